"""The hand-off screen: neutral, opaque, "Pass the device to Anna".

It shows a name and nothing else about the game: no role colours, no card art, no counts.
Every player and every step gets exactly the same screen, so a glance at it tells nobody
anything. It is built before any private widget exists.

Its button stays locked while the equal dwell of the private screen before it runs
(``locked_until``, see :mod:`gui.curtain.dwell`) and shows the seconds left.

A locked control always shows that it is locked and for how long (issue 19, item 9): the
button counts the seconds down and a line under it says "Locked: opens in 2 s". In the
"delay" reveal mode the delay is the same kind of lock, counted down the same way. A press
on the hold button while it is locked is not lost: if it is still held when the lock
opens, the hold starts counting then.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRegularExpression, Qt, Signal
from PySide6.QtGui import QMouseEvent, QRegularExpressionValidator, QShowEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from gui.curtain import dwell, timings
from gui.curtain.dwell import DwellLock, dwell_text
from gui.curtain.reveal_button import RevealButton

# Checks a PIN; returns True if it is right.
PinCheck = Callable[[str], bool]


class HandOffScreen(QWidget):
    """Curtain for one named player. ``revealRequested`` once the player proved the deliberate act
    (and the PIN, if any); ``cancelled`` when the optional cancel button is used."""

    revealRequested = Signal()
    cancelled = Signal()

    def __init__(
        self,
        name: str,
        *,
        reveal_mode: str = "hold",
        pin_check: PinCheck | None = None,
        cancellable: bool = False,
        locked_until: float = 0.0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("Curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._name = name
        self._pin_check = pin_check
        self._label = ""

        self.pass_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.pass_label.setObjectName("CurtainText")
        self.name_label = QLabel(name, alignment=Qt.AlignmentFlag.AlignCenter)
        self.name_label.setObjectName("CurtainName")
        self.hint_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.hint_label.setObjectName("CurtainHint")
        self.hint_label.setWordWrap(True)
        # A phone game: who else is still to act, and where (set_waiting); names only.
        self.status_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.status_label.setObjectName("CurtainHint")
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setWordWrap(True)
        policy = self.status_label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the line coming or going never moves the button
        self.status_label.setSizePolicy(policy)
        self.status_label.hide()
        self._waiting: tuple[list[str], list[str]] = ([], [])
        self.problem_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.problem_label.setObjectName("CurtainProblem")
        self.problem_label.hide()

        self.pin_edit: QLineEdit | None = None
        if pin_check is not None:
            self.pin_edit = QLineEdit()
            self.pin_edit.setEchoMode(QLineEdit.EchoMode.Password)
            self.pin_edit.setMaxLength(4)
            # parented: an unparented validator (and its wrapper) outlived every hand-off screen
            self.pin_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,4}"), self.pin_edit))
            self.pin_edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.pin_edit.setFixedWidth(200)
            self.pin_edit.setStyleSheet("font-size: 26px; letter-spacing: 8px;")
            self.pin_edit.textEdited.connect(lambda _t: self.problem_label.hide())

        self.reveal_button = RevealButton(reveal_mode, delay_ms=0)
        self.reveal_button.activated.connect(self._on_activated)
        if reveal_mode == "delay":  # the delay is a lock like the dwell, shown the same way
            locked_until = max(locked_until, dwell.now_ms() + max(0, timings.REVEAL_DELAY_MS))
        self._held_while_locked = False
        self.reveal_button.installEventFilter(self)
        self.lock_label = lock_label(self)
        self.lock = DwellLock(locked_until, self, on_change=self._sync_lock)
        self.cancel_button: QPushButton | None = None
        if cancellable:
            self.cancel_button = QPushButton()
            self.cancel_button.clicked.connect(self.cancelled)

        layout = QVBoxLayout(self)
        layout.addStretch(3)
        layout.addWidget(self.pass_label)
        layout.addWidget(self.name_label)
        layout.addSpacing(28)
        if self.pin_edit is not None:
            layout.addLayout(_centred(self.pin_edit))
            layout.addSpacing(12)
        layout.addLayout(_centred(self.reveal_button))
        layout.addWidget(self.lock_label)
        layout.addSpacing(10)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.hint_label)
        layout.addSpacing(18)
        layout.addWidget(self.status_label)
        layout.addStretch(4)
        if self.cancel_button is not None:
            layout.addLayout(_centred(self.cancel_button))
            layout.addSpacing(24)
        self.retranslateUi()
        self.status_label.ensurePolished()
        # room for two lines from the start (a longer list may grow it: never clipped)
        self.status_label.setMinimumHeight(2 * self.status_label.fontMetrics().lineSpacing() + 4)

    @property
    def player_name(self) -> str:
        return self._name

    def set_waiting(self, laptop: list[str], phones: list[str]) -> None:
        """Who is still to act (a phone game): ``laptop``, the names on this curtain in the
        order they come (this hand-off's player among them), ``phones``, the names whose
        phone has its step now. Both empty: the line is hidden."""
        self._waiting = (list(laptop), list(phones))
        self._sync_status()

    def status_text(self) -> str:
        """The "still to do" line as shown ("" when hidden)."""
        return self.status_label.text() if self.status_label.isVisibleTo(self) else ""

    def _sync_status(self) -> None:
        laptop, phones = self._waiting
        parts = []
        if laptop:
            parts.append(self.tr("{names} on the laptop").format(names=", ".join(laptop)))
        if len(phones) == 1:
            parts.append(self.tr("{name} on their phone").format(name=phones[0]))
        elif phones:
            parts.append(self.tr("{names} on their phones").format(names=", ".join(phones)))
        text = self.tr("Still to do: {parts}").format(parts=" · ".join(parts)) if parts else ""
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self._sync_status()
        self.pass_label.setText(self.tr("Pass the device to"))
        self._label = self.tr("Hold to show my cards") if self.reveal_button.mode == "hold" else self.tr("Show my cards")
        self._sync_lock()
        if self.pin_edit is not None:
            self.pin_edit.setPlaceholderText(self.tr("PIN"))
            self.pin_edit.setAccessibleName(self.tr("PIN of {name}").format(name=self._name))
            hint = self.tr("Only {name} may look. Enter your PIN, then press the button.")
        elif self.reveal_button.mode == "hold":
            hint = self.tr("Only {name} may look. Press and hold the button until the ring is full.")
        else:
            hint = self.tr("Only {name} may look. The button unlocks after a moment.")
        self.hint_label.setText(hint.format(name=self._name))
        if self.cancel_button is not None:
            self.cancel_button.setText(self.tr("Back to the table"))
        if self.problem_label.isVisibleTo(self):
            self.problem_label.setText(self.tr("Wrong PIN. Try again."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def is_locked(self) -> bool:
        """The reveal button is locked by the equal dwell of the screen before (as shown:
        the button opens on the lock's next tick after the dwell is over)."""
        return self.reveal_button.is_locked()

    def _sync_lock(self) -> None:
        was_locked = self.reveal_button.is_locked()
        locked = self.lock.locked()
        self.reveal_button.set_locked(locked)
        self.reveal_button.setText(dwell_text(self._label, self.lock.seconds_left()))
        self.lock_label.setText(lock_text(self.lock.seconds_left()))
        if was_locked and not locked and self.isVisible():
            focus = self.focusWidget()
            if self.pin_edit is None or focus is not self.pin_edit:
                self.reveal_button.setFocus(Qt.FocusReason.OtherFocusReason)
            if self._held_while_locked and self.reveal_button.mode == "hold":
                self.reveal_button.begin_hold()  # the press held through the lock counts from now

    # A press on the locked (disabled) button is dropped by the button itself; the screen
    # sees it first through an event filter and remembers it.
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.reveal_button and event.type() == QEvent.Type.EnabledChange:
            self._focus_when_enabled()
        if watched is self.reveal_button and isinstance(event, QMouseEvent) and event.button() == Qt.MouseButton.LeftButton:
            if event.type() == QEvent.Type.MouseButtonPress and self.reveal_button.is_locked():
                self._held_while_locked = True
                return True
            if event.type() == QEvent.Type.MouseButtonRelease and self._held_while_locked:
                self._held_while_locked = False
                if self.reveal_button.progress > 0:  # the hold began when the lock opened
                    self.reveal_button.end_hold()
                return True
        return super().eventFilter(watched, event)

    def _focus_when_enabled(self) -> None:
        """The delay mode's button unlocks: it takes the focus a disabled button could not
        (issue 37: Enter or Space then reveals), unless a control of this screen has it."""
        focus = QApplication.focusWidget()
        elsewhere = focus is None or focus is self or not self.isAncestorOf(focus)  # not on one of its controls
        if self.reveal_button.isEnabled() and self.isVisible() and elsewhere:
            self.reveal_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        """Keyboard play: the PIN field, else the reveal button, has the focus (hold Space)."""
        super().showEvent(event)
        target = self.pin_edit if self.pin_edit is not None else self.reveal_button
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_activated(self) -> None:
        if self.is_locked():
            return
        if self._pin_check is not None and self.pin_edit is not None:
            if not self._pin_check(self.pin_edit.text()):
                self.pin_edit.clear()
                self.problem_label.setText(self.tr("Wrong PIN. Try again."))
                self.problem_label.show()
                self.pin_edit.setFocus()
                return
        self.revealRequested.emit()


class NeutralCurtain(QWidget):
    """The curtain before the public table: a resumed game that was on the table, and a
    private screen covered before the equal dwell was over whose next step is the table (its
    button then waits for the rest of the dwell, as the next hand-off's would).

    It says why it is there (issue 19, item 8: "The game is waiting" confused people, who
    saw it after some last looks and not after others). The rule is one: a look behind the
    curtain lasts at least ``MIN_DWELL_MS``; a look that ended sooner is followed by this
    curtain for the rest, titled "Everyone waits equally long" with the reason and the
    seconds left. A resumed game that was on the table shows it as "The game goes on".

    Its first click always counts (issue 31, item 13): a press on the button while it is
    still locked (the lock opens on its next tick, up to ``dwell.TICK_MS`` after the dwell)
    used to be dropped, and the release on the now open button did nothing either, so the
    click was lost. Now such a press is remembered, and a release once the lock is open
    shows the table.
    """

    showRequested = Signal()

    def __init__(self, parent: QWidget | None = None, *, locked_until: float = 0.0) -> None:
        super().__init__(parent)
        self._label = ""
        self.setObjectName("Curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.text_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.text_label.setObjectName("CurtainName")
        self.hint_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.hint_label.setObjectName("CurtainText")
        self.hint_label.setWordWrap(True)
        self.show_button = QPushButton()
        self.show_button.setObjectName("Primary")
        self.show_button.setMinimumSize(300, 60)
        self.show_button.clicked.connect(self._on_show)
        self._pressed_while_locked = False
        self.show_button.installEventFilter(self)
        self.lock_label = lock_label(self)
        self.lock = DwellLock(locked_until, self, on_change=self._sync_lock)
        layout = QVBoxLayout(self)
        layout.addStretch(3)
        layout.addWidget(self.text_label)
        layout.addWidget(self.hint_label)
        layout.addSpacing(28)
        layout.addLayout(_centred(self.show_button))
        layout.addWidget(self.lock_label)
        layout.addStretch(4)
        self.retranslateUi()

    def retranslateUi(self) -> None:  # noqa: N802
        self._dwell = self.lock.locked() or getattr(self, "_dwell", False)
        if self._dwell:
            self.text_label.setText(self.tr("Everyone waits equally long"))
            seconds = max(1, round(timings.MIN_DWELL_MS / 1000))
            self.hint_label.setText(self.tr(
                "Every look behind the curtain lasts at least {seconds} s, so that nobody can tell "
                "from the time what someone saw. Then everyone may look at the table.").format(seconds=seconds))
        else:
            self.text_label.setText(self.tr("The game goes on"))
            self.hint_label.setText(self.tr("Put the laptop where everyone can see it, then show the table."))
        self._label = self.tr("Show the table")
        self._sync_lock()

    def is_locked(self) -> bool:
        """The button is locked by the equal dwell (as shown)."""
        return not self.show_button.isEnabled()

    def _sync_lock(self) -> None:
        was_locked = not self.show_button.isEnabled()
        locked = self.lock.locked()
        self.show_button.setEnabled(not locked)
        self.show_button.setText(dwell_text(self._label, self.lock.seconds_left()))
        self.lock_label.setText(lock_text(self.lock.seconds_left()))
        if was_locked and not locked and self.isVisible():
            self.show_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_show(self) -> None:
        if not self.is_locked():
            self.showRequested.emit()

    # A press on the locked (disabled) button is dropped by the button itself; the screen
    # sees it first through an event filter and remembers it (as the hand-off does).
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.show_button and isinstance(event, QMouseEvent) and event.button() == Qt.MouseButton.LeftButton:
            if event.type() == QEvent.Type.MouseButtonPress and self.is_locked():
                self._pressed_while_locked = True
                return True
            if event.type() == QEvent.Type.MouseButtonRelease and self._pressed_while_locked:
                self._pressed_while_locked = False
                if not self.is_locked() and self.show_button.rect().contains(event.position().toPoint()):
                    self.showRequested.emit()  # the press began locked, the click ends open: it counts
                return True
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        """Keyboard play: Space or Enter on the button shows the table."""
        super().showEvent(event)
        self.show_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def lock_label(parent: QWidget) -> QLabel:
    """The line under a curtain's button that says it is locked and for how long; its room
    is kept while it is empty, so nothing moves when the lock opens."""
    label = QLabel(parent)
    label.setObjectName("CurtainLock")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setMinimumHeight(label.fontMetrics().lineSpacing() + 4)
    return label


def lock_text(seconds: int) -> str:
    """"Locked: opens in 2 s" while locked, empty once open."""
    if seconds <= 0:
        return ""
    return QCoreApplication.translate("DwellLock", "Locked: opens in {seconds} s").format(seconds=seconds)


def _centred(widget: QWidget) -> QHBoxLayout:
    """A row that keeps ``widget`` at its own size in the middle."""
    row = QHBoxLayout()
    row.addStretch()
    row.addWidget(widget)
    row.addStretch()
    return row
