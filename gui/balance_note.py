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

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLabel, QWidget

from gui.balance_table import (  # re-exported: the table's data is shared with gui.balance_chart
    CONFIG_FIELDS as CONFIG_FIELDS,
    MAX_BYTES as MAX_BYTES,
    BalanceTable as BalanceTable,
    Entry,
    shipped_table as shipped_table,
    side_names as side_names,
)
from gui.style import MARKUP_PROPERTY

if TYPE_CHECKING:  # the chart's module loads when the chart is opened (issue 8: the first frame)
    from gui.balance_chart import ChartDialog


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
