"""A hint on a seat's private screen: "What can I do now? What do I know?" (issue 34).

The curtain knows no game: a hint reaches it as plain :class:`Hint` data, computed by the
game from the revealed seat's own view alone (``Learning.hint`` in :mod:`gui.games.learning`)
and only when the player asks for it (the frame's "Hint" button). It is shown in a
:class:`HintBox` in the private panel's place, inside the private frame, so it goes when the
frame goes: covering, Escape, the guard and "Done" destroy it with the frame, and no hint
text is ever made before the player asks or kept after the screen is hidden.

Each line is its own label, so that the privacy oracle (:mod:`gui.checks.oracle`) reads every
line of a hint as a text of its own and can compare it with every other seat's secrets.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

HINT_CSS = (
    "QFrame#HintBox { background: #1d2621; border: 2px solid #d9b45a; border-radius: 10px; }"
    " QLabel#HintHeading { font-size: 20px; font-weight: 700; color: #f0d488; }"
    " QLabel#HintLine { font-size: 18px; color: #e8e4d8; }"
    " QScrollArea#HintScroll { background: transparent; border: none; }"
    " QScrollArea#HintScroll:focus { border: 2px solid #ffffff; }"
)


@dataclass(frozen=True)
class Hint:
    """What a hint says, in the shown language: what the seat may do now (``can_do``, its
    legal moves in plain words) and what it knows (``known``: its own cards as its screen
    shows them, and what the public record says). Plain sentences, one fact each."""

    can_do: tuple[str, ...]
    known: tuple[str, ...]

    def lines(self) -> list[str]:
        """Every line of the hint, in the order shown (headings left out)."""
        return [*self.can_do, *self.known]


HintSource = Callable[[], "Hint | None"]
"""Makes the revealed seat's hint now (``None``: the game offers none for this step)."""


def heading_texts() -> tuple[str, str]:
    """The two headings of every hint, in the current language."""
    return (QCoreApplication.translate("HintBox", "What can I do now?"),
            QCoreApplication.translate("HintBox", "What do I know?"))


class HintBox(QFrame):
    """The hint, in the private panel's place: two headings and their lines, scrollable, focusable
    (Tab reaches it; a screen reader reads its name and then its lines)."""

    def __init__(self, hint: Hint, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HintBox")
        self.setStyleSheet(HINT_CSS)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.hint = hint
        body = QWidget()
        body.setObjectName("HintBody")
        body.setStyleSheet("QWidget#HintBody { background: transparent; }")
        column = QVBoxLayout(body)
        column.setContentsMargins(18, 14, 18, 14)
        column.setSpacing(6)
        self.labels: list[QLabel] = []
        can_title, know_title = heading_texts()
        for title, lines in ((can_title, hint.can_do), (know_title, hint.known)):
            if not lines:
                continue
            column.addWidget(self._label(title, "HintHeading"))
            for line in lines:
                column.addWidget(self._label(line, "HintLine"))
        column.addStretch(1)
        self.scroller = QScrollArea()
        self.scroller.setObjectName("HintScroll")
        self.scroller.setWidget(body)
        self.scroller.setWidgetResizable(True)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # arrows scroll a long hint
        self.scroller.viewport().setStyleSheet("background: transparent;")
        self.scroller.setAccessibleName(QCoreApplication.translate("HintBox", "Hint, only for you"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.scroller)

    def _label(self, text: str, name: str) -> QLabel:
        label = QLabel(text)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if name == "HintLine":
            label.setIndent(14)  # under its heading; the line's text stays exactly the hint's
        self.labels.append(label)
        return label

    def texts(self) -> Sequence[str]:
        """Every text the box shows (headings and lines), in order (tests)."""
        return [label.text() for label in self.labels]
