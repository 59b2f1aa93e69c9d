"""The history screen's statistics tabs: "Players", "Evenings" and "Real and simulated".

Each reads :mod:`gui.history.stats` (the list of games, :mod:`gui.history.games_tab`, reads
the store) and each is read only when first shown, as the screen opens on the list. "Real
and simulated" sets the group's own win rates beside the balance lab's, the nearest the
history comes to the balance chart. Each tab is an object the screen owns, with its widgets on
:attr:`page`; it reads the open history, the language and the filters through
:class:`gui.history.tab_kit.ScreenState`. The texts keep the translation context
"HistoryDialog" (they were the screen's own ``tr()`` strings).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gui.balance.balance_data import Entry, uncertain_by
from gui.history import stats
from gui.history.game_words import game_title, role_name, side_name, variant_text
from gui.history.tab_kit import ScreenState, cell, percent, percent_number, read_only_table
from gui.table_kit.calm_wheel import calm_wheel


class PlayersTab:
    """Games, wins, win rate and longest streak per name; below, the selected name's win rate
    per role and per side."""

    def __init__(self, screen: ScreenState) -> None:
        self._screen = screen
        self.page = QWidget()
        self.table = read_only_table(5)
        self.table.itemSelectionChanged.connect(self._show_detail)
        self.detail = read_only_table(4)
        lay = QVBoxLayout(self.page)
        lay.addWidget(self.table, 3)
        lay.addWidget(self.detail, 2)

    def load(self) -> None:
        """Read the names again (for the game filter; the player filter keeps one row)."""
        self.table.setRowCount(0)
        self._stats: list[stats.PlayerStats] = (
            stats.players(self._screen.conn, self._screen.game_filter.currentData() or None) if self._screen.conn else [])
        wanted = self._screen.player_filter.currentData()
        for p in self._stats:
            if wanted and p.name != wanted:
                continue
            at = self.table.rowCount()
            self.table.insertRow(at)
            for col, text in enumerate((p.name, str(p.games), str(p.wins), percent(p.rate), str(p.longest_streak))):
                self.table.setItem(at, col, cell(text, p.name if col == 0 else None))
        if self.table.rowCount():
            self.table.selectRow(0)
        self._show_detail()

    def _show_detail(self) -> None:
        self.detail.setRowCount(0)
        row = self.table.currentRow()
        item = self.table.item(row, 0) if row >= 0 else None
        if item is None:
            return
        name = item.data(Qt.ItemDataRole.UserRole)
        player = next((p for p in self._stats if p.name == name), None)
        if player is None:
            return
        lines = [(QCoreApplication.translate("HistoryDialog", "Role"), g, role_name(r, self._screen.lang), rate)
                 for (g, r), rate in sorted(player.by_role.items())]
        lines += [(QCoreApplication.translate("HistoryDialog", "Side"), g, side_name(s, self._screen.lang), rate)
                  for (g, s), rate in sorted(player.by_side.items())]
        for kind, game, what, rate in lines:
            at = self.detail.rowCount()
            self.detail.insertRow(at)
            text = QCoreApplication.translate("HistoryDialog", "{wins} of {games} ({rate})").format(
                wins=rate.wins, games=rate.games, rate=percent(rate.rate))
            for col, value in enumerate((game_title(game), kind, what, text)):
                self.detail.setItem(at, col, cell(value))


    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels([
            QCoreApplication.translate("HistoryDialog", "Player"),
            QCoreApplication.translate("HistoryDialog", "Games"),
            QCoreApplication.translate("HistoryDialog", "Wins"),
            QCoreApplication.translate("HistoryDialog", "Win rate"),
            QCoreApplication.translate("HistoryDialog", "Longest streak"),
        ])
        self.detail.setHorizontalHeaderLabels([
            QCoreApplication.translate("HistoryDialog", "Game"),
            QCoreApplication.translate("HistoryDialog", "As"),
            QCoreApplication.translate("HistoryDialog", "Role or side"),
            QCoreApplication.translate("HistoryDialog", "Won"),
        ])


class EveningsTab:
    """One rematch chain ("Play again" after "Play again") chosen in a box: every game, each
    player's role in it (a star for a win), and the wins of the evening."""

    def __init__(self, screen: ScreenState) -> None:
        self._screen = screen
        self.page = QWidget()
        self.choice = QComboBox()
        calm_wheel(self.choice)
        self.choice.currentIndexChanged.connect(self._show_evening)
        self.label = QLabel()
        self.label.setBuddy(self.choice)
        self.table = read_only_table(2)
        row = QHBoxLayout()
        row.addWidget(self.label)
        row.addWidget(self.choice, 1)
        lay = QVBoxLayout(self.page)
        lay.addLayout(row)
        lay.addWidget(self.table, 1)

    def load(self) -> None:
        """Read the list of evenings again, and show the first."""
        self.choice.blockSignals(True)
        self.choice.clear()
        if self._screen.conn is not None:
            for evening_id, day, count in stats.evenings(self._screen.conn):
                self.choice.addItem(
                    QCoreApplication.translate("HistoryDialog", "{day} (games: {count})").format(day=day, count=count), evening_id)
        self.choice.blockSignals(False)
        self._show_evening()

    def _show_evening(self) -> None:
        self.table.clear()
        self.table.setRowCount(0)
        evening_id = self.choice.currentData()
        evening = stats.evening(self._screen.conn, evening_id) if (self._screen.conn is not None and evening_id) else None
        if evening is None:
            self.table.setColumnCount(0)
            return
        names: list[str] = []
        for g in evening.games:
            for name, _role, _won in g.seats:
                if name not in names:
                    names.append(name)
        self.table.setColumnCount(2 + len(names))
        self.table.setHorizontalHeaderLabels([
            QCoreApplication.translate("HistoryDialog", "Time"), QCoreApplication.translate("HistoryDialog", "Game"), *names])
        for g in evening.games:
            at = self.table.rowCount()
            self.table.insertRow(at)
            self.table.setItem(at, 0, cell(g.ended_at[11:16], g.uid))
            self.table.setItem(at, 1, cell(game_title(g.game)))
            for name, role, won in g.seats:
                self.table.setItem(at, 2 + names.index(name),
                                   cell(("★ " if won else "") + role_name(role, self._screen.lang)))
        wins = evening.wins()
        at = self.table.rowCount()
        self.table.insertRow(at)
        self.table.setItem(at, 1, cell(QCoreApplication.translate("HistoryDialog", "Wins")))
        for name in names:
            self.table.setItem(at, 2 + names.index(name), cell(str(wins.get(name, 0))))


    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate("HistoryDialog", "&Evening:"))


