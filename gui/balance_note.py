"""The simulated balance in the app: a line on the start screen, a chart, a rules section.

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
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QUrl
from PySide6.QtGui import QImage, QPixmap, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QTextBrowser, QVBoxLayout, QWidget

from gui.style import MARKUP_PROPERTY

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
        "abenteurer": QCoreApplication.translate("BalanceNote", "Abenteurer"),
        "waechter": QCoreApplication.translate("BalanceNote", "Wächter"),
        "boss": QCoreApplication.translate("BalanceNote", "Boss and Getreue"),
        "diebe": QCoreApplication.translate("BalanceNote", "thieves and Straßenkinder"),
        "ermittler": QCoreApplication.translate("BalanceNote", "an Ermittler"),
        "revolverheld": QCoreApplication.translate("BalanceNote", "the Revolverheld"),
    }


def _pct(entry: Entry, side: str) -> int:
    return round(100 * entry.sides.get(side, (0.0, 0.0, 0.0))[0])


def summary(entry: Entry | None) -> str:
    """The start screen's sentence for ``entry`` (in the current language)."""
    if entry is None:
        return QCoreApplication.translate("BalanceNote", "No simulation for this table yet.")
    if entry.game == "tempelgold":
        return QCoreApplication.translate("BalanceNote", "Wächter win in about {w} % of the simulated games, Abenteurer in about {a} %.").format(
            w=_pct(entry, "waechter"), a=_pct(entry, "abenteurer"))
    text = QCoreApplication.translate("BalanceNote", "In the simulated games the Boss and the Getreuen win in about {boss} %, thieves and Straßenkinder in about {thieves} %, an Ermittler in about {ermittler} %.").format(
        boss=_pct(entry, "boss"), thieves=_pct(entry, "diebe"), ermittler=_pct(entry, "ermittler"))
    if entry.options.get("revolverheld"):
        text += " " + QCoreApplication.translate("BalanceNote", "The Revolverheld wins alone in about {rev} %.").format(rev=_pct(entry, "revolverheld"))
    return text


def chart_image(game: str, *, scale: float = 1.0) -> QImage | None:
    """The chart of ``game``'s shipped rates, drawn with the lab's QPainter chart."""
    table = shipped_table()
    if table is None or not table.for_game(game):
        return None
    from lab.chart import Bar, Group, draw

    groups = []
    for e in table.for_game(game):
        label = f"{e.players}" + ("" if e.variant == "standard" else " " + _short(e.variant))
        bars = tuple(Bar(side, *rate) for side, rate in e.sides.items() if rate[0] > 0 or side in
                     ("abenteurer", "waechter", "boss", "diebe", "ermittler"))
        groups.append(Group(label, bars))
    title = QCoreApplication.translate("BalanceNote", "{game}: wins by side in {games} simulated games each, 95 % intervals").format(
        game=_game_title(game), games=table.games_per_job)
    names = {k: v[:1].upper() + v[1:] for k, v in side_names().items()}
    return draw(title, groups, names, scale=scale)


def _short(variant: str) -> str:
    parts = {"one_trap": QCoreApplication.translate("BalanceNote", "one trap"), "revolverheld": "Rev", "excuses_delta=+1": "E+1", "excuses_delta=-1": "E−1"}
    return "+".join(parts.get(p, p) for p in re.split(r"\+(?=[a-z])", variant))


def _game_title(game: str) -> str:
    return {"tempelgold": "Tempelgold", "diamantenraub": "Diamantenraub"}.get(game, game)


def what_the_bots_model(game: str) -> str:
    """One paragraph on what the simulated players do and don't model."""
    if game == "tempelgold":
        return QCoreApplication.translate("BalanceNote", "The simulated players announce their gold and traps after every look. Abenteurer mostly tell the truth; Wächter claim more gold than they have and deny their traps. The key holder trusts each player as far as their claims proved true when their chambers were opened, and grows wary of players who open where the claims promise less. Not modelled: adding up all claims, arguing at the table, players who learn from game to game. Read the differences between player counts and variants rather than the exact figures.")
    return QCoreApplication.translate("BalanceNote", "The simulated thieves take half of the diamonds they see; when the treasure is back everybody tells how many diamonds they got and what they took. Thieves lie to cover their take, the Ermittler and some Straßenkinder make themselves look suspicious, a Fahrer covers the player to his right. The Boss compares neighbouring stories with what he sent and got back, and trusts players who were cleared; the Revolverheld shoots when the accused is likely the Ermittler. Not modelled: questions and answers, reading faces, players who adapt. Read the differences between player counts and variants rather than the exact figures.")


def set_rules_with_balance(browser: QTextBrowser, game: str, markdown: str) -> None:
    """Show ``markdown`` (a game's rules) in ``browser`` with a "Balance" section appended:
    what the bots model, and the chart as an image resource of the document.

    The image is added after ``setMarkdown``, which clears a document's resources."""
    image = chart_image(game)
    heading = QCoreApplication.translate("BalanceNote", "Balance")
    section = f"\n\n## {heading}\n\n{what_the_bots_model(game)}\n\n"
    url = QUrl(f"balance://{game}.png")
    if image is not None:
        section += f"![{heading}]({url.toString()})\n"
    else:
        section += QCoreApplication.translate("BalanceNote", "No simulation for this game yet.") + "\n"
    browser.setMarkdown(markdown + section)
    if image is not None:
        document = browser.document()
        document.addResource(QTextDocument.ResourceType.ImageResource, url, image)
        document.markContentsDirty(0, document.characterCount())


class ChartDialog(QDialog):
    """The chart of one game's simulated rates, with the paragraph on what the bots model."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("BalanceNote", "Balance: {game}").format(game=_game_title(game)))
        self.chart = QLabel()
        ratio = self.devicePixelRatioF()
        image = chart_image(game, scale=ratio)
        if image is not None:
            self.chart.setPixmap(QPixmap.fromImage(image))
        else:
            self.chart.setText(QCoreApplication.translate("BalanceNote", "No simulation for this game yet."))
        scroll = QScrollArea()
        scroll.setWidget(self.chart)
        scroll.setWidgetResizable(False)
        text = QLabel(what_the_bots_model(game))
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(text)
        layout.addWidget(buttons)
        width = image.width() / max(ratio, 1.0) if image is not None else 400
        self.resize(int(min(1100, width + 40)), 640)


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
        self.dialog = ChartDialog(self._game, self.window())
        self.dialog.open()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self._game:
            self._render()
        super().changeEvent(event)
