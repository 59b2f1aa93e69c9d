"""Issue 20 §4: one phone cannot stop the game from being saved.

A phone may send only what its seat's current step allows; peeks are limited per seat and
for the table; a repeated peek adds no log line and writes no save; the autosave's log is
bounded by design; any failure to save shows the notice and the game plays on.
"""
from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import pytest

from gui.persistence.autosave import Autosave
from gui.games.log_model import MAX_APP_ENTRIES, LogModel
from gui.phones.limits import RateLimit
from tests.phones.helpers import Phone, diamantenraub_game, serving, token_of
from tests.phones.test_session import NAMES, PhoneThread, connect_all, phones_on_loopback, start_with_phones  # noqa: F401

NOT_SAVED = "nicht gespeichert"


def run(coro) -> object:  # noqa: ANN001
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_a_peek_during_the_seats_own_step_is_refused_and_reaches_nothing() -> None:
    game = diamantenraub_game(5)
    with serving(game) as (server, table):
        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                boss = await Phone(session, server, token_of(server, 0)).connect()
                assert boss.state["step"] is not None  # the Boss hides diamonds now
                await boss.send({"type": "peek"})
                assert (await boss.recv("error"))["code"] == "not_now"
        run(scenario())
        assert table.peeks == []


def test_a_flood_of_peeks_is_cut_to_a_trickle_and_a_real_look_still_counts() -> None:
    now = [0.0]
    limit = RateLimit(clock=lambda: now[0])
    game = diamantenraub_game(6)
    with serving(game) as (server, table):
        server.peeks = limit
        server.frames = RateLimit(burst=1000, total_burst=1000)  # the peek limit here, not the frame limit

        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                flooder = await Phone(session, server, token_of(server, 3)).connect()
                other = await Phone(session, server, token_of(server, 4)).connect()
                for _ in range(200):
                    await flooder.send({"type": "peek"})
                await flooder.send({"type": "ping"})
                await flooder.recv("pong")
                refused = [m for m in flooder.received if m["type"] == "error"]
                assert len(refused) >= 190 and {m["code"] for m in refused} == {"slow_down"}
                # another seat's real look is not affected by one seat's flood
                await other.send({"type": "peek"})
                await other.send({"type": "ping"})
                await other.recv("pong")
                assert not [m for m in other.received if m["type"] == "error"]
                now[0] += 3.5  # a few seconds later the flooder may look again, like anybody
                await flooder.send({"type": "peek"})
                await flooder.send({"type": "ping"})
                await flooder.recv("pong")
        run(scenario())
        assert table.peeks.count(3) <= limit.burst + 1 and table.peeks.count(4) == 1
        assert server.peeks_refused >= 190


def test_the_table_limit_holds_across_seats() -> None:
    now = [0.0]
    limit = RateLimit(burst=4, total_burst=6, total_per_second=0.5, clock=lambda: now[0])
    assert sum(limit.allow(seat) for seat in range(12)) == 6  # twelve seats at once: six pass
    now[0] += 2.0
    assert limit.allow(11) and not limit.allow(10)


def test_the_app_log_never_outgrows_the_autosave() -> None:
    log = LogModel("en")
    for _ in range(MAX_APP_ENTRIES + 5):
        log.add_app_entry("peek", "Anna")
    assert len(log.app_entries()) == MAX_APP_ENTRIES
    Autosave.model_validate({"game": _a_save(), "flow": {}, "log": [e.model_dump() for e in log.app_entries()]})
    # and a phone's repeated look at the same point of the game adds one line only
    coalesced = LogModel("en")
    assert coalesced.add_app_entry("peek", "Ben", coalesce=True) is not None
    assert coalesced.add_app_entry("peek", "Ben", coalesce=True) is None
    assert coalesced.add_app_entry("peek", "Carla", coalesce=True) is not None
    assert coalesced.add_app_entry("peek", "Ben", coalesce=True) is None
    assert len(coalesced.app_entries()) == 2


def _a_save() -> Any:
    return diamantenraub_game(5).to_save()