class BalanceTab:
    """For each game, player count and variant the group played: each side's win rate with its
    95 % Wilson interval beside the balance lab's, or "too few games" below
    :data:`gui.history.stats.MIN_GAMES`."""

    def __init__(self, screen: ScreenState) -> None:
        self._screen = screen
        self.page = QWidget()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.table = read_only_table(4, stretch=(0, 1, 2, 3))
        lay = QVBoxLayout(self.page)
        lay.addWidget(self.note)
        lay.addWidget(self.table, 1)

    def load(self) -> None:
        """Read every table the group played again (for the game filter)."""
        self.table.setRowCount(0)
        rows = stats.real_vs_simulated(self._screen.conn) if self._screen.conn is not None else []
        game = self._screen.game_filter.currentData()
        uncertain: list[str] = []  # said below the note: a cell's end is cut off in a narrow window
        for r in rows:
            if game and r.game != game:
                continue
            variant = (variant_text(r.game, r.options, self._screen.lang)
                       or QCoreApplication.translate("HistoryDialog", "standard"))
            for side in r.sides():
                at = self.table.rowCount()
                self.table.insertRow(at)
                won = f"{r.wins.get(side, 0)}/{r.games}"
                if r.enough:
                    rate, low, high = r.real(side)
                    real = QCoreApplication.translate("HistoryDialog", "{rate} ({low}–{high}) · {won}").format(
                        rate=percent(rate), low=percent_number(low), high=percent_number(high), won=won)
                else:
                    real = QCoreApplication.translate("HistoryDialog", "too few games: {games}/{needed}").format(
                        games=r.games, needed=stats.MIN_GAMES)
                if r.lab is not None and side in r.lab.sides:
                    rate, low, high = r.lab.sides[side]
                    lab = QCoreApplication.translate("HistoryDialog", "{rate} ({low}–{high})").format(
                        rate=percent(rate), low=percent_number(low), high=percent_number(high))
                else:
                    lab = QCoreApplication.translate("HistoryDialog", "not simulated")
                table = QCoreApplication.translate("HistoryDialog", "{game} · {players} · {variant}").format(
                    game=game_title(r.game), players=r.players, variant=variant)
                cells = (table, side_name(side, self._screen.lang), real, lab)
                for col, text in enumerate(cells):
                    self.table.setItem(at, col, cell(text))
            words = _uncertainty(r.lab) if r.lab is not None else ""
            if words:
                uncertain.append(f"{table}: {words}")
        text = QCoreApplication.translate(
            "HistoryDialog",
            "How often each side won in your games, with a 95 % interval, beside the simulated games of the balance lab. "
            "With fewer than {n} games at a table there are too few to say anything.").format(n=stats.MIN_GAMES)
        if uncertain:
            text += " " + QCoreApplication.translate(
                "HistoryDialog", "The simulated rates are uncertain where a strategy the lab found still wins more "
                "games in 100 against its simulated players: {tables}.").format(tables="; ".join(uncertain))
        self.note.setText(text)

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels([
            QCoreApplication.translate("HistoryDialog", "Table"),
            QCoreApplication.translate("HistoryDialog", "Side"),
            QCoreApplication.translate("HistoryDialog", "Your games"),
            QCoreApplication.translate("HistoryDialog", "Simulated"),
        ])


def _uncertainty(lab: Entry) -> str:
    """How many more games in 100 a strategy the lab found still wins against a simulated rate
    the app calls uncertain ("about 73", "about 73 or more"; issue 33: the start screen and the
    chart say the same), else nothing."""
    points = uncertain_by(lab)
    if points is None:
        return ""
    if lab.growing:
        return QCoreApplication.translate("HistoryDialog", "about {points} or more").format(points=points)
    return QCoreApplication.translate("HistoryDialog", "about {points}").format(points=points)
