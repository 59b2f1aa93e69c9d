"""The optimised bots decide exactly as the bots before the speed-ups (issue 33, item 4).

``tests/lab/data/decisions.json`` holds, for both games at several counts and variants and for
the published and the reasoning families on each side, a digest of every decision of 40 games
per case, written by the code before any optimisation. Each case is played again here and
must give the same digests game by game: same seeds, same decisions, same endings, so the
balance tables made with the old bots are the tables of the new ones.
"""
from __future__ import annotations

import json

import pytest

from tests.lab.decision_trace import CASES, FIXTURE, case_key, digests

PINNED: dict[str, list[str]] = json.loads(FIXTURE.read_text())


def test_the_fixture_covers_every_case() -> None:
    assert sorted(PINNED) == sorted(case_key(*case) for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=[case_key(*case) for case in CASES])
def test_the_bots_decide_as_before(case: tuple) -> None:  # type: ignore[type-arg]
    got = digests(*case)
    want = PINNED[case_key(*case)]
    differ = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not differ and len(got) == len(want), f"games that differ (index): {differ}"
