"""A value control (a combo box, a spin box) that the mouse wheel changes only once it has the
focus: a wheel turned over it while the page is scrolled scrolls the page on.

Qt gives a combo box the focus on a wheel turn over it and changes its value at once. On a
scrolled page (the start screen's seats, the phones' dialog, the end screen's next Boss) that
turned a seat into a computer player when the pointer passed over its choice while the page
scrolled, and nobody noticed (seen at 800×600 with twelve players). Here a control takes the
focus only by a click or the keyboard (``StrongFocus``), and while it has none, a wheel turn
over it goes on to its parents, as if the control were not there: the page scrolls.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget


class _WheelToPage(QObject):
    """The event filter of every calm control: an unfocused control's wheel turns go on to its parents."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()  # ignored and filtered: Qt offers the same turn to the parent widget next
            return True
        return False


_FILTER: _WheelToPage | None = None


def calm_wheel(*controls: QWidget) -> None:
    """Let the wheel change ``controls`` only while they have the focus (see the module text)."""
    global _FILTER
    if _FILTER is None:
        _FILTER = _WheelToPage()
    for control in controls:
        control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        control.installEventFilter(_FILTER)
