"""Cards on screen: ``CardItem`` for the QGraphicsView table, ``CardWidget`` for plain widgets.

Both draw through :class:`~gui.cards.renderer.DeckRenderer` only, repaint when their
element arrives (``rendered``) or the deck changes (``changed``), and flip by scaling
horizontally from 1 through 0 to -1, swapping the element at the midpoint (the mirrored
second half is drawn un-mirrored: we only use the absolute scale).

Privacy: neither sets a tooltip or an accessible name from the card; a caller that wants
one passes ``accessible_name=`` explicitly (CardWidget) or sets it itself.
"""
from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QSizePolicy,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.cards.renderer import DeckRenderer
from gui.cards.tempo import scaled

HOVER_COLOUR = QColor(255, 214, 74, 230)


_RUNNING_FLIPS: weakref.WeakSet[_Flip] = weakref.WeakSet()


def flips_running() -> bool:
    """Whether a card is turning over anywhere right now (``--selfplay --shots`` waits for
    the flips to end, so that no picture catches a card on its edge: issue 31 item 15)."""
    for flip in list(_RUNNING_FLIPS):
        anim = flip._anim
        try:
            if anim is not None and anim.state() == QAbstractAnimation.State.Running:
                return True
        except RuntimeError:  # its card was deleted mid-flip: it will never end
            pass
        _RUNNING_FLIPS.discard(flip)
    return False


class _Flip(QObject):
    """The flip animation shared by CardItem and CardWidget: scale 1 → 0 → 1, swap at 0."""

    def __init__(self, owner: QObject, on_scale: Callable[[float], None], on_swap: Callable[[str], None]) -> None:
        super().__init__(owner)
        # Weak: bound methods of the owner would make an owner <-> flip cycle of Qt
        # wrappers that Python's gc never collects (dead CardItems piled up, issue 9 §4).
        self._scale_ref, self._swap_ref = weakref.WeakMethod(on_scale), weakref.WeakMethod(on_swap)
        self._target: str | None = None
        self._anim: QVariantAnimation | None = None

    def _on_scale(self, value: float) -> None:
        method = self._scale_ref()
        if method is not None:
            method(value)

    def _on_swap(self, element: str) -> None:
        method = self._swap_ref()
        if method is not None:
            method(element)

    def start(self, element: str, duration_ms: int) -> None:
        if self._anim is not None:
            self._anim.stop()
            if self._target is not None:  # finish the previous flip at once
                self._on_swap(self._target)
        self._target = element
        if duration_ms <= 0:
            self._finish()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(1.0)
        anim.setEndValue(-1.0)
        anim.setDuration(scaled(duration_ms))
        anim.setEasingCurve(QEasingCurve.Type.InOutSine)
        anim.valueChanged.connect(self._step)
        anim.finished.connect(self._finish)
        self._anim = anim
        _RUNNING_FLIPS.add(self)
        anim.start()

    def _step(self, value: float) -> None:
        if value <= 0 and self._target is not None:
            self._on_swap(self._target)
            self._target = None
        self._on_scale(abs(float(value)))

    def _finish(self) -> None:
        if self._target is not None:
            self._on_swap(self._target)
            self._target = None
        self._anim = None
        _RUNNING_FLIPS.discard(self)
        self._on_scale(1.0)

    @property
    def running(self) -> bool:
        return self._anim is not None


