"""The Session's device router (gui/games/device_router.py): where a seat's private step goes."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from gui.games.device_router import DeviceRouter
from gui.games.steps import PrivateStep


class PhoneOfBen(QObject):
    """A route that plays seat 1 on a phone, and records what it is told."""

    pendingChanged = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.told: list[Any] = []

    def handles(self, seat: int) -> bool:
        return seat == 1

    def run(self, step: PrivateStep, seat_view: Any, finish: Any) -> None:
        self.told.append(("run", step.seat, seat_view))
        finish(["chosen"])

    def step_started(self, step: PrivateStep) -> None:
        self.told.append(("started", step.seat))

    def waiting_for(self) -> list[int]:
        return [1]

    def refresh(self) -> None:
        self.told.append("refresh")

    def close(self, final: bool = False, reason: str | None = None) -> None:
        self.told.append(("close", final, reason))

    def devices_for_rematch(self, first: int, count: int) -> Any:
        return ("devices", first, count)

    def played_on_phones(self) -> frozenset[int]:
        return frozenset({1})


def test_without_a_route_every_seat_is_at_the_curtain() -> None:
    router = DeviceRouter()
    assert not any(router.routed(seat) for seat in range(12))
    assert router.waiting_for() == [] and router.played_away() == frozenset()
    assert router.devices_for_rematch(0, 3, running=True) is None
    router.step_started(PrivateStep(seat=0, kind="guess"))
    router.refresh()
    router.close()
    assert router.route is None


def test_a_route_takes_only_its_seats_and_hears_every_moment() -> None:
    router, phone = DeviceRouter(), PhoneOfBen()
    pending: list[int] = []
    router.attach(phone, lambda: pending.append(1))
    assert [router.routed(seat) for seat in range(3)] == [False, True, False]
    step = PrivateStep(seat=1, kind="guess")
    router.step_started(step)
    finished: list[Any] = []
    router.run(step, "view of Ben", finished.append)
    router.refresh()
    phone.pendingChanged.emit()
    assert phone.told == [("started", 1), ("run", 1, "view of Ben"), "refresh"]
    assert finished == [["chosen"]] and pending == [1]
    assert router.waiting_for() == [1] and router.played_away() == frozenset({1})


def test_play_again_keeps_the_devices_and_tells_a_running_game_next() -> None:
    for running, reason in ((True, "next"), (False, None)):
        router, phone = DeviceRouter(), PhoneOfBen()
        router.attach(phone, lambda: None)
        assert router.devices_for_rematch(2, 3, running=running) == ("devices", 2, 3)
        assert phone.told == [("close", True, reason)]


def test_closing_lets_the_route_go() -> None:
    router, phone = DeviceRouter(), PhoneOfBen()
    router.attach(phone, lambda: None)
    router.close()
    assert phone.told == [("close", False, None)] and router.route is None and not router.routed(1)


def test_phones_and_computers_mix_each_seat_going_to_its_own_route() -> None:
    """Ben on his phone, seat 3 a computer: each step goes to the route of its seat; the
    laptop waits only for phones; a computer's seat is no phone in the history."""
    from engine.diamantenraub import Config, new_game
    from gui.games.computer_seats import ComputerSeats
    from gui.games.game_state import GameState

    game = new_game(Config(players=["A", "B", "C", "D", "E"]), 2)
    timers: list[Any] = []
    computers = ComputerSeats(GameState(game=game), delay_ms=lambda: 5, show_table=lambda: None,
                              act=lambda seat, action: True, hold_table=lambda on: None,
                              schedule=lambda ms, then: timers.append(then))
    computers.attach({3: "easy"}, "lab.diamantenraub")
    router, phone = DeviceRouter(), PhoneOfBen()
    router.attach(phone, lambda: None)
    router.computers = computers
    assert [router.routed(s) for s in range(5)] == [False, True, False, True, False]
    finished: list[Any] = []
    router.run(PrivateStep(seat=3, kind="returned", view_only=True), game.view(3), finished.append)
    assert phone.told == [] and finished == [] and computers.pending
    timers.pop()()
    assert finished == [[]]
    router.run(PrivateStep(seat=1, kind="take"), "ben's view", finished.append)
    assert phone.told == [("run", 1, "ben's view")] and finished[-1] == ["chosen"]
    assert router.waiting_for() == [1] and router.played_away() == frozenset({1})
