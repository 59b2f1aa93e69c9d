"""Two rules of the layout check that look across the whole window (issue 31 item 10):

* **overlapping texts**: two visible texts anywhere in the window whose boxes overlap (the
  "Phones" button over the table's status line, two seat names in the seating preview),
  not only two controls with the same parent; a widget and a widget inside it are no pair;
* **type too small**: a visible text a player must read drawn below :data:`MIN_TEXT_PX`.

What counts as a text: a label with text, a button with text, a line edit, a combo box, a
spin box, every text a :class:`~gui.table_kit.declared.DrawsOwnText` reports through
``drawn_texts()`` (the seating preview's names; the plates on a table's scene, scaled by
the view to their size on screen), and Qt's own text items on a table's scene
(``QGraphicsSimpleTextItem``, ``QGraphicsTextItem``: Diamantenraub's "Back with the Boss"),
scaled the same way. Those were once skipped, since they declare nothing: a 23 px caption
read 7 px on the felt at 800×600 and the check said nothing.

What counts as visible (decision): a widget that is shown and whose box, clipped by its
parents, is on top at one or more of five points (its centre and four points near its
corners) — the widget there, or a widget inside it. A label wholly under an overlay (the
round-end banner's veil, the curtain) is on top nowhere and counts as hidden; a label half
under a button is on top at some point and counts, so the pair is found. The hit test walks
the widget tree itself instead of ``QWidget.childAt``: ``childAt`` looks through widgets
that let mouse clicks pass, but those still cover what is under them.

Kept fast (it runs at every selfplay step): one walk over the window's widgets, five hit
tests per text, and a pairwise comparison of rectangles (a few hundred at most).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QWidget,
)

from gui.table_kit import style
from gui.table_kit.declared import DrawnText, is_overlay, text_drawer

MIN_TEXT_PX = style.MIN_TEXT_PX
"""The smallest type a player must read (see :data:`gui.table_kit.style.MIN_TEXT_PX`): the
app's smallest body text, 15 px. Anything smaller was found unreadable at arm's length from
a laptop on a table (issue 31 item 10: out players' plates at 7 px, a caption at 9 px). Not
text in this sense, and not checked (decision): the corner indices and pictures a deck's
art draws on its cards (an image, not a text widget; a deck is chosen for its look), and
icons."""

OVERLAP_MIN = 2
"""Two boxes overlap when they share more than this many pixels each way (rounding and
anti-aliased edges of neighbours that touch are no overlap)."""


@dataclass(frozen=True)
class ShownText:
    """One text on screen: its words, its box in window coordinates, its type size in screen
    pixels, who draws it (for the message) and the widget it belongs to (the pair rule skips
    a widget and one inside it)."""

    text: str
    box: QRectF
    pixel: float
    who: str
    owner: QWidget
    stage: QWidget
    """The scroll area's content widget it lies on (``box`` is where it would be with the
    content scrolled as it is, below the fold included), or the window."""
    seen: QRectF
    """The part of ``box`` inside the window's visible area (its scroll areas' viewports)."""


def text_of(widget: QWidget) -> str | None:
    """The text a text-bearing widget shows, or ``None`` if it bears none (a picture label,
    an empty label, a button with only an icon, a plain container)."""
    if isinstance(widget, QLabel):
        pixmap = widget.pixmap()
        if pixmap is not None and not pixmap.isNull():
            return None
        return widget.text() or None
    if isinstance(widget, QAbstractButton):
        return widget.text() or None
    if isinstance(widget, QLineEdit):
        return widget.text() or widget.placeholderText() or " "
    if isinstance(widget, QComboBox):
        return widget.currentText() or " "
    if isinstance(widget, QAbstractSpinBox):
        return widget.text() or " "
    return None


def _label_box(label: QLabel, text: str) -> QRect:
    """Where a label's text sits inside it: a label stretched by its layout is wider than its
    words, and what lies beside the words covers nothing."""
    rect = label.contentsRect()
    if label.indent() > 0 or label.margin() > 0:
        return rect
    if label.wordWrap() or label.textFormat() == Qt.TextFormat.RichText or text.lstrip().startswith("<"):
        if not label.hasHeightForWidth():
            return rect
        height = min(rect.height(), label.heightForWidth(label.width()))
        box = QRect(rect.left(), rect.top(), rect.width(), height)
        align = label.alignment()
        if align & Qt.AlignmentFlag.AlignBottom:
            box.moveBottom(rect.bottom())
        elif align & Qt.AlignmentFlag.AlignVCenter:
            box.moveCenter(QPoint(box.center().x(), rect.center().y()))
        return box
    style = label.style()
    return style.itemTextRect(label.fontMetrics(), rect, int(label.alignment()), True, text).intersected(rect)


def _clipped_box(widget: QWidget, box: QRect, root: QWidget) -> QRect:
    """``box`` (in ``widget``'s coordinates) in ``root``'s, cut by every parent on the way."""
    rect = QRect(box)
    child = widget
    while child is not root:
        parent = child.parentWidget()
        if parent is None:
            break
        rect = rect.translated(child.pos()).intersected(parent.rect())
        child = parent
    return rect


def top_widget_at(root: QWidget, point: QPoint) -> QWidget:
    """The widget drawn on top at ``point`` (in ``root``'s coordinates), mouse-transparent
    widgets included (see the module's note on visibility)."""
    widget, here = root, QPoint(point)
    while True:
        for child in reversed(widget.children()):
            if (isinstance(child, QWidget) and not child.isWindow() and child.isVisible()
                    and child.geometry().contains(here)):
                inner = here - child.pos()
                mask = child.mask()
                if not mask.isEmpty() and not mask.contains(inner):
                    continue
                widget, here = child, inner
                break
        else:
            return widget


def _on_top(widget: QWidget, box: QRect, root: QWidget) -> bool:
    """Whether ``widget`` (or a widget inside it) is on top at one of five points of ``box``."""
    if box.width() <= 0 or box.height() <= 0:
        return False
    dx, dy = min(3, box.width() // 4), min(3, box.height() // 4)
    inner = box.adjusted(dx, dy, -dx, -dy)
    for point in (box.center(), inner.topLeft(), inner.topRight(), inner.bottomLeft(), inner.bottomRight()):
        hit: QWidget | None = top_widget_at(root, point)
        while hit is not None and hit is not root:
            if hit is widget:
                return True
            hit = hit.parentWidget()
    return hit is widget


def _stage(widget: QWidget, root: QWidget) -> QWidget:
    """The nearest scroll area's content widget holding ``widget`` (a player scrolls to
    what lies below the fold, so it counts as shown: decision), or ``root``."""
    child, parent = widget, widget.parentWidget()
    while parent is not None and child is not root:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and not isinstance(area, QGraphicsView) and area.viewport() is parent:
            return child
        child, parent = parent, parent.parentWidget()
    return root


def _visible(widget: QWidget, root: QWidget, cache: dict[int, bool]) -> bool:
    """Whether ``widget`` can be seen: on top somewhere in its stage, and its stage's scroll
    area on top somewhere in the window."""
    key = id(widget)
    if key not in cache:
        stage = _stage(widget, root)
        seen = _on_top(widget, _clipped_box(widget, widget.rect(), stage), stage)
        if seen and stage is not root:
            viewport = stage.parentWidget()
            seen = viewport is not None and _visible(viewport, root, cache)
        cache[key] = seen
    return cache[key]


def widget_texts(widgets: list[QWidget], root: QWidget, describe: Callable[[QWidget], str]) -> list[ShownText]:
    """The visible text widgets among ``widgets`` (all shown, in ``root``'s window), and the
    texts drawn by widgets that draw their own."""
    found: list[ShownText] = []
    cache: dict[int, bool] = {}
    for widget in widgets:
        text = text_of(widget)
        drawer = text_drawer(widget)
        drawn = drawer.drawn_texts() if drawer is not None else []
        if (text is None and not drawn) or not _visible(widget, root, cache):
            continue
        name = describe(widget)
        stage = _stage(widget, root)
        shift = QPointF(stage.mapTo(root, QPoint(0, 0)))
        whole = QRectF(_clipped_box(widget, widget.rect(), stage))  # what scrolling can show
        if text is not None:
            box = _label_box(widget, text) if isinstance(widget, QLabel) else widget.rect()
            reach = _clipped_box(widget, box, stage)
            if not reach.isEmpty():
                pixel = float(QFontInfo(widget.font()).pixelSize())
                found.append(ShownText(text, QRectF(reach).translated(shift), pixel, name, widget, stage,
                                       QRectF(_clipped_box(widget, box, root))))
        origin = QPointF(widget.mapTo(stage, QPoint(0, 0)))
        for piece in drawn:
            reach_f = piece.rect.translated(origin).intersected(whole.adjusted(-1, -1, 1, 1))
            seen = reach_f.translated(shift).intersected(QRectF(_clipped_box(stage, stage.rect(), root)))
            found.append(ShownText(piece.text, reach_f.translated(shift), piece.pixel, name, widget, stage, seen))
    return found


def scene_texts(view: QGraphicsView, root: QWidget, who: str) -> list[ShownText]:
    """The texts a table's scene items draw, in window coordinates and screen pixels."""
    scene = view.scene()
    if scene is None:
        return []
    viewport = view.viewport()
    shown = QRectF(_clipped_box(viewport, viewport.rect(), root))
    offset = QPointF(viewport.mapTo(root, QPoint(0, 0)))
    found: list[ShownText] = []
    for item in scene.items():
        pieces = _item_texts(item)
        if not pieces or not item.isVisible() or item.effectiveOpacity() <= 0.05:
            continue
        transform = item.deviceTransform(view.viewportTransform())
        scale = math.hypot(transform.m12(), transform.m22())
        for piece in pieces:
            box = transform.mapRect(piece.rect).translated(offset).intersected(shown)
            if not box.isEmpty() and _on_top(viewport, box.toAlignedRect(), root):  # not under an overlay
                found.append(ShownText(piece.text, box, piece.pixel * scale, f"{type(item).__name__} in {who}",
                                       view, root, box))
    return found


def _item_texts(item: QGraphicsItem) -> list[DrawnText]:
    """The texts a scene item draws, in its own coordinates: a drawer's own report, or the
    text of Qt's simple and rich text items (their font's pixel size, their bounding box)."""
    drawer = text_drawer(item)
    if drawer is not None:
        return drawer.drawn_texts()
    if isinstance(item, QGraphicsSimpleTextItem):
        text, font = item.text(), item.font()
    elif isinstance(item, QGraphicsTextItem):
        text, font = item.toPlainText(), item.font()
    else:
        return []
    if not text.strip():
        return []
    return [DrawnText(text, item.boundingRect(), float(QFontInfo(font).pixelSize()))]


def _related(a: QWidget, b: QWidget) -> bool:
    return a is b or a.isAncestorOf(b) or b.isAncestorOf(a)


def _overlay_of(widget: QWidget) -> QWidget | None:
    """The :class:`~gui.table_kit.declared.Overlay` the widget lies in, if any."""
    found: QWidget | None = widget
    while found is not None and not is_overlay(found):
        found = found.parentWidget()
    return found


def overlapping(texts: list[ShownText]) -> tuple[ShownText, ShownText] | None:
    """The first two texts whose boxes overlap (two texts of one drawer count too, but a
    widget's text and a text of a widget inside it do not)."""
    return next(all_overlaps(texts), None)


def all_overlaps(texts: list[ShownText]) -> Iterator[tuple[ShownText, ShownText]]:
    """Every pair of texts that overlap (see :func:`overlapping`). Two texts on the same
    scroll area's content are compared where they lie on it, below the fold too; others
    where the window shows them. The boxes are compared first: the other rules (relatives,
    an overlay) are asked only of the few pairs that touch (a screen has hundreds of texts,
    and asking a ``Protocol`` for every pair cost a whole game's check most of its time)."""
    overlays: dict[int, QWidget | None] = {}

    def overlay(widget: QWidget) -> QWidget | None:
        key = id(widget)
        if key not in overlays:
            overlays[key] = _overlay_of(widget)
        return overlays[key]

    for i, first in enumerate(texts):
        for second in texts[i + 1:]:
            same = first.stage is second.stage
            both = (first.box.intersected(second.box) if same else first.seen.intersected(second.seen))
            if both.width() <= OVERLAP_MIN or both.height() <= OVERLAP_MIN:
                continue
            if first.owner is not second.owner and _related(first.owner, second.owner):
                continue
            if overlay(first.owner) is not overlay(second.owner):
                continue  # a text under an explanation that lies over the screen on purpose
            yield first, second


def too_small(texts: list[ShownText]) -> ShownText | None:
    """The first text drawn below :data:`MIN_TEXT_PX` (half a pixel of rounding allowed)."""
    for shown in texts:
        if shown.text.strip() and shown.pixel < MIN_TEXT_PX - 0.5:
            return shown
    return None
