"""The phones dialog by keyboard and screen reader (issue 37): every control and Tab stop has a
name and its role in both languages, the dialog opens with the focus on the first seat's
"show my code", a seat's code is shown and hidden by keys, and Escape closes the dialog."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.a11y_audit import audit
from tests.phones.test_session import NAMES, phones_on_loopback  # noqa: F401


def _focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_phones_dialog_by_keys(driver: Any, qtbot: Any, phones_on_loopback: Any, lang: str) -> None:  # noqa: F811
    driver.window.set_language(lang)
    start = driver.window.start_screen
    start.choose_game("tempelgold")
    driver.enter_players(NAMES[:4])
    start.set_screen(1, "phone")
    start.set_screen(2, "phone")
    driver.click_start()
    dialog = driver.session.private_route.laptop.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and dialog.isAncestorOf(_focused()), timeout=3000)
    assert audit(dialog) == []
    ben, carla = dialog.cards[1], dialog.cards[2]
    assert _focused() is ben.show_button  # the first thing to do: the first phone's code
    qtbot.keyClick(_focused(), Qt.Key.Key_Space)
    assert dialog.shown == 1 and dialog.code_panel.isVisible()
    assert audit(dialog) == []  # the code's panel and its "hide" button too
    for _ in range(30):  # Tab on to Carla's button: the code stays Ben's until she asks
        if _focused() is carla.show_button:
            break
        qtbot.keyClick(_focused(), Qt.Key.Key_Tab)
    assert _focused() is carla.show_button and dialog.shown == 1
    qtbot.keyClick(_focused(), Qt.Key.Key_Space)
    assert dialog.shown == 2
    for _ in range(30):
        if _focused() is dialog.hide_button:
            break
        qtbot.keyClick(_focused(), Qt.Key.Key_Tab)
    assert _focused() is dialog.hide_button
    qtbot.keyClick(_focused(), Qt.Key.Key_Space)
    assert dialog.shown is None and not dialog.code_panel.isVisible()
    qtbot.keyClick(_focused(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