class CardItem(QGraphicsObject):
    """One card on the table; its origin is the top-left corner of the card."""

    clicked = Signal()
    #: Which deck the face belongs to, for the privacy scanner (``gui.checks.privacy.face_id``):
    #: ``None`` a playing card, ``"role"`` one of Tempelgold's role cards.
    card_kind: str | None = None

    def __init__(self, renderer: DeckRenderer, element: str, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._element = element
        self._width = float(width)
        self._scale_x = 1.0
        self._clickable = False
        self._hover = False
        self._flip = _Flip(self, self._set_scale_x, self._swap)
        # The bounding rect is cached and only replaced right after prepareGeometryChange():
        # a rect that changes behind the scene's back (deck aspect, hover padding) leaves a
        # stale entry in the scene's BSP index and crashes QGraphicsScene::items() later.
        self._rect = self._compute_rect()
        renderer.rendered.connect(self._on_rendered)
        renderer.changed.connect(self._on_changed)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def _compute_rect(self) -> QRectF:
        pad = 3.0 if self._clickable else 0.0
        return QRectF(-pad, -pad, self._width + 2 * pad, self._width / self._renderer.aspect() + 2 * pad)

    def _update_geometry(self) -> None:
        rect = self._compute_rect()
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        self.update()

    # -- state -------------------------------------------------------------------------

    def element(self) -> str:
        return self._element

    def width(self) -> float:
        return self._width

    def height(self) -> float:
        pad = 3.0 if self._clickable else 0.0
        return self._rect.height() - 2 * pad

    def set_element(self, element: str) -> None:
        if element != self._element:
            self._element = element
            self.update()

    def set_width(self, width: float) -> None:
        if float(width) != self._width:
            self.prepareGeometryChange()
            self._width = float(width)
            self._rect = self._compute_rect()
            self.update()

    def flip_to(self, element: str, duration_ms: int = 300) -> None:
        """Turn the card over to ``element`` (scale through zero, swap at the midpoint)."""
        self._request(element)  # start rendering the other side now
        self._flip.start(element, duration_ms)

    def is_flipping(self) -> bool:
        return self._flip.running

    def scale_x(self) -> float:
        return self._scale_x

    def setClickable(self, clickable: bool) -> None:  # noqa: N802 - Qt naming, as in the API
        if clickable != self._clickable:
            self.prepareGeometryChange()
            self._clickable = clickable
            self._rect = self._compute_rect()
        self.setAcceptHoverEvents(clickable)
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
        if not clickable:
            self._hover = False
        self.update()

    def isClickable(self) -> bool:  # noqa: N802
        return self._clickable

    # -- internals ---------------------------------------------------------------------

    def _set_scale_x(self, value: float) -> None:
        self._scale_x = value
        self.update()

    def _swap(self, element: str) -> None:
        self._element = element
        self.update()

    def _on_rendered(self, element: str) -> None:
        if element == self._element:
            self.update()

    def _on_changed(self) -> None:
        self._update_geometry()

    def _request(self, element: str, painter: QPainter | None = None) -> QPixmap:
        scale, dpr = 1.0, 1.0
        if painter is not None:
            t = painter.worldTransform()
            scale = max(1e-3, (t.m11() ** 2 + t.m12() ** 2) ** 0.5)
            dev = painter.device()
            dpr = dev.devicePixelRatioF() if dev is not None else 1.0
        else:
            views = self.scene().views() if self.scene() is not None else []
            if views:
                scale = max(1e-3, abs(views[0].transform().m11()))
                dpr = views[0].devicePixelRatioF()
        return self._renderer.pixmap(element, self._width * scale, self.height() * scale, dpr)

    # -- QGraphicsItem -----------------------------------------------------------------

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._width, self.height()
        pixmap = self._request(self._element, painter)
        painter.save()
        if self._scale_x != 1.0:
            painter.translate(w / 2, 0)
            painter.scale(max(self._scale_x, 0.001), 1.0)
            painter.translate(-w / 2, 0)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(0, 0, w, h), pixmap, QRectF(pixmap.rect()))
        if self._clickable and self._hover:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(HOVER_COLOUR, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = min(w, h) * 0.06
            painter.drawRoundedRect(QRectF(-1, -1, w + 2, h + 2), radius, radius)
        painter.restore()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self._hover = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self._hover = False
        self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit()
            return
        super().mousePressEvent(event)


class CardWidget(QWidget):
    """A plain widget showing one card (curtain/private screens, dialogs)."""

    clicked = Signal()
    #: Which deck the face belongs to, for the privacy scanner (``gui.checks.privacy.face_id``):
    #: ``None`` a playing card, ``"role"`` one of Tempelgold's role cards.
    card_kind: str | None = None

    def __init__(
        self,
        renderer: DeckRenderer,
        element: str,
        width: int,
        parent: QWidget | None = None,
        accessible_name: str | None = None,
    ) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._element = element
        self._width = int(width)
        self._scale_x = 1.0
        self._flip = _Flip(self, self._set_scale_x, self._swap)
        # privacy: the card itself never becomes a tooltip or an accessible name
        self.setToolTip("")
        self.setAccessibleName(accessible_name or "")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
        renderer.rendered.connect(self._on_rendered)
        renderer.changed.connect(self._on_changed)
        self._apply_size()

    def element(self) -> str:
        return self._element

    def set_element(self, element: str) -> None:
        if element != self._element:
            self._element = element
            self.update()

    def set_width(self, width: int) -> None:
        self._width = int(width)
        self._apply_size()

    def flip_to(self, element: str, duration_ms: int = 300) -> None:
        self._renderer.pixmap(element, self._width, self._height(), self.devicePixelRatioF())
        self._flip.start(element, duration_ms)

    def is_flipping(self) -> bool:
        return self._flip.running

    def _height(self) -> int:
        return max(1, round(self._width / self._renderer.aspect()))

    def _apply_size(self) -> None:
        self.setFixedSize(QSize(self._width, self._height()))
        self.updateGeometry()
        self.update()

    def _set_scale_x(self, value: float) -> None:
        self._scale_x = value
        self.update()

    def _swap(self, element: str) -> None:
        self._element = element
        self.update()

    def _on_rendered(self, element: str) -> None:
        if element == self._element:
            self.update()

    def _on_changed(self) -> None:
        self._apply_size()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self._width, self._height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        w, h = self._width, self._height()
        pixmap = self._renderer.pixmap(self._element, w, h, self.devicePixelRatioF())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self._scale_x != 1.0:
            painter.translate(w / 2, 0)
            painter.scale(max(self._scale_x, 0.001), 1.0)
            painter.translate(-w / 2, 0)
        painter.drawPixmap(QRectF(0, 0, w, h), pixmap, QRectF(pixmap.rect()))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mousePressEvent(event)


__all__ = ["CardItem", "CardWidget"]
