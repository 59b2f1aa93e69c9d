"""Properties of every Diamantenraub game, over every player count and variant, with random
legal play through the checked API; and the fast path against the checked path."""
from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import diamantenraub as dr
from engine.cards import Card
from engine.diamantenraub import Peng, Reason, Role, Take
from engine.diamantenraub.fast import CheckedMover, play
from engine.diamantenraub.game import DiamantenraubGame
from engine.diamantenraub.tables import STANDARD, excuse_delta_available
from engine.saves import SaveFile, load_game
from tests.engine.playing import play_to_end

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn", "Greta", "Hans", "Ida", "Jan", "Kai"]
CONFIGS = [
    dr.Config(players=NAMES[:n], revolverheld=rv, excuses_delta=d)
    for n in STANDARD
    for rv in (False, True)
    for d in (-1, 0, 1)
    if excuse_delta_available(n, d)
]
games = st.tuples(st.sampled_from(CONFIGS), st.integers(0, 2**32), st.integers(0, 2**32))
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_play(config: dr.Config, seed: int, choice_seed: int,
                each_step: Callable[[DiamantenraubGame], None] = lambda g: None) -> DiamantenraubGame:
    """Uniformly random legal moves (any pending seat, any of its legal actions) to the end."""
    return play_to_end(dr.new_game(config, seed), random.Random(choice_seed), each_step)


def bound(n: int) -> int:
    """Hide, maybe a set-aside, n-1 takes; then every accusation and every false "Peng!"
    shows at least one take (at most n-1 of them), an accusation in two moves."""
    return 2 + (n - 1) + 2 * (n - 1)


def every_card(game: DiamantenraubGame) -> Counter[Card]:
    """Treasure + hidden + takes + set-aside + the Boss's excuses and those given away."""
    return Counter(game._cards_everywhere())


@SETTINGS
@given(args=games)
def test_cards_are_conserved(args: tuple[dr.Config, int, int]) -> None:
    config, seed, choices = args
    start = dr.new_game(config, seed)
    expected = every_card(start)
    assert all(v == 1 for v in expected.values())
    setup = start._setup
    assert sum(expected.values()) == setup.treasure + setup.excuses

    def check(game: DiamantenraubGame) -> None:
        assert every_card(game) == expected

    game = random_play(config, seed, choices, check)
    # and from the views at the end: the Boss's built treasure = returned + hidden + every take + set-aside
    boss = game.view(0)
    final = game.public_view().final
    assert final is not None and boss.built is not None and boss.returned is not None and boss.hidden is not None
    shown = Counter(boss.returned) + Counter(boss.hidden) + Counter(c for t in final.takes for c in t.cards)
    if final.set_aside is not None:
        shown[final.set_aside] += 1
    assert shown == Counter(boss.built)


@SETTINGS
@given(args=games)
def test_the_game_ends_within_the_bound_and_the_outcome_agrees_with_its_reason(args: tuple[dr.Config, int, int]) -> None:
    config, seed, choices = args
    game = random_play(config, seed, choices)
    n = len(config.players)
    assert len(game.history) <= bound(n)
    outcome = game.outcome()
    assert outcome is not None
    roles: list[Role] = list(outcome.detail["roles"])
    view = game.public_view()
    assert view.final is not None and view.phase is dr.Phase.OVER and game.pending_seats() == frozenset()
    assert all(game.legal_actions(s) == [] for s in range(n))
    eliminated = {s for s in range(n) if view.seats[s].eliminated}
    last_seat, last_action = game.history[-1]
    fahrer = {s for s in range(1, n) if roles[s] is Role.FAHRER}
    # Fahrer: wins exactly when the seat to the right (s-1) wins.
    for s in fahrer:
        assert (s in outcome.winners) == (s - 1 in outcome.winners)
    core = outcome.winners - fahrer
    if outcome.reason is Reason.BOSS_RECOVERED_ALL:
        assert core == {0} | {s for s in range(1, n) if roles[s] in (Role.GETREUER, Role.REVOLVERHELD)}
        assert view.diamonds_recovered == game.view(0).missing
        assert 0 not in eliminated
    elif outcome.reason is Reason.ERMITTLER_ACCUSED:
        assert isinstance(last_action, dr.Reveal) and roles[last_seat] is Role.ERMITTLER and core == {last_seat}
        assert [a for _, a in game.history if isinstance(a, dr.Accuse)][-1] == dr.Accuse(last_seat)
    elif outcome.reason is Reason.REVOLVERHELD_SHOT_ERMITTLER:
        assert isinstance(last_action, Peng) and roles[last_seat] is Role.REVOLVERHELD and core == {last_seat}
        assert config.revolverheld
    else:
        assert outcome.reason is Reason.BOSS_ELIMINATED and 0 in eliminated and 0 not in outcome.winners
        thieves = {s: t.diamonds for t in view.final.takes if t.role is Role.DIEB and (s := t.seat) not in eliminated}
        best = max(thieves.values())
        assert core == {s for s, d in thieves.items() if d == best} | {s for s in range(1, n) if roles[s] is Role.STRASSENKIND}
    assert 0 not in outcome.winners or outcome.reason is Reason.BOSS_RECOVERED_ALL


