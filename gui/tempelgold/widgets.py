"""Tempelgold's own small widgets (the role card's frame); the shared ones are in :mod:`gui.table_kit.widgets`."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gui.look import palette
from gui.table_kit import style


class RoleFrame(QFrame):
    """A role card's frame: a thick violet border and the role's name under the card.

    Role cards come from a second deck and their rank does not matter (rules); framed like
    this, a role shown as A♣ or K♥ cannot be taken for a chamber (where an Ace is a trap and
    a face card is gold). Chambers and piles are never framed, and no other element of the
    table uses the frame's colour. The name is a plain label (no accessible text: on the
    private panel it is a secret).
    """

    def __init__(self, card: QWidget, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tgRoleFrame")
        lay = self._lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        lay.setSpacing(6)
        card.setParent(self)
        lay.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
        self.name = QLabel(name, self)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.name, 0, Qt.AlignmentFlag.AlignHCenter)
        self.name.setVisible(bool(name))
        self._pad = -1
        self._set_padding(8)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_margins(self, margin: int, sides: int | None = None) -> None:
        """``margin`` all round; ``sides``: the left and right ones, if narrower."""
        side = margin if sides is None else sides
        self._lay.setContentsMargins(side, margin, side, margin)

    def _set_padding(self, pad: int) -> None:
        if pad == self._pad:
            return  # a style sheet set again re-polishes the frame and its children
        self._pad = pad
        self.setStyleSheet(
            f"#tgRoleFrame {{ background: {palette.FELT_DEEP}; border: 4px solid {palette.ROLE_FRAME};"
            " border-radius: 12px; }"
            f"#tgRoleFrame QLabel {{ color: {palette.ROLE_FRAME_TEXT}; background: {palette.ROLE_FRAME};"
            " border-radius: 6px; }"
        )
        self.name.setStyleSheet(f"padding: 2px {pad}px;")

    def set_name(self, name: str, px: float, room: float | None = None) -> None:
        """The role's name at ``px``, bold; where ``room`` (the label's width with its usual
        padding) is too narrow for it, in regular weight with a thin padding, so a narrow
        tile keeps the name at a readable size (issue 31 item 10) instead of shrinking it."""
        self.name.setText(name)
        bold = room is None or QFontMetricsF(style.font(px, bold=True)).horizontalAdvance(name) <= room
        self._set_padding(8 if bold else 3)
        self.name.setFont(style.font(px, bold=bold))
        self.name.setVisible(bool(name))
