"""The deliberate act that lifts the curtain: press-and-hold, or a button after a delay."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPaintEvent, QPainter, QPen
from PySide6.QtWidgets import QPushButton, QWidget

from gui.curtain import timings
from gui.curtain.hold_clock import HoldClock


class RevealButton(QPushButton):
    """Emits :attr:`activated` after a press held for ``timings.HOLD_MS`` ("hold" mode),
    or on a plain click once ``timings.REVEAL_DELAY_MS`` has passed ("delay" mode).

    Works with the mouse and with the keyboard (Space held down): ``pressed``/``released``
    come from ``QAbstractButton``, which ignores key auto-repeat. A ring on the left fills up
    while the button is held; releasing early empties it.

    The hold itself, with a key's release that waits ``timings.RING_GRACE_MS`` for the
    press of an unmarked auto-repeat (issue 37), is :class:`gui.curtain.hold_clock.HoldClock`,
    shared with the commit button.
    """

    activated = Signal()

    def __init__(self, mode: str = "hold", parent: QWidget | None = None, delay_ms: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Primary")
        self.setMinimumSize(340, 64)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._mode = mode
        self._hold = HoldClock(lambda: timings.HOLD_MS, self)
        self._hold.changed.connect(self.update)
        self._hold.full.connect(self._on_full)
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._on_delay_over)
        self._delay_over = mode != "delay"
        self._locked = False  # the dwell of the private screen before (gui.curtain.dwell)
        self.pressed.connect(self._on_pressed)
        self.released.connect(self._on_released)
        self.clicked.connect(self._on_clicked)
        if mode == "hold":
            # its own selector: room on the left for the ring (see gui/look/style.py)
            self.setObjectName("HoldButton")
            self.setStyleSheet(
                "QPushButton#HoldButton { background: #d9b45a; color: #1d1a10; border: 1px solid #f0d488;"
                " font-weight: 700; border-radius: 10px; padding-left: 64px; padding-right: 28px; }"
                " QPushButton#HoldButton:pressed { background: #e6c46e; }"
                # locked by the equal dwell: dim and flat (brightness, not only hue), with the
                # seconds left in its text
                " QPushButton#HoldButton:disabled { background: #4a4536; color: #b9b19a; border: 1px dashed #8a7f60; }"
            )
        if mode == "delay":
            # ``delay_ms`` 0: the owner locks the button itself and shows the countdown (the hand-off)
            delay = timings.REVEAL_DELAY_MS if delay_ms is None else delay_ms
            self.setEnabled(False)
            self._delay.start(max(0, delay))

    @property
    def mode(self) -> str:
        return self._mode

    def set_locked(self, locked: bool) -> None:
        """Locked by the equal dwell: disabled, whatever the mode (a held press is dropped)."""
        self._locked = bool(locked)
        if self._locked and self._hold.holding():
            self._hold.cancel()
        self._sync_enabled()

    def is_locked(self) -> bool:
        return self._locked

    def _on_delay_over(self) -> None:
        self._delay_over = True
        self._sync_enabled()

    def _sync_enabled(self) -> None:
        self.setEnabled(self._delay_over and not self._locked)

    @property
    def progress(self) -> float:
        return self._hold.progress

    def begin_hold(self) -> None:
        """Start the hold as if the button had just been pressed (a press that began while
        it was locked and is still held when the lock opens: it counts from now)."""
        self._on_pressed()

    def end_hold(self) -> None:
        """The press that :meth:`begin_hold` stood for was released."""
        self._on_released()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        with self._hold.key_release(event):
            super().keyReleaseEvent(event)

    def _on_pressed(self) -> None:
        if self._mode == "hold" and not self._locked:
            self._hold.press()

    def _on_released(self) -> None:
        if self._mode == "hold":
            self._hold.release()

    def _on_full(self) -> None:
        if not self._locked:  # the ring stays full: the curtain lifts
            self.activated.emit()

    def _on_clicked(self) -> None:
        if self._mode == "delay" and self.isEnabled() and not self._locked:
            self.activated.emit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        super().paintEvent(event)
        if self._mode != "hold":
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.height() - 24
        rect = QRectF(14, 12, size, size)
        painter.setPen(QPen(QColor(0, 0, 0, 60), 5))
        painter.drawEllipse(rect)
        progress = self._hold.progress
        if progress > 0:
            painter.setPen(QPen(QColor("#1d1a10"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawArc(rect, 90 * 16, int(-360 * 16 * progress))
        painter.end()
