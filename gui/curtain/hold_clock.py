"""The clock of a button that acts only when held: the hand-off's reveal and the commit button.

Both buttons fill while they are held (the reveal's ring, the commit's bar) and act only
once full; a release before that acts on nothing and empties the fill. They kept a copy
each of the same clock (issue 36, item 5), so it is written once here; a button keeps only
what differs: how long (``hold_ms``, read at every tick so tests may change the timings),
how it draws the fill, and what it does when full or let go too soon.

A key's release ends the hold only if no press follows within ``timings.RING_GRACE_MS``: X
sends some auto-repeats unmarked, as a release and a press together, and each of them
restarted the fill, which then never filled (issue 37). While that grace runs the clock
does not tick, so a hold never becomes full after the key was let go; a press that follows
in time goes on with the same hold, counted from its first press.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtGui import QKeyEvent

from gui.curtain import timings
from gui.curtain.held_key import ACTIVATING_KEYS


class HoldClock(QObject):
    """How far a hold has come (:attr:`progress`, 0 to 1) and when it is full.

    ``hold_ms`` says how long a hold lasts (at least 1 ms is used). The owner calls
    :meth:`press` and :meth:`release` from its button's ``pressed``/``released`` and wraps
    its ``keyReleaseEvent`` in :meth:`key_release`. Signals: ``changed`` (repaint the fill),
    ``full`` (the hold is complete: the clock has stopped, the fill stays full until
    :meth:`cancel`), ``letGo`` (a hold ended before it was full)."""

    changed = Signal()
    full = Signal()
    letGo = Signal()

    def __init__(self, hold_ms: Callable[[], int], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hold_ms = hold_ms
        self._progress = 0.0
        self._clock = QElapsedTimer()
        self._tick = QTimer(self)
        self._tick.setInterval(max(1, timings.TICK_MS))
        self._tick.timeout.connect(self._on_tick)
        self._by_key = False  # the release now being delivered is a key's, not a repeat's
        self._grace = QTimer(self)
        self._grace.setSingleShot(True)
        self._grace.timeout.connect(self._end)

    @property
    def progress(self) -> float:
        return self._progress

    def holding(self) -> bool:
        """A hold is under way (pressed, or a key's release still in its grace)."""
        return self._clock.isValid()

    @contextmanager
    def key_release(self, event: QKeyEvent) -> Iterator[None]:
        """Around the button's own key release handling: a release of an activating key
        (not marked as a repeat) waits for the grace before it ends the hold."""
        self._by_key = event.key() in ACTIVATING_KEYS and not event.isAutoRepeat()
        try:
            yield
        finally:
            self._by_key = False

    def press(self) -> None:
        """The button was pressed: a new hold, or the same one if a key's release was a repeat's."""
        if not (self._grace.isActive() and self._clock.isValid()):
            self._clock.start()
            self._progress = 0.0
        self._grace.stop()
        self._tick.start()
        self._on_tick()

    def release(self) -> None:
        """The button was let go: one last look at the clock (a release right at the end
        still counts), then the hold ends, after the grace if a key was released."""
        if self._clock.isValid():
            self._on_tick()
        self._tick.stop()
        if self._by_key and self._clock.isValid():
            self._grace.start(max(1, timings.RING_GRACE_MS))
            return
        self._end()

    def cancel(self) -> None:
        """Drop the hold and empty the fill (nothing is emitted but ``changed``)."""
        self._grace.stop()
        self._tick.stop()
        self._clock.invalidate()
        self._progress = 0.0
        self.changed.emit()

    def _end(self) -> None:
        early = self._clock.isValid()
        self.cancel()
        if early:
            self.letGo.emit()

    def _on_tick(self) -> None:
        if not self._clock.isValid():
            return
        self._progress = min(1.0, self._clock.elapsed() / max(1, self._hold_ms()))
        self.changed.emit()
        if self._progress >= 1.0:
            self._tick.stop()
            self._clock.invalidate()
            self.full.emit()
