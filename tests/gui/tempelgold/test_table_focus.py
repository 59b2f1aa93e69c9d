"""Issue 37 §4 on the Tempelgold table in the real window: the table comes back from the
curtain with the focus on a chamber and its ring shown (Enter opens it, as its accessible
name promises); the focus never moves by itself (an opening's end does not take it back from
"Look at my cards"); and "Look at my cards" pressed during an opening's animation works.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.usefixtures("english_after")


@pytest.fixture
def at_table(driver, qtbot, monkeypatch):  # noqa: ANN001, ANN201
    """A three-player game in the window, everyone has looked: the table takes its first opening.
    The openings animate for long enough to press a key while they do."""
    from gui.games import turn_loop
    from gui.tempelgold.screen import TempelgoldTableScreen

    monkeypatch.setattr(TempelgoldTableScreen, "FLIP_MS", 250)
    monkeypatch.setattr(TempelgoldTableScreen, "MOVE_MS", 250)
    monkeypatch.setattr(turn_loop, "ANIMATION_TIMEOUT_MS", 4000)
    window = driver.window
    window.set_language("en")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    driver.look_loop()
    table = driver.session.table
    qtbot.waitUntil(lambda: table.is_interactive() and window.stack.currentWidget() is table, timeout=3000)
    return driver


def test_the_table_comes_back_focused_on_a_chamber_and_enter_opens_it(at_table, qtbot) -> None:  # noqa: ANN001
    table = at_table.session.table
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table.view, timeout=3000)
    assert table.scene.focus_ring.isVisible()  # the focus shows at once, before any arrow key
    owner, slot = table.scene.focused_chamber()
    assert table.view.accessibleName().endswith("Enter opens it")
    before = len(at_table.game.public_view().opened)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)  # no arrow key first
    qtbot.waitUntil(lambda: len(at_table.game.public_view().opened) == before + 1, timeout=3000)
    assert at_table.game.public_view().opened[-1].owner == owner  # the focused chamber's row


def test_no_promise_of_enter_while_no_chamber_shows_the_focus(at_table, qtbot) -> None:  # noqa: ANN001
    """A mouse click on the table shows no ring: then its name does not say "Enter opens it",
    and Enter opens nothing."""
    table = at_table.session.table
    table.view.clearFocus()
    table.view.setFocus(Qt.FocusReason.MouseFocusReason)
    assert not table.scene.focus_ring.isVisible()
    assert table.scene.focused_chamber() is None and "Enter" not in table.view.accessibleName()


def test_the_end_of_an_opening_leaves_the_focus_on_look_at_my_cards(at_table, qtbot) -> None:  # noqa: ANN001
    session = at_table.session
    table = session.table
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table.view, timeout=3000)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.busy and table.is_animating(), timeout=3000)
    for _ in range(6):  # Tab on to "Look at my cards" while the opening animates
        if QApplication.focusWidget() is table.peek_button:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is table.peek_button and session.busy
    qtbot.waitUntil(lambda: not session.busy and table.is_interactive(), timeout=5000)
    at_table.settle(20)
    assert session.curtain.handoff is None  # the game goes on at the table (three players: no round's end yet)
    assert QApplication.focusWidget() is table.peek_button


def test_look_at_my_cards_pressed_during_an_opening_works_when_it_ends(at_table, qtbot) -> None:  # noqa: ANN001
    session = at_table.session
    table = session.table
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table.view, timeout=3000)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.busy and table.is_animating(), timeout=3000)
    table.peek_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(table.peek_button, Qt.Key.Key_Space)
    assert session.busy  # pressed while the opening still plays
    qtbot.waitUntil(lambda: session.chooser is not None and at_table.window.stack.currentWidget() is session.chooser,
                    timeout=5000)
