"""The frame both games' table screens share: a bar on top, the table with its side panel
on the right, a bar below.

Diamantenraub's and Tempelgold's table screens lay out the same frame around different
tables (counters above, the felt view taking all the room it can, the side panel with the
actions and the log at its right, the hint line below). One function builds it, so that
the two screens keep the same proportions when one of them changes.
"""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget


def frame_table(screen: QWidget, top: QWidget, table: QWidget, side: QWidget, bottom: QWidget) -> QVBoxLayout:
    """Lay ``screen`` out as ``top`` / (``table`` | ``side``) / ``bottom``; return its layout.

    No margins and no spacing: the bars and the side panel paint their own backgrounds
    edge to edge. The table gets every pixel the others leave.
    """
    middle = QHBoxLayout()
    middle.setContentsMargins(0, 0, 0, 0)
    middle.setSpacing(0)
    middle.addWidget(table, 1)
    middle.addWidget(side)
    outer = QVBoxLayout(screen)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.setSpacing(0)
    outer.addWidget(top)
    outer.addLayout(middle, 1)
    outer.addWidget(bottom)
    return outer
