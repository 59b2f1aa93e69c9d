"""Tempelgold by its rules: the worked example, every table row, clarification and variant."""
from __future__ import annotations

import random
from collections import Counter

import pydantic
import pytest

from engine import tempelgold as tg
from engine.cards import JOKER, Card
from engine.errors import GameOverError, InvalidActionError, NotYourTurnError
from engine.tempelgold import ChamberKind, EndHopeless, Open, Reason, Role
from engine.tempelgold.tables import ONE_TRAP, ROUNDS, STANDARD

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn", "Greta", "Hans", "Ida"]
C = Card.parse


def cards(*codes: str) -> list[Card]:
    return [C(code) for code in codes]


def example_game() -> tg.TempelgoldGame:
    """The rule text's 4-player start: 6 gold, 12 empty, 2 traps; Anna has the key; Dan is a Wächter."""
    rows = [
        cards("JH", "2C", "3C", "4C", "5C"),  # Anna: one gold, no trap
        cards("QH", "KH", "JD", "6C", "7C"),  # Ben
        cards("QD", "8C", "KD", "AS", "9C"),  # Carla: two gold and a trap
        cards("10C", "2D", "AH", "3D", "4D"),  # Dan: four empty and a trap
    ]
    roles = cards("2H", "3H", "4H", "2S")
    config = tg.Config(players=NAMES[:4], starting_seat=0)
    return tg.TempelgoldGame._from_deal(config, roles, rows, key_holder=0, leftover=cards("3S"))


def kinds(game: tg.TempelgoldGame, seat: int) -> Counter[ChamberKind]:
    return Counter(tg.chamber_kind(c) for c in game.view(seat).chambers)


def play_randomly(game: tg.TempelgoldGame, rng: random.Random, stop_hopeless: bool = False) -> None:
    while game.outcome() is None:
        seat = game.public_view().key_holder
        actions = game.legal_actions(seat)
        if stop_hopeless and game.public_view().hopeless:
            game.apply(seat, EndHopeless())
            return
        game.apply(seat, rng.choice([a for a in actions if isinstance(a, Open)]))


# -- the worked example ------------------------------------------------------------------
def test_worked_example_counts_and_key_passing() -> None:
    game = example_game()
    view = game.public_view()
    assert (view.gold_total, view.traps_total, sum(s.face_down for s in view.seats)) == (6, 2, 20)
    assert kinds(game, 0) == Counter({ChamberKind.GOLD: 1, ChamberKind.EMPTY: 4})
    assert kinds(game, 2) == Counter({ChamberKind.GOLD: 2, ChamberKind.EMPTY: 2, ChamberKind.TRAP: 1})
    assert kinds(game, 3) == Counter({ChamberKind.EMPTY: 4, ChamberKind.TRAP: 1})
    assert game.view(3).role is Role.WAECHTER and game.view(0).role is Role.ABENTEURER
    assert game.pending_seats() == {0}

    game.apply(0, Open(owner=3, slot=1))  # Anna opens at Dan: empty
    view = game.public_view()
    assert view.opened[-1].kind is ChamberKind.EMPTY and view.key_holder == 3
    assert view.log[-1].text("de") == "Anna öffnet eine Kammer bei Dan: leer (2♦)."

    game.apply(3, Open(owner=2, slot=0))  # Dan opens at Carla: gold
    view = game.public_view()
    assert view.opened[-1].kind is ChamberKind.GOLD and view.key_holder == 2
    assert (view.gold_found, view.empty_found, view.traps_found, view.opened_this_round) == (1, 1, 0, 2)
    assert view.log[-1].text("en") == "Dan opens a chamber of Carla: gold (Q♦)."
    assert game.pending_seats() == {2}


