"""The state of a Diamantenraub game, and the questions every other part asks of it.

The state is small and cheap for simulations: counts instead of piles of diamond cards,
seat sets as bitmasks (bit ``s`` is seat ``s``), a few short lists. Which cards each count
stands for follows from the deal (the diamonds leave from the end of their secret order,
excuses from the end of theirs), so the views rebuild the cards and the moves never
touch them.

:class:`DiamantenraubState` is the data of one game, set up from a deal
(:meth:`DiamantenraubState._start`), and the questions every rule asks of it: who may act
now, who may be accused, who may shout "Peng!". It holds no rule that changes anything.
The rules are plain functions over it, one concern per module (``legal``, ``checks``,
``transitions``, ``endings``, ``seeing``); ``game`` binds them as the methods of the API.
Nothing outside the engine sees the state except through the views.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import cache
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


def index_of(cards: list[Card], card: Card) -> int:
    """``cards.index(card)``, by identity first (see :func:`holds`): comparing with Card's
    generated ``__eq__`` on the way would cost more than the rest of a move."""
    for i, c in enumerate(cards):
        if c is card:
            return i
    return cards.index(card)


@cache
def seats_in(mask: int) -> tuple[int, ...]:
    """The seats whose bits are set in ``mask``, in seat order."""
    return tuple(s for s in range(mask.bit_length()) if mask >> s & 1)


@cache
def seat_set(mask: int) -> frozenset[int]:
    """:func:`seats_in` as a (shared) frozenset, for ``pending_seats`` and ``may_peng``."""
    return frozenset(seats_in(mask))


def card_order(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Cards in display order: a view never tells in which order they lay."""
    return tuple(sorted(cards, key=lambda c: c.sort_key))


class DiamantenraubState(Game):
    """The state of one game and the questions on it. Seats are 0…n-1 clockwise; seat 0 is the Boss.

    The game's one base class (``game.DiamantenraubGame`` adds only its construction and
    binds the rule functions): the rule modules name this type, and they could not name
    the game's own class without importing the module that imports them."""

    config: Config

    def _start(self, setup: Setup, diamonds: Sequence[Card], roles: Sequence[Card], excuses: Sequence[Card]) -> None:
        """Set the state up from a deal: the diamonds in their secret order, the role cards
        and the Boss's excuses."""
        n = self._n = len(self.config.players)
        self._pending_log: list[tuple[str, tuple[int, ...] | None, tuple[Any, ...]]] = []
        """Events as recorded: (key, the seats that may read it or None, the values of its
        ``LOG_FIELDS``). :meth:`_entries` turns them into :class:`LogEntry`s when a view asks."""
        self._names = tuple(self.config.players)
        self._setup = setup
        self._dealt_diamonds = tuple(diamonds)
        """The treasure's diamonds as the Boss built it, in their secret order. The treasure
        holds the first ``_left`` of them: hidden and taken diamonds leave from the end."""
        self._dealt_roles = tuple(roles)
        self._dealt_excuses = tuple(excuses)
        self._left = len(diamonds)  # diamonds in the treasure now
        self._hidden = 0  # diamonds the Boss hid
        self._roles = list(roles)  # the role cards in the treasure now
        self._excuses_left = len(excuses)  # the Boss's excuses still face up: the first ones dealt
        self._excused: tuple[int, ...] = ()
        """Seats that received an excuse, in order; each gets at most one (a shown take is
        never accused again), the last excuse still face up."""
        self._phase = _HIDING
        self._holder = BOSS
        self._set_aside: Card | None = None
        self._stolen = [0] * n  # diamonds each seat took (a thief takes at least one)
        self._card: list[Card | None] = [None] * n  # the role card each seat took
        self._role: list[Role | None] = [Role.BOSS] + [None] * (n - 1)  # None: not taken yet
        self._in_game = (1 << n) - 1  # bitmasks of seats
        self._shown = 0
        self._shouted = 0
        self._missing = 0  # diamonds missing when the treasure came back
        self._recovered = 0
        self._outstanding = 0  # stolen diamonds not yet back with the Boss
        self._accused: int | None = None
        if self._logging:
            self._pending_log.append(("dr.start", None, (BOSS, len(diamonds), len(roles), len(excuses))))

    # -- queries ----------------------------------------------------------------------
    @property
    def player_count(self) -> int:
        return self._n

    def accusable(self) -> list[int]:
        """Clarification 5: anyone but the Boss, still in the game, whose take is not shown."""
        return list(seats_in(self._accusable_mask()))

    def _accusable_mask(self) -> int:
        """:meth:`accusable` as a bit mask (the one place of the rule)."""
        return self._in_game & ~self._shown & ~1

    def accusable_now(self) -> tuple[int, ...]:
        """The seats the Boss may accuse now: :meth:`accusable` during the interrogation, else none."""
        if self._phase is not _INTERROGATION or self._outcome is not None:
            return ()
        return tuple(seats_in(self._accusable_mask()))

    def may_peng(self) -> frozenset[int]:
        """Seats that may shout "Peng!" now: during an accusation with the Revolverheld variant,
        everybody still in the game except the Boss and the accused (clarification 9).
        Whether a seat holds D♠ is not visible here: anyone may shout, only D♠ shoots.

        Once the holder of D♠ is known to all (his take was shown: accused while innocent,
        caught, or out after his shot), a question to anyone else can no longer matter:
        only he is asked, while he is in the game and not the accused (issue 31 item 11)."""
        accused = self._accused
        if accused is None or not self.config.revolverheld or self._phase is not _ACCUSATION:
            return frozenset()
        holder = self._shown_revolverheld()
        if holder is None:
            return seat_set(self._in_game & ~1 & ~(1 << accused))
        return _SINGLE_SEAT[holder] if holder != accused and self._is_in(holder) else frozenset()

    def _shown_revolverheld(self) -> int | None:
        """The seat of D♠'s holder once his take has been shown to everybody, else None
        (also when D♠ was set aside: it belongs to nobody until the end)."""
        role, shown = self._role, self._shown
        for seat in range(1, self._n):
            if role[seat] is Role.REVOLVERHELD and shown >> seat & 1:
                return seat
        return None

    def pending_seats(self) -> frozenset[int]:
        phase = self._phase
        if phase is _PASSING:
            return _SINGLE_SEAT[self._holder]
        if phase is _ACCUSATION:
            accused = self._accused
            assert accused is not None
            # the accused (still in the game) and everybody who may shout "Peng!"
            return _SINGLE_SEAT[accused] | self.may_peng()
        if phase is _OVER:
            return frozenset()
        return _SINGLE_SEAT[BOSS]

    def _may_take_nothing(self, seat: int) -> bool:
        """Clarification 8: only with an empty treasure (no cards at all), or the last player."""
        return seat == self._n - 1 or not (self._left or self._roles)

    def _is_in(self, seat: int) -> bool:
        return bool(self._in_game >> seat & 1)

    # -- the log ----------------------------------------------------------------------
    def _entries(self) -> list[LogEntry]:
        """The log so far: the recorded events become :class:`LogEntry`s here, once each.

        Recording is the cheapest thing the moves can do (a tuple of the values at hand:
        seats, counts, cards); names, card codes and the "what was shown" codes are filled
        in only here, so a simulation through the checked API hardly pays for the log."""
        pending = self._pending_log
        if pending:
            names = self._names
            entries = self._log
            for key, visible_to, values in pending:
                args: dict[str, str | int] = {}
                for field, value in zip(LOG_FIELDS[key], values):
                    if field in _SEAT_FIELDS:
                        args[field] = names[value]
                    elif field == "what":
                        args[field] = self._what(value)
                    elif field == "winners":
                        args[field] = ", ".join(names[s] for s in value)
                    elif isinstance(value, Card):
                        args[field] = str(value)
                    else:
                        args[field] = value
                entries.append(make_entry(key, visible_to, **args))
            pending.clear()
        return self._log

    def _what(self, seat: int) -> str:
        """A shown take for the log, as a code (``"getreuer 3S"``, ``"strassenkind"``) that
        the log's ``take`` format reads in each language."""
        role = self._role[seat]
        card = self._card[seat]
        assert role is not None
        return role.value if card is None else f"{role.value} {card}"


