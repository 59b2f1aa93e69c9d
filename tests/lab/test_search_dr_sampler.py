"""Diamantenraub's players' side searches at every count (issue 33): a player's determinizations
are built seat by seat (lab.diamantenraub.search.sampler), fit everything the seat saw, and the
probability the sampler gives what the seat saw is the one the engine's rules give."""
from __future__ import annotations

import itertools
import random
from collections.abc import Hashable
from typing import Any

import pytest

from engine.diamantenraub.playout import Playout
from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.fast import _card_of, _kinds
from lab.diamantenraub.params import REASONING
from lab.diamantenraub.search import driver as dr_play
from lab.diamantenraub.search import world as dr_world
from lab.diamantenraub.search.sampler import PlayerPast, story_options, take_options
from lab.diamantenraub.talk import DIEB, NOTHING
from lab.games import lab_game

BOTS = (DrBot(REASONING), DrBot(REASONING))


def _capture(monkeypatch: pytest.MonkeyPatch, n: int, seeds: range, budget: int = 2) -> list[dr_world.DrInfo]:
    """Play the players' side at ``n`` players; every information set a searching seat built."""
    infos: list[dr_world.DrInfo] = []
    real = dr_play.search

    def keeping(info: dr_world.DrInfo, budget: int, rng: random.Random, c: float) -> Any:
        infos.append(info)
        return real(info, budget, rng, c)

    monkeypatch.setattr(dr_play, "search", keeping)
    config = lab_game("diamantenraub").config(n)
    for seed in seeds:
        dr_play.play(config, seed, BOTS, "players", budget, BOTS[1])
    return infos


def test_the_players_side_searches_at_seven_players_without_relaxing(monkeypatch: pytest.MonkeyPatch) -> None:
    infos = _capture(monkeypatch, 7, range(3), budget=4)
    assert len(infos) >= 3 * 6  # every player decides its take and, if the game goes on, its story
    assert all(info.scripts and not info.relaxed for info in infos)


@pytest.mark.parametrize("n", [6, 12])
def test_a_players_determinization_reproduces_what_it_saw(monkeypatch: pytest.MonkeyPatch, n: int) -> None:
    infos = _capture(monkeypatch, n, range(2))
    rng = random.Random(5)
    stories = 0
    for info in infos:
        got = info.log[0]
        assert isinstance(got, tuple)
        for _ in range(4):
            world = info.sample(rng)
            assert world.log == info.log and world.deciding == info.seat and not world.done()
            game = world.game
            if not info.forced and info.seat > 1:  # the engine's treasure at its take is the one it saw
                assert (game.diamonds_left, tuple(sorted(_kinds(game.role_cards)))) == got[1:]
            if info.forced:  # its story: its take is the one it made, the earlier stories the ones told
                stories += 1
                kind, count = info.forced[0]  # type: ignore[misc]
                assert game.stolen(info.seat) == (count if kind == DIEB else 0)
                told = [e for e in world.log if isinstance(e, tuple) and e[0] == "story"]
                assert [e[1] for e in told] == list(range(1, info.seat))
    assert stories > 0


