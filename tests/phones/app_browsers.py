"""Headless-browser phones for the real app: the main window, the Session and the phone
server of the app, every phone seat a Selenium-driven chromium, curtain seats played
through the real widgets by :class:`gui.checks.selfplay.SelfPlay`.

The Selenium calls run on the test's (the GUI's) thread; every wait is a
``qtbot.waitUntil``, so the Qt event loop keeps turning while a page changes — the
server's thread needs it to answer the phones (it runs every game call on the GUI thread).

Two privacy checks run all the time:

* ``Tap`` records every WebSocket message the server sends, by the seat whose socket it
  went to, and the privacy oracle's secrets of the other seats for every view handed out
  (``tests.phones.helpers.hidden_from``); ``Tap.check`` holds them against each other.
* After every phone step and every laptop step the selfplay oracle scans the laptop's
  window (nothing private of anyone may be on it while phones play).
"""
from __future__ import annotations

import json
import os
import random
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web

from engine.serialize import serialize_view
from gui.games.base import TableStep
from gui.games.clicks import click
from gui.phones import laptop
from gui.phones.route import PhoneRoute
from gui.phones.server import PhoneServer
from tests.phones.browser import give_back, lend_phone, replaced
from tests.phones.helpers import assert_no_leak, hidden_from

WAIT_MS = 30000
GREETING = {"de": "Du bist {}", "en": "You are {}"}
#: The browser tests' pictures (the phone page and the laptop at every kind of step, in
#: both languages: the README's) are taken only when ``KARTENTISCH_PHONE_SHOTS`` names a
#: folder for them. Nothing is asserted on a picture, and the 80 or so a run would take
#: cost the two browser workers about a tenth of their time.
SHOTS = bool(os.environ.get("KARTENTISCH_PHONE_SHOTS"))


def grab(driver: Any, widget: Any, path: Path) -> None:
    """A picture of a laptop widget (the window, a dialog), if pictures are wanted (:data:`SHOTS`)."""
    if SHOTS:
        driver.settle(30)  # the last layout and paint first
        widget.grab().save(str(path))


def until(qtbot: Any, check: Any, what: str, timeout_ms: int = WAIT_MS) -> None:
    """Turn the Qt event loop until ``check()`` is true; fail naming ``what``."""
    try:
        qtbot.waitUntil(lambda: bool(check()), timeout=timeout_ms)
    except Exception as exc:  # pytest-qt's TimeoutError
        raise AssertionError(f"timed out waiting for {what}") from exc


class Tap:
    """Every message each seat's socket was sent, and what that seat must not know."""

    def __init__(self) -> None:
        self.servers: list[PhoneServer] = []
        self.sent: dict[int, list[dict[str, Any]]] = defaultdict(list)
        self.unaddressed: list[dict[str, Any]] = []
        self.secrets: dict[tuple[int, str], set[str]] = {}

    def record(self, ws: web.WebSocketResponse, data: str) -> None:
        message = json.loads(data)
        for server in list(self.servers):
            for seat, socket in list(server.phone_sockets.sockets.items()):
                if socket is ws:
                    self.sent[seat].append(message)
                    return
        self.unaddressed.append(message)  # a replaced socket's last word

    def check(self, seats: list[int]) -> None:
        for message in self.unaddressed:
            assert "view" not in message, "a view went to a socket of no seat"
        for seat in seats:
            assert assert_no_leak(seat, self, self.sent[seat]) > 2  # type: ignore[arg-type]


@pytest.fixture
def tap(monkeypatch: pytest.MonkeyPatch) -> Tap:
    """Loopback only (any free port), and the recording :class:`Tap`."""
    monkeypatch.setattr(laptop, "HOST", "127.0.0.1")
    monkeypatch.setattr(laptop, "PORT", 0)
    found = Tap()
    snapshot, start, send_str = PhoneRoute.snapshot, PhoneServer.start, web.WebSocketResponse.send_str

    def recording_snapshot(self: PhoneRoute, seat: int) -> Any:
        snap = snapshot(self, seat)
        key = (seat, json.dumps(serialize_view(snap.view)))
        if key not in found.secrets:  # hidden_from views every seat: only for a view not seen before
            found.secrets[key] = hidden_from(self.session.game, seat)
        return snap

    def recording_start(self: PhoneServer, *args: Any, **kwargs: Any) -> None:
        found.servers.append(self)
        start(self, *args, **kwargs)

    async def recording_send(self: web.WebSocketResponse, data: str, *args: Any, **kwargs: Any) -> None:
        found.record(self, data)
        await send_str(self, data, *args, **kwargs)

    monkeypatch.setattr(PhoneRoute, "snapshot", recording_snapshot)
    monkeypatch.setattr(PhoneServer, "start", recording_start)
    monkeypatch.setattr(web.WebSocketResponse, "send_str", recording_send)
    return found


