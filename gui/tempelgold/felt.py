"""The graphics view the Tempelgold table is drawn in: felt background, no scroll bars.

It only *tells* that it was resized (``resized``); it holds no reference to the screen
around it. (It used to call back into its owner through an attribute: that Python-level
cycle through two Qt wrappers kept every dropped table screen — with all its card items —
alive after Qt had destroyed it, about one table per game. See
``tests/gui/tempelgold/test_lifetime.py``.)
"""
from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QSizePolicy

from gui.table_kit import style


class FeltView(QGraphicsView):
    """The table's view: a rounded felt table on a dark rim; ``resized`` after every resize."""

    resized = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(style.FELT_DARK)
        self.setMinimumSize(320, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # keyboard play: arrows and Enter

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt name
        painter.fillRect(rect, style.FELT_DARK)
        table = self.sceneRect().adjusted(4, 4, -4, -4)
        grad = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.6)
        grad.setColorAt(0.0, style.FELT_LIGHT)
        grad.setColorAt(0.7, style.FELT)
        grad.setColorAt(1.0, style.FELT_DARK)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 60), 6))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(table, table.height() * 0.22, table.height() * 0.22)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt name
        super().resizeEvent(event)
        self.resized.emit()
