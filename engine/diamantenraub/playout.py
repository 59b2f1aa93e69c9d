"""A Diamantenraub game for simulations, moved by the caller's own policy (e.g. bots).

:class:`Playout` is the fast path's game (dealt without a seed, no log, no history, no
checks: see :meth:`DiamantenraubGame._for_playout`) behind a small, stable interface, so
that simulation code never reads the engine's internals. Its moves are the very
transitions of the checked path; they assume a legal move (the policy's job: every query
needed to know what is legal is here). Which cards of a kind play never matters to the
rules, so role cards may be named by card or by their index in :attr:`role_cards`.

Pure Python, typed; a :class:`Playout` is cheap to make (a copy of a prototype state).
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.diamantenraub.config import Config
from engine.diamantenraub.game import DiamantenraubGame
from engine.diamantenraub.model import Phase, Role
from engine.diamantenraub.state import index_of, seats_in
from engine.diamantenraub.tables import Setup
from engine.outcome import Outcome


class Playout:
    """One game between a caller's policies. Seats 0…n-1 clockwise; seat 0 is the Boss."""

    __slots__ = ("_game",)

    def __init__(self, config: Config) -> None:
        self._game = DiamantenraubGame._for_playout(config)

    # -- what a policy may ask (the engine knows everything; the policy decides what it uses)
    @property
    def players(self) -> int:
        return self._game._n

    @property
    def setup(self) -> Setup:
        return self._game._setup

    @property
    def phase(self) -> Phase:
        return self._game._phase

    @property
    def holder(self) -> int:
        """Who holds the treasure (the Boss before and after it goes round)."""
        return self._game._holder

    @property
    def diamonds_left(self) -> int:
        """Diamonds in the treasure now."""
        return self._game._left

    @property
    def role_cards(self) -> Sequence[Card]:
        """The role cards in the treasure now (a live view: read it, never change it)."""
        return self._game._roles

    @property
    def set_aside(self) -> Card | None:
        return self._game._set_aside

    @property
    def excuses_left(self) -> int:
        """The Boss's excuses still face up."""
        return self._game._excuses_left

    @property
    def missing(self) -> int:
        """Diamonds missing when the treasure came back (0 before that)."""
        return self._game._missing

    @property
    def outstanding(self) -> int:
        """Stolen diamonds not yet back with the Boss."""
        return self._game._outstanding

    @property
    def accused(self) -> int | None:
        return self._game._accused

    @property
    def outcome(self) -> Outcome | None:
        return self._game._outcome

    def role(self, seat: int) -> Role | None:
        """What ``seat`` is (``None`` before it took; the Boss is ``Role.BOSS``)."""
        return self._game._role[seat]

    def stolen(self, seat: int) -> int:
        """How many diamonds ``seat`` took (0 unless a thief)."""
        return self._game._stolen[seat]

    def in_game(self, seat: int) -> bool:
        return bool(self._game._in_game >> seat & 1)

    def shown(self, seat: int) -> bool:
        """Whether ``seat``'s take has been shown (reveal, shot or a false "Peng!")."""
        return bool(self._game._shown >> seat & 1)

    def accusable(self) -> tuple[int, ...]:
        """Clarification 5: the seats the Boss may accuse now."""
        game = self._game
        return seats_in(game._in_game & ~game._shown & ~1)

    def may_take_nothing(self) -> bool:
        """Clarification 8, for the holder: an empty treasure, or the last player."""
        return self._game._may_take_nothing(self._game._holder)

    # -- the moves (legal ones only: nothing is checked) ----------------------------------
    def hide(self, count: int) -> None:
        self._game._hide(count)

    def set_card_aside(self, card: Card) -> None:
        """Seat 1, before taking: put a role card of the treasure aside."""
        self._game._set_aside_at(index_of(self._game._roles, card))

    def set_aside_at(self, index: int) -> None:
        self._game._set_aside_at(index)

    def take_diamonds(self, count: int) -> None:
        self._game._take_diamonds(count)

    def take_role(self, card: Card) -> None:
        self._game._take_role_at(index_of(self._game._roles, card))

    def take_role_at(self, index: int) -> None:
        self._game._take_role_at(index)

    def take_nothing(self) -> None:
        self._game._take_nothing()

    def accuse(self, seat: int) -> None:
        self._game._accuse(seat)

    def peng(self, seat: int) -> None:
        self._game._peng(seat)

    def reveal(self) -> None:
        self._game._reveal()
