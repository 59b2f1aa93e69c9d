"""Issue 37 §4 and §5 on the start screen and the window's keys: the first focus, the Tab
order, one Tab stop for the game choice, Return on a push button, the focus kept in view,
a visible focus on every Tab stop, and the confirm dialog that says "No" is focused.

The window's two key rules are :mod:`gui.shell.keyboard`; the start screen's order and first
focus are :mod:`gui.screens.start`.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from tests.deadline import within
from tests.gui.focus_check import focus_contrast

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta"]


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def tab_chain(qtbot, start: QWidget, limit: int = 120) -> list[QWidget]:  # noqa: ANN001
    """The Tab stops from ``start`` (focused) round to it again, by pressing Tab."""
    chain = [start]
    for _ in range(limit):
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        if focused() is start:
            return chain
        if focused() not in chain:
            chain.append(focused())
    raise AssertionError("Tab never came back round")


def laid_out(qtbot, start) -> None:  # noqa: ANN001
    """The rows and options just built are shown (a layout shows a new child on the next turn
    of the event loop; a person's next key comes later than that)."""
    qtbot.waitUntil(lambda: all(w.isVisible() for row in start.players.rows for w in (row.name, row.remove))
                    and all(w.isVisible() for w in start.options_panel.tab_widgets()), timeout=2000)


def test_the_start_screen_comes_up_with_the_name_field_focused(window) -> None:  # noqa: ANN001
    """No names yet: the new player's name field (typing starts at once)."""
    start = window.start_screen
    assert not start.names()
    assert focused() is start.name_edit


def test_with_a_full_table_the_first_focus_is_start(window, qtbot) -> None:  # noqa: ANN001
    start = window.start_screen
    start.set_names(NAMES[:4])
    start.focus_first()
    assert focused() is start.start_button


def test_tab_goes_in_reading_order_and_game_history_comes_after_the_options(window, qtbot) -> None:  # noqa: ANN001
    start = window.start_screen
    start.choose_game("diamantenraub")
    start.set_names(NAMES[:5])
    laid_out(qtbot, start)
    start.game_buttons["diamantenraub"].setFocus(Qt.FocusReason.TabFocusReason)
    chain = tab_chain(qtbot, start.game_buttons["diamantenraub"])
    rows = [w for row in start.players.rows for w in (row.name, row.screen_choice, row.remove)]
    options = [w for w in start.options_panel.tab_widgets() if w.isEnabled()]  # "Zu fünft" is off at five
    expected = [start.name_edit, start.add_button, *rows, *options, start.balance_note, start.start_button,
                start.history_button]
    missing = [type(w).__name__ + ":" + getattr(w, "text", lambda: "")() for w in expected if w not in chain]
    assert not missing, str((missing, [type(w).__name__ + ":" + getattr(w, "text", lambda: "")() for w in chain]))
    positions = [chain.index(w) for w in expected]
    assert positions == sorted(positions), [type(w).__name__ for w in chain]
    # one Tab stop for the game choice: the chosen game's
    assert start.game_buttons["tempelgold"] not in chain


def test_the_arrow_keys_move_the_game_choice(window, qtbot) -> None:  # noqa: ANN001
    start = window.start_screen
    (first_id, first), (second_id, second) = list(start.game_buttons.items())[:2]
    start.choose_game(first_id)
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(first, Qt.Key.Key_Down)
    assert focused() is second and second.isChecked() and start.game.id == second_id
    qtbot.keyClick(second, Qt.Key.Key_Up)
    assert focused() is first and first.isChecked() and start.game.id == first_id


def test_return_presses_a_focused_push_button_as_space_does(window, qtbot) -> None:  # noqa: ANN001
    start = window.start_screen
    start.name_edit.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClicks(start.name_edit, "Anna")
    qtbot.keyClick(start.name_edit, Qt.Key.Key_Tab)
    assert focused() is start.add_button
    qtbot.keyClick(start.add_button, Qt.Key.Key_Return)
    assert start.names() == ["Anna"]
    laid_out(qtbot, start)
    remove = start.players.rows[0].remove
    remove.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(remove, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert start.names() == []


def test_tab_reaches_add_a_computer_player_below_the_seats_before_the_options(window, qtbot) -> None:  # noqa: ANN001
    """The button under the seats is in the chain where the eye finds it (it was once
    reached only after "Game history", the last stop of the form)."""
    start = window.start_screen
    start.set_names(["Anna"])
    laid_out(qtbot, start)
    add_computer = start.players.add_computer_button
    qtbot.waitUntil(add_computer.isVisible, timeout=3000)
    remove = start.players.rows[-1].remove
    remove.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(remove, Qt.Key.Key_Tab)
    assert focused() is add_computer
    qtbot.keyClick(add_computer, Qt.Key.Key_Tab)
    assert focused() is start.options_panel.tab_widgets()[0]


def test_a_return_held_on_the_reveal_button_holds_it_as_space_does(window, qtbot) -> None:  # noqa: ANN001
    """The curtain's hold mode: Return held down fills the ring and opens the private screen."""
    start = window.start_screen
    start.set_names(NAMES[:3])
    start.focus_first()
    qtbot.keyClick(start.start_button, Qt.Key.Key_Return)
    curtain = window.session.curtain
    qtbot.waitUntil(lambda: curtain.handoff is not None and not curtain.handoff.is_locked(), timeout=3000)
    button = curtain.handoff.reveal_button
    assert button.mode == "hold"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button, timeout=3000)
    qtbot.keyPress(button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: curtain.private is not None, timeout=3000)
    qtbot.keyRelease(focused(), Qt.Key.Key_Return)
    assert curtain.private is not None  # the release of the key that opened it closes nothing


def test_a_control_given_the_focus_is_scrolled_into_view(window, qtbot) -> None:  # noqa: ANN001
    """Diamantenraub's start screen in the smallest window, seven seats: the Revolverheld
    last option below the fold is scrolled into view when it gets the focus (not by Tab)."""
    window.resize(800, 600)
    start = window.start_screen
    start.choose_game("diamantenraub")
    start.set_names(NAMES)
    laid_out(qtbot, start)
    qtbot.waitUntil(lambda: start.width() < start.NARROW_WIDTH, timeout=2000)
    scroll = start.columns_scroll
    scroll.verticalScrollBar().setValue(0)
    box = start.options_panel.tab_widgets()[-1]  # the last option (Revolverheld needs more seats)

    def in_view() -> bool:
        top_left = box.mapTo(scroll.viewport(), box.rect().topLeft())
        return scroll.viewport().rect().contains(QRect(top_left, box.size()))

    assert not in_view()
    box.setFocus(Qt.FocusReason.OtherFocusReason)
    assert focused() is box
    qtbot.waitUntil(in_view, timeout=2000)


@pytest.mark.parametrize("game", ["tempelgold", "diamantenraub"])
def test_every_tab_stop_of_the_start_screen_shows_its_focus(window, qtbot, game: str) -> None:  # noqa: ANN001
    window.resize(800, 600)
    start = window.start_screen
    start.choose_game(game)
    start.set_names(NAMES[:5])
    laid_out(qtbot, start)
    chosen = start.game_buttons[game]
    chosen.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(chosen, Qt.Key.Key_Tab)
    qtbot.keyClick(focused(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)  # by the keyboard
    chain = tab_chain(qtbot, chosen)
    assert start.balance_note in chain and start.start_button in chain
    faint = []
    for widget in chain:
        for _ in within(5, f"Tab to {type(widget).__name__}"):
            if focused() is widget:
                break
            qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        changed, perimeter = focus_contrast(widget)
        if changed < perimeter:
            faint.append(f"{type(widget).__name__} {QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)!r}: "
                         f"{changed} pixels change, fewer than its perimeter {perimeter}")
    assert not faint, "\n".join(faint)


def test_the_confirm_question_says_that_no_is_focused(window, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QMessageBox

    from gui.shell.window_dialogs import question_box

    window.set_language("en")
    box = question_box(window, "New game", "End the running game?")
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    no = box.button(QMessageBox.StandardButton.No)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is no, timeout=2000)
    description = QAccessible.queryAccessibleInterface(box).text(QAccessible.Text.Description)
    assert "“No” is focused" in description and "Yes" in description
    box.done(0)


def test_the_focused_control_stays_in_view_when_the_window_shrinks(window, qtbot) -> None:  # noqa: ANN001
    """A first start on a small screen focuses the name field, then the window is maximized to
    a smaller size: the field is scrolled into view again, not left half below the fold."""
    start = window.start_screen
    start.choose_game("diamantenraub")
    start.set_names(NAMES)
    laid_out(qtbot, start)
    scroll = start.columns_scroll
    box = start.options_panel.tab_widgets()[-1]
    box.setFocus(Qt.FocusReason.OtherFocusReason)

    def in_view() -> bool:
        top_left = box.mapTo(scroll.viewport(), box.rect().topLeft())
        return scroll.viewport().rect().contains(QRect(top_left, box.size()))

    qtbot.waitUntil(lambda: focused() is box and in_view(), timeout=2000)
    window.setMinimumSize(600, 400)
    window.resize(800, 450)
    qtbot.waitUntil(lambda: window.height() == 450 and scroll.verticalScrollBar().maximum() > 0, timeout=3000)
    qtbot.waitUntil(in_view, timeout=2000)
