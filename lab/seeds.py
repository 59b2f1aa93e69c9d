"""Seed splitting: every game gets its own seed from (base seed, job key, game index).

Because a game's seed depends only on its index within the job, never on which worker or
chunk plays it, totals are the same however the work is distributed (1 worker or 20,
chunks of 10 or 10 000). SplitMix64 mixes the inputs so that neighbouring indices give
unrelated seeds.
"""
from __future__ import annotations

import zlib

_MASK = (1 << 64) - 1


def splitmix64(value: int) -> int:
    """One SplitMix64 step: a well-mixed 64-bit integer from any integer."""
    z = (value + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def job_seed(base_seed: int, key: str) -> int:
    """The seed of a whole job (a game, player count, variant and policy mix)."""
    return splitmix64((base_seed & _MASK) ^ (zlib.crc32(key.encode()) << 32))


def game_seed(job: int, index: int) -> int:
    """The seed of game ``index`` of the job whose seed is ``job``."""
    return splitmix64(job ^ splitmix64(index))


BOT_STREAM = 0x5DEECE66D
"""XORed into a game's seed to seed the bots' own PRNG (the deal keeps the game's seed)."""
