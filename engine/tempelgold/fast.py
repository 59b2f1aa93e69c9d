"""The fast path: random Tempelgold games for simulations, without checks, views or log.

It drives the very same transition as the checked path (``transitions.open_chamber``, which
the game binds as ``_open``), so a rule can never differ between the two; only validation
and bookkeeping for people are skipped.
The players' choices come from a second PRNG so that the deal stays that of ``seed``:
each opening is uniform among the other players' chambers, ``randrange`` of their number,
drawn as :mod:`engine.draws` does (the same number, cheaper).
"""
from __future__ import annotations

import random

from engine.draws import BITS
from engine.outcome import Outcome
from engine.tempelgold.config import Config
from engine.tempelgold.game import TempelgoldGame
from engine.tempelgold.tables import ONE_TRAP, STANDARD

if max(setup.chambers for setup in (*STANDARD.values(), *ONE_TRAP.values())) >= len(BITS):
    raise AssertionError("engine.draws.BITS is too short for the chambers of a table")


def random_playout(config: Config, seed: int, choices: random.Random | None = None) -> Outcome:
    """Play one game with uniformly random openings to its end and return the outcome."""
    game = TempelgoldGame(config, seed, logging=False)
    getrandbits = (choices or random.Random(seed + 1)).getrandbits
    open_chamber = game._open
    while game._outcome is None:
        key = game._key
        rows = game._rows
        # ``randrange(others)`` over the chambers of the others, drawn as engine.draws does
        others = game._face_down - len(rows[key])
        k = BITS[others]
        index = getrandbits(k)
        while index >= others:
            index = getrandbits(k)
        for owner, row in enumerate(rows):
            if owner != key:
                if index < len(row):
                    break
                index -= len(row)
        open_chamber(owner, index)
    return game._outcome
