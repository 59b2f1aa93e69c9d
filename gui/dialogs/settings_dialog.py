"""The settings dialog: language, deck, curtain options, computer players' pace, fullscreen."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.persistence.settings import Settings
from gui.table_kit.calm_wheel import calm_wheel
from gui.table_kit.clear_check import ClearCheckBox


def _decks() -> list[tuple[str | None, str]]:
    """(deck id, name) of every deck ``gui.cards`` can find; our own first."""
    try:
        from gui.cards import DEFAULT_DECK_ID, discover_decks
    except Exception:  # noqa: BLE001 - the card package may be missing or half-built
        return [(None, "Kartentisch")]
    try:
        decks = discover_decks()
    except Exception:  # noqa: BLE001 - a broken deck folder must not break the dialog
        decks = []
    result: list[tuple[str | None, str]] = []
    for deck in decks:
        result.append((deck.id, deck.name))
    if not any(d[0] == DEFAULT_DECK_ID for d in result):
        result.insert(0, (DEFAULT_DECK_ID, "Kartentisch"))
    return result


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings
        self.language = QComboBox()
        self.language.addItem("Deutsch", "de")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.deck = QComboBox()
        for deck_id, name in _decks():
            self.deck.addItem(name, deck_id)
        index = self.deck.findData(settings.deck_id)
        self.deck.setCurrentIndex(max(0, index))
        self.index_set = QComboBox()
        self.index_set.addItem(self.tr("Like the language"), "auto")
        self.index_set.addItem(self.tr("German (B D K A)"), "de")
        self.index_set.addItem(self.tr("English (J Q K A)"), "en")
        self.index_set.setCurrentIndex(max(0, self.index_set.findData(settings.index_set)))
        self.inactivity = QSpinBox()
        self.inactivity.setRange(5, 600)
        self.inactivity.setSuffix(self.tr(" s"))
        self.inactivity.setValue(int(round(settings.inactivity_seconds)))
        self.reveal = QComboBox()
        self.reveal.addItem(self.tr("Press and hold"), "hold")
        self.reveal.addItem(self.tr("Button after a short delay"), "delay")
        self.reveal.setCurrentIndex(max(0, self.reveal.findData(settings.reveal_mode)))
        self.computer_delay = QDoubleSpinBox()
        self.computer_delay.setRange(0.0, 10.0)
        self.computer_delay.setSingleStep(0.5)
        self.computer_delay.setDecimals(1)
        self.computer_delay.setSuffix(self.tr(" s"))
        calm_wheel(self.language, self.deck, self.index_set, self.inactivity, self.reveal, self.computer_delay)
        self.computer_delay.setValue(settings.computer_delay_ms / 1000)
        self.computer_delay.setToolTip(self.tr("Every computer turn takes this long, whatever it holds."))
        self.fullscreen = ClearCheckBox(self.tr("Fullscreen (F11)"))
        self.fullscreen.setChecked(settings.fullscreen)
        self.record_history = ClearCheckBox(self.tr("Keep finished games in the game history"))
        self.record_history.setChecked(settings.record_history)
        form = QFormLayout()
        form.addRow(self.tr("Language"), self.language)
        form.addRow(self.tr("Card deck"), self.deck)
        form.addRow(self.tr("Card letters"), self.index_set)
        form.addRow(self.tr("Hide private screens after"), self.inactivity)
        form.addRow(self.tr("Reveal with"), self.reveal)
        form.addRow(self.tr("A computer's turn takes"), self.computer_delay)
        form.addRow("", self.fullscreen)
        form.addRow("", self.record_history)
        note = QLabel(self.tr("Private screens also hide at once when the window loses focus."))
        note.setObjectName("Hint")
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.deck_problem = QLabel()
        self.deck_problem.setObjectName("Problem")
        self.deck_problem.setWordWrap(True)
        self.deck_problem.setTextFormat(Qt.TextFormat.PlainText)
        self.deck_problem.hide()
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.deck_problem)
        layout.addWidget(buttons)

    def _accept(self) -> None:
        """A newly chosen deck is checked before it becomes the saved choice (issue 9)."""
        deck_id = self.deck.currentData()
        if deck_id and deck_id != self._settings.deck_id:
            from gui.cards.deck_trial import pick

            message = pick(deck_id)
            if message:
                self.deck_problem.setText(message)
                self.deck_problem.show()
                self.deck.setCurrentIndex(max(0, self.deck.findData(self._settings.deck_id)))
                return
        self.accept()

    def result_settings(self) -> Settings:
        """The settings as edited (a copy; the caller saves and applies them)."""
        updated = self._settings.model_copy()
        updated.language = self.language.currentData()
        updated.deck_id = self.deck.currentData()
        updated.index_set = self.index_set.currentData()
        seconds = float(self.inactivity.value())
        # keep a sub-second test value unless the user changed the box
        if int(round(self._settings.inactivity_seconds)) != self.inactivity.value():
            updated.inactivity_seconds = seconds
        updated.reveal_mode = self.reveal.currentData()
        updated.computer_delay_ms = int(round(self.computer_delay.value() * 1000))
        updated.fullscreen = self.fullscreen.isChecked()
        updated.record_history = self.record_history.isChecked()
        return updated
