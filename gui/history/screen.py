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
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui.history import database, stats, store
from gui.history.end_screen import EndScreenDialog
from gui.history.game_words import game_title, role_name, side_name, variant_text
from gui.history.location import history_path
from gui.history.screen_transfers import ScreenTransfers
from gui.history.transfer import TransferJob

Ask = Callable[[str, str], bool]


def _pct(x: float) -> str:
    return f"{round(100 * x)} %"


def _num(x: float) -> str:
    return str(round(100 * x))


def _item(text: str, data: Any = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)  # plain text: a name is never markup
    item.setToolTip(text)  # an elided cell can still be read whole (tooltips are plain text too)
    item.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)
    if data is not None:
        item.setData(Qt.ItemDataRole.UserRole, data)
    return item


def _table(columns: int, stretch: tuple[int, ...] = ()) -> QTableWidget:
    """A read-only table a keyboard can walk; ``stretch``: the columns that share the width
    (their text is elided, with the whole text as a tooltip; the others fit their contents)."""
    table = QTableWidget(0, columns)
    table.setAlternatingRowColors(True)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTabKeyNavigation(False)  # Tab leaves the table (keyboard-only use)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    for column in stretch:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    if not stretch:
        header.setStretchLastSection(True)
    table.setWordWrap(False)
    return table


def _css() -> str:
    from gui.look import palette as p

    return (
        f"QTabWidget::pane {{ background: {p.FELT_DARK}; border: 1px solid {p.LINE}; }}"
        f"QTableWidget {{ background: {p.LOG}; alternate-background-color: {p.SIDE}; color: {p.CREAM};"
        f" gridline-color: {p.LINE}; selection-background-color: {p.SELECTION}; selection-color: {p.CREAM}; }}"
        f"QTabWidget QLabel {{ color: {p.CREAM}; }}"
    )