def test_a_phone_flooding_peeks_writes_one_line_and_one_save(driver: Any, qtbot: Any, phones_on_loopback: Any,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import gui.games.game_persistence as session_module

    saves: list[int] = []
    real = session_module.write_autosave
    monkeypatch.setattr(session_module, "write_autosave", lambda data: (saves.append(len(data.log)), real(data))[1])
    route = start_with_phones(driver, NAMES[:3])
    route.server.peeks = RateLimit(burst=1000, total_burst=1000)  # the Session's own rule, not the rate limits
    route.server.frames = RateLimit(burst=1000, total_burst=1000)
    phones = PhoneThread(qtbot)
    try:
        connected = connect_all(phones, route, [0, 1, 2])
        for phone in connected.values():
            phones.run(phone.send({"type": "done", "actions": []}))
        qtbot.waitUntil(lambda: driver.session.flow.phase == "table", timeout=5000)
        before_lines, before_saves = len(driver.session.log.app_entries()), len(saves)

        async def flood() -> None:
            for _ in range(60):
                await connected[1].send({"type": "peek"})
            await connected[1].send({"type": "ping"})
            await connected[1].recv("pong")

        phones.run(flood())
        qtbot.waitUntil(lambda: len(driver.session.log.app_entries()) == before_lines + 1, timeout=5000)
        driver.settle()
        assert len(driver.session.log.app_entries()) == before_lines + 1
        assert len(saves) == before_saves + 1
    finally:
        phones.close()


def test_any_failure_to_save_shows_the_notice_and_the_game_plays_on(driver: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import gui.games.game_persistence as session_module

    real = session_module.write_autosave
    failing = {"on": True}

    def write(data: Any) -> None:
        if failing["on"]:
            Autosave.model_validate({"game": "not a save"})  # a pydantic ValidationError, not an OSError
        real(data)

    monkeypatch.setattr(session_module, "write_autosave", write)
    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    assert NOT_SAVED in driver.window.notice_text()
    driver.look_loop()
    owner, slot = driver.choose(("empty",))
    driver.click_chamber(owner, slot)
    assert driver.window.notice_text().count(NOT_SAVED) == 1
    failing["on"] = False
    owner, slot = driver.choose(("empty",))
    driver.click_chamber(owner, slot)
    assert NOT_SAVED not in driver.window.notice_text()


def test_a_flood_of_any_message_is_cut_off_before_it_reaches_the_game() -> None:
    now = [0.0]
    game = diamantenraub_game(5)
    calls: list[int] = []
    with serving(game) as (server, table):
        server.frames = RateLimit(burst=20, per_second=5, total_burst=120, total_per_second=30, clock=lambda: now[0])
        real_snapshot = table.snapshot

        def counting(seat: int) -> Any:
            calls.append(seat)
            return real_snapshot(seat)

        table.snapshot = counting  # type: ignore[method-assign]

        async def scenario() -> None:
            async with aiohttp.ClientSession() as session:
                boss = await Phone(session, server, token_of(server, 0)).connect()
                other = await Phone(session, server, token_of(server, 3)).connect()
                calls.clear()
                for _ in range(300):  # "done" outside its step: each one read would ask the game
                    await other.send({"type": "done", "actions": []})
                await other.ws.send_str("x")  # one more, to know the rest was answered
                async with asyncio.timeout(20):
                    while len([m for m in other.received if m["type"] == "error"]) < 301:
                        await other.recv("error")
                codes = [m["code"] for m in other.received if m["type"] == "error"]
                assert codes.count("slow_down") >= 280 and codes.count("not_now") <= 20
                now[0] += 10  # the Boss plays on, unhindered
                await boss.send({"type": "done", "actions": [{"type": "HideDiamonds", "count": 1}]})
                assert (await boss.recv("state"))["step"] is None
        run(scenario())
        assert server.frames_refused >= 280
        assert len(calls) <= 40  # the refused ones never asked the game
        assert [type(a).__name__ for _, a in table.applied] == ["HideDiamonds"]
