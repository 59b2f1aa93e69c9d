"""Covering a private screen works at once; the equal dwell locks the curtain that follows.

The dwell's clock is replaced by a fake one (``gui.curtain.dwell.now_ms``), so the tests
never depend on how fast the machine is: "locked now" and "open once the fake clock has
passed the dwell" are all they assert. Diamantenraub's choosing steps:
tests/gui/diamantenraub/test_dr_curtain_cover.py.
"""
from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from gui.curtain import dwell
from gui.curtain.handoff import NeutralCurtain
from gui.checks.oracle import PrivacyOracle
from gui.tempelgold.private import TempelgoldPrivatePanel

from .conftest import DWELL_MS as DWELL
from .conftest import FakeClock

NAMES = ["Anna", "Ben", "Carla"]


@pytest.fixture
def clock(dwell_clock: FakeClock) -> FakeClock:
    return dwell_clock


def _start(driver) -> int:  # noqa: ANN001
    driver.enter_players(NAMES)
    driver.click_start()
    assert driver.curtain.handoff is not None
    return driver.session.flow.to_look[0]


def _everyone_looks(driver, clock: FakeClock) -> None:  # noqa: ANN001
    """The first looks of the game, each one shown for the whole dwell: then the table."""
    _start(driver)
    for _ in range(len(NAMES)):
        driver.reveal()
        clock.advance(DWELL)
        driver.hide()


def _nothing_private_left(driver) -> None:  # noqa: ANN001
    """The oracle of --selfplay and the driver's own scan: no seat's secret on screen."""
    driver.settle()
    assert not driver.window.findChildren(TempelgoldPrivatePanel)
    session = driver.session
    leak = PrivacyOracle(session).check(driver.window, None, session.ui.autoplayer().public_elements(session.game.public_view()))
    assert leak is None, leak
    driver.check_privacy(None)


def _escape(driver) -> None:  # noqa: ANN001
    focus = QApplication.focusWidget()
    assert focus is not None and driver.curtain.private.isAncestorOf(focus)
    driver.qtbot.keyClick(focus, Qt.Key.Key_Escape)


