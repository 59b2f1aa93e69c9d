"""Offer to continue the autosaved game. Shows only public facts: game, names, round."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class ResumeScreen(QWidget):
    resumeRequested = Signal()
    discardRequested = Signal()

    def __init__(self, game_title: str, names: list[str], round_number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._game_title, self._names, self._round = game_title, names, round_number
        self.title = QLabel(objectName="Title", alignment=Qt.AlignmentFlag.AlignCenter)
        self.details = QLabel(objectName="Subtitle", alignment=Qt.AlignmentFlag.AlignCenter)
        self.details.setWordWrap(True)
        self.resume_button = QPushButton(objectName="Primary")
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
            self.tr("{game} with {names} — round {round}").format(
                game=self._game_title, names=", ".join(self._names), round=self._round
            )
        )
        self.resume_button.setText(self.tr("Resume"))
        self.discard_button.setText(self.tr("Start a new game"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
