"""Laying a widget out at once, for a widget whose size changes under the player's eyes."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget


def lay_out_now(widget: QWidget) -> None:
    """Bring every layout from ``widget``'s window down to ``widget`` up to date now, not at
    Qt's next layout pass (a layout that is not dirty does nothing).

    Why: a widget whose size hint changed (the claims board, when "Enter a claim" appears and
    its header turns to two lines) keeps its old size until the pass, and any paint or
    picture in between shows it squeezed (issue 31, a ten-seat game at 800×600)."""
    if not widget.isVisible():
        return  # laid out when shown
    widget.updateGeometry()
    chain: list[QWidget] = []
    current: QWidget | None = widget
    while current is not None:
        chain.append(current)
        current = None if current.isWindow() else current.parentWidget()
    for outer in reversed(chain):
        layout = outer.layout()
        if layout is not None:
            layout.activate()
