"""The button that commits a secret choice: it says what it commits, and it is held, not tapped.

Issue 31, item 1: a stray press must not commit a secret choice. So the commit button of a
choosing step fills up while it is held (mouse, or Space/Enter held down) and commits only
once it is full, after :data:`timings.COMMIT_HOLD_MS`; a release before that commits nothing
and the fill empties. It is gold with a fill bar, the cover button beside it is flat and
dark: two different looks, far apart, in fixed places (:mod:`gui.curtain.private_frame`).

With ``COMMIT_HOLD_MS`` at 0 or less (the test suite), a plain click commits.

The hold itself (its clock, a key's auto-repeats) is :class:`gui.curtain.hold_clock.HoldClock`,
shared with the hand-off's hold button (:mod:`gui.curtain.reveal_button`).
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPaintEvent, QPainter
from PySide6.QtWidgets import QPushButton, QWidget

from gui.curtain import timings
from gui.curtain.hold_clock import HoldClock

COMMIT_CSS = (
    "QPushButton#CommitButton { background: #d9b45a; color: #1d1a10; border: 2px solid #f0d488;"
    " border-radius: 10px; font-size: 19px; font-weight: 700; padding: 10px 24px; }"
    " QPushButton#CommitButton:focus { border: 3px solid #ffffff; }"
    # locked until the choice is complete: a dim gold, dashed (still the gold button, never the cover's look)
    " QPushButton#CommitButton:disabled { background: #6b5a2a; color: #d9cda6; border: 2px dashed #a08a4a; }"
)
COVER_CSS = (
    "QPushButton#CoverButton { background: #2b3530; color: #e8e4d8; border: 1px solid #6d7a72;"
    " border-radius: 6px; font-size: 18px; font-weight: 400; padding: 10px 20px; }"
    " QPushButton#CoverButton:focus { border: 3px solid #ffffff; }"
)
"""Cover: flat, dark, thin border, normal weight; commit: gold, bold, rounded, filled while held."""


class CommitButton(QPushButton):
    """Emits :attr:`committed` after a press held for ``timings.COMMIT_HOLD_MS`` (or a click,
    with no hold time). :attr:`progress` is the share of the hold done (0 while not held).

    Every press acts at once (issue 31, item 13): the bar starts filling, and a press let go
    too soon shows, in the button's own place, how to commit (:meth:`hint_text`) for
    :data:`HINT_MS`, then the button's label (:meth:`set_label`) again."""

    committed = Signal()
    HINT_MS = 2500

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CommitButton")
        self.setStyleSheet(COMMIT_CSS)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._hold = HoldClock(self.hold_ms, self)
        self._hold.changed.connect(self.update)
        self._hold.full.connect(self._on_full)
        self._hold.letGo.connect(self._on_let_go)
        self._label = ""
        self._hint = QTimer(self)
        self._hint.setSingleShot(True)
        self._hint.timeout.connect(lambda: self.setText(self._label))
        self.pressed.connect(self._on_pressed)
        self.released.connect(self._on_released)
        self.clicked.connect(self._on_clicked)

    def set_label(self, text: str) -> None:
        """What the button commits ("Take 3 diamonds — done"); shown unless a hint is up."""
        self._label = text
        if not self._hint.isActive():
            self.setText(text)

    def hint_text(self) -> str:
        return self.tr("Hold until the bar is full")

    def hinting(self) -> bool:
        """The hint after a press let go too soon is up."""
        return self._hint.isActive()

    @property
    def progress(self) -> float:
        return self._hold.progress

    @staticmethod
    def hold_ms() -> int:
        return timings.COMMIT_HOLD_MS

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        with self._hold.key_release(event):
            super().keyReleaseEvent(event)

    def _on_pressed(self) -> None:
        if self.hold_ms() > 0:  # with no hold time the click commits
            self._hold.press()

    def _on_released(self) -> None:
        if self.hold_ms() > 0:
            self._hold.release()

    def _on_full(self) -> None:
        self._hold.cancel()  # the bar empties: a new choice needs a new hold
        if self.isEnabled():
            self.committed.emit()

    def _on_let_go(self) -> None:
        if self.isEnabled():  # let go before the bar was full: say how to commit
            self._hint.start(self.HINT_MS)
            self.setText(self.hint_text())

    def _on_clicked(self) -> None:
        if self.hold_ms() <= 0 and self.isEnabled():
            self.committed.emit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        super().paintEvent(event)
        progress = self._hold.progress
        if progress <= 0:
            return
        painter = QPainter(self)
        # the fill grows from the left along the bottom third: the text stays readable
        height = max(6, self.height() // 5)
        rect = QRectF(4, self.height() - height - 4, (self.width() - 8) * progress, height)
        painter.fillRect(rect, QColor("#1d1a10"))
        painter.end()
