"""The layout check of ``--selfplay``: nothing on screen is cut off, covered or scrolled away.

It runs beside the privacy check, at the same moments (issue 19), and finds the first of:

* **clipped text**: a visible label whose text is wider than the label (one line), whose
  wrapped text is taller than the label, or whose longest word is wider than the label (cut
  mid-word); a visible button or check box whose text does not fit (its size hint is wider
  than the button); a visible text widget that reaches outside its parent's or an
  ancestor's rectangle, unless the ancestor is a scroll area's viewport that can scroll to
  it;
* **overlapping controls**: two visible controls (buttons, fields, boxes, sliders) with the
  same parent whose rectangles overlap;
* **elided table text**: a plate on a table's scene that cuts its text ("Tra…");
* **a bubble over the table**: a widget floating over a table's view for a moment (a
  speech bubble, :class:`gui.table_kit.declared.FloatsOverTable`) that reaches out of the
  view or lies over something the table draws (a card, a plate, a pile);
* **a log scrolled away**: a visible game log (:class:`gui.table_kit.log_view.LogView`) whose newest
  entry is not wholly in view;
* **overlapping texts** anywhere in the window, and **type too small** to read (below
  :data:`gui.checks.text_rules.MIN_TEXT_PX`), for widgets and for the texts that screens and
  scene items draw themselves (:mod:`gui.checks.text_rules`, issue 31 item 10).

Each finding names the screen, the widget (its class and object name, and its path of
parents) and the text. Decisions: rich-text labels are measured as laid out by Qt (height
for width); empty and invisible widgets are skipped; a tolerance of one pixel absorbs
rounding. Inside a ``QGraphicsView`` scene, items that draw text and may cut it (the
plates: names, counters) say so through an ``elided()`` method, which the check reads.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QScrollBar,
    QWidget,
)

from gui.checks import text_rules
from gui.table_kit.declared import FloatsOverTable, text_drawer

TOLERANCE = 1


@dataclass(frozen=True)
class LayoutProblem:
    """One thing on screen a player could not read or reach."""

    screen: str
    widget: str
    text: str
    what: str

    def __str__(self) -> str:
        return f"{self.what} on {self.screen}: {self.widget}: {self.text!r}"


def describe(widget: QWidget) -> str:
    """``QPushButton#Primary in HandOffScreen#Curtain`` — the widget and its named parents."""
    def one(w: QWidget) -> str:
        name = w.objectName()
        return f"{type(w).__name__}#{name}" if name else type(w).__name__

    chain = [one(widget)]
    parent = widget.parentWidget()
    while parent is not None and len(chain) < 4:
        chain.append(one(parent))
        parent = parent.parentWidget()
    return " in ".join(chain)


def _text_of(widget: QWidget) -> str:
    if isinstance(widget, QLabel):
        return widget.text()
    if isinstance(widget, QAbstractButton):
        return widget.text()
    return ""


def _might_be_rich(text: str) -> bool:
    """Qt's guess for ``AutoText`` (``Qt::mightBeRichText``, not in PySide6): a tag first."""
    head = text.lstrip()
    return head.startswith("<") and ">" in head[:200]


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    rect = label.contentsRect()
    metrics = label.fontMetrics()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and _might_be_rich(text))
    if label.wordWrap() or rich:
        if label.hasHeightForWidth():
            need = label.heightForWidth(label.width())
            if need > label.height() + TOLERANCE:
                return "clipped text (its lines are taller than the label)"
        if not rich:
            words = text.split() or [""]
            longest = max(words, key=metrics.horizontalAdvance)
            if metrics.horizontalAdvance(longest) > rect.width() + TOLERANCE:
                return "clipped text (a word is wider than the label)"
        return None
    lines = text.split("\n")
    if max(metrics.horizontalAdvance(line) for line in lines) > rect.width() + TOLERANCE:
        return "elided or clipped text (wider than the label)"
    if len(lines) * metrics.lineSpacing() - metrics.leading() > rect.height() + metrics.leading() + TOLERANCE + 2:
        return "clipped text (its lines are taller than the label)"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    if not button.text():
        return None
    if button.sizeHint().width() > button.width() + TOLERANCE:
        return "elided or clipped text (wider than the button)"
    return None


def _scrollable_to(area: QAbstractScrollArea, horizontal: bool) -> bool:
    bar = area.horizontalScrollBar() if horizontal else area.verticalScrollBar()
    return bar is not None and bar.maximum() > bar.minimum()


def _clipped_by_ancestor(widget: QWidget, root: QWidget) -> QWidget | None:
    """The ancestor (up to ``root``) that cuts ``widget`` off, if any."""
    child: QWidget = widget
    rect = QRect(widget.rect())
    parent = widget.parentWidget()
    while parent is not None:
        rect = QRect(child.mapTo(parent, rect.topLeft()), rect.size())
        bounds = parent.rect()
        area = parent.parentWidget()
        in_viewport = isinstance(area, QAbstractScrollArea) and area.viewport() is parent
        if not bounds.contains(rect):
            if in_viewport:
                assert isinstance(area, QAbstractScrollArea)
                out_x = rect.left() < bounds.left() - TOLERANCE or rect.right() > bounds.right() + TOLERANCE
                out_y = rect.top() < bounds.top() - TOLERANCE or rect.bottom() > bounds.bottom() + TOLERANCE
                if (out_x and not _scrollable_to(area, True)) or (out_y and not _scrollable_to(area, False)):
                    return parent
                return None  # the player can scroll to it: the rest is the scroll area's job
            grown = bounds.adjusted(-TOLERANCE, -TOLERANCE, TOLERANCE, TOLERANCE)
            if not grown.contains(rect):
                return parent
        if parent is root:
            return None
        rect = rect.intersected(bounds)
        child = parent
        parent = parent.parentWidget()
    return None


