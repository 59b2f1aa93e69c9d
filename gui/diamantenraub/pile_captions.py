"""The captions of the Boss's two piles on Diamantenraub's felt: "Excuses" and "Back with the Boss".

Plain scene texts, sized in scene units like everything on the felt, so the view's scale
shrinks them: at 800×600 the felt is drawn at about a third, and a 23 px caption read 7 px
(issue 31). Their type is therefore never below the readable size on screen
(:func:`gui.table_kit.items.min_scene_pixel`), and they are placed again after every resize:
"Excuses" up and to the left of the Boss's excuses (clear of his neighbours' plates and
takes), "Back with the Boss" just above its pile in the middle of the table (the treasure is
gone by then), broken into two lines where one line would reach the takes at twelve players.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

from gui.diamantenraub.items import CARD_W, PileItem
from gui.table_kit import style
from gui.table_kit.items import min_scene_pixel

CAPTION_PX = 23.0
"""The captions' type in scene units where the felt is drawn large enough."""

CAPTION_ROOM = 3.4 * CARD_W
"""The widest a caption may be on one line (scene units): the free middle of the felt
between the takes at twelve players."""


def two_lines(text: str, font: QFont, room: float) -> str:
    """``text``, broken at the space nearest its middle if it is wider than ``room``."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces or QFontMetricsF(font).horizontalAdvance(text) <= room:
        return text
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return text[:cut] + "\n" + text[cut + 1:]


class PileCaptions:
    """The two captions (``labels``: excuses, back with the Boss) on ``scene``, drawn by ``view``."""

    def __init__(self, scene: QGraphicsScene, view: QGraphicsView, excuses: PileItem, back: PileItem) -> None:
        self._view = view
        self._piles = (excuses, back)
        self._texts = ("", "")
        self.labels: tuple[QGraphicsSimpleTextItem, QGraphicsSimpleTextItem] = (
            scene.addSimpleText(""), scene.addSimpleText(""))
        for label in self.labels:
            label.setBrush(style.TEXT_DIM)
        self.fit()

    def set_texts(self, excuses: str, back: str) -> None:
        """The captions' words ("" hides one: its pile is empty)."""
        self._texts = (excuses, back)
        self._place()

    def fit(self) -> None:
        """Size the type for the view's scale (after a resize) and place the captions again."""
        px = max(CAPTION_PX, min_scene_pixel(self._view) + 0.5)
        for label in self.labels:
            label.setFont(style.font(px, bold=True))
        self._place()

    def _place(self) -> None:
        excuses, back = self.labels
        excuse_pile, back_pile = self._piles
        excuses.setText(self._texts[0])
        box = excuses.boundingRect()
        excuses.setPos(excuse_pile.pos() + QPointF(CARD_W * 0.4 - box.width(), -box.height() - 2))
        back.setText(two_lines(self._texts[1], back.font(), CAPTION_ROOM))
        back.setPos(back_pile.pos() + QPointF(0, -back.boundingRect().height() - 4))
