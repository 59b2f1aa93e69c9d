"""Nothing moves under the pointer on a private screen (issue 31, items 1 and 2).

:func:`check_still` shows a private screen in the curtain's frame, presses every control
on it (but the two that end it: commit and cover) and a grid of points on its background,
and watches every control the whole time through an event filter: no control may move,
change its size, appear or vanish after the first press, and none may change its enabled
state under the pointer within 1 s of a press there. A press on the background must leave
the screen up. Then it checks the commit and the cover button: at least 48 px apart, and of
clearly different looks.
"""
from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from gui.curtain.private_frame import PrivateFrame

STILL_MS = 1000
"""How long after a press nothing may change under the pointer."""
MIN_GAP_PX = 48
_GEOMETRY = {QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide}


def controls(frame: PrivateFrame) -> list[QWidget]:
    """Every visible control of the screen: the buttons, and the custom ones that take a
    click (a pickable card: it takes the focus on a click and is no label)."""
    found = []
    for widget in frame.findChildren(QWidget):
        if not widget.isVisibleTo(frame):
            continue
        if isinstance(widget, QAbstractButton) or (
                widget.focusPolicy() & Qt.FocusPolicy.ClickFocus and not isinstance(widget, QLabel)
                and widget.metaObject().className() not in ("QScrollArea", "QWidget", "QScrollBar")):
            found.append(widget)
    return found


def rect_in(frame: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(frame, QPoint(0, 0)), widget.size())


class _Watch(QObject):
    """Records every geometry and enabled-state change of the watched controls."""

    def __init__(self, frame: QWidget) -> None:
        super().__init__(frame)
        self.frame = frame
        self.events: list[tuple[float, QWidget, QEvent.Type, QRect]] = []

    def watch(self, widgets: list[QWidget]) -> None:
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if isinstance(watched, QWidget) and (event.type() in _GEOMETRY or event.type() == QEvent.Type.EnabledChange):
            self.events.append((time.monotonic(), watched, event.type(), rect_in(self.frame, watched)))
        return False


def _settled(qtbot, frame: QWidget, watch: _Watch, quiet_ms: int = 300) -> None:  # noqa: ANN001
    """Wait until the screen has had its size and its first animations: no change for a while."""
    start = time.monotonic()
    qtbot.waitUntil(lambda: time.monotonic() - max([start] + [e[0] for e in watch.events]) > quiet_ms / 1000,
                    timeout=10000)


def _run_posted(qtbot, watch: _Watch) -> None:  # noqa: ANN001
    """Deliver every event the last press posted (layout requests, queued calls), and those
    they post in turn, before the next press: until two passes in a row change nothing the
    watch sees (a condition with a deadline, not a number of passes)."""
    quiet_passes = [0]

    def settled() -> bool:
        before = len(watch.events)
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
        quiet_passes[0] = quiet_passes[0] + 1 if len(watch.events) == before else 0
        return quiet_passes[0] >= 2

    qtbot.waitUntil(settled, timeout=5000)


def background_points(frame: PrivateFrame, steps: int = 7) -> list[QPoint]:
    """A grid over the frame, keeping the points that hit no control."""
    points = []
    for i in range(1, steps + 1):
        for j in range(1, steps + 1):
            point = QPoint(frame.width() * i // (steps + 1), frame.height() * j // (steps + 1))
            hit = frame.childAt(point)
            inside = hit
            while inside is not None and inside is not frame:
                if inside in controls(frame):
                    break
                inside = inside.parentWidget()
            else:
                points.append(point)
    return points


def check_still(qtbot, frame: PrivateFrame, size: tuple[int, int]) -> list[str]:  # noqa: ANN001
    """Show ``frame`` at ``size``, press everything, and return what moved under the pointer."""
    qtbot.addWidget(frame)
    frame.resize(*size)
    frame.show()
    qtbot.waitExposed(frame)
    ending = {frame.hide_button, getattr(frame, "cover_button", None)}
    watch = _Watch(frame)
    watch.watch(controls(frame))
    _settled(qtbot, frame, watch)
    watched = controls(frame)
    watch.watch([w for w in watched])  # the same filter twice is one filter
    watch.events.clear()
    presses: list[tuple[float, QPoint]] = []
    problems: list[str] = []
    ended: list[str] = []
    frame.hideRequested.connect(lambda: ended.append("finished"))
    frame.coverRequested.connect(lambda: ended.append("covered"))
    targets = [rect_in(frame, w).center() for w in watched if w not in ending]
    backgrounds = background_points(frame)
    for point in targets + backgrounds:
        hit = frame.childAt(point) or frame
        if hit in ending or any(hit is not None and w.isAncestorOf(hit) for w in ending if w is not None):
            continue
        presses.append((time.monotonic(), point))
        QTest.mouseClick(hit, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, hit.mapFrom(frame, point))
        _run_posted(qtbot, watch)  # what the press set off (new texts, the layout's passes) happens now
        if ended:
            where = "the background" if point in backgrounds else hit.metaObject().className()
            problems.append(f"a press on {where} at {point.toTuple()} {ended[0]} the screen")
            return problems
    last = presses[-1][0] if presses else time.monotonic()
    qtbot.waitUntil(lambda: time.monotonic() - last > STILL_MS / 1000, timeout=STILL_MS + 5000)
    for at, widget, kind, rect in watch.events:
        name = widget.metaObject().className() + (f" '{widget.text()}'" if isinstance(widget, QAbstractButton) else "")
        if kind in _GEOMETRY:
            problems.append(f"{name} changed ({kind.name}) to {rect.getRect()} after a press")
            continue
        for pressed_at, point in presses:
            if 0 <= at - pressed_at <= STILL_MS / 1000 and rect.contains(point) and pressed_at == max(
                    p for p, _ in presses if p <= at):
                problems.append(f"{name} changed its enabled state under the pointer at {point.toTuple()}")
    return problems


def commit_and_cover(frame: PrivateFrame) -> list[str]:
    """The commit and the cover button: both there, ≥ 48 px apart, different looks."""
    cover, commit = frame.cover_button, frame.hide_button
    if cover is None:
        return ["no cover button"]
    a, b = rect_in(frame, cover), rect_in(frame, commit)
    gap = max(b.left() - a.right(), a.left() - b.right(), b.top() - a.bottom(), a.top() - b.bottom()) - 1
    problems = [] if gap >= MIN_GAP_PX else [f"commit and cover only {gap} px apart"]
    shot = frame.grab().toImage()
    ratio = shot.width() / max(1, frame.width())

    def colour(rect: QRect) -> QColor:
        return shot.pixelColor(int((rect.left() + 8) * ratio), int(rect.center().y() * ratio))

    one, two = colour(a), colour(b)
    if abs(one.lightness() - two.lightness()) < 40 and abs(one.hue() - two.hue()) < 30:
        problems.append(f"commit and cover look alike ({one.name()} / {two.name()})")
    return problems
