"""Wilson intervals, tallies and seed splitting."""
from __future__ import annotations

import random
import zlib
from collections import Counter

import pytest

from lab.seeds import game_seed, job_seed
from lab.stats import PairTally, Tally, ratio_bootstrap, verdict, wilson


def test_wilson_matches_known_values() -> None:
    # Reference values of the Wilson score interval (z = 1.96).
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    low, high = wilson(0, 20)
    assert low == 0.0 and high == pytest.approx(0.1611, abs=1e-4)
    low, high = wilson(20, 20)
    assert low == pytest.approx(0.8389, abs=1e-4) and high == 1.0


def test_wilson_refuses_impossible_counts() -> None:
    with pytest.raises(ValueError):
        wilson(11, 10)
    assert wilson(0, 0) == (0.0, 1.0)


def test_tally_merge_and_json_round_trip() -> None:
    a = Tally(games=3, sides=Counter(x=2, y=1), endings=Counter(E=3), role_seats=Counter(r=6),
              role_wins=Counter(r=4), role_games=Counter(r=3), lengths=Counter({5: 2, 7: 1}))
    b = Tally(games=1, sides=Counter(y=1), endings=Counter(F=1), role_seats=Counter(r=2),
              role_wins=Counter(), role_games=Counter(r=1), lengths=Counter({9: 1}))
    merged = Tally().merge(a).merge(b)
    assert merged.games == 4 and merged.sides == Counter(x=2, y=2)
    assert merged.lengths == Counter({5: 2, 7: 1, 9: 1}) and merged.median_length() == 5
    assert merged.mean_length() == pytest.approx(26 / 4)
    assert Tally.from_json(merged.to_json()) == merged
    rate, low, high = merged.role_rate("r")
    assert rate == pytest.approx(0.5) and low < 0.5 < high


def test_game_seeds_depend_only_on_job_and_index() -> None:
    job = job_seed(7, "tempelgold|5|standard|belief")
    seeds = [game_seed(job, i) for i in range(1000)]
    assert len(set(seeds)) == 1000
    assert seeds == [game_seed(job, i) for i in range(1000)]
    assert job != job_seed(8, "tempelgold|5|standard|belief") != job_seed(7, "tempelgold|6|standard|belief")


def test_base_seeds_of_2_to_the_32_and_above_never_share_a_stream() -> None:
    """The first job seed XORed the key's CRC into the base seed's high 32 bits and masked to
    64 bits: another base seed could replay a job's games under another key (issue 22)."""
    k1, k2 = "tempelgold|5|standard", "tempelgold|6|standard"
    shifted = 7 ^ ((zlib.crc32(k1.encode()) ^ zlib.crc32(k2.encode())) << 32)
    assert shifted >= 2 ** 32
    assert job_seed(7, k1) != job_seed(shifted, k2)
    assert job_seed(7, k1) != job_seed(7 + 2 ** 64, k1) != job_seed(7 - 2 ** 64, k1)
    bases = {2 ** 32 + i for i in range(50)} | {i << 32 for i in range(2, 50)} | {2 ** 64 + i for i in range(50)}
    seeds = {job_seed(b, k) for b in bases for k in (k1, k2)}
    assert len(seeds) == 2 * len(bases)
    games = [{game_seed(job_seed(b, k1), i) for i in range(200)} for b in (2 ** 32, 2 ** 33, 2 ** 64)]
    assert not games[0] & games[1] and not games[0] & games[2] and not games[1] & games[2]


def test_role_intervals_resample_whole_games() -> None:
    """The role interval is a game-level bootstrap: it agrees with resampling the games by brute
    force, also when a role's seat count varies from game to game (issue 22)."""
    cells = {(4, 4): 50, (1, 0): 50}  # big tables win, small ones lose: 200 of 250 seats won
    t = Tally(games=100, role_seats=Counter(r=250), role_wins=Counter(r=200), role_games=Counter(r=100),
              role_cells=Counter({f"r:{s}:{w}": g for (s, w), g in cells.items()}))
    rate, low, high = t.role_rate("r")
    rng = random.Random(3)
    games = [c for c, g in cells.items() for _ in range(g)]
    ratios = []
    for _ in range(4000):
        sample = rng.choices(games, k=len(games))
        ratios.append(sum(w for _, w in sample) / sum(s for s, _ in sample))
    ratios.sort()
    assert rate == pytest.approx(0.8)
    assert low == pytest.approx(ratios[100], abs=0.008) and high == pytest.approx(ratios[3900], abs=0.008)
    assert t.role_rate("r") == (rate, low, high)  # seeded by the counts: the docs are reproducible
    assert ratio_bootstrap({(3, 3): 10}) == (1.0, 1.0)


def test_a_paired_difference_counts_only_the_games_that_differ() -> None:
    pair = PairTally(joint=Counter({"x|x": 900, "y|y": 60, "x|y": 30, "y|x": 10}))
    d, low, high = pair.difference("x")
    assert d == pytest.approx(0.02) and 0 < low < 0.02 < high < 0.04
    same = PairTally(joint=Counter({"x|x": 40, "y|y": 60}))
    d, low, high = same.difference("x")
    assert d == 0 and low < 0 < high  # no game differed: still an interval, not a point


def test_a_count_is_called_only_when_its_interval_clears_the_line() -> None:
    assert verdict((0.45, 0.55), (0.4, 0.6)) == "inside"
    assert verdict((0.31, 0.51), (0.4, 0.6)) == "undecided"
    assert verdict((0.61, 0.7), (0.4, 0.6)) == "outside" == verdict((0.2, 0.39), (0.4, 0.6))
