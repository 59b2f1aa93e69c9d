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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from gui.cards.elements import ALL_ELEMENTS
from gui.phones.qt_bridge import card_png
from gui.phones.server import CARD_WIDTHS
from tests.phones.browser import new_phone, require_browser
from tests.phones.helpers import RecordingTable, diamantenraub_game, hidden_from, serving, tempelgold_game, token_of

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
    """The element's text now ("" while the page is being replaced by a navigation)."""
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException

    try:
        return str(driver.find_element("id", element_id).text)
    except (StaleElementReferenceException, NoSuchElementException):
        return ""


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


def shots_dir(tmp_path: Path) -> Path:
    shots = Path(os.environ.get("KARTENTISCH_PHONE_SHOTS", tmp_path / "shots"))
    shots.mkdir(parents=True, exist_ok=True)
    return shots


@contextmanager
def browser_phones(game: Any, language: str, tmp_path: Path, table_class: type[PictureTable],
                   dwell_ms: int) -> Iterator[tuple[Any, PictureTable, list[Any]]]:
    """The server, its table, and one fresh headless browser per seat showing "You are …"."""
    phones: list[Any] = []
    with serving(game, language=language, table_class=table_class) as (server, table):
        server.dwell_ms = dwell_ms
        try:
            for seat in range(game.player_count):
                phones.append(new_phone(tmp_path / f"phone{seat}"))
                phones[-1].get(server.link(seat))
            greeting = "Du bist {}" if language == "de" else "You are {}"
            for seat, driver in enumerate(phones):
                name = greeting.format(game.public_view().players[seat])
                wait_until(lambda d=driver, n=name: text(d, "title") == n, repr(name))
            assert isinstance(table, PictureTable)
            yield server, table, phones
        finally:
            for driver in phones:
                driver.quit()


def test_three_browsers_play_a_whole_tempelgold_game(picture_table: type[PictureTable], tmp_path: Path) -> None:
    require_browser()
    shots = shots_dir(tmp_path)
    game = tempelgold_game(3, seed=11)
    with browser_phones(game, "de", tmp_path, picture_table, dwell_ms=300) as (server, table, phones):
        looks = play(game, table, server, phones, random.Random(11), shots)
        for driver in phones:  # every phone knows the game is over
            wait_until(lambda d=driver: "game is over" in text(d, "step") or "Spiel ist aus" in text(d, "step"), "the end")
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
        if table.random_click(rng):
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
    shots = shots_dir(tmp_path)
    game = diamantenraub_game(5, seed=12)
    with browser_phones(game, "en", tmp_path, picture_table, dwell_ms=200) as (server, table, phones):
        steps_done = play_diamantenraub(game, table, phones, random.Random(12), shots)
    assert game.outcome() is not None
    assert steps_done.count("hide") == 1 and steps_done.count("take") == 4 and steps_done.count("look") == 1


def play_diamantenraub(game: Any, table: PictureTable, phones: list[Any], rng: random.Random, shots: Path) -> list[str]:
    """The phone whose step it is reveals, chooses, presses Done; the laptop clicks the table."""
    from selenium.webdriver.common.by import By

    steps_done: list[str] = []
    for _ in range(100):
        if game.outcome() is not None:
            break
        if table.random_click(rng):
            continue
        seat = next(s for s in range(game.player_count) if table.step(s) is not None)
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
        if kind == "take" and "take" not in steps_done:
            wait_until(lambda d=driver: pictures_loaded(d), "card pictures")
            driver.save_screenshot(str(shots / "phone-en-take.png"))
        done = driver.find_element("id", "done")
        wait_until(done.is_enabled, "Done after the choice and the dwell")
        done.click()
        wait_until(lambda s=seat, k=kind: table.step(s) is None or table.step(s).kind != k, f"{kind} to be applied")
        steps_done.append(kind)
    return steps_done


def test_join_by_short_url_and_code_in_a_browser(tmp_path: Path) -> None:
    """The typed way in: the short address, the 6-character code, then "Du bist Carla"."""
    require_browser()
    game = tempelgold_game(3, seed=13)
    with serving(game, language="de") as (server, table):
        driver = new_phone(tmp_path / "joiner")
        try:
            driver.get(server.base_url + "/")
            wait_until(lambda: driver.find_element("id", "join").is_displayed(), "the join form")
            field = driver.find_element("id", "code")
            field.send_keys("WRONG1")
            driver.find_element("id", "join-button").click()
            wait_until(lambda: text(driver, "status") != "", "the refusal")
            assert "Code" in text(driver, "status") or "code" in text(driver, "status")
            field.clear()
            field.send_keys(server.code(2).lower())
            driver.find_element("id", "join-button").click()
            wait_until(lambda: text(driver, "title") == "Du bist Carla", "'Du bist Carla'")
            assert driver.current_url.endswith("/p#" + token_of(server, 2))
        finally:
            driver.quit()
