"""The app's balance line, chart and rules section, read from the shipped table."""
from __future__ import annotations

import json
from importlib import resources

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QTextBrowser

from gui.i18n import Translations
from gui.balance_chart import ChartDialog, set_rules_with_balance
from gui.balance_note import BalanceNote, BalanceTable, shipped_table, summary
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
    w = round(100 * entry.sides["waechter"][0])
    assert summary(entry).startswith(f"Wächter gewinnen in etwa {w} % der simulierten Partien")


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
    assert summary(entry) == f"Guardians win in about {w} % of the simulated games, Adventurers in about {a} %."
    rev = table.lookup("diamantenraub", 9, {"revolverheld": True})
    assert rev is not None and "Gunslinger wins alone" in summary(rev)
    assert summary(None) == "No simulation for this table yet."


def test_the_note_follows_the_table_and_opens_the_chart(qtbot) -> None:  # type: ignore[no-untyped-def]
    note = BalanceNote()
    qtbot.addWidget(note)
    note.show_table("tempelgold", 10, {"one_trap": False})
    assert note.plain_text().startswith("Guardians win in about")
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
