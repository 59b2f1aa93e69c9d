"""The Session's turn loop: what comes next, and on which screen; the public table and the end.

The game's flow says what comes next (:meth:`~gui.games.base.GameUI.next_step`): a private step
goes to the :class:`~gui.games.private_steps.PrivateStepRunner`, a table step to the public
table, the end to the game's end screen. A click on the table becomes an engine action,
applied through the checked path; the table animates the change and the loop goes on when it
has finished (or after :data:`ANIMATION_TIMEOUT_MS`). A private screen covered before the
equal dwell was over puts a neutral curtain before the table until it is
(:mod:`gui.curtain.dwell`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer

from engine.errors import IllegalActionError
from gui.games.steps import PrivateStep, TableStep
from gui.games.take_back import TakeBack
from gui.memory import release_free_memory

if TYPE_CHECKING:
    from engine.actions import Action
    from gui.curtain import Curtain
    from gui.games.claims_keeper import ClaimsKeeper
    from gui.games.base import ScreenContext, SessionHost
    from gui.games.device_router import DeviceRouter
    from gui.games.game_state import GameState
    from gui.games.log_model import LogModel
    from gui.games.peek import Peek
    from gui.games.private_steps import PrivateStepRunner
    from gui.games.widgets import GameEnd, GameTable

# If the table reports no end of its animation, go on after this long anyway.
ANIMATION_TIMEOUT_MS = 2500

PHONES_STEP = TableStep("phones", interactive=False, peek=False)
"""What a table shows while private steps are on phones: the plain public table."""


class TurnLoop(QObject):
    """Shows the flow's next step; owns the public table and the end screen."""

    def __init__(self, state: GameState, host: SessionHost, curtain: Curtain, peek: Peek,
                 private: PrivateStepRunner, router: DeviceRouter, log: LogModel, *,
                 context: Callable[[], ScreenContext], autosave: Callable[[], None],
                 game_over: Callable[[], None], again: Callable[[object], None],
                 on_step: Callable[[], None] = lambda: None, parent: QObject | None = None) -> None:
        """``on_step``: called whenever a step is on screen (the guide explains it)."""
        super().__init__(parent)
        self._state = state
        self._host = host
        self._curtain = curtain
        self._peek = peek
        self._private = private
        self._router = router
        self._log = log
        self._context = context
        self._autosave = autosave
        self._game_over = game_over
        self._again = again
        self._on_step = on_step
        self.table: GameTable | None = None
        # a person's move the table may take back waits here a moment first (gui.games.take_back)
        self.take_back = TakeBack(host, log, self._make, self._move_dropped, self)
        self.end_screen: GameEnd | None = None
        self.busy = False  # a table action is being animated
        self._peek_pending = False  # "Look at my cards" pressed during that animation
        self._anim_token = 0
        self._table_actions = -1  # how many actions the table's view showed
        self.claims: ClaimsKeeper | None = None  # the claims board (set by the Session)

    def close(self) -> None:
        """The game closes: its screens go, a pending animation wait is void, a waiting move is dropped."""
        self.take_back.cancel()
        for screen in (self.table, self.end_screen):
            if screen is not None:
                self._host.drop_screen(screen)
        self.table = self.end_screen = None
        self.busy = False
        self._peek_pending = False
        self._anim_token += 1
        self._table_actions = -1

    # -- the next step ---------------------------------------------------------------------------------
    def show_step(self) -> None:
        """Show what the flow says is next."""
        state = self._state
        if state.game is None or state.ui is None or state.flow is None:
            return
        step = state.ui.next_step(state.flow, state.public_view())
        state.step = step
        if not isinstance(step, PrivateStep) and self._curtain.dwell_remaining_ms() > 0:
            # A private screen was covered before the equal dwell was over: a neutral
            # curtain stands before the table until it is (gui/curtain/dwell.py).
            self._curtain.show_neutral()
            self._host.session_changed()
            self._on_step()
            return
        if isinstance(step, PrivateStep):
            self._private.run(step)
        elif isinstance(step, TableStep):
            self._show_table(step)
        else:
            self.show_end()
        self._host.session_changed()
        self._on_step()

    # -- the table -----------------------------------------------------------------------------------------
    def build_table(self) -> None:
        """The game's public table, given the view now, not yet clickable."""
        assert self._state.ui is not None
        table = self._state.ui.build_table(self._context())
        # Queued: a click arrives inside a scene item's own mouse handler, and the table may
        # rebuild its scene (removing that very item) when it is given the new view.
        table.actionRequested.connect(self.request_action, Qt.ConnectionType.QueuedConnection)
        table.eventRequested.connect(self._on_event, Qt.ConnectionType.QueuedConnection)
        table.peekRequested.connect(self.start_peek)
        table.animationFinished.connect(self._on_animation_finished)
        self._give_view(table)
        table.set_interactive(False)
        self._host.add_screen(table)
        self.table = table
        if self.claims is not None:  # the game's board, if it has one, and its table's part of it
            self.claims.attach(self._state.ui.claims())
            self.claims.connect_table(table)

    def _give_view(self, table: GameTable) -> None:
        """Hand the table the public view, unless it already shows this very state."""
        game = self._state.game
        assert game is not None
        count = len(game.history)
        if count != self._table_actions:
            self._table_actions = count
            table.show_view(game.public_view())

    def _show_table(self, step: TableStep) -> None:
        table = self.table
        if table is None:
            return
        self._give_view(table)
        table.show_step(step)
        self._host.show_screen(table)
        self._curtain.lower()
        self._peek.drop_chooser()
        table.set_interactive(step.interactive and not self.busy)
        if self.claims is not None:
            self.claims.table_shown(step)  # the computers' claims first: their moves read them
        if self._router.computers is not None:
            self._router.computers.table_step(step)  # a computer seat's move, after its delay

    def hold_table(self, hold: bool) -> None:
        """A computer's turn at the table: the table takes no clicks while it is held."""
        table, step = self.table, self._state.step
        if table is not None and isinstance(step, TableStep):
            table.set_interactive(step.interactive and not self.busy and not hold)

    def show_table_for_route(self) -> None:
        """A private step went to a phone: the laptop shows the public table, not clickable."""
        table = self.table
        if table is None or self._state.game is None:
            return
        self._give_view(table)
        table.show_step(PHONES_STEP)  # no banner or button of the table's last step stays up
        self._host.show_screen(table)
        self._curtain.lower()
        self._peek.drop_chooser()
        table.set_interactive(False)
        if self.claims is not None:
            self.claims.refresh()  # nothing is entered while a private step is out

    def table_accepts(self) -> bool:
        """The table is on screen, at a table step, with no curtain up and nothing animating."""
        return (
            self._state.game is not None
            and not self._curtain.is_up
            and not self.busy
            and self.take_back.held is None
            and isinstance(self._state.step, TableStep)
            and self.table is not None
            and self._host.current_screen() is self.table
        )

    def request_action(self, seat: int, action: Action, computer: bool = False) -> bool:
        """A table action (a click on the public table, or a ``computer`` seat's move, which
        is asked no question). Ignored while a curtain is up."""
        state, step = self._state, self._state.step
        if not self.table_accepts() or not isinstance(step, TableStep) or not step.interactive:
            return False
        game, ui, table = state.game, state.ui, self.table
        assert game is not None and ui is not None and table is not None and state.flow is not None
        before = game.public_view()
        question = None if computer else ui.confirm(seat, action, before)
        if question is not None and not self._host.ask(*question):
            return False
        words = None if computer or question is not None else table.describe_move(seat, action)
        if words is not None and action in game.legal_actions(seat) and \
                self.take_back.hold(table, seat, action, words, game.players[seat]):
            table.set_interactive(False)  # the move waits: the table takes it back or makes it
            return True
        return self._make(seat, action)

    def _move_dropped(self) -> None:
        """A waiting move was taken back: the table takes clicks again, as before it."""
        table, step = self.table, self._state.step
        if table is not None and isinstance(step, TableStep):
            table.set_interactive(step.interactive and not self.busy)
        self._autosave()  # the log's line that says so

    def _make(self, seat: int, action: Action) -> bool:
        """Apply a table move through the checked path, animate it, and go on."""
        state, game, ui, table = self._state, self._state.game, self._state.ui, self.table
        if game is None or ui is None or table is None or state.flow is None:
            return False
        before = game.public_view()
        try:
            game.apply(seat, action)
        except IllegalActionError:
            return False
        after = game.public_view()
        state.flow = ui.after_action(state.flow, seat, action, before, after)
        self._log.set_engine_log(after.log)
        self._router.refresh()
        self._autosave()
        self.busy = True
        table.set_interactive(False)
        self._give_view(table)
        self._anim_token += 1
        token = self._anim_token
        if table.is_animating():
            # bound to the loop: deleted with the window, the wait is cancelled with it
            QTimer.singleShot(ANIMATION_TIMEOUT_MS, self, lambda: self._after_animation(token))
        else:  # nothing to wait for (this runs queued, outside the table's own click handler)
            self._after_animation(token)
        return True

    def _on_animation_finished(self) -> None:
        self._after_animation(self._anim_token)

    def _after_animation(self, token: int) -> None:
        if token != self._anim_token or not self.busy or self._state.game is None:
            return
        self.busy = False
        release_free_memory()
        self.show_step()
        if self._peek_pending:
            self._peek_pending = False
            if self.peek_open():  # the table takes a peek still (no curtain, no round's end)
                self.start_peek()

    def _on_event(self, event: str) -> None:
        state = self._state
        if not self.table_accepts() or state.ui is None or state.flow is None:
            return
        flow = state.ui.on_event(state.flow, event, state.public_view())
        if flow is state.flow:
            return
        state.flow = flow
        self._autosave()
        self.show_step()

    # -- the peek's way in -------------------------------------------------------------------------------
    def start_peek(self) -> None:
        """"Look at my cards again": the seat chooser, if the table takes a peek now; the
        table stops taking clicks while it is up."""
        if self.busy and self.peek_open_after_animation():
            # Pressed while the table animates an opening: it is not lost, the chooser comes
            # up as soon as the animation is over (issue 37: a press either works or says why).
            self._peek_pending = True
            return
        if self._peek.start() and self.table is not None:
            self.table.set_interactive(False)

    def peek_open_after_animation(self) -> bool:
        """The table would offer the peek, were it not animating (the step allows it)."""
        step = self._state.step
        return self.table is not None and isinstance(step, TableStep) and step.peek and not self._curtain.is_up

    def peek_open(self) -> bool:
        """The table offers the peek now."""
        step = self._state.step
        return self.table_accepts() and isinstance(step, TableStep) and step.peek

    # -- the end -----------------------------------------------------------------------------------------
    def show_end(self) -> None:
        """The game is over: its end screen (shown again after a resume), and the history record."""
        state = self._state
        assert state.ui is not None and state.game is not None
        self._curtain.lower()
        if self.end_screen is not None:
            self._host.drop_screen(self.end_screen)
        screen = state.ui.build_end(state.game.public_view(), self._context())
        screen.againRequested.connect(lambda *choice: self._again(choice[0] if choice else None))
        screen.newGameRequested.connect(lambda: self._host.new_game_screen(confirm=False))
        self._host.add_screen(screen)
        self.end_screen = screen
        # counted (the evening's tally, the history) before the screen shows: its evening line
        # is laid out with the rest, instead of growing a shown screen beyond the window
        self._game_over()
        self._host.show_screen(screen)
        if self.table is not None:
            self._host.drop_screen(self.table)
            self.table = None
