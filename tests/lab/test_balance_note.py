"""The app's balance line, chart and rules section, read from the shipped table."""
from __future__ import annotations

import json
from importlib import resources

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QTextBrowser

from gui.text.i18n import Translations
from gui.balance.balance_chart import ChartDialog, set_rules_with_balance
from gui.balance.balance_data import table_of
from gui.balance.balance_data import BalanceTable, shipped_table
from gui.balance.balance_note import BalanceNote, summary
from lab.provenance import bots_hash, bots_hashes
from lab.games import GAMES, variant_label


@pytest.fixture(autouse=True)
def english(qapp):  # type: ignore[no-untyped-def]
    """Other tests may leave German installed; these read the English source strings."""
    Translations.shared().set_language("en")
    yield
    Translations.shared().set_language("en")


def test_the_german_details(qapp) -> None:  # type: ignore[no-untyped-def]
    """The figures in full (the chart's window) keep the bots' name and the interval."""
    table = shipped_table()
    assert table is not None
    entry = table.lookup("tempelgold", 8, {"one_trap": True})
    assert entry is not None
    Translations.shared().set_language("de")
    w, low, high = (round(100 * x) for x in entry.sides["waechter"])
    dialog = ChartDialog("tempelgold", None, entry)
    players = ("Wenn beide Seiten so gut spielen, wie wir sie machen konnten (ein Gleichgewicht der Strategien des "
               "Labors)," if entry.equilibrium else "Mit simulierten Spielern (den „belief“-Bots des Labors)")
    assert dialog.details.text().startswith(f"8 Spieler, nur eine Falle: {players} gewinnen Wächter in etwa {w} % der "
                                            f"Partien ({low}–{high} %)")
    assert ("Andere Strategien wurden mit diesen Optionen nicht erprobt." in dialog.details.text()) == (
        entry.spread is None)
    assert dialog.details.text().endswith(f"Jeder Tisch wurde {entry.games}-mal von den simulierten Spielern gespielt.")
    assert ("(95-%-Intervall)" in dialog.details.text()) == entry.equilibrium
    dialog.deleteLater()


def test_the_shipped_table_covers_every_count_and_variant() -> None:
    table = shipped_table()
    assert table is not None and table.policy == "belief"
    for game in GAMES.values():
        for n in game.players:
            for variant in game.variants(n):
                entry = table.lookup(game.id, n, dict(variant))
                assert entry is not None, (game.id, n, variant_label(variant))
                assert abs(sum(rate for rate, _, _ in entry.sides.values()) - 1.0) < 1e-3


def test_lookup_ignores_default_and_informational_options() -> None:
    data = json.loads(resources.files("lab").joinpath("data/balance.json").read_text(encoding="utf-8"))
    table = BalanceTable(data)
    plain = table.lookup("diamantenraub", 8, {})
    assert plain is not None
    assert table.lookup("diamantenraub", 8, {"revolverheld": False, "excuses_delta": 0, "zu_fuenft": False}) == plain
    assert table.lookup("diamantenraub", 8, {"revolverheld": True}) not in (None, plain)
    assert table.lookup("tempelgold", 9, {"one_trap": True}) is None  # not a table the rules allow


