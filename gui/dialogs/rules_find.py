"""The rules dialog's find field (issue 34): type a word, Return or F3 goes to the next hit.

Every hit in the text shown is highlighted (extra selections, so the text itself is not
changed); the current one is selected and scrolled into view, and a label says where it is
("2 of 5", "not found"). Shift+F3 goes back. The search ignores case and
follows the tab that is shown: switching tabs searches the other game's rules.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QTextBrowser, QTextEdit, QWidget

HIT_COLOUR = QColor("#f0d488")
CURRENT_COLOUR = QColor("#e0a030")


class FindField(QLineEdit):
    """The find field: Return goes to the next hit and stays here (a line edit lets Return
    through to its dialog, whose default button would close the rules)."""

    stepRequested = Signal(int)
    """F3 (1) or Shift+F3 (-1) in the field (also when the window's shortcuts do not reach it)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_F3:
            back = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            self.stepRequested.emit(-1 if back else 1)
            event.accept()
            return
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class FindBar(QWidget):
    """A find field, a "Next" button and the "n of m" label, over the browser ``browser()`` gives."""

    def __init__(self, browser: Callable[[], QTextBrowser | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._browser = browser
        self._hits: list[QTextCursor] = []
        self._current = -1
        self.field = FindField()
        self.field.setObjectName("RulesFind")
        self.field.setClearButtonEnabled(True)
        self.field.textChanged.connect(self._search)
        self.field.returnPressed.connect(self.next_hit)
        self.field.stepRequested.connect(self.step)
        self.label_for = QLabel()
        self.label_for.setBuddy(self.field)
        self.next_button = QPushButton()
        self.next_button.setAutoDefault(False)  # Return in the field is the field's
        self.next_button.clicked.connect(self.next_hit)
        self.count = QLabel()
        self.count.setObjectName("RulesFindCount")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label_for)
        row.addWidget(self.field, 1)
        row.addWidget(self.next_button)
        row.addWidget(self.count)
        for keys, step in (("F3", 1), ("Shift+F3", -1)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda s=step: self.step(s))
        self.retranslate()

    def retranslate(self) -> None:
        self.label_for.setText(self.tr("&Find:"))
        self.field.setPlaceholderText(self.tr("a word in the rules"))
        self.field.setAccessibleName(self.tr("Find in the rules"))
        self.next_button.setText(self.tr("Next (F3)"))
        self._show_count()

    # -- queries ---------------------------------------------------------------------
    def hit_count(self) -> int:
        return len(self._hits)

    def current(self) -> int:
        """The index of the current hit (-1: none)."""
        return self._current

    # -- commands --------------------------------------------------------------------
    def research(self) -> None:
        """Search again (another tab is shown)."""
        self._search(self.field.text())

    def next_hit(self) -> None:
        self.step(1)

    def step(self, by: int) -> None:
        """Go ``by`` hits on (or back), round the end; F3 with nothing typed goes to the field."""
        if not self._hits:
            self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
        self._current = (self._current + by) % len(self._hits)
        self._show_current()

    # -- internals -------------------------------------------------------------------
    def _search(self, text: str) -> None:
        browser = self._browser()
        self._hits, self._current = [], -1
        if browser is None:
            return
        needle = text.strip()
        if needle:
            document = browser.document()
            cursor = QTextCursor(document)
            while True:
                cursor = document.find(needle, cursor, QTextDocument.FindFlag(0))
                if cursor.isNull():
                    break
                self._hits.append(QTextCursor(cursor))
        if self._hits:
            self._current = 0
        self._show_current()

    def _show_current(self) -> None:
        browser = self._browser()
        if browser is None:
            return
        selections = []
        for index, hit in enumerate(self._hits):
            selection = QTextEdit.ExtraSelection()
            fmt = QTextCharFormat()
            fmt.setBackground(CURRENT_COLOUR if index == self._current else HIT_COLOUR)
            fmt.setForeground(QColor("#1d1a10"))
            selection.format = fmt
            selection.cursor = hit
            selections.append(selection)
        browser.setExtraSelections(selections)
        if 0 <= self._current < len(self._hits):
            hit = self._hits[self._current]
            cursor = QTextCursor(hit)
            cursor.setPosition(hit.selectionStart())
            browser.setTextCursor(cursor)
            browser.ensureCursorVisible()
        self._show_count()

    def _show_count(self) -> None:
        if not self.field.text().strip():
            self.count.setText("")
        elif not self._hits:
            self.count.setText(self.tr("not found"))
        else:
            self.count.setText(self.tr("{n} of {m}").format(n=self._current + 1, m=len(self._hits)))
        self.count.setAccessibleName(self.count.text())
