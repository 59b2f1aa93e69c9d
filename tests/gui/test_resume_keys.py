"""The resume screen by keys (issue 37): it comes up with "Resume" focused, and Return resumes
(it once came up with nothing focused, and Return did nothing)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def test_return_resumes_the_saved_game(driver, make_window) -> None:  # noqa: ANN001
    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    driver.curtain.guard.disarm()
    driver.session.blockSignals(True)
    driver.window.hide()  # the app was killed; the next start offers the saved game
    window = make_window()
    screen = window.resume_screen
    assert screen is not None
    # the focus is given to "Resume", not left to whichever widget the window system's
    # activation picks (under openbox it picked none, and Return did nothing)
    assert window.focusWidget() is screen.resume_button
    window.activateWindow()
    qtbot = driver.qtbot
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.resume_button, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Return presses the focused button
    qtbot.waitUntil(lambda: window.session.game is not None and window.resume_screen is None, timeout=3000)
    assert list(window.session.game.players) == ["Anna", "Ben", "Carla"]