def test_the_details_name_the_rounded_rates(qapp) -> None:  # type: ignore[no-untyped-def]
    """What the start screen's line said before issue 31 item 9, now one click away."""
    table = shipped_table()
    assert table is not None
    entry = table.lookup("tempelgold", 6, {})
    assert entry is not None
    w, a = (round(100 * entry.sides[side][0]) for side in ("waechter", "abenteurer"))
    low, high = (round(100 * x) for x in entry.sides["waechter"][1:])
    assert entry.spread is not None and entry.tried > 0
    r_low, r_high = (round(100 * x) for x in entry.spread)
    if not entry.equilibrium:  # the belief bots' own cell is in the range; an equilibrium's sets grew beyond it
        assert r_low <= a <= r_high
    dialog = ChartDialog("tempelgold", None, entry)
    players = ("With both sides playing as well as we could make them (an equilibrium of the lab's strategies)"
               if entry.equilibrium else "With simulated players (the lab's “belief” bots)")
    certainty = ""
    if entry.equilibrium:
        a_low, a_high = (round(100 * x) for x in entry.sides["abenteurer"][1:])
        certainty = f" Adventurers: {a_low}–{a_high} % of the games (95 % interval)."
        certainty += (" No strategy the lab found gains more than" if entry.certain else " This rate is uncertain by about")
    text = dialog.details.text()
    assert text.startswith(
        f"6 players, standard rules: {players} Guardians win in about {w} % "
        f"of the games ({low}–{high} %), Adventurers in about {a} %. Across the {entry.tried} combinations of "
        f"strategies tried at this table (the bots' own included), Adventurers win {r_low}–{r_high} %.{certainty}")
    assert text.endswith(f" Each table was played {entry.games} times by the simulated players.")
    rev = table.lookup("diamantenraub", 9, {"revolverheld": True})
    assert rev is not None and "Gunslinger wins alone in about" in ChartDialog("diamantenraub", None, rev).details.text()
    assert summary(None) == "No simulation for this table yet."
    assert not ChartDialog("tempelgold").details.isVisibleTo(dialog)  # from the rules: no table chosen


SHARE = {"en": (r"about (\d+) in 10", "hardly ever", "almost always"),
         "de": (r"etwa (\d+) von 10", "fast nie", "fast immer")}
LEAD = {"en": r"In simulated games (?:with careful players|where both sides play as well as we could make them),",
        "de": r"In simulierten Partien (?:mit umsichtigen Spielern|, in denen beide Seiten so gut spielen, wie wir sie "
              r"machen konnten,)".replace(" (?:mit", "(?: mit")}
CERTAINTY = {  # issue 33: an equilibrium's interval and how far a strategy the lab found still moves it
    "en": r"(?: Measured more exactly, (?:Adventurers|Boss and Henchmen) win (?P<low>\d+) to (?P<high>\d+) of every "
          r"100 games\. (?:No strategy the lab found wins more than|This is uncertain: a strategy the lab found still "
          r"wins about) \d+ extra games in 100(?P<more> or more)? against these players\.)?",
    "de": r"(?: Genauer gemessen gewinnen (?:Abenteurer|Boss und Getreue) (?P<low>\d+) bis (?P<high>\d+) von 100 "
          r"Partien\. (?:Keine Strategie, die das Labor gefunden hat, gewinnt gegen diese Spieler mehr als|Das ist "
          r"unsicher: Eine Strategie, die das Labor gefunden hat, gewinnt gegen diese Spieler noch etwa) \d+ "
          r"(?P<more>oder mehr )?zusätzliche von 100 Partien\.)?",
}
SENTENCES = {
    ("tempelgold", "en"): LEAD["en"] + r" the (?:(?P<waechter>Guardians)|(?P<abenteurer>"
                          r"Adventurers)) win (?P<share>.+?)\." + CERTAINTY["en"] + r" Real groups may differ\.",
    ("tempelgold", "de"): LEAD["de"] + r" gewinnen die (?:(?P<waechter>Wächter)|"
                          r"(?P<abenteurer>Abenteurer)) (?P<share>.+?)\." + CERTAINTY["de"]
                          + r" Echte Runden können anders ausgehen\.",
    ("diamantenraub", "en"): LEAD["en"] + r" the Boss and his Henchmen win (?P<boss>.+?), "
                             r"the Thieves and Street Kids (?P<diebe>.+?), and an Undercover Agent (?P<ermittler>.+?)\."
                             r"(?: The Gunslinger wins alone (?P<revolverheld>.+?)\.)?" + CERTAINTY["en"]
                             + r" Real groups may differ\.",
    ("diamantenraub", "de"): LEAD["de"] + r" gewinnen der Boss und seine Getreuen "
                             r"(?P<boss>.+?), die Diebe und Straßenkinder (?P<diebe>.+?) und ein Verdeckter Ermittler "
                             r"(?P<ermittler>.+?)\.(?: Der Revolverheld gewinnt allein (?P<revolverheld>.+?)\.)?"
                             + CERTAINTY["de"] + r" Echte Runden können anders ausgehen\.",
}


