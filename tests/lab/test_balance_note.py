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
from gui.balance.balance_note import BalanceNote, BalanceTable, shipped_table, summary
from lab.provenance import bots_hash, bots_hashes
from lab.games import GAMES, variant_label


@pytest.fixture(autouse=True)
def english(qapp):  # type: ignore[no-untyped-def]
    """Other tests may leave German installed; these read the English source strings."""
    Translations.shared().set_language("en")
    yield
    Translations.shared().set_language("en")


def test_the_german_sentence(qapp) -> None:  # type: ignore[no-untyped-def]
    table = shipped_table()
    assert table is not None
    entry = table.lookup("tempelgold", 8, {"one_trap": True})
    assert entry is not None
    Translations.shared().set_language("de")
    w, low, high = (round(100 * x) for x in entry.sides["waechter"])
    assert summary(entry).startswith(f"Mit simulierten Spielern (den „belief“-Bots des Labors) gewinnen Wächter in "
                                     f"etwa {w} % der Partien ({low}–{high} %)")
    assert summary(entry).endswith("Andere Strategien wurden mit diesen Optionen nicht erprobt.")


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


def test_the_sentence_names_the_rounded_rates() -> None:
    table = shipped_table()
    assert table is not None
    entry = table.lookup("tempelgold", 6, {})
    assert entry is not None
    w, a = (round(100 * entry.sides[side][0]) for side in ("waechter", "abenteurer"))
    low, high = (round(100 * x) for x in entry.sides["waechter"][1:])
    assert entry.spread is not None and entry.tried > 0
    r_low, r_high = (round(100 * x) for x in entry.spread)
    assert r_low <= a <= r_high
    assert summary(entry) == (
        f"With simulated players (the lab's “belief” bots) Guardians win in about {w} % of the games ({low}–{high} %), "
        f"Adventurers in about {a} %. Across the {entry.tried} combinations of strategies tried at this table (the "
        f"bots' own included), Adventurers win {r_low}–{r_high} %.")
    rev = table.lookup("diamantenraub", 9, {"revolverheld": True})
    assert rev is not None and "Gunslinger wins alone" in summary(rev)
    assert summary(None) == "No simulation for this table yet."


def test_the_note_follows_the_table_and_opens_the_chart(qtbot) -> None:  # type: ignore[no-untyped-def]
    note = BalanceNote()
    qtbot.addWidget(note)
    note.show_table("tempelgold", 10, {"one_trap": False})
    assert note.plain_text().startswith("With simulated players (the lab's “belief” bots) Guardians win in about")
    assert 'href="chart"' in note.text()
    assert not note.isHidden()
    note.show_table("tempelgold", 11, {})
    assert note.plain_text() == "No simulation for this table yet." and note.isHidden()
    note.show_table("diamantenraub", 12, {"excuses_delta": -1})
    note.linkActivated.emit("chart")
    assert isinstance(note.dialog, ChartDialog) and note.dialog.isVisible()
    pixmap = note.dialog.chart.pixmap()
    assert pixmap is not None and not pixmap.isNull() and pixmap.width() > 400
    note.dialog.close()


@pytest.mark.parametrize("game", ["tempelgold", "diamantenraub"])
def test_the_rules_get_a_balance_section_with_the_chart(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    set_rules_with_balance(browser, game, "# Rules\n\nText.")
    text = browser.toPlainText()
    assert text.startswith("Rules") and "Balance" in text and "Not modelled" in text
    image = browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(f"balance://{game}.png"))
    assert isinstance(image, QImage) and not image.isNull() and image.width() > 400
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
        if low > 0.05:
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
    assert any("every combination of strategies" in label.text() for label in dialog.findChildren(type(dialog.chart)))
