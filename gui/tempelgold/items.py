"""Graphics items of the Tempelgold table that are not cards: the key, name plates, labels.

Cards themselves are :class:`gui.cards.CardItem`; everything here is drawn with
``QPainterPath`` so it scales crisply with the view.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui.table_kit import style


def key_path(length: float) -> QPainterPath:
    """A classic key lying horizontally, bow on the left, bit (teeth) at the right, ``length`` long.

    The path's origin is the centre of the bow; it extends right to ``length`` and ±0.22·length.
    """
    L = length
    r = 0.2 * L
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    # The bow: a ring with a trefoil-ish hole.
    path.addEllipse(QPointF(0, 0), r, r)
    path.addEllipse(QPointF(0, 0), r * 0.45, r * 0.45)
    shaft = QPainterPath()
    shaft.addRoundedRect(QRectF(r * 0.85, -0.045 * L, L - r * 0.85, 0.09 * L), 0.03 * L, 0.03 * L)
    # The bit: two teeth hanging down near the end, plus a collar near the bow.
    shaft.addRect(QRectF(L * 0.78, 0.0, 0.07 * L, 0.2 * L))
    shaft.addRect(QRectF(L * 0.9, 0.0, 0.1 * L, 0.15 * L))
    shaft.addRoundedRect(QRectF(r * 1.15, -0.075 * L, 0.06 * L, 0.15 * L), 0.02 * L, 0.02 * L)
    return _merge(path, shaft)


def _merge(bow: QPainterPath, rest: QPainterPath) -> QPainterPath:
    # united() would fill the bow's hole; keep the hole by adding the ring separately.
    out = QPainterPath(bow)
    out.addPath(rest.simplified())
    return out


class KeyItem(QGraphicsObject):
    """The golden key, drawn at the key holder's name plate. Its ``pos`` is animated."""

    def __init__(self, length: float = 90.0, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self._length = length
        self._path = key_path(length)
        self.setZValue(50)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_length(self, length: float) -> None:
        self.prepareGeometryChange()
        self._length = length
        self._path = key_path(length)

    def length(self) -> float:
        return self._length

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-4, -4, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._path.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawPath(self._path.translated(3, 3))  # a soft drop shadow
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, QColor("#fff1b0"))
        grad.setColorAt(0.45, style.GOLD)
        grad.setColorAt(1.0, style.GOLD_DARK)
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor("#6b4e08"), max(1.0, self._length * 0.015)))
        painter.drawPath(self._path)


class SlotOutline(QGraphicsObject):
    """A dashed card outline: where a pile will grow (so an empty pile still has a place)."""

    def __init__(self, rect: QRectF, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(0, 0, 0, 30))
        painter.drawRoundedRect(self._rect, self._rect.width() * 0.06, self._rect.width() * 0.06)
