"""What the curtain's frame may ask of the screen it holds: whether the choice on it is complete.

The curtain is generic (it knows no game), so it declares the one ability it uses as a base
class of its own: a :class:`PrivateContent` says :meth:`~PrivateContent.is_ready` and announces
changes with ``readyChanged(bool)``. A game's private panel derives from it through
:class:`gui.games.widgets.GamePanel`. Any other widget (a plain label in a test) is view-only
content: always ready, nothing to announce.
"""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget


class PrivateContent(QWidget):
    """A screen behind the curtain that may hold a choice in the making."""

    readyChanged = Signal(bool)
    """The answer of :meth:`is_ready` changed (the frame's button then reads "Done — hide")."""

    def is_ready(self) -> bool:
        """The choice is complete, so the frame's button finishes the step. A screen that
        chooses nothing is always ready."""
        return True
