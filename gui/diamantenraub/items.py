"""The Diamantenraub table's graphics: the oval felt, one item per seat, the Boss's piles.

Geometry (decisions): the scene is ``SCENE_W`` × ``SCENE_H``; seats sit on an ellipse,
the Boss at the bottom centre, the others clockwise as seen on screen (bottom → left →
top → right), which is the passing direction of the rules. Each seat's take lies between
its name plate and the centre. A take not yet shown is **one** card back whatever it holds
(a count of backs would tell how many diamonds someone took).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsObject, QGraphicsSceneMouseEvent, QGraphicsView, QSizePolicy, QStyleOptionGraphicsItem, QWidget

from engine.cards import Card
from engine.diamantenraub import Role, SeatSummary
from gui.cards import PLAY_BACK, CardItem, element_id
from gui.table_kit import style
from gui.table_kit.items import PlateItem, apply_view_scale

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer

SCENE_W, SCENE_H = 1600.0, 900.0
CENTRE = QPointF(SCENE_W / 2, SCENE_H / 2 + 10)
RX, RY = 600.0, 345.0
PLATE_W, PLATE_H = 210.0, 58.0
CARD_W = 74.0
GAP = 14.0


def seat_anchor(seat: int, count: int) -> QPointF:
    """Where a seat's name plate sits: the Boss (0) at the bottom, then clockwise."""
    t = 2 * math.pi * seat / count
    return QPointF(CENTRE.x() - RX * math.sin(t), CENTRE.y() + RY * math.cos(t))


def inward(seat: int, count: int, distance: float | None = None) -> QPointF:
    """The point ``distance`` from a seat's plate towards the centre (where its take lies).

    By default just far enough that a card there clears the plate, whichever way it faces."""
    a = seat_anchor(seat, count)
    dx, dy = CENTRE.x() - a.x(), CENTRE.y() - a.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    if distance is None:
        card_h = CARD_W / 0.714
        distance = abs(ux) * (PLATE_W / 2 + CARD_W / 2 + GAP) + abs(uy) * (PLATE_H / 2 + card_h / 2 + GAP)
    return QPointF(a.x() + ux * distance, a.y() + uy * distance)


class FeltView(QGraphicsView):
    """The view: an oval felt table on a dark floor, fitted to the widget, no scroll bars."""

    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 240)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt API
        painter.fillRect(rect, style.FELT_DARK)
        oval = QRectF(CENTRE.x() - RX - 40, CENTRE.y() - RY - 30, 2 * RX + 80, 2 * RY + 60)
        grad = QRadialGradient(oval.center(), oval.width() * 0.55)
        grad.setColorAt(0.0, style.FELT_LIGHT)
        grad.setColorAt(0.75, style.FELT)
        grad.setColorAt(1.0, style.FELT_DARK)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 70), 8))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(oval)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: ANN001, N802 - Qt API
        super().resizeEvent(event)
        self.fitInView(QRectF(0, 0, SCENE_W, SCENE_H), Qt.AspectRatioMode.KeepAspectRatio)
        apply_view_scale(self)  # the plates' type never below the readable size on screen
        self.resized.emit()


