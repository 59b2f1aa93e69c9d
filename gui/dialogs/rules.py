"""The rules of every game, one tab each (from the engine registry), rendered from the
project's Markdown files, each with a contents list that jumps to its sections.

The contents list holds the text's ``##`` sections (the ``###`` subsections stay in the
text): a click, or the arrow keys and Enter, scrolls that section's heading to the top.
The dialog opens as large as the screen allows (up to 1100×760). At any width the text
fits its view (:mod:`gui.dialogs.rules_fit`): tables wrap their cells between words and
share the view's width, the balance chart is drawn at the view's width, so nothing scrolls sideways and no
header breaks inside a word. The contents list wraps its entries too, and takes less of a
narrow dialog (800×600).

A find field above the tabs searches the rules shown (:mod:`gui.dialogs.rules_find`); F1
opens the dialog at the section of the running game's rules that fits the step on screen
(``section``, issue 34).

The "Balance" section ends with the group's own results beside the lab's ("In your games",
:mod:`gui.history.rules_section`): read once when the dialog opens, read-only, one indexed
query per game. ``history`` is the database file (``None``: the app's); ``recording`` is the
setting that keeps finished games (off: one sentence says so, nothing is read).
"""
from __future__ import annotations

import pathlib

from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListView,
    QListWidget,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine.registry import GAMES
from gui.balance.balance_chart import refresh_rules_chart, set_rules_with_balance
from gui.dialogs.rules_find import FindBar
from gui.dialogs.rules_fit import fit_to_width
from gui.history.rules_section import section_markdown
from gui.text.rules_text import rules_markdown


class RulesBrowser(QTextBrowser):
    """A rules text that refits itself to its width (tables, images) whenever that changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fitted_width = -1

    def refit(self) -> None:
        self._fitted_width = self.viewport().width()
        refresh_rules_chart(self)  # the balance chart drawn anew at this width, never scaled
        fit_to_width(self)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt name
        super().resizeEvent(event)
        if self.viewport().width() != self._fitted_width:
            self.refit()


def section_titles(markdown: str) -> list[str]:
    """The ``## `` headings of a rules text, in order."""
    return [line[3:].strip() for line in markdown.splitlines() if line.startswith("## ")]


def headings(browser: QTextBrowser) -> list[str]:
    """The level-2 headings of the text shown in ``browser`` (the rules and the balance note)."""
    out = []
    block = browser.document().begin()
    while block.isValid():
        if block.blockFormat().headingLevel() == 2:
            out.append(block.text().strip())
        block = block.next()
    return out


