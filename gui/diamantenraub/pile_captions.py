"""The captions of the Boss's two piles on Diamantenraub's felt: "Excuses" and "Back with the Boss".

Plain scene texts, sized in scene units like everything on the felt, so the view's scale
shrinks them: at 800×600 the felt is drawn at about a third, and a 23 px caption read 7 px
(issue 31). Their type is therefore never below the readable size on screen
(:func:`gui.table_kit.items.min_scene_pixel`), and they are placed again after every resize
and change, each at the first of a few spots beside its pile that covers no plate and no
card: the type grows in scene units as the window shrinks, twelve seats crowd the felt, and
the German "Entschuldigungen" is twice as long as "Excuses", so no one fixed spot is free in
every case. "Back with the Boss" breaks into two lines where one would reach the takes.

Decision: a caption with no free spot is not drawn. Both say again what the counter bar
above the felt says in full ("Excuses the Boss has left: 2 · Diamonds back with the Boss:
10"), so nothing is lost, and a caption over a plate would be the worse of the two.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

from gui.cards import CardItem
from gui.diamantenraub.items import CARD_W, PileItem
from gui.table_kit import style
from gui.table_kit.declared import text_drawer
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


MARGIN = 12.0
"""The free room a caption keeps around it (scene units), so that it does not sit flush
against a plate and read as part of it."""

_EXCUSE_SPOTS = "uacrLR"
"""Where "Excuses" is tried, in order: up and to the left of the pile ("u"), above it from
its left ("a"), centred ("c") or ending at its right ("r"), to its left ("L"), to its right
("R")."""
_BACK_SPOTS = "acrLR"
"""Where "Back with the Boss" is tried: above first, in the empty middle of the table."""


class PileCaptions:
    """The two captions (``labels``: excuses, back with the Boss) on ``scene``, drawn by ``view``."""

    def __init__(self, scene: QGraphicsScene, view: QGraphicsView, excuses: PileItem, back: PileItem,
                 slots: Callable[[], list[QRectF]]) -> None:
        self._view = view
        self._slots = slots
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
        excuses.setText(self._texts[0])
        back.setText(two_lines(self._texts[1], back.font(), CAPTION_ROOM))
        for label, pile, order in zip(self.labels, self._piles, (_EXCUSE_SPOTS, _BACK_SPOTS)):
            spot = self._free_spot(label, pile, order) if label.text() else None
            label.setVisible(spot is not None)
            if spot is not None:
                label.setPos(spot)

    def _free_spot(self, label: QGraphicsSimpleTextItem, pile: PileItem, order: str) -> QPointF | None:
        """The first spot beside ``pile`` (in ``order``, see :data:`_EXCUSE_SPOTS`) where
        ``label`` keeps a margin from every plate and card, or ``None``: nowhere."""
        box = label.boundingRect()
        w, h = box.width(), box.height()
        cards = pile.cards_rect()
        top, left, right = cards.top() - h - 2, cards.left(), cards.right()
        middle = cards.center().y() - h / 2
        spots = {"u": QPointF(left + CARD_W * 0.4 - w, top), "a": QPointF(left, top), "r": QPointF(right - w, top),
                 "c": QPointF(cards.center().x() - w / 2, top),
                 "L": QPointF(left - w - MARGIN, middle), "R": QPointF(right + MARGIN, middle)}
        for key in order:
            if not self._covered(QRectF(spots[key], box.size()).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN), pile):
                return spots[key]
        return None

    def _covered(self, rect: QRectF, pile: PileItem) -> bool:
        """Whether ``rect`` (scene) touches a plate, a card lying at a seat or on the other
        pile, or a seat's place for its take, taken or not (so that a caption does not move
        as the takes are laid down). The treasure on its way round is no obstacle: it only
        passes, and a caption that followed it would jump about."""
        if any(slot.intersects(rect) for slot in self._slots()):
            return True
        scene = pile.scene()
        for item in scene.items(rect) if scene is not None else []:
            if item in self.labels or not item.isVisible() or item.parentItem() is pile:
                continue
            if text_drawer(item) is not None or isinstance(item, CardItem) and item.parentItem() is not None:
                return True
        return False
