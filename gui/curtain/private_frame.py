"""The frame around a private screen: whose it is, the content, and "Done — hide".

"Done — hide" is enabled only after :data:`timings.MIN_DWELL_MS`, the same for every
player and every content, so how long someone looks says nothing about what they saw —
and, for a panel that makes a choice, only once the panel is ready (its ``is_ready()``;
it announces changes with a ``readyChanged(bool)`` signal).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.curtain import timings


class PrivateFrame(QWidget):
    hideRequested = Signal()

    def __init__(self, name: str, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Private")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._name = name
        self.content = content
        self.header = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.header.setObjectName("PrivateHeader")
        self.hide_button = QPushButton()
        self.hide_button.setObjectName("HideButton")
        self.hide_button.setEnabled(False)
        self.hide_button.clicked.connect(self.hideRequested)
        self._dwell = QTimer(self)
        self._dwell.setSingleShot(True)
        self._dwell.timeout.connect(self._update_hide_button)
        self._dwell.start(max(0, timings.MIN_DWELL_MS))
        ready_changed = getattr(content, "readyChanged", None)
        if ready_changed is not None:
            ready_changed.connect(self._update_hide_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 14, 24, 18)
        layout.addWidget(self.header)
        layout.addWidget(content, 1)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.hide_button)
        row.addStretch()
        layout.addLayout(row)
        self.retranslateUi()

    def _update_hide_button(self, *_args: object) -> None:
        is_ready = getattr(self.content, "is_ready", None)
        ready = True if is_ready is None else bool(is_ready())
        self.hide_button.setEnabled(not self._dwell.isActive() and ready)
        focus = self.focusWidget()
        if self.hide_button.isEnabled() and (focus is None or not self.content.isAncestorOf(focus)):
            # Keyboard play: Space hides, unless the player is busy with the panel's own controls.
            self.hide_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslateUi(self) -> None:  # noqa: N802
        self.header.setText(self.tr("Only for {name} — nobody else looks").format(name=self._name))
        self.hide_button.setText(self.tr("Done — hide"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
