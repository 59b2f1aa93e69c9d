"""Speech bubbles over a table's seats: what a computer (or a person on their phone) just said.

The claims board and the log keep every claim; a bubble shows the newest one at its seat for
a few seconds (:data:`BUBBLE_MS`), so the table sees who said it. Public, like the board.

Where a bubble goes (decision, issue 31: at ten seats a bubble above a plate lay over the
next seat's cards, and one at the window's edge ran out of it): inside the view, over
nothing the table draws (cards, name plates, piles, the key: :func:`table_marks`) and no
other bubble. Beside its seat's plate where that is free (under it or above it, as the
table asks, then the other side, then shifted, then left or right of it); else the free
spot nearest the plate, and then the bubble names its speaker ("Ida: „2 Gold …“"), since
it no longer stands at the seat. Where the table has no free spot big enough, the spot that
covers least. The layout check (:mod:`gui.checks.layout_check`) reports a bubble that
leaves its view or covers the table, with :func:`covers`.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence

from PySide6.QtCore import QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsView, QLabel, QWidget

from gui.look import palette

BUBBLE_MS = 4000
"""How long a speech bubble stays at its seat (the board and the log keep it)."""

GAP = 3
"""Pixels between a bubble and the plate it stands beside."""

TOUCH = 2
"""Two boxes that share at most this many pixels each way do not cover each other (an
anti-aliased edge; the layout check's ``OVERLAP_MIN``)."""


class SpeechBubble(QLabel):
    """One bubble: a label laid over a table's view for a moment (see
    :class:`gui.table_kit.declared.FloatsOverTable`)."""

    def floats_over_table(self) -> bool:
        return True


def table_marks(view: QGraphicsView) -> list[QRect]:
    """What a table draws and a bubble must not cover, in ``view``'s viewport pixels: the
    boxes of its scene's visible items (cards, plates, piles, the key, a slot's outline)."""
    scene = view.scene()
    if scene is None:
        return []
    marks = []
    for item in scene.items():
        if not item.isVisible() or item.effectiveOpacity() <= 0.05:
            continue
        box = item.sceneBoundingRect()
        if box.isEmpty():
            continue
        marks.append(view.mapFromScene(box).boundingRect())
    return marks


def covers(box: QRect, other: QRect) -> bool:
    """Whether ``box`` lies over ``other`` (more than :data:`TOUCH` pixels each way)."""
    both = box.intersected(other)
    return both.width() > TOUCH and both.height() > TOUCH


Box = tuple[int, int, int, int]
"""A rectangle as (left, top, right, bottom), exclusive: the placement tries hundreds of spots
against every card on the table, in plain integers (a ``QRect`` per test was ten times slower)."""


def _edges(box: QRect) -> Box:
    return box.left(), box.top(), box.left() + box.width(), box.top() + box.height()


def _cost(box: QRect, marks: Sequence[Box], bubbles: Sequence[Box]) -> int:
    """How much of the table ``box`` would hide: covered area, another bubble's weighing more."""
    left, top, right, bottom = _edges(box)
    cost = 0
    for weight, boxes in ((1, marks), (4, bubbles)):
        for m_left, m_top, m_right, m_bottom in boxes:
            w = min(right, m_right) - max(left, m_left)
            h = min(bottom, m_bottom) - max(top, m_top)
            if w > TOUCH and h > TOUCH:
                cost += weight * w * h
    return cost


def _beside(size: QSize, anchor: QRect, below: bool) -> Iterator[QPoint]:
    """Spots beside the plate ``anchor``, best first."""
    w, h = size.width(), size.height()
    under, over = anchor.bottom() + GAP, anchor.top() - h - GAP
    for y in ((under, over) if below else (over, under)):
        for x in (anchor.center().x() - w // 2, anchor.left(), anchor.right() - w):
            yield QPoint(x, y)
    middle = anchor.center().y() - h // 2
    for y in (middle, anchor.top(), anchor.bottom() - h):
        yield QPoint(anchor.left() - w - GAP, y)
        yield QPoint(anchor.right() + GAP, y)


def _around(size: QSize, anchor: QRect, area: QRect) -> list[QPoint]:
    """Every spot of a grid over ``area``, nearest the plate ``anchor`` first."""
    w, h = size.width(), size.height()
    step_x, step_y = max(8, w // 6), max(6, h // 3)
    spots = [QPoint(x, y) for y in range(area.top(), area.bottom() - h + 2, step_y)
             for x in range(area.left(), area.right() - w + 2, step_x)]
    centre = anchor.center()
    spots.sort(key=lambda p: (p.x() + w // 2 - centre.x()) ** 2 + (p.y() + h // 2 - centre.y()) ** 2)
    return spots


def _inside(spot: QPoint, size: QSize, area: QRect) -> QRect:
    x = max(area.left(), min(spot.x(), area.right() + 1 - size.width()))
    y = max(area.top(), min(spot.y(), area.bottom() + 1 - size.height()))
    return QRect(QPoint(x, y), size)


class SpeechBubbles:
    """The speech bubbles of a table's seats, drawn over its view: one per seat at a time."""

    def __init__(self, viewport: QWidget) -> None:
        self._viewport = viewport
        self._shown: dict[int, QLabel] = {}

    def show(self, seat: int, text: str, name: str, anchor: QRect, below: bool, lang: str, font: QFont,
             quoted: bool = True) -> QLabel:
        """``name`` said ``text``: a bubble beside ``anchor`` (the seat's plate, in viewport
        pixels), under it when ``below``, else above, where it covers nothing (see the
        module's note); it replaces the seat's last bubble, and any other it cannot help
        covering (the board and the log keep them all), and goes after :data:`BUBBLE_MS`.
        Its accessible name says who said it. ``quoted``: the words are what was said (in
        quotation marks); else they tell what happened ("said nothing", not a quote)."""
        old = self._shown.pop(seat, None)
        if old is not None:
            old.deleteLater()
        viewport = self._viewport
        shown = text if not quoted else f"\u201e{text}\u201c" if lang == "de" else f"\u201c{text}\u201d"
        bubble = SpeechBubble(shown, viewport)
        bubble.setObjectName("claimBubble")
        bubble.setAccessibleName(f"{name}: {text}")
        bubble.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        bubble.setStyleSheet(f"QLabel {{ background: {palette.PAPER}; color: {palette.INK};"
                             f" border: 2px solid {palette.GOLD}; border-radius: 10px; padding: 4px 8px; }}")
        bubble.setFont(font)
        bubble.adjustSize()
        box = self._place(bubble, anchor, below, f"{name}: {shown}")
        bubble.setGeometry(box)
        for other_seat, other in list(self._shown.items()):  # no bubble hides another: the newer stays
            if covers(other.geometry(), box):
                del self._shown[other_seat]
                other.deleteLater()
        bubble.show()
        self._shown[seat] = bubble
        bubble.destroyed.connect(lambda *_: self._forget(seat, bubble))
        timer = QTimer(bubble)  # dropped with the bubble (or the table)
        timer.setSingleShot(True)
        timer.timeout.connect(bubble.deleteLater)
        timer.start(BUBBLE_MS)
        return bubble

    def _place(self, bubble: QLabel, anchor: QRect, below: bool, named: str) -> QRect:
        """The bubble's box: beside the plate if free there, else the nearest free spot
        (then ``bubble`` says ``named``, its speaker's name first), else the least covering."""
        area = self._viewport.rect()
        view = self._viewport.parentWidget()
        marks = [_edges(m) for m in table_marks(view)] if isinstance(view, QGraphicsView) else []
        others = [_edges(b.geometry()) for b in self._shown.values()]
        size = bubble.size()
        near = [_inside(spot, size, area) for spot in _beside(size, anchor, below)]
        for box in near:
            if _cost(box, marks, others) == 0:
                return box
        short = bubble.text()
        bubble.setText(named)
        bubble.adjustSize()
        size = bubble.size()
        far = [QRect(spot, size) for spot in _around(size, anchor, area)]
        for box in far:
            if _cost(box, marks, others) == 0:
                return box
        best_near = min(near, key=lambda b: _cost(b, marks, others))
        best_far = min(far, key=lambda b: _cost(b, marks, others), default=None)
        if best_far is None or _cost(best_near, marks, others) <= _cost(best_far, marks, others):
            bubble.setText(short)  # at its seat after all: no name needed
            bubble.adjustSize()
            return best_near
        return best_far

    def _forget(self, seat: int, bubble: QLabel) -> None:
        if self._shown.get(seat) is bubble:
            del self._shown[seat]
