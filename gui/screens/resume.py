"""Offer to continue the autosaved game. Shows only public facts: game, names, where it stands
(the game's own public summary, e.g. "round 2")."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from gui.screens import named


class ResumeScreen(QWidget):
    resumeRequested = Signal()
    discardRequested = Signal()

    def __init__(
        self, game_title: str, names: list[str], summary: Callable[[], str], parent: QWidget | None = None
    ) -> None:
        """``summary`` gives the game's public line in the current language (asked again on a switch)."""
        super().__init__(parent)
        self.setObjectName("Screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._game_title, self._names, self._summary = game_title, names, summary
        self.title = named.label("Title", align=Qt.AlignmentFlag.AlignCenter)
        self.details = named.label("Subtitle", align=Qt.AlignmentFlag.AlignCenter)
        self.details.setWordWrap(True)
        self.resume_button = named.button("Primary")
        self.resume_button.setMinimumSize(280, 56)
        self.resume_button.clicked.connect(self.resumeRequested)
        self.discard_button = QPushButton()
        self.discard_button.setMinimumHeight(56)
        self.discard_button.clicked.connect(self.discardRequested)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.details)
        layout.addSpacing(30)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.resume_button)
        row.addSpacing(16)
        row.addWidget(self.discard_button)
        row.addStretch()
        layout.addLayout(row)
        layout.addStretch(3)
        self.retranslateUi()

    def retranslateUi(self) -> None:  # noqa: N802
        self.title.setText(self.tr("Resume the saved game?"))
        self.details.setText(
            self.tr("{game} with {names} — {where}").format(
                game=self._game_title, names=", ".join(self._names), where=self._summary()
            )
        )
        self.resume_button.setText(self.tr("Resume"))
        self.discard_button.setText(self.tr("Start a new game"))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        """Keyboard play (issue 37): "Resume" has the focus, so Return or Space resumes (it came
        up with nothing focused, and Return did nothing)."""
        super().showEvent(event)
        self.resume_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
