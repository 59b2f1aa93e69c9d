"""Diamantenraub's Boss searches at every count (issue 33): its determinizations are built seat by
seat (lab.diamantenraub.search.boss_sampler) where replaying whole games finds none, every one
fits everything the Boss saw, and they are drawn as often as the exact posterior (rejection)
draws them."""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable
from typing import Any

import pytest

from lab.diamantenraub.search import boss_sampler
from lab.diamantenraub.search import driver as dr_play
from lab.diamantenraub.search import world as dr_world
from lab.diamantenraub.search.boss_sampler import BossPast
from lab.games import lab_game

SPEC = lab_game("diamantenraub")
REASONING = SPEC.bots("boss=reasoning;players=reasoning:ermittler_pull=1,fahrer_cover=1,hide_up=0")
NOISY = SPEC.bots("boss=reasoning;players=belief:hide_up=0.5,bait=0.5,decoy=0.5,epsilon=0.5")
"""Players whose takes and stories are random enough that the Boss's posterior is wide."""


def _capture(monkeypatch: pytest.MonkeyPatch, config: Any, bots: Any, seeds: range) -> list[dr_world.DrInfo]:
    """Play the Boss's side; every information set it built after its hiding."""
    infos: list[dr_world.DrInfo] = []
    real = dr_play.search

    def keeping(info: dr_world.DrInfo, budget: int, rng: random.Random, c: float) -> Any:
        if info.forced:
            infos.append(info)
        return real(info, budget, rng, c)

    monkeypatch.setattr(dr_play, "search", keeping)
    for seed in seeds:
        dr_play.play(config, seed, bots, "boss", 4, bots[0])
    return infos


@pytest.mark.parametrize("n, variant", [(8, {}), (10, {}), (12, {"revolverheld": True})])
def test_the_boss_searches_at_large_tables_without_relaxing(monkeypatch: pytest.MonkeyPatch, n: int,
                                                             variant: dict[str, Any]) -> None:
    config = SPEC.config(n, tuple(variant.items()))
    infos = _capture(monkeypatch, config, REASONING, range(3))
    assert infos and all(info.scripts and not info.relaxed for info in infos)
    rng = random.Random(2)
    for info in infos:  # each determinization is a game in which the Boss saw what it saw
        for _ in range(3):
            world = info.sample(rng)
            assert world.log == info.log and world.deciding == 0 and not world.done()


def test_whole_replays_find_no_fitting_game_at_ten_players(monkeypatch: pytest.MonkeyPatch) -> None:
    """Why the Boss needs the sampler: rejection alone (4000 whole games) fits none here."""
    config = SPEC.config(10)
    info = _capture(monkeypatch, config, REASONING, range(1))[0]
    rng = random.Random(4)
    fits = 0
    for _ in range(dr_play.TRIES):
        world = info._world(rng.getrandbits(64), True)
        fits += world is not None and world.log == info.log
    assert fits == 0


def _boss_spot(config: Any, bots: Any, seed: int) -> tuple[list[Hashable], list[Hashable]]:
    """The Boss's hiding and what it saw at its first accusation (the published Boss plays)."""
    world = dr_world.DrWorld(config, -1, bots, bots[0], [], random.Random(seed), searchers=[0], draw_defaults=True)
    forced: list[Hashable] = []
    while not forced or not world.logs[0]:
        action = world.base_choice()
        forced.append(action)
        world.play(action, world.rng)
    assert not world.done()
    return forced, list(world.logs[0])


def _hidden(world: dr_world.DrWorld) -> list[tuple[str, int]]:
    """What each player holds: the hidden past the Boss asks about."""
    game = world.game
    return [(str(game.role(s)), game.stolen(s)) for s in range(1, game.players)]


def test_the_boss_posterior_is_the_exact_one() -> None:
    """Against exact rejection (whole games kept when the Boss would have seen exactly what it
    saw) on a five-player deal whose posterior spreads over many pasts: every player's marginal
    within 0.1 in total variation (sampling noise here is about 0.04)."""
    config = SPEC.config(5)
    forced, log = _boss_spot(config, NOISY, 21)
    rng = random.Random(1)
    exact: list[list[tuple[str, int]]] = []
    for _ in range(120_000):
        try:
            world = dr_world.DrWorld(config, 0, NOISY, NOISY[0], forced, random.Random(rng.getrandbits(64)), target=log)
        except dr_world.Inconsistent:
            continue
        if not world.done() and not world.forced and world.log == log:
            exact.append(_hidden(world))
    drawn = []
    for script in BossPast(config, NOISY, forced, log).draw(1500, rng):
        world = dr_world.DrWorld(config, 0, NOISY, NOISY[0], forced, random.Random(rng.getrandbits(64)), target=log,
                                 script=script)
        assert world.log == log
        drawn.append(_hidden(world))
    assert len(exact) >= 400 and len({tuple(h) for h in exact}) >= 10
    for seat in range(4):
        a, b = Counter(h[seat] for h in exact), Counter(h[seat] for h in drawn)
        tv = 0.5 * sum(abs(a[k] / len(exact) - b[k] / len(drawn)) for k in a.keys() | b.keys())
        assert tv <= 0.1, (seat, a, b)


def test_the_draws_depend_on_the_seed_only() -> None:
    """The sampled frequencies are seeded by what they answer, so a worker process that searched
    other games before draws the same determinizations."""
    config = SPEC.config(9)
    forced, log = _boss_spot(config, REASONING, 3)
    boss_sampler.take_chances.cache_clear()
    first = BossPast(config, REASONING, forced, log).draw(8, random.Random(7))
    other_forced, other_log = _boss_spot(config, NOISY, 5)
    BossPast(config, NOISY, other_forced, other_log).draw(8, random.Random(1))
    assert first and BossPast(config, REASONING, forced, log).draw(8, random.Random(7)) == first
