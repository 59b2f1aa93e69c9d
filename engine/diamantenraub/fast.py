"""The fast path: random Diamantenraub games for simulations, without checks, views or log.

It drives the very same transition functions as the checked path (``transitions``: the
game binds them as ``_hide``, ``_take_…``, ``_accuse``, ``_peng``, ``_reveal``), so a rule
can never differ between the two; only validation and bookkeeping for people are skipped.

The random policy lives in :func:`play`, shared by :func:`random_playout`, the checked
replay in the tests and the benchmark: it reads the game and hands each move to a
*mover*. For the fast path the mover is the game itself (its bound transitions); for the checked
path it is a :class:`CheckedMover`, which turns each move into an :class:`Action` and
calls ``apply``. The same ``random.Random`` therefore gives the same game on both paths.

The policy:

- the Boss hides a uniform 0–5 diamonds;
- seat 1, before taking, sets a role card aside with probability 1/4 if there is one
  (uniform among the role cards);
- each holder: an empty treasure → nothing; else uniform among {diamonds (count uniform in
  1…available) if any, a role card (uniform) if any, nothing if the last player};
- the Boss accuses uniformly among the accusable seats;
- with the Revolverheld: after an accusation the holder of D♠, if he may shout, shoots with
  probability 1/3; otherwise the accused reveals.

The players' choices come from ``choices`` (default: a PRNG seeded with ``seed + 1``, as in
Tempelgold). Which specific cards are dealt never changes a playout's outcome (the rules see
only kinds), so the fast path skips the seeded deal (see
:meth:`DiamantenraubGame._for_playout`); the checked replay of the same choices on the game
of any seed gives the same outcome, which the tests check.
"""
from __future__ import annotations

import random
from typing import Protocol

from engine.actions import Action
from engine.diamantenraub.actions import (
    Accuse,
    HideDiamonds,
    Peng,
    Reveal,
    SetAside,
    TakeDiamonds,
    TakeNothing,
    TakeRole,
)
from engine.diamantenraub.config import Config
from engine.diamantenraub.game import DiamantenraubGame
from engine.diamantenraub.model import Phase, Role
from engine.diamantenraub.state import seats_in
from engine.diamantenraub.tables import DIAMOND_CARDS, MAX_HIDDEN, MAX_PLAYERS
from engine.draws import BITS
from engine.outcome import Outcome

_HIDING = Phase.HIDING
_PASSING = Phase.PASSING
_INTERROGATION = Phase.INTERROGATION
_REVOLVERHELD = Role.REVOLVERHELD
if max(len(DIAMOND_CARDS), MAX_PLAYERS) >= len(BITS):  # the most a draw in play() is below
    raise AssertionError("engine.draws.BITS is too short for Diamantenraub's draws")


class Mover(Protocol):
    """Whatever carries out the policy's moves: the game's transitions, or the checked path.

    Role cards are named by their index in the treasure's ``_roles`` list."""

    def _hide(self, count: int) -> None: ...
    def _set_aside_at(self, index: int) -> None: ...
    def _take_diamonds(self, count: int) -> None: ...
    def _take_role_at(self, index: int) -> None: ...
    def _take_nothing(self) -> None: ...
    def _accuse(self, seat: int) -> None: ...
    def _peng(self, seat: int) -> None: ...
    def _reveal(self) -> None: ...


