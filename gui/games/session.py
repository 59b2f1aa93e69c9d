"""The one object that owns a running game, whatever the game: the game-agnostic Session.

Data flows one way (docs/architecture.md): a click becomes an action → ``game.apply`` → the table is
given ``public_view()``; behind the curtain, and only after the deliberate reveal, the
private panel is given ``view(seat)``. Screens never see the game object. What the game's
screens and flow are comes from its :class:`~gui.games.base.GameUI` (see that module for
the whole contract); what every game shares lives here: the curtain hand-offs, PINs, the
peek, autosave and resume, rematch, the language switch.

Autosave: after every applied action and after every curtain step. An auto-hidden private
screen (inactivity, focus loss), and a choosing step covered without finishing (Escape, a
click on an empty area, "Hide — decide later"), do not advance the flow and apply nothing:
the same player's hand-off screen comes back (``gui/curtain/private_frame.py``), and their
half-made choice comes back with their next reveal of that step (``_keep_draft``). A resumed game starts behind the curtain.

The Session reaches the window only through :class:`~gui.games.base.SessionHost`.
"""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget
from pydantic import BaseModel

from engine.actions import Action
from engine.errors import IllegalActionError
from engine.registry import game_info
from gui.persistence.autosave import Autosave, LoadedAutosave, PinHash, clear_autosave, write_autosave
from gui.curtain import Curtain
from gui.games.base import AnyGameUI, PrivateRoute, PrivateStep, ScreenContext, SessionHost, StartRequest, Step, TableStep
from gui.games.panels import apply_all, panel_actions
from gui.games.registry import game_ui
from gui.games.seats import rematch, rotate_seats, seated
from gui.games.widgets import GameEnd, GameTable
from gui.games.log_model import LogModel
from gui.memory import release_free_memory
from gui.games.peek import Peek, PeekOffer
from gui.history.session_hook import GameMemory
from gui.screens.choose_seat import SeatChooser

# Where new games get their seeds. Tests replace it with a seeded ``random.Random``.
SEED_SOURCE: random.Random = random.SystemRandom()

# If the table reports no end of its animation, go on after this long anyway.
ANIMATION_TIMEOUT_MS = 2500


PHONES_STEP = TableStep("phones", interactive=False, peek=False)
"""What a table shows while private steps are on phones: the plain public table."""