# -- the tables ----------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "one_trap"), [(n, False) for n in STANDARD] + [(n, True) for n in ONE_TRAP])
def test_deal_matches_the_table(players: int, one_trap: bool) -> None:
    setup = (ONE_TRAP if one_trap else STANDARD)[players]
    for seed in range(3):
        game = tg.new_game(tg.Config(players=NAMES[:players], one_trap=one_trap), seed=seed)
        views = [game.view(s) for s in range(players)]
        assert all(len(v.chambers) == 5 for v in views)
        chambers = [c for v in views for c in v.chambers]
        assert len(set(chambers)) == len(chambers) == setup.chambers == 5 * players
        counted = Counter(tg.chamber_kind(c) for c in chambers)
        assert counted == Counter({ChamberKind.GOLD: setup.gold, ChamberKind.EMPTY: setup.empty, ChamberKind.TRAP: setup.traps})
        assert all(c.is_face for c in chambers if tg.chamber_kind(c) is ChamberKind.GOLD)
        assert all(c.is_ace for c in chambers if tg.chamber_kind(c) is ChamberKind.TRAP)
        assert (JOKER in chambers) == (setup.empty > 36)
        public = game.public_view()
        assert (public.gold_total, public.traps_total) == (setup.gold, setup.traps)
        assert (public.abenteurer_cards, public.waechter_cards, public.leftover_cards) == (
            setup.red_roles, setup.black_roles, setup.role_cards - players)
        play_randomly(game, random.Random(seed))
        revealed = game.public_view().revealed
        assert revealed is not None
        all_roles = [*revealed.role_cards, *revealed.leftover]
        assert len(revealed.leftover) == setup.role_cards - players
        assert sum(c.is_red for c in all_roles) == setup.red_roles
        assert sum(c.is_black for c in all_roles) == setup.black_roles
        assert len(set(all_roles)) == len(all_roles)


def test_ten_players_use_the_joker_as_the_37th_empty_chamber() -> None:
    game = tg.new_game(tg.Config(players=NAMES), seed=5)
    chambers = [c for s in range(10) for c in game.view(s).chambers]
    numbers = [c for c in chambers if c.is_number]
    assert len(numbers) == 36 and chambers.count(JOKER) == 1
    assert tg.chamber_kind(JOKER) is ChamberKind.EMPTY


def test_leftover_role_card_counts_follow_the_text() -> None:
    """'Zu dritt, zu viert, zu siebt, zu acht und zu zehnt ist eine Rollenkarte übrig.'"""
    leftover = {n: STANDARD[n].role_cards - n for n in STANDARD}
    assert {n for n, k in leftover.items() if k == 1} == {3, 4, 7, 8, 10}
    assert {n for n, k in leftover.items() if k == 0} == {5, 6, 9}


def test_specific_cards_are_chosen_by_the_seed() -> None:
    dealt = {
        frozenset(c for s in range(5) for c in tg.new_game(tg.Config(players=NAMES[:5]), seed=seed).view(s).chambers)
        for seed in range(6)
    }
    assert len(dealt) > 1


# -- clarifications ------------------------------------------------------------------------
def test_c1_the_chosen_starting_player_holds_the_key() -> None:
    for start in range(4):
        game = tg.new_game(tg.Config(players=NAMES[:4], starting_seat=start), seed=1)
        assert game.public_view().key_holder == start and game.pending_seats() == {start}


def test_c1_random_start_varies_with_the_seed_and_is_deterministic() -> None:
    starts = {tg.new_game(tg.Config(players=NAMES[:6]), seed=s).public_view().key_holder for s in range(40)}
    assert len(starts) >= 4
    assert all(
        tg.new_game(tg.Config(players=NAMES[:6]), seed=s).public_view().key_holder
        == tg.new_game(tg.Config(players=NAMES[:6]), seed=s).public_view().key_holder
        for s in range(10)
    )


def test_c2_nobody_opens_their_own_chamber_and_the_owner_takes_the_key() -> None:
    game = example_game()
    assert all(a.owner != 0 for a in game.legal_actions(0) if isinstance(a, Open))
    assert len(game.legal_actions(0)) == 15
    with pytest.raises(InvalidActionError, match="Anna may not open their own chamber"):
        game.apply(0, Open(owner=0, slot=0))
    game.apply(0, Open(owner=1, slot=4))
    assert game.public_view().key_holder == 1 and game.public_view().seats[1].face_down == 4


def test_round_ends_after_as_many_openings_as_players_and_redeals() -> None:
    game = example_game()
    before = Counter(c for s in range(4) for c in game.view(s).chambers)
    opened = []
    for _ in range(4):
        key = game.public_view().key_holder
        owner = (key + 1) % 4
        slot = next(i for i, c in enumerate(game._rows[owner]) if tg.chamber_kind(c) is ChamberKind.EMPTY)
        game.apply(key, Open(owner, slot))
        opened.append(game.public_view().opened[-1].card)
    view = game.public_view()
    assert view.round == 2 and view.opened_this_round == 0 and view.chambers_per_player == 4
    assert [s.face_down for s in view.seats] == [4, 4, 4, 4]
    after = Counter(c for s in range(4) for c in game.view(s).chambers)
    assert after == before - Counter(opened)  # opened cards stay in the centre, the rest is redealt
    assert view.key_holder == game.history[-1][1].owner  # whoever holds the key starts round 2


