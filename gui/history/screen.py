"""The history screen: the finished games, each end screen again, per player, per evening, and
the group's real results beside the lab's simulated ones.

Opened from the start screen ("Game history") and the Game menu (Ctrl+H) as a dialog of the
main window. Four tabs, each a table a keyboard can walk (Ctrl+Tab between tabs, arrows in a
table, Enter on a game shows its end screen, Delete deletes it after a question):

* **Games** — the newest first, :data:`gui.history.store.PAGE_SIZE` at a time ("More games"),
  filtered by game and player (the two boxes at the top filter every tab that lists games);
* **Players** — games, wins, win rate and longest streak per name; below, the selected
  player's win rate per role and per side;
* **Evenings** — one rematch chain ("Play again" after "Play again"): every game, each
  player's role in it (a star for a win), and the wins of the evening;
* **Real and simulated** — for each game, player count and variant the group played: the
  group's win rate of each side with its 95 % Wilson interval beside the balance lab's
  (``lab/data/balance.json`` through :mod:`gui.balance.balance_note`); below
  :data:`gui.history.stats.MIN_GAMES` games it says there are too few games to say anything.

Below the tabs: export (CSV, JSON), import (JSON, merged without duplicates), forget a
player's name everywhere, delete everything — each change asks first.

This module is the dialog itself: its layout, the open database, the two filters, the
changes and the language. Its parts are objects it owns (no base classes):
:class:`~gui.history.games_tab.GamesTab` and :mod:`gui.history.stats_tabs` are the four
tabs (sharing :mod:`gui.history.tab_kit`), :class:`~gui.history.screen_transfers.ScreenTransfers`
the export and import, :class:`~gui.history.end_screen.EndScreenDialog` a game's end screen.

Only the first page of the list is read when the screen opens (``bench/bench_history.py``
measures it); the other tabs are read when first shown. Names are plain text (table items
and plain-text labels). The texts go through ``tr()`` (German and English).
"""
from __future__ import annotations

import pathlib
import sqlite3
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui.history import database, store
from gui.history.end_screen import EndScreenDialog
from gui.history.game_words import game_title
from gui.history.games_tab import GamesTab
from gui.history.location import history_path
from gui.history.screen_transfers import ScreenTransfers
from gui.history.stats_tabs import BalanceTab, EveningsTab, PlayersTab
from gui.history.tab_kit import TABLES_CSS
from gui.history.transfer import TransferJob
from gui.table_kit.calm_wheel import calm_wheel

Ask = Callable[[str, str], bool]