def _assert_locked_then_open(driver, button, clock: FakeClock, left_ms: float) -> None:  # noqa: ANN001
    """Disabled now, with the seconds left on it; enabled once the fake clock passed the dwell."""
    assert not button.isEnabled()
    seconds = -(-int(left_ms) // 1000)
    assert f"({seconds} s)" in button.text()
    clock.advance(left_ms - 1)
    driver.qtbot.wait(2 * dwell.TICK_MS)
    assert not button.isEnabled(), "open before the dwell was over"
    assert "(1 s)" in button.text()
    clock.advance(1)
    driver.qtbot.waitUntil(button.isEnabled, timeout=3000)
    assert "s)" not in button.text()


def test_escape_covers_at_once_and_the_next_handoff_waits_for_the_dwell(driver, clock) -> None:  # noqa: ANN001
    seat = _start(driver)
    panel = driver.reveal()
    clock.advance(500)  # half a second into the dwell
    _escape(driver)
    assert driver.curtain.private is None, "Escape did not cover the private screen at once"
    assert not shiboken6.isValid(panel) or not panel.isVisible()
    _nothing_private_left(driver)
    # a look has nothing to commit: covering it is finishing it, the next player is up
    handoff = driver.curtain.handoff
    assert handoff is not None and handoff.player_name != NAMES[seat]
    assert driver.session.flow.to_look[0] != seat
    driver.curtain.reveal_now()  # the test hook obeys the lock too
    assert driver.curtain.private is None
    _assert_locked_then_open(driver, handoff.reveal_button, clock, DWELL - 500)
    panel = driver.reveal()
    assert panel.seat() == driver.session.flow.to_look[0]


def test_the_button_covers_at_once_too(driver, clock) -> None:  # noqa: ANN001
    _start(driver)
    driver.reveal()
    frame = driver.curtain.private
    assert frame.hide_button.isEnabled(), "the button must cover from the first moment"
    driver.qtbot.mouseClick(frame.hide_button, Qt.MouseButton.LeftButton)
    assert driver.curtain.private is None
    _nothing_private_left(driver)
    _assert_locked_then_open(driver, driver.curtain.handoff.reveal_button, clock, DWELL)


def test_a_click_on_the_background_does_nothing_escape_covers(driver, clock) -> None:  # noqa: ANN001
    """Issue 31, item 2: a stray click on the background used to cover the screen without a
    word; now it does nothing, and covering is a deliberate act (the button, Escape)."""
    _start(driver)
    driver.reveal()
    frame = driver.curtain.private
    driver.qtbot.mouseClick(frame.header, Qt.MouseButton.LeftButton)  # a label: not a control
    driver.qtbot.mouseClick(frame, Qt.MouseButton.LeftButton, pos=frame.rect().topLeft() + QPoint(3, 3))
    assert driver.curtain.private is frame
    driver.qtbot.keyClick(frame, Qt.Key.Key_Escape)
    assert driver.curtain.private is None
    _nothing_private_left(driver)
    assert not driver.curtain.handoff.reveal_button.isEnabled()


def test_a_click_on_a_control_does_not_cover(driver, clock) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QPushButton

    _start(driver)
    driver.reveal()
    frame = driver.curtain.private
    dead = QPushButton("x", frame.content)
    dead.setEnabled(False)
    dead.show()
    driver.qtbot.mouseClick(dead, Qt.MouseButton.LeftButton)
    assert driver.curtain.private is frame


def test_covering_the_last_look_puts_a_locked_neutral_curtain_before_the_table(driver, clock) -> None:  # noqa: ANN001
    _start(driver)
    for _ in range(len(NAMES) - 1):
        driver.reveal()
        clock.advance(DWELL)
        driver.hide()
    driver.reveal()  # the last look
    clock.advance(1000)
    _escape(driver)
    assert driver.curtain.private is None
    neutral = driver.curtain.neutral
    assert isinstance(neutral, NeutralCurtain) and driver.window.stack.currentWidget() is neutral
    _nothing_private_left(driver)
    _assert_locked_then_open(driver, neutral.show_button, clock, DWELL - 1000)
    driver.qtbot.mouseClick(neutral.show_button, Qt.MouseButton.LeftButton)
    driver.settle()
    assert driver.window.stack.currentWidget() is driver.session.table


def test_no_neutral_curtain_once_the_dwell_is_over(driver, clock) -> None:  # noqa: ANN001
    _everyone_looks(driver, clock)
    assert driver.curtain.neutral is None
    assert driver.window.stack.currentWidget() is driver.session.table


def test_the_peek_covers_at_once_and_its_dwell_locks_the_table_curtain(driver, clock) -> None:  # noqa: ANN001
    _everyone_looks(driver, clock)
    table = driver.session.table
    driver.qtbot.mouseClick(table.peek_button, Qt.MouseButton.LeftButton)
    driver.settle()
    chooser = driver.session.chooser
    driver.qtbot.mouseClick(chooser.seat_buttons[1], Qt.MouseButton.LeftButton)
    driver.settle()
    panel = driver.reveal()
    assert panel.seat() == 1
    _escape(driver)
    assert driver.curtain.private is None
    _nothing_private_left(driver)
    neutral = driver.curtain.neutral
    assert neutral is not None
    _assert_locked_then_open(driver, neutral.show_button, clock, DWELL)
    driver.qtbot.mouseClick(neutral.show_button, Qt.MouseButton.LeftButton)
    driver.settle()
    assert driver.window.stack.currentWidget() is driver.session.table


def test_focus_loss_in_the_first_second_locks_the_same_players_handoff(driver, clock) -> None:  # noqa: ANN001
    seat = _start(driver)
    driver.reveal()
    QApplication.instance().applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    driver.settle()
    assert driver.curtain.private is None
    assert driver.curtain.handoff.player_name == NAMES[seat]
    _assert_locked_then_open(driver, driver.curtain.handoff.reveal_button, clock, DWELL)


def test_the_locked_button_counts_down_in_german(driver, clock) -> None:  # noqa: ANN001
    driver.window.set_language("de")
    _start(driver)
    driver.reveal()
    _escape(driver)
    button = driver.curtain.handoff.reveal_button
    assert button.text() == "Gedrückt halten: meine Karten zeigen (3 s)"
    clock.advance(1000)
    driver.qtbot.waitUntil(lambda: button.text().endswith("(2 s)"), timeout=3000)
    assert not button.isEnabled()


def test_escape_covers_wherever_the_focus_is(driver, clock) -> None:  # noqa: ANN001
    _start(driver)
    driver.reveal()
    frame = driver.curtain.private
    driver.window.menuBar().setFocus()  # the focus outside the private screen
    driver.qtbot.keyClick(driver.window.menuBar(), Qt.Key.Key_Escape)
    assert driver.curtain.private is None and frame is not None
    _nothing_private_left(driver)
