"""Colours, fonts and small text helpers shared by Tempelgold's widgets.

Calm colours on purpose: the table is looked at from a chair for a quarter of an hour,
so the felt is a muted green, the text off-white, and gold is the only loud colour (the
key, the key holder's plate, the winners).
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QFont

FELT = QColor("#1f4d36")
FELT_LIGHT = QColor("#2b6347")
FELT_DARK = QColor("#163828")
TEXT = QColor("#f3efe2")
TEXT_DIM = QColor("#c9c3b0")
GOLD = QColor("#e8b93a")
GOLD_DARK = QColor("#9a7314")
PLATE = QColor(12, 30, 22, 215)
WARN = QColor("#e58a3a")

PANEL_CSS = "background: #17392a; color: #f3efe2;"


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
