"""The Session's private-step runner: a seat's private screen, its draft, its commit and its cover.

One place sends a private step out (:meth:`PrivateStepRunner.run`): to the curtain's hand-off
screen, or through the :class:`~gui.games.device_router.DeviceRouter` to the seat's phone.
Only after the deliberate reveal (and PIN) is ``view(seat)`` read and the game's panel built.
"Done — hide" commits the panel's ``chosen_actions()`` all or none through the engine's
checked path, autosaves and tells the flow; a cover applies nothing and keeps the half-made
choice in memory for the same player's next reveal in the same turn (:meth:`keep_draft`).

A run of parallel steps (Tempelgold's looks) goes out at once: every phone seat of the run
gets its step, and the curtain takes the run's curtain seats one after another while the
phones work (:meth:`parallel_run`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gui.games.panels import apply_all
from gui.games.steps import PrivateStep
from gui.games.widgets import GamePanel
from gui.memory import release_free_memory

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from engine.actions import Action
    from gui.curtain import Curtain
    from gui.games.base import ScreenContext, SessionHost
    from gui.games.device_router import DeviceRouter
    from gui.games.game_state import GameState
    from gui.games.learning import Hint
    from gui.games.log_model import LogModel

Draft = tuple[int, str, int, object]
"""A covered panel's half-made choice: (seat, step kind, actions so far, the panel's draft)."""


class PrivateStepRunner:
    """Puts private steps up (curtain or route), and applies what a seat committed."""

    def __init__(self, state: GameState, curtain: Curtain, router: DeviceRouter, host: SessionHost, log: LogModel, *,
                 context: Callable[[], ScreenContext], autosave: Callable[[], None],
                 show_step: Callable[[], None]) -> None:
        self._state = state
        self._curtain = curtain
        self._router = router
        self._host = host
        self._log = log
        self._context = context
        self._autosave = autosave
        self._show_step = show_step
        self.current: PrivateStep | None = None  # the step behind the curtain (or on a phone) now
        self.draft: Draft | None = None
        curtain.revealed.connect(self._on_revealed)
        curtain.done.connect(self._on_curtain_done)
        curtain.aboutToCover.connect(self.keep_draft)
        curtain.cancelled.connect(self._on_peek_cancelled)

    def reset(self) -> None:
        """The game closes: no step is out, no draft is kept."""
        self.current = None
        self.draft = None

    # -- which steps go out together -----------------------------------------------------------------
    def parallel_run(self, step: PrivateStep) -> list[PrivateStep]:
        """``step`` and the parallel steps the flow shows after it (walked on a copy of the
        flow, each assumed done): the steps that may happen at the same time as ``step``.
        A step that is not ``parallel`` (or a peek) is alone in its run."""
        state = self._state
        if not step.parallel or step.peek or state.ui is None or state.game is None or state.flow is None:
            return [step]
        view = state.public_view()
        flow = state.flow
        run, current = [step], step
        for _ in range(len(view.players)):
            flow = state.ui.after_private(flow.model_copy(deep=True), current, view)
            following = state.ui.next_step(flow, view)
            if (not isinstance(following, PrivateStep) or not following.parallel or following.peek
                    or any(s.seat == following.seat for s in run)):
                break
            run.append(following)
            current = following
        return run

    def still_to_act(self) -> tuple[list[int], list[int]]:
        """Who still has to do the private step(s) the laptop is at: the seats on the laptop's
        curtain (in the order they come), and the seats whose phone has its step now.
        Public knowledge: everybody at the table sees whose turn it is."""
        phones = self._router.waiting_for()
        step = self._state.step
        if self._state.game is None or not isinstance(step, PrivateStep) or step.peek:
            return [], phones
        laptop = [s.seat for s in self.parallel_run(step) if not self._router.routed(s.seat)]
        return laptop, phones

    def update_status(self) -> None:
        """The hand-off screen of a phone game says who else is still to act, and where."""
        game = self._state.game
        if game is None or self._router.route is None:
            self._curtain.set_waiting([], [])
            return
        laptop, phones = self.still_to_act()
        step = self.current
        if step is None or step.peek or not step.parallel:
            laptop = []
        self._curtain.set_waiting([game.name(s) for s in laptop], [game.name(s) for s in phones])

    # -- out ---------------------------------------------------------------------------------------------
    def run(self, step: PrivateStep) -> None:
        """The one place a private step goes out: the curtain, or the seat's route.

        Only when no curtain seat of a parallel run is left does the laptop show the table
        and wait for the phones. The flow accepts the steps of a run in any order."""
        game = self._state.game
        assert game is not None
        self.current = step
        self._router.step_started(step)  # every look of a phone seat goes to its phone at the same time
        if self._router.routed(step.seat):
            laptop = [s for s in self.parallel_run(step) if not self._router.routed(s.seat)]
            if not laptop:
                self._router.run(step, game.view(step.seat), lambda actions: self._finish_routed(step, actions))
                self.update_status()
                return
            step = laptop[0]  # a curtain seat of the same run goes first, on the laptop
            self.current = step
        pin = self._state.pins.get(step.seat)
        self._curtain.hand_off(
            game.name(step.seat),
            lambda: self._build(step),
            pin_check=pin.matches if pin is not None else None,
            cancellable=step.cancellable,
            view_only=step.view_only or step.peek,
            hint=(lambda: self._hint(step)) if self._state.ui is not None and self._state.ui.learning() is not None else None,
        )
        self.update_status()

    def _build(self, step: PrivateStep) -> QWidget:
        """Runs only after the reveal: the seat's view is read here, not earlier. If the same
        player covered this same step before (the same turn), their half-made choice is back."""
        state = self._state
        assert state.ui is not None and state.game is not None
        panel = state.ui.build_private(step, state.game.view(step.seat), self._context())
        draft = self.draft
        if draft is not None and not step.peek and draft[:3] == (step.seat, step.kind, len(state.game.history)):
            panel.restore_draft(draft[3])
        return panel

    def _hint(self, step: PrivateStep) -> Hint | None:
        """The revealed seat's hint, asked for on its private screen: from ``view(seat)`` (what
        its panel is built from) and the public claims board, in the language shown now
        (:mod:`gui.games.learning`)."""
        state = self._state
        learning = state.ui.learning() if state.ui is not None else None
        if learning is None or state.game is None or self.current is not step:
            return None
        return learning.hint(step, state.game.view(step.seat), self._context().lang, self._log.claims())

    def keep_draft(self) -> None:
        """The private screen is being covered (a stray click, Escape, "decide later", the
        guard): keep its half-made choice for the same player's next reveal in this turn.

        The draft lives only here, in memory: never on a screen but that player's own panel,
        never in the autosave or the log; it is dropped when the turn passes (the step is
        finished), the game changes (the key holds the number of actions so far) or ends."""
        step, frame, game = self.current, self._curtain.private, self._state.game
        if step is None or frame is None or step.peek or game is None:
            return
        content = frame.content
        value = content.draft() if isinstance(content, GamePanel) else None
        self.draft = None if value is None else (step.seat, step.kind, len(game.history), value)

    # -- back --------------------------------------------------------------------------------------------
    def _on_revealed(self) -> None:
        step, game = self.current, self._state.game
        if step is not None and step.peek and game is not None:
            self._log.add_app_entry("peek", game.name(step.seat))  # nobody looks unseen
            self._autosave()

    def _on_curtain_done(self) -> None:
        release_free_memory()
        step = self.current
        frame = self._curtain.private
        content = frame.content if frame is not None else None
        actions: list[Action] = []
        if isinstance(content, GamePanel) and step is not None and not step.peek:
            actions = list(content.chosen_actions())
        self.finish(step, actions)

    def _finish_routed(self, step: PrivateStep, actions: list[Action] | None) -> None:
        if actions is None or self.current is not step:
            return
        self.finish(step, actions)

    def finish(self, step: PrivateStep | None, actions: list[Action]) -> None:
        """``step`` is over with ``actions`` chosen: apply them all or none, tell the flow,
        autosave, show what comes next. A refused choice changes nothing: the same seat again."""
        self.current = None
        self.draft = None  # the turn passes (or is tried): no half-made choice outlives it
        state = self._state
        if step is None or state.game is None or state.ui is None or state.flow is None:
            return
        if step.peek:
            self._show_step()
            return
        if actions:
            error = apply_all(state.game, step.seat, actions)
            if error is not None:
                # The engine's reason is English and may name the seat's secret: not shown, not logged.
                self._host.notify(QCoreApplication.translate(
                    "Session", "That move is not possible. Nothing was changed; {name}'s turn starts again."
                ).format(name=state.game.name(step.seat)))
                self._show_step()  # the same seat's hand-off again; nothing changed
                return
            self._log.set_engine_log(state.public_view().log)
            self._router.refresh()
        state.flow = state.ui.after_private(state.flow, step, state.public_view())
        self._autosave()
        self._show_step()

    def _on_peek_cancelled(self) -> None:
        """The peek's hand-off was cancelled ("Back to the table"): nothing was seen."""
        self.current = None
        self._show_step()

    def peek_steps(self) -> list[bool]:
        """For each seat: does it have anything to look at again now? (A computer's seat never:
        nobody at the table may look at its cards.)"""
        state = self._state
        if state.game is None or state.ui is None:
            return []
        return [self.peek_step(seat) is not None for seat in range(len(state.game.players))]

    def peek_step(self, seat: int) -> PrivateStep | None:
        """``seat``'s look-again step now (``None``: no game, nothing to see, or a computer's seat)."""
        state = self._state
        if state.game is None or state.ui is None or self._router.is_computer(seat):
            return None
        step: PrivateStep | None = state.ui.peek_step(state.public_view(), seat)
        return step

