"""The fast path: random Diamantenraub games for simulations, without checks, views or log.

It drives the very same transition code as the checked path (``_hide``, ``_take_…``,
``_accuse``, ``_peng``, ``_reveal``), so a rule can never differ between the two; only
validation and bookkeeping for people are skipped.

The random policy lives in :func:`choose`, shared by :func:`random_playout`, the checked
replay in the tests and the benchmark, so that the same ``random.Random`` gives the same
game on every path:

- the Boss hides a uniform 0–5 diamonds;
- seat 1, before taking, sets a role card aside with probability 1/4 if there is one
  (uniform among the role cards);
- each holder: an empty treasure → nothing; else uniform among {diamonds (count uniform in
  1…available) if any, a role card (uniform) if any, nothing if the last player};
- the Boss accuses uniformly among the accusable seats;
- with the Revolverheld: after an accusation the holder of D♠, if he may shout, shoots with
  probability 1/3; otherwise the accused reveals.

The players' choices come from a second PRNG so that the deal stays that of ``seed``.
"""
from __future__ import annotations

import random
from typing import Any

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
from engine.diamantenraub.tables import MAX_HIDDEN
from engine.outcome import Outcome

# Move codes returned by :func:`choose`: (seat, code, argument).
HIDE, SET_ASIDE, TAKE_DIAMONDS, TAKE_ROLE, TAKE_NOTHING, ACCUSE, PENG, REVEAL = range(8)

_PASSING = Phase.PASSING
_INTERROGATION = Phase.INTERROGATION
_ACCUSATION = Phase.ACCUSATION
_REVOLVERHELD = Role.REVOLVERHELD


def choose(game: DiamantenraubGame, rng: random.Random) -> tuple[int, int, Any]:
    """The random policy's next move in ``game`` (which must not be over)."""
    phase = game._phase
    if phase is _PASSING:
        seat = game._holder
        roles = game._roles
        if seat == 1 and roles and game._set_aside is None and rng.random() < 0.25:
            return seat, SET_ASIDE, roles[rng.randrange(len(roles))]
        diamonds = len(game._diamonds)
        options = []
        if diamonds:
            options.append(TAKE_DIAMONDS)
        if roles:
            options.append(TAKE_ROLE)
        if seat == game._n - 1 or not options:
            options.append(TAKE_NOTHING)
        kind = options[rng.randrange(len(options))] if len(options) > 1 else options[0]
        if kind == TAKE_DIAMONDS:
            return seat, kind, rng.randrange(diamonds) + 1
        if kind == TAKE_ROLE:
            return seat, kind, roles[rng.randrange(len(roles))]
        return seat, kind, None
    if phase is _INTERROGATION:
        targets = game.accusable()
        return 0, ACCUSE, targets[rng.randrange(len(targets))]
    if phase is _ACCUSATION:
        accused = game._accused
        if game.config.revolverheld:
            role = game._role
            for seat in range(1, game._n):
                if role[seat] is _REVOLVERHELD:
                    if seat != accused and game._in_game[seat] and rng.random() < 1 / 3:
                        return seat, PENG, None
                    break
        return accused, REVEAL, None  # type: ignore[return-value]
    return 0, HIDE, rng.randrange(MAX_HIDDEN + 1)


def to_action(code: int, argument: Any) -> Action:
    """The checked-path action for a move of :func:`choose`."""
    if code == HIDE:
        return HideDiamonds(argument)
    if code == SET_ASIDE:
        return SetAside(argument)
    if code == TAKE_DIAMONDS:
        return TakeDiamonds(argument)
    if code == TAKE_ROLE:
        return TakeRole(argument)
    if code == TAKE_NOTHING:
        return TakeNothing()
    if code == ACCUSE:
        return Accuse(argument)
    if code == PENG:
        return Peng()
    return Reveal()


def random_playout(config: Config, seed: int, choices: random.Random | None = None) -> Outcome:
    """Play one game with the random policy to its end and return the outcome."""
    game = DiamantenraubGame(config, seed, logging=False)
    rng = choices or random.Random(seed + 1)
    hide, set_aside, take_diamonds = game._hide, game._set_card_aside, game._take_diamonds
    take_role, take_nothing, accuse = game._take_role, game._take_nothing, game._accuse
    peng, reveal = game._peng, game._reveal
    while game._outcome is None:
        seat, code, argument = choose(game, rng)
        if code == TAKE_DIAMONDS:
            take_diamonds(argument)
        elif code == TAKE_ROLE:
            take_role(argument)
        elif code == ACCUSE:
            accuse(argument)
        elif code == REVEAL:
            reveal()
        elif code == TAKE_NOTHING:
            take_nothing()
        elif code == HIDE:
            hide(argument)
        elif code == SET_ASIDE:
            set_aside(argument)
        else:
            peng(seat)
    return game._outcome
