"""The mark of a computer player's seat: a small screen on a round badge at its plate's corner.

Drawn, not a glyph, so that it looks the same with every font; it sits on the plate's
top-right corner, half outside, so it takes no room from the name and covers no text."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from gui.table_kit import style

BADGE_SHARE = 0.85
"""The badge's diameter as a share of the plate's height (at most :data:`BADGE_MAX`)."""
BADGE_MAX = 56.0
BADGE_OVER_TEXT = 1.5
"""The badge is never smaller than this many times the smallest readable type on screen."""


def computer_badge_rect(plate: QRectF, floor: float = 0.0) -> QRectF:
    """Where the badge of a plate drawn in ``plate`` goes (scene units); ``floor`` is the
    smallest readable type size in scene units (:func:`gui.table_kit.items.min_scene_pixel`)."""
    size = max(min(plate.height() * BADGE_SHARE, BADGE_MAX), floor * BADGE_OVER_TEXT)
    centre = QPointF(plate.right() + size * 0.1, plate.top() + size * 0.1)
    return QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)


def draw_computer_badge(painter: QPainter, rect: QRectF) -> None:
    """A dark disc with a gold rim, and on it a light screen on its stand."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(style.GOLD, max(1.0, rect.width() * 0.06)))
    painter.setBrush(QColor(20, 30, 24))
    painter.drawEllipse(rect)
    s = rect.width()
    screen = QRectF(rect.center().x() - s * 0.26, rect.top() + s * 0.26, s * 0.52, s * 0.34)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.TEXT)
    painter.drawRoundedRect(screen, s * 0.04, s * 0.04)
    painter.setBrush(QColor(20, 30, 24))
    painter.drawRect(screen.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05))
    painter.setBrush(style.TEXT)
    stand = QRectF(rect.center().x() - s * 0.04, screen.bottom(), s * 0.08, s * 0.08)
    painter.drawRect(stand)
    painter.drawRect(QRectF(rect.center().x() - s * 0.15, stand.bottom(), s * 0.30, s * 0.05))
    painter.restore()
