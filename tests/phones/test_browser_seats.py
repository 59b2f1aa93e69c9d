"""Issue 31 §4 and §5 in the browsers: a 7-player Diamantenraub game in the real app where
seats 2 and 5 choose their phones on the start screen and the other five the curtain. Each
phone joins with its own seat's code, shown on the laptop only when that player asks for
it and hidden once the phone has joined; the laptop and the phone say which seat the phone
holds; a third phone that types a joined seat's code is refused and the laptop says so;
then the game is played to the end (phones in headless chromium, curtain seats through the
real widgets; every message each phone got is checked against the other seats' secrets).
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from gui.games.clicks import click
from tests.phones.app_browsers import BrowserPhone, Tap, give_all_back, grab, tap, until  # noqa: F401
from tests.phones.app_game import PhoneGame
from tests.phones.browser import give_back, lend_phone, require_browser

pytestmark = pytest.mark.long("a whole 7-player game with two headless-chromium phones")

NAMES = ["Anna", "Ben", "Carla", "Dana", "Emil", "Fritz", "Greta"]
PHONE_SEATS = [1, 4]  # seats 2 and 5, counted from 1 as on the start screen
tr = QCoreApplication.translate


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("KARTENTISCH_PHONE_SHOTS", tmp_path / "shots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _visible_text(dialog: Any) -> str:
    return " ".join(label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog))


def _join_by_code(phone: BrowserPhone, url: str, code: str) -> None:
    phone.driver.get(url + "/")
    phone.wait(lambda: phone.driver.find_element("id", "join").is_displayed(), "the join form")
    phone.driver.find_element("id", "code").send_keys(code)
    phone.driver.find_element("id", "join-button").click()


@pytest.mark.browser_seconds(22)  # its rough time: tests/conftest.py deals the browser tests by it
def test_seven_players_two_chose_phones_each_joins_by_its_own_code_a_third_is_refused(
        driver: Any, tap: Tap, shots: Path) -> None:
    require_browser()
    lang = "de"
    qtbot, window = driver.qtbot, driver.window
    window.set_language(lang)
    window.resize(1280, 720)
    start = window.start_screen
    start.choose_game("diamantenraub")
    start.set_names(NAMES)
    for seat in PHONE_SEATS:  # each of these two players picks "phone" on their own row
        combo = start.players.rows[seat].screen_choice
        combo.setCurrentIndex(combo.findData("phone"))
    assert start.request().screens == {1: "phone", 4: "phone"}
    grab(driver, window, shots / f"laptop-start-seat-screens-{lang}.png")
    click(start.start_button)
    until(qtbot, lambda: window.session.game is not None, "the game")
    session = window.session
    route = session.private_route
    assert [s for s in range(7) if route.handles(s)] == PHONE_SEATS
    dialog = route.laptop.dialog
    assert dialog is not None and dialog.isVisible() and not dialog.code_panel.isVisible()
    phones: dict[int, BrowserPhone] = {}
    intruder = BrowserPhone(qtbot, lend_phone(lang), 1)
    codes: dict[int, str] = {}
    try:
        for seat in PHONE_SEATS:
            card = dialog.cards[seat]
            assert card.show_button.text() == tr("SeatCard", "{name}: show my code").format(name=NAMES[seat])
            click(card.show_button)  # that player asks for their code
            shown = re.search(r"Code: (\w+)", dialog.code.text())
            assert shown is not None and shown.group(1) == route.code(seat)
            codes[seat] = shown.group(1)
            others = [route.code(s) for s in PHONE_SEATS if s != seat]
            assert not any(code and code in _visible_text(dialog) for code in others)  # one code at a time
            if seat == PHONE_SEATS[0]:
                grab(driver, dialog, shots / f"laptop-dialog-one-code-{lang}.png")
            phone = phones[seat] = BrowserPhone(qtbot, lend_phone(lang), seat)
            _join_by_code(phone, route.short_url(), codes[seat])
            phone.wait(lambda p=phone, s=seat: p.text("title") == f"Du bist {NAMES[s]}", "the seat's page")
            phone.wait(lambda p=phone, s=seat: p.text("seat-line") == f"Dieses Handy ist Platz {s + 1} von 7: {NAMES[s]}",
                       "the seat the phone holds")
            until(qtbot, lambda: not dialog.code_panel.isVisible(), "the code hidden once the phone joined")
            assert codes[seat] not in _visible_text(dialog)
            assert card.state.text() == tr("SeatCard", "{name}'s phone holds seat {n}").format(name=NAMES[seat], n=seat + 1)
        phones[PHONE_SEATS[0]].shot(shots / f"phone-seat-line-{lang}.png")
        # a third phone types Ben's code, which Ben's phone has used: refused, and the laptop says so
        _join_by_code(intruder, route.short_url(), codes[1])
        intruder.wait(lambda: "hält schon ein anderes Handy" in intruder.text("status"), "the refusal")
        intruder.shot(shots / f"phone-third-refused-{lang}.png")
        until(qtbot, dialog.problem.isVisible, "the dialog's word about the refusal")
        assert dialog.problem.text() == dialog.refusal_text("Ben")
        notice = tr("Phones", "Another phone tried to join {name}'s seat and was refused.").format(name="Ben")
        until(qtbot, lambda: notice in window.notice.label.text(), "the window's notice")
        grab(driver, dialog, shots / f"laptop-dialog-refused-{lang}.png")
        assert phones[1].message() == "" and route.joined(1)  # Ben's own phone keeps its seat
        dialog.reject()
        driver.settle()
        game = PhoneGame(driver, route, phones, 3107, shots)
        game.run()
        assert session.game.outcome() is not None and session.end_screen is not None
        kinds = {seat: {kind for s, kind in game.steps if s == seat} for seat in PHONE_SEATS}
        assert all("take" in kinds[seat] for seat in PHONE_SEATS), kinds  # each phone took from the treasure
        assert game.play.curtain_steps >= 5  # the Boss and the other takers on the laptop
        game.phones_see_the_end()
    finally:
        give_all_back(phones)
        give_back(intruder.driver)
    tap.check(PHONE_SEATS)
