"""A small drawing of the table with the players' names around it, clockwise from the bottom."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget


class TablePreview(QWidget):
    """Seat 0 sits at the bottom (as on the game table); the others follow clockwise."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._starter: int | None = None
        self._tag: str | None = None
        self.setMinimumSize(160, 90)  # it gives up room first: an 800×600 window needs it
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_names(self, names: list[str], starter: int | None = None, *, tag: str | None = None) -> None:
        """``starter`` is highlighted (who starts, or the Boss); ``tag`` is written above it ("Boss")."""
        self._names = list(names)
        self._starter = starter
        self._tag = tag
        self.update()

    def seat_position(self, seat: int, count: int | None = None) -> QPointF:
        """Centre of a seat's name; clockwise from the bottom."""
        n = count or max(1, len(self._names))
        r = self._table_rect()
        angle = math.pi / 2 + 2 * math.pi * seat / n  # y grows downwards: increasing is clockwise
        return QPointF(
            r.center().x() + (r.width() / 2 + 34) * math.cos(angle),
            r.center().y() + (r.height() / 2 + 22) * math.sin(angle),
        )

    def _table_rect(self) -> QRectF:
        w, h = self.width(), self.height()
        return QRectF(w * 0.24, h * 0.22, w * 0.52, h * 0.56)

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._table_rect()
        p.setPen(QPen(QColor("#6b4a2b"), 8))
        p.setBrush(QColor("#2a6a49"))
        p.drawEllipse(rect)
        n = len(self._names)
        # the passing direction, as a faint arrow inside the table
        p.setPen(QPen(QColor(255, 255, 255, 60), 2))
        inner = rect.adjusted(rect.width() * 0.25, rect.height() * 0.25, -rect.width() * 0.25, -rect.height() * 0.25)
        p.drawArc(inner, 90 * 16, -300 * 16)
        font = QFont(self.font())
        font.setPointSizeF(max(8.0, 11.5 - 0.3 * max(0, n - 6)))
        p.setFont(font)
        for seat, name in enumerate(self._names):
            pos = self.seat_position(seat, n)
            text = name if len(name) <= 12 else name[:11] + "…"
            box = QRectF(pos.x() - 60, pos.y() - 12, 120, 24)
            starter = seat == self._starter
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#d9b45a") if starter else QColor(0, 0, 0, 110))
            metrics = p.fontMetrics()
            tw = metrics.horizontalAdvance(text) + 16
            pill = QRectF(pos.x() - tw / 2, pos.y() - 12, tw, 24)
            p.drawRoundedRect(pill, 11, 11)
            p.setPen(QColor("#1d1a10") if starter else QColor("#f3ecd8"))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            if starter and self._tag:
                p.setPen(QColor("#d9b45a"))
                p.drawText(box.translated(0, -22), Qt.AlignmentFlag.AlignCenter, self._tag)
        p.end()
