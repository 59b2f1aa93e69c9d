"""What the curtain's frame may ask of the screen it holds: whether the choice on it is complete,
and what committing it means in words.

The curtain is generic (it knows no game), so it declares the abilities it uses as a base
class of its own: a :class:`PrivateContent` says :meth:`~PrivateContent.is_ready` and announces
changes with ``readyChanged(bool)``; it names what the commit button commits
(:meth:`~PrivateContent.commit_text`, "Take 3 diamonds — done") and every text that button can
ever show (:meth:`~PrivateContent.commit_texts`, so the button has its final size from the
start), announcing a new text with ``choiceChanged()``. A game's private panel derives from it
through :class:`gui.games.widgets.GamePanel`. Any other widget (a plain label in a test) is
view-only content: always ready, nothing to announce.
"""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget


class PrivateContent(QWidget):
    """A screen behind the curtain that may hold a choice in the making."""

    readyChanged = Signal(bool)
    """The answer of :meth:`is_ready` changed (the frame's commit button opens or locks)."""
    choiceChanged = Signal()
    """The choice changed: :meth:`commit_text` may say something else now."""

    def is_ready(self) -> bool:
        """The choice is complete, so the frame's button finishes the step. A screen that
        chooses nothing is always ready."""
        return True

    def commit_text(self) -> str:
        """What the commit button says for the choice as it is now ("Take 3 diamonds —
        done"); "" for the frame's own words (a choice not complete yet, or a view-only step)."""
        return ""

    def commit_texts(self) -> list[str]:
        """Every text :meth:`commit_text` can give on this screen (the button's room)."""
        return []
