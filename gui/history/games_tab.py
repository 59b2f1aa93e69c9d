"""The history screen's "Games" tab: the finished games, newest first, a page at a time.

The list is the one tab that can be long (10,000 games and more), so it is read a page of
:data:`gui.history.store.PAGE_SIZE` games at a time ("More games"), and it is the tab the
screen opens on (``bench/bench_history.py`` measures its first page). It reads
:mod:`gui.history.store` only; the other tabs read :mod:`gui.history.stats`
(:mod:`gui.history.stats_tabs`). What the buttons do (the end screen again, deleting) is the
screen's: it wires them. The texts keep the translation context "HistoryDialog" (they were
the screen's own ``tr()`` strings).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.history import store
from gui.history.game_words import game_title, side_name, variant_text
from gui.history.tab_kit import ScreenState, cell, read_only_table



def _marked(name: str, computers: tuple[str, ...]) -> str:
    """A player's name in the list, with a mark if a computer played that seat."""
    if name not in computers:
        return name
    return QCoreApplication.translate("HistoryDialog", "{name} (computer)").format(name=name)

class GamesTab:
    """The list, its "no games yet" line and its buttons, on :attr:`page`.

    An object the screen owns: it reads the open history and the language from
    ``screen`` and the filter from each :meth:`load_more` call."""

    def __init__(self, screen: ScreenState) -> None:
        self._screen = screen
        self.shown = 0  # games in the list now
        self.page = QWidget()
        self.table = read_only_table(5, stretch=(2, 3, 4))
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.more_button = QPushButton()
        self.end_button = QPushButton()
        self.delete_button = QPushButton()
        games_buttons = QHBoxLayout()
        for b in (self.end_button, self.delete_button):
            games_buttons.addWidget(b)
        games_buttons.addStretch(1)
        games_buttons.addWidget(self.more_button)
        lay = QVBoxLayout(self.page)
        lay.addWidget(self.empty)
        lay.addWidget(self.table, 1)
        lay.addLayout(games_buttons)

    def clear(self) -> None:
        """No rows: the next :meth:`load_more` reads the first page."""
        self.shown = 0
        self.table.setRowCount(0)

    def load_more(self, flt: store.Filter) -> int:
        """The next page of the list of the games ``flt`` lets through; how many it lets through."""
        conn = self._screen.conn
        rows = store.page(conn, flt, offset=self.shown) if conn is not None else []
        total = store.count(conn, flt) if conn is not None else 0
        self.table.setUpdatesEnabled(False)
        for r in rows:
            at = self.table.rowCount()
            self.table.insertRow(at)
            when = r.ended_at[:16].replace("T", " ")
            variant = variant_text(r.game, r.options, self._screen.lang)
            cells = (when, game_title(r.game) + (f" ({variant})" if variant else ""), ", ".join(r.winners),
                     side_name(r.winning_side, self._screen.lang), ", ".join(_marked(n, r.computers) for n in r.players))
            for col, text in enumerate(cells):
                self.table.setItem(at, col, cell(text, r.uid if col == 0 else None))
        self.table.setUpdatesEnabled(True)
        self.shown += len(rows)
        if self.shown and self.table.currentRow() < 0:
            self.table.selectRow(0)
        self.more_button.setVisible(self.shown < total)
        self.more_button.setText(QCoreApplication.translate("HistoryDialog", "More games ({shown} of {total})").format(
            shown=self.shown, total=total))
        self.empty.setVisible(total == 0)
        self.table.setVisible(total > 0)
        for b in (self.end_button, self.delete_button):
            b.setEnabled(total > 0)
        return total

    def selected_uid(self) -> str | None:
        row = self.table.currentRow()
        item = self.table.item(row, 0) if row >= 0 else None
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels([
            QCoreApplication.translate("HistoryDialog", "Ended"),
            QCoreApplication.translate("HistoryDialog", "Game"),
            QCoreApplication.translate("HistoryDialog", "Winners"),
            QCoreApplication.translate("HistoryDialog", "Winning side"),
            QCoreApplication.translate("HistoryDialog", "Players"),
        ])
        self.empty.setText(QCoreApplication.translate(
            "HistoryDialog",
            "No finished games yet. Every game played to its end screen is kept here (Settings: “Keep finished games in the game history”)."))
        self.end_button.setText(QCoreApplication.translate("HistoryDialog", "&Show end screen"))
        self.delete_button.setText(QCoreApplication.translate("HistoryDialog", "&Delete game…"))
