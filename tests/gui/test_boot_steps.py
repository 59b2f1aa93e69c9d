"""The fast start's steps (``gui.app.run_steps``) and its wait for the shell's first paint."""
from __future__ import annotations

import time

from PySide6.QtWidgets import QWidget

from gui.app import SHELL_PAINT_WAIT_MS, run_steps, shell_painted


def test_steps_run_in_order_and_a_wait_repeats_until_it_is_done(qtbot) -> None:  # noqa: ANN001
    calls: list[str] = []
    tries = iter([False, False, True])

    def first() -> None:
        calls.append("first")

    def wait() -> bool:
        calls.append("wait")
        return next(tries)

    def last() -> object:
        calls.append("last")
        return None  # anything but False is done (a warm-up step returns what it built)

    owner = QWidget()
    qtbot.addWidget(owner)
    run_steps([first, wait, last], owner)
    assert calls == ["first"]  # one step per turn of the event loop
    qtbot.waitUntil(lambda: calls[-1:] == ["last"])
    assert calls == ["first", "wait", "wait", "wait", "last"]


def test_the_shell_wait_ends_with_the_expose(qtbot) -> None:  # noqa: ANN001
    widget = QWidget()
    qtbot.addWidget(widget)
    painted = shell_painted(widget, time.perf_counter())
    assert painted() is False  # not shown yet, and the deadline is far
    with qtbot.waitExposed(widget):
        widget.show()
    assert painted() is True


def test_the_shell_wait_gives_up_at_its_deadline(qtbot) -> None:  # noqa: ANN001
    widget = QWidget()  # never shown: no expose will come
    qtbot.addWidget(widget)
    shown_at = time.perf_counter()
    painted = shell_painted(widget, shown_at)
    assert painted() is False
    qtbot.waitUntil(painted, timeout=SHELL_PAINT_WAIT_MS + 5000)
    assert (time.perf_counter() - shown_at) * 1000 >= SHELL_PAINT_WAIT_MS  # not before the deadline


def test_a_chain_ends_with_its_owner(qtbot) -> None:  # noqa: ANN001
    """The boot's chain belongs to its window: once the window is deleted, no further step
    runs (each would touch deleted widgets)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    owner = QWidget()
    calls: list[str] = []
    run_steps([lambda: calls.append("first"), lambda: calls.append("second")], owner)
    assert calls == ["first"]
    owner.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(20)
    assert calls == ["first"]
