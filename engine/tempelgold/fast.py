"""The fast path: random Tempelgold games for simulations, without checks, views or log.

It drives the very same transition code as the checked path (``_open``), so a rule can
never differ between the two; only validation and bookkeeping for people are skipped.
The players' choices come from a second PRNG so that the deal stays that of ``seed``.
"""
from __future__ import annotations

import random

from engine.outcome import Outcome
from engine.tempelgold.config import Config
from engine.tempelgold.game import TempelgoldGame


def random_playout(config: Config, seed: int, choices: random.Random | None = None) -> Outcome:
    """Play one game with uniformly random openings to its end and return the outcome."""
    game = TempelgoldGame(config, seed, logging=False)
    pick = (choices or random.Random(seed + 1)).randrange
    while game._outcome is None:
        key = game._key
        rows = game._rows
        index = pick(game._face_down - len(rows[key]))  # the chambers of the others
        for owner, row in enumerate(rows):
            if owner != key:
                if index < len(row):
                    break
                index -= len(row)
        game._open(owner, index)
    return game._outcome
