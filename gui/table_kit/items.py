"""Graphics items both games' tables use: a seat's plate (its name in large type) and the
keyboard focus ring."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui.table_kit import style
from gui.table_kit.declared import DrawnText


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

    def _fitted_pixel(self) -> float:
        """The name's type size as drawn: shrunk until the text fits (down to 60 %)."""
        inner = self._rect.adjusted(10 + self._inset, 2, -10, -2)
        pixel = self._pixel
        while pixel > self._pixel * 0.6 and QFontMetricsF(style.font(pixel, bold=True)).horizontalAdvance(self._text) > inner.width():
            pixel *= 0.92
        return pixel

    def elided(self) -> str:
        """The text this plate cuts off when drawn ("Traps" drawn as "Tra…"), or ``""``:
        the layout check (:mod:`gui.checks.layout_check`) reads it."""
        inner = self._rect.adjusted(10 + self._inset, 2, -10, -2)
        pixel = self._fitted_pixel()
        if QFontMetricsF(style.font(pixel, bold=True)).horizontalAdvance(self._text) > inner.width() + 1:
            return self._text
        sub_pixel = self._sub_pixel or pixel * 0.9
        if self._sub and QFontMetricsF(style.font(sub_pixel, bold=True)).horizontalAdvance(self._sub) > inner.width() + 1:
            return self._sub
        return ""

    def drawn_texts(self) -> list[DrawnText]:
        """The name (and the second line), each with the box its glyphs take and its size."""
        inner = self._rect.adjusted(10 + self._inset, 2, -10, -2)
        pixel = self._fitted_pixel()
        lines = [(self._text, pixel)] + ([(self._sub, self._sub_pixel or pixel * 0.9)] if self._sub else [])
        height = inner.height() / len(lines)
        found = []
        for row, (text, px) in enumerate(lines):
            if not text:
                continue
            metrics = QFontMetricsF(style.font(px, bold=True))
            width = min(metrics.horizontalAdvance(text), inner.width())
            box = QRectF(inner.center().x() - width / 2, inner.top() + row * height + (height - metrics.height()) / 2,
                         width, metrics.height())
            found.append(DrawnText(text, box, px))
        return found

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
        pixel = self._fitted_pixel()
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
