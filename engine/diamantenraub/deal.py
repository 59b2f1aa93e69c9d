"""Which cards a Diamantenraub game is dealt (docs/rules-tables.md: within one kind, rank and suit do not matter).

The seed chooses which cards of each kind play, and the secret order in which the
diamonds lie, with one draw: cheap, which matters for simulations.
"""
from __future__ import annotations

import random
from functools import cache
from itertools import combinations
from math import comb, factorial

from engine.cards import Card
from engine.diamantenraub.tables import (
    DIAMOND_CARDS,
    ERMITTLER_CARDS,
    EXCUSE_CARDS,
    FAHRER_CARDS,
    GETREUE_CARDS,
    REVOLVERHELD_CARD,
    Setup,
    setup_for,
)


@cache
def deal_table(players: int, revolverheld: bool, excuses_delta: int) -> tuple[Setup, int, tuple[tuple[tuple[Card, ...], ...], ...]]:
    """For one config: its setup, and every way to choose the cards of each kind (a few
    thousand at most per kind), with the number of deals: the combined choices times the
    orders the diamonds can lie in (one draw below it is a whole deal). Cached per config,
    keyed by plain values so that no card is hashed on the way to a deal."""
    setup = setup_for(players, revolverheld, excuses_delta)
    parts = (
        (DIAMOND_CARDS, setup.diamonds),
        (GETREUE_CARDS, setup.getreue),
        (ERMITTLER_CARDS, setup.ermittler),
        (FAHRER_CARDS, setup.fahrer),
        (EXCUSE_CARDS, setup.excuses),
    )
    options = tuple(tuple(combinations(pool, k)) for pool, k in parts)
    total = factorial(setup.diamonds)  # the diamonds' secret orders …
    for pool, k in parts:
        total *= comb(len(pool), k)  # … times the choices of cards of each kind
    return setup, total, options


@cache
def playout_deal(players: int, revolverheld: bool, excuses_delta: int) -> tuple[Setup, tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """The fast path's fixed deal for one config: the first cards of each kind."""
    setup, _, options = deal_table(players, revolverheld, excuses_delta)
    diamonds, getreue, ermittler, fahrer, excuses = (choices[0] for choices in options)
    roles = (*getreue, *ermittler, *fahrer, *((REVOLVERHELD_CARD,) if setup.revolverheld else ()))
    return setup, diamonds, roles, excuses


def seeded_deal(rng: random.Random, players: int, revolverheld: bool, excuses_delta: int
                ) -> tuple[Setup, list[Card], list[Card], list[Card]]:
    """The deal of a seeded game: its setup, the diamonds (in their secret order), the role
    cards and the Boss's excuses.

    One draw over all combined choices, uniform, decoded kind by kind. The treasure also
    lies in a secret, shuffled order: hidden and taken diamonds are cut from its end, and
    cut from a sorted pile a shown take would tell the table how many diamonds were hidden
    or taken before it. The same single draw picks that order (its last digits, read as a
    Fisher–Yates shuffle: one random number, not fifteen).
    """
    setup, total, options = deal_table(players, revolverheld, excuses_delta)
    index = rng.randrange(total)
    chosen = []
    for choices in options:
        index, which = divmod(index, len(choices))
        chosen.append(choices[which])
    diamonds_chosen, getreue, ermittler, fahrer, excuses = chosen
    diamonds = list(diamonds_chosen)
    for last in range(len(diamonds) - 1, 0, -1):
        index, other = divmod(index, last + 1)
        diamonds[last], diamonds[other] = diamonds[other], diamonds[last]
    roles = [*getreue, *ermittler, *fahrer]
    if setup.revolverheld:
        roles.append(REVOLVERHELD_CARD)
    return setup, diamonds, roles, list(excuses)
