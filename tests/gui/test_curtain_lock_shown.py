"""Issue 19, item 9: a locked curtain control always shows that it is locked and for how
long, and a hold pressed during the lock is not silently ignored."""
from __future__ import annotations

import pytest

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from gui.curtain import dwell, timings
from gui.curtain.handoff import HandOffScreen, NeutralCurtain


pytestmark = pytest.mark.usefixtures("english_catalogue")  # these tests read English texts


def _shown(qtbot, widget):  # noqa: ANN001, ANN202
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_a_hold_pressed_during_the_lock_counts_once_it_opens(qtbot, dwell_clock):  # noqa: ANN001
    screen = _shown(qtbot, HandOffScreen("Anna", locked_until=dwell_clock.now + 1500))
    button = screen.reveal_button
    assert screen.is_locked() and not button.isEnabled()
    assert screen.lock_label.isVisible() and screen.lock_label.text() == "Locked: opens in 2 s"
    assert button.text().endswith("(2 s)")
    centre = button.mapTo(screen, QPoint(button.width() // 2, button.height() // 2))
    QTest.mousePress(screen.window().windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     screen.mapTo(screen.window(), centre))
    dwell_clock.advance(1600)  # the lock opens while the button is still held
    with qtbot.waitSignal(screen.revealRequested, timeout=3000):
        pass
    assert not screen.is_locked() and screen.lock_label.text() == ""


def test_a_press_released_during_the_lock_reveals_nothing(qtbot, dwell_clock):  # noqa: ANN001
    screen = _shown(qtbot, HandOffScreen("Anna", locked_until=dwell_clock.now + 1500))
    button = screen.reveal_button
    pos = screen.mapTo(screen.window(), button.mapTo(screen, QPoint(button.width() // 2, button.height() // 2)))
    handle = screen.window().windowHandle()
    revealed = []
    screen.revealRequested.connect(lambda: revealed.append(1))
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    dwell_clock.advance(1600)
    qtbot.waitUntil(lambda: not screen.is_locked(), timeout=3000)
    qtbot.wait(3 * max(1, timings.HOLD_MS))  # long enough for a hold that should not be running
    assert revealed == [] and button.progress == 0


def test_the_delay_mode_counts_its_delay_down_like_a_lock(qtbot, dwell_clock, monkeypatch):  # noqa: ANN001
    monkeypatch.setattr(timings, "REVEAL_DELAY_MS", 1500)
    screen = _shown(qtbot, HandOffScreen("Anna", reveal_mode="delay"))
    assert not screen.reveal_button.isEnabled()
    assert screen.reveal_button.text().endswith("(2 s)") and screen.lock_label.text() == "Locked: opens in 2 s"
    dwell_clock.advance(1600)
    qtbot.waitUntil(screen.reveal_button.isEnabled, timeout=3000)
    assert screen.lock_label.text() == ""


def test_the_neutral_curtain_says_it_is_locked(qtbot, dwell_clock):  # noqa: ANN001
    screen = _shown(qtbot, NeutralCurtain(locked_until=dwell_clock.now + 2500))
    assert screen.lock_label.text() == "Locked: opens in 3 s"
    dwell_clock.advance(2600)
    qtbot.waitUntil(screen.show_button.isEnabled, timeout=3000)
    assert screen.lock_label.text() == ""


def test_the_neutral_curtain_says_why_it_is_there(qtbot, dwell_clock):  # noqa: ANN001
    """Issue 19 item 8: not "The game is waiting" after some looks and not others, but the
    one rule in words: every look lasts the same minimum, then the table."""
    after_a_short_look = _shown(qtbot, NeutralCurtain(locked_until=dwell_clock.now + 1200))
    assert after_a_short_look.text_label.text() == "Everyone waits equally long"
    assert "at least 3 s" in after_a_short_look.hint_label.text()
    assert "table" in after_a_short_look.hint_label.text()
    dwell_clock.advance(1300)
    qtbot.waitUntil(after_a_short_look.show_button.isEnabled, timeout=3000)
    assert after_a_short_look.text_label.text() == "Everyone waits equally long"  # the same step to its end
    resumed = _shown(qtbot, NeutralCurtain())
    assert resumed.text_label.text() == "The game goes on"
    for screen in (after_a_short_look, resumed):
        assert screen.show_button.text() == "Show the table" and "waiting" not in screen.text_label.text()


def test_the_first_click_on_the_wait_screen_counts(qtbot, dwell_clock):  # noqa: ANN001
    """Issue 31, item 13: a click whose press fell on the last moment of the lock (the button
    opens on the lock's next tick) was lost; the player had to click again."""
    screen = _shown(qtbot, NeutralCurtain(locked_until=dwell_clock.now + 500))
    button = screen.show_button
    pos = screen.mapTo(screen.window(), button.mapTo(screen, QPoint(button.width() // 2, button.height() // 2)))
    handle = screen.window().windowHandle()
    shown = []
    screen.showRequested.connect(lambda: shown.append(1))
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)  # still locked
    dwell_clock.advance(600)
    qtbot.waitUntil(button.isEnabled, timeout=3000)
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    assert shown == [1], "the first click did nothing"
    QTest.mouseClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)  # an ordinary click
    assert shown == [1, 1]
