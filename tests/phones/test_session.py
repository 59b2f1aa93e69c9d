"""Phones with the real app: the Session routes private steps to phones, the laptop shows the
table and "Waiting for …'s phone"; curtain seats mixed in; a lost phone moves to the curtain.

The phones are loopback WebSocket clients on a thread of their own (the Qt event loop keeps
running in the test's thread, where the Session answers them).
"""
from __future__ import annotations

import asyncio
import json
import random
import threading
from collections.abc import Coroutine
from typing import Any

import aiohttp
import pytest
from PySide6.QtCore import QCoreApplication, Qt

from engine.serialize import serialize_view
from engine.tempelgold import Open
from gui.phones import laptop
from gui.phones.route import PhoneRoute
from tests.deadline import within
from tests.phones.helpers import Phone, assert_no_leak, hidden_from
from tests.phones.test_games import play_phone

tr = QCoreApplication.translate
NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hugo", "Ida", "Jonas"]


class PhoneThread:
    """An asyncio loop on its own thread for the phones; the test waits while Qt runs."""

    def __init__(self, qtbot: Any) -> None:
        self.qtbot = qtbot
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.session: aiohttp.ClientSession | None = None
        self.run(self._open())

    async def _open(self) -> None:
        self.session = aiohttp.ClientSession()

    def submit(self, coro: Coroutine[Any, Any, Any]) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def run(self, coro: Coroutine[Any, Any, Any], timeout: int = 20000) -> Any:
        future = self.submit(coro)
        self.qtbot.waitUntil(future.done, timeout=timeout)
        return future.result()

    def close(self) -> None:
        if self.session is not None:
            self.run(self.session.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


@pytest.fixture
def phones_on_loopback(monkeypatch: pytest.MonkeyPatch) -> dict[tuple[int, str], set[str]]:
    """Loopback only, any free port; and the leak oracle recorded at every snapshot."""
    monkeypatch.setattr(laptop, "HOST", "127.0.0.1")
    monkeypatch.setattr(laptop, "PORT", 0)
    secrets: dict[tuple[int, str], set[str]] = {}
    original = PhoneRoute.snapshot

    def recording(self: PhoneRoute, seat: int) -> Any:
        snap = original(self, seat)
        key = (seat, json.dumps(serialize_view(snap.view)))
        if key not in secrets:  # hidden_from views every seat: only for a view not seen before
            secrets[key] = hidden_from(self.session.game, seat)
        return snap

    monkeypatch.setattr(PhoneRoute, "snapshot", recording)
    return secrets


class Oracle:
    def __init__(self, secrets: dict[tuple[int, str], set[str]]) -> None:
        self.secrets = secrets


def start_with_phones(driver: Driver, names: list[str], game: str | None = None) -> PhoneRoute:  # noqa: F821
    """Start a game of ``names`` (``game``: chosen first; else the start screen's default)
    with every seat choosing its phone; the QR dialog that opens is checked and closed."""
    start = driver.window.start_screen
    if game is not None:
        start.choose_game(game)
    driver.enter_players(names)
    assert start.screens() == {}  # every seat on the curtain by default
    for row in range(len(names)):
        start.set_screen(row, "phone")
    driver.click_start()
    route = driver.session.private_route
    assert isinstance(route, PhoneRoute) and route.server is not None
    assert route.server.host == "127.0.0.1"
    dialog = route.laptop.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == tr("PhonesDialog", "Phones as private screens")
    dialog.reject()
    return route


def laptop_plays(driver: Any, rng: random.Random, curtain_seats: set[int], checks: list[str] | None) -> None:
    """The laptop's side until the end: curtain seats, the round banner, the table's clicks.
    With ``checks`` the waiting banner is checked (and its texts kept there) whenever the
    phones look; ``None`` leaves the banner to other tests."""
    session, qtbot = driver.session, driver.qtbot
    for _ in within(180, "the laptop's side to end"):
        if driver.game.outcome() is not None:
            break
        table = session.table

        def ready() -> bool:
            if driver.game.outcome() is not None or driver.curtain.handoff is not None:
                return True
            phase = session.flow.phase
            return table is not None and (phase == "round_over" or (phase == "table" and table.is_interactive()))

        qtbot.waitUntil(ready, timeout=20000)
        if driver.game.outcome() is not None:
            break
        if driver.curtain.handoff is not None:
            seat = session.private_step.seat
            assert driver.curtain.handoff.player_name == driver.game.name(seat)
            assert seat in curtain_seats, f"{driver.game.name(seat)} has a phone but got the curtain"
            driver.reveal()
            driver.hide()
            continue
        if session.flow.phase == "round_over":
            qtbot.mouseClick(table.banner.button, Qt.MouseButton.LeftButton)
            driver.settle()
            route = session.private_route
            if checks is not None and route.waiting_for() and route.handles(session.step.seat):
                # phones look now: the laptop shows the table and says whom it waits for
                checks.append(route.laptop.banner.waiting_text())
                waiting = ", ".join(driver.game.name(s) for s in route.waiting_for())
                many = tr("WaitingBanner", "Waiting for the phones of {names}").format(names=waiting)
                one = tr("WaitingBanner", "Waiting for {name}'s phone").format(name=waiting)
                assert checks[-1] in (many, one)
                assert driver.window.stack.currentWidget() is table and not driver.curtain.is_up
                driver.check_privacy(None)
            continue
        owner, slot = driver.choose(rng.choice([("gold",), ("empty",), ("trap",)]))
        # the table's own signal for a click on that chamber (the mouse hit-testing of the
        # fanned rows is tested in tests/gui; here it only made the test flaky under load)
        holder = driver.game.public_view().key_holder
        before = len(driver.game.public_view().opened)
        table.actionRequested.emit(holder, Open(owner, slot))
        qtbot.waitUntil(lambda: len(driver.game.public_view().opened) == before + 1, timeout=5000)
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        driver.check_privacy(None)
    driver.settle(5)
    assert driver.game.outcome() is not None


def connect_all(phones: PhoneThread, route: PhoneRoute, seats: list[int]) -> dict[int, Phone]:
    async def connect() -> dict[int, Phone]:
        assert phones.session is not None
        return {s: await Phone(phones.session, route.server, route.roster.token(s)).connect() for s in seats}

    return phones.run(connect())


@pytest.mark.long("whole games with up to ten phones")
@pytest.mark.parametrize(("players", "phone_seats"), [(10, list(range(10))), (5, [0, 2, 3])])
def test_a_whole_tempelgold_game_with_phones(driver: Any, qtbot: Any, phones_on_loopback: Any, players: int,
                                             phone_seats: list[int]) -> None:
    names = NAMES[:players]
    route = start_with_phones(driver, names)
    for seat in set(range(players)) - set(phone_seats):
        route.to_curtain(seat)  # these players use the laptop's curtain
    driver.settle()
    phones = PhoneThread(qtbot)
    try:
        connected = connect_all(phones, route, phone_seats)
        for seat, phone in connected.items():
            assert phone.name == names[seat]
            assert phone.state["step"] is not None and phone.state["step"]["kind"] == "deal"
        # every phone is asked at the same time, before anyone has looked
        assert set(phone_seats) <= set(route.waiting_for())
        if set(phone_seats) == set(range(players)):
            text = route.laptop.banner.waiting_text()
            assert text == tr("WaitingBanner", "Waiting for the phones of {names}").format(names=", ".join(names))
            assert driver.window.stack.currentWidget() is driver.session.table
            assert not driver.curtain.is_up
        else:  # the laptop's curtain and the phones at the same time: the first curtain
            # seat in the look order is on the laptop now, whoever comes first in that order
            first = next(s for s in driver.session.flow.to_look if s not in phone_seats)
            assert driver.curtain.handoff is not None and driver.curtain.handoff.player_name == names[first]
        driver.check_privacy(None)
        players_done = [phones.submit(play_phone(p, s, random.Random(s))) for s, p in connected.items()]
        checks: list[str] = []
        laptop_plays(driver, random.Random(players), set(range(players)) - set(phone_seats), checks)
        qtbot.waitUntil(lambda: all(f.done() for f in players_done), timeout=20000)
        assert all(f.result() >= 1 for f in players_done)
        if set(phone_seats) == set(range(players)):
            assert checks, "no redeal with the phones looking and the laptop's banner up"
        # the game is over: every phone got its last view, then "over"; the server stopped
        server = connected[phone_seats[0]].server
        qtbot.waitUntil(lambda: route.server is None, timeout=10000)
        from tests.phones.test_lifecycle import assert_stopped

        assert_stopped(server, server.host, server.port)
        for seat, phone in connected.items():
            assert phones.run(phone.recv())["type"] == "over"
            assert phone.state["view"]["public"]["outcome"] is not None
            assert assert_no_leak(seat, Oracle(phones_on_loopback), phone.received) > 2
    finally:
        phones.close()
    driver.session.close_game()
    assert route.server is None


def test_a_lost_phone_moves_to_the_curtain_and_its_old_link_fails(driver: Any, qtbot: Any,
                                                                   phones_on_loopback: Any) -> None:
    route = start_with_phones(driver, NAMES[:3])
    first = driver.session.flow.to_look[0]
    old = route.roster.token(first)
    phones = PhoneThread(qtbot)
    try:
        phone = connect_all(phones, route, [first])[first]
        assert phone.state["step"]["kind"] == "deal"
        route.to_curtain(first)  # the phone is lost
        assert phones.run(phone.recv())["type"] == "revoked"
        qtbot.waitUntil(lambda: driver.curtain.handoff is not None, timeout=5000)
        assert driver.curtain.handoff.player_name == NAMES[first]
        driver.reveal()
        driver.hide()

        async def refused() -> int:
            async with phones.session.get(f"{route.server.base_url}/api/hello",
                                          headers={"Authorization": f"Bearer {old}"}) as reply:
                return reply.status, (await reply.json())["code"]

        assert phones.run(refused()) == (403, "revoked")
        # ... and back onto a new phone
        route.new_phone(first)
        again = connect_all(phones, route, [first])[first]
        assert again.name == NAMES[first] and again.state["step"] is None
    finally:
        phones.close()


def test_the_page_holds_and_dwells_as_long_as_the_curtain(driver: Any, qtbot: Any, phones_on_loopback: Any,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The phone's welcome carries the laptop's hold and minimum dwell (``timings``, read
    when the game starts): the page's reveal and its "Done" wait as long as the curtain's."""
    from gui.curtain import timings

    monkeypatch.setattr(timings, "HOLD_MS", 640)
    monkeypatch.setattr(timings, "MIN_DWELL_MS", 1700)
    route = start_with_phones(driver, NAMES[:3])
    phones = PhoneThread(qtbot)
    try:
        phone = connect_all(phones, route, [0])[0]
        welcome = next(message for message in phone.received if message["type"] == "welcome")
        assert (welcome["hold_ms"], welcome["dwell_ms"]) == (640, 1700)
    finally:
        phones.close()


def test_a_peek_on_the_phone_is_logged_for_the_table(driver: Any, qtbot: Any, phones_on_loopback: Any) -> None:
    route = start_with_phones(driver, NAMES[:3])
    phones = PhoneThread(qtbot)
    try:
        connected = connect_all(phones, route, [0, 1, 2])
        for seat, phone in connected.items():
            phones.run(phone.send({"type": "done", "actions": []}))
        qtbot.waitUntil(lambda: driver.session.flow.phase == "table", timeout=5000)
        before = len(driver.session.log.app_entries())
        phones.run(connected[1].send({"type": "peek"}))
        qtbot.waitUntil(lambda: len(driver.session.log.app_entries()) == before + 1, timeout=5000)
        assert driver.session.log.app_entries()[-1].name == NAMES[1]
    finally:
        phones.close()


def test_reconnect_mid_step_and_an_old_games_link_after_a_new_game(driver: Any, qtbot: Any,
                                                                   phones_on_loopback: Any) -> None:
    """A phone that locks mid-step finds its step again; a new game (not "Play again",
    which keeps the links: the test below) gives new links, and an old one says so."""
    route = start_with_phones(driver, NAMES[:3])
    phones = PhoneThread(qtbot)
    try:
        phone = connect_all(phones, route, [1])[1]
        before = phone.state
        assert before["step"]["kind"] == "deal"
        phones.run(phone.close())  # the phone locks in the middle of its look
        qtbot.waitUntil(lambda: 1 not in route.connected, timeout=5000)
        again = connect_all(phones, route, [1])[1]
        assert again.state == before  # exactly where it was
        old = route.roster.token(1)
        driver.session.start_game(driver.session.request)  # a new game (the start screen's): new links
        new_route = driver.session.private_route
        assert new_route is not route and route.server is None
        new_route.laptop.dialog.reject()

        async def hello(token: str) -> tuple[int, dict[str, Any]]:
            async with phones.session.get(f"{new_route.server.base_url}/api/hello",
                                          headers={"Authorization": f"Bearer {token}"}) as reply:
                return reply.status, await reply.json()

        status, data = phones.run(hello(old))
        assert (status, data["code"]) == (403, "old_game")
        status, data = phones.run(hello(new_route.roster.token(1)))
        assert status == 200 and data["name"] == driver.game.name(1)
    finally:
        phones.close()


def expected_status(driver: Any, route: PhoneRoute, curtain_seats: set[int]) -> tuple[str, str]:
    """What the laptop must say now, worked out from the flow and the phones that have not
    pressed "Done" (not from the app's own status code): ``("handoff", text)`` while a curtain
    seat is still to look (its hand-off screen is up), else ``("banner", text)``."""
    flow, game = driver.session.flow, driver.game
    laptop = [game.name(s) for s in flow.to_look if s in curtain_seats]
    phones = [game.name(s) for s in sorted(flow.to_look) if s not in curtain_seats and s in route.waiting_for()]
    if laptop:
        parts = [tr("HandOffScreen", "{names} on the laptop").format(names=", ".join(laptop))]
        if len(phones) == 1:
            parts.append(tr("HandOffScreen", "{name} on their phone").format(name=phones[0]))
        elif phones:
            parts.append(tr("HandOffScreen", "{names} on their phones").format(names=", ".join(phones)))
        return "handoff", tr("HandOffScreen", "Still to do: {parts}").format(parts=" · ".join(parts))
    if len(phones) == 1:
        return "banner", tr("WaitingBanner", "Waiting for {name}'s phone").format(name=phones[0])
    return "banner", tr("WaitingBanner", "Waiting for the phones of {names}").format(names=", ".join(phones))


def assert_status(driver: Any, route: PhoneRoute, curtain_seats: set[int]) -> str:
    """The laptop's status line names exactly who is still to look, and where."""
    where, text = expected_status(driver, route, curtain_seats)
    curtain = driver.curtain
    if where == "handoff":
        first = next(s for s in driver.session.flow.to_look if s in curtain_seats)
        assert curtain.handoff is not None, "a curtain seat still has to look, but no hand-off is up"
        assert curtain.handoff.player_name == driver.game.name(first)
        assert curtain.handoff.status_text() == text
        assert curtain.handoff.isVisible()
    else:
        assert not curtain.is_up and driver.window.stack.currentWidget() is driver.session.table
        assert route.laptop.banner.waiting_text() == text and route.laptop.banner.isVisible()
    return text


def test_curtain_seats_look_while_the_phones_are_open_and_the_status_says_who_is_left(
        driver: Any, qtbot: Any, phones_on_loopback: Any) -> None:
    """Tempelgold, 10 players, 5 on phones and 5 on the curtain, interleaved: every curtain
    seat looks on the laptop while all 5 phones still have their look open (one phone
    finishes in the middle, while a hand-off screen is up); the table comes only when every
    seat has looked; the status line is right after every single change."""
    names = NAMES[:10]
    phone_seats, curtain_seats = [0, 2, 4, 6, 8], {1, 3, 5, 7, 9}
    route = start_with_phones(driver, names)
    for seat in sorted(curtain_seats):
        route.to_curtain(seat)
    driver.settle()
    phones = PhoneThread(qtbot)
    try:
        connected = connect_all(phones, route, phone_seats)
        assert all(p.state["step"]["kind"] == "deal" for p in connected.values())
        assert set(route.waiting_for()) == set(phone_seats)  # every phone at once
        seen = [assert_status(driver, route, curtain_seats)]
        looked: list[int] = []
        while any(s in curtain_seats for s in driver.session.flow.to_look):
            seat = next(s for s in driver.session.flow.to_look if s in curtain_seats)
            if len(looked) == 2:  # a phone finishes while a curtain seat's hand-off is up
                phones.run(connected[4].send({"type": "done", "actions": []}))
                qtbot.waitUntil(lambda: 4 not in route.waiting_for(), timeout=5000)
                seen.append(assert_status(driver, route, curtain_seats))
            driver.reveal()
            assert driver.curtain.is_private
            driver.hide()
            looked.append(seat)
            driver.settle()
            seen.append(assert_status(driver, route, curtain_seats))
        assert sorted(looked) == sorted(curtain_seats)
        assert set(route.waiting_for()) == {0, 2, 6, 8}  # the other phones are still open
        assert driver.session.flow.phase == "look"  # no table before every seat has looked
        for seat in (8, 0, 6, 2):
            phones.run(connected[seat].send({"type": "done", "actions": []}))
            qtbot.waitUntil(lambda s=seat: s not in route.waiting_for(), timeout=5000)
            driver.settle()
            if route.waiting_for():
                seen.append(assert_status(driver, route, curtain_seats))
        qtbot.waitUntil(lambda: driver.session.flow.phase == "table", timeout=5000)
        assert not route.laptop.banner.waiting_text()
        assert driver.session.table.is_interactive()
        assert len(set(seen)) == len(seen) >= 10  # every change was shown
        driver.check_privacy(None)
    finally:
        phones.close()


def play_mixed_diamantenraub(driver: Any, qtbot: Any, rng: random.Random, curtain_seats: set[int]) -> None:
    """The laptop's side of a mixed Diamantenraub game until the end: each curtain seat's
    private step through the real curtain, and random legal clicks on the table. The phone
    seats are answered by their phones meanwhile (``play_phone``)."""
    from gui.games.clicks import click

    session = driver.session
    for _ in within(120, "the mixed Diamantenraub game to end"):
        game = session.game
        if game.outcome() is not None:
            return
        qtbot.waitUntil(lambda: session.game.outcome() is not None or driver.curtain.handoff is not None
                        or (session.table is not None and session.table.is_interactive() and not session.busy),
                        timeout=20000)
        if game.outcome() is not None:
            return
        if driver.curtain.handoff is not None:
            step = session.private_step
            assert step is not None and step.seat in curtain_seats, "a phone seat got the curtain"
            qtbot.waitUntil(lambda: not driver.curtain.handoff.is_locked(), timeout=5000)
            driver.curtain.reveal_now()
            frame = driver.curtain.private
            assert frame is not None
            session.ui.autoplayer().choose_private(frame.content, rng)
            qtbot.waitUntil(frame.finishes, timeout=5000)
            click(frame.hide_button)
            qtbot.waitUntil(lambda s=step: session.private_step is not s, timeout=5000)
            continue
        seat = rng.choice(sorted(game.pending_seats()))
        before = len(game.history)
        session.table.actionRequested.emit(seat, rng.choice(game.legal_actions(seat)))
        # "at least one": the loop needs to know that the game moved on, not by how much (the wait
        # for exactly one timed out once in a full run; its cause was not found)
        qtbot.waitUntil(lambda: len(game.history) > before, timeout=5000)


def test_play_again_keeps_each_players_phone_and_curtain_seat_as_the_seats_rotate(
        driver: Any, qtbot: Any, phones_on_loopback: Any) -> None:
    """Issue 19 §13. Diamantenraub, five players, Ben and Dan on phones, the others on the
    curtain. After the end, "Play again" with Dan as the next Boss rotates the seats (Dan
    sits first): no QR code is shown again, the server listens where the phones know it,
    Ben's and Dan's old links open *their* new seats (and only those: each phone gets its
    own player's view), and the three others stay on the curtain without being set again."""
    from gui.games.registry import has_ui

    if not has_ui("diamantenraub"):
        pytest.skip("the Diamantenraub GUI is not in the tree")
    from tests.phones.test_games import play_phone

    names = NAMES[:5]
    route = start_with_phones(driver, names, "diamantenraub")
    session = driver.session
    ben, dan = names.index("Ben"), names.index("Dan")
    for seat in set(range(5)) - {ben, dan}:
        route.to_curtain(seat)  # Anna, Carla and Eva use the laptop's curtain
    driver.settle()
    tokens = {names[s]: route.roster.token(s) for s in (ben, dan)}
    codes = {names[s]: route.roster.code(s) for s in (ben, dan)}
    host, port = route.server.host, route.server.port
    phones = PhoneThread(qtbot)
    try:
        connected = connect_all(phones, route, [ben, dan])
        played = [phones.submit(play_phone(p, s, random.Random(s))) for s, p in connected.items()]
        play_mixed_diamantenraub(driver, qtbot, random.Random(7), set(range(5)) - {ben, dan})
        qtbot.waitUntil(lambda: all(f.done() for f in played), timeout=20000)
        for future in played:
            future.result()
        qtbot.waitUntil(lambda: route.server is None, timeout=10000)  # the end: the server stopped
        for phone in connected.values():
            assert phones.run(phone.recv("over"))["type"] == "over"
        qtbot.waitUntil(lambda: session.end_screen is not None
                        and driver.window.stack.currentWidget() is session.end_screen, timeout=10000)
        end = session.end_screen
        end.boss_choice.setCurrentIndex(end.boss_choice.findData(dan))
        qtbot.mouseClick(end.again_button, Qt.MouseButton.LeftButton)  # "Play again", Dan is the Boss
        driver.settle()
        game = session.game
        assert game is not None and game.outcome() is None
        new_players = list(game.public_view().players)
        assert new_players == ["Dan", "Eva", "Anna", "Ben", "Carla"]  # Dan sits first, the order kept
        new_route = session.private_route
        assert isinstance(new_route, PhoneRoute) and new_route is not route
        assert new_route.laptop.dialog is None, "Play again showed the QR codes again"
        assert (new_route.server.host, new_route.server.port) == (host, port)
        seat_of = {name: new_players.index(name) for name in names}
        for name in names:  # the phones follow their players; the curtain seats stay the curtain
            assert new_route.handles(seat_of[name]) == (name in tokens), name
        for name, token in tokens.items():
            assert new_route.roster.token(seat_of[name]) == token
            assert new_route.roster.code(seat_of[name]) == codes[name]
        # the old links, unchanged, open the players' new seats: the phones just connect again
        again: dict[int, Phone] = {}
        for name, token in tokens.items():
            again[seat_of[name]] = phones.run(Phone(phones.session, new_route.server, token).connect())
        for seat, phone in again.items():
            assert phone.name == new_players[seat]
            assert phone.received[0]["seat"] == seat and phone.state["view"]["seat"] == seat
        # the next game runs with them: the new Boss's hide is on Dan's phone, nothing on the curtain
        assert again[seat_of["Dan"]].state["step"]["kind"] == "hide"
        assert again[seat_of["Ben"]].state["step"] is None
        assert new_route.waiting_for() == [seat_of["Dan"]] and not driver.curtain.is_up
        assert new_route.laptop.banner.waiting_text() == tr("WaitingBanner", "Waiting for {name}'s phone").format(name="Dan")
        from tests.phones.test_games import choose

        dan_phone = again[seat_of["Dan"]]
        phones.run(dan_phone.send({"type": "done",
                                   "actions": choose(dan_phone.state["step"], dan_phone.state["view"], random.Random(1))}))
        # Eva (a curtain seat, now seat 1) takes next, on the laptop's curtain as before
        qtbot.waitUntil(lambda: driver.curtain.handoff is not None, timeout=5000)
        assert driver.curtain.handoff.player_name == "Eva"
        phones.run(dan_phone.recv("state"))
        for seat, phone in again.items():
            assert assert_no_leak(seat, Oracle(phones_on_loopback), phone.received) >= 2
    finally:
        phones.close()


def test_play_again_before_the_end_tells_the_phones_next_and_keeps_their_links(
        driver: Any, qtbot: Any, phones_on_loopback: Any) -> None:
    """A rematch called while the game still runs (the Session's API; the app offers it on
    the end screen): the phones are told "next" (their page waits for the new seat, as after
    "over"), and the same links open the same players' seats of the new game."""
    route = start_with_phones(driver, NAMES[:3])
    route.to_curtain(2)
    tokens = {s: route.roster.token(s) for s in (0, 1)}
    phones = PhoneThread(qtbot)
    try:
        phone = connect_all(phones, route, [1])[1]
        driver.session.play_again()
        assert phones.run(phone.recv("next"))["type"] == "next"
        new_route = driver.session.private_route
        assert new_route is not route and new_route.laptop.dialog is None
        assert {s: new_route.roster.token(s) for s in (0, 1)} == tokens and not new_route.handles(2)
        again = phones.run(Phone(phones.session, new_route.server, tokens[1]).connect())
        assert again.name == NAMES[1] and again.state["view"]["seat"] == 1
    finally:
        phones.close()