def _promise_holds(words: str, rate: float, lang: str) -> bool:
    """``words`` ("about 6 in 10", "hardly ever", "almost always") says ``rate`` truly:
    within half a tenth, "hardly ever" below 5 %, "almost always" from 95 %."""
    import re

    pattern, never, always = SHARE[lang]
    if words == never:
        return rate < 0.05
    if words == always:
        return rate >= 0.95
    match = re.fullmatch(pattern, words)
    return match is not None and 1 <= int(match.group(1)) <= 9 and abs(int(match.group(1)) / 10 - rate) <= 0.05 + 1e-9


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_plain_sentence_promises_only_what_the_shipped_table_says(qapp, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Issue 31 item 9: one plain sentence per table, no lab jargon, and every "n in 10" true
    to the shipped numbers (every table of both games, both languages)."""
    import re

    table = shipped_table()
    assert table is not None and table.entries
    Translations.shared().set_language(lang)
    for entry in table.entries:
        text = summary(entry)
        for jargon in (r"belief", r"%", r"\b[Bb]ots?\b", r"–"):  # "both sides" is plain words
            assert not re.search(jargon, text), (entry, text)
        match = re.fullmatch(SENTENCES[entry.game, lang], text)
        assert match is not None, text
        assert (match.group("low") is not None) == entry.equilibrium, text  # its interval, where it is one
        if entry.equilibrium:
            assert (int(match.group("low")), int(match.group("high"))) == tuple(
                round(100 * x) for x in entry.sides[entry.primary][1:]), text
        assert (match.group("more") is not None) == entry.growing, text  # "or more" only for a lower bound
        if entry.game == "tempelgold":
            named = "waechter" if match.group("waechter") else "abenteurer"
            other = "abenteurer" if named == "waechter" else "waechter"
            assert entry.sides[named][0] >= entry.sides[other][0], text  # the side that wins more often
            assert _promise_holds(match.group("share"), entry.sides[named][0], lang), (entry.sides, text)
            continue
        assert (match.group("revolverheld") is not None) == bool(entry.options.get("revolverheld")), text
        for side in ("boss", "diebe", "ermittler", "revolverheld"):
            if match.group(side) is not None:
                assert _promise_holds(match.group(side), entry.sides[side][0], lang), (side, entry.sides, text)


def test_a_close_table_reads_about_equally_often(qapp) -> None:  # type: ignore[no-untyped-def]
    """Decision: when the side that wins more often rounds to 5 in 10, the sentence says the
    two sides win about equally often (no shipped Tempelgold table is that close yet)."""
    from dataclasses import replace

    table = shipped_table()
    assert table is not None
    entry = table.lookup("tempelgold", 10, {})
    assert entry is not None
    entry = replace(entry, equilibrium=False, exploitability=None)  # the belief bots' words (issue 33 has its own test)
    close = replace(entry, sides={"waechter": (0.53, 0.52, 0.54), "abenteurer": (0.47, 0.46, 0.48)})
    assert summary(close) == ("In simulated games with careful players, the Guardians and the Adventurers win about "
                              "equally often. Real groups may differ.")
    leading = replace(entry, sides={"waechter": (0.03, 0.02, 0.04), "abenteurer": (0.97, 0.96, 0.98)})
    assert summary(leading).startswith("In simulated games with careful players, the Adventurers win almost always.")


def test_the_note_follows_the_table_and_opens_the_details(qtbot) -> None:  # type: ignore[no-untyped-def]
    note = BalanceNote()
    qtbot.addWidget(note)
    note.show_table("tempelgold", 10, {"one_trap": False})
    shown = note.entry()
    assert shown is not None
    if shown.equilibrium:  # issue 33: the words for it are tests/gui/test_balance_equilibrium.py's
        assert note.plain_text().startswith("In simulated games where both sides play as well as we could make them, "
                                            "the ") and note.plain_text().endswith(" Real groups may differ.")
    else:
        assert note.plain_text() == ("In simulated games with careful players, the Guardians win about 6 in 10. "
                                     "Real groups may differ.")
    assert note.accessibleName() == note.plain_text()
    assert 'href="chart"' in note.text() and ">Details</a>" in note.text()
    assert not note.isHidden()
    note.show_table("tempelgold", 11, {})
    assert note.plain_text() == "No simulation for this table yet." and note.isHidden()
    note.show_table("diamantenraub", 12, {"excuses_delta": -1})
    note.linkActivated.emit("chart")
    assert isinstance(note.dialog, ChartDialog) and note.dialog.isVisible()
    entry = note.entry()
    assert entry is not None
    details = note.dialog.details.text()
    assert details.startswith("12 players, one excuse fewer for the Boss: " + (
        "With both sides playing as well as we could make them (an equilibrium of the lab's strategies)"
        if entry.equilibrium else "With simulated players (the lab's “belief” bots)"))
    boss, low, high = (round(100 * x) for x in entry.sides["boss"])
    assert f"win in about {boss} % of the games ({low}–{high} %)" in details
    assert f"played {entry.games} times" in details
    assert ("Other strategies were not tried with these options." in details) == (entry.spread is None)
    assert note.dialog.options.currentData() == "excuses_delta=-1"  # the chart starts at the table's options
    assert note.dialog.chart.highlight == "12"  # and marks its player count
    note.dialog.close()


@pytest.mark.parametrize("game", ["tempelgold", "diamantenraub"])
def test_the_rules_get_a_balance_section_with_the_chart(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    set_rules_with_balance(browser, game, "# Rules\n\nText.")
    text = browser.toPlainText()
    assert text.startswith("Rules") and "Balance" in text and "Not modelled" in text
    image = browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(f"balance://{game}.png"))
    assert isinstance(image, QImage) and not image.isNull() and image.width() >= 320
    assert f"balance://{game}.png" in browser.toMarkdown()


def _shipped_data() -> dict:  # type: ignore[type-arg]
    return json.loads(resources.files("lab").joinpath("data/balance.json").read_text(encoding="utf-8"))


def test_the_shipped_table_was_made_by_the_shipped_bots() -> None:
    """Issue 22: the shipped numbers' bot fingerprint is the code's. When this fails, the bots
    changed since `make balance`: regenerate lab/data/balance.json (and docs/balance.md)."""
    data = _shipped_data()
    assert data["bots_hash"] == bots_hash()
    assert data["bots_hashes"] == bots_hashes() and set(bots_hashes()) == set(data["bot_parameters"])
    assert data["commit"] and data["python"].startswith("CPython 3.") and data["seconds"] > 0
    assert set(data["bot_parameters"]) == set(GAMES)


def test_numbers_made_by_other_bots_are_not_shown() -> None:
    """Per game (issue 36): one game's other bots hide that game's numbers only."""
    data = _shipped_data()
    table = table_of(data)
    assert table is not None and {e.game for e in table.entries} == set(data["bots_hashes"])
    assert table_of({**data, "bots_hashes": {game: "0" * 64 for game in data["bots_hashes"]}}) is None
    assert table_of({k: v for k, v in data.items() if k != "bots_hashes"}) is None
    for game in data["bots_hashes"]:
        others = table_of({**data, "bots_hashes": {**data["bots_hashes"], game: "0" * 64}})
        assert others is not None and others.for_game(game) == [] and others.spreads.get(game) is None
        for other in set(data["bots_hashes"]) - {game}:
            assert others.for_game(other) == table.for_game(other) and others.spreads[other] == table.spreads[other]


def test_the_bots_fingerprint_follows_the_bots_code_and_parameters(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A copy of the lab has the code's fingerprint; with one default parameter changed, another."""
    import shutil
    from pathlib import Path

    from lab.provenance import fingerprint

    source = Path(str(resources.files("lab")))
    same, changed = tmp_path / "same", tmp_path / "changed"
    for copy in (same, changed):
        shutil.copytree(source, copy, ignore=shutil.ignore_patterns("__pycache__", "data"))
    params = changed / "tempelgold" / "params.py"
    text = params.read_text(encoding="utf-8")
    assert "bluff: int = 1" in text
    params.write_text(text.replace("bluff: int = 1", "bluff: int = 2"), encoding="utf-8")
    assert fingerprint(same) == bots_hash()
    assert fingerprint(changed) != bots_hash()
    # per game: only the changed game's fingerprint moves
    from lab.provenance import game_fingerprint

    for package, value in bots_hashes().items():
        assert game_fingerprint(same, package) == value
        moved = game_fingerprint(changed, package) != value
        assert moved == (package == "tempelgold"), package


def test_seating_the_bots_at_the_table_keeps_the_shipped_table_valid(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A game's ``seat_bot.py`` (computer players at the app's table, issue 32) decides nothing
    the lab simulates: changing it moves no fingerprint, and the shipped table still matches
    the bots the app ships (the balance note disappeared when the computer seats landed)."""
    import shutil
    from pathlib import Path

    from lab.provenance import TABLE_ONLY, game_fingerprint

    assert shipped_table() is not None
    source = Path(str(resources.files("lab")))
    copy = tmp_path / "lab"
    shutil.copytree(source, copy, ignore=shutil.ignore_patterns("__pycache__", "data"))
    for package, value in bots_hashes().items():
        for name in TABLE_ONLY:
            (copy / package / name).write_text("# another way to seat the bots\n", encoding="utf-8")
        assert game_fingerprint(copy, package) == value, package


def test_the_balance_modules_name_no_game_and_import_no_circle() -> None:
    """Issue 22: the chart and the note are game-agnostic (each game's texts are in its own
    package) and do not import each other in a circle."""
    import subprocess
    import sys
    from pathlib import Path

    import gui

    root = Path(gui.__file__).parent
    for name in ("balance/balance_note.py", "balance/balance_chart.py", "balance/balance_data.py"):
        text = (root / name).read_text(encoding="utf-8").lower()
        for word in ("tempelgold", "diamantenraub", "wächter", "waechter", "abenteurer", "boss", "gunslinger"):
            assert word not in text, (name, word)
    probe = ("import os, sys; os.environ['QT_QPA_PLATFORM'] = 'offscreen'; import gui.balance.balance_chart; "
             "print('gui.balance.balance_note' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "False"


def test_the_rules_say_how_exploitable_the_bots_are(qapp) -> None:  # type: ignore[no-untyped-def]
    from gui.balance.balance_chart import what_the_bots_model

    table = shipped_table()
    assert table is not None
    for game in GAMES:
        gain, low, players = table.best_gain[game]
        text = what_the_bots_model(game)
        if any(e.equilibrium for e in table.for_game(game)):  # issue 33: the rules speak of the equilibrium
            assert "easy to exploit" not in text
        elif low > 0.05:
            assert f"by {round(100 * gain)} percentage points against them ({players} players" in text
            assert text.endswith("The figures describe these simulated players, not the game.")
        else:
            assert "easy to exploit" not in text


@pytest.mark.parametrize("game, side", [("tempelgold", "Adventurers"), ("diamantenraub", "Boss and Henchmen")])
def test_the_rules_and_the_chart_give_the_range_over_the_strategies_tried(qtbot, game: str, side: str) -> None:  # type: ignore[no-untyped-def]
    entries = [e for e in _shipped_data()["strategies"] if e["game"] == game]
    assert {e["players"] for e in entries} == set(GAMES[game].players)  # every count was searched
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    set_rules_with_balance(browser, game, "# Rules")
    text = " ".join(browser.toPlainText().split())
    assert f"Share of the games won by {side} over every combination of strategies the lab tried" in text
    for e in entries:
        low, high = (round(100 * x) for x in e["range"])
        assert f"{low}–{high} % with {e['players']} players" in text
    dialog = ChartDialog(game)
    qtbot.addWidget(dialog)
    assert "every combination of strategies" in dialog.bots.text()


def test_the_start_screens_sentence_loads_no_chart_module() -> None:
    """Issue 8's first frame stays cheap: the start screen and its sentence (rendered for a
    table) load neither the chart's window nor its widget; the "Details" link does."""
    import subprocess
    import sys

    probe = ("import os, sys; os.environ['QT_QPA_PLATFORM'] = 'offscreen'; "
             "from PySide6.QtWidgets import QApplication; app = QApplication([]); import gui.screens.start; "
             "from gui.balance.balance_note import BalanceNote; note = BalanceNote(); "
             "note.show_table('tempelgold', 6, {}); assert 'in 10' in note.plain_text(), note.plain_text(); "
             "print(sorted(m for m in ('gui.balance.balance_chart', 'gui.balance.chart_widget', 'lab.chart') "
             "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"