def play(game: DiamantenraubGame, rng: random.Random, mover: Mover) -> None:
    """Play the random policy from the current state of ``game`` to its end, through ``mover``.

    Written for speed (simulations run it hundreds of thousands of times): it reads the
    game's state directly and loops within a phase instead of dispatching every move. Each
    uniform draw below ``m`` is ``rng.randrange(m)``, written out on ``rng.getrandbits`` as
    :mod:`engine.draws` does (the same numbers, without two interpreter frames per draw).
    """
    getrandbits = rng.getrandbits
    chance = rng.random
    bits = BITS
    n = game._n
    last = n - 1
    if game._phase is _HIDING:
        m = MAX_HIDDEN + 1
        k = bits[m]
        r = getrandbits(k)
        while r >= m:
            r = getrandbits(k)
        mover._hide(r)
    roles = game._roles
    # The treasure goes round once: the passing phase ends when the last seat has taken
    # (or, with nothing missing, the game ends then: clarification 4).
    for seat in range(game._holder, n) if game._phase is _PASSING else ():
        if seat == 1 and roles and game._set_aside is None and chance() < 0.25:
            m = len(roles)
            k = bits[m]
            r = getrandbits(k)
            while r >= m:
                r = getrandbits(k)
            mover._set_aside_at(r)
        diamonds = game._left
        # 0: diamonds, 1: a role card, 2: nothing; uniform among the options there are
        # (randrange(3) and randrange(2) both draw 2 bits: 2 .bit_length() is 2)
        if diamonds:
            if roles:
                m = 3 if seat == last else 2
                pick = getrandbits(2)
                while pick >= m:
                    pick = getrandbits(2)
            elif seat == last:
                pick = getrandbits(2)
                while pick >= 2:
                    pick = getrandbits(2)
                pick *= 2
            else:
                pick = 0
        elif roles and seat == last:
            pick = getrandbits(2)
            while pick >= 2:
                pick = getrandbits(2)
            pick += 1
        else:
            pick = 1 if roles else 2
        if pick == 0:
            k = bits[diamonds]
            r = getrandbits(k)
            while r >= diamonds:
                r = getrandbits(k)
            mover._take_diamonds(r + 1)
        elif pick == 1:
            m = len(roles)
            k = bits[m]
            r = getrandbits(k)
            while r >= m:
                r = getrandbits(k)
            mover._take_role_at(r)
        else:
            mover._take_nothing()
    role = game._role
    shooter = role.index(_REVOLVERHELD) if game.config.revolverheld and _REVOLVERHELD in role else 0
    while game._outcome is None:
        if game._phase is _INTERROGATION:
            targets = seats_in(game._in_game & ~game._shown & ~1)
            m = len(targets)
            k = bits[m]
            r = getrandbits(k)
            while r >= m:
                r = getrandbits(k)
            mover._accuse(targets[r])
        if shooter and shooter != game._accused and game._in_game >> shooter & 1 and chance() < 1 / 3:
            mover._peng(shooter)
        else:
            mover._reveal()


class CheckedMover:
    """Carries the policy's moves out through the checked API: each move becomes an
    :class:`Action` that goes through ``apply`` (and so through ``_check``). With
    ``query=True`` it also asks ``pending_seats()`` and ``legal_actions(seat)`` first, as a
    client of the API would (the benchmark's checked path)."""

    def __init__(self, game: DiamantenraubGame, query: bool = False) -> None:
        self.game = game
        self.query = query
        self.applied: list[tuple[int, Action]] = []

    def _apply(self, seat: int, action: Action) -> None:
        game = self.game
        if self.query:
            game.pending_seats()
            game.legal_actions(seat)
        game.apply(seat, action)
        self.applied.append((seat, action))

    def _hide(self, count: int) -> None:
        self._apply(0, HideDiamonds(count))

    def _set_aside_at(self, index: int) -> None:
        self._apply(1, SetAside(self.game._roles[index]))

    def _take_diamonds(self, count: int) -> None:
        self._apply(self.game._holder, TakeDiamonds(count))

    def _take_role_at(self, index: int) -> None:
        self._apply(self.game._holder, TakeRole(self.game._roles[index]))

    def _take_nothing(self) -> None:
        self._apply(self.game._holder, TakeNothing())

    def _accuse(self, seat: int) -> None:
        self._apply(0, Accuse(seat))

    def _peng(self, seat: int) -> None:
        self._apply(seat, Peng())

    def _reveal(self) -> None:
        self._apply(self.game._accused, Reveal())  # type: ignore[arg-type]


def random_playout(config: Config, seed: int, choices: random.Random | None = None) -> Outcome:
    """Play one game with the random policy to its end and return the outcome."""
    game = DiamantenraubGame._for_playout(config)
    play(game, choices or random.Random(seed + 1), game)
    return game._outcome  # type: ignore[return-value]
