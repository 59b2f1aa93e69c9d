"""Every pytest-qt wait of the suite gives its condition at least ``WAIT_FLOOR_MS``
(tests/conftest.py): a short timeout written in a test does not fail it on a loaded machine,
and a wait still returns as soon as its condition holds. A wait that is itself the test
(``assertNotEmitted``: nothing comes within its time) keeps its time."""
from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal

from tests.conftest import WAIT_FLOOR_MS

LATE_MS = 300  # later than the timeouts the tests below write, far sooner than the floor


class _Source(QObject):
    fired = Signal()


def test_a_short_wait_until_waits_for_a_late_condition(qtbot) -> None:  # noqa: ANN001
    done: list[bool] = []
    QTimer.singleShot(LATE_MS, lambda: done.append(True))
    start = time.monotonic()
    qtbot.waitUntil(lambda: bool(done), timeout=10)
    assert time.monotonic() - start < WAIT_FLOOR_MS / 1000  # back once it held, not at the floor


def test_a_short_wait_signal_waits_for_a_late_signal(qtbot) -> None:  # noqa: ANN001
    source = _Source()
    QTimer.singleShot(LATE_MS, source.fired.emit)
    with qtbot.waitSignal(source.fired, timeout=10):
        pass


def test_assert_not_emitted_keeps_its_own_short_wait(qtbot) -> None:  # noqa: ANN001
    source = _Source()
    start = time.monotonic()
    with qtbot.assertNotEmitted(source.fired, wait=50):
        pass
    assert time.monotonic() - start < WAIT_FLOOR_MS / 2000  # not stretched to the floor