_CSS = _css()
"""Tables on the felt, as the log is (the app's tab pane is paper, for the rules)."""


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
        self._shown = 0  # games in the list now
        self.problem_text = ""
        self.setMinimumSize(640, 480)
        self.setStyleSheet(_CSS)

        self.title = QLabel()
        self.title.setObjectName("Title")
        self.game_filter = QComboBox()
        self.player_filter = QComboBox()
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
        # games
        self.games_page = QWidget()
        self.games = _table(5, stretch=(2, 3, 4))
        self.games.activated.connect(lambda _index: self.show_end_screen())
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.more_button = QPushButton()
        self.more_button.clicked.connect(self.load_more)
        self.end_button = QPushButton()
        self.end_button.clicked.connect(self.show_end_screen)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete_selected)
        games_buttons = QHBoxLayout()
        for b in (self.end_button, self.delete_button):
            games_buttons.addWidget(b)
        games_buttons.addStretch(1)
        games_buttons.addWidget(self.more_button)
        lay = QVBoxLayout(self.games_page)
        lay.addWidget(self.empty)
        lay.addWidget(self.games, 1)
        lay.addLayout(games_buttons)
        self.games.installEventFilter(self)  # Delete on a game: delete it (after a question)
        # players
        self.players_page = QWidget()
        self.players = _table(5)
        self.players.itemSelectionChanged.connect(self._show_player_detail)
        self.player_detail = _table(4)
        lay = QVBoxLayout(self.players_page)
        lay.addWidget(self.players, 3)
        lay.addWidget(self.player_detail, 2)
        # evenings
        self.evenings_page = QWidget()
        self.evening_choice = QComboBox()
        self.evening_choice.currentIndexChanged.connect(self._show_evening)
        self.evening_label = QLabel()
        self.evening_label.setBuddy(self.evening_choice)
        self.evening = _table(2)
        row = QHBoxLayout()
        row.addWidget(self.evening_label)
        row.addWidget(self.evening_choice, 1)
        lay = QVBoxLayout(self.evenings_page)
        lay.addLayout(row)
        lay.addWidget(self.evening, 1)
        # real and simulated
        self.balance_page = QWidget()
        self.balance_note = QLabel()
        self.balance_note.setWordWrap(True)
        self.balance = _table(4, stretch=(0, 1, 2, 3))
        lay = QVBoxLayout(self.balance_page)
        lay.addWidget(self.balance_note)
        lay.addWidget(self.balance, 1)
        for page in (self.games_page, self.players_page, self.evenings_page, self.balance_page):
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
        self._shown = 0
        self.games.setRowCount(0)
        self._tab_shown(self.tabs.currentIndex())

    def _tab_shown(self, index: int) -> None:
        if index in self._loaded:
            return
        self._loaded.add(index)
        if index == 0:
            self.load_more()
        elif index == 1:
            self._load_players()
        elif index == 2:
            self._load_evenings()
        elif index == 3:
            self._load_balance()

    def load_more(self) -> None:
        """The next page of the list."""
        conn = self._conn
        rows = store.page(conn, self._filter(), offset=self._shown) if conn is not None else []
        total = store.count(conn, self._filter()) if conn is not None else 0
        self.games.setUpdatesEnabled(False)
        for r in rows:
            at = self.games.rowCount()
            self.games.insertRow(at)
            when = r.ended_at[:16].replace("T", " ")
            variant = variant_text(r.game, r.options, self.lang)
            cells = (when, game_title(r.game) + (f" ({variant})" if variant else ""), ", ".join(r.winners),
                     side_name(r.winning_side, self.lang), ", ".join(r.players))
            for col, text in enumerate(cells):
                self.games.setItem(at, col, _item(text, r.uid if col == 0 else None))
        self.games.setUpdatesEnabled(True)
        self._shown += len(rows)
        if self._shown and self.games.currentRow() < 0:
            self.games.selectRow(0)
        self.more_button.setVisible(self._shown < total)
        self.more_button.setText(self.tr("More games ({shown} of {total})").format(shown=self._shown, total=total))
        self.empty.setVisible(total == 0)
        self.games.setVisible(total > 0)
        for b in (self.end_button, self.delete_button):
            b.setEnabled(total > 0)
        self.clear_button.setEnabled(total > 0 or self._filter() != store.Filter())

    def selected_uid(self) -> str | None:
        row = self.games.currentRow()
        item = self.games.item(row, 0) if row >= 0 else None
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def _load_players(self) -> None:
        self.players.setRowCount(0)
        self._player_stats = stats.players(self._conn, self.game_filter.currentData() or None) if self._conn else []
        wanted = self.player_filter.currentData()
        for p in self._player_stats:
            if wanted and p.name != wanted:
                continue
            at = self.players.rowCount()
            self.players.insertRow(at)
            for col, text in enumerate((p.name, str(p.games), str(p.wins), _pct(p.rate), str(p.longest_streak))):
                self.players.setItem(at, col, _item(text, p.name if col == 0 else None))
        if self.players.rowCount():
            self.players.selectRow(0)
        self._show_player_detail()

    def _show_player_detail(self) -> None:
        self.player_detail.setRowCount(0)
        row = self.players.currentRow()
        item = self.players.item(row, 0) if row >= 0 else None
        if item is None:
            return
        name = item.data(Qt.ItemDataRole.UserRole)
        player = next((p for p in self._player_stats if p.name == name), None)
        if player is None:
            return
        lines = [(self.tr("Role"), g, role_name(r, self.lang), rate) for (g, r), rate in sorted(player.by_role.items())]
        lines += [(self.tr("Side"), g, side_name(s, self.lang), rate) for (g, s), rate in sorted(player.by_side.items())]
        for kind, game, what, rate in lines:
            at = self.player_detail.rowCount()
            self.player_detail.insertRow(at)
            text = self.tr("{wins} of {games} ({rate})").format(wins=rate.wins, games=rate.games, rate=_pct(rate.rate))
            for col, cell in enumerate((game_title(game), kind, what, text)):
                self.player_detail.setItem(at, col, _item(cell))

    def _load_evenings(self) -> None:
        self.evening_choice.blockSignals(True)
        self.evening_choice.clear()
        if self._conn is not None:
            for evening_id, day, count in stats.evenings(self._conn):
                self.evening_choice.addItem(self.tr("{day} (games: {count})").format(day=day, count=count), evening_id)
        self.evening_choice.blockSignals(False)
        self._show_evening()

    def _show_evening(self) -> None:
        self.evening.clear()
        self.evening.setRowCount(0)
        evening_id = self.evening_choice.currentData()
        evening = stats.evening(self._conn, evening_id) if (self._conn is not None and evening_id) else None
        if evening is None:
            self.evening.setColumnCount(0)
            return
        names: list[str] = []
        for g in evening.games:
            for name, _role, _won in g.seats:
                if name not in names:
                    names.append(name)
        self.evening.setColumnCount(2 + len(names))
        self.evening.setHorizontalHeaderLabels([self.tr("Time"), self.tr("Game"), *names])
        for g in evening.games:
            at = self.evening.rowCount()
            self.evening.insertRow(at)
            self.evening.setItem(at, 0, _item(g.ended_at[11:16], g.uid))
            self.evening.setItem(at, 1, _item(game_title(g.game)))
            for name, role, won in g.seats:
                self.evening.setItem(at, 2 + names.index(name), _item(("★ " if won else "") + role_name(role, self.lang)))
        wins = evening.wins()
        at = self.evening.rowCount()
        self.evening.insertRow(at)
        self.evening.setItem(at, 1, _item(self.tr("Wins")))
        for name in names:
            self.evening.setItem(at, 2 + names.index(name), _item(str(wins.get(name, 0))))

    def _load_balance(self) -> None:
        self.balance.setRowCount(0)
        rows = stats.real_vs_simulated(self._conn) if self._conn is not None else []
        game = self.game_filter.currentData()
        for r in rows:
            if game and r.game != game:
                continue
            variant = variant_text(r.game, r.options, self.lang) or self.tr("standard")
            for side in r.sides():
                at = self.balance.rowCount()
                self.balance.insertRow(at)
                won = f"{r.wins.get(side, 0)}/{r.games}"
                if r.enough:
                    rate, low, high = r.real(side)
                    real = self.tr("{rate} ({low}–{high}) · {won}").format(rate=_pct(rate), low=_num(low), high=_num(high), won=won)
                else:
                    real = self.tr("too few games: {games}/{needed}").format(
                        games=r.games, needed=stats.MIN_GAMES)
                if r.lab is not None and side in r.lab.sides:
                    rate, low, high = r.lab.sides[side]
                    lab = self.tr("{rate} ({low}–{high})").format(rate=_pct(rate), low=_num(low), high=_num(high))
                else:
                    lab = self.tr("not simulated")
                table = self.tr("{game} · {players} · {variant}").format(game=game_title(r.game), players=r.players, variant=variant)
                cells = (table, side_name(side, self.lang), real, lab)
                for col, text in enumerate(cells):
                    self.balance.setItem(at, col, _item(text))
        self.balance_note.setText(self.tr(
            "How often each side won in your games, with a 95 % interval, beside the simulated games of the balance lab. "
            "With fewer than {n} games at a table there are too few to say anything.").format(n=stats.MIN_GAMES))

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
        for i, text in enumerate((self.tr("Games"), self.tr("Players"), self.tr("Evenings"), self.tr("Real and simulated"))):
            self.tabs.setTabText(i, text)
        self.games.setHorizontalHeaderLabels([self.tr("Ended"), self.tr("Game"), self.tr("Winners"), self.tr("Winning side"), self.tr("Players")])
        self.players.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate"), self.tr("Longest streak")])
        self.player_detail.setHorizontalHeaderLabels([self.tr("Game"), self.tr("As"), self.tr("Role or side"), self.tr("Won")])
        self.balance.setHorizontalHeaderLabels([self.tr("Table"), self.tr("Side"), self.tr("Your games"), self.tr("Simulated")])
        self.evening_label.setText(self.tr("&Evening:"))
        self.empty.setText(self.tr("No finished games yet. Every game played to its end screen is kept here (Settings: “Keep finished games in the game history”)."))
        self.end_button.setText(self.tr("&Show end screen"))
        self.delete_button.setText(self.tr("&Delete game…"))
        self.csv_button.setText(self.tr("Export &CSV…"))
        self.json_button.setText(self.tr("Export &JSON…"))
        self.import_button.setText(self.tr("&Import…"))
        self.forget_button.setText(self.tr("&Forget player…"))
        self.clear_button.setText(self.tr("Delete &everything…"))
        self.close_button.setText(self.tr("Close"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.games and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() == Qt.Key.Key_Delete:
            self.delete_selected()
            return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            settings = getattr(self.parent(), "settings", None)
            self.lang = getattr(settings, "language", self.lang)  # the window's language, now switched
            self._retranslate()
            self.reload()
        super().changeEvent(event)