@pytest.mark.parametrize("players", sorted(STANDARD))
def test_c5_each_round_deals_one_fewer(players: int) -> None:
    game = tg.new_game(tg.Config(players=NAMES[:players]), seed=players)
    rng = random.Random(players)
    seen: dict[int, int] = {}
    while game.outcome() is None:
        view = game.public_view()
        seen.setdefault(view.round, view.seats[0].face_down)
        assert all(s.face_down == view.chambers_per_player for s in view.seats) or view.opened_this_round
        play_one(game, rng)
    assert all(seen[r] == 6 - r for r in seen)


def play_one(game: tg.TempelgoldGame, rng: random.Random) -> None:
    key = game.public_view().key_holder
    game.apply(key, rng.choice([a for a in game.legal_actions(key) if isinstance(a, Open)]))


def _game_with(rows: list[list[str]], key: int = 0) -> tg.TempelgoldGame:
    n = len(rows)
    roles = cards(*["2H", "3H", "2S", "4H", "3S", "5H", "6H", "7H", "4S", "8H"][:n])
    return tg.TempelgoldGame._from_deal(tg.Config(players=NAMES[:n]), roles, [cards(*r) for r in rows], key)


def test_c3_last_gold_wins_for_the_abenteurer() -> None:
    game = _game_with([["2C", "3C"], ["JH", "4C"], ["AS", "5C"]])  # one gold in play
    game.apply(0, Open(1, 0))
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.ALL_GOLD_FOUND
    assert outcome.winners == {0, 1}  # the two red role cards
    assert game.pending_seats() == frozenset() and game.legal_actions(0) == []


def test_c3_last_trap_wins_for_the_waechter() -> None:
    game = _game_with([["2C", "3C"], ["AH", "4C"], ["JS", "5C"]])  # one trap in play
    game.apply(0, Open(1, 0))
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.ALL_TRAPS_OPENED and outcome.winners == {2}


def _round_four_game(last_card: str) -> tg.TempelgoldGame:
    """Three players in round 4 with two chambers each; the third opening is ``last_card``."""
    game = _game_with([["2C", "3C"], ["4C", "5C"], [last_card, "6C"]])
    game._round = ROUNDS
    game._gold_total = 1
    game._traps_total = 1
    return game


def test_c3_end_of_round_four_with_gold_hidden_wins_for_the_waechter() -> None:
    game = _round_four_game("7C")
    game.apply(0, Open(1, 0))
    game.apply(1, Open(2, 0))
    game.apply(2, Open(0, 0))
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.OUT_OF_ROUNDS and outcome.winners == {2}


def test_c3_last_gold_on_the_very_last_opening_still_wins_for_the_abenteurer() -> None:
    game = _round_four_game("7C")
    game._rows[0][0] = C("KH")
    game.apply(0, Open(1, 0))
    game.apply(1, Open(2, 0))
    game.apply(2, Open(0, 0))  # the 3rd opening of round 4 finds the last gold
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.ALL_GOLD_FOUND


def test_c3_last_trap_on_the_very_last_opening_is_a_trap_win_not_out_of_rounds() -> None:
    game = _round_four_game("7C")
    game._rows[0][0] = C("AD")
    game.apply(0, Open(1, 0))
    game.apply(1, Open(2, 0))
    game.apply(2, Open(0, 0))
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.ALL_TRAPS_OPENED


def test_c4_hopeless_position_may_be_ended_or_played_on() -> None:
    game = _round_four_game("7C")
    game._gold_total = 3  # three gold hidden, three openings left: not hopeless yet
    assert not game.public_view().hopeless
    with pytest.raises(InvalidActionError, match="can still find all the gold"):
        game.apply(1, EndHopeless())
    game.apply(0, Open(1, 0))  # an empty chamber: 2 openings left, 3 gold hidden
    view = game.public_view()
    assert view.hopeless and view.openings_left == 2
    assert game.pending_seats() == {0, 1, 2}
    assert EndHopeless() in game.legal_actions(2) and EndHopeless() in game.legal_actions(1)
    with pytest.raises(InvalidActionError, match="Carla does not hold the key; Ben does"):
        game.apply(2, Open(0, 0))  # Carla may act (end the game), but not open
    assert any(isinstance(a, Open) for a in game.legal_actions(1))
    game.apply(2, EndHopeless())
    outcome = game.outcome()
    assert outcome is not None and outcome.reason is Reason.HOPELESS and outcome.winners == {2}
    assert "beendet das Spiel" in game.public_view().log[-1].text("de")


