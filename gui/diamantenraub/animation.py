"""What happens at the table, animated: a take flips open, diamonds go back to the Boss, an
excuse is handed over, the Boss is out, an Ermittler (or the Revolverheld) wins.

The table has already updated its items to the new view when :meth:`TableAnimation.start`
runs; the animation lays temporary "flyer" cards over them (the real targets hidden until
the end) and plays three phases: flip (every newly shown take turns face up where it lies),
move (diamonds fly to the Boss's pile, an excuse from the Boss to the accused), and close
(the Boss's plate fades when he is out; a lone winner's seat pulses). Nothing here depends
on a secret: every card it shows is in the new public view.
"""
from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QMetaObject,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from engine.diamantenraub import PublicView, Reason, Role
from gui.table_kit.card_motion import glide, jump_to_end, resize_card
from gui.cards import PLAY_BACK, CardItem, element_id
from gui.cards.tempo import scaled
from gui.diamantenraub.items import CARD_W, PileItem, SeatItem
from gui.diamantenraub.models import CardListModel


class AnimatedTable(Protocol):
    """What the animation uses of the table (``DiamantenraubTable``), named here so that this
    module does not import the table that imports it."""

    seat_items: list[SeatItem]
    recovered_model: CardListModel
    recovered_pile: PileItem
    excuse_pile: PileItem
    scene: QGraphicsScene

    @property
    def renderer(self) -> Any: ...