def _probability(config: Any, seat: int, hidden: int, aside: int | None, forced: list[Hashable],
                 log: list[Hashable]) -> float:
    """By brute force on the engine's rules: the chance that uniform takes (and uniform stories
    before the seat) of the other players make ``seat`` see ``log``, after this hiding and aside."""
    n = len(config.players)
    stories = {e[1]: (e[2], e[3]) for e in log if isinstance(e, tuple) and e[0] == "story"}
    last = n if forced else seat
    total = 0.0

    def walk(game: Playout, j: int, p: float, seen: list[Hashable]) -> None:
        nonlocal total
        kinds = sorted(_kinds(game.role_cards))
        if j == seat:
            seen = seen + [("got", game.diamonds_left, tuple(kinds))]
            if j == 1 and kinds:
                seen = seen + [("aside", aside)]
        if j == last:
            if forced and game.outcome is not None:
                return  # the game ended when the treasure came back: no story to tell
            if seen == [e for e in log if not (isinstance(e, tuple) and e[0] == "story")]:
                total += p
            return
        if j == 1 and kinds and aside is not None:
            game.set_card_aside(_card_of(game.role_cards, kinds[aside]))
            kinds = kinds[:aside] + kinds[aside + 1:]
        received = game.diamonds_left
        options = [forced[0]] if j == seat else take_options(received, kinds, game.may_take_nothing())
        for option in options:
            q = p if j == seat else p / len(options)
            kind, count = option  # type: ignore[misc]
            if j in stories:
                took, taken = (kind, 0) if count < 0 else (DIEB, count) if kind == DIEB else (NOTHING, 0)
                said = story_options(received, taken, took)
                q = q / len(said) if stories[j] in said else 0.0
            if q == 0.0:
                continue
            path.append(option)
            walk(_replay(config, hidden, aside, path), j + 1, q, seen)
            path.pop()

    path: list[Hashable] = []
    walk(_replay(config, hidden, aside, []), 1, 1.0, [])
    return total


def _replay(config: Any, hidden: int, aside: int | None, takes: list[Hashable]) -> Playout:
    """A fresh game after this hiding, setting aside (at seat 1's turn) and these takes."""
    game = Playout(config)
    game.hide(hidden)
    for j, (kind, count) in enumerate(takes, start=1):  # type: ignore[misc]
        if j == 1 and aside is not None and game.role_cards:
            kinds = sorted(_kinds(game.role_cards))
            game.set_card_aside(_card_of(game.role_cards, kinds[aside]))
        if count < 0:
            game.take_role(_card_of(game.role_cards, kind))
        elif kind == DIEB:
            game.take_diamonds(count)
        else:
            game.take_nothing()
    return game


def test_the_samplers_mass_is_the_engines_probability(monkeypatch: pytest.MonkeyPatch) -> None:
    config = lab_game("diamantenraub").config(5)
    infos = _capture(monkeypatch, 5, range(3))
    checked = stories = 0
    takes = [i for i in infos if i.seat >= 2 and not i.forced][:3]
    for info in takes + [i for i in infos if i.seat >= 2 and i.forced][:3]:
        past = PlayerPast(config, info.seat, BOTS, info.forced, info.log)
        for hidden, aside in itertools.product((1, 2, 3), (None, 0)):
            expected = _probability(config, info.seat, hidden, aside, list(info.forced), list(info.log))
            got = past.mass(1, past._first(hidden, aside), hidden)
            assert got == pytest.approx(expected, rel=1e-9, abs=1e-15)
            checked += expected > 0.0
            stories += expected > 0.0 and bool(info.forced)
    assert checked >= 4 and stories >= 2


def test_the_players_search_is_deterministic_for_a_seed() -> None:
    config = lab_game("diamantenraub").config(7)
    for seed in range(2):
        one = dr_play.play(config, seed, BOTS, "players", 4, BOTS[1])
        two = dr_play.play(config, seed, BOTS, "players", 4, BOTS[1])
        assert (one.winner, one.decisions, one.relaxed) == (two.winner, two.decisions, two.relaxed)
    info = _past_info(config)
    drawn = info.draw(8, random.Random(3))
    assert len(drawn) == 8 and drawn == info.draw(8, random.Random(3))


def _past_info(config: Any) -> PlayerPast:
    """Seat 3's story in a 7-player game (its own take and the first two stories as seen)."""
    world = dr_world.DrWorld(config, -1, BOTS, BOTS[1], [], random.Random(11), searchers=range(1, 7))
    forced: list[Hashable] = []
    while world.deciding != 3 or not forced:
        if world.deciding == 3:
            forced.append(world.options[0])
        world.play(world.options[0], world.rng)
    return PlayerPast(config, 3, BOTS, forced, world.logs[3])
