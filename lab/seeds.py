"""Seed splitting: every game gets its own seed from (base seed, job key, game index).

Because a game's seed depends only on its index within the job, never on which worker or
chunk plays it, totals are the same however the work is distributed (1 worker or 20,
chunks of 10 or 10 000). SplitMix64 mixes the inputs so that neighbouring indices give
unrelated seeds.
"""
from __future__ import annotations

import hashlib

_MASK = (1 << 64) - 1


def splitmix64(value: int) -> int:
    """One SplitMix64 step: a well-mixed 64-bit integer from any integer."""
    z = (value + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def job_seed(base_seed: int, key: str) -> int:
    """The seed of a whole job (a game, player count and variant: see :meth:`lab.runner.Job.key`).

    The base seed (any integer, of any size or sign) and the key are hashed together with
    BLAKE2b, written out in full and separated, so two different (base seed, key) pairs never
    share a stream short of a 64-bit hash collision. (The first version XORed a 32-bit CRC of
    the key into the base seed's high bits and masked it to 64 bits, so base seeds of 2³² and
    above could replay another job's games: issue 22.)
    """
    if isinstance(base_seed, bool) or not isinstance(base_seed, int):
        raise TypeError(f"a base seed is an integer, not {base_seed!r}")
    digest = hashlib.blake2b(f"{base_seed}\x1f{key}".encode(), digest_size=8, person=b"kt-lab-job").digest()
    return int.from_bytes(digest, "little")


def game_seed(job: int, index: int) -> int:
    """The seed of game ``index`` of the job whose seed is ``job``."""
    return splitmix64(job ^ splitmix64(index))


BOT_STREAM = 0x5DEECE66D
"""XORed into a game's seed to seed the bots' own PRNG (the deal keeps the game's seed)."""
