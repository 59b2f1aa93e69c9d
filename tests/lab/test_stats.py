"""Wilson intervals, tallies and seed splitting."""
from __future__ import annotations

from collections import Counter

import pytest

from lab.seeds import game_seed, job_seed
from lab.stats import Tally, wilson


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
