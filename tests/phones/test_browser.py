"""The phone page in a real browser, on the bare server: joining by the short URL and code.

The whole games in a browser run against the real app: ``test_browser_app.py``. This
module also holds the page checks both use (``check_private``).
"""
from __future__ import annotations

import time
from typing import Any

from tests.phones.browser import give_back, lend_phone, replaced, require_browser
from tests.phones.helpers import hidden_from, serving, tempelgold_game, token_of

WAIT = 15.0


def wait_until(check: Any, what: str, timeout: float = WAIT) -> Any:
    """Poll ``check()`` until it is true or the deadline passes; an element that a navigation
    replaced while ``check`` looked at it counts as "not yet"."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            result = check()
        except Exception as exc:  # noqa: BLE001 - only the page-replaced errors are swallowed
            if not replaced(exc):
                raise
            result = None
        if result:
            return result
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def text(driver: Any, element_id: str) -> str:
    """The element's text now ("" while the page is being replaced by a navigation).

    A node replaced between finding and reading it is not always reported as stale:
    Chromium also answers "Node with given id does not belong to the document"."""
    try:
        return str(driver.find_element("id", element_id).text)
    except Exception as exc:  # noqa: BLE001 - only the page-replaced errors are swallowed
        if replaced(exc):
            return ""
        raise


def check_private(game: Any, seat: int, driver: Any) -> None:
    """The page shows this seat's role and chamber counts and nothing another seat holds."""
    view = game.view(seat)
    page = driver.find_element("id", "secret").text  # the private area (the public claims board may name roles too)
    # a role's name in the page's language: German or English (a twelve-seat English game once
    # failed here on "Street Kid", this check knowing only "Straßenkind")
    if game.GAME_ID == "tempelgold":
        names = {"abenteurer": ("Abenteurer", "Adventurer"), "waechter": ("Wächter", "Guardian")}
        for role, words in names.items():
            assert any(word in page for word in words) == (view.role.value == role), (role, page)
    elif view.role is not None:
        words = {"boss": ("Boss",), "dieb": ("Dieb", "Thief"), "getreuer": ("Getreuer", "Henchman"),
                 "ermittler": ("Verdeckter Ermittler", "Undercover Agent"), "fahrer": ("Fahrer", "Driver"),
                 "revolverheld": ("Revolverheld", "Gunslinger"), "strassenkind": ("Straßenkind", "Street Kid")}
        assert any(word in page for word in words[view.role.value]), (view.role.value, page)
    html = driver.page_source
    for secret in hidden_from(game, seat):
        if len(secret) > 3:  # sentences of other seats' private log lines
            assert secret not in html


def test_join_by_short_url_and_code_in_a_browser() -> None:
    """The typed way in: the short address, the 6-character code, then "Du bist Carla"."""
    require_browser()
    game = tempelgold_game(3, seed=13)
    with serving(game, language="de") as (server, table):
        driver = lend_phone()  # this worker's kept browser, wiped, or a new one
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
            give_back(driver)


def test_a_wrong_link_offers_the_code_field_and_the_join_page_speaks_the_laptops_language() -> None:
    """The laptop plays in English, the phone's browser is German: the join page, a wrong
    link's page and a withdrawn link's page are English, like a seat's page; a wrong or
    withdrawn link says why and offers the field for the laptop's code, which joins."""
    require_browser()
    game = tempelgold_game(3, seed=14)
    with serving(game, language="en") as (server, table):
        driver = lend_phone("de")
        try:
            driver.get(server.base_url + "/")
            wait_until(lambda: driver.find_element("id", "join").is_displayed(), "the join form")
            assert text(driver, "title") == "Join a game"  # the laptop's language, not the browser's
            assert driver.execute_script("return document.documentElement.lang") == "en"

            driver.get(server.base_url + "/p#not-a-link-of-this-game")
            wait_until(lambda: driver.find_element("id", "message").is_displayed(), "the refusal")
            assert text(driver, "message-text") == "This link does not open a seat of the game on this laptop."
            wait_until(lambda: driver.find_element("id", "code").is_displayed(), "the code field under it")
            driver.find_element("id", "code").send_keys(server.code(2))
            driver.find_element("id", "join-button").click()
            wait_until(lambda: text(driver, "title") == "You are Carla", "'You are Carla'")

            old_link = server.link(1)
            assert old_link is not None
            server.revoke(1)  # Ben's phone was lost: his old link is withdrawn on the laptop
            # From here this browser plays Ben's new phone: a phone holding Carla's seat may not
            # hold Ben's too (one phone, one seat), so it forgets its device id (a new phone).
            driver.execute_script("localStorage.removeItem('kartentisch-device');")
            driver.get(old_link)
            wait_until(lambda: text(driver, "message-text") == "This link was withdrawn on the laptop. Ask for a new one.",
                       "the withdrawn message")
            server.issue(1)  # the laptop's "New phone": a new code to type
            wait_until(lambda: driver.find_element("id", "code").is_displayed(), "the code field under it")
            driver.find_element("id", "code").send_keys(server.code(1))
            driver.find_element("id", "join-button").click()
            wait_until(lambda: text(driver, "title") == "You are Ben", "'You are Ben'")
        finally:
            give_back(driver)
