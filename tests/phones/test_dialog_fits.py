"""The phones dialog fits an 800×600 laptop (issue 31): it opened at 980×720, so at 800×600
its "Close" and the lower seats' lines lay beyond the screen's edge. It now opens within
the window it belongs to, and the one code on screen (QR code, typed code, "Hide the
code") is whole, in both languages, at the largest count."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QDialogButtonBox

from gui.checks.layout_check import check_layout
from gui.games.clicks import click
from tests.phones.test_session import phones_on_loopback  # noqa: F401

TWELVE = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hannes", "Ines", "Jonas", "Kai", "Lena"]


def _inside(outer: QRect, inner: QRect) -> bool:
    return outer.contains(inner.topLeft()) and outer.contains(inner.bottomRight())


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_phones_dialog_fits_an_800x600_window(driver: Any, qtbot: Any, phones_on_loopback: Any,  # noqa: F811
                                                  lang: str) -> None:
    window = driver.window
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.size().width() == 800 and window.size().height() == 600)
    window.set_language(lang)
    start = window.start_screen
    start.choose_game("diamantenraub")
    driver.enter_players(TWELVE)
    for seat in (1, 4, 11):  # phones mixed in
        start.set_screen(seat, "phone")
    driver.click_start()
    dialog = driver.session.private_route.laptop.dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 800 and dialog.height() <= 600, dialog.size()
    assert _inside(window.frameGeometry(), dialog.frameGeometry()), (window.frameGeometry(), dialog.frameGeometry())
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close is not None and close.isVisible()
    assert _inside(dialog.rect(), QRect(close.mapTo(dialog, close.rect().topLeft()), close.size()))
    assert check_layout(dialog, "the phones dialog") is None
    lena = dialog.cards[11]
    click(lena.show_button)  # the last seat: its line scrolls into reach, its code shows whole
    assert dialog.code_panel.isVisible()
    for part in (dialog.qr, dialog.code, dialog.hide_button):
        assert part.isVisible() and _inside(dialog.rect(), QRect(part.mapTo(dialog, part.rect().topLeft()), part.size()))
    pixmap = dialog.qr.pixmap()
    assert pixmap.width() <= dialog.qr.width() and pixmap.height() <= dialog.qr.height()  # the QR code is not cut
    problem = check_layout(dialog, "the phones dialog")
    assert problem is None, str(problem)
