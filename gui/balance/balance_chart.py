"""The simulated balance drawn: the chart's data, its window, and the rules dialog's
"Balance" section.

Split from :mod:`gui.balance.balance_note` so that the start screen's line does not load the chart's
Qt classes (text documents, images, dialogs) before the first frame (issue 8); the note's
"Details" link and the rules dialog import this module on use. It reads the table from
:mod:`gui.balance.balance_data` and never imports :mod:`gui.balance.balance_note` (no import circle). It
names no game: each game's texts come from its ``balance_texts`` module.

Decisions (issue 31 item 9): the chart is :class:`gui.balance.chart_widget.BalanceChart`, drawn at
its size; one chart shows one set of options (the window has a chooser, starting at the
start screen's options with its player count marked), because all of a game's tables side by
side cannot carry body-size labels at 800×600. The window states what the start screen's
plain sentence leaves out: the bots, the figures with their 95 % intervals, the games per
table and the range over the strategies tried. The rules dialog's text holds the standard
rules' chart as an image drawn at the text's width and the screen's pixel ratio, redrawn
when the width changes (:func:`refresh_rules_chart`), and links to the window for the others.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QResizeEvent, QShowEvent, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gui.balance.balance_data import Entry, balance_texts, certainty_words, game_title, shipped_table
from gui.balance.chart_widget import BalanceChart, render_image
from gui.table_kit.calm_wheel import calm_wheel
from lab.chart import Bar, Group

__all__ = ["ChartDialog", "axes_text", "equilibrium_words", "fill_chart", "refresh_rules_chart", "set_rules_with_balance",
           "spread_text", "variants", "what_the_bots_model"]


def variants(game: str) -> list[str]:
    """The variants the shipped table holds for ``game``, standard rules first."""
    table = shipped_table()
    found = list(dict.fromkeys(e.variant for e in table.for_game(game))) if table is not None else []
    return sorted(found, key=lambda v: v != "standard")


def variant_words(game: str, variant: str) -> str:
    """A variant's options in words, each part from the game's ``variant_labels``, joined by commas."""
    if variant == "standard":
        return QCoreApplication.translate("BalanceNote", "standard rules")
    texts = balance_texts(game)
    parts: dict[str, str] = texts.variant_labels() if texts is not None else {}
    return ", ".join(parts.get(p, p) for p in re.split(r"\+(?=[a-z])", variant))


def fill_chart(chart: BalanceChart, game: str, variant: str, highlight: int | None = None) -> bool:
    """Give ``chart`` the shipped rates of ``game``'s tables with ``variant``, one group per
    player count (``highlight``: the count the start screen chose); False if there are none."""
    table = shipped_table()
    texts = balance_texts(game)
    entries = [] if table is None or texts is None else [e for e in table.for_game(game) if e.variant == variant]
    if texts is None or not entries:
        return False
    names = {k: v[:1].upper() + v[1:] for k, v in texts.side_names().items()}
    shown = {side for e in entries for side, rate in e.sides.items() if rate[0] > 0}
    groups = [Group(str(e.players), tuple(Bar(side, *e.sides[side]) for side in names
                                          if side in e.sides and side in shown))
              for e in sorted(entries, key=lambda e: e.players)]
    title = QCoreApplication.translate("BalanceNote", "{game}, {options}: who wins in simulated games").format(
        game=game_title(game), options=variant_words(game, variant))
    chart.set_data(title, groups, {k: v for k, v in names.items() if k in shown},
                   x_caption=QCoreApplication.translate("BalanceNote", "Number of players"),
                   y_caption=QCoreApplication.translate("BalanceNote", "Share of the games won"),
                   highlight=None if highlight is None else str(highlight))
    return True


def axes_text() -> str:
    """The chart's axes in words (issue 31 item 9), with the games per table from the table."""
    table = shipped_table()
    games = table.games_per_job if table is not None else 0
    return QCoreApplication.translate(
        "BalanceNote", "Each group of bars is one table: its number of players, with the options named in the "
        "chart's title. A bar's height is how often that side won in {games} simulated games; the thin line "
        "through it shows the range in which the true rate lies with 95 % certainty.").format(games=games)


CHART_LINK = "chart"
"""The scheme of the rules' link that opens the chart in its own window (``chart:<game>``)."""


EXPLOITABLE = 0.05
"""A side gaining more than this (the whole 95 % interval above it) against the bots makes them
"easy to exploit" in the text: the issue's bar for published bots is at most 5 points."""


def what_the_bots_model(game: str) -> str:
    """One paragraph on what the simulated players do and don't model, and how far other
    strategies moved their results (the figure from the shipped table)."""
    texts = balance_texts(game)
    text: str = texts.what_the_bots_model() if texts is not None else ""
    table = shipped_table()
    best = None if table is None else table.best_gain.get(game)
    published = table is not None and any(e.equilibrium for e in table.for_game(game))
    if best is not None and best[1] > EXPLOITABLE and not published:  # a fact about the default bots
        text += " " + QCoreApplication.translate(
            "BalanceNote", "These bots are easy to exploit: the best other strategy the lab tried raised one side's "
            "win rate by {points} percentage points against them ({players} players, measured again on fresh "
            "games). The figures describe these simulated players, not the game.").format(
            points=round(100 * best[0]), players=best[2])
    return text


