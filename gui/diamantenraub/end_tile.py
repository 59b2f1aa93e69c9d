"""One tile of Diamantenraub's end screen: a seat's (or the treasure's, or the set-aside
card's) cards, name and caption, as wide as its words need at the smallest readable size and
as tall as its wrapped caption needs (split from :mod:`gui.diamantenraub.end`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from gui.diamantenraub.treasure import Outline
from gui.diamantenraub.widgets import set_px
from gui.look import palette
from gui.table_kit import style
from gui.table_kit.text_fit import fitting_px, fitting_width
from gui.table_kit.widgets import FanWidget

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer


class EndTile(QFrame):
    """One seat (or the set-aside card): its cards, its name, a caption."""

    def __init__(self, renderer: DeckRenderer, elements: list[str], name: str, caption: str, *,  # noqa: ANN001
                 winner: bool = False, aside: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drTile")
        self.setProperty("winner", "true" if winner else "false")
        self.setProperty("aside", "true" if aside else "false")
        self.winner = winner
        self.elements = elements
        self._renderer = renderer
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        lay.setSpacing(4)
        self.fan = FanWidget(renderer, elements, 70, 0.18, self)
        self.outline = Outline(self)
        self.fan.setVisible(bool(elements))
        self.outline.setVisible(not elements)
        self.name = QLabel(name, self)
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption = QLabel(caption, self)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)
        lay.addWidget(self.fan, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.outline, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.name)
        lay.addWidget(self.caption)

    def least_width(self) -> int:
        """The width the name and the caption's longest word need at the smallest readable size."""
        words = [self.name.text(), *self.caption.text().split()]
        return max(fitting_width(w, style.MIN_TEXT_PX) for w in words) + 16 + 8 + 2

    def set_scale(self, card_w: int, px: int) -> None:
        self.fan.set_card_width(card_w)
        self.outline.setFixedSize(card_w, round(card_w / self._renderer.aspect()))
        # as wide as the name and the caption's longest word need at the smallest readable
        # size, if the cards alone would make it narrower (issue 31 item 10: 12 players at
        # 800×600 cut "Anna")
        width = max(int(card_w * 2.1), self.least_width())
        name_px = fitting_px(self.name.text(), px, width - 16 - 8)  # a long name shrinks, never clips
        set_px(self.name, name_px, True, f"color: {'#e8b93a' if self.winner else '#f3efe2'};")
        # the caption wraps between words; a long role name ("Verdeckter Ermittler") must
        # still fit as one word, so the size goes down until the longest word fits
        room = width - 16 - 8
        size = max(13.0, px * 0.8)
        longest = max(self.caption.text().split() or [""], key=len)
        while True:
            set_px(self.caption, size, False, f"color: {palette.MUTED};")
            self.caption.ensurePolished()
            if size <= style.MIN_TEXT_PX or self.caption.fontMetrics().horizontalAdvance(longest) <= room:
                break
            size = max(style.MIN_TEXT_PX, size * 0.93)
        self.setFixedWidth(width)
        # as tall as its wrapped caption needs at that width: a grid row never squeezes it
        lay = self.layout()
        assert lay is not None
        lay.activate()
        self.setMinimumHeight(lay.totalHeightForWidth(width) if lay.hasHeightForWidth() else lay.totalMinimumSize().height())
