"""The rules of every game, one tab each (from the engine registry), rendered from the
project's Markdown files."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from engine.registry import GAMES
from gui.balance_note import set_rules_with_balance
from gui.rules_text import rules_markdown


class RulesDialog(QDialog):
    def __init__(self, lang: str, current_game: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(900, 640)
        self.tabs = QTabWidget()
        self.browsers: dict[str, QTextBrowser] = {}
        for game, info in GAMES.items():
            browser = QTextBrowser()
            browser.setOpenExternalLinks(True)
            try:
                set_rules_with_balance(browser, game, rules_markdown(game, lang))
            except (OSError, ValueError) as exc:
                browser.setPlainText(self.tr("The rules could not be read: {error}").format(error=exc))
            self.browsers[game] = browser
            self.tabs.addTab(browser, info.title)
        if current_game in GAMES:
            self.tabs.setCurrentIndex(list(GAMES).index(current_game))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