def _is_control(widget: QWidget) -> bool:
    if isinstance(widget, QScrollBar):
        return False
    return isinstance(widget, (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractSlider))


def _shown(widget: QWidget, root: QWidget) -> bool:
    return widget.isVisible() and widget.window() is root.window() and widget.width() > 0 and widget.height() > 0


def check_layout(root: QWidget, screen: str) -> LayoutProblem | None:
    """The first layout problem in the visible part of ``root`` (a window), or ``None``."""
    from gui.table_kit.log_view import LogView

    widgets = [w for w in root.findChildren(QWidget) if _shown(w, root)]
    for widget in widgets:
        problem = None
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            problem = _button_problem(widget)
        # a drawing that writes text itself (the seating preview)
        if problem is None and (drawer := text_drawer(widget)) is not None and (text := drawer.elided()):
            return LayoutProblem(screen, describe(widget), text, "text drawn outside its widget")
        if problem is None and _text_of(widget):
            cut_by = _clipped_by_ancestor(widget, root)
            if cut_by is not None:
                problem = f"text cut off by its parent {describe(cut_by)}"
        if problem is not None:
            return LayoutProblem(screen, describe(widget), _text_of(widget), problem)
    controls = [w for w in widgets if _is_control(w)]
    by_parent: dict[int, list[QWidget]] = {}
    for control in controls:
        by_parent.setdefault(id(control.parentWidget()), []).append(control)
    for group in by_parent.values():
        for i, first in enumerate(group):
            for second in group[i + 1:]:
                overlap = first.geometry().intersected(second.geometry())
                if overlap.width() > TOLERANCE and overlap.height() > TOLERANCE:
                    return LayoutProblem(screen, f"{describe(first)} and {describe(second)}",
                                         f"{_text_of(first)} / {_text_of(second)}", "controls overlap")
    for view in (w for w in widgets if isinstance(w, QGraphicsView)):
        scene = view.scene()
        if scene is None:
            continue
        for item in scene.items():
            if (drawer := text_drawer(item)) is not None and item.isVisible() and (text := drawer.elided()):
                return LayoutProblem(screen, f"{type(item).__name__} in {describe(view)}", text, "elided text on the table")
    for view in (w for w in widgets if isinstance(w, QGraphicsView)):
        if (bubble := _bubble_problem(view, screen)) is not None:
            return bubble
    for log in (w for w in widgets if isinstance(w, LogView)):
        if not log.newest_fully_visible():
            model = log.model()
            newest = str(model.index(model.rowCount() - 1, 0).data()) if model is not None else ""
            return LayoutProblem(screen, describe(log), newest, "the newest log entry is not wholly in view")
    return _text_problem(widgets, root, screen)


def _bubble_problem(view: QGraphicsView, screen: str) -> LayoutProblem | None:
    """A speech bubble (or any :class:`FloatsOverTable`) over ``view`` that leaves the view
    or covers the table (:func:`gui.games.speech_bubbles.covers`)."""
    from gui.games.speech_bubbles import covers, table_marks

    viewport = view.viewport()
    floating = [w for w in viewport.children() if isinstance(w, QWidget) and w.isVisible() and isinstance(w, FloatsOverTable)]
    if not floating:
        return None
    marks = table_marks(view)
    for bubble in floating:
        box = bubble.geometry()
        text = _text_of(bubble)
        if not viewport.rect().contains(box):
            return LayoutProblem(screen, describe(bubble), text, "a bubble reaches out of the table's view")
        if any(covers(box, mark) for mark in marks):
            return LayoutProblem(screen, describe(bubble), text, "a bubble covers the table (a card, a plate or a pile)")
    return None


def _text_problem(widgets: list[QWidget], root: QWidget, screen: str) -> LayoutProblem | None:
    """Texts that overlap anywhere in the window, or type too small (:mod:`gui.checks.text_rules`)."""
    texts = text_rules.widget_texts(widgets, root, describe)
    for view in (w for w in widgets if isinstance(w, QGraphicsView)):
        texts += text_rules.scene_texts(view, root, describe(view))
    small = text_rules.too_small(texts)
    if small is not None:
        return LayoutProblem(screen, small.who, small.text,
                             f"text too small ({small.pixel:.0f} px, at least {text_rules.MIN_TEXT_PX} px)")
    pair = text_rules.overlapping(texts)
    if pair is not None:
        first, second = pair
        where = first.who if first.who == second.who else f"{first.who} and {second.who}"
        return LayoutProblem(screen, where, f"{first.text} / {second.text}", "texts overlap")
    return None
