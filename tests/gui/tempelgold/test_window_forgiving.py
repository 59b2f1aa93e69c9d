"""The main window around a Tempelgold game forgives: safe answers by default, its size kept."""
from __future__ import annotations

import pytest

from PySide6.QtWidgets import QMessageBox

pytestmark = pytest.mark.usefixtures("english_after")


def test_a_destructive_question_defaults_to_no(make_window, monkeypatch):
    window = make_window()
    del window.ask  # the fixture answers "yes" without asking: use the real question here
    seen = []

    def fake_exec(box):  # noqa: ANN001, ANN202
        seen.append((box.standardButton(box.defaultButton()), box.standardButton(box.escapeButton())))
        return QMessageBox.StandardButton.No  # what Enter or Escape would answer

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    assert window.ask("New game", "End the running game?") is False
    assert seen == [(QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)]


def test_the_window_keeps_its_size_and_goes_down_to_800_by_600(make_window, qtbot):
    from gui.app import build_main_window
    from gui.persistence.settings import load_settings

    window = make_window()
    assert window.minimumSize().width() <= 800 and window.minimumSize().height() <= 600
    window.resize(800, 600)  # the offscreen screen is 800×600: Qt keeps a restored window on it
    qtbot.wait(1)
    window.close()
    assert load_settings().settings.window_geometry
    again = build_main_window()
    qtbot.addWidget(again)
    again._force_close = True
    assert again.size().toTuple() == (800, 600)  # not the first-run 1280×720


def test_an_abandoned_game_can_be_continued_until_the_next_begins(driver):
    from PySide6.QtCore import Qt

    from gui.persistence import autosave

    window, qtbot = driver.window, driver.qtbot
    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    driver.look_loop()
    owner, slot = driver.choose(("empty", "gold", "trap"))
    driver.click_chamber(owner, slot)
    opened = [o.card for o in driver.game.public_view().opened]
    window.new_game_screen(confirm=True)  # "New game", answered "yes"
    start = window.start_screen
    assert driver.session.game is None and autosave.has_abandoned()
    assert start.resume_last_button.isVisible()
    qtbot.mouseClick(start.resume_last_button, Qt.MouseButton.LeftButton)
    driver.settle()
    assert driver.session.game is not None
    assert [o.card for o in driver.game.public_view().opened] == opened
    assert driver.curtain.is_up  # a resumed game starts behind the curtain
    driver.check_privacy(None)
    # ended again, and a new game begins: the old one is gone for good
    driver.curtain.lower()
    window.new_game_screen(confirm=True)
    assert window.start_screen.resume_last_button.isVisible()
    driver.enter_players(["Dora", "Emil", "Fritz"])
    driver.click_start()
    assert not autosave.has_abandoned()
    driver.curtain.lower()
    window.new_game_screen(confirm=True)
    assert autosave.has_abandoned()  # the new game was running: it is the last one now