def equilibrium_words(game: str) -> str:
    """What the published rates are (issue 33): an equilibrium of the lab's strategies, the
    primary side's interval per player count (standard rules), and where a strategy the lab
    found still gains more than 5 points, the uncertainty; empty for a table without one."""
    table = shipped_table()
    texts = balance_texts(game)
    entries = [] if table is None or texts is None else sorted(
        (e for e in table.for_game(game) if e.equilibrium and e.variant == "standard"), key=lambda e: e.players)
    if not entries or texts is None:
        return ""
    side = texts.side_names().get(entries[0].primary, entries[0].primary)
    ranges = ", ".join(QCoreApplication.translate("BalanceNote", "{low}–{high} % with {n} players").format(
        low=round(100 * e.sides[e.primary][1]), high=round(100 * e.sides[e.primary][2]), n=e.players)
        for e in entries if e.primary in e.sides)
    text = QCoreApplication.translate(
        "BalanceNote", "The rates shown come from simulated games where both sides play as well as we could make them: an "
        "equilibrium of the lab's strategies, searched until neither side gained more than 5 points by playing "
        "differently, or until the search's budget ran out. With the standard rules {side} win {ranges} (95 % "
        "intervals).").format(side=side, ranges=ranges)
    published = [e for e in table.for_game(game) if e.equilibrium] if table is not None else []
    uncertain = [e for e in published if not e.certain]
    if uncertain:
        worst = max(uncertain, key=lambda e: e.exploitability[0] if e.exploitability else 0.0)
        text += " " + QCoreApplication.translate(
            "BalanceNote", "At {k} of the {n} tables (player counts and options) a strategy the lab found still gains "
            "more than 5 points against these players, so their rates are uncertain by that much: up to {points} "
            "points ({players} players).").format(
            k=len(uncertain), n=len(published),
            points=round(100 * (worst.exploitability or (0.0, 0.0, 0.0))[0]), players=worst.players)
        growing = [e for e in uncertain if e.growing]
        if growing:
            text += " " + QCoreApplication.translate(
                "BalanceNote", "At {k} of them the lab's search still found more each time it searched longer, so "
                "there these figures are lower bounds.").format(k=len(growing))
    else:
        text += " " + QCoreApplication.translate(
            "BalanceNote", "At every table no strategy the lab found gains more than 5 points against these players.")
    return text + " " + QCoreApplication.translate(
        "BalanceNote", "The search starts from the simulated players described next.")


def spread_text(game: str) -> str:
    """The range of the primary side's win rate over every combination of strategies the lab
    tried, per player count (standard rules); empty when the table has none."""
    table = shipped_table()
    texts = balance_texts(game)
    rows = [] if table is None or texts is None else sorted(table.spreads.get(game, []))
    if not rows or texts is None:
        return ""
    side = texts.side_names().get(rows[0][1], rows[0][1])
    ranges = ", ".join(QCoreApplication.translate("BalanceNote", "{low}–{high} % with {n} players").format(
        low=round(100 * low), high=round(100 * high), n=n) for n, _, low, high in rows)
    return QCoreApplication.translate(
        "BalanceNote", "Share of the games won by {side} over every combination of strategies the lab tried "
        "(standard rules): {ranges}.").format(side=side, ranges=ranges)


RULES_GAME = "balanceGame"
"""The rules browser's property naming the game whose chart its text holds."""


def _rules_url(game: str) -> QUrl:
    return QUrl(f"balance://{game}.png")


def set_rules_with_balance(browser: QTextBrowser, game: str, markdown: str, extra: str = "") -> None:
    """Show ``markdown`` (a game's rules) in ``browser`` with a "Balance" section appended:
    what the bots model, the standard rules' chart (an image resource of the document, drawn
    by :func:`refresh_rules_chart`), its axes in words and a link to the chart's window;
    ``extra`` (Markdown) ends the section (the rules dialog puts the group's own results
    there, from :mod:`gui.history.rules_section`)."""
    heading = QCoreApplication.translate("BalanceNote", "Balance")
    section = f"\n\n## {heading}\n\n"
    published = equilibrium_words(game)
    if published:
        section += published + "\n\n"
    section += f"{what_the_bots_model(game)}\n\n"
    spread = spread_text(game)
    if spread:
        section += spread + "\n\n"
    has_chart = "standard" in variants(game)
    if has_chart:
        link = QCoreApplication.translate("BalanceNote", "Open the chart in its own window (every option)")
        section += (f"![{heading}]({_rules_url(game).toString()})\n\n{axes_text()}\n\n"
                    f"[{link}]({CHART_LINK}:{game})\n")
    else:
        section += QCoreApplication.translate("BalanceNote", "No simulation for this game yet.") + "\n"
    if extra:
        section += "\n" + extra
    browser.setMarkdown(markdown + section)
    browser.setProperty(RULES_GAME, game if has_chart else "")
    refresh_rules_chart(browser)


