"""The parts every game's end screen builds alike: its styled background, its centred lines,
the list of the winners' names.

What it is for: both games' end screens (``GameEnd`` subclasses) opened with the same steps,
written twice: a screen that paints its own background from its stylesheet, a headline and
a winners line centred and word-wrapped, and the winners' names in seat order. A new game's
end screen gets them here and writes only what is its own: what it shows of each seat, its
words (each game keeps its own translations: "Winners: %1" reads differently in each), and
its sizes.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def style_end_screen(screen: QWidget, object_name: str, css: str) -> None:
    """Name the screen (its stylesheet's ``#object_name`` selector), let it paint its own
    background, and give it ``css``."""
    screen.setObjectName(object_name)
    screen.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    screen.setStyleSheet(css)


def centred_line(parent: QWidget, css: str = "") -> QLabel:
    """A centred, word-wrapped label (a headline, the winners, an explanation), empty until
    the screen sets its words; ``css``: its own colour, if it has one."""
    label = QLabel(parent)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    if css:
        label.setStyleSheet(css)
    return label


def winner_names(players: Sequence[str], winners: Iterable[int]) -> str:
    """The winners' names in seat order, separated by commas ("" when nobody won)."""
    return ", ".join(players[seat] for seat in sorted(winners))
