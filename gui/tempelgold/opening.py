"""The opening animation of the Tempelgold table: the card flips where it lay, then flies.

When a view has exactly one more opened chamber than the last one, the card turns face up
at the slot the key holder clicked (the middle of the row if the click came from
elsewhere), then flies to its pile while the key moves to the new holder and the owner's
row closes the gap; then ``finished`` is emitted. About 600 ms in all (``FLIP_MS`` +
``MOVE_MS`` of the table screen).

The flying card is a separate, uncached item; the pile's new card stays hidden until the
flyer arrives, so the pile never shows the card twice.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QParallelAnimationGroup, QPauseAnimation, QPointF, QSequentialAnimationGroup, Signal
from PySide6.QtWidgets import QGraphicsObject

from gui.table_kit.card_motion import glide, jump_to_end, resize_card
from gui.cards import PLAY_BACK, CardItem, DeckRenderer
from gui.cards.tempo import scaled
from gui.tempelgold.scene import TableScene


class OpeningAnimation(QObject):
    """Plays one opening on ``scene``; ``finish()`` jumps to its end at once."""

    finished = Signal()

    def __init__(self, scene: TableScene, renderer: DeckRenderer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._renderer = renderer
        self._group: QSequentialAnimationGroup | None = None
        self._flyer: CardItem | None = None
        self._hidden: CardItem | None = None
        self._running = False

    @property
    def running(self) -> bool:
        return self._running

    def start(self, element: str, target: CardItem, start: tuple[QPointF, float], key_from: QPointF,
              row: dict[CardItem, QPointF], flip_ms: int, move_ms: int) -> None:
        """Flip a card to ``element`` at ``start`` (position, width), fly it onto ``target``.

        ``row``: the owner's remaining card items with the positions they had before; those
        that moved slide from there to where they lie now.
        """
        target.setVisible(False)
        self._hidden = target
        start_pos, start_w = start
        flyer = CardItem(self._renderer, PLAY_BACK, start_w)
        flyer.setPos(start_pos)
        flyer.setZValue(200)
        self._scene.addItem(flyer)
        self._flyer = flyer
        self._running = True

        group = QSequentialAnimationGroup(self)
        group.addAnimation(QPauseAnimation(scaled(flip_ms), group))
        move = QParallelAnimationGroup(group)
        self._slide(move, flyer, start_pos, target.pos(), move_ms)
        end_w = target.width()
        if abs(end_w - start_w) > 0.5:
            move.addAnimation(resize_card(flyer, start_w, end_w, move_ms, move))
        key = self._scene.key_item
        if key.isVisible() and key_from != key.pos():
            self._slide(move, key, key_from, key.pos(), move_ms)
        for item, old_pos in row.items():
            if item.scene() is self._scene and old_pos != item.pos():
                self._slide(move, item, old_pos, item.pos(), move_ms)
        group.addAnimation(move)
        group.finished.connect(self.finish)
        self._group = group
        flyer.flip_to(element, flip_ms)
        group.start()

    @staticmethod
    def _slide(group: QParallelAnimationGroup, item: QGraphicsObject, start: QPointF, end: QPointF,
               ms: int) -> None:
        item.setPos(start)
        group.addAnimation(glide(item, start, end, ms, group))

    def finish(self) -> None:
        """Jump to the end (idempotent): every item where it belongs, then ``finished``."""
        if not self._running:
            return
        group, self._group = self._group, None
        if group is not None:
            jump_to_end(group, self.finish)
            group.deleteLater()
        if self._flyer is not None:
            self._scene.removeItem(self._flyer)
            self._flyer.deleteLater()
            self._flyer = None
        if self._hidden is not None:
            self._hidden.setVisible(True)
            self._hidden = None
        self._running = False
        self.finished.emit()
