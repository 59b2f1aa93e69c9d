"""The simulated balance drawn: the chart of a game's rates, its dialog, and the rules
dialog's "Balance" section.

Split from :mod:`gui.balance.balance_note` so that the start screen's line does not load the chart's
Qt classes (text documents, images, dialogs) before the first frame (issue 8); the note's
link and the rules dialog import this module on use. It reads the table from
:mod:`gui.balance.balance_data` and never imports :mod:`gui.balance.balance_note` (no import circle). It
names no game: each game's texts come from its ``balance_texts`` module.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QImage, QPixmap, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QTextBrowser, QVBoxLayout, QWidget

from gui.balance.balance_data import balance_texts, game_title, shipped_table

__all__ = ["ChartDialog", "chart_image", "set_rules_with_balance", "spread_text", "what_the_bots_model"]


def chart_image(game: str, *, scale: float = 1.0) -> QImage | None:
    """The chart of ``game``'s shipped rates, drawn with the lab's QPainter chart."""
    table = shipped_table()
    texts = balance_texts(game)
    if table is None or texts is None or not table.for_game(game):
        return None
    from lab.chart import Bar, Group, draw

    names = texts.side_names()
    first_two = tuple(names)[:2]
    groups = []
    for e in table.for_game(game):
        label = f"{e.players}" + ("" if e.variant == "standard" else " " + _short(game, e.variant))
        bars = tuple(Bar(side, *rate) for side, rate in e.sides.items() if rate[0] > 0 or side in first_two)
        groups.append(Group(label, bars))
    title = QCoreApplication.translate(
        "BalanceNote", "{game}: wins by side with simulated players (the lab's “belief” bots), {games} games "
        "each, 95 % intervals").format(game=game_title(game), games=table.games_per_job)
    return draw(title, groups, {k: v[:1].upper() + v[1:] for k, v in names.items()}, scale=scale)


def _short(game: str, variant: str) -> str:
    texts = balance_texts(game)
    parts: dict[str, str] = texts.variant_labels() if texts is not None else {}
    return "+".join(parts.get(p, p) for p in re.split(r"\+(?=[a-z])", variant))


def chart_legend(game: str) -> str:
    """What the chart's group labels mean (issue 19 item 10), in the game's words, and what the bars are."""
    texts = balance_texts(game)
    legend: str = texts.chart_legend() if texts is not None else ""
    return legend + " " + QCoreApplication.translate(
        "BalanceNote", "The bars are the results of the lab's “belief” bots; the start screen also gives the range "
        "over the other strategies the lab tried.") if legend else legend


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
    if best is not None and best[1] > EXPLOITABLE:  # the interval clears the line: it is a fact about the bots
        text += " " + QCoreApplication.translate(
            "BalanceNote", "These bots are easy to exploit: the best other strategy the lab tried raised one side's "
            "win rate by {points} percentage points against them ({players} players, measured again on fresh "
            "games). The figures describe these simulated players, not the game.").format(
            points=round(100 * best[0]), players=best[2])
    return text


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


def set_rules_with_balance(browser: QTextBrowser, game: str, markdown: str, extra: str = "") -> None:
    """Show ``markdown`` (a game's rules) in ``browser`` with a "Balance" section appended:
    what the bots model, and the chart as an image resource of the document; ``extra``
    (Markdown) ends the section (the rules dialog puts the group's own results there, from
    :mod:`gui.history.rules_section`).

    The image is added after ``setMarkdown``, which clears a document's resources."""
    image = chart_image(game)
    heading = QCoreApplication.translate("BalanceNote", "Balance")
    section = f"\n\n## {heading}\n\n{what_the_bots_model(game)}\n\n"
    spread = spread_text(game)
    if spread:
        section += spread + "\n\n"
    url = QUrl(f"balance://{game}.png")
    if image is not None:
        link = QCoreApplication.translate("BalanceNote", "Open the chart in its own window")
        section += f"![{heading}]({url.toString()})\n\n{chart_legend(game)}\n\n[{link}]({CHART_LINK}:{game})\n"
    else:
        section += QCoreApplication.translate("BalanceNote", "No simulation for this game yet.") + "\n"
    if extra:
        section += "\n" + extra
    browser.setMarkdown(markdown + section)
    if image is not None:
        document = browser.document()
        document.addResource(QTextDocument.ResourceType.ImageResource, url, image)
        document.markContentsDirty(0, document.characterCount())


class ChartDialog(QDialog):
    """The chart of one game's simulated rates, with the paragraph on what the bots model."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("BalanceNote", "Balance: {game}").format(game=game_title(game)))
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
        text = QLabel("\n\n".join(filter(None, (chart_legend(game), what_the_bots_model(game), spread_text(game)))))
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(text)
        layout.addWidget(buttons)
        width = image.width() / max(ratio, 1.0) if image is not None else 400
        from PySide6.QtGui import QGuiApplication

        screen = QGuiApplication.primaryScreen()
        avail = screen.availableGeometry() if screen is not None else None
        most_w = int(avail.width() * 0.95) if avail is not None else 1100
        most_h = int(avail.height() * 0.92) if avail is not None else 640
        self.resize(int(min(1100, most_w, width + 40)), min(640, most_h))  # a small screen: it scrolls
