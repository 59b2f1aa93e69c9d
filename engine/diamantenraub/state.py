"""The state of a Diamantenraub game, and the questions every other part asks of it.

The state is plain mutable lists for speed. :class:`DiamantenraubState` declares it, sets
it up from a deal (:meth:`DiamantenraubState._start`) and answers who may act now; the
rules' moves (``transitions``), their refusals (``checks``), the legal actions (``legal``)
and the views (``seeing``) are mixins over it, put together in ``game``. Nothing outside
the engine sees the state except through the views.
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat
from operator import is_
from typing import Any

from engine.cards import Card
from engine.diamantenraub import messages as _messages  # noqa: F401  (registers the log templates)
from engine.diamantenraub.config import Config
from engine.diamantenraub.model import Phase, Role
from engine.diamantenraub.tables import MAX_PLAYERS, Setup
from engine.game import Game
from engine.log import LogEntry, make_entry

BOSS = 0
_HIDING, _PASSING, _INTERROGATION, _ACCUSATION, _OVER = (
    Phase.HIDING, Phase.PASSING, Phase.INTERROGATION, Phase.ACCUSATION, Phase.OVER)
_SINGLE_SEAT = tuple(frozenset((s,)) for s in range(MAX_PLAYERS))


def holds(cards: list[Card], card: Card) -> bool:
    """``card in cards``, by identity first (cheap), by equality only if that fails."""
    return any(map(is_, cards, repeat(card))) or card in cards


def remove_card(cards: list[Card], card: Card) -> None:
    """``cards.remove(card)``, by identity first (see :func:`holds`)."""
    for i, c in enumerate(cards):
        if c is card:
            del cards[i]
            return
    cards.remove(card)


def card_order(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Cards in display order: a view never tells in which order they lay."""
    return tuple(sorted(cards, key=lambda c: c.sort_key))


class DiamantenraubState(Game):
    """The state of one game and the queries on it. Seats are 0…n-1 clockwise; seat 0 is the Boss."""

    config: Config

    def _start(self, setup: Setup, diamonds: list[Card], roles: list[Card], excuses: list[Card]) -> None:
        n = self._n = len(self.config.players)
        self._pending_log: list[tuple[str, Any, dict[str, str | int]]] = []
        self._names = tuple(self.config.players)
        self._setup = setup
        self._dealt_diamonds = tuple(diamonds)  # the treasure as the Boss built it
        self._dealt_roles = tuple(roles)
        self._diamonds = diamonds  # the diamond cards in the treasure now (taken from the end)
        self._roles = roles  # the role cards in the treasure now
        self._excuses = excuses  # the Boss's excuses still face up
        self._phase = _HIDING
        self._holder = BOSS
        self._hidden: list[Card] = []
        self._set_aside: Card | None = None
        self._take: list[list[Card] | tuple[Card, ...] | None] = [None] * n
        self._role: list[Role | None] = [Role.BOSS] + [None] * (n - 1)
        self._in_game = [True] * n
        self._shown = [False] * n
        self._shouted = [False] * n
        self._given: list[tuple[Card, ...]] = [()] * n  # excuses received
        self._missing = 0  # diamonds missing when the treasure came back
        self._recovered = 0
        self._outstanding = 0  # stolen diamonds not yet back with the Boss
        self._accused: int | None = None
        if self._logging:
            self._log_event(
                "dr.start",
                boss=self._names[BOSS],
                diamonds=len(diamonds),
                roles=len(roles),
                excuses=len(excuses),
            )

    # -- queries ----------------------------------------------------------------------
    @property
    def player_count(self) -> int:
        return self._n

    def accusable(self) -> list[int]:
        """Clarification 5: anyone but the Boss, still in the game, whose take is not shown."""
        in_game, shown = self._in_game, self._shown
        return [s for s in range(1, self._n) if in_game[s] and not shown[s]]

    def may_peng(self) -> frozenset[int]:
        """Seats that may shout "Peng!" now: during an accusation with the Revolverheld variant,
        everybody still in the game except the Boss and the accused (clarification 9).
        Whether a seat holds D♠ is not visible here: anyone may shout, only D♠ shoots."""
        accused = self._accused
        if accused is None or not self.config.revolverheld or self._phase is not _ACCUSATION:
            return frozenset()
        in_game = self._in_game
        return frozenset(s for s in range(1, self._n) if s != accused and in_game[s])

    def pending_seats(self) -> frozenset[int]:
        phase = self._phase
        if phase is _PASSING:
            return _SINGLE_SEAT[self._holder]
        if phase is _ACCUSATION:
            accused = self._accused
            assert accused is not None
            return self.may_peng() | _SINGLE_SEAT[accused]
        if phase is _OVER:
            return frozenset()
        return _SINGLE_SEAT[BOSS]

    def _may_take_nothing(self, seat: int) -> bool:
        """Clarification 8: only with an empty treasure (no cards at all), or the last player."""
        return seat == self._n - 1 or not (self._diamonds or self._roles)

    # -- the log ----------------------------------------------------------------------
    def _log_event(self, key: str, visible_to: Any = None, **args: str | int) -> None:
        """Record the event now, build its :class:`LogEntry` only when a view asks.

        Same entries as :meth:`Game._log_event` (through the same ``make_entry``), in the
        same order; a simulation that never looks at a view never pays for them."""
        if self._logging:
            self._pending_log.append((key, visible_to, args))

    def _entries(self) -> list[LogEntry]:
        pending = self._pending_log
        if pending:
            self._log.extend([make_entry(key, visible_to, **args) for key, visible_to, args in pending])
            pending.clear()
        return self._log
