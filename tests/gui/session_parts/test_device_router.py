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