class Session(QObject):
    """Owns the engine game, the flow state, the PINs, the shared log and the game screens.

    The peek's seat chooser is a part it owns, :attr:`peek` (:class:`gui.games.peek.Peek`),
    which reaches back only through :class:`gui.games.peek.PeekHost` (``peek_offer``,
    ``peek_step``, ``run_private``, ``show_step``)."""

    def __init__(self, host: SessionHost) -> None:
        super().__init__(host.window_widget())
        self.host = host
        self.curtain = Curtain(
            host.stack,
            host.window_widget(),
            reveal_mode=lambda: host.settings.reveal_mode,
            inactivity_ms=lambda: int(host.settings.inactivity_seconds * 1000),
        )
        self.curtain.revealed.connect(self._on_revealed)
        self.curtain.done.connect(self._on_curtain_done)
        self.curtain.autoHidden.connect(lambda _reason: self._autosave())
        self.curtain.aboutToCover.connect(self._keep_draft)
        self.curtain.cancelled.connect(self._on_peek_cancelled)
        self.curtain.neutralDismissed.connect(self.show_step)
        self.game: Any = None  # the engine game; never handed to a screen
        self.ui: AnyGameUI | None = None
        self.flow: Any = None  # the game's flow state (pydantic)
        self.step: Step | None = None
        self.pins: dict[int, PinHash] = {}
        self.request: StartRequest | None = None
        self.log = LogModel(host.settings.language, self)
        self.table: GameTable | None = None
        self.end_screen: GameEnd | None = None
        self.peek = Peek(self, host)  # "look at my cards again": the seat chooser
        # Where private steps go; ``None`` = the curtain (the ``phones`` branch sets a route).
        self.private_route: PrivateRoute | None = None
        self._private: PrivateStep | None = None  # the step behind the curtain now
        self._busy = False  # a table action is being animated
        self._anim_token = 0
        self._table_actions = -1  # how many actions the table's view showed
        self._ui_rng = random.Random()  # drawn from SEED_SOURCE at every start and resume
        # A covered panel's half-made choice: (seat, step kind, actions so far, the panel's draft)
        self._draft: tuple[int, str, int, Any] | None = None
        self.memory = GameMemory()  # the game history's view of this game (gui.history)
        self._history_recorder: Any = None

    # -- queries ------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """A game is in progress (not over)."""
        return self.game is not None and self.game.outcome() is None

    @property
    def lang(self) -> str:
        return self.host.settings.language

    @property
    def private_step(self) -> PrivateStep | None:
        """The step behind the curtain (or on a phone) now, if any."""
        return self._private

    @property
    def chooser(self) -> SeatChooser | None:
        """The peek's seat chooser while it is on screen (:attr:`peek`)."""
        return self.peek.chooser

    def context(self) -> ScreenContext:
        """``extra["rng"]``: randomness for screens (a number picker's start value), drawn
        from :data:`SEED_SOURCE` so tests and ``--selfplay`` repeat; never the engine's."""
        return ScreenContext(renderer=self.host.renderer, lang=self.lang, log=self.log, extra={"rng": self._ui_rng})

    # -- starting -------------------------------------------------------------------------------
    def start_game(
        self, request: StartRequest, seed: int | None = None, pins: dict[int, PinHash] | None = None,
        rematch: bool = False,
        devices: Any = None,
    ) -> None:
        """Deal a new game and show its first step.

        ``pins`` (already hashed, by seat of the new game) replace ``request.pins``: "Play
        again" keeps everyone's PIN. In a Boss game the seats are rotated so that
        ``request.first`` is seat 0; the PINs move with their players. ``devices`` ("Play
        again" of a phone game): the phones of the game before, by the new seats
        (:class:`gui.phones.route.PhoneDevices`), so that nobody scans a code again.
        """
        from gui.persistence.autosave import forget_abandoned

        forget_abandoned()  # a new game begins: the last abandoned one is gone for good
        info = game_info(request.game)
        ui = game_ui(request.game)
        request = seated(request, info)
        config = info.make_config(request.players, request.options, request.first)
        if seed is None:
            seed = SEED_SOURCE.randrange(2**62)
        self._ui_rng = random.Random(SEED_SOURCE.randrange(2**62))
        self.close_game()
        self.request = StartRequest(
            game=request.game,
            players=list(request.players),
            options=dict(request.options),
            first=request.first,
            phones=request.phones,
        )
        self.ui = ui
        self.game = info.load().new_game(config, seed)
        self.memory.started(rematch)
        self.pins = dict(pins) if pins is not None else {s: PinHash.of(p) for s, p in request.pins.items() if p}
        view = self.game.public_view()
        self.flow = ui.new_flow(view)
        self.log.restore(view.log, ())
        self._build_table()
        if request.phones:
            from gui.phones.laptop import attach_phones

            self.private_route = attach_phones(self, devices)
            if self.private_route is not None:
                self.private_route.pendingChanged.connect(self._update_status)  # a phone finished: the hand-off's line follows
        self._autosave()
        self.show_step()

    def resume(self, loaded: LoadedAutosave) -> None:
        """Continue an autosaved game. It always begins behind the curtain."""
        self.close_game()
        self._ui_rng = random.Random(SEED_SOURCE.randrange(2**62))
        game_id = loaded.data.game.game
        self.ui = game_ui(game_id)
        self.game = loaded.game
        self.memory.started(rematch=False)
        view = self.game.public_view()
        self.flow = self.ui.resume_flow(loaded.flow, view)
        self.pins = dict(loaded.data.pins)
        config = self.game.config
        options = {v.id: getattr(config, v.id) for v in game_info(game_id).variants if v.config_field}
        self.request = StartRequest(
            game=game_id, players=list(config.players), options=options, first=getattr(config, "starting_seat", None)
        )
        self.log.restore(view.log, loaded.data.log)
        self._build_table()
        step = self.ui.next_step(self.flow, view)
        if isinstance(step, PrivateStep):
            self.show_step()  # the hand-off screen for whoever is next
        else:
            self.step = step
            self.curtain.show_neutral()
        self.host.session_changed()

    def close_game(self) -> None:
        """Drop the game and every game widget (the caller shows the next screen)."""
        self.curtain.lower()
        self.curtain.forget_dwell()
        self.curtain.set_waiting([], [])
        for attr in ("table", "end_screen"):
            widget = getattr(self, attr)
            if widget is not None:
                self.host.drop_screen(widget)
                setattr(self, attr, None)
        self.peek.drop_chooser()
        route, self.private_route = self.private_route, None
        if route is not None:
            route.close()  # phones: the server stops, every link of this game becomes old
        self.game = None
        self.step = None
        self._busy = False
        self._private = None
        self._draft = None
        self._anim_token += 1
        self._table_actions = -1

    def abandon(self) -> None:
        """End the game (new game). A game still running is kept as the last abandoned game,
        which the start screen offers to continue until the next game begins."""
        from gui.persistence.autosave import set_aside_autosave

        running = self.running
        self.close_game()
        self.log.clear()
        if running:
            set_aside_autosave()
        else:
            clear_autosave()

    # -- the flow -----------------------------------------------------------------------------------
    def show_step(self) -> None:
        """Show what the flow says is next."""
        if self.game is None or self.ui is None:
            return
        step = self.ui.next_step(self.flow, self.game.public_view())
        self.step = step
        if not isinstance(step, PrivateStep) and self.curtain.dwell_remaining_ms() > 0:
            # A private screen was covered before the equal dwell was over: a neutral
            # curtain stands before the table until it is (gui/curtain/dwell.py).
            self.curtain.show_neutral()
            self.host.session_changed()
            return
        if isinstance(step, PrivateStep):
            self.run_private(step)
        elif isinstance(step, TableStep):
            self._show_table()
        else:
            self._show_end()
        self.host.session_changed()

    def parallel_run(self, step: PrivateStep) -> list[PrivateStep]:
        """``step`` and the parallel steps the flow shows after it (walked on a copy of the
        flow, each assumed done): the steps that may happen at the same time as ``step``.
        A step that is not ``parallel`` (or a peek) is alone in its run."""
        if not step.parallel or step.peek or self.ui is None or self.game is None:
            return [step]
        view = self.game.public_view()
        flow = self.flow
        run, current = [step], step
        for _ in range(len(view.players)):
            flow = self.ui.after_private(flow.model_copy(deep=True), current, view)
            following = self.ui.next_step(flow, view)
            if (not isinstance(following, PrivateStep) or not following.parallel or following.peek
                    or any(s.seat == following.seat for s in run)):
                break
            run.append(following)
            current = following
        return run

    def run_private(self, step: PrivateStep) -> None:
        """The one place a private step goes out: the curtain, or a route (phones).

        A run of parallel steps (Tempelgold's looks) goes out at once: every phone seat of
        the run gets its step now (``route.step_started``), and the laptop's curtain takes
        the run's curtain seats one after another *while* the phones work. Only when no
        curtain seat of the run is left does the laptop show the table and wait for the
        phones. The flow accepts the steps of a run in any order (``PrivateStep.parallel``).
        """
        self._private = step
        route = self.private_route
        if route is not None:
            route.step_started(step)  # phones: every look of a phone seat goes to its phone at the same time
        if route is not None and route.handles(step.seat):
            laptop = [s for s in self.parallel_run(step) if not route.handles(s.seat)]
            if not laptop:
                route.run(step, self.game.view(step.seat), lambda actions: self._finish_routed(step, actions))
                self._update_status()
                return
            step = laptop[0]  # a curtain seat of the same run goes first, on the laptop
            self._private = step
        pin = self.pins.get(step.seat)
        self.curtain.hand_off(
            self.game.name(step.seat),
            lambda: self._build_private(step),
            pin_check=pin.matches if pin is not None else None,
            cancellable=step.cancellable,
            view_only=step.view_only or step.peek,
        )
        self._update_status()

    def _build_private(self, step: PrivateStep) -> QWidget:
        """Runs only after the reveal: the seat's view is read here, not earlier. If the same
        player covered this same step before (the same turn), their half-made choice is back."""
        assert self.ui is not None
        panel = self.ui.build_private(step, self.game.view(step.seat), self.context())
        draft = self._draft
        if draft is not None and not step.peek and draft[:3] == (step.seat, step.kind, len(self.game.history)):
            restore = getattr(panel, "restore_draft", None)
            if restore is not None:
                restore(draft[3])
        return panel

    def _keep_draft(self) -> None:
        """The private screen is being covered (a stray click, Escape, "decide later", the
        guard): keep its half-made choice for the same player's next reveal in this turn.

        The draft lives only here, in memory: never on a screen but that player's own panel,
        never in the autosave or the log; it is dropped when the turn passes (the step is
        finished), the game changes (the key holds the number of actions so far) or ends.
        A panel gives it with ``draft()`` (plain data, ``None``: nothing to keep) and takes
        it back with ``restore_draft(draft)``."""
        step, frame = self._private, self.curtain.private
        if step is None or frame is None or step.peek or self.game is None:
            return
        draft = getattr(frame.content, "draft", None)
        value = draft() if draft is not None else None
        self._draft = None if value is None else (step.seat, step.kind, len(self.game.history), value)

    def _on_revealed(self) -> None:
        step = self._private
        if step is not None and step.peek and self.game is not None:
            self.log.add_app_entry("peek", self.game.name(step.seat))  # nobody looks unseen
            self._autosave()

    def _on_curtain_done(self) -> None:
        release_free_memory()
        step = self._private
        frame = self.curtain.private
        actions = panel_actions(frame.content) if frame is not None and step is not None and not step.peek else []
        self._finish_private(step, actions)

    def _finish_routed(self, step: PrivateStep, actions: list[Action] | None) -> None:
        if actions is None or self._private is not step:
            return
        self._finish_private(step, actions)

    def _finish_private(self, step: PrivateStep | None, actions: list[Action]) -> None:
        self._private = None
        self._draft = None  # the turn passes (or is tried): no half-made choice outlives it
        if step is None or self.game is None or self.ui is None:
            return
        if step.peek:
            self.show_step()
            return
        if actions:
            error = apply_all(self.game, step.seat, actions)
            if error is not None:
                # The engine's reason is English and may name the seat's secret: not shown, not logged.
                self.host.notify(self.tr("That move is not possible. Nothing was changed; {name}'s turn starts again.").format(name=self.game.name(step.seat)))
                self.show_step()  # the same seat's hand-off again; nothing changed
                return
            self._sync_log()
        self.flow = self.ui.after_private(self.flow, step, self.game.public_view())
        self._autosave()
        self.show_step()

    # -- the peek (gui.games.peek): its part, and the PeekHost members it calls ---------------------
    def start_peek(self) -> None:
        """"Look at my cards again" (the table's ``peekRequested``): the seat chooser, if the
        table takes a peek now; the table stops taking clicks while it is up."""
        if self.peek.start() and self.table is not None:
            self.table.set_interactive(False)

    def peek_offer(self) -> PeekOffer | None:
        """Whom the peek's chooser offers now; ``None`` while the table takes no peek."""
        step = self.step
        if not self._table_accepts() or not isinstance(step, TableStep) or not step.peek or self.ui is None:
            return None
        view = self.game.public_view()
        enabled = [self.ui.peek_step(view, seat) is not None for seat in range(len(self.game.players))]
        return PeekOffer(list(self.game.players), set(self.pins), enabled)

    def peek_step(self, seat: int) -> PrivateStep | None:
        """``seat``'s look-again step now (``None``: no game, or nothing to see)."""
        if self.game is None or self.ui is None:
            return None
        return self.ui.peek_step(self.game.public_view(), seat)

    def _on_peek_cancelled(self) -> None:
        """The peek's hand-off was cancelled ("Back to the table"): nothing was seen."""
        self._private = None
        self.show_step()

    # -- the table --------------------------------------------------------------------------------
    def _build_table(self) -> None:
        assert self.ui is not None
        table = self.ui.build_table(self.context())
        # Queued: a click arrives inside a scene item's own mouse handler, and the table may
        # rebuild its scene (removing that very item) when it is given the new view.
        table.actionRequested.connect(self.request_action, Qt.ConnectionType.QueuedConnection)
        table.eventRequested.connect(self._on_event, Qt.ConnectionType.QueuedConnection)
        table.peekRequested.connect(self.start_peek)
        table.animationFinished.connect(self._on_animation_finished)
        self._give_view(table)
        table.set_interactive(False)
        self.host.add_screen(table)
        self.table = table

    def _give_view(self, table: Any) -> None:
        """Hand the table the public view, unless it already shows this very state."""
        count = len(self.game.history)
        if count != self._table_actions:
            self._table_actions = count
            table.show_view(self.game.public_view())

    def _show_table(self) -> None:
        table: Any = self.table
        step = self.step
        if table is None or not isinstance(step, TableStep):
            return
        self._give_view(table)
        table.show_step(step)
        self.host.show_screen(table)
        self.curtain.lower()
        self.peek.drop_chooser()
        table.set_interactive(step.interactive and not self._busy)

    def _table_accepts(self) -> bool:
        step = self.step
        return (
            self.game is not None
            and not self.curtain.is_up
            and not self._busy
            and isinstance(step, TableStep)
            and self.table is not None
            and self.host.current_screen() is self.table
        )

    def request_action(self, seat: int, action: Action) -> bool:
        """A table action (a click on the public table). Ignored while a curtain is up."""
        step = self.step
        if not self._table_accepts() or not isinstance(step, TableStep) or not step.interactive:
            return False
        assert self.ui is not None
        before = self.game.public_view()
        question = self.ui.confirm(seat, action, before)
        if question is not None and not self.host.ask(*question):
            return False
        try:
            self.game.apply(seat, action)
        except IllegalActionError:
            return False
        after = self.game.public_view()
        self.flow = self.ui.after_action(self.flow, seat, action, before, after)
        self._sync_log()
        self._autosave()
        table: Any = self.table
        self._busy = True
        table.set_interactive(False)
        self._give_view(table)
        self._anim_token += 1
        token = self._anim_token
        if table.is_animating():
            # bound to the Session: deleted with the window, the wait is cancelled with it
            QTimer.singleShot(ANIMATION_TIMEOUT_MS, self, lambda: self._after_animation(token))
        else:  # nothing to wait for (this runs queued, outside the table's own click handler)
            self._after_animation(token)
        return True

    def _on_animation_finished(self) -> None:
        self._after_animation(self._anim_token)

    def _after_animation(self, token: int) -> None:
        if token != self._anim_token or not self._busy or self.game is None:
            return
        self._busy = False
        release_free_memory()
        self.show_step()

    def _on_event(self, event: str) -> None:
        if not self._table_accepts() or self.ui is None:
            return
        flow = self.ui.on_event(self.flow, event, self.game.public_view())
        if flow is self.flow:
            return
        self.flow = flow
        self._autosave()
        self.show_step()

    # -- the end ----------------------------------------------------------------------------------------
    def _show_end(self) -> None:
        assert self.ui is not None
        self.curtain.lower()
        if self.end_screen is not None:
            self.host.drop_screen(self.end_screen)
        screen = self.ui.build_end(self.game.public_view(), self.context())
        screen.againRequested.connect(lambda *choice: self.play_again(choice[0] if choice else None))
        screen.newGameRequested.connect(lambda: self.host.new_game_screen(confirm=False))
        self.host.add_screen(screen)
        self.host.show_screen(screen)
        self.end_screen = screen
        if self.table is not None:
            self.host.drop_screen(self.table)
            self.table = None
        self._record_history()

    def _record_history(self) -> None:
        """The finished game goes into the game history, written in a worker thread (gui.history)."""
        route = self.private_route
        # the route may have let its phones go already (it closes on the game's end): it remembers them
        phones = route.played_on_phones() if route is not None else frozenset()
        request = self.request
        rec = self.memory.record(ui=self.ui, game=self.game, game_id=request.game if request else "",
                                 options=dict(request.options) if request else {}, phones=phones,
                                 settings=self.host.settings)
        if rec is None:
            return
        from gui.history.session_hook import recorder

        history = recorder()
        if history is not self._history_recorder:
            history.problem.connect(self._history_problem)  # queued: the worker thread emits it
            self._history_recorder = history
        history.submit(rec)

    def _history_problem(self, text: str) -> None:
        self.host.notify(text, key="history")

    def play_again(self, choice: Any = None) -> None:
        """Same players, options and PINs, a new deal; the game may rotate the seats
        (the next Boss), and every PIN moves with its player. So does every player's device:
        a phone stays its player's phone, a curtain seat stays on the curtain (issue 19 §13;
        :meth:`gui.phones.route.PhoneRoute.devices_for_rematch`)."""
        if self.request is None or self.ui is None:
            return
        first = self.ui.rematch_first_seat(self.game.public_view(), choice) if self.game is not None else 0
        count = len(self.request.players)
        devices = None
        route = self.private_route
        if route is not None:
            devices = route.devices_for_rematch(first % count, count)
            # before the end (only a caller's choice; the end screen is after it): the phones
            # are told "next" and wait for their seats, as after "over"
            route.close(final=True, reason="next" if self.running else None)
        self.start_game(rematch(self.request, first), pins=rotate_seats(self.pins, first % count, count),
                        devices=devices, rematch=True)

    # -- language and dialogs ------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        self.log.set_language(lang)
        self._refresh_route()
        private = self.curtain.private
        if private is not None and hasattr(private.content, "set_language"):
            private.content.set_language(lang)  # its texts may come from the rules files, not tr()
        for screen in (self.table, self.end_screen):
            if screen is not None and hasattr(screen, "set_language"):
                screen.set_language(lang)

    def cover(self) -> None:
        """Before any dialog: a private screen goes behind the curtain first."""
        self.curtain.cover()

    # -- saving ------------------------------------------------------------------------------------------
    def _sync_log(self) -> None:
        self.log.set_engine_log(self.game.public_view().log)
        self._refresh_route()

    # -- phones (gui/phones): the hooks a private route needs ----------------------------------------
    def _refresh_route(self) -> None:
        """The game or the language changed: a route pushes the new views to its phones."""
        if self.private_route is not None:
            self.private_route.refresh()

    def show_table_for_route(self) -> None:
        """A private step went to a phone: the laptop shows the public table, not clickable."""
        table: Any = self.table
        if table is None or self.game is None:
            return
        self._give_view(table)
        table.show_step(PHONES_STEP)  # no banner or button of the table's last step stays up
        self.host.show_screen(table)
        self.curtain.lower()
        self.peek.drop_chooser()
        table.set_interactive(False)

    def reroute(self) -> None:
        """A seat's route changed (its phone was moved to the curtain): show the step again.
        A curtain seat's turn on the laptop goes on undisturbed; the moved seat comes after."""
        if self.game is None or not isinstance(self.step, PrivateStep):
            return
        private = self._private
        route = self.private_route
        if self.curtain.is_up and private is not None and not (route is not None and route.handles(private.seat)):
            self._update_status()
            return
        self.show_step()

    def still_to_act(self) -> tuple[list[int], list[int]]:
        """Who still has to do the private step(s) the laptop is at: the seats on the laptop's
        curtain (in the order they come), and the seats whose phone has its step now.

        A run of parallel steps names every seat of the run not yet done; a single step its
        one seat. Public knowledge: everybody at the table sees whose turn it is."""
        route = self.private_route
        phones = list(route.waiting_for()) if route is not None else []
        step = self.step
        if self.game is None or not isinstance(step, PrivateStep) or step.peek:
            return [], phones
        run = self.parallel_run(step)
        laptop = [s.seat for s in run if route is None or not route.handles(s.seat)]
        return laptop, phones

    def _update_status(self) -> None:
        """The hand-off screen of a phone game says who else is still to act, and where."""
        if self.game is None or self.private_route is None:
            self.curtain.set_waiting([], [])
            return
        laptop, phones = self.still_to_act()
        step = self._private
        if step is None or step.peek or not step.parallel:
            laptop = []
        name = self.game.name
        self.curtain.set_waiting([name(s) for s in laptop], [name(s) for s in phones])

    def note_peek(self, seat: int) -> None:
        """A seat looked at its own cards again on its phone: the table is told, as for the curtain.

        Once per seat between two engine lines (issue 20 §4): a repeated look adds no line and
        writes no save, because the table has already been told that this player looked since
        the last move; so a phone cannot grow the log or the saves faster than the game moves.
        """
        if self.game is not None and self.log.add_app_entry("peek", self.game.name(seat), coalesce=True) is not None:
            self._autosave()

    def _autosave(self) -> None:
        if self.game is None or not isinstance(self.flow, BaseModel):
            return
        try:
            data = Autosave(
                game=self.game.to_save(),
                flow=self.flow.model_dump(mode="json"),
                pins=dict(self.pins),
                log=self.log.app_entries(),
            )
            write_autosave(data)
        except Exception as exc:  # noqa: BLE001 - any failure to save: the notice, and the game plays on (issue 20 §4)
            from gui.text import notice_text

            notice_text.log_detail("autosave failed", exc)
            self.host.notify(
                self.tr("The game could not be saved: {error}").format(error=notice_text.reason(exc)), key="autosave"
            )
        else:
            self.host.clear_notice("autosave")  # one notice while saving fails, gone when it works