# -- the screen --------------------------------------------------------------------------------
class HistoryDialog(QDialog):
    """The history screen (see the module docstring)."""

    def __init__(self, lang: str, parent: QWidget | None = None, *, path: pathlib.Path | None = None,
                 ask: Ask | None = None, renderer: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryDialog")
        self.lang = lang
        self.path = pathlib.Path(path) if path is not None else history_path()
        self._ask = ask
        self.renderer = renderer
        self._conn: sqlite3.Connection | None = None
        self._loaded: set[int] = set()
        self.problem_text = ""
        self.setMinimumSize(640, 480)
        self.setStyleSheet(TABLES_CSS)

        self.title = QLabel()
        self.title.setObjectName("Title")
        self.game_filter = QComboBox()
        self.player_filter = QComboBox()
        calm_wheel(self.game_filter, self.player_filter)
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game_filter)
        self.player_label = QLabel()
        self.player_label.setBuddy(self.player_filter)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.game_label)
        top.addWidget(self.game_filter)
        top.addWidget(self.player_label)
        top.addWidget(self.player_filter)

        self.tabs = QTabWidget()
        self.games_tab = GamesTab(self)
        self.players_tab = PlayersTab(self)
        self.evenings_tab = EveningsTab(self)
        self.balance_tab = BalanceTab(self)
        # the widgets the screen itself uses, and tests and the screenshots reach
        self.games, self.empty, self.more_button = self.games_tab.table, self.games_tab.empty, self.games_tab.more_button
        self.end_button, self.delete_button = self.games_tab.end_button, self.games_tab.delete_button
        self.players, self.player_detail = self.players_tab.table, self.players_tab.detail
        self.evening = self.evenings_tab.table
        self.balance, self.balance_note = self.balance_tab.table, self.balance_tab.note
        self.games.activated.connect(lambda _index: self.show_end_screen())
        self.more_button.clicked.connect(self.load_more)
        self.end_button.clicked.connect(self.show_end_screen)
        self.delete_button.clicked.connect(self.delete_selected)
        self.games.installEventFilter(self)  # Delete on a game: delete it (after a question); Return: its end screen
        for page in (self.games_tab.page, self.players_tab.page, self.evenings_tab.page, self.balance_tab.page):
            self.tabs.addTab(page, "")
        self.tabs.currentChanged.connect(self._tab_shown)

        self.csv_button = QPushButton()
        self.json_button = QPushButton()
        self.import_button = QPushButton()
        self.forget_button = QPushButton()
        self.forget_button.clicked.connect(lambda: self.forget_player(self.player_filter.currentData()))
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.delete_everything)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.accept)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        bottom = QHBoxLayout()  # two groups in two rows: they fit at 800×600 in both languages
        files = QVBoxLayout()
        first_row, second_row = QHBoxLayout(), QHBoxLayout()
        for b in (self.csv_button, self.json_button, self.import_button):
            first_row.addWidget(b)
        for b in (self.forget_button, self.clear_button):
            second_row.addWidget(b)
        first_row.addStretch(1)
        second_row.addStretch(1)
        files.addLayout(first_row)
        files.addLayout(second_row)
        self.transfers = ScreenTransfers(self, self.path, self.message, (
            self.csv_button, self.json_button, self.import_button, self.forget_button, self.clear_button), self._changed)
        self.csv_button.clicked.connect(lambda: self.transfers.export_dialog("csv"))
        self.json_button.clicked.connect(lambda: self.transfers.export_dialog("json"))
        self.import_button.clicked.connect(self.transfers.import_dialog)
        files.addWidget(self.transfers.bar)
        bottom.addLayout(files, 1)
        bottom.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignBottom)
        outer = QVBoxLayout(self)
        outer.addLayout(top)
        outer.addWidget(self.tabs, 1)
        outer.addWidget(self.message)
        outer.addLayout(bottom)

        self._retranslate()
        self._open()
        self._fill_filters()
        self.game_filter.currentIndexChanged.connect(self.reload)
        self.player_filter.currentIndexChanged.connect(self.reload)
        self.reload()
        self.games.setFocus()

    # -- the database ------------------------------------------------------------------------
    def _open(self) -> None:
        """Read-only, checked: a missing file is an empty history; a bad one is said, not changed
        (the recorder sets it aside when it next writes)."""
        self._close()
        if not self.path.exists():
            return
        try:
            database.check_file(self.path)
            conn = database.connect(self.path, readonly=True)
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if version != database.SCHEMA_VERSION:
                conn.close()
                conn = database.open_checked(self.path).conn  # an older file: migrated first
            self._conn = conn
        except (database.HistoryProblem, sqlite3.Error, OSError) as exc:
            problem = exc if isinstance(exc, database.HistoryProblem) else database.HistoryProblem("unreadable", str(exc))
            self.problem_text = self.tr("The game history cannot be read ({why}).").format(
                why=database.reasons().get(problem.reason, problem.reason))
            self.message.setText(self.problem_text)

    @property
    def conn(self) -> sqlite3.Connection | None:
        """The history open for reading (``None``: there is none, or it cannot be read)."""
        return self._conn

    def _close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _writer(self) -> sqlite3.Connection:
        """A connection that may write (made, checked and migrated if need be)."""
        return database.open_checked(self.path).conn

    def done(self, result: int) -> None:  # noqa: D102 - QDialog API
        self.transfers.stop()
        self._close()
        super().done(result)

    def _filter(self) -> store.Filter:
        return store.Filter(game=self.game_filter.currentData() or None, player=self.player_filter.currentData() or None)

    def _fill_filters(self) -> None:
        game, player = self.game_filter.currentData(), self.player_filter.currentData()
        for box in (self.game_filter, self.player_filter):
            box.blockSignals(True)
            box.clear()
        self.game_filter.addItem(self.tr("All games"), "")
        self.player_filter.addItem(self.tr("All players"), "")
        if self._conn is not None:
            for g in store.games(self._conn):
                self.game_filter.addItem(game_title(g), g)
            for name in store.players(self._conn):
                self.player_filter.addItem(name, name)
        self.game_filter.setCurrentIndex(max(0, self.game_filter.findData(game)) if game else 0)
        self.player_filter.setCurrentIndex(max(0, self.player_filter.findData(player)) if player else 0)
        for box in (self.game_filter, self.player_filter):
            box.blockSignals(False)
        self.forget_button.setEnabled(bool(self.player_filter.currentData()))

    # -- loading -----------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the current tab again (the others when they are next shown)."""
        self._loaded.clear()
        self.forget_button.setEnabled(bool(self.player_filter.currentData()))
        self.games_tab.clear()
        self._tab_shown(self.tabs.currentIndex())

    def _tab_shown(self, index: int) -> None:
        if index in self._loaded:
            return
        self._loaded.add(index)
        if index == 0:
            self.load_more()
        elif index == 1:
            self.players_tab.load()
        elif index == 2:
            self.evenings_tab.load()
        elif index == 3:
            self.balance_tab.load()

    def load_more(self) -> None:
        """The next page of the list."""
        total = self.games_tab.load_more(self._filter())
        self.clear_button.setEnabled(total > 0 or self._filter() != store.Filter())

    def selected_uid(self) -> str | None:
        return self.games_tab.selected_uid()

    # -- the end screen again -----------------------------------------------------------------
    def show_end_screen(self) -> QDialog | None:
        """The selected game's end screen, built by its game from the kept final view."""
        uid = self.selected_uid()
        if uid is None or self._conn is None:
            return None
        record = store.game(self._conn, uid)
        dialog = EndScreenDialog(record, self.lang, self.renderer, self)
        if dialog.problem:
            self.message.setText(dialog.problem)
            return None
        dialog.open()
        return dialog

    # -- changes (each behind a question) ------------------------------------------------------
    def _confirm(self, title: str, question: str) -> bool:
        if self._ask is not None:
            return self._ask(title, question)
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self, title, question, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _changed(self, text: str) -> None:
        self._open()
        self._fill_filters()
        self.reload()
        self.message.setText(text)

    def delete_selected(self) -> bool:
        uid = self.selected_uid()
        if uid is None:
            return False
        row = self.games.currentRow()
        what = " · ".join(item.text() for c in (0, 1) if (item := self.games.item(row, c)) is not None)
        if not self._confirm(self.tr("Delete this game?"), self.tr("Delete the game of {what} from the history? This cannot be undone.").format(what=what)):
            return False
        conn = self._writer()
        try:
            store.delete_game(conn, uid)
        finally:
            conn.close()
        self._changed(self.tr("The game was deleted."))
        return True

    def forget_player(self, name: str | None) -> bool:
        if not name:
            return False
        if not self._confirm(self.tr("Forget this player?"), self.tr("Replace the name {name} by “{forgotten}” in every game of the history? This cannot be undone.").format(name=name, forgotten=store.FORGOTTEN)):
            return False
        conn = self._writer()
        try:
            count = store.forget_player(conn, name)
        finally:
            conn.close()
        self.player_filter.setCurrentIndex(0)
        self._changed(self.tr("The name is gone (games that named it: {count}).").format(count=count))
        return True

    def delete_everything(self) -> bool:
        if not self._confirm(self.tr("Delete the whole history?"), self.tr("Delete every finished game from the history? This cannot be undone.")):
            return False
        conn = self._writer()
        try:
            store.delete_all(conn)
            conn.execute("VACUUM")  # the deleted games leave no trace in the file
        finally:
            conn.close()
        self._changed(self.tr("The history is empty."))
        return True

    def export_to(self, path: pathlib.Path, kind: str) -> TransferJob:
        """Write every game to ``path`` (``"csv"`` or ``"json"``) in the background."""
        return self.transfers.export_to(path, kind)

    def import_from(self, path: pathlib.Path) -> TransferJob:
        """Merge the export at ``path`` into the history in the background (all or nothing)."""
        return self.transfers.import_from(path)

    # -- language ----------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.transfers.bar.retranslate()
        self.setWindowTitle(self.tr("Game history"))
        self.title.setText(self.tr("Game history"))
        self.game_label.setText(self.tr("&Game:"))
        self.player_label.setText(self.tr("&Player:"))
        names = (self.tr("Games"), self.tr("Players"), self.tr("Evenings"), self.tr("Real and simulated"))
        for i, text in enumerate(names):
            self.tabs.setTabText(i, text)
        # each tab's table is named by its tab, for screen readers (Qt names a table by nothing)
        for table, text in zip((self.games, self.players, self.evening, self.balance), names):
            table.setAccessibleName(text)
        self.player_detail.setAccessibleName(self.tr("The chosen player's games by role"))
        for tab in (self.games_tab, self.players_tab, self.evenings_tab, self.balance_tab):
            tab.retranslate()
        self.csv_button.setText(self.tr("Export &CSV…"))
        self.json_button.setText(self.tr("Export &JSON…"))
        self.import_button.setText(self.tr("&Import…"))
        self.forget_button.setText(self.tr("&Forget player…"))
        self.clear_button.setText(self.tr("Delete &everything…"))
        self.close_button.setText(self.tr("Close"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.games and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Delete:
                self.delete_selected()
                return True
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                # taken here: the view passes a Return on to the dialog, whose default button
                # would open the same end screen a second time
                self.show_end_screen()
                return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            from gui.text.i18n import Translations

            self.lang = Translations.shared().language  # the language just switched to
            self._retranslate()
            self.reload()
        super().changeEvent(event)
