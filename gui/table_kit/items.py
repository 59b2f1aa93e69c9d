"""Graphics items both games' tables use: a seat's plate (its name in large type) and the
keyboard focus ring."""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from gui.table_kit import style
from gui.table_kit.computer_badge import computer_badge_rect, draw_computer_badge
from gui.table_kit.declared import DrawnText


class PlateItem(QGraphicsObject):
    """A rounded plate with one or two lines of large text (a seat's name, a pile's label).

    Its type never drops below the smallest readable size on screen: the table tells it
    how many scene units that is at the view's scale (:meth:`set_min_pixel`, from
    :func:`apply_view_scale`). A text that does not fit the plate at that size is not cut or
    shrunk further; the plate grows around it (a long second line, "Thief (12) · out",
    breaks at its " · " into lines). Out players' plates once shrank their second line to
    about 7 px at 800×600 (issue 31 item 10).
    """

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
        self._floor = 0.0
        self._computer = False
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def configure(self, rect: QRectF, text: str, sub: str = "", *, highlight: bool = False,
                  dim: bool = False, frame: bool = True, text_inset: float = 0.0,
                  pixel: float | None = None, sub_pixel: float | None = None, computer: bool = False) -> None:
        """``text_inset``: room kept free on the left inside the plate (for the key);
        ``sub_pixel``: the second line's own size (default 0.9 × the name's);
        ``computer``: a computer player's seat, marked with a small screen at the plate's corner."""
        self._computer = computer
        self._sub_pixel = sub_pixel
        self.prepareGeometryChange()
        self._inset = text_inset
        self._rect = QRectF(rect)
        self._text, self._sub = text, sub
        self._highlight, self._dim, self._frame = highlight, dim, frame
        lines = 2 if sub else 1
        self._pixel = pixel or min(rect.height() * (0.62 if lines == 1 else 0.4), 40.0)
        scene = self.scene()
        if scene is not None and scene.views():  # a new plate on a table already in view
            self._floor = min_scene_pixel(scene.views()[0])
        self.update()

    def set_min_pixel(self, pixel: float) -> None:
        """The smallest type size in scene units (the smallest readable size on screen at the
        view's scale); 0: no floor."""
        if abs(pixel - self._floor) > 0.01:
            self.prepareGeometryChange()
            self._floor = pixel
            self.update()

    def text(self) -> str:
        return self._text

    def _fitted_pixel(self) -> float:
        """The name's type size as drawn: shrunk until the text fits (down to 60 %, and never
        below the floor)."""
        inner = self._rect.adjusted(10 + self._inset, 2, -10, -2)
        pixel = max(self._pixel, self._floor)
        smallest = max(self._pixel * 0.6, self._floor)
        while pixel > smallest and QFontMetricsF(style.font(pixel, bold=True)).horizontalAdvance(self._text) > inner.width():
            pixel = max(pixel * 0.92, smallest)
            if pixel == smallest:
                break
        return pixel

    def _lines(self) -> list[tuple[str, float, bool]]:
        """The lines as drawn, each with its type size and weight: the name (bold), then the
        second line (bold; where it is wider than the plate at its size, split at its " · "
        into lines of regular weight, which take less room across)."""
        pixel = self._fitted_pixel()
        lines = [(self._text, pixel, True)]
        if self._sub:
            sub_pixel = max(self._sub_pixel or pixel * 0.9, self._floor)
            room = self._rect.width() - 20 - self._inset
            if QFontMetricsF(style.font(sub_pixel, bold=True)).horizontalAdvance(self._sub) > room + 1:
                lines += [(part, sub_pixel, False) for part in self._sub.split(" · ")]
            else:
                lines.append((self._sub, sub_pixel, True))
        return lines

    def _plate(self) -> QRectF:
        """The plate as drawn: its rectangle, grown (about its centre) to hold its lines."""
        lines = self._lines()
        width = max(QFontMetricsF(style.font(px, bold=b)).horizontalAdvance(text) for text, px, b in lines) + 20 + self._inset
        height = sum(QFontMetricsF(style.font(px, bold=b)).height() for _, px, b in lines) + 4
        plate = QRectF(self._rect)
        grow_x, grow_y = max(0.0, width - plate.width()) / 2, max(0.0, height - plate.height()) / 2
        return plate.adjusted(-grow_x, -grow_y, grow_x, grow_y)

    def elided(self) -> str:
        """The text this plate cuts off when drawn ("Traps" drawn as "Tra…"), or ``""``:
        the layout check (:mod:`gui.checks.layout_check`) reads it. The plate grows to
        hold its text, so this is ``""`` unless a line is wider than the grown plate."""
        inner = self._plate().adjusted(10 + self._inset, 2, -10, -2)
        for text, px, bold in self._lines():
            if QFontMetricsF(style.font(px, bold=bold)).horizontalAdvance(text) > inner.width() + 1:
                return text
        return ""

    def drawn_texts(self) -> list[DrawnText]:
        """Every line, with the box its glyphs take and its size (scene units)."""
        return [DrawnText(text, box, px) for text, px, _, box in self._boxes()]

    def _boxes(self) -> list[tuple[str, float, bool, QRectF]]:
        inner = self._plate().adjusted(10 + self._inset, 2, -10, -2)
        lines = self._lines()
        heights = [QFontMetricsF(style.font(px, bold=b)).height() for _, px, b in lines]
        share = inner.height() / len(lines)
        found = []
        for row, ((text, px, bold), height) in enumerate(zip(lines, heights)):
            width = min(QFontMetricsF(style.font(px, bold=bold)).horizontalAdvance(text), inner.width())
            centre_y = inner.top() + share * (row + 0.5)
            found.append((text, px, bold, QRectF(inner.center().x() - width / 2, centre_y - height / 2, width, height)))
        return found

    def pixel_size(self) -> float:
        return self._pixel

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def sub_text(self) -> str:
        return self._sub

    def is_highlighted(self) -> bool:
        return self._highlight

    def is_computer(self) -> bool:
        return self._computer

    def boundingRect(self) -> QRectF:
        plate = self._plate().adjusted(-3, -3, 3, 3)
        return plate.united(computer_badge_rect(self._plate(), self._floor)) if self._computer else plate

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._plate()
        if self._frame:
            painter.setBrush(style.PLATE)
            pen = QPen(style.GOLD if self._highlight else QColor(255, 255, 255, 40), 3 if self._highlight else 1.5)
            painter.setPen(pen)
            radius = min(r.height(), self._rect.height()) * 0.3
            painter.drawRoundedRect(r, radius, radius)
        colour = style.GOLD if self._highlight else (style.TEXT_DIM if self._dim else style.TEXT)
        painter.setPen(colour)
        # Each line centred in its box, measured in the scene's own units (as elided() does:
        # the painter's metrics follow the view's scaled, hinted type and once cut "Traps"
        # that fits); drawn unclipped, a line may use a pixel of the plate's margin.
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextDontClip)
        for text, px, bold, box in self._boxes():
            painter.setFont(style.font(px, bold=bold))
            painter.drawText(box.adjusted(-4, -2, 4, 2), flags, text)
        if self._computer:
            draw_computer_badge(painter, computer_badge_rect(r, self._floor))