class RulesDialog(QDialog):
    """``section``: the key of a section marker of ``current_game``'s rules
    (:func:`gui.text.rules_text.section_heading`): the dialog opens there (F1, issue 34)."""

    def __init__(self, lang: str, current_game: str | None = None, parent: QWidget | None = None, *,
                 history: pathlib.Path | None = None, recording: bool = True, section: str | None = None) -> None:
        super().__init__(parent)
        self._lang = lang
        self._opening: tuple[str, str] | None = (current_game, section) if current_game and section else None
        self.setWindowTitle(self.tr("Rules"))
        screen = QGuiApplication.primaryScreen()
        avail = screen.availableGeometry() if screen is not None else None
        width = min(1100, int(avail.width() * 0.92)) if avail is not None else 1000
        height = min(760, int(avail.height() * 0.9)) if avail is not None else 680
        self.resize(max(640, width), max(440, height))
        self.tabs = QTabWidget()
        self.browsers: dict[str, QTextBrowser] = {}
        self.contents: dict[str, QListWidget] = {}
        for game, info in GAMES.items():
            browser = RulesBrowser()
            # links are handled here: the balance section's "open the chart" opens the chart's
            # own window, where it is drawn at full size (a small dialog draws it smaller)
            browser.setOpenLinks(False)
            browser.anchorClicked.connect(self._on_link)
            contents = QListWidget()
            contents.setObjectName("RulesContents")
            contents.setMaximumWidth(210)
            contents.setWordWrap(True)  # long headings wrap instead of scrolling sideways
            contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            contents.setTextElideMode(Qt.TextElideMode.ElideNone)
            contents.setResizeMode(QListView.ResizeMode.Adjust)  # rewrap when the list's width changes
            try:
                set_rules_with_balance(browser, game, rules_markdown(game, lang),
                                       section_markdown(game, lang, path=history, recording=recording))
                browser.refit()
                contents.addItems(headings(browser))
            except (OSError, ValueError) as exc:
                from gui.text import notice_text

                notice_text.log_detail(f"rules of {game} not read", exc, with_text=True)
                browser.setPlainText(self.tr("The rules could not be read: {error}").format(error=notice_text.reason(exc)))
            contents.currentRowChanged.connect(lambda row, g=game: self.show_section(g, row))
            contents.itemActivated.connect(lambda item, g=game: self.show_section(g, self.contents[g].row(item)))
            self.browsers[game] = browser
            self.contents[game] = contents
            page = QWidget()
            row = QHBoxLayout(page)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(contents)
            row.addWidget(browser, 1)
            self.tabs.addTab(page, info.title)
        if current_game is not None and current_game in GAMES:
            self.tabs.setCurrentIndex(list(GAMES).index(current_game))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.find_bar = FindBar(self.current_browser, self)
        self.tabs.currentChanged.connect(lambda _index: self.find_bar.research())
        layout = QVBoxLayout(self)
        layout.addWidget(self.find_bar)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)

    def current_browser(self) -> QTextBrowser | None:
        """The rules text of the tab shown (the find field searches it)."""
        games = list(self.browsers)
        index = self.tabs.currentIndex()
        return self.browsers[games[index]] if 0 <= index < len(games) else None

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt name
        super().showEvent(event)
        if self._opening is not None:  # laid out now: the section can be scrolled to the top
            game, key = self._opening
            self._opening = None
            self.open_section(game, key)

    def open_section(self, game: str, key: str) -> bool:
        """Show ``game``'s tab with its section ``key`` at the top; ``False`` if it has none."""
        from gui.text.rules_text import section_heading

        if game not in self.browsers:
            return False
        try:
            title, place = section_heading(game, key, self._lang)
        except (KeyError, OSError, ValueError):
            return False
        self.tabs.setCurrentIndex(list(self.browsers).index(game))
        browser = self.browsers[game]
        block, seen, found = browser.document().begin(), 0, None
        while block.isValid():
            if block.blockFormat().headingLevel() in (2, 3):
                if block.text().strip() == title and (found is None or seen == place):
                    found = block  # the first of that title, or the one at its place
                seen += 1
            block = block.next()
        if found is None:
            return False
        self._scroll_to(browser, found.position())
        section = found
        while section.isValid() and section.blockFormat().headingLevel() != 2:
            section = section.previous()
        contents = self.contents[game]
        titles = [contents.item(row).text() for row in range(contents.count())]
        if section.isValid() and section.text().strip() in titles:
            contents.blockSignals(True)  # marked in the list, not scrolled to its ## heading
            contents.setCurrentRow(titles.index(section.text().strip()))
            contents.blockSignals(False)
        return True

    @staticmethod
    def _scroll_to(browser: QTextBrowser, position: int) -> None:
        # To the end first, then back to the heading: the view scrolls up just far
        # enough to show it, which puts it at the top (or as high as the text allows).
        bar = browser.verticalScrollBar()
        bar.setValue(bar.maximum())
        cursor = browser.textCursor()
        cursor.setPosition(position)
        browser.setTextCursor(cursor)
        browser.ensureCursorVisible()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt name
        super().resizeEvent(event)
        # a narrow dialog gives the text more of its width (the list's entries wrap)
        for contents in self.contents.values():
            contents.setMaximumWidth(max(140, min(210, self.width() // 5)))

    def _on_link(self, url: QUrl) -> None:
        from gui.balance.balance_chart import CHART_LINK, ChartDialog

        if url.scheme() == CHART_LINK and url.path() in GAMES:
            self.chart_dialog = ChartDialog(url.path(), self)
            self.chart_dialog.open()
        elif url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)

    def show_section(self, game: str, row: int) -> None:
        """Scroll ``game``'s text so that its ``row``-th section heading is at the top."""
        contents, browser = self.contents[game], self.browsers[game]
        if not 0 <= row < contents.count():
            return
        title = contents.item(row).text()
        doc = browser.document()
        block = doc.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == 2 and block.text().strip() == title:
                self._scroll_to(browser, block.position())
                return
            block = block.next()

    def section_at_top(self, game: str, levels: tuple[int, ...] = (2,)) -> str:
        """The heading of the section shown at the top of ``game``'s text (tests); ``levels``:
        the heading levels that count (``(2, 3)``: a subsection's heading too)."""
        browser = self.browsers[game]
        # the first line in view (not the pixel row at the very top: that may be a margin)
        probe = browser.viewport().rect().topLeft() + QPoint(8, browser.fontMetrics().height())
        cursor = browser.cursorForPosition(probe)
        block = cursor.block()
        while block.isValid() and block.blockFormat().headingLevel() not in levels:
            block = block.previous()
        return block.text().strip() if block.isValid() else ""


