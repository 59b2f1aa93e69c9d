"""The start screen's switch "Phones as private screens" (off by default)."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from gui.phones.widgets import named
from PySide6.QtWidgets import QCheckBox, QLabel, QVBoxLayout, QWidget


class PhonesOption(QWidget):
    """A check box and one line saying what it does; ``enabled()`` is the choice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QCheckBox()
        self.box.setChecked(False)
        self.hint = named(QLabel(), "Hint")
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.addWidget(self.box)
        layout.addWidget(self.hint)
        self.retranslate()

    def enabled(self) -> bool:
        return self.box.isChecked()

    def retranslate(self) -> None:
        self.box.setText(self.tr("Phones as private screens"))
        self.hint.setText(
            self.tr("Each player sees their own cards on their phone (same Wi-Fi, no app needed); "
                    "the laptop shows the table.")
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
