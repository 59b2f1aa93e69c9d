"""Tempelgold's texts for the simulated balance (start screen line, chart window, rules section).

Found by :func:`gui.balance.balance_data.balance_texts` through the GUI game registry; the
game-agnostic modules :mod:`gui.balance.balance_note` and :mod:`gui.balance.balance_chart` name no game.
Translated in the game's own ``TempelgoldBalance`` context (its catalogue is the game's).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui.balance.balance_data import Entry, in_ten, lead_words, players_words, share_words


def side_names() -> dict[str, str]:
    """The result sides (``abenteurer``, ``waechter``) as the chart's legend names them."""
    return {"abenteurer": QCoreApplication.translate("TempelgoldBalance", "Adventurers"), "waechter": QCoreApplication.translate("TempelgoldBalance", "Guardians")}


def _pct(x: float) -> int:
    return round(100 * x)


def summary(entry: Entry) -> str:
    """The start screen's plain sentence: how often the side that wins more often wins, in
    tenths (:func:`gui.balance.balance_data.share_words`); when both round to 5 in 10, that
    they win about equally often."""
    w = entry.sides.get("waechter", (0.0, 0.0, 0.0))[0]
    a = entry.sides.get("abenteurer", (0.0, 0.0, 0.0))[0]
    if in_ten(max(w, a)) == 5:
        return QCoreApplication.translate("TempelgoldBalance", "{lead} the Guardians and the Adventurers win about "
            "equally often.").format(lead=lead_words(entry))
    if w >= a:
        return QCoreApplication.translate("TempelgoldBalance", "{lead} the Guardians win {share}.").format(lead=lead_words(entry), share=share_words(w))
    return QCoreApplication.translate("TempelgoldBalance", "{lead} the Adventurers win {share}.").format(lead=lead_words(entry), share=share_words(a))


def details(entry: Entry) -> str:
    """The chart window's sentence for one table: the rates with the bots named, the
    interval, and the range over the strategies tried where the lab tried others."""
    w, w_low, w_high = entry.sides.get("waechter", (0.0, 0.0, 0.0))
    a = entry.sides.get("abenteurer", (0.0, 0.0, 0.0))[0]
    text = QCoreApplication.translate("TempelgoldBalance", "{players} Guardians win in about {w} % of the games "
               "({low}–{high} %), Adventurers in about {a} %.").format(
        players=players_words(entry), w=_pct(w), low=_pct(w_low), high=_pct(w_high), a=_pct(a))
    if entry.spread is not None:
        text += " " + QCoreApplication.translate("TempelgoldBalance", "Across the {k} combinations of strategies tried at this table (the bots' own included), Adventurers win "
                          "{low}–{high} %.").format(k=entry.tried, low=_pct(entry.spread[0]),
                                                    high=_pct(entry.spread[1]))
    return text


def variant_labels() -> dict[str, str]:
    """The options of a variant in words (the chart's title and its chooser)."""
    return {"one_trap": QCoreApplication.translate("TempelgoldBalance", "only one trap")}


def what_the_bots_model() -> str:
    """One paragraph on what the simulated players do and don't model."""
    return QCoreApplication.translate("TempelgoldBalance", "The simulated players announce their gold and traps after every look. Adventurers mostly tell the truth; Guardians claim more gold than they have and deny their traps. The key holder trusts each player as far as their claims proved true when their chambers were opened, and grows wary of players who open where the claims promise less. Not modelled: adding up all claims, arguing at the table, players who learn from game to game. Read the differences between player counts and variants rather than the exact figures.")
