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
    if game.GAME_ID == "tempelgold":
        assert ("Abenteurer" in page) == (view.role.value == "abenteurer")
        assert ("Wächter" in page) == (view.role.value == "waechter")
    elif view.role is not None:
        words = {"boss": "Boss", "dieb": "Dieb", "getreuer": "Getreuer", "ermittler": "Verdeckter Ermittler",
                 "fahrer": "Fahrer", "revolverheld": "Revolverheld", "strassenkind": "Straßenkind"}
        assert words[view.role.value] in page
    html = driver.page_source
    for secret in hidden_from(game, seat):
        if len(secret) > 3:  # sentences of other seats' private log lines
            assert secret not in html


def test_five_browsers_play_a_whole_diamantenraub_game(picture_table: type[PictureTable], tmp_path: Path) -> None:
    """Every seat's private step (hide, take, the returned treasure) on its own browser."""
    require_browser()
    from selenium.webdriver.common.by import By

    from tests.phones.helpers import diamantenraub_game

    shots = Path(os.environ.get("KARTENTISCH_PHONE_SHOTS", tmp_path / "shots"))
    shots.mkdir(parents=True, exist_ok=True)
    game = diamantenraub_game(5, seed=12)
    rng = random.Random(12)
    import tests.phones.helpers as helpers

    original = helpers.RecordingTable
    helpers.RecordingTable = picture_table
    phones: list[Any] = []
    steps_done: list[str] = []
    try:
        with serving(game, language="en") as (server, table):
            server.dwell_ms = 200
            try:
                for seat in range(5):
                    phones.append(new_phone(tmp_path / f"dphone{seat}"))
                    phones[-1].get(server.link(seat))
                for seat, driver in enumerate(phones):
                    name = game.public_view().players[seat]
                    wait_until(lambda d=driver, n=name: text(d, "title") == f"You are {n}", f"'You are {name}'")
                for _ in range(100):
                    if game.outcome() is not None:
                        break
                    if table.table_ready():
                        seat = rng.choice(sorted(game.pending_seats()))
                        table.click(seat, rng.choice(game.legal_actions(seat)))
                        continue
                    seat = next(s for s in range(5) if table.step(s) is not None)
                    kind = table.step(seat).kind
                    driver = phones[seat]
                    wait_until(lambda d=driver: "Your turn" in text(d, "step"), f"{kind} on seat {seat}")
                    for other, d in enumerate(phones):  # nobody else is asked
                        if other != seat:
                            assert "Your turn" not in text(d, "step")
                    hold_to_reveal(driver)
                    check_private(game, seat, driver)
                    choices = driver.find_elements(By.CSS_SELECTOR, "#choices button.pick, #choices .cards:last-of-type button.cardpick")
                    if kind != "look":
                        assert choices, f"no choice offered for {kind}"
                        rng.choice(choices).click()
                    if kind == "take" and not steps_done.count("shot-take"):
                        wait_until(lambda d=driver: pictures_loaded(d), "card pictures")
                        driver.save_screenshot(str(shots / "phone-en-take.png"))
                        steps_done.append("shot-take")
                    done = driver.find_element("id", "done")
                    wait_until(done.is_enabled, "Done after the choice and the dwell")
                    before = len(table.applied)
                    done.click()
                    wait_until(lambda s=seat, k=kind: table.step(s) is None or table.step(s).kind != k, f"{kind} to be applied")
                    if kind != "look":
                        assert len(table.applied) == before + 1 or kind == "take"
                    steps_done.append(kind)
            finally:
                for driver in phones:
                    driver.quit()
    finally:
        helpers.RecordingTable = original
    assert game.outcome() is not None
    assert steps_done.count("hide") == 1 and steps_done.count("take") == 4 and steps_done.count("look") == 1
