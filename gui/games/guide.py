"""The Session's guide: a guided first game, the rule text's worked example played (issue 34).

The game's :class:`~gui.games.guide_script.GuidedGame` (``GameUI.guided_game()``) says the
table, the seat a person plays, the example's choices and the explanations. The guide is
one collaborator of the Session, beside the turn loop and the computer seats, and does four
things:

* **the example's choices**: while the game's history is the example's so far,
  :meth:`Guide.scripted` is the example's next choice, which the computer seats make instead
  of their bots' (:class:`~gui.games.computer_seats.ComputerSeats`); once the game leaves the
  example (or the example is over) they play as the easy computer;
* **the explanations**: whenever the screen changes (:meth:`Guide.refresh`, called by the
  turn loop after every step and by the curtain's reveal) it shows the first explanation of
  the script that belongs to this moment and has not been read, in a
  :class:`~gui.games.guide_bubble.GuideBubble` beside the control it names. An explanation
  of a seat's private screen is a child of that private screen (it goes with it when the
  screen is covered); every other one sits on the public window and talks of public things;
* **waiting for the reader**: while an explanation is open the computers wait (their
  timers run through :meth:`Guide.schedule`), so the example does not run ahead of the text;
* **where the reader is**: the explanations read so far are the shared state's
  ``guide`` list, which the autosave keeps; a resumed guided game goes on with the next one.

It names no game: the words are in the game's ``guide/<lang>.md`` (:mod:`gui.text.guide_text`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRect, Qt, QTimer
from PySide6.QtWidgets import QScrollArea
from shiboken6 import isValid

from gui.games.base import StartRequest
from gui.games.device_router import COMPUTER_EASY
from gui.games.guide_bubble import GuideBubble
from gui.games.registry import game_ui
from gui.games.guide_script import Anchor, GuidedGame, GuideStep, PointAt
from gui.games.steps import PrivateStep, TableStep
from gui.text.guide_text import guide_texts

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from engine.actions import Action
    from gui.curtain import Curtain
    from gui.games.base import SessionHost
    from gui.games.game_state import GameState

def guided_request(game_id: str) -> tuple[StartRequest, GuidedGame] | None:
    """The start request of the game's guided first game, and its script (``None``: it has
    none): the example's names and options; every seat but the learner's is an easy computer."""
    script = game_ui(game_id).guided_game()
    if script is None:
        return None
    screens = {seat: COMPUTER_EASY for seat in range(len(script.players)) if seat != script.learner}
    return StartRequest(game=game_id, players=list(script.players), options=dict(script.options),
                        first=script.first, screens=screens), script


def _scroll_into_view(widget: QWidget) -> None:
    """Every scroll area the control lies in scrolls it into view (a private panel's choice
    below the fold at 800×600)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(widget)
        parent = parent.parentWidget()


Screens = Callable[[], "tuple[QWidget | None, QWidget | None]"]
"""The turn loop's table and end screen now."""


SHOW_RETRY_MS = 50
SHOW_TRIES = 40
"""A due explanation whose control is not on screen yet is looked for again every 50 ms, for
2 s at most, while the computers wait; then the game goes on without it."""

