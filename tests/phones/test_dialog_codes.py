"""The phones dialog with the real app (issue 31 §4, §5): only the seats that chose a phone
on the start screen get one; the dialog shows one seat's code at a time, by that seat's own
button, and hides it once that phone has joined; the laptop and the phone say which seat
the phone holds; a second phone for a joined seat is refused and the laptop says so. The
start screen remembers each player's screen."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from gui.games.clicks import click
from tests.phones.helpers import Phone, hello
from tests.phones.test_session import NAMES, PhoneThread, phones_on_loopback  # noqa: F401

tr = QCoreApplication.translate
A, B = "a" * 32, "b" * 32


def _codes_on_screen(dialog: Any) -> str:
    return " ".join(label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog))


def test_one_code_at_a_time_hidden_once_joined_and_a_second_phone_refused(driver: Any, qtbot: Any,
                                                                          phones_on_loopback: Any) -> None:
    names = NAMES[:5]
    start = driver.window.start_screen
    start.choose_game("tempelgold")
    driver.enter_players(names)
    start.set_screen(1, "phone")
    start.set_screen(3, "phone")
    driver.click_start()
    route = driver.session.private_route
    assert [s for s in range(5) if route.handles(s)] == [1, 3]  # each seat's own choice
    assert driver.window.settings.seat_screens == {"Ben": "phone", "Dan": "phone"}
    dialog = route.laptop.dialog
    assert dialog is not None and dialog.isVisible()
    ben, dan = dialog.cards[1], dialog.cards[3]
    assert not dialog.code_panel.isVisible()  # nobody's code before that player asks
    assert route.code(1) not in _codes_on_screen(dialog) and route.code(3) not in _codes_on_screen(dialog)
    assert ben.show_button.text() == tr("SeatCard", "{name}: show my code").format(name="Ben")
    assert not dialog.cards[0].show_button.isVisibleTo(dialog)  # a curtain seat has no code
    click(ben.show_button)
    shown = _codes_on_screen(dialog)
    assert route.code(1) in shown and route.code(3) not in shown and not dialog.qr.pixmap().isNull()
    click(dan.show_button)  # Dan's turn to scan: Ben's code goes
    shown = _codes_on_screen(dialog)
    assert route.code(3) in shown and route.code(1) not in shown
    phones = PhoneThread(qtbot)
    try:
        async def join(seat: int, device: str) -> Phone:
            assert phones.session is not None
            return await Phone(phones.session, route.server, route.roster.token(seat), device).connect()

        phones.run(join(1, A))
        qtbot.waitUntil(lambda: not ben.show_button.isVisibleTo(dialog))
        assert ben.state.text() == tr("SeatCard", "{name}'s phone holds seat {n}").format(name="Ben", n=2)
        assert dialog.code_panel.isVisible() and route.code(3) in _codes_on_screen(dialog)  # Dan's stays
        phones.run(join(3, B))
        qtbot.waitUntil(lambda: not dialog.code_panel.isVisible())  # joined: the code goes
        assert route.code(3) not in _codes_on_screen(dialog)
        # a third phone tries Ben's seat: refused, and the laptop says so, in the dialog and the window
        assert phones.session is not None
        status, data = phones.run(hello(phones.session, route.server, route.roster.token(1), "c" * 32))
        assert (status, data["code"]) == (409, "seat_taken")
        qtbot.waitUntil(dialog.problem.isVisible)
        assert dialog.problem.text() == dialog.refusal_text("Ben")
        notice = tr("Phones", "Another phone tried to join {name}'s seat and was refused.").format(name="Ben")
        qtbot.waitUntil(lambda: notice in driver.window.notice.label.text())
    finally:
        phones.close()
    # the next start screen has each player's screen again
    driver.window.new_game_screen(confirm=False)
    assert driver.window.start_screen.screens() == {1: "phone", 3: "phone"}
