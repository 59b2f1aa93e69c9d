"""The equal minimum dwell, enforced on the curtain that *follows* a private screen.

A private screen can be covered at once (Escape, its button, a click on an empty area):
whoever is looking must be able to hide it the moment somebody leans over. So that timing
still gives nothing away, the minimum dwell (:data:`timings.MIN_DWELL_MS`, the same for
every player and every step) moves to what comes next: the next curtain's button (the
hand-off's reveal button, or the neutral "Show the table") stays disabled until
``MIN_DWELL_MS`` has passed since the private screen was revealed, and says how long is
left ("Weiter (2 s)"). A Wächter who looks for one second and an Abenteurer who reads for
three hand the laptop on at the same moment.

:func:`now_ms` is the one clock of the dwell; tests replace it with a fake clock
(``monkeypatch.setattr(dwell, "now_ms", ...)``) instead of waiting.
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

# How often a locked button re-reads the clock (the text shows whole seconds).
TICK_MS = 100


def now_ms() -> float:
    """Milliseconds on a monotonic clock (only differences matter)."""
    return time.monotonic() * 1000.0


def dwell_text(label: str, seconds: int) -> str:
    """A locked button's text: its label and the seconds left, e.g. "Weiter (2 s)"."""
    if seconds <= 0:
        return label
    return QCoreApplication.translate("DwellLock", "{label} ({seconds} s)").format(label=label, seconds=seconds)


class DwellLock(QObject):
    """Locked until ``until_ms`` on :func:`now_ms`; ``changed`` on every tick and when it opens.

    ``on_change`` (optional) is connected to ``changed``, so the owner can set its button's
    enabled state and text in one place (the owner calls it once itself when it is built).
    """

    changed = Signal()

    def __init__(self, until_ms: float, parent: QObject | None = None, on_change: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self._until = float(until_ms)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        if on_change is not None:
            self.changed.connect(on_change)
        if self.locked():
            self._timer.start()

    def remaining_ms(self) -> float:
        return max(0.0, self._until - now_ms())

    def locked(self) -> bool:
        return self.remaining_ms() > 0

    def seconds_left(self) -> int:
        """Whole seconds left, rounded up (0 once open)."""
        return math.ceil(self.remaining_ms() / 1000.0) if self.locked() else 0

    def _tick(self) -> None:
        if not self.locked():
            self._timer.stop()
        self.changed.emit()
