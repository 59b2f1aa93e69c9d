"""Properties of every Tempelgold game, over every player count and variant, with random legal play."""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import tempelgold as tg
from engine.cards import Card
from engine.saves import SaveFile, load_game
from engine.tempelgold import ChamberKind, Reason, Role
from engine.tempelgold.tables import ONE_TRAP, ROUNDS, STANDARD
from tests.engine.playing import play_to_end

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn", "Greta", "Hans", "Ida"]
CONFIGS = [tg.Config(players=NAMES[:n]) for n in STANDARD] + [tg.Config(players=NAMES[:n], one_trap=True) for n in ONE_TRAP]
games = st.tuples(st.sampled_from(CONFIGS), st.integers(0, 2**32), st.integers(0, 2**32))
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play(config: tg.Config, seed: int, choice_seed: int, each_step: Callable[[tg.TempelgoldGame], None] = lambda g: None) -> tg.TempelgoldGame:
    return play_to_end(tg.new_game(config, seed), random.Random(choice_seed), each_step)


def all_cards(game: tg.TempelgoldGame) -> Counter[Card]:
    """Face-down chambers (as their owners know them) plus the opened ones in the centre."""
    hidden = Counter(c for s in range(game.player_count) for c in game.view(s).chambers)
    return hidden + Counter(o.card for o in game.public_view().opened)


@SETTINGS
@given(games)
def test_cards_are_conserved(args: tuple[tg.Config, int, int]) -> None:
    config, seed, choices = args
    start = tg.new_game(config, seed)
    expected = all_cards(start)
    assert sum(expected.values()) == 5 * len(config.players)

    def check(game: tg.TempelgoldGame) -> None:
        assert all_cards(game) == expected

    play(config, seed, choices, check)


@SETTINGS
@given(games)
def test_the_game_ends_within_four_rounds_of_openings(args: tuple[tg.Config, int, int]) -> None:
    config, seed, choices = args
    game = play(config, seed, choices)
    assert len(game.history) <= ROUNDS * len(config.players)
    assert game.public_view().round <= ROUNDS


@SETTINGS
@given(games)
def test_the_outcome_agrees_with_its_reason(args: tuple[tg.Config, int, int]) -> None:
    config, seed, choices = args
    game = play(config, seed, choices)
    outcome = game.outcome()
    view = game.public_view()
    assert outcome is not None and view.revealed is not None
    roles = view.revealed.roles
    team = {Reason.ALL_GOLD_FOUND: Role.ABENTEURER}.get(outcome.reason, Role.WAECHTER)
    assert outcome.winners == {s for s, r in enumerate(roles) if r is team}
    if outcome.reason is Reason.ALL_GOLD_FOUND:
        assert view.gold_found == view.gold_total and view.traps_found < view.traps_total
    elif outcome.reason is Reason.ALL_TRAPS_OPENED:
        assert view.traps_found == view.traps_total and view.gold_found < view.gold_total
        assert view.opened[-1].kind is ChamberKind.TRAP
    elif outcome.reason is Reason.OUT_OF_ROUNDS:
        assert len(view.opened) == ROUNDS * len(config.players) and view.gold_found < view.gold_total
    else:
        assert isinstance(game.history[-1][1], tg.EndHopeless)
        assert view.openings_left < view.gold_total - view.gold_found
    assert [r is Role.ABENTEURER for r in roles] == [c.is_red for c in view.revealed.role_cards]


@pytest.mark.long("whole random games, every seat's view after every action")
@SETTINGS
@given(args=games)
def test_no_view_holds_what_its_seat_may_not_know(
    view_cards: Callable[[Any], set[Card]], view_values: Callable[[Any], list[Any]], args: tuple[tg.Config, int, int]
) -> None:
    config, seed, choices = args

    def check(game: tg.TempelgoldGame) -> None:
        public = game.public_view()
        opened = {o.card for o in public.opened}
        ended = game.outcome() is not None
        # the end turns everything over: role cards, the leftover ones, the unopened chambers
        revealed = set(public.revealed.face_up_cards()) if public.revealed else set()
        assert view_cards(public) <= opened | revealed
        assert ended or not revealed
        for seat in range(game.player_count):
            view = game.view(seat)
            own = set(view.chambers) | {view.role_card}
            assert view_cards(view) <= opened | revealed | own
            assert Counter(view.chambers) == Counter(game._rows[seat])
            # the canonical order, never the table order
            assert list(view.chambers) == sorted(view.chambers, key=lambda c: (list(ChamberKind).index(tg.chamber_kind(c)), c.sort_key))
        assert ended or not any(isinstance(v, Role) for v in view_values(public))

    play(config, seed, choices, check)


@SETTINGS
@given(games)
def test_the_same_seed_and_actions_give_the_same_game(args: tuple[tg.Config, int, int]) -> None:
    config, seed, choices = args
    first = play(config, seed, choices)
    second = play(config, seed, choices)
    assert first.history == second.history
    assert first.public_view() == second.public_view()
    assert all(first.view(s) == second.view(s) for s in range(first.player_count))


@settings(max_examples=15, deadline=None)
@given(games)
def test_the_save_round_trips_at_every_step(args: tuple[tg.Config, int, int]) -> None:
    config, seed, choices = args

    def check(game: tg.TempelgoldGame) -> None:
        text = game.to_save().to_json()
        loaded = load_game(SaveFile.from_json(text))
        assert loaded.public_view() == game.public_view()
        assert all(loaded.view(s) == game.view(s) for s in range(game.player_count))
        assert loaded.to_save().to_json() == text

    play(config, seed, choices, check)


@SETTINGS
@given(games)
def test_the_fast_path_plays_the_same_rules(args: tuple[tg.Config, int, int]) -> None:
    """The fast path's outcome equals the checked path's for the same deal and the same choices."""
    config, seed, choices = args
    fast = tg.random_playout(config, seed, random.Random(choices))
    game = tg.new_game(config, seed)
    rng = random.Random(choices)
    while game.outcome() is None:
        key = game.public_view().key_holder
        others = [(o, s) for o, row in enumerate(game._rows) if o != key for s in range(len(row))]
        game.apply(key, tg.Open(*others[rng.randrange(len(others))]))
    assert game.outcome() == fast
    assert tg.random_playout(config, seed, random.Random(choices)) == fast