LOG_FIELDS: dict[str, tuple[str, ...]] = {
    "dr.start": ("boss", "diamonds", "roles", "excuses"),
    "dr.hide.private": ("boss", "count"),
    "dr.hide": ("boss", "next"),
    "dr.returned": ("boss",),
    "dr.returned.private": ("boss", "diamonds", "roles", "missing"),
    "dr.set_aside": ("player", "card"),
    "dr.take": ("player",),
    "dr.take.diamonds": ("player", "count", "diamonds", "roles"),
    "dr.take.role": ("player", "card", "diamonds", "roles"),
    "dr.take.nothing": ("player", "diamonds", "roles"),
    "dr.accuse": ("boss", "accused"),
    "dr.reveal.dieb": ("player", "count"),
    "dr.reveal.ermittler": ("player", "card"),
    "dr.reveal.innocent": ("player", "what", "boss"),
    "dr.reveal.no_excuse": ("player", "what", "boss"),
    "dr.peng.false": ("player", "what"),
    "dr.peng.false.dieb": ("player", "count"),
    "dr.peng.shot": ("player", "card", "accused", "what"),
    "dr.peng.shot.dieb": ("player", "card", "accused", "count"),
    "dr.peng.ermittler": ("player", "card", "accused", "accused_card"),
    "dr.end.BOSS_RECOVERED_ALL": (),
    "dr.end.ERMITTLER_ACCUSED": ("player",),
    "dr.end.BOSS_ELIMINATED": ("best", "thieves", "kids"),
    "dr.end.REVOLVERHELD_SHOT_ERMITTLER": ("player",),
    "dr.end.winners": ("winners", "count"),
}
"""What each recorded event holds, in order: seats for ``_SEAT_FIELDS`` (shown as names),
a seat for ``what`` (its shown take), a sorted tuple of seats for ``winners``, cards as
:class:`Card`, counts as ints."""
_SEAT_FIELDS = frozenset({"boss", "player", "next", "accused"})
_BOSS_ONLY = (BOSS,)
_SEAT_ONE = (1,)
