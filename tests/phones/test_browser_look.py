"""Whole games as a group plays them, every screen photographed for a person to look at.

Not a check that asserts on pictures: issue 31 asks that whole games be played on the
laptop (at 800×600) and on headless-chromium phones at phone sizes (390×844 and 360×640),
and that every screen be looked at. These runs do the playing and keep a picture of every
state the laptop's window and each phone's page went through, in
``$KARTENTISCH_LOOK/<game>-<players>-<lang>/`` (numbered in the order they were seen).
Without ``KARTENTISCH_LOOK`` the suite does not collect them (tests/phones/conftest.py): the whole games with phones are tested,
with their privacy checks, in ``test_browser_app.py``.

A change is noticed by polling (every 150 ms of the Qt event loop): the laptop's window is
grabbed and kept when its pixels differ from the last kept picture; a phone is
photographed when its page's text, its hidden parts or its step's state changed.
"""
from __future__ import annotations

import hashlib
import os
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gui.games.device_router import COMPUTER_EASY, COMPUTER_STRONG
from tests.phones.app_browsers import BrowserPhone, Tap, start_phone_game, tap, until  # noqa: F401
from tests.phones.app_game import PhoneGame
from tests.phones.browser import new_phone, require_browser

pytestmark = pytest.mark.long("whole games photographed screen by screen")

LOOK = os.environ.get("KARTENTISCH_LOOK")
SIZES = [(390, 844), (360, 640)]
PAGE_STATE = (
    "return [document.body.innerText, document.getElementById('step').className,"
    " [...document.querySelectorAll('[hidden]')].map(e => e.id).join(','),"
    " [...document.querySelectorAll('button')].map(b => b.disabled ? 'd' : 'e').join('')].join('|')"
)


class Looker:
    """Keeps a picture of every new state of the laptop's window, its dialogs and each phone."""

    def __init__(self, window: Any, folder: Path) -> None:
        self.window = window
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self.phones: dict[int, BrowserPhone] = {}
        self.count = 0
        self.paused = False  # while a finger holds a phone's button (a screenshot would cancel the touch)
        self._last: dict[str, str] = {}
        self.timer = QTimer()
        self.timer.setInterval(150)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def _keep(self, key: str, state: str) -> bool:
        if self._last.get(key) == state:
            return False
        self._last[key] = state
        self.count += 1
        return True

    def tick(self) -> None:
        if self.paused:
            return
        for widget in [self.window] + [w for w in QApplication.topLevelWidgets()
                                       if w is not self.window and w.isVisible() and w.isWindow()]:
            picture = widget.grab()
            image = picture.toImage()
            digest = hashlib.sha1(bytes(image.constBits())).hexdigest()
            name = "laptop" if widget is self.window else f"laptop-{type(widget).__name__}"
            if self._keep(name, digest):
                picture.save(str(self.folder / f"{self.count:04d}-{name}.png"))
        for seat, phone in self.phones.items():
            try:
                state = str(phone.script(PAGE_STATE))
            except Exception:  # noqa: BLE001 - a page being replaced: the next tick sees it
                continue
            if self._keep(f"phone{seat}", state):
                phone.driver.save_screenshot(str(self.folder / f"{self.count:04d}-phone{seat}.png"))

    def stop(self) -> None:
        self.timer.stop()


class HeldPhone(BrowserPhone):
    """A phone whose hold is not photographed: Chromium's screenshot ends a touch that is held."""

    looker: Looker | None = None

    def hold_to_reveal(self) -> None:
        assert self.looker is not None
        self.looker.paused = True
        # the button in view first, as a thumb finds it (a claim entered below scrolled it away,
        # and a touch that starts on a page still scrolling is cancelled)
        self.script("document.getElementById('reveal').scrollIntoView({block: 'center'});")
        try:
            super().hold_to_reveal()
        finally:
            self.looker.paused = False
        self.looker.tick()


class LookedGame(PhoneGame):
    """A :class:`PhoneGame` whose phones also speak at the table: each claim form a phone is
    shown is filled in once (a random claim, or "Says nothing" when the form offers it)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._answered: set[tuple[int, str]] = set()
        self._claim_rng = random.Random(7)
        self._both_languages = lambda *_args: None  # type: ignore[method-assign]  # one language a game
        on_table = self.play._on_table

        def table_unless_over() -> None:
            """The table's move, unless the last one just ended the game (the end screen
            replaced the table between the loop's look and the click)."""
            try:
                on_table()
            except RuntimeError:
                if self.session.game.outcome() is None:
                    raise

        self.play._on_table = table_unless_over  # type: ignore[method-assign]

    def phone_step(self, seat: int) -> None:
        self.claims()
        super().phone_step(seat)

    def claims(self) -> None:
        from selenium.webdriver.support.ui import Select

        for seat, phone in self.phones.items():
            try:
                forms = phone.driver.find_elements("css selector", "form.claim")
                for form in forms:
                    boxes = form.find_elements("css selector", "select")
                    key = (seat, ",".join(b.get_attribute("id") for b in boxes) or form.text[:20])
                    if key in self._answered:
                        continue
                    self._answered.add(key)
                    silent = form.find_elements("css selector", "button[type=button]")
                    if silent and self._claim_rng.random() < 0.4:
                        phone.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", silent[0])
                        silent[0].click()
                        continue
                    for box in boxes:
                        options = [o.get_attribute("value") for o in box.find_elements("tag name", "option")]
                        options = [o for o in options if o]
                        if options:
                            Select(box).select_by_value(self._claim_rng.choice(options))
                    send = form.find_element("css selector", "button[type=submit]")
                    phone.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", send)
                    send.click()
                    self.driver.settle(200)
            except Exception:  # noqa: BLE001 - a page being replaced under the hand: try on the next turn
                continue

    def run(self, phone_peek: bool = True) -> None:
        original = self.qtbot.wait

        def wait(ms: int) -> None:
            self.claims()
            original(ms)

        self.qtbot.wait = wait  # the loop's idle turns also let the phones speak
        try:
            super().run(phone_peek)
        finally:
            self.qtbot.wait = original


