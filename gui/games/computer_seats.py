"""The Session's computer seats: the seats the lab's bots play, inside the Session.

A seat whose chosen screen is a computer (:data:`gui.games.device_router.COMPUTER_KINDS`) never gets a hand-off,
curtain or phone. :class:`ComputerSeats` is a :class:`~gui.games.base.PrivateRoute` behind
the :class:`~gui.games.device_router.DeviceRouter`: a computer's private step is decided from
exactly the ``view(seat)`` the runner hands it and finished with the actions, which the
runner applies through the same checked path as a person's panel. On the public table it
moves for a computer seat (Tempelgold's key holder opening, Diamantenraub's Boss accusing,
a "Peng!", an accused revealing) through the turn loop's checked ``game.apply``.

No tells: every computer turn looks and lasts the same, whatever the seat holds. A private
step shows the plain public table, as for a phone; a table turn holds the table (not
clickable) whenever a computer seat may act on it, decided or not. Each turn ends
:attr:`ComputerSeats.delay_ms` after it began: the timer is started before the decision is
made (the lab's bots take a few milliseconds; ``tests/lab/test_table_bots.py``), so the
scheduled delay is the same for every choice. A decision's randomness is seeded from the
game's seed, the seat and the number of moves so far: a resumed game takes a pending
computer turn again with the same choice. Nothing of a computer's view reaches a screen,
the log or a file (the sealed autosave keeps only the actions, as for everyone).

The bots are the lab's (:mod:`lab.table_bots`), found through the game's ``lab_module``:
a game without computer players offers none (:func:`offers_computers`). They hear the table
talk through the claims board (``board``: what :class:`gui.games.claims_keeper.ClaimsKeeper`
holds) and state their own claims there (:meth:`ComputerSeats.claims`), each from its own
view and the board alone.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from gui.games.steps import PrivateStep, TableStep

if TYPE_CHECKING:
    from engine.actions import Action
    from engine.registry import GameInfo
    from gui.games.game_state import GameState
    from lab.table_bots import Said, SeatBot

DEFAULT_DELAY_MS = 1000
"""How long every computer turn takes, from its start (settings ``computer_delay_ms``)."""


def offers_computers(info: GameInfo) -> bool:
    """The game's lab has computer players (a ``seat_bot`` module; docs/adding-a-game.md)."""
    from lab.seat_bots_found import has_seat_bots

    return has_seat_bots(info.lab_module)


Schedule = Callable[[int, Callable[[], None]], None]


