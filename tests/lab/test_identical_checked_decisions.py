"""The cheaper strong bots decide exactly as before on both drivers (issue 33, item 4).

``tests/lab/data/checked_decisions.json`` was written by :mod:`tests.lab.checked_trace` with the
bots before the speed-ups of the "cheapbots" round: per game and family (``belief`` and
``reasoning`` on both sides) at the smallest and the largest count, a digest of each of 50
games on the checked driver (the public API, which the table's computer seats share) and on
the fast driver. Both must still give these games, decision for decision.
"""
from __future__ import annotations

import json

import pytest

from tests.lab.checked_trace import CASES, FIXTURE, case_key, digests, fast_digests

PINNED: dict[str, list[str]] = json.loads(FIXTURE.read_text())


def test_the_fixture_covers_every_case_on_both_drivers() -> None:
    keys = [case_key(*case) for case in CASES]
    assert sorted(PINNED) == sorted(keys + ["fast|" + key for key in keys])


def _same(got: list[str], want: list[str]) -> None:
    differ = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not differ and len(got) == len(want), f"games that differ (index): {differ}"


@pytest.mark.parametrize("case", CASES, ids=[case_key(*case) for case in CASES])
def test_the_checked_driver_plays_the_pinned_games(case: tuple[str, int, str]) -> None:
    _same(digests(*case), PINNED[case_key(*case)])


@pytest.mark.parametrize("case", CASES, ids=[case_key(*case) for case in CASES])
def test_the_fast_driver_plays_the_pinned_games(case: tuple[str, int, str]) -> None:
    _same(fast_digests(*case), PINNED["fast|" + case_key(*case)])
