"""The computer seats (gui/games/computer_seats.py) on their own: a real engine game on a
shared GameState, the lab's bots, and stand-ins for the table and the timer (no Session)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.diamantenraub import Config as DrConfig, new_game as dr_new_game
from engine.tempelgold import Config as TgConfig, new_game as tg_new_game
from gui.games.computer_seats import ComputerSeats
from gui.games.device_router import COMPUTER_STRONG, DeviceRouter, computer_seats
from gui.games.game_state import GameState
from gui.games.steps import PrivateStep, TableStep
from lab.table_bots import Said
from lab.tempelgold.seat_bot import round_topic


class Stage:
    """What the computer seats do to the screens and the timer, in order."""

    def __init__(self, game: Any, seats: dict[int, str], lab: str, delay: int = 1000) -> None:
        self.state = GameState(game=game)
        self.events: list[tuple[Any, ...]] = []
        self.timers: list[Callable[[], None]] = []
        self.acted: list[tuple[int, Any]] = []
        self.computers = ComputerSeats(
            self.state, delay_ms=lambda: delay, show_table=lambda: self.events.append(("table",)),
            act=self.act, hold_table=lambda on: self.events.append(("hold", on)), schedule=self.schedule,
        )
        self.computers.attach(seats, lab)

    def schedule(self, ms: int, then: Callable[[], None]) -> None:
        self.events.append(("wait", ms))
        self.timers.append(then)

    def act(self, seat: int, action: Any) -> bool:
        self.events.append(("act", seat))
        self.acted.append((seat, action))
        self.state.game.apply(seat, action)
        return True

    def fire(self) -> None:
        self.timers.pop(0)()


def _everybody_said(stage: Stage) -> list[Said]:
    """Every seat's entry on this round's board (a person's "says nothing" among them): a
    computer key holder opens only then (it waits for the round's talk before its first opening)."""
    game = stage.state.game
    topic = round_topic(game.public_view().round)
    board = [Said(seat, topic) if seat == 0 else Said(seat, topic, (("gold", 1), ("traps", 0)))
             for seat in range(len(game.players))]
    stage.computers.board = lambda: board
    return board


def _dr(seed: int, players: int = 5) -> Any:
    return dr_new_game(DrConfig(players=[f"P{i}" for i in range(players)]), seed)


def test_a_computer_boss_hides_after_the_delay_through_the_route() -> None:
    stage = Stage(_dr(1), {0: "strong"}, "lab.diamantenraub")
    game = stage.state.game
    done: list[Any] = []
    stage.computers.run(PrivateStep(0, "hide"), game.view(0), done.append)
    assert stage.events == [("table",), ("wait", 1000)] and not done and stage.computers.pending
    stage.fire()
    assert len(done) == 1 and done[0] and all(a in game.legal_actions(0) for a in done[0])
    assert not stage.computers.pending


def test_a_computer_turn_looks_and_lasts_the_same_whatever_it_holds() -> None:
    """Two deals where the computer holds different things: the same screens, the same delay."""
    sequences, holdings = [], []
    for seed in (1, 2, 3, 4):
        stage = Stage(_dr(seed), {0: "strong", 1: "strong"}, "lab.diamantenraub")
        game = stage.state.game
        holdings.append(game.view(0).built)
        finished: list[Any] = []
        stage.computers.run(PrivateStep(0, "hide"), game.view(0), finished.append)
        stage.fire()
        game.apply(0, finished[0][0])
        stage.computers.run(PrivateStep(1, "take"), game.view(1), finished.append)
        stage.fire()
        sequences.append(stage.events)
    assert len(set(holdings)) > 1  # the hidden states differ
    assert all(seq == sequences[0] for seq in sequences), sequences
    assert sequences[0] == [("table",), ("wait", 1000)] * 2


def test_a_computer_key_holder_opens_on_the_table_after_holding_it() -> None:
    game = tg_new_game(TgConfig(players=["A", "B", "C"]), 5)
    key = game.public_view().key_holder
    stage = Stage(game, {key: "easy"}, "lab.tempelgold", delay=700)
    _everybody_said(stage)
    stage.computers.table_step(TableStep("table"))
    assert stage.events == [("hold", True), ("wait", 700)] and not stage.acted
    stage.fire()
    assert stage.events[-1] == ("act", key) and len(game.history) == 1


def test_a_computer_key_holder_waits_for_everybodys_entry_before_the_rounds_first_opening() -> None:
    """A computer hears the table only through the board: before a round's first opening it
    holds the table, with no turn under way, until every seat has an entry there ("says
    nothing" counts); after that opening it no longer waits."""
    game = tg_new_game(TgConfig(players=["A", "B", "C"]), 5)
    key = game.public_view().key_holder
    stage = Stage(game, {key: "easy"}, "lab.tempelgold", delay=700)
    board = _everybody_said(stage)
    missing = board.pop(0)  # the person at seat 0 has said nothing yet
    assert stage.computers.waiting_seat() == key
    stage.computers.table_step(TableStep("table"))
    assert stage.events == [("hold", True)] and not stage.timers and not stage.computers.pending
    board.append(missing)  # "says nothing" entered for them
    assert stage.computers.waiting_seat() is None
    stage.computers.table_step(TableStep("table"))
    assert stage.timers and not stage.acted
    stage.fire()
    assert stage.acted and len(game.history) == 1
    board.clear()  # after the round's first opening nobody is waited for
    assert stage.computers.waiting_seat() is None


def test_a_person_at_the_table_is_not_held_up() -> None:
    game = tg_new_game(TgConfig(players=["A", "B", "C"]), 5)
    other = (game.public_view().key_holder + 1) % 3
    stage = Stage(game, {other: "strong"}, "lab.tempelgold")
    stage.computers.table_step(TableStep("table"))
    assert stage.events == [] and not stage.computers.pending


def test_a_turn_overtaken_by_a_move_does_nothing() -> None:
    game = tg_new_game(TgConfig(players=["A", "B", "C"]), 5)
    key = game.public_view().key_holder
    stage = Stage(game, {key: "strong"}, "lab.tempelgold")
    _everybody_said(stage)
    stage.computers.table_step(TableStep("table"))
    game.apply(key, game.legal_actions(key)[0])  # the move was made meanwhile
    stage.fire()
    assert not stage.acted and not stage.computers.pending and ("hold", False) not in stage.events


def test_a_replayed_turn_makes_the_same_choice() -> None:
    """A resumed game takes a pending computer turn again: the same game, seat and move count
    give the same choice (the bot's randomness is seeded from them)."""
    moves = []
    for _ in range(2):
        game = tg_new_game(TgConfig(players=[f"P{i}" for i in range(6)]), 9)
        key = game.public_view().key_holder
        stage = Stage(game, {key: "strong"}, "lab.tempelgold")
        _everybody_said(stage)
        stage.computers.table_step(TableStep("table"))
        stage.fire()
        moves.append(stage.acted)
    assert moves[0] == moves[1] and moves[0]


def test_the_router_sends_a_computers_steps_to_it_and_no_peek_is_possible() -> None:
    router = DeviceRouter()
    stage = Stage(_dr(1), computer_seats({3: COMPUTER_STRONG, 1: "phone"}), "lab.diamantenraub")
    router.computers = stage.computers
    assert router.routed(3) and router.is_computer(3) and not router.routed(1) and not router.is_computer(0)
    router.close()
    assert not router.routed(3)
