"""The rules of both games, one tab each, rendered from the project's Markdown files."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from gui.rules_text import GAMES, rules_markdown

TITLES = {"tempelgold": "Tempelgold", "diamantenraub": "Diamantenraub"}


class RulesDialog(QDialog):
    def __init__(self, lang: str, current_game: str = "tempelgold", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(900, 640)
        self.tabs = QTabWidget()
        self.browsers: dict[str, QTextBrowser] = {}
        for game in GAMES:
            browser = QTextBrowser()
            browser.setOpenExternalLinks(True)
            try:
                browser.setMarkdown(rules_markdown(game, lang))
            except (OSError, ValueError) as exc:
                browser.setPlainText(self.tr("The rules could not be read: {error}").format(error=exc))
            self.browsers[game] = browser
            self.tabs.addTab(browser, TITLES.get(game, game))
        if current_game in GAMES:
            self.tabs.setCurrentIndex(GAMES.index(current_game))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
