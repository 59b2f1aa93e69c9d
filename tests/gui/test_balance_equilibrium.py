"""Issue 33: the app publishes the equilibrium, not a default bot. The table's ``equilibria``
(lab.psro's entries) as the app reads them, and its words for a certain and an uncertain rate
on the start screen, in the chart's window and in the rules, in English and German."""
from __future__ import annotations

import copy
import json
from importlib import resources
from typing import Any

import pytest
from PySide6.QtWidgets import QTextBrowser

from gui.balance import balance_chart, balance_data, balance_note
from gui.balance.balance_data import BalanceTable, table_of
from gui.text.i18n import Translations

UNCERTAIN = {("tempelgold", 10, "standard"): 0.124, ("diamantenraub", 5, "standard"): 0.083,
             ("diamantenraub", 12, "standard"): 0.061}
GROWING = {("diamantenraub", 12, "standard")}
"""Tables whose searched gain was still growing at the largest budget played (a lower bound)."""


def _shipped() -> dict[str, Any]:
    return json.loads(resources.files("lab").joinpath("data/balance.json").read_text(encoding="utf-8"))


def _with_equilibria(data: dict[str, Any]) -> dict[str, Any]:
    """The shipped table with an equilibrium at every row: its rates moved a little (so that
    a test can tell them from the ``belief`` rows'; at Tempelgold 6 the Adventurers lead), a
    gain of 2.3 points, or the ones in :data:`UNCERTAIN` (marked as lower bounds at :data:`GROWING`)."""
    out = copy.deepcopy(data)
    out["equilibria"] = []
    for row in data["rows"]:
        primary = "abenteurer" if row["game"] == "tempelgold" else "boss"
        other = "waechter" if row["game"] == "tempelgold" else "diebe"
        sides = {k: list(v) for k, v in row["sides"].items()}
        shift = min(0.03, sides[other][0])
        sides[primary] = [sides[primary][0] + shift, sides[primary][1] + shift, sides[primary][2] + shift]
        sides[other] = [sides[other][0] - shift, sides[other][1] - shift, sides[other][2] - shift]
        if (row["game"], row["players"], row["variant"]) == ("tempelgold", 6, "standard"):
            sides = {"abenteurer": [0.64, 0.62, 0.66], "waechter": [0.36, 0.34, 0.38]}  # the Adventurers lead
        gain = UNCERTAIN.get((row["game"], row["players"], row["variant"]), 0.023)
        growing = (row["game"], row["players"], row["variant"]) in GROWING
        out["equilibria"].append({
            "game": row["game"], "players": row["players"], "variant": row["variant"], "options": row["options"],
            "primary": primary, "sides": sides, "games": 2000, "seed": 100,
            "mixtures": {}, "exploitability": {"side": primary, "gain": [gain, gain - 0.02, gain + 0.02],
                                               **({"growing": True} if growing else {})},
            "certain": gain <= 0.05 and not growing, "best": {}, "iterations": [], "stopped": "converged"})
    return out


@pytest.fixture
def table(monkeypatch: pytest.MonkeyPatch, qapp) -> BalanceTable:  # type: ignore[no-untyped-def]
    made = table_of(_with_equilibria(_shipped()))
    assert made is not None
    for module in (balance_data, balance_chart):  # the note reads the table through balance_data on use
        monkeypatch.setattr(module, "shipped_table", lambda: made)
    Translations.shared().set_language("en")
    yield made
    Translations.shared().set_language("en")


def test_the_app_reads_the_equilibria_in_place_of_the_default_bots(table: BalanceTable) -> None:
    data = _with_equilibria(_shipped())
    for eq in data["equilibria"]:
        entry = table.lookup(eq["game"], eq["players"], eq["options"])
        assert entry is not None and entry.equilibrium and entry.games == 2000
        assert entry.sides == {k: tuple(v) for k, v in eq["sides"].items()}
        assert entry.exploitability == tuple(eq["exploitability"]["gain"]) and entry.certain == eq["certain"]
        assert entry.growing == ((eq["game"], eq["players"], eq["variant"]) in GROWING)
    assert table.games_per_job == 2000
    assert table.best_gain["tempelgold"] == (0.124, pytest.approx(0.104), 10)
    # a table without its equilibrium falls back to the belief bots' row, said as such
    data["equilibria"] = [e for e in data["equilibria"] if (e["game"], e["players"]) != ("tempelgold", 4)]
    partial = BalanceTable(data)
    entry = partial.lookup("tempelgold", 4, {})
    assert entry is not None and not entry.equilibrium and entry.exploitability is None
    assert balance_note.summary(entry).startswith("In simulated games with careful players,")


