"""Diamantenraub's texts for the simulated balance (start screen line, chart window, rules section).

Found by :func:`gui.balance.balance_data.balance_texts` through the GUI game registry; the
game-agnostic modules :mod:`gui.balance.balance_note` and :mod:`gui.balance.balance_chart` name no game.
Translated in the game's own ``DiamantenraubBalance`` context (its catalogue is the game's).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui.balance.balance_data import Entry, lead_words, players_words, share_words


def side_names() -> dict[str, str]:
    """The result sides (the game's endings) as the chart's legend names them."""
    return {
        "boss": QCoreApplication.translate("DiamantenraubBalance", "Boss and Henchmen"),
        "diebe": QCoreApplication.translate("DiamantenraubBalance", "Thieves and Street Kids"),
        "ermittler": QCoreApplication.translate("DiamantenraubBalance", "an Undercover Agent"),
        "revolverheld": QCoreApplication.translate("DiamantenraubBalance", "the Gunslinger"),
    }


def _pct(x: float) -> int:
    return round(100 * x)


def summary(entry: Entry) -> str:
    """The start screen's plain sentence: how often each side wins, in tenths
    (:func:`gui.balance.balance_data.share_words`), the Gunslinger only where he plays."""

    def share(side: str) -> str:
        return share_words(entry.sides.get(side, (0.0, 0.0, 0.0))[0])

    text = QCoreApplication.translate("DiamantenraubBalance", "{lead} the Boss and his Henchmen win {boss}, the Thieves and "
        "Street Kids {thieves}, and an Undercover Agent {agent}.").format(
        lead=lead_words(entry), boss=share("boss"), thieves=share("diebe"), agent=share("ermittler"))
    if entry.options.get("revolverheld"):
        text += " " + QCoreApplication.translate("DiamantenraubBalance", "The Gunslinger wins alone {gun}.").format(gun=share("revolverheld"))
    return text


def details(entry: Entry) -> str:
    """The chart window's sentence for one table: the rates with the bots named, the Boss's
    interval, and the range over the strategies tried where the lab tried others."""
    boss, low, high = entry.sides.get("boss", (0.0, 0.0, 0.0))

    def rate(side: str) -> int:
        return _pct(entry.sides.get(side, (0.0, 0.0, 0.0))[0])

    text = QCoreApplication.translate("DiamantenraubBalance", "{players} the Boss and the Henchmen win in about {boss} % "
               "of the games ({low}–{high} %), Thieves and Street Kids in about {thieves} %, an Undercover Agent "
               "in about {ermittler} %.").format(players=players_words(entry), boss=_pct(boss), low=_pct(low), high=_pct(high),
                                                  thieves=rate("diebe"), ermittler=rate("ermittler"))
    if entry.options.get("revolverheld"):
        text += " " + QCoreApplication.translate("DiamantenraubBalance", "The Gunslinger wins alone in about {rev} %.").format(rev=rate("revolverheld"))
    if entry.spread is not None:
        text += " " + QCoreApplication.translate("DiamantenraubBalance", "Across the {k} combinations of strategies tried at this table (the bots' own included), the Boss and the "
                          "Henchmen win {low}–{high} %.").format(k=entry.tried, low=_pct(entry.spread[0]),
                                                                 high=_pct(entry.spread[1]))
    return text


def variant_labels() -> dict[str, str]:
    """The options of a variant in words (the chart's title and its chooser)."""
    return {"revolverheld": QCoreApplication.translate("DiamantenraubBalance", "with the Gunslinger"),
            "excuses_delta=+1": QCoreApplication.translate("DiamantenraubBalance", "one excuse more for the Boss"),
            "excuses_delta=-1": QCoreApplication.translate("DiamantenraubBalance", "one excuse fewer for the Boss")}


def what_the_bots_model() -> str:
    """One paragraph on what the simulated players do and don't model."""
    return QCoreApplication.translate("DiamantenraubBalance", "The simulated Thieves take half of the diamonds they see; when the treasure is back everybody tells how many diamonds they got and what they took. Thieves lie to cover their take, the Undercover Agent and some Street Kids make themselves look suspicious, a Driver covers the player to his right. The Boss compares neighbouring stories with what he sent and got back, and trusts players who were cleared; the Gunslinger shoots when the accused is likely the Undercover Agent. Not modelled: questions and answers, reading faces, players who adapt. Read the differences between player counts and variants rather than the exact figures.")