def _field_names(obj: Any) -> set[str]:
    names: set[str] = set()
    stack = [obj]
    while stack:
        item = stack.pop()
        if dataclasses.is_dataclass(item) and not isinstance(item, type):
            for f in dataclasses.fields(item):
                names.add(f.name)
                stack.append(getattr(item, f.name))
        elif isinstance(item, (tuple, list, frozenset, set)):
            stack.extend(item)
    return names


@pytest.mark.long("whole random games, every seat's view after every action")
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(args=games)
def test_no_view_holds_what_its_seat_may_not_know(
    args: tuple[dr.Config, int, int], view_values: Callable[[Any], list[Any]], view_cards: Callable[[Any], set[Card]]
) -> None:
    config, seed, choices = args
    n = len(config.players)
    start = dr.new_game(config, seed)
    excuses = set(start._dealt_excuses)
    known: list[set[Card]] = [set() for _ in range(n)]
    known[0] |= set(start._dealt_diamonds) | set(start._roles)  # the Boss builds the treasure

    def check(game: DiamantenraubGame) -> None:
        if game._phase is dr.Phase.PASSING:  # the holder looks through the treasure
            known[game._holder] |= set(game._dealt_diamonds[: game._left]) | set(game._roles)
        taken = game._taken_cards()
        for s in range(n):
            known[s] |= set(taken[s])
        if game._set_aside is not None:
            known[1].add(game._set_aside)
        over = game.outcome() is not None
        public: set[Card] = set(excuses)
        shown_roles = set()
        for s in range(n):
            if game._shown >> s & 1 or over:
                public |= set(taken[s])
                shown_roles.add(game._role[s])
        if over and game._set_aside is not None:
            public.add(game._set_aside)
        if over:  # the end turns over the Boss's hidden diamonds and the treasure as it came back
            public |= set(game._hidden_cards()) | set(game._treasure_for(n))
        pv = game.public_view()
        assert view_cards(pv) <= public
        assert not {"seed", "rng", "_seed", "_rng"} & _field_names(pv)
        for s in range(n):
            view = game.view(s)
            assert view_cards(view) <= known[s] | public, f"seat {s} sees too much"
            values = view_values(view)
            for value in values:
                if isinstance(value, Take):
                    assert value.seat == s or game._shown >> value.seat & 1 or over
            if not over:
                roles = {v for v in values if isinstance(v, Role)}
                assert roles <= {game._role[s]} | shown_roles
            assert not {"seed", "rng", "_seed", "_rng"} & _field_names(view)
            assert all(v != seed for v in values if isinstance(v, int) and not isinstance(v, bool) and seed > 10**6)

    random_play(config, seed, choices, check)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(args=games)
def test_same_seed_same_actions_same_views_and_saves_round_trip_at_every_step(args: tuple[dr.Config, int, int]) -> None:
    config, seed, choices = args
    n = len(config.players)
    twin = dr.new_game(config, seed)

    def check(game: DiamantenraubGame) -> None:
        if game.history and len(twin.history) < len(game.history):
            twin.apply(*game.history[-1])
        loaded = load_game(SaveFile.from_json(game.to_save().to_json()))
        assert loaded.public_view() == game.public_view() == twin.public_view()
        for s in range(n):
            assert loaded.view(s) == game.view(s) == twin.view(s)

    random_play(config, seed, choices, check)


# -- the fast path -----------------------------------------------------------------------

@SETTINGS
@given(args=games)
def test_random_playout_is_deterministic_and_agrees_with_the_checked_path(args: tuple[dr.Config, int, int]) -> None:
    config, seed, choices = args
    first = dr.random_playout(config, seed, random.Random(choices))
    again = dr.random_playout(config, seed, random.Random(choices))
    assert first == again
    assert dr.random_playout(config, seed) == dr.random_playout(config, seed)
    # the same choices through apply (each move checked) give the same outcome
    game = dr.new_game(config, seed)
    mover = CheckedMover(game)
    play(game, random.Random(choices), mover)
    checked = game.outcome()
    assert checked is not None
    assert (checked.winners, checked.reason) == (first.winners, first.reason)
    assert checked.detail["roles"] == first.detail["roles"]
    assert len(mover.applied) == len(game.history) <= bound(len(config.players))
    # and every move the policy made was among the legal actions
    replay = dr.new_game(config, seed)
    for seat, action in game.history:
        assert seat in replay.pending_seats() and action in replay.legal_actions(seat)
        replay.apply(seat, action)
    # the default choices are those of seed + 1
    default = dr.new_game(config, seed)
    play(default, random.Random(seed + 1), CheckedMover(default))
    assert default.outcome().winners == dr.random_playout(config, seed).winners  # type: ignore[union-attr]


def test_random_playout_outcomes_are_valid_and_cover_every_reason() -> None:
    seen = set()
    for config in CONFIGS:
        for seed in range(60):
            outcome = dr.random_playout(config, seed)
            roles = outcome.detail["roles"]
            assert roles[0] is Role.BOSS and len(roles) == len(config.players)
            assert outcome.winners and outcome.winners <= set(range(len(config.players)))
            if outcome.reason is not Reason.BOSS_RECOVERED_ALL:
                assert 0 not in outcome.winners
            if outcome.reason is Reason.REVOLVERHELD_SHOT_ERMITTLER:
                assert config.revolverheld
            seen.add(outcome.reason)
    assert seen == set(Reason)
