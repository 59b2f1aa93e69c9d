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

MIN_TEXT_PX = 15
"""The smallest type a player must read, in screen pixels (issue 31 item 10): the app's
smallest body text (hints, menus, tab and section titles in ``gui.look.style`` are 15 px).
Screens that size their type to the window never go below it (:func:`readable`); where a
text does not fit at it, the text wraps or its box grows instead. The layout check
(:mod:`gui.checks.text_rules`) holds every visible text to it."""


def readable(px: float) -> int:
    """``px`` rounded, but never below :data:`MIN_TEXT_PX`."""
    return max(MIN_TEXT_PX, round(px))


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
