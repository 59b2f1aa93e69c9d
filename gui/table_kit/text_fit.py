"""Shrink a line of text until it fits: names on the end screens' tiles never clip.

A player's name or a role's name sits on one line in a tile whose width the window sets
(a big table in a small window gives narrow tiles); rather than clip it ("Friedric"), the
tile draws it a little smaller. Shared by both games' end screens.
"""
from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics

from gui.table_kit.style import MIN_TEXT_PX


def fitting_px(text: str, px: float, room: float, bold: bool = True, smallest: float = MIN_TEXT_PX) -> float:
    """The largest pixel size up to ``px`` at which ``text`` fits in ``room`` pixels, but
    never below the smallest readable size (:data:`gui.table_kit.style.MIN_TEXT_PX`, issue 31
    item 10): below it a text must wrap or get more room instead."""
    smallest = max(smallest, MIN_TEXT_PX)
    px = max(px, smallest)
    font = QFont()
    font.setBold(bold)
    while px > smallest:
        font.setPixelSize(max(1, round(px)))
        if QFontMetrics(font).horizontalAdvance(text) <= room:
            break
        px *= 0.93
    return max(px, smallest)


def fitting_width(text: str, px: float, bold: bool = True) -> int:
    """How wide ``text`` is at ``px`` pixels (bold by default): the room a name needs."""
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(max(1, round(px)))
    return QFontMetrics(font).horizontalAdvance(text)
