"""lab.search.exact: a bot decision's exact distribution, read off its code by walking its draws."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.params import DrParams
from lab.search.exact import Unsupported, distribution


def _decide(rng: Any) -> str:
    if rng.random() < 0.3:
        return f"low{rng.randrange(3)}"
    x = rng.random() * 6.0  # a weighted choice, as the bots make it: 1 : 2 : 3
    for name, weight in (("a", 1.0), ("b", 2.0), ("c", 3.0)):
        x -= weight
        if x < 0:
            return name
    return "never"


def test_the_walk_gives_each_result_its_exact_chance() -> None:
    got = distribution(_decide)
    expected = {"low0": 0.1, "low1": 0.1, "low2": 0.1, "a": 0.7 / 6, "b": 1.4 / 6, "c": 2.1 / 6}
    assert got.keys() == expected.keys()
    assert all(got[k] == pytest.approx(v, abs=1e-12) for k, v in expected.items())


def test_a_random_value_narrowed_twice_keeps_its_interval() -> None:
    def twice(rng: Any) -> tuple[bool, bool]:
        u = rng.random()
        return u < 0.5, u * -2.0 + 1.0 < 0.4  # the second: U > 0.3 (a negative scale)
    got = distribution(twice)
    assert got[(True, True)] == pytest.approx(0.2)
    assert got[(True, False)] == pytest.approx(0.3)
    assert got[(False, True)] == pytest.approx(0.5)
    assert (False, False) not in got


def test_a_bots_take_matches_its_own_draws() -> None:
    """The exact chances of a noisy take against 40,000 of the bot's own draws (within 4 s.d.)."""
    bot = DrBot(DrParams(epsilon=0.4, role_rate=0.3, last_nothing=0.2))
    kinds = [0, 1, 1, 2]
    exact = distribution(lambda rng: bot.take(True, 6, kinds, rng))
    rng = random.Random(3)
    n = 40_000
    counted = Counter(bot.take(True, 6, kinds, rng) for _ in range(n))
    assert sum(exact.values()) == pytest.approx(1.0)
    assert counted.keys() <= exact.keys() and len(exact) >= 8
    for result, p in exact.items():
        assert abs(counted[result] / n - p) <= 4 * (p * (1 - p) / n) ** 0.5 + 1e-9, result


def test_a_random_value_scaled_by_nothing_is_a_constant() -> None:
    """A weighted choice among weights that are all 0 (an Ermittler pull of 0 before a treasure
    of Ermittler only) draws but cannot branch: its last option, as the bot's code says."""
    bot = DrBot(DrParams(ermittler_pull=0.0, role_rate=1.0))
    assert distribution(lambda rng: bot.take(False, 3, [1, 1], rng)) == {(1, -1): 1.0}
    assert distribution(lambda rng: rng.random() * 0.0 - 1.0 < 0) == {True: 1.0}


def test_a_draw_it_cannot_follow_is_refused() -> None:
    with pytest.raises(Unsupported):
        distribution(lambda rng: rng.choice([1, 2]))
    with pytest.raises(Unsupported):
        distribution(lambda rng: bool(rng.random()))
    with pytest.raises(Unsupported):
        distribution(lambda rng: rng.random() == 0.5)
