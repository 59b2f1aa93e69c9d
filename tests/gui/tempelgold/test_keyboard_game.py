"""A whole Tempelgold game through the real window with the keyboard alone (issue 10).

After the players are entered, every key goes to whatever widget has the focus: hold Space
on the hand-off's reveal button, Space on "Done — hide" (every third look is covered with
Escape instead, which finishes a look just as well), arrows and Enter on the table, Enter
on the round banner and on the end screen. The privacy check runs after every step.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

pytestmark = [pytest.mark.usefixtures("english_after"), pytest.mark.long("whole games by keyboard alone")]


def focused(qtbot):  # noqa: ANN001, ANN201
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=2000)
    return QApplication.focusWidget()


def reveal_and_hide(driver, escape: bool = False) -> None:  # noqa: ANN001
    qtbot, curtain = driver.qtbot, driver.curtain
    handoff = curtain.handoff
    driver.check_privacy(None)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is handoff.reveal_button, timeout=2000)
    button = handoff.reveal_button
    qtbot.keyPress(button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: curtain.private is not None, timeout=3000)
    qtbot.keyRelease(QApplication.focusWidget() or driver.window, Qt.Key.Key_Space)
    frame = curtain.private
    driver.check_privacy(frame.content.seat())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is frame.hide_button, timeout=3000)
    seat = frame.content.seat()
    qtbot.keyClick(frame.hide_button, Qt.Key.Key_Escape if escape else Qt.Key.Key_Space)
    assert curtain.private is not frame, "the key did not cover the private screen at once"
    if driver.session.flow.phase == "look":
        assert seat not in driver.session.flow.to_look  # a look is finished by covering it
    driver.settle()
    driver.check_privacy(None)


@pytest.mark.parametrize("names", [["Anna", "Ben", "Carla"], [f"P{i}" for i in range(1, 11)]], ids=["3", "10"])
def test_a_whole_game_with_the_keyboard_alone(driver, names):
    window, qtbot = driver.window, driver.qtbot
    window.activateWindow()
    driver.enter_players(names)
    driver.click_start()
    steps = 0
    while driver.game.outcome() is None and steps < 200:
        steps += 1
        if driver.curtain.handoff is not None:
            reveal_and_hide(driver, escape=steps % 3 == 0)
            continue
        table = driver.session.table
        if table.banner.isVisible():
            qtbot.keyClick(focused(qtbot), Qt.Key.Key_Return)
            driver.settle()
            continue
        # interactive, focused, and the scene has rebuilt its rows (a loaded machine can see the
        # table take input a moment before the new rows' chambers are clickable)
        qtbot.waitUntil(
            lambda: table.is_interactive() and QApplication.focusWidget() is table.view and bool(table.scene._targets()),
            timeout=3000,
        )
        before = len(driver.game.public_view().opened)
        qtbot.keyClick(table.view, Qt.Key.Key_Right)
        assert table.scene.focus_ring.isVisible()
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(driver.game.public_view().opened) == before + 1, timeout=3000)
        qtbot.waitUntil(lambda: not driver.session.busy, timeout=3000)
        driver.settle()
        driver.check_privacy(None)
    assert driver.game.outcome() is not None
    end = driver.session.end_screen
    qtbot.waitUntil(lambda: end is not None and window.stack.currentWidget() is end, timeout=3000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is end.again_button, timeout=2000)
    old_game = driver.game
    qtbot.keyClick(end.again_button, Qt.Key.Key_Return)  # "Play again", by Enter
    driver.settle()
    assert driver.game is not None and driver.game is not old_game
