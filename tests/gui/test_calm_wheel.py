"""Scrolling the start screen with the mouse wheel scrolls the page: a seat's screen choice
that passes under the pointer keeps its value (it turned a seat into a computer player,
seen at 800×600 with twelve players), and it takes the wheel only once it has the focus.
The wheel turns go through the window system (QTest.wheelEvent on the window), as a real
mouse's do."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox, QVBoxLayout, QWidget, QScrollArea

from gui.table_kit.calm_wheel import calm_wheel

DOWN = QPoint(0, -120)  # one notch of a wheel turned towards the user: the page moves down


def _turn_over(widget: QWidget, notch: QPoint = DOWN) -> None:
    """One notch of the wheel with the pointer over ``widget``'s middle."""
    window = widget.window().windowHandle()
    QTest.wheelEvent(window, widget.mapTo(widget.window(), widget.rect().center()), notch)


def test_the_wheel_over_a_seat_s_choice_scrolls_the_seats_and_keeps_the_seat(window, qtbot) -> None:  # noqa: ANN001
    window.resize(800, 600)
    start = window.start_screen
    start.choose_game("diamantenraub")
    start.set_names([f"Spieler {n}" for n in range(1, 13)])
    scroll = start.columns_scroll
    bar = scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and start.isVisible(), timeout=3000)
    rows = start.players.rows
    row = rows[1]
    row.screen_choice.ensurePolished()
    scroll.ensureWidgetVisible(row.screen_choice)
    before = {i: r.chosen_screen() for i, r in enumerate(rows)}
    start.name_edit.setFocus()
    value = bar.value()
    for _ in range(3):
        _turn_over(row.screen_choice)
    qtbot.waitUntil(lambda: bar.value() > value, timeout=3000)  # the page scrolled
    assert {i: r.chosen_screen() for i, r in enumerate(rows)} == before  # and no seat changed
    assert QApplication.focusWidget() is not row.screen_choice  # nor did the wheel take the focus
    assert row.screen_choice.focusPolicy() == Qt.FocusPolicy.StrongFocus  # click and Tab still do


def test_a_focused_control_still_takes_the_wheel(qtbot) -> None:  # noqa: ANN001
    page = QWidget()
    combo, spin = QComboBox(page), QSpinBox(page)
    combo.addItems(["a", "b", "c"])
    spin.setRange(0, 10)
    layout = QVBoxLayout(page)
    for control in (combo, spin):
        layout.addWidget(control)
    layout.addSpacing(2000)
    area = QScrollArea()
    area.setWidget(page)
    area.resize(300, 200)
    calm_wheel(combo, spin)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    _turn_over(spin)
    qtbot.waitUntil(lambda: area.verticalScrollBar().value() > 0, timeout=3000)
    assert spin.value() == 0 and combo.currentIndex() == 0
    area.verticalScrollBar().setValue(0)
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus, timeout=3000)
    _turn_over(combo)
    qtbot.waitUntil(lambda: combo.currentIndex() == 1, timeout=3000)  # the wheel moves the focused choice
    assert area.verticalScrollBar().value() == 0
