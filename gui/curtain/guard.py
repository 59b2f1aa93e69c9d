"""Hides a private screen on its own: after inactivity, and at once on focus loss.

While armed, the guard watches every input event of the application (any mouse or key
activity restarts the inactivity timer) and the window's own state: deactivation,
minimising, hiding, and the application becoming inactive all trigger at once. It knows
nothing about games.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QWidget

_ACTIVITY = {
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseMove,
    QEvent.Type.Wheel,
    QEvent.Type.KeyPress,
    QEvent.Type.KeyRelease,
    QEvent.Type.TouchBegin,
    QEvent.Type.TouchUpdate,
}


class PrivacyGuard(QObject):
    """``triggered(reason)`` with reason ``"inactivity"`` or ``"focus"``; fires once per arming."""

    triggered = Signal(str)

    def __init__(self, window: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self._armed = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self._fire("inactivity"))
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.applicationStateChanged.connect(self._on_app_state)

    @property
    def armed(self) -> bool:
        return self._armed

    def arm(self, inactivity_ms: int) -> None:
        self._timer.setInterval(max(1, int(inactivity_ms)))
        self._timer.start()
        app = QApplication.instance()
        if not self._armed and app is not None:  # there is always one while widgets exist
            app.installEventFilter(self)
        self._armed = True

    def disarm(self) -> None:
        self._timer.stop()
        app = QApplication.instance()
        if self._armed and app is not None:
            app.removeEventFilter(self)
        self._armed = False

    def _fire(self, reason: str) -> None:
        if not self._armed:
            return
        self.disarm()
        self.triggered.emit(reason)

    def _on_app_state(self, state: Qt.ApplicationState) -> None:
        if self._armed and state != Qt.ApplicationState.ApplicationActive:
            self._fire("focus")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if not self._armed:
            return False
        etype = event.type()
        if etype in _ACTIVITY:
            self._timer.start()
        elif watched is self._window:
            if etype in (QEvent.Type.WindowDeactivate, QEvent.Type.Hide):
                self._fire("focus")
            elif etype == QEvent.Type.WindowStateChange and self._window.isMinimized():
                self._fire("focus")
        return False
