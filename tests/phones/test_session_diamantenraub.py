"""Diamantenraub with twelve phones through the real app: hide, take and the returned
treasure on the phones; the interrogation on the laptop's table.

Runs once the Diamantenraub GUI (``gui/diamantenraub``, branch ``druid``) is in the tree;
skipped with that reason before.
"""
from __future__ import annotations

import random
from typing import Any

import pytest

from gui.games.registry import has_ui
from tests.deadline import within
from tests.phones.helpers import assert_no_leak
from tests.phones.test_games import play_phone
from tests.phones.test_session import NAMES, Oracle, PhoneThread, connect_all, phones_on_loopback, start_with_phones  # noqa: F401

pytestmark = [pytest.mark.skipif(not has_ui("diamantenraub"), reason="the Diamantenraub GUI (branch druid) is not merged yet"), pytest.mark.long("whole games with up to twelve phones")]

NAMES_12 = [*NAMES, "Karl", "Lena"]


def test_twelve_phones_play_a_whole_diamantenraub_game_with_the_app(driver: Any, qtbot: Any,
                                                                     phones_on_loopback: Any) -> None:
    route = start_with_phones(driver, NAMES_12, "diamantenraub")
    session = driver.session
    phones = PhoneThread(qtbot)
    rng = random.Random(12)
    try:
        connected = connect_all(phones, route, list(range(12)))
        boss = session.game.public_view().boss
        assert connected[boss].state["step"]["kind"] == "hide"
        assert all(p.state["step"] is None for s, p in connected.items() if s != boss)  # one at a time
        players = [phones.submit(play_phone(p, s, random.Random(s))) for s, p in connected.items()]
        for _ in within(180, "the game with twelve phones to end"):
            if session.game.outcome() is not None:
                break
            qtbot.waitUntil(
                lambda: session.game.outcome() is not None
                or (session.table is not None and session.table.is_interactive() and not session.busy),
                timeout=20000,
            )
            if session.game.outcome() is not None:
                break
            assert not route.waiting_for()
            game = session.game
            seat = rng.choice(sorted(game.pending_seats()))
            before = len(game.history)
            session.table.actionRequested.emit(seat, rng.choice(game.legal_actions(seat)))
            # "at least one": the loop needs to know that the game moved on (see test_session.py)
            qtbot.waitUntil(lambda: len(game.history) > before, timeout=5000)
        driver.settle(5)
        assert session.game.outcome() is not None
        qtbot.waitUntil(lambda: all(f.done() for f in players), timeout=20000)
        steps = {s: f.result() for s, f in zip(connected, players)}
        assert steps[boss] == 2 and all(steps[s] == 1 for s in steps if s != boss)  # hide + returned; one take each
        for seat, phone in connected.items():
            assert assert_no_leak(seat, Oracle(phones_on_loopback), phone.received) > 2
    finally:
        phones.close()


def test_a_mixed_diamantenraub_passing_keeps_the_rules_order_and_names_the_phone(driver: Any, qtbot: Any,
                                                                                  phones_on_loopback: Any) -> None:
    """Five players, seats 1 and 3 on phones: the treasure goes round in the rules' order,
    curtain and phones alike; while a phone seat holds it, the laptop shows the table and
    says whose phone it waits for (and no other phone has a step)."""
    import json

    from PySide6.QtCore import QCoreApplication

    from gui.games.clicks import click
    from tests.phones.test_games import choose

    tr = QCoreApplication.translate
    names = NAMES[:5]
    start = driver.window.start_screen
    start.choose_game("diamantenraub")
    driver.enter_players(names)
    phone_seats = {1, 3}
    for seat in phone_seats:  # each seat chooses its own screen on the start screen
        start.set_screen(seat, "phone")
    driver.click_start()
    session = driver.session
    route = session.private_route
    route.laptop.dialog.reject()
    assert {s for s in range(5) if route.handles(s)} == phone_seats
    driver.settle()
    boss = session.game.public_view().boss
    rng = random.Random(5)
    phones = PhoneThread(qtbot)
    try:
        connected = connect_all(phones, route, sorted(phone_seats))
        order: list[tuple[int, str]] = []
        for _ in range(20):
            qtbot.waitUntil(lambda: driver.curtain.handoff is not None or bool(route.waiting_for())
                            or (session.table is not None and session.table.is_interactive()), timeout=10000)
            step = session.private_step
            if step is None:
                break
            if route.waiting_for():
                assert route.waiting_for() == [step.seat] and step.seat in phone_seats  # one phone at a time
                assert route.snapshot(step.seat).step is not None
                assert all(route.snapshot(s).step is None for s in phone_seats - {step.seat})
                assert not driver.curtain.is_up and driver.window.stack.currentWidget() is session.table
                text = tr("WaitingBanner", "Waiting for {name}'s phone").format(name=names[step.seat])
                assert route.laptop.banner.waiting_text() == text
                phone = connected[step.seat]
                while phone.state["step"] is None or phone.state["step"]["kind"] != step.kind:
                    phones.run(phone.recv("state"))
                phones.run(phone.send({"type": "done", "actions": choose(phone.state["step"], phone.state["view"], rng)}))
                qtbot.waitUntil(lambda s=step: session.private_step is not s, timeout=5000)
            else:
                assert step.seat not in phone_seats and not route.waiting_for()
                assert driver.curtain.handoff.player_name == names[step.seat]
                assert driver.curtain.handoff.status_text() == ""  # the hand-off itself says who
                qtbot.waitUntil(lambda: not driver.curtain.handoff.is_locked(), timeout=5000)
                driver.curtain.reveal_now()
                frame = driver.curtain.private
                assert frame is not None
                session.ui.autoplayer().choose_private(frame.content, rng)
                qtbot.waitUntil(frame.finishes, timeout=5000)
                click(frame.hide_button)
                qtbot.waitUntil(lambda s=step: session.private_step is not s, timeout=5000)
            order.append((step.seat, step.kind))
        takers = [(boss + i) % 5 for i in range(1, 5)]
        assert order == [(boss, "hide"), *[(s, "take") for s in takers], (boss, "returned")], json.dumps(order)
        assert session.table.is_interactive() and not route.laptop.banner.waiting_text()
    finally:
        phones.close()
