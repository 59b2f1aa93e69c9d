"""Graphics items of the Tempelgold table that are not cards: the key, name plates, labels.

Cards themselves are :class:`gui.cards.CardItem`; everything here is drawn with
``QPainterPath`` so it scales crisply with the view.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui.tempelgold import style


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


class PlateItem(QGraphicsObject):
    """A rounded plate with one or two lines of large text (a seat's name, a pile's label)."""

    def __init__(self, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, 100, 40)
        self._text = ""
        self._sub = ""
        self._highlight = False
        self._dim = False
        self._frame = True
        self._pixel = 30.0
        self._sub_pixel: float | None = None
        self._inset = 0.0
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def configure(self, rect: QRectF, text: str, sub: str = "", *, highlight: bool = False,
                  dim: bool = False, frame: bool = True, text_inset: float = 0.0,
                  pixel: float | None = None, sub_pixel: float | None = None) -> None:
        """``text_inset``: room kept free on the left inside the plate (for the key);
        ``sub_pixel``: the second line's own size (default 0.9 × the name's)."""
        self._sub_pixel = sub_pixel
        self.prepareGeometryChange()
        self._inset = text_inset
        self._rect = QRectF(rect)
        self._text, self._sub = text, sub
        self._highlight, self._dim, self._frame = highlight, dim, frame
        lines = 2 if sub else 1
        self._pixel = pixel or min(rect.height() * (0.62 if lines == 1 else 0.4), 40.0)
        self.update()

    def text(self) -> str:
        return self._text

    def elided(self) -> str:
        """The text this plate cuts off when drawn ("Traps" drawn as "Tra…"), or ``""``:
        the layout check (:mod:`gui.layout_check`) reads it."""
        inner = self._rect.adjusted(10 + self._inset, 2, -10, -2)
        pixel = self._pixel
        while pixel > self._pixel * 0.6 and QFontMetricsF(style.font(pixel, bold=True)).horizontalAdvance(self._text) > inner.width():
            pixel *= 0.92
        if QFontMetricsF(style.font(pixel, bold=True)).horizontalAdvance(self._text) > inner.width() + 1:
            return self._text
        sub_pixel = self._sub_pixel or pixel * 0.9
        if self._sub and QFontMetricsF(style.font(sub_pixel, bold=True)).horizontalAdvance(self._sub) > inner.width() + 1:
            return self._sub
        return ""

    def pixel_size(self) -> float:
        return self._pixel

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def sub_text(self) -> str:
        return self._sub

    def is_highlighted(self) -> bool:
        return self._highlight

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        if self._frame:
            painter.setBrush(style.PLATE)
            pen = QPen(style.GOLD if self._highlight else QColor(255, 255, 255, 40), 3 if self._highlight else 1.5)
            painter.setPen(pen)
            painter.drawRoundedRect(r, r.height() * 0.3, r.height() * 0.3)
        colour = style.GOLD if self._highlight else (style.TEXT_DIM if self._dim else style.TEXT)
        painter.setPen(colour)
        inner = r.adjusted(10 + self._inset, 2, -10, -2)
        # Shrink the type until the text fits (down to 60 %), then elide: names stay whole.
        pixel = self._pixel
        f = style.font(pixel, bold=True)
        while pixel > self._pixel * 0.6 and QFontMetricsF(f).horizontalAdvance(self._text) > inner.width():
            pixel *= 0.92
            f = style.font(pixel, bold=True)
        painter.setFont(f)
        # Measured in the scene's own units, as elided() does: the painter's metrics follow the
        # view's scaled, hinted type and once cut "Traps" that fits ("Tra…"); drawn unclipped,
        # a text that fits by this measure may use a pixel of the plate's margin.
        logical = QFontMetricsF(f)
        metrics_text = (self._text if logical.horizontalAdvance(self._text) <= inner.width()
                        else logical.elidedText(self._text, Qt.TextElideMode.ElideRight, inner.width()))
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextDontClip)
        if self._sub:
            top = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.5)
            bottom = QRectF(inner.left(), top.bottom(), inner.width(), inner.height() * 0.5)
            painter.drawText(top, flags, metrics_text)
            sub_pixel = self._sub_pixel or pixel * 0.9
            painter.setFont(style.font(sub_pixel, bold=True))
            painter.drawText(bottom, flags, self._sub)
        else:
            painter.drawText(inner, flags, metrics_text)


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


class FocusRing(QGraphicsObject):
    """The keyboard focus on the table: a thick gold ring with a dark edge around one chamber.

    Two contrasting outlines (gold inside, near-black outside), so it stands out on the felt,
    on a red or a black card back, and in a greyscale picture alike.
    """

    def __init__(self, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF()
        self.setZValue(150)
        self.setVisible(False)
        # Only drawn over an item, never in the way of a click on it.
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt name
        return self._rect.adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = self._rect
        radius = min(r.width(), r.height()) * 0.08
        painter.setPen(QPen(QColor(10, 10, 10, 230), 10))
        painter.drawRoundedRect(r.adjusted(-6, -6, 6, 6), radius + 6, radius + 6)
        painter.setPen(QPen(style.GOLD, 6))
        painter.drawRoundedRect(r.adjusted(-6, -6, 6, 6), radius + 6, radius + 6)