def test_the_fingerprint_rule_holds_for_the_equilibria() -> None:
    data = _with_equilibria(_shipped())
    one = table_of({**data, "bots_hashes": {**data["bots_hashes"], "tempelgold": "0" * 64}})
    assert one is not None and one.for_game("tempelgold") == [] and "tempelgold" not in one.best_gain
    assert all(e.equilibrium for e in one.for_game("diamantenraub"))


def test_the_psro_entries_are_what_the_app_reads() -> None:
    """The lab's own output (lab.psro on a tiny run), not a hand-made stand-in: the schema the app reads."""
    from lab import psro
    from lab.runner import inline_executor

    entries = psro.run([("tempelgold", 3, ())], seed=4, executor=inline_executor(),
                       budget=psro.Budget(games=12, confirm=12, publish=30, candidates=1, iterations=0))
    data = {**_shipped(), "equilibria": entries}
    entry = BalanceTable(data).lookup("tempelgold", 3, {})
    assert entry is not None and entry.equilibrium and entry.games == 30 and entry.primary == "abenteurer"
    assert entry.sides["abenteurer"] == tuple(entries[0]["sides"]["abenteurer"])
    assert entry.exploitability == tuple(entries[0]["exploitability"]["gain"])
    assert entry.certain == entries[0]["certain"]