class BrowserPhone:
    """One seat's phone: a headless chromium at 360×740 showing the seat's page."""

    def __init__(self, qtbot: Any, driver: Any, seat: int) -> None:
        self.qtbot = qtbot
        self.driver = driver
        self.seat = seat

    def text(self, element_id: str) -> str:
        """The element's text now ("" while a navigation replaces the page)."""
        try:
            return str(self.driver.find_element("id", element_id).text)
        except Exception as exc:  # noqa: BLE001 - only the page-replaced errors are swallowed
            if replaced(exc):
                return ""
            raise

    def script(self, code: str) -> Any:
        return self.driver.execute_script(code)

    def has_turn(self) -> bool:
        return bool(self.script("return document.getElementById('step').classList.contains('turn')"))

    def revealed(self) -> bool:
        return bool(self.script("return !document.getElementById('private').hidden"))

    def message(self) -> str:
        """The full-page message ("withdrawn", "taken over", "game over"), or ""."""
        shown = self.script("return !document.getElementById('message').hidden")
        return self.text("message-text") if shown else ""

    def wait(self, check: Any, what: str) -> None:
        until(self.qtbot, check, f"{what} (seat {self.seat})")

    def hold_to_reveal(self) -> None:
        """Press the reveal button and hold it until the page reveals, then let go: as long as
        the page's hold (the laptop's ``timings.HOLD_MS``, with its welcome), however long
        that is, and the Qt event loop turns meanwhile (the page's peek reaches the app)."""
        from selenium.webdriver.common.action_chains import ActionChains

        button = self.driver.find_element("id", "reveal")
        # duration 0: the finger lands on the button at once (Selenium's default glides there
        # for 250 ms first, a fixed wait in every hold)
        ActionChains(self.driver, duration=0).click_and_hold(button).perform()
        try:
            self.wait(self.revealed, "the private area")
        finally:
            ActionChains(self.driver, duration=0).release().perform()

    def pictures_loaded(self) -> bool:
        """The private area is drawn and every card picture in it has loaded. A seat may
        have no picture to load: Diamantenraub's treasure can reach the last seat empty
        (which seat gets an empty one depends on the random taps before it)."""
        return bool(self.script(
            "const area=document.getElementById('secret');"
            "const imgs=[...document.querySelectorAll('#secret img, #choices img')];"
            "return !!area && area.children.length>0 && imgs.every(i=>i.complete && i.naturalWidth>1);"
        ))

    def choose(self, rng: random.Random) -> bool:
        """One random choice among the step's buttons (a take, a number to hide)."""
        from selenium.webdriver.common.by import By

        buttons = self.driver.find_elements(
            By.CSS_SELECTOR,
            "#choices button.pick:enabled, #choices .picker button, #choices .cards:last-of-type button.cardpick",
        )
        if buttons:
            button = rng.choice(buttons)
            # As a thumb does: scroll it to the middle first. The page's "Hide"/"Done" row stays
            # at the bottom of the screen (style.css), over what scrolls under it.
            self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
            button.click()
        return bool(buttons)

    def shot(self, path: Path) -> None:
        """A picture of the page, if pictures are wanted (:data:`SHOTS`)."""
        if SHOTS:
            self.driver.save_screenshot(str(path))


def open_phones(qtbot: Any, route: PhoneRoute, names: list[str], seats: list[int], lang: str) -> dict[int, BrowserPhone]:
    """A browser per phone seat (:func:`lend_phone`), each opening its seat's link; all say "You are …"."""
    phones: dict[int, BrowserPhone] = {}
    for seat in seats:
        link = route.link(seat)
        assert link is not None
        phones[seat] = BrowserPhone(qtbot, lend_phone(lang), seat)
        phones[seat].driver.get(link)
    for seat, phone in phones.items():
        name = GREETING[lang].format(names[seat])
        phone.wait(lambda p=phone, n=name: p.text("title") == n, repr(name))
    return phones


def give_all_back(phones: dict[int, BrowserPhone]) -> None:
    for phone in phones.values():
        give_back(phone.driver)


def start_phone_game(driver: Any, game_id: str, names: list[str], curtain_seats: set[int],
                     shots: Path | None = None, computers: dict[int, str] | None = None) -> PhoneRoute:
    """The start screen where every seat but ``curtain_seats`` and ``computers`` (seat → the
    computer's screen kind) chooses its phone (with the seat row's own control); the QR
    dialog that opens is checked and closed."""
    computers = computers or {}
    window = driver.window
    start = window.start_screen
    start.choose_game(game_id)
    start.set_names(names)
    assert start.screens() == {}  # every seat on the curtain by default
    for seat in range(len(names)):
        if seat not in curtain_seats:
            combo = start.players.rows[seat].screen_choice
            combo.setCurrentIndex(combo.findData(computers.get(seat, "phone")))
    click(start.start_button)
    until(driver.qtbot, lambda: window.session.game is not None, "the game")
    route = window.session.private_route
    assert isinstance(route, PhoneRoute) and route.server is not None and route.server.running
    assert route.server.host == "127.0.0.1"
    dialog = route.laptop.dialog
    assert dialog is not None and dialog.isVisible()
    for seat in range(len(names)):
        on_phone = seat not in curtain_seats and seat not in computers
        assert route.handles(seat) == on_phone
        assert (route.link(seat) is None) == (not on_phone)
    # The dialog takes the focus before it is closed, as it does for a person. Closed in the
    # same turn of the event loop, its activation came after its close, and the offscreen
    # platform kept the hidden dialog as the active window: the main window could not be
    # activated again, and the self-play's Escape on a private screen reached nothing.
    until(driver.qtbot, dialog.isActiveWindow, "the phones dialog to be active")
    if shots is not None:
        grab(driver, dialog, shots / f"laptop-{game_id}-dialog-{window.settings.language}.png")
    dialog.reject()
    driver.settle()
    return route
