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


def test_the_boss_posterior_kept_across_accusations_is_a_fresh_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reasoning Boss keeps per-seat parts of his posterior on his knowledge from one
    accusation to the next; at every accusation the posterior must be the one worked out from
    scratch on a copy of what he knows (to the last bit)."""
    import lab.diamantenraub.bots as bots
    from lab.diamantenraub.posterior import posterior
    from lab.diamantenraub.talk import BossKnowledge
    from lab.games import lab_game

    checked = []

    def both(know: BossKnowledge, p: object) -> object:
        kept = posterior(know, p)  # type: ignore[arg-type]
        fresh = BossKnowledge(know.n, know.sent, know.returned, list(know.missing_roles), know.outstanding,
                              know.excuses, list(know.stories), list(know.shown), list(know.shown_diamonds),
                              list(know.accusable), list(know.built_roles))
        assert fresh._seats is None
        assert posterior(fresh, p) == kept  # type: ignore[arg-type]
        checked.append(know)
        return kept

    monkeypatch.setattr(bots, "posterior", both)
    spec = lab_game("diamantenraub")
    for players, variant in ((12, ()), (9, (("revolverheld", True),))):
        spec.chunk(spec.config(players, variant), spec.bots("boss=reasoning;players=belief"), 5, 0, 15)
    assert len(checked) > 30 and any(know._seats for know in checked)
