"""Colours as ``QColor``, fonts and small text helpers for the painters of Tempelgold's screens.

The colours themselves live in :mod:`gui.look.palette` (the one palette of the app); this module
only wraps the ones the table's painters need as ``QColor`` values, under their old names.
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QFont

from gui.look import palette

FELT = QColor(palette.FELT)
FELT_LIGHT = QColor(palette.FELT_LIGHT)
FELT_DARK = QColor(palette.FELT_DARK)
TEXT = QColor(palette.TEXT)
TEXT_DIM = QColor(palette.TEXT_DIM)
GOLD = QColor(palette.GOLD)
GOLD_DARK = QColor(palette.GOLD_DARK)
PLATE = QColor(12, 30, 22, 215)
WARN = QColor(palette.WARN)
ROLE_FRAME = QColor(palette.ROLE_FRAME)


def qt_arg(text: str, *values: object) -> str:
    """Fill Qt-style ``%1``, ``%2`` … placeholders (highest number first, so %10 beats %1).

    ``tr()`` source strings use Qt's numbered placeholders so that translators can reorder
    them; Python's ``str.format`` would not survive a translation round trip as well.
    """
    for index in range(len(values), 0, -1):
        text = text.replace(f"%{index}", str(values[index - 1]))
    return text


def font(pixel_size: float, bold: bool = False) -> QFont:
    """A UI font at a pixel size (pixel, not point, sizes scale with the scene transform)."""
    f = QFont()
    f.setPixelSize(max(1, round(pixel_size)))
    f.setBold(bold)
    return f