class TableAnimation(QObject):
    """One animation at a time for the table; ``finished`` when it is over (or cut short)."""

    finished = Signal()
    FLIP_MS = 450
    MOVE_MS = 650
    CLOSE_MS = 700

    def __init__(self, table: AnimatedTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._group: QSequentialAnimationGroup | None = None
        self._flyers: list[CardItem] = []
        self._hidden: list[object] = []
        self._flips: list[tuple[CardItem, str]] = []

    @property
    def running(self) -> bool:
        return self._group is not None

    def start(self, before: PublicView, after: PublicView) -> bool:
        """Animate ``before`` → ``after``; False if nothing needs animating."""
        table = self._table
        if before.players != after.players or not table.seat_items:
            return False
        flip = QParallelAnimationGroup()
        move = QParallelAnimationGroup()
        close = QParallelAnimationGroup()
        recovered_slot = len(table.recovered_model.cards()) - (after.diamonds_recovered - before.diamonds_recovered)
        for old, new in zip(before.seats, after.seats):
            item = table.seat_items[new.seat]
            if old.shown is None and new.shown is not None:
                take = new.shown
                origin = item.take_origin()
                elements = [element_id(c) for c in take.cards] or [PLAY_BACK]
                for target in item.take_items:
                    self._hide(target)
                for k, element in enumerate(elements):
                    flyer = self._flyer(origin + QPointF(k * CARD_W * 0.3, 0), 300 + k)
                    self._flips.append((flyer, element))
                    if take.role is Role.DIEB and new.eliminated:
                        pile = table.recovered_pile
                        if recovered_slot < len(pile.items):
                            self._hide(pile.items[recovered_slot])
                            move.addAnimation(self._fly(flyer, pile.slot(recovered_slot)))
                        recovered_slot += 1
                    elif not take.cards:
                        move.addAnimation(self._fade(flyer, 1.0, 0.0, self.MOVE_MS))
                    else:
                        move.addAnimation(QPauseAnimation(scaled(self.MOVE_MS)))
                flip.addAnimation(QPauseAnimation(scaled(self.FLIP_MS)))
            if len(new.excuses) > len(old.excuses):
                for k in range(len(old.excuses), len(new.excuses)):
                    start = table.excuse_pile.slot(len(after.boss_excuses) + (k - len(old.excuses)))
                    flyer = self._flyer(start, 320, element_id(new.excuses[k]), CARD_W)
                    if k < len(item.excuse_items):
                        self._hide(item.excuse_items[k])
                    move.addAnimation(self._fly(flyer, item.excuse_origin(k), CARD_W * 0.7))
            if not old.eliminated and new.eliminated and new.is_boss:
                close.addAnimation(self._blink(item))
        outcome = after.outcome
        if outcome is not None and before.outcome is None and outcome.reason in (
                Reason.ERMITTLER_ACCUSED, Reason.REVOLVERHELD_SHOT_ERMITTLER):
            alone = outcome.detail.get("alone")
            if isinstance(alone, int) and 0 <= alone < len(table.seat_items):
                close.addAnimation(self._pulse(table.seat_items[alone]))
        if not (self._flyers or close.animationCount()):
            self._cleanup()
            return False
        group = QSequentialAnimationGroup(self)
        for phase in (flip, move, close):
            if phase.animationCount():
                group.addAnimation(phase)
        group.finished.connect(self._on_finished)
        self._group = group
        for flyer, element in self._flips:
            flyer.flip_to(element, self.FLIP_MS)
        group.start()
        return True

    def finish(self) -> None:
        """Jump to the end at once (a new view arrived, the window resized, a test)."""
        group = self._group
        if group is None:
            return
        jump_to_end(group, self._on_finished)
        self._on_finished()

    # -- building blocks ------------------------------------------------------------------
    def _flyer(self, pos: QPointF, z: float, element: str = PLAY_BACK, width: float = CARD_W) -> CardItem:
        flyer = CardItem(self._table.renderer, element, width)
        flyer.setPos(pos)
        flyer.setZValue(z)
        self._table.scene.addItem(flyer)
        self._flyers.append(flyer)
        return flyer

    def _hide(self, item: QGraphicsItem) -> None:
        item.setVisible(False)
        self._hidden.append(item)

    def _fly(self, flyer: CardItem, to: QPointF, end_width: float | None = None) -> QAbstractAnimation:
        group = QParallelAnimationGroup()
        group.addAnimation(glide(flyer, flyer.pos(), to, self.MOVE_MS, group))
        if end_width is not None and abs(end_width - flyer.width()) > 0.5:
            group.addAnimation(resize_card(flyer, flyer.width(), end_width, self.MOVE_MS, group))
        return group

    def _fade(self, item: QGraphicsObject, start: float, end: float, ms: int) -> QAbstractAnimation:
        anim = QPropertyAnimation(item, b"opacity")
        anim.setDuration(scaled(ms))
        anim.setStartValue(start)
        anim.setEndValue(end)
        return anim

    def _blink(self, item: QGraphicsObject) -> QAbstractAnimation:
        """The Boss is out: his seat fades away and back (its plate stays dimmed)."""
        anim = QPropertyAnimation(item, b"opacity")
        anim.setDuration(scaled(self.CLOSE_MS))
        anim.setKeyValueAt(0.0, 1.0)
        anim.setKeyValueAt(0.5, 0.15)
        anim.setKeyValueAt(1.0, 1.0)
        return anim

    def _pulse(self, item: QGraphicsObject) -> QAbstractAnimation:
        anim = QPropertyAnimation(item, b"scale")
        anim.setDuration(scaled(self.CLOSE_MS))
        anim.setKeyValueAt(0.0, 1.0)
        anim.setKeyValueAt(0.5, 1.25)
        anim.setKeyValueAt(1.0, 1.0)
        anim.setEasingCurve(QEasingCurve.Type.InOutSine)
        return anim

    def _on_finished(self) -> None:
        self._cleanup()
        # On the next turn of the event loop, as a queued call of the signal itself: dropped if
        # the table goes first. Not QTimer.singleShot(0, self, self.finished.emit): PySide
        # keeps a callable given to a timer whose context was deleted (gui/table_kit/log_view.py).
        QMetaObject.invokeMethod(self, "finished", Qt.ConnectionType.QueuedConnection)

    def _cleanup(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        for flyer in self._flyers:
            if flyer.scene() is not None:
                flyer.scene().removeItem(flyer)
            flyer.deleteLater()
        self._flyers = []
        for item in self._hidden:
            try:
                item.setVisible(True)  # type: ignore[attr-defined]
            except RuntimeError:  # already deleted with a rebuilt seat
                pass
        self._hidden = []
        self._flips = []
