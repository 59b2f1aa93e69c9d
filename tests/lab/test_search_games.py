"""The searched best response on the two games (lab.search, lab.<game>.search): the
determinizations fit what the searching seat knows, the game flows are the lab's, and a
measurement is deterministic and independent of its chunking."""
from __future__ import annotations

import random
from typing import Any

import pytest

from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.fast import play as dr_fast
from lab.diamantenraub.params import BELIEF as DR_BELIEF
from lab.diamantenraub.params import REASONING as DR_REASONING
from lab.diamantenraub.search import driver as dr_play
from lab.diamantenraub.search import world as dr_world
from lab.games import lab_game
from lab.search import measure
from lab.seeds import BOT_STREAM
from lab.tempelgold.bots import TgBot
from lab.tempelgold.kinds import GOLD, TRAP
from lab.tempelgold.params import BELIEF as TG_BELIEF
from lab.tempelgold.params import REASONING as TG_REASONING
from lab.tempelgold.search import driver as tg_play
from lab.tempelgold.search.world import TgInfo, kind_of


@pytest.mark.parametrize("params", [DR_BELIEF, DR_REASONING])
def test_the_diamantenraub_flow_is_the_fast_drivers(params: Any) -> None:
    for n in (5, 8):
        config = lab_game("diamantenraub").config(n)
        bots = (DrBot(params), DrBot(params))
        for seed in range(40):
            game, _ = dr_fast(config, seed, bots)
            world = dr_world.DrWorld(config, -1, bots, bots[1], [], random.Random(seed ^ BOT_STREAM), searchers=[])
            assert world.done()
            assert world.game.outcome == game.outcome


def test_tempelgold_determinizations_fit_what_the_seat_knows(monkeypatch: pytest.MonkeyPatch) -> None:
    checked = 0
    real_search = tg_play.search

    def checking(info: TgInfo, budget: int, rng: random.Random, c: float) -> Any:
        nonlocal checked
        setup = info.setup
        key, rnd, opened, gold_found, traps_found = info.public
        for _ in range(10):
            world = info.sample(rng)
            game = world.game
            rows = [[kind_of(card) for card in row] for row in game._rows]
            assert [len(r) for r in rows] == info.rem
            mine = rows[info.seat]
            assert (mine.count(GOLD), mine.count(TRAP)) == info.own
            assert sum(r.count(GOLD) for r in rows) == setup.gold - gold_found
            assert sum(r.count(TRAP) for r in rows) == setup.traps - traps_found
            assert world.waechter[info.seat] == info.waechter
            assert sum(world.waechter) <= setup.black_roles
            assert len(world.waechter) - sum(world.waechter) <= setup.red_roles
            assert (game._key, game._round, game._opened_in_round) == (key, rnd, opened)
            checked += 1
        return real_search(info, budget, rng, c)

    monkeypatch.setattr(tg_play, "search", checking)
    config = lab_game("tempelgold").config(4)
    bots = (TgBot(TG_REASONING), TgBot(TG_BELIEF))
    for side in ("abenteurer", "waechter"):
        for seed in range(3):
            tg_play.play(config, seed, bots, side, 4, bots[side == "waechter"])
    assert checked > 50


def test_diamantenraub_determinizations_fit_what_the_seat_saw(monkeypatch: pytest.MonkeyPatch) -> None:
    checked = 0
    real_search = dr_play.search

    def checking(info: dr_world.DrInfo, budget: int, rng: random.Random, c: float) -> Any:
        nonlocal checked
        for _ in range(5):
            world = info.sample(rng)
            if not info.relaxed:
                assert world.log == info.log
            assert not world.done() and world.deciding == info.seat
            checked += 1
        return real_search(info, budget, rng, c)

    monkeypatch.setattr(dr_play, "search", checking)
    config = lab_game("diamantenraub").config(5)
    bots = (DrBot(DR_REASONING), DrBot(DR_REASONING))
    for side in ("boss", "players"):
        for seed in range(2):
            dr_play.play(config, seed, bots, side, 4, bots[side == "players"])
    assert checked > 20


def test_a_measurement_is_deterministic_and_independent_of_its_chunks() -> None:
    for game, side in (("tempelgold", "waechter"), ("diamantenraub", "boss")):
        one = measure.measure(game, side, 5, "reasoning", (2, 4), 4, chunk=1)
        two = measure.measure(game, side, 5, "reasoning", (2, 4), 4, chunk=3)
        assert [(g.gain, g.searched, g.baseline, g.step) for g in one] == \
               [(g.gain, g.searched, g.baseline, g.step) for g in two]
        assert [g.games for g in one] == [4, 4] and one[0].step is None and one[1].step is not None
        assert all(g.decisions > 0 for g in one)


def test_a_mixture_draws_its_strategy_from_the_seed() -> None:
    mix = measure.mixture([(1.0, "belief"), (3.0, "reasoning")])
    drawn = [measure.component(mix, seed) for seed in range(2000)]
    assert drawn == [measure.component(mix, seed) for seed in range(2000)]
    assert 0.7 < drawn.count("reasoning") / len(drawn) < 0.8
    assert measure.mixture("belief") == ((1.0, "belief"),)
    with pytest.raises(ValueError):
        measure.mixture([(0.0, "belief")])
    with pytest.raises(ValueError):
        measure.measure("tempelgold", "boss", 3, "belief", (2,), 1)