class ComputerSeats(QObject):
    """Plays the computer seats of the running game (see the module text)."""

    pendingChanged = Signal()  # noqa: N815 - a PrivateRoute's signal; computers keep nobody waiting

    def __init__(self, state: GameState, *, delay_ms: Callable[[], int], show_table: Callable[[], None],
                 act: Callable[[int, Action], bool], hold_table: Callable[[bool], None],
                 schedule: Schedule | None = None, parent: QObject | None = None) -> None:
        """``show_table``: the plain public table during a computer's private step;
        ``act(seat, action)``: a table move through the turn loop's checked path;
        ``hold_table(on)``: the table stops (``True``) or resumes taking clicks;
        ``schedule(ms, then)``: the timer (tests record it; default a single-shot QTimer)."""
        super().__init__(parent)
        self._state = state
        self._delay_ms = delay_ms
        self._show_table = show_table
        self._act = act
        self._hold_table = hold_table
        self._schedule = schedule or (lambda ms, then: QTimer.singleShot(ms, self, then))
        self.seats: dict[int, str] = {}
        self._bots: dict[str, SeatBot] = {}
        self._token = 0
        self.board: Callable[[], Sequence[Said]] = tuple
        """The claims board as it stands (set by the Session; empty without a board)."""
        self.listening: Callable[[], bool] = lambda: True
        """The table's talk goes on the board (the claims keeper says; see :meth:`waiting`)."""
        self.pending = False
        """A computer turn is under way (the table or the route waits for its delay)."""
        self.script: Callable[[], tuple[int, tuple[Action, ...]] | None] = lambda: None
        """A guided game's next scripted choice (seat, actions) while it follows its example
        (:meth:`gui.games.guide.Guide.scripted`): a computer seat makes it instead of its bot's."""

    # -- the seats ----------------------------------------------------------------------------------
    def attach(self, seats: dict[int, str], lab_module: str) -> None:
        """Play ``seats`` (seat → strength) with the bots of the game's lab."""
        from lab.table_bots import seat_bot

        self.close()
        self.seats = dict(seats)
        self._bots = {strength: seat_bot(lab_module, strength) for strength in set(seats.values())}

    def handles(self, seat: int) -> bool:
        return seat in self.seats

    def _rng(self, seat: int) -> random.Random:
        """The seat's random numbers for this move: the same after a resume."""
        game = self._state.game
        assert game is not None
        return random.Random(f"{game.to_save().seed}:{seat}:{len(game.history)}")

    def claims(self) -> list[Said]:
        """What the computer seats say aloud now, in seat order: each decided from its own
        ``view(seat)``, the board as it stands (with the claims before it in this call) and
        its random numbers for this moment (the same after a resume)."""
        game = self._state.game
        if game is None or game.outcome() is not None:
            return []
        board = list(self.board())
        said: list[Said] = []
        seed = game.to_save().seed
        for seat, strength in sorted(self.seats.items()):
            rng = random.Random(f"{seed}:{seat}:{len(game.history)}:talk")
            claim = self._bots[strength].claim(game.view(seat), board, rng)
            if claim is not None and claim.seat == seat:  # a computer speaks for its own seat only
                said.append(claim)
                board.append(claim)
        return said

    def _begin(self) -> tuple[int, int]:
        self._token += 1
        self.pending = True
        game = self._state.game
        assert game is not None
        return self._token, len(game.history)

    def _current(self, token: int, moves: int) -> bool:
        """The turn begun with ``token`` after ``moves`` moves is still the one in play (a
        move made meanwhile, say the table's own reveal, ends it with nothing more to do)."""
        if token != self._token:
            return False  # a later turn (or the game's close) owns ``pending``
        game = self._state.game
        if game is None or len(game.history) != moves:
            self.pending = False
            return False
        return True

    # -- a private step (the route's part) ------------------------------------------------------------
    def run(self, step: PrivateStep, seat_view: Any, finish: Callable[[list[Action] | None], None]) -> None:
        """Decide ``step`` from ``seat_view`` alone; ``finish`` gets the actions after the delay."""
        token, moves = self._begin()
        self._show_table()
        self._schedule(self._delay_ms(), lambda: self._finish(token, moves, finish, actions))
        scripted = self.script()
        if step.view_only:
            actions: list[Action] = []
        elif scripted is not None and scripted[0] == step.seat:
            actions = list(scripted[1])
        else:
            actions = self._bots[self.seats[step.seat]].private_actions(seat_view, self._rng(step.seat))

    def _finish(self, token: int, moves: int, finish: Callable[[list[Action] | None], None],
                actions: list[Action]) -> None:
        if not self._current(token, moves):
            return
        self.pending = False
        finish(actions)

    # -- a table step -------------------------------------------------------------------------------
    def table_step(self, step: TableStep) -> None:
        """The table shows ``step``: if a computer seat may act on it, the table is held for
        the delay and then the computer's move (if it makes one) is applied."""
        game = self._state.game
        if game is None or not step.interactive or not self.seats or game.outcome() is not None:
            return
        if not any(game.legal_actions(seat) for seat in self.seats):
            return
        if self.waiting():  # held, with no turn under way, until the table has answered
            self._token += 1
            self.pending = False
            self._hold_table(True)
            return
        token, moves = self._begin()
        self._hold_table(True)
        self._schedule(self._delay_ms(), lambda: self._move(token, moves, move))
        views = {seat: game.view(seat) for seat in self.seats}
        people = frozenset(range(len(game.players))) - frozenset(self.seats)
        scripted = self.script()
        move = (scripted[0], scripted[1][0]) if scripted is not None and scripted[0] in self.seats else None
        for strength in sorted(set(self.seats.values())) if move is None and scripted is None else ():
            mine = {s: v for s, v in views.items() if self.seats[s] == strength}
            move = self._bots[strength].table_move(mine, people, self._rng, self.board())
            if move is not None:
                break

    def waiting(self) -> bool:
        """A computer waits for the table's talk before it moves (a computer Boss for the
        players' answers on the claims board, a key holder for the round's claims): from its
        own view and the board. While the table's talk is spoken, not written (``listening``
        is false: the guided game's example), nobody waits for the board."""
        return self.waiting_seat() is not None

    def waiting_seat(self) -> int | None:
        """The computer seat that waits for the table's talk (see :meth:`waiting`), if any."""
        game = self._state.game
        if game is None or not self.listening():
            return None
        board = list(self.board())
        return next((seat for seat, strength in sorted(self.seats.items())
                     if self._bots[strength].waits(game.view(seat), board)), None)

    def _move(self, token: int, moves: int, move: tuple[int, Action] | None) -> None:
        if not self._current(token, moves):
            return
        self.pending = False
        if move is None or not self._act(*move):
            self._hold_table(False)  # nothing to do (or the table took no move): the people go on

    # -- the rest of a PrivateRoute ----------------------------------------------------------------------
    def step_started(self, step: PrivateStep) -> None:
        """A computer takes its step when it comes up (:meth:`run`), never ahead of it."""

    def waiting_for(self) -> list[int]:
        return []

    def refresh(self) -> None:
        """A computer reads its view when its turn comes: nothing to push."""

    def close(self, final: bool = False, reason: str | None = None) -> None:
        """The game closes: a pending turn is void."""
        self._token += 1
        self.pending = False

    def devices_for_rematch(self, first: int, count: int) -> Any:
        return None  # a computer seat's kind is in the request, which "Play again" rotates

    def played_on_phones(self) -> frozenset[int]:
        return frozenset()
