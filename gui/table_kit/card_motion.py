"""Building blocks for the tables' card animations (both games).

Tempelgold's opening (:mod:`gui.tempelgold.opening`) and Diamantenraub's table animation
(:mod:`gui.diamantenraub.animation`) differ in what they show, but move cards the same way:
a card glides to a place (eased in and out), may change its width on the way, and an
animation that is cut short (a new view arrived, the window resized) jumps to its end
state at once. These three steps live here as functions, not as a base class: each
animation keeps its own phases and bookkeeping, and shares only the mechanics.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPointF, QPropertyAnimation, QVariantAnimation

from gui.cards import CardItem
from gui.cards.tempo import scaled


def glide(item: QObject, start: QPointF, end: QPointF, ms: int, parent: QObject | None = None) -> QPropertyAnimation:
    """Move a graphics object's ``pos`` from ``start`` to ``end`` in ``ms``, eased in and out."""
    anim = QPropertyAnimation(item, b"pos", parent)
    anim.setDuration(scaled(ms))
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
    return anim


def resize_card(card: CardItem, start: float, end: float, ms: int,
                parent: QObject | None = None) -> QVariantAnimation:
    """Change a card item's width from ``start`` to ``end`` in ``ms`` (its height follows)."""
    anim = QVariantAnimation(parent)
    anim.setDuration(scaled(ms))
    anim.setStartValue(float(start))
    anim.setEndValue(float(end))
    anim.valueChanged.connect(lambda width: card.set_width(float(width)))
    return anim


def jump_to_end(group: QAbstractAnimation, on_finished: Callable[[], None]) -> None:
    """Cut ``group`` short: leave every property at its end value, without calling
    ``on_finished`` through the ``finished`` signal (the caller finishes itself)."""
    try:
        group.finished.disconnect(on_finished)
    except (RuntimeError, TypeError):  # not connected (any more)
        pass
    if group.state() != QAbstractAnimation.State.Stopped:
        group.setCurrentTime(group.totalDuration())
        group.stop()
