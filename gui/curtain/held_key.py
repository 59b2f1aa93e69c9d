"""The key that lifted the curtain is still held: its repeats must not act on the private screen.

A player reveals by holding Space on the hand-off screen. The private screen opens while the
key is still down, and the desktop's key auto-repeat goes on sending that key to whatever
has the focus now: the private screen's "Done" button. Qt's buttons ignore repeats that the
window system marks as such, but X does not always mark them: a repeat can arrive as a plain
release followed at once by a plain press, and the button then clicks. Issue 37 measured 7
hand-offs of 12 that closed the private screen again before the player let go.

:class:`HeldKeyLatch` watches the activating keys application-wide. While a private screen
that one of them opened is up, every event of that key is swallowed until the player has
really let go: a release followed by a press more than :data:`timings.REPEAT_GAP_MS` later (a
repeat's release and press carry the same timestamp, whatever the repeat rate). That press
acts, so a look can never end by the key that began it, and the next deliberate press works.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from gui.curtain import timings

ACTIVATING_KEYS = frozenset({Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Select})
"""The keys that press a focused control: the ones whose repeats could act on a new screen."""

_KEY_EVENTS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)


class HeldKeyLatch(QObject):
    """Knows which activating key is down, and swallows it after :meth:`latch` until it is let go.

    ``latch()`` is called the moment a private screen opens: the activating keys down then
    reach no widget, repeats or not, until a press that follows a real release by more than
    :data:`timings.REPEAT_GAP_MS` (by the window system's timestamps; a repeat's release and
    press carry the same one). Events without a timestamp (0: synthesised, as by QTest) count
    as a person's."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._down: set[int] = set()  # activating keys pressed and not known to be let go
        self._latched: set[int] = set()  # of those, the ones swallowed
        self._released_at: dict[int, int] = {}  # a key's last real release: its timestamp
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)  # Qt drops the filter when this object goes

    @property
    def latched(self) -> bool:
        """A key that opened the private screen is still held (its events are swallowed)."""
        return bool(self._latched)

    @property
    def held(self) -> bool:
        """A key that opened the private screen has not been released since: no real release
        of it came after its last press (a repeat's release is followed at once by its press,
        which takes the release back)."""
        return any(key not in self._released_at for key in self._latched)

    def latch(self) -> None:
        """A private screen opens now: the keys held down stay silent until they are let go."""
        self._latched = set(self._down)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        # Every event of the application comes through here: the class first, which costs
        # nothing, and the type only of a key event (PySide makes an enum member of each
        # event's type, a fifth of a whole game's event handling, issue 36).
        if not isinstance(event, QKeyEvent) or event.type() not in _KEY_EVENTS:
            return False
        key = event.key()
        if key not in ACTIVATING_KEYS:
            return False
        if event.type() == QEvent.Type.KeyPress and not event.isAutoRepeat():
            released = self._released_at.pop(key, None)
            # a plain press after a release more than the gap ago, or with its release lost (it
            # went to another window): the key was let go and is pressed again, deliberately
            if key in self._latched and (released is None or not self._is_repeat(released, event.timestamp())):
                self._latched.discard(key)
            self._down.add(key)
        elif event.type() == QEvent.Type.KeyRelease and not event.isAutoRepeat():
            self._released_at[key] = event.timestamp()
        if key not in self._latched:
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # no shortcut fires for it either
        return True

    @staticmethod
    def _is_repeat(released: int, pressed: int) -> bool:
        """A press this soon after the release is the key's auto-repeat, which X sends unmarked."""
        return bool(released and pressed) and 0 <= pressed - released <= max(0, timings.REPEAT_GAP_MS)
