"""Small icons drawn in code (no asset files): the padlock that marks a player with a PIN."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap


def lock_icon() -> QIcon:
    """A gold padlock, 22 px: "this player's cards are protected by a PIN" (public)."""
    pix = QPixmap(22, 22)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QColor("#d9b45a"))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(6, 2, 10, 12, 5, 5)
    p.setBrush(QColor("#d9b45a"))
    p.drawRoundedRect(3, 9, 16, 11, 2, 2)
    p.end()
    return QIcon(pix)
