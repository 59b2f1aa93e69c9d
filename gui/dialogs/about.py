"""Help → About: the version, the licence, where the rules come from, where the files live.

Plain text only (paths and the version are shown as text, never as markup). The credits
follow the rule texts themselves; each game says where it comes from
(:attr:`engine.game_info.GameInfo.credits`), in the order of the engine registry, and names
and texts are our own.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from gui.persistence import storage

LICENCE = "MIT"


def app_version() -> str:
    """The installed distribution's version ("0.1.0"), or "?" when run from a bare tree."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("kartentisch")
    except PackageNotFoundError:
        return "?"


class AboutDialog(QDialog):
    """A small, static dialog; ``text()`` returns what it says (tests)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from engine.registry import GAMES
        from gui.text.i18n import Translations

        lang = Translations.shared().language
        self.setWindowTitle(self.tr("About Kartentisch"))
        self.title = QLabel("Kartentisch")
        self.title.setObjectName("Title")
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lines = [
            self.tr("Version %1 · licence %2").replace("%1", app_version()).replace("%2", LICENCE),
            "",
            self.tr("Two hidden-role card games for one laptop passed round the table, with standard cards."),
            " ".join([*(game.credits_in(lang) for game in GAMES.values() if game.credits),
                      self.tr("Names and texts are our own.")]),
            "",
            self.tr("Settings: %1").replace("%1", str(storage.settings_path())),
            self.tr("Saved game: %1").replace("%1", str(storage.autosave_path())),
        ]
        self.body.setText("\n".join(lines))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 18)
        layout.setSpacing(12)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)

    def text(self) -> str:
        return self.body.text()
