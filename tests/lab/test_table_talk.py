"""The claims board and the lab's talk are one implementation (issue 32): a computer at the
table says and reads exactly what the lab's checked driver has its bots say and read, and
what it says is a function of its own view and the board alone."""
from __future__ import annotations

import random

import pytest

from engine.tempelgold import Config, Open, new_game
from lab.seeds import BOT_STREAM
from lab.table_bots import Said, latest, seat_bot
from lab.tempelgold.checked import TempelgoldPolicy, play_checked
from lab.tempelgold.params import FAMILIES
from lab.tempelgold.seat_bot import TempelgoldSeatBot, round_topic, talk_of


def play_through_the_board(config: Config, seed: int, family: str) -> tuple[object, int, list[Said]]:
    """A whole game as the table plays it with computers in every seat: after each deal every
    seat claims on the board (in seat order), then the key holder moves reading the board.
    The random numbers are drawn in the checked driver's order, from its stream."""
    game = new_game(config, seed)
    rng = random.Random(seed ^ BOT_STREAM)
    bot = TempelgoldSeatBot(family)
    board: list[Said] = []
    openings = claimed = 0
    n = len(config.players)
    while (outcome := game.outcome()) is None:
        public = game.public_view()
        if public.round > claimed:
            for seat in range(n):
                said = bot.claim(game.view(seat), board, rng)
                assert said is not None and said.seat == seat and said.topic == round_topic(public.round)
                board.append(said)
            claimed = public.round
        key = public.key_holder
        move = bot.table_move({key: game.view(key)}, frozenset(), lambda _s: rng, board)
        assert move is not None and move[0] == key
        game.apply(*move)
        openings += isinstance(move[1], Open)
    return outcome, openings, board


@pytest.mark.parametrize("family", ["belief", "reasoning"])
@pytest.mark.parametrize("players", [3, 5, 8])
def test_the_board_plays_the_same_games_as_the_labs_checked_driver(players: int, family: str) -> None:
    config = Config(players=[f"P{i}" for i in range(players)])
    params = FAMILIES[family].defaults
    for seed in range(5):
        expected = play_checked(config, seed, (TempelgoldPolicy(params), TempelgoldPolicy(params)))
        outcome, openings, _board = play_through_the_board(config, seed, family)
        assert (outcome, openings) == expected, seed


def test_a_seat_claims_once_per_round_and_a_correction_replaces_its_claim() -> None:
    game = new_game(Config(players=["A", "B", "C", "D"]), 5)
    bot = seat_bot("lab.tempelgold", "strong")
    said = bot.claim(game.view(2), [], random.Random(1))
    assert said is not None and said.seat == 2 and said.topic == "r1"
    assert bot.claim(game.view(2), [said], random.Random(1)) is None  # it has said its piece this round
    corrected = Said(1, "r1", (("gold", 3), ("traps", 0)))
    board = [Said(1, "r1", (("gold", 1), ("traps", 1))), said, corrected]
    assert latest(board, "r1")[1] == corrected
    talk = talk_of(game.view(0), board)
    assert [(c.seat, c.gold, c.traps) for c in talk.rounds[0]] == [(1, 3, 0), (2, said.get("gold"), said.get("traps"))]


def _swap_others(game: object, keep: int) -> None:
    """Exchange the hidden chambers and roles of two seats other than ``keep`` (the engine's
    state, changed by hand: what no view of ``keep`` shows)."""
    rows, roles = game._rows, game._roles  # type: ignore[attr-defined]
    others = [s for s in range(len(rows)) if s != keep]
    a, b = next((a, b) for a in others for b in others if a < b and (rows[a] != rows[b] or roles[a] != roles[b]))
    rows[a], rows[b] = rows[b], rows[a]
    roles[a], roles[b] = roles[b], roles[a]


@pytest.mark.parametrize("strength", ["easy", "strong"])
def test_a_claim_is_a_function_of_the_seats_own_view_and_the_board(strength: str) -> None:
    """Two hidden states of the OTHER seats that agree on this seat's view give the same claim
    and the same move; a different view of its own may give another claim."""
    bot = seat_bot("lab.tempelgold", strength)
    board = [Said(0, "r1", (("gold", 2), ("traps", 0)))]
    for seed in range(6):
        first, second = (new_game(Config(players=["A", "B", "C", "D", "E"]), seed) for _ in range(2))
        seat = 3
        _swap_others(second, seat)
        assert first.view(seat) == second.view(seat)
        assert [second.view(s) for s in range(5) if s != seat] != [first.view(s) for s in range(5) if s != seat]
        for n in range(3):
            assert bot.claim(first.view(seat), board, random.Random(n)) == \
                bot.claim(second.view(seat), board, random.Random(n))
        key = first.public_view().key_holder
        if key == seat:
            assert bot.table_move({seat: first.view(seat)}, frozenset(), lambda _s: random.Random(0), board) == \
                bot.table_move({seat: second.view(seat)}, frozenset(), lambda _s: random.Random(0), board)


def play_dr_through_the_board(players: int, seed: int, family: str) -> tuple[object, int]:
    """Diamantenraub with a computer in every seat, as the table plays it: the Boss asks on the
    board, each player answers when asked, the Boss accuses reading the board; the random
    numbers drawn in the checked driver's order, from its stream."""
    from engine.diamantenraub import Accuse, Config as DrConfig, Phase, Reveal, new_game as dr_new_game

    game = dr_new_game(DrConfig(players=[f"P{i}" for i in range(players)]), seed)
    rng = random.Random(seed ^ BOT_STREAM)
    bot = seat_bot("lab.diamantenraub", "strong" if family == "reasoning" else "easy")
    board: list[Said] = []
    accusations = 0
    while (outcome := game.outcome()) is None:
        public = game.public_view()
        if public.phase in (Phase.HIDING, Phase.PASSING):
            seat = public.boss if public.phase is Phase.HIDING else public.treasure_holder
            for action in bot.private_actions(game.view(seat), rng):
                game.apply(seat, action)
            continue
        while True:  # the talk, until nobody says anything more
            said = [s for s in (bot.claim(game.view(seat), board, rng) for seat in range(players)) if s is not None]
            if not said:
                break
            board += said
        views = {s: game.view(s) for s in range(players)}
        move = bot.table_move(views, frozenset(), lambda _s: rng, board)
        if move is None:
            assert public.phase is Phase.ACCUSATION and not public.may_peng
            move = (public.accused, Reveal())
        game.apply(*move)
        accusations += isinstance(move[1], Accuse)
    return outcome, accusations


@pytest.mark.parametrize("family", ["belief", "reasoning"])
@pytest.mark.parametrize("players", [5, 8])
def test_diamantenraub_through_the_board_plays_the_labs_games(players: int, family: str) -> None:
    from engine.diamantenraub import Config as DrConfig
    from lab.diamantenraub.checked import DiamantenraubPolicy, play_checked as dr_play_checked
    from lab.diamantenraub.params import FAMILIES as DR_FAMILIES

    params = DR_FAMILIES[family].defaults
    for seed in range(5):
        expected = dr_play_checked(DrConfig(players=[f"P{i}" for i in range(players)]), seed,
                                   (DiamantenraubPolicy(params), DiamantenraubPolicy(params)))
        assert play_dr_through_the_board(players, seed, family) == expected, seed