def refresh_rules_chart(browser: QTextBrowser) -> None:
    """Draw the rules text's chart at the text's width and the screen's pixel ratio (again
    after a width change: the image is never scaled). ``setMarkdown`` clears a document's
    resources, so this runs after it."""
    game = browser.property(RULES_GAME)
    if not game:
        return
    document = browser.document()
    width = int(max(320, browser.viewport().width() - 2 * document.documentMargin() - 4))
    chart = BalanceChart()
    if not fill_chart(chart, str(game), "standard"):
        return
    least = chart.minimumSizeHint().height()
    height = int(min(max(0.62 * width, least + 100), 1.6 * least + 100))  # a plot tall enough to read
    image = render_image(chart, width, height, browser.devicePixelRatioF())
    document.addResource(QTextDocument.ResourceType.ImageResource, _rules_url(str(game)), image)
    document.markContentsDirty(0, document.characterCount())


class ChartDialog(QDialog):
    """One game's simulated rates: the chosen table's figures (``entry``, from the start
    screen), the chart with its options chooser, its axes in words, and what the bots model."""

    def __init__(self, game: str, parent: QWidget | None = None, entry: Entry | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("BalanceNote", "Balance: {game}").format(game=game_title(game)))
        self.game = game
        self.highlight = None if entry is None else entry.players
        content = QWidget()
        layout = QVBoxLayout(content)
        self.details = QLabel(self._details(entry))
        self.details.setWordWrap(True)
        self.details.setVisible(entry is not None)
        layout.addWidget(self.details)
        self.options = QComboBox()
        calm_wheel(self.options)
        choices = variants(game)
        for variant in choices:
            self.options.addItem(variant_words(game, variant), variant)
        row = QHBoxLayout()
        options_label = QLabel(QCoreApplication.translate("BalanceNote", "Options:"))
        options_label.setBuddy(self.options)
        row.addWidget(options_label)
        row.addWidget(self.options, 1)
        layout.addLayout(row)
        self.chart = BalanceChart()
        layout.addWidget(self.chart, 1)
        self.empty = QLabel(QCoreApplication.translate("BalanceNote", "No simulation for this game yet."))
        layout.addWidget(self.empty)
        self.axes = QLabel(axes_text())
        self.bots = QLabel("\n\n".join(filter(None, (equilibrium_words(game), what_the_bots_model(game),
                                                      spread_text(game)))))
        for label in (self.axes, self.bots):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            layout.addWidget(label)
        self.options.currentIndexChanged.connect(lambda _i: self._show_variant())
        start = entry.variant if entry is not None and entry.variant in choices else "standard"
        self.options.setCurrentIndex(max(0, choices.index(start) if start in choices else 0))
        self._show_variant()
        self.area = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.addWidget(scroll, 1)
        outer.addWidget(buttons)
        from PySide6.QtGui import QGuiApplication

        screen = QGuiApplication.primaryScreen()
        avail = screen.availableGeometry() if screen is not None else None
        most_w = int(avail.width() * 0.95) if avail is not None else 1100
        most_h = int(avail.height() * 0.92) if avail is not None else 640
        self.resize(min(1100, most_w), min(900, most_h))  # a small screen: the text scrolls

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt name
        super().resizeEvent(event)
        self._fit_chart()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt name
        super().showEvent(event)
        self._fit_chart()

    def _fit_chart(self) -> None:
        """The chart takes the rest of the visible height below the figures and the chooser
        (its axis caption never ends under the fold); the texts below it scroll."""
        content = self.area.widget()
        layout = None if content is None else content.layout()
        if layout is None:
            return
        layout.activate()
        room = self.area.viewport().height() - self.chart.y() - layout.contentsMargins().bottom()
        self.chart.setFixedHeight(max(self.chart.minimumSizeHint().height(), room))

    def _show_variant(self) -> None:
        variant = self.options.currentData()
        shown = isinstance(variant, str) and fill_chart(self.chart, self.game, variant, self.highlight)
        self.chart.setVisible(shown)
        self.empty.setVisible(not shown)
        self.options.setEnabled(self.options.count() > 1)

    def _details(self, entry: Entry | None) -> str:
        """The chosen table's figures in full (what the start screen's sentence rounds)."""
        texts = None if entry is None else balance_texts(entry.game)
        if entry is None or texts is None:
            return ""
        table = QCoreApplication.translate("BalanceNote", "{n} players, {options}:").format(
            n=entry.players, options=variant_words(entry.game, entry.variant))
        text = f"{table} {texts.details(entry)}"
        certainty = certainty_words(entry, texts.side_names().get(entry.primary, entry.primary), exact=True)
        if certainty:
            text += " " + certainty
        if entry.spread is None:
            text += " " + QCoreApplication.translate("BalanceNote", "Other strategies were not tried with these options.")
        return text + " " + QCoreApplication.translate(
            "BalanceNote", "Each table was played {games} times by the simulated players.").format(games=entry.games)
