"""Real clicks for the ``--selfplay`` autoplayers: a widget, or a scene item at a point no
other item covers. Mouse events go through Qt's test module, exactly as a person's would
(hit testing, the item's own mouse handler, signals), offscreen or in a window."""
from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QWidget

LEFT = Qt.MouseButton.LeftButton


def click(widget: QWidget) -> None:
    """A left click in the middle of ``widget``."""
    QTest.mouseClick(widget, LEFT)


def press_until(widget: QWidget, done: Callable[[], bool], *, hold: bool) -> None:
    """A click, or with ``hold`` (a button that commits only when held, issue 31) a press held
    until ``done()`` (at most 3 s), then released if the widget is still there."""
    from gui.curtain import timings

    if not hold or timings.COMMIT_HOLD_MS <= 0:
        click(widget)
        return
    QTest.mousePress(widget, LEFT)
    wait_until(done, 3000)
    import shiboken6

    if shiboken6.isValid(widget):
        QTest.mouseRelease(widget, LEFT)


def visible_point(view: QGraphicsView, item: QGraphicsItem) -> QPoint | None:
    """A viewport point where ``item`` (or one of its children) is the top item, or ``None``."""
    rect = item.boundingRect()
    for fx in (0.5, 0.15, 0.3, 0.7, 0.85):
        for fy in (0.5, 0.3, 0.7):
            scene = item.mapToScene(QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy))
            pos = view.mapFromScene(scene)
            # The top item that takes a click there, as Qt delivers it: an overlay that
            # accepts no mouse button (the keyboard's focus ring) lets the click through.
            hit = next((h for h in view.items(pos) if h.acceptedMouseButtons() & LEFT), None)
            while hit is not None and hit is not item and hit.parentItem() is not None:
                hit = hit.parentItem()
            if hit is item:
                return pos
    return None


def click_item(view: QGraphicsView, item: QGraphicsItem) -> bool:
    """Click ``item`` where it can be seen; ``False`` if it is covered everywhere."""
    pos = visible_point(view, item)
    if pos is None:
        return False
    QTest.mouseClick(view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, pos)
    return True


def wait_until(condition: Callable[[], bool], timeout_ms: int = 20000, step_ms: int = 2) -> bool:
    """Run the event loop until ``condition()`` holds (``True``) or the time is up (``False``).

    The time is a guard against a hang, not a claim about speed: it returns as soon as the
    condition holds, and a machine whose cores are all busy (the suite's five workers beside
    two busy loops, ``make test-stress``) can take seconds for one step of a 12-player table."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        QCoreApplication.processEvents()
        if condition():
            return True
        if time.monotonic() > deadline:
            return False
        QTest.qWait(step_ms)
