"""The lab's bots as computer players at the table (:mod:`lab.table_bots`): every decision
from one seat's own view, through the checked ``apply``, whole games to the end."""
from __future__ import annotations

import random
import time

import pytest

from engine.diamantenraub import Config as DrConfig, Phase, Reveal, new_game as dr_new_game
from engine.tempelgold import Config as TgConfig, new_game as tg_new_game
from lab.table_bots import STRENGTHS, seat_bot, seat_bot_module


def _rng(seed: int, seat: int, moves: int) -> random.Random:
    return random.Random(f"{seed}:{seat}:{moves}")


def _apply_all(game, seat, actions) -> None:  # noqa: ANN001
    for action in actions:
        assert action in game.legal_actions(seat), (seat, action)
        game.apply(seat, action)


def play_tempelgold(players: int, strength: str, seed: int) -> object:
    game = tg_new_game(TgConfig(players=[f"P{i}" for i in range(players)]), seed)
    bot = seat_bot("lab.tempelgold", strength)
    while game.outcome() is None:
        views = {s: game.view(s) for s in range(players)}
        move = bot.table_move(views, frozenset(), lambda s: _rng(seed, s, len(game.history)))
        assert move is not None, "the key holder always acts"
        _apply_all(game, move[0], [move[1]])
    return game.outcome()


def play_diamantenraub(players: int, strength: str, seed: int) -> object:
    game = dr_new_game(DrConfig(players=[f"P{i}" for i in range(players)]), seed)
    bot = seat_bot("lab.diamantenraub", strength)
    while game.outcome() is None:
        public = game.public_view()
        rng = _rng(seed, -1, len(game.history))
        if public.phase is Phase.HIDING:
            _apply_all(game, public.boss, bot.private_actions(game.view(public.boss), rng))
        elif public.phase is Phase.PASSING:
            seat = public.treasure_holder
            _apply_all(game, seat, bot.private_actions(game.view(seat), rng))
        else:
            views = {s: game.view(s) for s in range(players)}
            move = bot.table_move(views, frozenset(), lambda s: _rng(seed, s, len(game.history)))
            if move is None:  # nobody may shout: the table reveals by itself
                assert public.phase is Phase.ACCUSATION and not public.may_peng
                move = (public.accused, Reveal())
            _apply_all(game, move[0], [move[1]])
    return game.outcome()


@pytest.mark.parametrize("strength", sorted(STRENGTHS))
@pytest.mark.parametrize("players", [3, 6, 10])
def test_tempelgold_computers_play_whole_games(players: int, strength: str) -> None:
    for seed in range(4):
        assert play_tempelgold(players, strength, seed) is not None


@pytest.mark.parametrize("strength", sorted(STRENGTHS))
@pytest.mark.parametrize("players", [5, 8, 12])
def test_diamantenraub_computers_play_whole_games(players: int, strength: str) -> None:
    for seed in range(4):
        assert play_diamantenraub(players, strength, seed) is not None


def test_same_view_and_rng_give_the_same_choice() -> None:
    """A resumed game takes a pending computer turn again: the same view and seed, the same move."""
    game = tg_new_game(TgConfig(players=[f"P{i}" for i in range(6)]), 7)
    bot = seat_bot("lab.tempelgold", "strong")
    views = {s: game.view(s) for s in range(6)}
    first = bot.table_move(views, frozenset(), lambda s: _rng(7, s, 0))
    again = seat_bot("lab.tempelgold", "strong").table_move(views, frozenset(), lambda s: _rng(7, s, 0))
    assert first == again and first is not None


def test_a_strong_decision_is_fast_at_the_largest_tables() -> None:
    """The slowest decision of a strong table (Tempelgold at 10, Diamantenraub at 12; CPU
    time, building the computers' views included) stays far below the one-second turn and
    under the issue's 200 ms."""
    worst = 0.0
    bot = seat_bot("lab.tempelgold", "strong")
    game = tg_new_game(TgConfig(players=[f"P{i}" for i in range(10)]), 3)
    while game.outcome() is None:
        start = time.process_time()
        views = {s: game.view(s) for s in range(10)}
        move = bot.table_move(views, frozenset(), lambda s: _rng(3, s, len(game.history)))
        worst = max(worst, time.process_time() - start)
        assert move is not None
        game.apply(*move)
    dr_bot = seat_bot("lab.diamantenraub", "strong")
    for seed in range(3):
        dr = dr_new_game(DrConfig(players=[f"P{i}" for i in range(12)]), seed)
        while dr.outcome() is None:
            public = dr.public_view()
            start = time.process_time()
            if public.phase in (Phase.HIDING, Phase.PASSING):
                seat = public.boss if public.phase is Phase.HIDING else public.treasure_holder
                moves = [(seat, a) for a in dr_bot.private_actions(dr.view(seat), _rng(seed, seat, 0))]
            else:
                views = {s: dr.view(s) for s in range(12)}
                move = dr_bot.table_move(views, frozenset(), lambda s: _rng(seed, s, len(dr.history)))
                moves = [move if move is not None else (public.accused, Reveal())]
            worst = max(worst, time.process_time() - start)
            for seat, action in moves:
                dr.apply(seat, action)
    assert worst < 0.2


def test_a_game_without_a_lab_has_no_computer_players() -> None:
    assert seat_bot_module("") is None
    with pytest.raises(ValueError):
        seat_bot("", "strong")
    with pytest.raises(ValueError):
        seat_bot("lab.tempelgold", "grandmaster")


def test_an_accused_computer_waits_while_a_person_may_still_shout() -> None:
    """Diamantenraub: a computer that is accused reveals by itself only when no person may
    shout "Peng!"; otherwise the people at the table press "Reveal" for it."""
    from engine.diamantenraub import Accuse

    bot = seat_bot("lab.diamantenraub", "strong")
    for seed in range(40):
        game = dr_new_game(DrConfig(players=[f"P{i}" for i in range(6)], revolverheld=True), seed)
        while game.public_view().phase in (Phase.HIDING, Phase.PASSING):
            public = game.public_view()
            seat = public.boss if public.phase is Phase.HIDING else public.treasure_holder
            _apply_all(game, seat, bot.private_actions(game.view(seat), _rng(seed, seat, 0)))
        if game.outcome() is not None:
            continue
        accused = next(a.seat for a in game.legal_actions(0) if isinstance(a, Accuse))
        game.apply(0, Accuse(accused))
        public = game.public_view()
        if game.outcome() is not None or public.phase is not Phase.ACCUSATION or not public.may_peng:
            continue
        views = {accused: game.view(accused)}
        person = next(iter(public.may_peng))
        assert bot.table_move(views, frozenset({person}), lambda s: _rng(seed, s, 9)) is None
        assert bot.table_move(views, frozenset(), lambda s: _rng(seed, s, 9)) == (accused, Reveal())
        return
    pytest.fail("no deal reached an accusation with someone who may shout")
