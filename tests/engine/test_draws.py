"""engine.draws makes exactly the draws random.Random makes, and the games stay those of their seeds.

The hot paths draw below ``n`` on ``getrandbits`` themselves (engine.draws explains why);
these tests hold them to ``random.Random.randrange`` and ``random.Random.shuffle``, and pin
the games a few hundred seeds produce, so that a change which alters them (the shipped
balance data in lab/data/balance.json was computed from these games) cannot pass unnoticed.
"""
from __future__ import annotations

import hashlib
import random

from engine import diamantenraub as dr
from engine import tempelgold as tg
from engine.diamantenraub.tables import STANDARD as DR_STANDARD
from engine.draws import BITS, below, shuffle
from engine.tempelgold.tables import ONE_TRAP
from engine.tempelgold.tables import STANDARD as TG_STANDARD


def test_the_bit_table_is_bit_length() -> None:
    assert BITS == tuple(n.bit_length() for n in range(len(BITS)))


def test_below_draws_what_randrange_draws() -> None:
    for seed in range(20):
        mine, theirs = random.Random(seed), random.Random(seed)
        for n in [*range(1, 70), 2**31 - 1, 2**40 + 3]:
            assert below(mine.getrandbits, n) == theirs.randrange(n)
        assert mine.random() == theirs.random()  # and leaves the generator in the same state


def test_shuffle_shuffles_as_random_shuffle_does() -> None:
    for seed in range(20):
        for size in [*range(0, 70), 200]:
            mine, theirs = random.Random(seed * 1000 + size), random.Random(seed * 1000 + size)
            a, b = list(range(size)), list(range(size))
            shuffle(a, mine.getrandbits)
            theirs.shuffle(b)
            assert a == b
            assert mine.random() == theirs.random()


def _digest(outcomes: list[str]) -> str:
    return hashlib.sha256("\n".join(outcomes).encode()).hexdigest()[:16]


def _dr_line(outcome: object) -> str:
    o = outcome
    d = o.detail  # type: ignore[attr-defined]
    return (f"{sorted(o.winners)} {o.reason.value} {[r.value for r in d['roles']]} "  # type: ignore[attr-defined]
            f"{d['best']} {d['alone']}")


def _tg_line(outcome: object) -> str:
    o = outcome
    d = o.detail  # type: ignore[attr-defined]
    return (f"{sorted(o.winners)} {o.reason.value} {[str(c) for c in d['role_cards']]} "  # type: ignore[attr-defined]
            f"{[str(c) for c in d['leftover']]} {d['gold_found']} {d['traps_found']} {d['round']}")


def test_diamantenraub_seeds_play_the_games_they_always_played() -> None:
    lines = []
    for players in DR_STANDARD:
        for revolverheld in (False, True):
            config = dr.Config(players=[f"P{i}" for i in range(players)], revolverheld=revolverheld)
            choices = random.Random(players)
            for seed in range(60):
                lines.append(_dr_line(dr.random_playout(config, seed)))
                lines.append(_dr_line(dr.random_playout(config, seed, choices)))
    assert _digest(lines) == DR_GAMES


def test_tempelgold_seeds_play_the_games_they_always_played() -> None:
    lines = []
    for players in TG_STANDARD:
        for one_trap in (False, True) if players in ONE_TRAP else (False,):
            config = tg.Config(players=[f"P{i}" for i in range(players)], one_trap=one_trap)
            for seed in range(60):
                lines.append(_tg_line(tg.random_playout(config, seed)))
            game = tg.new_game(config, 1000 + players)
            lines.append(str([[str(c) for c in row] for row in game._rows]) + str(game._key))
    assert _digest(lines) == TG_GAMES


DR_GAMES = "0d6a8f1ae13580cb"
TG_GAMES = "32248b58b408d5fe"
"""Digests of the games above, taken before the draws were written out (main at 099cd15).
Change them only together with a regenerated ``make balance``."""
