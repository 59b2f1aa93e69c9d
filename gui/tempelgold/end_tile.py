"""One tile of the Tempelgold end screen: a seat's role card in its frame, the player's name,
and the chambers still face down in front of that seat, turned over, with what they are.

The end screen (:mod:`gui.tempelgold.end`) lays the tiles out and sizes them.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from engine.cards import Card
from engine.tempelgold import Role
from gui.cards import CardWidget, element_id
from gui.look import palette
from gui.table_kit import style
from gui.table_kit.declared import ROLE_KIND
from gui.table_kit.text_fit import fitting_px
from gui.table_kit.widgets import FanWidget
from gui.tempelgold.widgets import RoleFrame

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer


TILE_CSS = (
    f"#tgTile {{ background: {palette.TILE}; border: 2px solid {palette.TILE_EDGE}; border-radius: 14px; }}"
    f"#tgTile[winner=\"true\"] {{ background: {palette.WINNER_TILE}; border: 3px solid {palette.GOLD}; }}"
    f"#tgTile[leftover=\"true\"] {{ background: {palette.LEFTOVER_TILE}; border: 2px dashed {palette.LEFTOVER_EDGE}; }}"
)


class Tile(QFrame):
    """One seat (or a role card left over): the framed role card, a name, the seat's chambers
    still face down (turned face up), and a line saying what those chambers are."""

    def __init__(self, renderer: DeckRenderer, element: str, name: str, chambers: Sequence[Card] = (), *,  # noqa: ANN001
                 winner: bool = False, leftover: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tgTile")
        self.setProperty("winner", "true" if winner else "false")
        self.setProperty("leftover", "true" if leftover else "false")
        self.winner = winner
        self.leftover = leftover
        self.element = element
        self.chambers = tuple(chambers)
        self.role: Role = Role.ABENTEURER  # set by the end screen right after
        self._inner = 0  # the room for the names inside the tile (set_scale)
        lay = self._lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        lay.setSpacing(4)
        self.card = CardWidget(renderer, element, 90, self)
        self.card_kind = self.card.card_kind = ROLE_KIND  # a role card, not the chamber of that face
        self.frame = RoleFrame(self.card, parent=self)
        self.name = QLabel(name, self)
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is plain text
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name.setStyleSheet(f"color: {palette.GOLD if winner else palette.TEXT};")
        self.fan = FanWidget(renderer, [element_id(c) for c in self.chambers], 60, 0.34, self)
        self.caption = QLabel(self)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)
        self.caption.setStyleSheet(f"color: {palette.MUTED};")
        lay.addWidget(self.frame, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.name)
        lay.addWidget(self.fan)
        lay.addWidget(self.caption)
        self.fan.setVisible(not leftover)

    def chamber_elements(self) -> list[str]:
        return self.fan.elements()

    def set_scale(self, card_w: int, chamber_w: int, px: float, width: int, compact: bool = False) -> None:
        m = 4 if compact else 8
        self._lay.setContentsMargins(m, m, m, m)
        self.card.set_width(card_w)
        self.fan.set_card_width(chamber_w)
        # names shrink rather than clip when the tiles are narrow (a big table)
        inner = self._inner = width - 2 * m - 4
        role = self.frame.name.text()
        room = inner - 2 * m - 30  # 30: frame, padding
        role_px = fitting_px(role, px * 0.75, room)
        self.frame.set_name(role, role_px, room)
        # at the smallest readable size a role's name may still want more than the frame's
        # usual margins leave (10 players at 800x600: "Adventurer" lost its last pixels)
        needed = self.frame.name.sizeHint().width() + 2 * m + 8  # 8: the frame's border
        self.frame.set_margins(m, m if needed <= inner else max(0, (inner - 8 - self.frame.name.sizeHint().width()) // 2))
        self.name.setFont(style.font(fitting_px(self.name.text(), px, inner), bold=True))
        self.caption.setFont(style.font(style.readable(px * 0.75)))
        # a caption that wraps ("1 gold, 1 / empty") asks for its lines' height up front: a
        # word-wrapped label's size hint is one line, and the tile then squeezed its role
        # frame until the role's name lay over the card (issue 31)
        self.caption.setMinimumHeight(0)  # a label's height for width is at least its minimum
        self.caption.setFixedHeight(self.caption.heightForWidth(inner - 2))
        self.setFixedWidth(width)
        # the end screen measures right after this: update the size hints now, not on the
        # next event loop pass
        for lay in (self.frame.layout(), self._lay):
            if lay is not None:
                lay.invalidate()
                lay.activate()

    def names_whole(self) -> bool:
        """Whether the player's name and the role's name fit the width of the last
        :meth:`set_scale` on one line each, at the sizes it chose."""
        name = self.name.fontMetrics().horizontalAdvance(self.name.text())
        return name <= self._inner and self.frame.name.sizeHint().width() + 8 <= self._inner  # 8: the frame's border

    def text_width(self) -> int:
        """The width the name and the frame's role name need on one line each."""
        return max(self.name.fontMetrics().horizontalAdvance(self.name.text()),
                   self.frame.name.fontMetrics().horizontalAdvance(self.frame.name.text()) + 40)
