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
from tests.phones.test_session import NAMES, Oracle, PhoneThread, connect_all, phones_on_loopback  # noqa: F401

pytestmark = [pytest.mark.skipif(not has_ui("diamantenraub"), reason="the Diamantenraub GUI (branch druid) is not merged yet"), pytest.mark.long("whole games with up to twelve phones")]

NAMES_12 = [*NAMES, "Karl", "Lena"]


def test_twelve_phones_play_a_whole_diamantenraub_game_with_the_app(driver: Any, qtbot: Any,
                                                                     phones_on_loopback: Any) -> None:
    from gui.phones.route import PhoneRoute

    start = driver.window.start_screen
    start.choose_game("diamantenraub")
    driver.enter_players(NAMES_12)
    start.phones_option.box.setChecked(True)
    driver.click_start()
    session = driver.session
    route = session.private_route
    assert isinstance(route, PhoneRoute)
    route.laptop.dialog.reject()
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
                or (session.table is not None and session.table.is_interactive() and not session._busy),
                timeout=20000,
            )
            if session.game.outcome() is not None:
                break
            assert not route.waiting_for()
            game = session.game
            seat = rng.choice(sorted(game.pending_seats()))
            before = len(game.history)
            session.table.actionRequested.emit(seat, rng.choice(game.legal_actions(seat)))
            qtbot.waitUntil(lambda: len(game.history) == before + 1, timeout=5000)
        driver.settle(5)
        assert session.game.outcome() is not None
        qtbot.waitUntil(lambda: all(f.done() for f in players), timeout=20000)
        steps = {s: f.result() for s, f in zip(connected, players)}
        assert steps[boss] == 2 and all(steps[s] == 1 for s in steps if s != boss)  # hide + returned; one take each
        for seat, phone in connected.items():
            assert assert_no_leak(seat, Oracle(phones_on_loopback), phone.received) > 2
    finally:
        phones.close()
