"""Shared helpers for the lab's tests: small tallies played in this process."""
from __future__ import annotations

from lab.games import lab_game
from lab.seeds import job_seed
from lab.stats import Tally


def tally(game: str, players: int, mix: str, games: int, *, seed: int = 12, **variant: object) -> Tally:
    """``games`` games of one job on the fast path, in this process."""
    spec = lab_game(game)
    return spec.chunk(spec.config(players, tuple(variant.items())), spec.bots(mix), job_seed(seed, mix), 0, games)


def clearly_above(a: tuple[float, float, float], b: tuple[float, float, float]) -> bool:
    """Whether rate ``a``'s 95 % interval lies wholly above rate ``b``'s."""
    return a[1] > b[2]