class SeatItem(QGraphicsObject):
    """One seat: name plate (gold for the Boss, dim when out), its take, its excuses.

    It is updated from one row of :class:`~gui.diamantenraub.models.SeatTableModel` by
    :meth:`apply`; ``clicked(seat)`` when it is clickable (the Boss chooses whom to accuse).
    """

    clicked = Signal(int)

    def __init__(self, renderer: DeckRenderer, seat: int, count: int) -> None:  # noqa: ANN001
        super().__init__()
        self._renderer = renderer
        self.seat = seat
        self._count = count
        self._clickable = False
        self._selected = False
        self._summary: SeatSummary | None = None
        self.setPos(seat_anchor(seat, count))
        self.plate = PlateItem(self)
        self.take_items: list[CardItem] = []
        self.excuse_items: list[CardItem] = []
        self._sub = ""
        self.computer = False  # a computer player's seat: its plate is marked
        self.setZValue(10)
        self.setAcceptHoverEvents(False)

    # -- geometry ---------------------------------------------------------------------
    def take_origin(self) -> QPointF:
        """Scene point (top-left) where the take's first card lies."""
        p = inward(self.seat, self._count)
        h = CARD_W / self._renderer.aspect()
        return QPointF(p.x() - CARD_W / 2, p.y() - h / 2)

    def take_rect(self) -> QRectF:
        """Scene rectangle of the take's place (one card), whether taken yet or not."""
        return QRectF(self.take_origin(), QSizeF(CARD_W, CARD_W / self._renderer.aspect()))

    def excuse_origin(self, index: int) -> QPointF:
        """Scene point of the ``index``-th excuse this seat received (beside the plate)."""
        a = seat_anchor(self.seat, self._count)
        w = CARD_W * 0.7
        h = w / self._renderer.aspect()
        if a.x() < CENTRE.x() - 50:  # left half: outside the plate, away from the take
            return QPointF(a.x() - PLATE_W / 2 - 6 - w - index * 18, a.y() - h / 2)
        return QPointF(a.x() + PLATE_W / 2 + 6 + index * 18, a.y() - h / 2)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-PLATE_W / 2 - 6, -PLATE_H / 2 - 6, PLATE_W + 12, PLATE_H + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not (self._selected or self._clickable):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor("#ff6b4a") if self._selected else QColor(255, 214, 74, 150)
        painter.setPen(QPen(colour, 5 if self._selected else 2, Qt.PenStyle.SolidLine if self._selected else Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 20, 20)

    # -- state --------------------------------------------------------------------------
    def summary(self) -> SeatSummary | None:
        return self._summary

    def sub_text(self) -> str:
        return self._sub

    def apply(self, summary: SeatSummary, sub: str, *, winner: bool, accused: bool) -> None:
        """Show ``summary``; ``sub`` is the plate's second line (already translated)."""
        self._summary = summary
        self._sub = sub
        rect = QRectF(-PLATE_W / 2, -PLATE_H / 2, PLATE_W, PLATE_H)
        # The name keeps its size; only a long second line ("Undercover Agent A♣ · out")
        # draws smaller, and never below half the name (issue 19 item 12: an eliminated
        # seat once shrank to tiny grey text). Out is said in words and a dimmer plate.
        pixel = min(PLATE_H * 0.4, 40.0)
        sub_pixel = pixel * 0.9
        if sub:
            room = PLATE_W - 24
            while sub_pixel > pixel * 0.5 and QFontMetricsF(style.font(sub_pixel, bold=True)).horizontalAdvance(sub) > room:
                sub_pixel *= 0.95
        self.plate.configure(rect, summary.name, sub, highlight=summary.is_boss or winner or accused,
                             dim=summary.eliminated, pixel=pixel if sub else None, sub_pixel=sub_pixel if sub else None,
                             computer=self.computer)
        self.plate.setOpacity(0.8 if summary.eliminated else 1.0)
        self._set_take(summary)
        self._set_excuses(summary.excuses)

    def _set_take(self, s: SeatSummary) -> None:
        if s.shown is not None:
            # a thief's diamonds went back to the Boss; a role card stays face up here
            cards: list[str] = [] if s.shown.role is Role.DIEB else [element_id(c) for c in s.shown.cards]
        elif s.has_taken and not s.is_boss:
            cards = [PLAY_BACK]
        else:
            cards = []
        if [it.element() for it in self.take_items] == cards:
            return
        _drop(self.take_items)
        origin = self.take_origin() - self.pos()
        for k, element in enumerate(cards):
            item = CardItem(self._renderer, element, CARD_W, self)
            item.setPos(origin + QPointF(k * CARD_W * 0.3, 0))
            item.setZValue(20 + k)
            self.take_items.append(item)

    def _set_excuses(self, excuses: tuple[Card, ...]) -> None:
        if [it.element() for it in self.excuse_items] == [element_id(c) for c in excuses]:
            return
        _drop(self.excuse_items)
        for k, card in enumerate(excuses):
            item = CardItem(self._renderer, element_id(card), CARD_W * 0.7, self)
            item.setPos(self.excuse_origin(k) - self.pos())
            item.setZValue(25 + k)
            self.excuse_items.append(item)

    def set_clickable(self, on: bool) -> None:
        if on != self._clickable:
            self._clickable = on
            self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
            self.update()

    def is_clickable(self) -> bool:
        return self._clickable

    def set_selected(self, on: bool) -> None:
        if on != self._selected:
            self._selected = on
            self.update()

    def is_selected(self) -> bool:
        return self._selected

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: ANN001, N802 - Qt API
        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit(self.seat)
            return
        super().mousePressEvent(event)


class PileItem(QGraphicsObject):
    """A row of face-up cards at a fixed place (the Boss's excuses, the diamonds back with him)."""

    def __init__(self, renderer: DeckRenderer, origin: QPointF, width: float, step: float) -> None:  # noqa: ANN001
        super().__init__()
        self._renderer = renderer
        self.setPos(origin)
        self._width = width
        self._step = step
        self.items: list[CardItem] = []

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass

    def cards_rect(self) -> QRectF:
        """The scene rectangle its cards cover (one card's place when it holds none)."""
        width = self._width + max(0, len(self.items) - 1) * self._step
        return QRectF(self.pos(), QSizeF(width, self._width / self._renderer.aspect()))

    def slot(self, index: int) -> QPointF:
        """Scene point (top-left) of the ``index``-th card."""
        return self.pos() + QPointF(index * self._step, 0)

    def set_cards(self, cards: list[Card]) -> None:
        elements = [element_id(c) for c in cards]
        while len(self.items) > len(elements):
            _drop([self.items.pop()])
        for k, element in enumerate(elements):
            if k < len(self.items):
                self.items[k].set_element(element)
                continue
            item = CardItem(self._renderer, element, self._width, self)
            item.setPos(QPointF(k * self._step, 0))
            item.setZValue(k)
            self.items.append(item)


def _drop(items: list[CardItem]) -> None:
    """Take card items off the table for good (children of a seat or pile)."""
    for item in items:
        scene = item.scene()
        item.setParentItem(None)  # type: ignore[arg-type]  # None detaches it (Qt API)
        if scene is not None:
            scene.removeItem(item)
        item.deleteLater()
    items.clear()