def look_at_a_game(driver: Any, monkeypatch: pytest.MonkeyPatch, game_id: str, names: list[str], phone_seats: list[int], lang: str,
                   computers: dict[int, str] | None = None, seed: int = 1, phone_peek: bool = True) -> None:
    if not LOOK:
        pytest.skip("set KARTENTISCH_LOOK to a folder to play and photograph whole games")
    require_browser()
    window = driver.window
    driver.window.settings.computer_delay_ms = 300
    window.set_language(lang)
    window.resize(800, 600)
    driver.settle(50)
    if lang != "de":  # its role words are German only; the Tap still holds every message against the secrets
        import tests.phones.app_game as app_game

        monkeypatch.setattr(app_game, "check_private", lambda *_args: None)
    looker = Looker(window, Path(LOOK) / f"{game_id}-{len(names)}-{lang}")
    curtain = {s for s in range(len(names)) if s not in phone_seats and s not in (computers or {})}
    phones: dict[int, BrowserPhone] = {}
    profiles: list[str] = []
    try:
        window.start_screen.choose_game(game_id)
        window.start_screen.set_names(names)
        driver.settle(50)
        looker.tick()
        route = start_phone_game(driver, game_id, names, curtain, None, computers)
        for index, seat in enumerate(phone_seats):
            profile = tempfile.mkdtemp(prefix="kartentisch-look-")
            profiles.append(profile)
            width, height = SIZES[index % len(SIZES)]
            browser = new_phone(Path(profile), width, height, lang)
            phones[seat] = HeldPhone(driver.qtbot, browser, seat)
            phones[seat].looker = looker
            browser.get(route.link(seat))
        looker.phones = phones
        for seat, phone in phones.items():
            phone.wait(lambda p=phone: p.text("title") != "", "the greeting")
        game = LookedGame(driver, route, phones, seed, looker.folder)
        game.run(phone_peek=phone_peek)
        driver.settle(500)
        looker.tick()
        until(driver.qtbot, lambda: route.server is None, "the server to stop")
        driver.settle(500)
        looker.tick()
    finally:
        looker.stop()
        for phone in phones.values():
            try:
                phone.driver.quit()
            except Exception:  # noqa: BLE001
                pass
        import shutil

        for profile in profiles:
            shutil.rmtree(profile, ignore_errors=True)
    print(f"{looker.folder}: {looker.count} pictures")


NAMES = ["Anna", "Ben", "Carla", "Dana", "Emil", "Fiona", "Gustav", "Hanna", "Ida", "Jonas"]


@pytest.mark.timeout(900)
def test_look_diamantenraub_seven_two_phones_de(driver: Any, tap: Tap, monkeypatch: pytest.MonkeyPatch) -> None:
    look_at_a_game(driver, monkeypatch, "diamantenraub", NAMES[:7], [1, 4], "de", seed=3)


@pytest.mark.timeout(900)
def test_look_diamantenraub_five_two_phones_two_computers_en(driver: Any, tap: Tap, monkeypatch: pytest.MonkeyPatch) -> None:
    look_at_a_game(driver, monkeypatch, "diamantenraub", NAMES[:5], [1, 3], "en",
                   computers={2: COMPUTER_STRONG, 4: COMPUTER_EASY}, seed=4)


@pytest.mark.timeout(900)
def test_look_tempelgold_three_one_phone_two_computers_de(driver: Any, tap: Tap, monkeypatch: pytest.MonkeyPatch) -> None:
    look_at_a_game(driver, monkeypatch, "tempelgold", NAMES[:3], [0], "de",
                   computers={1: COMPUTER_STRONG, 2: COMPUTER_EASY}, seed=5)


@pytest.mark.timeout(900)
def test_look_tempelgold_ten_four_phones_de(driver: Any, tap: Tap, monkeypatch: pytest.MonkeyPatch) -> None:
    look_at_a_game(driver, monkeypatch, "tempelgold", NAMES[:10], [1, 3, 6, 8], "de", seed=6,
                   phone_peek=False)  # a peek outside a step is in the 7-seat game
