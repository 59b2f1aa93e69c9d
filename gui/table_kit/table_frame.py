"""The frame both games' table screens share: a bar on top, the table with its side panel
on the right, a bar below.

Diamantenraub's and Tempelgold's table screens lay out the same frame around different
tables (counters above, the felt view taking all the room it can, the side panel with the
actions and the log at its right, the hint line below). One function builds it, so that
the two screens keep the same proportions when one of them changes.

The bar below (the status line, "Carla holds the key: click a chamber …") sits between two
empty slots of the same colour, both as wide as :func:`reserve_status_room` says: the
laptop's "Phones…" button lies in the left one (``gui.phones.banner``) and the right one
keeps the line centred. Laid over the line, the button covered its first words at 800×600
(issue 31 item 10).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from gui.look import palette

STATUS_BAR = "TableStatusBar"
STATUS_SLOT = "TableStatusSlot"  # the left slot; the right one is "TableStatusSlotRight"


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
    bar = QWidget(screen)
    bar.setObjectName(STATUS_BAR)
    bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    bar.setStyleSheet(f"QWidget#{STATUS_BAR} {{ background: {palette.BAR}; }}")
    row = QHBoxLayout(bar)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(0)
    for name in (STATUS_SLOT, None, STATUS_SLOT + "Right"):
        if name is None:
            row.addWidget(bottom, 1)
            continue
        slot = QWidget(bar)
        slot.setObjectName(name)
        slot.setFixedWidth(0)
        row.addWidget(slot)
    outer.addWidget(bar)
    return outer


def status_slot(screen: QWidget) -> QWidget | None:
    """The empty slot left of a table screen's status line (``None``: not a framed table)."""
    return screen.findChild(QWidget, STATUS_SLOT)


def reserve_status_room(screen: QWidget, width: int, height: int) -> None:
    """Keep ``width`` pixels free on both sides of the status line, and the bar at least
    ``height`` high: room for something laid into the left slot (the "Phones…" button)."""
    for name in (STATUS_SLOT, STATUS_SLOT + "Right"):
        slot = screen.findChild(QWidget, name)
        if slot is not None and (slot.width() != width or slot.minimumHeight() != height):
            slot.setFixedWidth(width)
            slot.setMinimumHeight(height)
