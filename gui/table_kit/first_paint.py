"""A watch for a widget's first paint: what the start-up waits for before work that the
first frame does not need (the balance note's sentence, ``--time-to-window``'s
``window-ready``; docs/startup.md)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class FirstPaint(QObject):
    """Watches one widget until its first paint event, then stops watching and calls back
    once the paint pass has finished (the next turn of the event loop).

    One event filter on that widget only: an application-wide filter would slow every event
    of the start it is there to keep fast."""

    def __init__(self, widget: QWidget, painted: Callable[[], None]) -> None:
        super().__init__(widget)
        self._widget = widget
        self._painted = painted
        self.seen = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            self._widget.removeEventFilter(self)
            # after the children are painted too; dropped if the widget goes first (this
            # watch is its child)
            QTimer.singleShot(0, self, self._painted)
        return False
