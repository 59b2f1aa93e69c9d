"""make bench's published equilibrium (issue 33): the strategy pairs it times are the shipped
mixtures' at the largest count, each weighted by how often it plays."""
from __future__ import annotations

import json

import pytest

from bench.bench_bots import MIXES, published_pairs
from lab.games import lab_game
from lab.search.published import SHIPPED, published_entry


@pytest.mark.parametrize("game", sorted(MIXES))
def test_the_pairs_are_the_shipped_mixtures_by_their_weights(game: str) -> None:
    players = MIXES[game][0]
    pairs = published_pairs(game, players)
    entry = published_entry(json.loads(SHIPPED.read_text(encoding="utf-8")), game, players, "standard")
    assert entry is not None and pairs
    first, second = lab_game(game).policy_sides
    assert len(pairs) == len(entry["mixtures"][first]) * len(entry["mixtures"][second])
    assert sum(w for w, _ in pairs) == pytest.approx(1.0, abs=1e-3)
    for weight, text in pairs:
        assert set(lab_game(game).mix(text)) == {first, second}  # a mix the lab can play
        (side1, strategy1), (side2, strategy2) = (part.split("=", 1) for part in text.split(";"))
        assert (side1, side2) == (first, second)
        assert weight == pytest.approx(entry["mixtures"][first][strategy1] * entry["mixtures"][second][strategy2])
