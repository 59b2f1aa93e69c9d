"""The state of a Tempelgold game, and the questions every other part asks of it.

The state is plain mutable lists and counts, for speed: the rows of face-down chambers,
the role cards, who holds the key, the round, what was opened.

:class:`TempelgoldState` is the data of one game, set up from a deal
(:meth:`TempelgoldState._start`), and the questions every rule asks of it: how many
openings are left, whether the game is hopeless, who may act now. It holds no rule that
changes anything. The rules are plain functions over it, one concern per module
(``legal``, ``checks``, ``transitions``, ``seeing``); ``game`` binds them as the methods of
the API. Nothing outside the engine sees the state except through the views.
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.game import Game
from engine.tempelgold import messages as _messages  # noqa: F401  (registers the log templates)
from engine.tempelgold.config import Config
from engine.tempelgold.deal import ROLE_BY_ID
from engine.tempelgold.model import ChamberKind, Role, chamber_kind, role_of
from engine.tempelgold.tables import FIRST_ROUND_CHAMBERS, ROUNDS, Setup

_role_by_id = ROLE_BY_ID.get
"""Bound once: CPython 3.11 compiles a method call on an imported name (``ROLE_BY_ID.get(…)``)
as an attribute load that builds a bound method on every call."""


class TempelgoldState(Game):
    """The state of one game and the questions on it. Seats are 0…n-1 clockwise.

    The game's one base class (``game.TempelgoldGame`` adds only its construction and binds
    the rule functions): the rule modules name this type, and they could not name the
    game's own class without importing the module that imports them."""

    config: Config

    def _start(self, setup: Setup, role_cards: Sequence[Card], leftover: tuple[Card, ...], rows: list[list[Card]],
               key: int) -> None:
        """Set the state up from a deal: the seats' role cards, the ones left over, each
        seat's row of chambers, and who holds the key first."""
        self._setup = setup
        self._n = len(rows)
        self._role_cards = list(role_cards)
        self._roles: list[Role] = [_role_by_id(id(card)) or role_of(card) for card in role_cards]
        self._leftover = leftover
        self._rows = rows
        self._face_down = sum(map(len, rows))  # chambers face down on the table, all rows
        self._key = key
        self._round = 1
        self._opened_in_round = 0
        self._opened: list[tuple[Card, ChamberKind, int, int, int]] = []
        """Opened chambers as plain tuples (cheap on the hot path); views make them OpenedChambers."""
        self._gold_found = self._traps_found = 0  # empty chambers found: the other openings
        self._gold_total = setup.gold
        self._traps_total = setup.traps
        if self._logging:
            self._log_event("tg.start", per_player=FIRST_ROUND_CHAMBERS, holder=self.name(key))
            self._log_looks()

    def _log_looks(self) -> None:
        """Each seat looks at its own new row: a private log line with its counts of each kind."""
        for seat, row in enumerate(self._rows):
            kinds = [chamber_kind(c) for c in row]
            self._log_event(
                "tg.look",
                visible_to=(seat,),
                player=self.name(seat),
                gold=kinds.count(ChamberKind.GOLD),
                empty=kinds.count(ChamberKind.EMPTY),
                traps=kinds.count(ChamberKind.TRAP),
            )

    # -- queries ----------------------------------------------------------------------
    @property
    def player_count(self) -> int:
        return self._n

    def _openings_left(self) -> int:
        return (ROUNDS - self._round + 1) * self._n - self._opened_in_round

    def is_hopeless(self) -> bool:
        """Fewer openings remain than gold is hidden: the Abenteurer can no longer win."""
        return self._outcome is None and self._openings_left() < self._gold_total - self._gold_found

    def pending_seats(self) -> frozenset[int]:
        if self._outcome is not None:
            return frozenset()
        if self.is_hopeless():
            return frozenset(range(self._n))
        return frozenset((self._key,))