class Guide(QObject):
    """Plays a guided first game's example and shows its explanations (see the module text)."""

    def __init__(self, state: GameState, host: SessionHost, curtain: Curtain, *,
                 private_step: Callable[[], PrivateStep | None], screens: Screens,
                 autosave: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = state
        self._host = host
        self._curtain = curtain
        self._private_step = private_step
        self._screens = screens
        self._autosave = autosave
        self.script: GuidedGame | None = None
        self.shown: GuideStep | None = None
        """The explanation on screen now."""
        self.bubble: GuideBubble | None = None
        self._held: list[Callable[[], None]] = []
        self._refresh_due = False
        self._tries = 0  # looks for a due explanation's control (see _update)
        curtain.revealed.connect(self.refresh)
        host.stack.currentChanged.connect(self.refresh)  # any other screen (the peek's chooser)

    # -- the guided game ---------------------------------------------------------------------
    def attach(self, script: GuidedGame | None) -> None:
        """Guide the running game with ``script`` (``None``: not a guided game). The state's
        ``guide`` list (from the autosave, on resume) says which explanations were read."""
        self.close()
        self.script = script
        if script is None:
            self._state.guide = None
        elif self._state.guide is None:
            self._state.guide = []

    @property
    def settled(self) -> bool:
        """No change of screen waits to be explained (the self-check waits for this)."""
        return not self._refresh_due

    @property
    def active(self) -> bool:
        return self.script is not None and self._state.game is not None

    def close(self) -> None:
        """The game closes: no explanation, no held computer turn."""
        self._drop()
        self._held = []
        self.script = None

    # -- the example's choices -------------------------------------------------------------------
    def talk_at_table(self) -> bool:
        """The example's table talk is spoken at the table now (its explanations quote it)."""
        return self.script is not None and self.script.talk_at_table and self.follows()

    def follows(self) -> bool:
        """The game has made the example's choices so far, and no other."""
        game = self._state.game
        if self.script is None or game is None:
            return False
        history = list(game.history)
        return history == self.script.scripted_history()[: len(history)]

    def scripted(self) -> tuple[int, tuple[Action, ...]] | None:
        """The example's next choice (seat, actions), while the game still follows it."""
        game = self._state.game
        if self.script is None or game is None or not self.follows():
            return None
        done = len(game.history)
        for seat, actions in self.script.script:
            if done <= 0:
                return seat, actions
            done -= len(actions)
        return None

    def schedule(self, ms: int, then: Callable[[], None]) -> None:
        """A computer's timer: after ``ms``, and once no explanation is open."""
        QTimer.singleShot(ms, self, lambda: self._when_read(then))

    def _when_read(self, then: Callable[[], None]) -> None:
        # also while an explanation is due but not up yet (its screen still being laid out, on
        # a loaded machine): a computer's move would otherwise pass it by unread
        if self.bubble is None and (not self.active or self.due() is None):
            then()
            return
        self._held.append(then)
        if self.bubble is None:
            self.refresh()

    # -- the explanations --------------------------------------------------------------------
    def refresh(self) -> None:
        """The screen changed: show this moment's explanation (after Qt has laid it out)."""
        if not self.active or self._refresh_due:
            return
        self._refresh_due = True
        QTimer.singleShot(0, self, self._update)

    def moment(self) -> tuple[str, int | None, str | None] | None:
        """What is on screen now: ("handoff"|"private", seat, the step's kind), ("wait", seat,
        kind) while the table shows during a routed seat's private step, ("table", None, the
        table step's kind), ("end", None, None); ``None`` for anything else."""
        state, curtain = self._state, self._curtain
        step, private = state.step, self._private_step()
        table, end = self._screens()
        current = self._host.current_screen()
        if curtain.private is not None and private is not None:
            return "private", private.seat, private.kind
        if curtain.handoff is not None and private is not None:
            return "handoff", private.seat, private.kind
        if curtain.is_up:
            return None
        if end is not None and current is end:
            return "end", None, None
        if table is not None and current is table and isinstance(step, TableStep):
            return "table", None, step.kind
        if table is not None and current is table and isinstance(step, PrivateStep):
            return "wait", step.seat, step.kind  # a computer's (or a phone's) private step
        return None

    def due(self) -> GuideStep | None:
        """The first explanation not yet read that belongs to the moment on screen."""
        game, script, read = self._state.game, self.script, self._state.guide or []
        moment = self.moment()
        if game is None or script is None or moment is None:
            return None
        where, seat, kind = moment
        moves, follows = len(game.history), self.follows()
        past = not follows or moves >= len(script.scripted_history())
        for step in script.steps:
            if step.id in read or step.moment != where or step.seat != seat:
                continue
            if step.kind is not None and step.kind != kind:
                continue
            if (step.moves is None and past) or (step.moves is not None and follows and step.moves == moves):
                return step
        return None

    def _update(self) -> None:
        self._refresh_due = False
        if not self.active:
            return
        step = self.due()
        if step is not None and step is self.shown and self.bubble is not None:
            return
        self._drop()  # not read: a step of the example whose moment comes back (after a peek) shows again
        if step is not None:
            self._show(step)
        if step is not None and self.bubble is None and self._tries < SHOW_TRIES:
            self._tries += 1  # its control is not on screen yet: look again soon, the computers wait
            QTimer.singleShot(SHOW_RETRY_MS, self, self.refresh)
            return
        self._tries = 0
        if self.bubble is None:  # nothing to read (or its control never came on screen): nobody waits
            self._release()

    def _show(self, step: GuideStep) -> None:
        target = self._target(step)
        private = self._curtain.private
        parent = private if step.moment == "private" and private is not None else self._host.window_widget()
        if target is None or parent is None:
            return
        texts = guide_texts(self._state.request.game if self._state.request else "", self._host.settings.language)
        words = texts.get(step.id)
        if words is None:
            return
        bubble = GuideBubble(parent)
        bubble.show_text(
            words.title, words.text,
            QCoreApplication.translate("Guide", "Rule: {section}").format(section=words.rule) if words.rule else "",
            QCoreApplication.translate("Guide", "Next"),
            QCoreApplication.translate("Guide", "Leave the guide"),
        )
        _scroll_into_view(target.widget)
        bubble.nextRequested.connect(self.next)
        bubble.leaveRequested.connect(self.leave)
        bubble.point_at(target.widget, lambda: self._box_of(step, parent))
        self.bubble, self.shown = bubble, step
        bubble.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _box_of(self, step: GuideStep, parent: QWidget) -> QRect | None:
        """Where the control ``step`` points at is now, in ``parent``'s coordinates."""
        target = self._target(step)
        if target is None:
            return None
        rect = target.rect if target.rect is not None else target.widget.rect()
        return QRect(target.widget.mapTo(parent, rect.topLeft()), rect.size())

    def _target(self, step: GuideStep) -> PointAt | None:
        """The control ``step`` points at, on the screen up now (``None``: not there)."""
        curtain = self._curtain
        if step.point_at is Anchor.REVEAL:
            return PointAt(curtain.handoff.reveal_button) if curtain.handoff is not None else None
        if step.point_at is Anchor.FINISH:
            return PointAt(curtain.private.hide_button) if curtain.private is not None else None
        table, end = self._screens()
        screen = {"private": curtain.private.content if curtain.private is not None else None,
                  "table": table, "wait": table, "end": end}.get(step.moment)
        if screen is None or isinstance(step.point_at, Anchor):
            return None
        found = step.point_at(screen)
        if found is None or not found.widget.isVisible():
            return None
        return found

    def set_language(self) -> None:
        """The language changed: the explanation on screen again, in the new words."""
        shown = self.shown
        self._drop()
        if shown is not None:
            self._show(shown)

    def next(self) -> None:
        """The reader goes on: this explanation is read; the next of this moment follows."""
        shown, bubble = self.shown, self.bubble
        if shown is None:
            return
        self._read(shown)
        target = bubble.target if bubble is not None and isValid(bubble) else None
        self._drop()
        while target is not None and target.focusPolicy() == Qt.FocusPolicy.NoFocus:
            target = target.parentWidget()  # a table's viewport: its view takes the keys
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)  # the keyboard goes on where the text pointed
        self.refresh()

    def leave(self) -> None:
        """Back to the start screen; the game is kept like any game left for a new one."""
        self._host.new_game_screen()

    def _read(self, step: GuideStep) -> None:
        read = self._state.guide
        if read is not None and step.id not in read:
            read.append(step.id)
            self._autosave()

    def _drop(self) -> None:
        bubble, self.bubble, self.shown = self.bubble, None, None
        if bubble is not None and isValid(bubble):  # a private screen's bubble went with it
            bubble.drop()

    def _release(self) -> None:
        """No explanation is open: the computers' held turns go on."""
        held, self._held = self._held, []
        for then in held:
            then()