def min_scene_pixel(view: QGraphicsView) -> float:
    """The smallest readable size on screen (:data:`gui.table_kit.style.MIN_TEXT_PX`) in
    ``view``'s scene units at its scale (0 before the view has a scale)."""
    scale = math.hypot(view.transform().m12(), view.transform().m22())
    return style.MIN_TEXT_PX / scale if scale > 0 else 0.0


def apply_view_scale(view: QGraphicsView) -> None:
    """Give every plate on ``view``'s scene the floor of its type (:func:`min_scene_pixel`).
    Called by a table after it fitted its scene into the view."""
    scene = view.scene()
    if scene is None:
        return
    floor = min_scene_pixel(view)
    for item in scene.items():
        if isinstance(item, PlateItem):
            item.set_min_pixel(floor)


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

    def shape(self) -> QPainterPath:
        """The ring itself, not the card inside it: the item under a point of the card is the
        card (``QGraphicsView.itemAt``), now that the ring shows from the table's first focus."""
        outer, inner = QPainterPath(), QPainterPath()
        outer.addRect(self.boundingRect())
        inner.addRect(self._rect)
        return outer.subtracted(inner)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = self._rect
        radius = min(r.width(), r.height()) * 0.08
        painter.setPen(QPen(QColor(10, 10, 10, 230), 10))
        painter.drawRoundedRect(r.adjusted(-6, -6, 6, 6), radius + 6, radius + 6)
        painter.setPen(QPen(style.GOLD, 6))
        painter.drawRoundedRect(r.adjusted(-6, -6, 6, 6), radius + 6, radius + 6)