def test_c6_roles_stay_secret_until_the_end_then_all_are_shown() -> None:
    game = example_game()
    assert game.public_view().revealed is None
    assert all(game.view(s).public.revealed is None for s in range(4))
    play_randomly(game, random.Random(3))
    revealed = game.public_view().revealed
    assert revealed is not None
    assert revealed.roles == (Role.ABENTEURER, Role.ABENTEURER, Role.ABENTEURER, Role.WAECHTER)
    assert revealed.leftover == (C("3S"),)


# -- the variant -------------------------------------------------------------------------
def test_one_trap_variant_wins_for_the_waechter_when_the_trap_opens() -> None:
    for seed in range(30):
        game = tg.new_game(tg.Config(players=NAMES[:5], one_trap=True), seed=seed)
        assert game.public_view().traps_total == 1
        play_randomly(game, random.Random(seed))
        outcome = game.outcome()
        assert outcome is not None
        if outcome.reason is Reason.ALL_TRAPS_OPENED:
            assert game.public_view().traps_found == 1
            assert outcome.winners == {s for s, r in enumerate(game.public_view().revealed.roles) if r is Role.WAECHTER}
            return
    pytest.fail("no game of 30 opened the single trap")


@pytest.mark.parametrize("players", [9, 10])
def test_one_trap_variant_is_refused_above_eight_players(players: int) -> None:
    with pytest.raises(pydantic.ValidationError, match="Nur eine Falle"):
        tg.Config(players=NAMES[:players], one_trap=True)


# -- bad input -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("players", "message"),
    [
        (NAMES[:2], "3 to 10 players, not 2"),
        ([*NAMES, "Jan"], "3 to 10 players, not 11"),
        (["Anna", " ", "Ben"], "player 2 has no name"),
        (["Anna", "Ben", "anna "], "two players are called"),
    ],
)
def test_bad_configs_are_refused_in_words(players: list[str], message: str) -> None:
    with pytest.raises(pydantic.ValidationError, match=message):
        tg.Config(players=players)


def test_bad_starting_seat_is_refused() -> None:
    with pytest.raises(pydantic.ValidationError, match="starting seat"):
        tg.Config(players=NAMES[:3], starting_seat=3)


def snapshot(game: tg.TempelgoldGame) -> tuple[object, ...]:
    return (game.public_view(), *(game.view(s) for s in range(game.player_count)), game.history)


@pytest.mark.parametrize(
    ("seat", "action", "error", "message"),
    [
        (1, Open(2, 0), NotYourTurnError, "Ben does not hold the key; Anna does"),
        (0, Open(0, 1), InvalidActionError, "own chamber"),
        (0, Open(4, 0), InvalidActionError, "no seat 4"),
        (0, Open(-1, 0), InvalidActionError, "no seat -1"),
        (0, Open(1, 5), InvalidActionError, "there is no chamber 5"),
        (0, Open(1, -1), InvalidActionError, "there is no chamber -1"),
        (7, Open(1, 0), NotYourTurnError, "no seat 7"),
        (0, EndHopeless(), InvalidActionError, "can still find all the gold"),
        (0, "Open(1, 0)", InvalidActionError, "not an action"),
    ],
)
def test_illegal_actions_are_refused_and_change_nothing(seat: int, action: object, error: type, message: str) -> None:
    game = example_game()
    before = snapshot(game)
    with pytest.raises(error, match=message):
        game.apply(seat, action)  # type: ignore[arg-type]
    assert snapshot(game) == before


def test_nothing_may_be_played_after_the_end() -> None:
    game = _game_with([["2C", "3C"], ["JH", "4C"], ["AS", "5C"]])
    game.apply(0, Open(1, 0))
    before = snapshot(game)
    with pytest.raises(GameOverError):
        game.apply(1, Open(0, 0))
    assert snapshot(game) == before
