"""The simulated balance in the app: the start screen's line (the chart and the rules
section are in :mod:`gui.balance_chart`).

The numbers come from ``lab/data/balance.json``, the table the balance lab computes and the
project ships (``make balance``). Nothing is simulated in the app. The start screen shows,
for the chosen game, player count and options, how often each side won in the simulated
games ("Wächter gewinnen in etwa 62 % der simulierten Partien …") with a link that opens
the chart; the rules dialog gets a "Balance" section per game with the chart and what the
bots do and don't model.

Decisions: rates are rounded to whole percent ("in etwa"); a table the app cannot read, or
a combination it does not hold (e.g. too many players: the start screen already says why),
hides the line (never an error); the file is read once, only if it is a regular file of
bounded size.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLabel, QWidget

from gui.style import MARKUP_PROPERTY

if TYPE_CHECKING:  # the chart's module loads when the chart is opened (issue 8: the first frame)
    from gui.balance_chart import ChartDialog

MAX_BYTES = 4 * 1024 * 1024
CONFIG_FIELDS = {"one_trap": False, "revolverheld": False, "excuses_delta": 0}
"""The variant fields the lab simulates, with their standard values (others are informational)."""


@dataclass(frozen=True)
class Entry:
    game: str
    players: int
    variant: str
    options: dict[str, Any]
    sides: dict[str, tuple[float, float, float]]
    games: int


class BalanceTable:
    """The shipped table: side rates per game, player count and variant (``belief`` bots)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.policy = str(data.get("policy", ""))
        self.games_per_job = int(data.get("games_per_job", 0))
        self.entries: list[Entry] = []
        for row in data.get("rows", []):
            if row.get("policy") != self.policy:
                continue
            sides = {str(k): (float(v[0]), float(v[1]), float(v[2])) for k, v in row["sides"].items()}
            self.entries.append(Entry(str(row["game"]), int(row["players"]), str(row["variant"]),
                                      dict(row.get("options", {})), sides, int(row["tally"]["games"])))

    def lookup(self, game: str, players: int, options: dict[str, Any]) -> Entry | None:
        """The entry for a table as the start screen configures it (defaults ignored)."""
        wanted = {k: v for k, v in options.items() if k in CONFIG_FIELDS and v != CONFIG_FIELDS[k]}
        for entry in self.entries:
            if entry.game == game and entry.players == players and entry.options == wanted:
                return entry
        return None

    def for_game(self, game: str) -> list[Entry]:
        return [e for e in self.entries if e.game == game]


@cache
def shipped_table() -> BalanceTable | None:
    """The table shipped with the app, or None if it is missing or unreadable."""
    from importlib import resources

    try:
        source = resources.files("lab").joinpath("data/balance.json")
        with resources.as_file(source) as path:
            if not path.is_file() or path.stat().st_size > MAX_BYTES:
                return None
            return BalanceTable(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError, IndexError, ModuleNotFoundError):
        return None


def side_names() -> dict[str, str]:
    return {
        "abenteurer": QCoreApplication.translate("BalanceNote", "Adventurers"),
        "waechter": QCoreApplication.translate("BalanceNote", "Guardians"),
        "boss": QCoreApplication.translate("BalanceNote", "Boss and Henchmen"),
        "diebe": QCoreApplication.translate("BalanceNote", "Thieves and Street Kids"),
        "ermittler": QCoreApplication.translate("BalanceNote", "an Undercover Agent"),
        "revolverheld": QCoreApplication.translate("BalanceNote", "the Gunslinger"),
    }


def _pct(entry: Entry, side: str) -> int:
    return round(100 * entry.sides.get(side, (0.0, 0.0, 0.0))[0])


def summary(entry: Entry | None) -> str:
    """The start screen's sentence for ``entry`` (in the current language)."""
    if entry is None:
        return QCoreApplication.translate("BalanceNote", "No simulation for this table yet.")
    if entry.game == "tempelgold":
        return QCoreApplication.translate("BalanceNote", "Guardians win in about {w} % of the simulated games, Adventurers in about {a} %.").format(
            w=_pct(entry, "waechter"), a=_pct(entry, "abenteurer"))
    text = QCoreApplication.translate("BalanceNote", "In the simulated games the Boss and the Henchmen win in about {boss} %, Thieves and Street Kids in about {thieves} %, an Undercover Agent in about {ermittler} %.").format(
        boss=_pct(entry, "boss"), thieves=_pct(entry, "diebe"), ermittler=_pct(entry, "ermittler"))
    if entry.options.get("revolverheld"):
        text += " " + QCoreApplication.translate("BalanceNote", "The Gunslinger wins alone in about {rev} %.").format(rev=_pct(entry, "revolverheld"))
    return text


class BalanceNote(QLabel):
    """The start screen's line: simulated win rates for the chosen table, and a link to the chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Hint")
        self.setWordWrap(True)
        self.setProperty(MARKUP_PROPERTY, True)  # the style sheet keeps rich text for it (it escapes)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                     | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.linkActivated.connect(lambda _link: self.show_chart())
        self._game = ""
        self._players = 0
        self._options: dict[str, Any] = {}
        self.dialog: ChartDialog | None = None

    def show_table(self, game: str, players: int, options: dict[str, Any]) -> None:
        """Update the line for this game, player count and options."""
        self._game, self._players, self._options = game, players, dict(options)
        self._render()

    def entry(self) -> Entry | None:
        table = shipped_table()
        return None if table is None else table.lookup(self._game, self._players, self._options)

    def plain_text(self) -> str:
        """The sentence shown (without the link), for tests and accessibility."""
        return summary(self.entry())

    def _render(self) -> None:
        from html import escape

        entry = self.entry()
        self.setVisible(entry is not None)  # e.g. too many players: the start screen says why
        sentence = escape(summary(entry))
        chart = QCoreApplication.translate("BalanceNote", "Chart")
        link = f' <a href="chart">{escape(chart)}</a>' if entry is not None else ""
        self.setText(sentence + link)
        self.setAccessibleName(summary(entry))

    def show_chart(self) -> None:
        if not self._game:
            return
        from gui.balance_chart import ChartDialog

        self.dialog = ChartDialog(self._game, self.window())
        self.dialog.open()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self._game:
            self._render()
        super().changeEvent(event)
