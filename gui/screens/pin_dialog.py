"""The PIN dialog of the start screen: a four-digit PIN, typed twice (blank removes it).

A module of its own so that the start screen's first frame does not load the dialog's Qt
classes (issue 8); :meth:`gui.screens.start_players.PlayerSeats._set_pin` imports it on use.
"""
from __future__ import annotations

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

__all__ = ["PinDialog"]


class PinDialog(QDialog):
    """Asks for a four-digit PIN twice (blank removes it)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("PIN"))
        self._name = name
        validator = QRegularExpressionValidator(QRegularExpression(r"\d{0,4}"), self)
        self.first = QLineEdit(echoMode=QLineEdit.EchoMode.Password, maxLength=4)
        self.second = QLineEdit(echoMode=QLineEdit.EchoMode.Password, maxLength=4)
        for edit in (self.first, self.second):
            edit.setValidator(validator)
        self.info = QLabel(
            self.tr("{name} can protect their cards with a four-digit PIN. Leave it empty for no PIN.").format(
                name=name
            )
        )
        self.info.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setObjectName("Problem")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.info)
        grid = QGridLayout()
        # each field is labelled by its label (screen readers name it so; Alt+letter jumps to it)
        for row, (text, edit) in enumerate(((self.tr("&PIN"), self.first), (self.tr("&Again"), self.second))):
            label = QLabel(text)
            label.setBuddy(edit)
            grid.addWidget(label, row, 0)
            grid.addWidget(edit, row, 1)
        layout.addLayout(grid)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.first.setFocus()  # keyboard play: the PIN is typed at once (issue 37)

    def pin(self) -> str:
        return self.first.text()

    def _accept(self) -> None:
        a, b = self.first.text(), self.second.text()
        if a != b:
            self.problem.setText(self.tr("The two PINs differ."))
            return
        if a and len(a) != 4:
            self.problem.setText(self.tr("A PIN has exactly four digits."))
            return
        self.accept()
