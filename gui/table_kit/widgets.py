"""Small widgets both games' screens use: a fan of face-up cards, a combo box with a clear
arrow, and clearing a widget's accessible texts (privacy on secret screens)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPaintEvent, QPainter, QPalette, QPolygonF
from PySide6.QtWidgets import QComboBox, QSizePolicy, QWidget

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer


class FanWidget(QWidget):
    """A row of overlapping face-up cards painted from the renderer (the end screen's piles).

    Pure paint, no child widgets, no tooltips: it is a picture of cards that the whole
    table may see.
    """

    def __init__(self, renderer: DeckRenderer, elements: Sequence[str], card_width: int, step: float = 0.3,  # noqa: ANN001
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._elements = list(elements)
        self._card_width = int(card_width)
        self._step = step
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        renderer.rendered.connect(self._on_rendered)

    def elements(self) -> list[str]:
        return list(self._elements)

    def set_card_width(self, width: int) -> None:
        self._card_width = int(width)
        self.updateGeometry()
        self.update()

    def _card_height(self) -> int:
        return max(1, round(self._card_width / self._renderer.aspect()))

    def sizeHint(self) -> QSize:
        n = max(1, len(self._elements))
        return QSize(round(self._card_width * (1 + (n - 1) * self._step)), self._card_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self._card_width, self._card_height())

    def _on_rendered(self, element: str) -> None:
        if element in self._elements:
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: ANN001
        if not self._elements:
            return
        w, h = self._card_width, self._card_height()
        n = len(self._elements)
        step = self._card_width * self._step
        if n > 1:
            step = min(step, (self.width() - w) / (n - 1))
        total = w + (n - 1) * step
        x = (self.width() - total) / 2
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        dpr = self.devicePixelRatioF()
        for element in self._elements:
            pm = self._renderer.pixmap(element, w, h, dpr)
            painter.drawPixmap(QRectF(x, 0, w, h), pm, QRectF(pm.rect()))
            x += step
        painter.end()


def clear_accessible(widget: QWidget) -> None:
    """Make sure no tooltip or accessible text sits on ``widget`` (privacy on secret screens)."""
    widget.setToolTip("")
    widget.setAccessibleName("")
    widget.setAccessibleDescription("")
    widget.setWhatsThis("")
    widget.setStatusTip("")


class ArrowCombo(QComboBox):
    """A combo box with a style sheet of its own face (the end screen's "next Boss"), and a
    clear arrow drawn on it.

    A styled ``QComboBox`` drew its drop-down part as a narrow grey strip with a tiny arrow at
    the box's right edge, which read as a scroll bar cut off (issue 31, seen at every size).
    Its style sheet hides that strip (``ARROW_CSS``); this paints a triangle in the box's ink
    colour in its place, as wide as the box's type is high."""

    ARROW_CSS = ("QComboBox::drop-down { subcontrol-origin: padding; subcontrol-position: center right;"
                 " width: 30px; border: none; background: transparent; }"
                 "QComboBox::down-arrow { image: none; width: 0; height: 0; }")

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = max(10.0, self.fontMetrics().height() * 0.6)
        right = self.rect().right() - 14.0
        middle = self.rect().center().y() + 1.0
        triangle = QPolygonF([QPointF(right - size, middle - size / 3), QPointF(right, middle - size / 3),
                              QPointF(right - size / 2, middle + size / 3)])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.palette().color(QPalette.ColorRole.Text) if self.isEnabled()
                         else self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        painter.drawPolygon(triangle)
        painter.end()
