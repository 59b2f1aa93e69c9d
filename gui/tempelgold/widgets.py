"""Small widgets shared by the private panel and the end screen."""
from __future__ import annotations

from typing import TYPE_CHECKING
from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPaintEvent, QPainter
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gui import palette
from gui.tempelgold import style

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


class RoleFrame(QFrame):
    """A role card's frame: a thick violet border and the role's name under the card.

    Role cards come from a second deck and their rank does not matter (rules); framed like
    this, a role shown as A♣ or K♥ cannot be taken for a chamber (where an Ace is a trap and
    a face card is gold). Chambers and piles are never framed, and no other element of the
    table uses the frame's colour. The name is a plain label (no accessible text: on the
    private panel it is a secret).
    """

    def __init__(self, card: QWidget, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tgRoleFrame")
        self.setStyleSheet(
            f"#tgRoleFrame {{ background: {palette.FELT_DEEP}; border: 4px solid {palette.ROLE_FRAME};"
            " border-radius: 12px; }"
            f"#tgRoleFrame QLabel {{ color: {palette.ROLE_FRAME_TEXT}; background: {palette.ROLE_FRAME};"
            " border-radius: 6px; padding: 2px 8px; }"
        )
        lay = self._lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        lay.setSpacing(6)
        card.setParent(self)
        lay.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
        self.name = QLabel(name, self)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.name, 0, Qt.AlignmentFlag.AlignHCenter)
        self.name.setVisible(bool(name))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_margins(self, margin: int) -> None:
        self._lay.setContentsMargins(margin, margin, margin, margin)

    def set_name(self, name: str, px: float) -> None:
        self.name.setText(name)
        self.name.setFont(style.font(px, bold=True))
        self.name.setVisible(bool(name))
