"""The phone page in a real browser: a whole 3-player Tempelgold game, one browser per seat.

Every seat's phone is its own headless chromium (fresh profile). The players hold the
reveal button, look at their role and chambers (real card pictures from the deck
renderer), press "Done"; the laptop's table is clicked from Python. Screenshots of the
page at 360×740, in German and English, go to ``$KARTENTISCH_PHONE_SHOTS`` (or the test's
temporary folder) to be looked at.
"""
from __future__ import annotations

import os
import random
import time
from pathlib import Path
from typing import Any

import pytest

from gui.cards.elements import ALL_ELEMENTS
from gui.phones.qt_bridge import card_png
from gui.phones.server import CARD_WIDTHS
from tests.phones.browser import new_phone, require_browser
from tests.phones.helpers import RecordingTable, hidden_from, serving, tempelgold_game

WAIT = 15.0


class PictureTable(RecordingTable):
    """Real card pictures, rendered beforehand on the GUI thread (the test's main thread)."""

    pictures: dict[tuple[str, int], bytes] = {}

    def card_png(self, element: str, width: int) -> bytes:
        return self.pictures[(element, width)]


def wait_until(check: Any, what: str, timeout: float = WAIT) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = check()
        if result:
            return result
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def text(driver: Any, element_id: str) -> str:
    return driver.find_element("id", element_id).text


def hold_to_reveal(driver: Any) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    button = driver.find_element("id", "reveal")
    ActionChains(driver).click_and_hold(button).pause(1.1).release().perform()
    wait_until(lambda: driver.find_element("id", "private").is_displayed(), "the private area")


def pictures_loaded(driver: Any) -> bool:
    return bool(driver.execute_script(
        "const imgs=[...document.querySelectorAll('#secret img')];"
        "return imgs.length>0 && imgs.every(i=>i.complete && i.naturalWidth>1);"
    ))


@pytest.fixture
def picture_table(qapp: Any) -> type[PictureTable]:  # noqa: ANN401
    from gui.cards import DeckRenderer

    renderer = DeckRenderer()
    PictureTable.pictures = {(e, w): card_png(renderer, e, w) for e in ALL_ELEMENTS for w in CARD_WIDTHS[1:3]}
    return PictureTable


def test_three_browsers_play_a_whole_tempelgold_game(picture_table: type[PictureTable], tmp_path: Path) -> None:
    require_browser()
    shots = Path(os.environ.get("KARTENTISCH_PHONE_SHOTS", tmp_path / "shots"))
    shots.mkdir(parents=True, exist_ok=True)
    game = tempelgold_game(3, seed=11)
    rng = random.Random(11)
    phones: list[Any] = []
    import tests.phones.helpers as helpers

    original = helpers.RecordingTable
    helpers.RecordingTable = picture_table  # the server fixture builds this table
    try:
        with serving(game, language="de") as (server, table):
            server.dwell_ms = 300
            try:
                for seat in range(3):
                    phones.append(new_phone(tmp_path / f"phone{seat}"))
                    phones[-1].get(server.link(seat))
                for seat, driver in enumerate(phones):
                    name = game.public_view().players[seat]
                    wait_until(lambda d=driver, n=name: text(d, "title") == f"Du bist {n}", f"'Du bist {name}'")
                looks = play(game, table, server, phones, rng, shots)
            finally:
                for driver in phones:
                    driver.quit()
    finally:
        helpers.RecordingTable = original
    assert game.outcome() is not None
    assert looks == 3 * game.public_view().round
    for name in ("phone-de-hidden.png", "phone-de-revealed.png", "phone-en-hidden.png", "phone-en-revealed.png"):
        assert (shots / name).stat().st_size > 1000


def play(game: Any, table: PictureTable, server: Any, phones: list[Any], rng: random.Random, shots: Path) -> int:
    """Rounds: every phone has its look pending at once; each reveals, checks, presses Done."""
    looks = 0
    for _ in range(200):
        if game.outcome() is not None:
            break
        if table.table_ready():
            seat = rng.choice(sorted(game.pending_seats()))
            table.click(seat, rng.choice(game.legal_actions(seat)))
            continue
        # all three phones are asked at the same time, before anyone has looked
        for driver in phones:
            wait_until(lambda d=driver: "dran" in text(d, "step") or "turn" in text(d, "step"), "the look step")
        for seat, driver in enumerate(phones):
            first = looks == 0 and seat == 0
            if looks == 3 and seat == 0:  # round 2: the app switches to English
                table.language = "en"
                server.state_changed()
                wait_until(lambda d=driver: text(d, "title").startswith("You are"), "English")
            lang = "en" if table.language == "en" else "de"
            shoot = first or (looks == 3 and seat == 0)
            if shoot:
                driver.save_screenshot(str(shots / f"phone-{lang}-hidden.png"))
            assert not driver.find_element("id", "private").is_displayed()
            hold_to_reveal(driver)
            check_private(game, seat, driver)
            wait_until(lambda d=driver: pictures_loaded(d), "card pictures")
            if shoot:
                driver.save_screenshot(str(shots / f"phone-{lang}-revealed.png"))
            done = driver.find_element("id", "done")
            wait_until(done.is_enabled, "Done after the dwell")
            done.click()
            wait_until(lambda s=seat: table.step(s) is None, "the look to be recorded")
            assert not driver.find_element("id", "private").is_displayed()
            assert driver.find_element("id", "secret").get_attribute("innerHTML") == ""  # removed, not hidden
            looks += 1
    return looks


def check_private(game: Any, seat: int, driver: Any) -> None:
    """The page shows this seat's role and chamber counts and nothing another seat holds."""
    view = game.view(seat)
    page = driver.find_element("id", "app").text
    assert ("Abenteurer" in page) == (view.role.value == "abenteurer")
    assert ("Wächter" in page) == (view.role.value == "waechter")
    html = driver.page_source
    for secret in hidden_from(game, seat):
        if len(secret) > 3:  # sentences of other seats' private log lines
            assert secret not in html
