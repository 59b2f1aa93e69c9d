"""The key that lifted the curtain is still held: its repeats must not act on the private screen.

A player reveals by holding Space on the hand-off screen. The private screen opens while the
key is still down, and the desktop's key auto-repeat goes on sending that key to whatever
has the focus now: the private screen's "Done" button. Qt's buttons ignore repeats that the
window system marks as such, but X does not always mark them: a repeat can arrive as a plain
release followed at once by a plain press, and the button then clicks. Issue 37 measured 7
hand-offs of 12 that closed the private screen again before the player let go.

:class:`HeldKeyLatch` watches the activating keys application-wide. While a private screen
that one of them opened is up, every event of that key is swallowed until the player has
really let go: a release with no press of the same key within :data:`timings.REPEAT_GAP_MS`
(a repeat's release and press come together, whatever the repeat rate). Only then does the
key act again, so a look can never end by the key that began it.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent

from gui.curtain import timings

ACTIVATING_KEYS = frozenset({Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Select})
"""The keys that press a focused control: the ones whose repeats could act on a new screen."""

_KEY_EVENTS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)


class HeldKeyLatch(QObject):
    """Knows which activating key is physically down, and swallows it after :meth:`latch`.

    ``latch()`` is called the moment a private screen opens: if an activating key is down
    then, its presses and releases (repeats or not) reach no widget until it is let go.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._down: set[int] = set()  # activating keys pressed and not yet let go
        self._latched: set[int] = set()  # of those, the ones swallowed
        self._gap = QTimer(self)
        self._gap.setSingleShot(True)
        self._gap.timeout.connect(self._let_go)
        self._released: set[int] = set()  # released, waiting for the gap to confirm it
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)  # Qt drops the filter when this object goes

    @property
    def latched(self) -> bool:
        """A key that opened the private screen is still held (its events are swallowed)."""
        return bool(self._latched)

    def held(self) -> bool:
        """Some activating key is down now."""
        return bool(self._down)

    def latch(self) -> None:
        """A private screen opens now: the keys held down stay silent until they are let go."""
        self._latched = set(self._down)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() not in _KEY_EVENTS or not isinstance(event, QKeyEvent):
            return False
        key = event.key()
        if key not in ACTIVATING_KEYS:
            return False
        if event.type() == QEvent.Type.KeyPress:
            self._released.discard(key)
            if not self._released:
                self._gap.stop()
            self._down.add(key)
        elif event.type() == QEvent.Type.KeyRelease and not event.isAutoRepeat():
            self._released.add(key)
            self._gap.start(max(1, timings.REPEAT_GAP_MS))
        if key not in self._latched:
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # no shortcut fires for it either
        return True

    def _let_go(self) -> None:
        self._down -= self._released
        self._latched -= self._released
        self._released.clear()