WORDS = {
    "en": {
        "certain": "In simulated games where both sides play as well as we could make them, the Adventurers win {share}."
                   " Measured more exactly, Adventurers win {low} to {high} of every 100 games. No strategy the lab "
                   "found wins more than 3 extra games in 100 against these players. Real groups may differ.",
        "uncertain": "Measured more exactly, Boss and Henchmen win {low} to {high} of every 100 games. This is "
                     "uncertain: a strategy the lab found still wins about 8 extra games in 100 against these players. "
                     "Real groups may differ.",
        "lead": "In simulated games where both sides play as well as we could make them, the Boss and his Henchmen win",
        "growing": "This is uncertain: a strategy the lab found still wins about 6 extra games in 100 or more against "
                   "these players. Real groups may differ.",
        "growing_exact": "This rate is uncertain by about 6 percentage points or more: a strategy the lab found still "
                         "gains that much against these players, and searching longer still found more.",
        "lower_bounds": "At 1 of them the lab's search still found more each time it searched longer, so there these "
                        "figures are lower bounds.",
    },
    "de": {
        "certain": "In simulierten Partien, in denen beide Seiten so gut spielen, wie wir sie machen konnten, gewinnen "
                   "die Abenteurer {share}. Genauer gemessen gewinnen Abenteurer {low} bis {high} von 100 Partien. "
                   "Keine Strategie, die das Labor gefunden hat, gewinnt gegen diese Spieler mehr als 3 zusätzliche "
                   "von 100 Partien. Echte Runden können anders ausgehen.",
        "uncertain": "Genauer gemessen gewinnen Boss und Getreue {low} bis {high} von 100 Partien. Das ist unsicher: "
                     "Eine Strategie, die das Labor gefunden hat, gewinnt gegen diese Spieler noch etwa 8 zusätzliche "
                     "von 100 Partien. Echte Runden können anders ausgehen.",
        "lead": "In simulierten Partien, in denen beide Seiten so gut spielen, wie wir sie machen konnten, gewinnen der "
                "Boss und seine Getreuen",
        "growing": "Das ist unsicher: Eine Strategie, die das Labor gefunden hat, gewinnt gegen diese Spieler noch etwa "
                   "6 oder mehr zusätzliche von 100 Partien. Echte Runden können anders ausgehen.",
        "growing_exact": "Diese Quote ist um etwa 6 Prozentpunkte oder mehr unsicher: Eine Strategie, die das Labor "
                         "gefunden hat, gewinnt gegen diese Spieler noch so viel, und längeres Suchen fand noch mehr.",
        "lower_bounds": "An 1 davon fand die Suche des Labors bei jeder längeren Suche noch mehr; dort sind diese "
                        "Zahlen Untergrenzen.",
    },
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_start_screen_says_a_certain_and_an_uncertain_rate(qtbot, table: BalanceTable, lang: str) -> None:  # type: ignore[no-untyped-def]
    from gui.balance.balance_data import share_words

    Translations.shared().set_language(lang)
    note = balance_note.BalanceNote()
    qtbot.addWidget(note)
    note.show_table("tempelgold", 6, {})
    entry = note.entry()
    assert entry is not None and entry.certain and entry.sides["abenteurer"][0] >= entry.sides["waechter"][0]
    _, low, high = (round(100 * x) for x in entry.sides["abenteurer"])
    assert note.plain_text() == WORDS[lang]["certain"].format(share=share_words(entry.sides["abenteurer"][0]),
                                                              low=low, high=high)
    assert note.accessibleName() == note.plain_text() and not note.isHidden()
    note.show_table("diamantenraub", 5, {})
    entry = note.entry()
    assert entry is not None and not entry.certain
    _, low, high = (round(100 * x) for x in entry.sides["boss"])
    text = note.plain_text()
    assert text.startswith(WORDS[lang]["lead"]) and text.endswith(WORDS[lang]["uncertain"].format(low=low, high=high))
    import re

    for jargon in (r"belief", r"%", r"\b[Bb]ots?\b", r"–"):  # issue 31 item 9: plain words ("both" is one)
        assert not re.search(jargon, text), jargon
    note.show_table("diamantenraub", 12, {})  # a search still growing: the gain is a lower bound
    entry = note.entry()
    assert entry is not None and entry.growing and not entry.certain
    assert note.plain_text().endswith(WORDS[lang]["growing"])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_chart_window_gives_the_figures_and_the_uncertainty(qtbot, table: BalanceTable, lang: str) -> None:  # type: ignore[no-untyped-def]
    Translations.shared().set_language(lang)
    entry = table.lookup("tempelgold", 10, {})
    assert entry is not None and not entry.certain
    dialog = balance_chart.ChartDialog("tempelgold", None, entry)
    qtbot.addWidget(dialog)
    _, low, high = (round(100 * x) for x in entry.sides["abenteurer"])
    text = dialog.details.text()
    if lang == "en":
        assert text.startswith("10 players, standard rules: With both sides playing as well as we could make them "
                               "(an equilibrium of the lab's strategies) Guardians win in about")
        assert (f"Adventurers: {low}–{high} % of the games (95 % interval). This rate is uncertain by about 12 "
                "percentage points: a strategy the lab found still gains that much against these players.") in text
    else:
        assert text.startswith("10 Spieler, Grundregeln: Wenn beide Seiten so gut spielen, wie wir sie machen konnten "
                               "(ein Gleichgewicht der Strategien des Labors), gewinnen Wächter in etwa")
        assert (f"Abenteurer: {low}–{high} % der Partien (95-%-Intervall). Diese Quote ist um etwa 12 Prozentpunkte "
                "unsicher") in text
    assert "belief" not in text
    growing = table.lookup("diamantenraub", 12, {})
    assert growing is not None and growing.growing
    dialog = balance_chart.ChartDialog("diamantenraub", None, growing)
    qtbot.addWidget(dialog)
    assert WORDS[lang]["growing_exact"] in dialog.details.text()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rules_say_what_the_published_rates_are_and_where_they_are_uncertain(qtbot, table: BalanceTable,  # type: ignore[no-untyped-def]
                                                                                 lang: str) -> None:
    Translations.shared().set_language(lang)
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    balance_chart.set_rules_with_balance(browser, "tempelgold", "# Rules")
    text = " ".join(browser.toPlainText().split())
    entry = table.lookup("tempelgold", 3, {})
    assert entry is not None
    _, low, high = (round(100 * x) for x in entry.sides["abenteurer"])
    if lang == "en":
        assert "The rates shown come from simulated games where both sides play as well as we could make them" in text
        assert f"With the standard rules Adventurers win {low}–{high} % with 3 players" in text
        assert ("At 1 of the 14 tables (player counts and options) a strategy the lab found still gains more than 5 "
                "points against these players, so their rates are uncertain by that much: up to 12 points (10 "
                "players).") in text
    else:
        assert "in denen beide Seiten so gut spielen, wie wir sie machen konnten" in text
        assert f"Mit den Standardregeln gewinnen Abenteurer {low}–{high} % bei 3 Spielern" in text
        assert "An 1 von 14 Tischen" in text and "bis zu 12 Prozentpunkte (10 Spieler)" in text
    assert "easy to exploit" not in text and "leicht auszunutzen" not in text
    assert WORDS[lang]["lower_bounds"] not in text  # no Tempelgold table's search was still growing
    browser.clear()
    balance_chart.set_rules_with_balance(browser, "diamantenraub", "# Rules")
    text = " ".join(browser.toPlainText().split())
    assert ("up to 8 points (5 players)" if lang == "en" else "bis zu 8 Prozentpunkte (5 Spieler)") in text
    assert WORDS[lang]["lower_bounds"] in text
