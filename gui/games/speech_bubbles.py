"""Speech bubbles over a table's seats: what a computer (or a person on their phone) just said.

The claims board and the log keep every claim; a bubble shows the newest one at its seat for
a few seconds (:data:`BUBBLE_MS`), so the table sees who said it. Public, like the board.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget

from gui.look import palette

BUBBLE_MS = 4000
"""How long a speech bubble stays at its seat (the board and the log keep it)."""


class SpeechBubbles:
    """The speech bubbles of a table's seats, drawn over its view: one per seat at a time."""

    def __init__(self, viewport: QWidget) -> None:
        self._viewport = viewport
        self._shown: dict[int, QLabel] = {}

    def show(self, seat: int, text: str, name: str, anchor: QRect, below: bool, lang: str, font: QFont) -> QLabel:
        """``name`` said ``text``: a bubble beside ``anchor`` (the seat's plate, in viewport
        pixels), under it when ``below``, else above; kept inside the view; it replaces the
        seat's last bubble, and any other it would cover (the board and the log keep them all),
        and goes after :data:`BUBBLE_MS`. Its accessible name says who said it."""
        old = self._shown.pop(seat, None)
        if old is not None:
            old.deleteLater()
        viewport = self._viewport
        quoted = f"\u201e{text}\u201c" if lang == "de" else f"\u201c{text}\u201d"
        bubble = QLabel(quoted, viewport)
        bubble.setObjectName("claimBubble")
        bubble.setAccessibleName(f"{name}: {text}")
        bubble.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        bubble.setStyleSheet(f"QLabel {{ background: {palette.PAPER}; color: {palette.INK};"
                             f" border: 2px solid {palette.GOLD}; border-radius: 10px; padding: 4px 8px; }}")
        bubble.setFont(font)
        bubble.adjustSize()
        y = anchor.bottom() + 3 if below else anchor.top() - bubble.height() - 2
        spot = QPoint(anchor.center().x() - bubble.width() // 2, y)
        spot.setX(max(0, min(spot.x(), viewport.width() - bubble.width())))
        spot.setY(max(0, min(spot.y(), viewport.height() - bubble.height())))
        bubble.move(spot)
        for other_seat, other in list(self._shown.items()):  # no bubble hides another: the newer stays
            if other.geometry().intersects(bubble.geometry()):
                del self._shown[other_seat]
                other.deleteLater()
        bubble.show()
        self._shown[seat] = bubble
        bubble.destroyed.connect(lambda *_: self._forget(seat, bubble))
        timer = QTimer(bubble)  # dropped with the bubble (or the table)
        timer.setSingleShot(True)
        timer.timeout.connect(bubble.deleteLater)
        timer.start(BUBBLE_MS)
        return bubble

    def _forget(self, seat: int, bubble: QLabel) -> None:
        if self._shown.get(seat) is bubble:
            del self._shown[seat]
