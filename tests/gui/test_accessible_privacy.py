"""Issue 37: what a screen reader reads is screen content. With the curtain down the privacy
oracle reads the whole widget tree, hidden widgets included, with every accessible name,
description and value Qt's accessibility interface reports; a secret there is a leak.

Whole self-played games of both games pass it (``tests/hardening/test_privacy_audit.py``,
Diamantenraub at every count; ``tests/gui/test_session_selfplay.py``, Tempelgold at 3, and
``tests/packaging/test_selfplay_log.py`` at 10; and both games in both languages in
``tests/gui/test_accessibility.py``, whose games run the oracle beside the accessibility
audit); these tests show that it catches what only a screen reader would find.
"""
from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QWidget

pytestmark = pytest.mark.long("whole self-played games")


def _leak_on_the_table(make_window, plant: Callable[[QWidget, str], None]) -> str:  # noqa: ANN001
    """Play Tempelgold; at the first table, ``plant`` a seat's private text on it. The Leak's message."""
    from gui.checks import selfplay

    window = make_window()
    play = selfplay.SelfPlay(window, "tempelgold", 3, seed=5, shots=None)
    planted: list[str] = []

    def at(point: str) -> None:
        table = window.session.table
        if point != "table" or planted or table is None:
            return
        secrets = play.oracle._refresh().texts  # the oracle's own knowledge of each seat's texts
        seat, texts = next((s, t) for s, t in secrets.items() if t)
        planted.append(max(sorted(texts), key=len))  # a role legend: the same all game long
        plant(table, planted[0])

    play.on_point = at
    with pytest.raises(selfplay.Leak) as caught:
        play.run()
    assert planted and repr(planted[0]) in str(caught.value)
    return str(caught.value)


def test_a_secret_left_in_a_hidden_widgets_accessible_description_is_a_leak(make_window) -> None:  # noqa: ANN001
    def plant(table: QWidget, secret: str) -> None:
        widget = QWidget(table)
        widget.setAccessibleDescription(secret)
        widget.hide()

    assert "with the curtain down" in _leak_on_the_table(make_window, plant)


def test_the_scan_reads_what_a_screen_reader_reads(qtbot) -> None:  # noqa: ANN001
    """Every name, description and value the accessibility interface reports of a widget, shown
    or hidden, is among the scanned texts."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QSpinBox, QVBoxLayout

    from gui.checks.privacy import scan

    window = QWidget()
    qtbot.addWidget(window)
    lay = QVBoxLayout(window)
    spin = QSpinBox()
    spin.setSpecialValueText("none yet")
    combo = QComboBox()
    combo.addItems(["Anna", "Ben"])
    button = QPushButton("Go")
    button.setAccessibleDescription("goes on")
    hidden = QLabel("left behind")
    for widget in (spin, combo, button, hidden):
        lay.addWidget(widget)
    window.show()
    hidden.hide()
    texts = set(scan(window, visible_only=False).texts)
    reported = set()
    for widget in (spin, combo, button, hidden):
        iface = QAccessible.queryAccessibleInterface(widget)
        kinds = (QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value)
        reported |= {iface.text(kind) for kind in kinds if iface.text(kind).strip()}
    assert {"none yet", "Anna", "goes on", "left behind"} <= reported <= texts
    assert "left behind" not in scan(window).texts  # shown only: the hidden label is not read
