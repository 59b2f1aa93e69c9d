"""The simulated balance drawn: the chart of a game's rates, its dialog, and the rules
dialog's "Balance" section.

Split from :mod:`gui.balance_note` so that the start screen's line does not load the chart's
Qt classes (text documents, images, dialogs) before the first frame (issue 8); the note's
link and the rules dialog import this module on use.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QImage, QPixmap, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QTextBrowser, QVBoxLayout, QWidget

from gui.balance_table import shipped_table, side_names

__all__ = ["ChartDialog", "chart_image", "set_rules_with_balance", "what_the_bots_model"]


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
    parts = {"one_trap": QCoreApplication.translate("BalanceNote", "one trap"),
             "revolverheld": QCoreApplication.translate("BalanceNote", "Gun"),
             "excuses_delta=+1": QCoreApplication.translate("BalanceNote", "E+1"),
             "excuses_delta=-1": QCoreApplication.translate("BalanceNote", "E−1")}
    return "+".join(parts.get(p, p) for p in re.split(r"\+(?=[a-z])", variant))


def _game_title(game: str) -> str:
    return {"tempelgold": "Tempelgold", "diamantenraub": "Diamantenraub"}.get(game, game)


def chart_legend(game: str) -> str:
    """What the chart's group labels mean ("5 E+1", "6 Gun+E+1"): issue 19 item 10."""
    if game == "tempelgold":
        return QCoreApplication.translate(
            "BalanceNote", "How to read the chart: each group of bars is one table, named by its number of players; "
            "“one trap” marks the variant “Only one trap”. Each bar is one side's share of the wins; "
            "the thin line through it is the 95 % interval.")
    return QCoreApplication.translate(
        "BalanceNote", "How to read the chart: each group of bars is one table, named by its number of players and "
        "its variants: “Gun” is the Gunslinger variant, “E+1” and “E−1” mean one excuse more or fewer "
        "for the Boss (“The Boss's excuses”). Each bar is one side's share of the wins; the thin line "
        "through it is the 95 % interval.")


CHART_LINK = "chart"
"""The scheme of the rules' link that opens the chart in its own window (``chart:<game>``)."""


def what_the_bots_model(game: str) -> str:
    """One paragraph on what the simulated players do and don't model."""
    if game == "tempelgold":
        return QCoreApplication.translate("BalanceNote", "The simulated players announce their gold and traps after every look. Adventurers mostly tell the truth; Guardians claim more gold than they have and deny their traps. The key holder trusts each player as far as their claims proved true when their chambers were opened, and grows wary of players who open where the claims promise less. Not modelled: adding up all claims, arguing at the table, players who learn from game to game. Read the differences between player counts and variants rather than the exact figures.")
    return QCoreApplication.translate("BalanceNote", "The simulated Thieves take half of the diamonds they see; when the treasure is back everybody tells how many diamonds they got and what they took. Thieves lie to cover their take, the Undercover Agent and some Street Kids make themselves look suspicious, a Driver covers the player to his right. The Boss compares neighbouring stories with what he sent and got back, and trusts players who were cleared; the Gunslinger shoots when the accused is likely the Undercover Agent. Not modelled: questions and answers, reading faces, players who adapt. Read the differences between player counts and variants rather than the exact figures.")


def set_rules_with_balance(browser: QTextBrowser, game: str, markdown: str) -> None:
    """Show ``markdown`` (a game's rules) in ``browser`` with a "Balance" section appended:
    what the bots model, and the chart as an image resource of the document.

    The image is added after ``setMarkdown``, which clears a document's resources."""
    image = chart_image(game)
    heading = QCoreApplication.translate("BalanceNote", "Balance")
    section = f"\n\n## {heading}\n\n{what_the_bots_model(game)}\n\n"
    url = QUrl(f"balance://{game}.png")
    if image is not None:
        link = QCoreApplication.translate("BalanceNote", "Open the chart in its own window")
        section += f"![{heading}]({url.toString()})\n\n{chart_legend(game)}\n\n[{link}]({CHART_LINK}:{game})\n"
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
        text = QLabel(chart_legend(game) + "\n\n" + what_the_bots_model(game))
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
