from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QWidget

from engine.log import plural
from gui.cards import ROLE_BACK, element_id
from gui.checks.privacy import ROLE_KIND, face_id
from gui.tempelgold.private import TempelgoldPrivatePanel

from .conftest import make_game, play


def all_widgets(panel):
    return [panel, *panel.findChildren(QWidget)]


@pytest.mark.parametrize("reason", ["deal", "redeal", "peek"])
def test_panel_shows_exactly_the_seats_own_role_and_chambers(qtbot, renderer, reason):
    game = play(make_game(5, seed=2), 6)
    seat_view = game.view(1)
    panel = TempelgoldPrivatePanel(seat_view, renderer, "en", reason)
    qtbot.addWidget(panel)
    # the role card's identity, told from a chamber of the same picture (gui.checks.privacy.face_id)
    assert panel.shown_elements()[0] == face_id(element_id(seat_view.role_card), ROLE_KIND)
    assert sorted(panel.shown_elements()[1:]) == sorted(element_id(c) for c in seat_view.chambers)
    others = {element_id(c) for s in range(5) if s != 1 for c in game.view(s).chambers}
    assert not others & set(panel.shown_elements()[1:])
    texts = " ".join(label.text() for label in panel.findChildren(QLabel))
    assert seat_view.name in texts
    for other in range(5):
        if other != 1:
            assert game.view(other).name not in texts


def test_role_card_flips_from_the_role_back_when_shown(qtbot, renderer):
    seat_view = make_game(4).view(0)
    panel = TempelgoldPrivatePanel(seat_view, renderer, "de", "deal")
    qtbot.addWidget(panel)
    assert panel.role_card.element() == ROLE_BACK
    panel.show()
    qtbot.waitUntil(lambda: panel.role_card.element() == element_id(seat_view.role_card), timeout=3000)


def test_role_name_and_summary(qtbot, renderer):
    seat_view = make_game(4).view(2)
    panel = TempelgoldPrivatePanel(seat_view, renderer, "en", "deal")
    qtbot.addWidget(panel)
    role = "Adventurer" if seat_view.role.value == "abenteurer" else "Guardian"
    assert panel.title.text() == f"{seat_view.name} — {role}"
    assert panel.summary.text() == " · ".join((
        plural(seat_view.gold, "no gold|1 gold|# gold"),
        plural(seat_view.empty, "none empty|1 empty|# empty"),
        plural(seat_view.traps, "no fire traps|1 fire trap|# fire traps")))
    assert "order" in panel.note.text()


@pytest.mark.parametrize("lang, counts, summary", [
    ("en", (1, 1, 1), "1 gold · 1 empty · 1 fire trap"),
    ("en", (2, 3, 2), "2 gold · 3 empty · 2 fire traps"),
    ("en", (0, 0, 0), "no gold · none empty · no fire traps"),
    ("de", (1, 1, 1), "ein Gold · eine leere · eine Feuerfalle"),
    ("de", (2, 3, 2), "2 Gold · 3 leere · 2 Feuerfallen"),
])
def test_the_summary_counts_in_words_as_the_log_does(qtbot, renderer, lang, counts, summary):
    """Issue 31 §12: "2 fire traps", not "2 × fire trap" (the log's words; "empty" stays short, as under the cards)."""
    from dataclasses import replace

    from gui.text.i18n import Translations

    Translations.shared().set_language(lang)
    seat_view = make_game(4).view(0)
    gold, empty, traps = counts
    panel = TempelgoldPrivatePanel(replace(seat_view, gold=gold, empty=empty, traps=traps), renderer, lang, "deal")
    qtbot.addWidget(panel)
    assert panel.summary.text() == summary


def test_headline_depends_on_the_reason(qtbot, renderer):
    game = play(make_game(4), 4)  # round 2 by now
    heads = set()
    for reason in ("deal", "redeal", "peek"):
        panel = TempelgoldPrivatePanel(game.view(0), renderer, "en", reason)
        qtbot.addWidget(panel)
        heads.add(panel.headline.text())
    assert len(heads) == 3
    with pytest.raises(ValueError):
        TempelgoldPrivatePanel(game.view(0), renderer, "en", "gossip")


def test_no_tooltip_or_accessible_text_anywhere(qtbot, renderer):
    seat_view = make_game(6, seed=5).view(3)
    panel = TempelgoldPrivatePanel(seat_view, renderer, "en", "peek")
    qtbot.addWidget(panel)
    panel.show()
    secrets = {seat_view.role.value, str(seat_view.role_card), element_id(seat_view.role_card), "Abenteurer", "Adventurer", "Guardian",
               "Wächter", *(str(c) for c in seat_view.chambers), *(element_id(c) for c in seat_view.chambers)}
    for widget in all_widgets(panel):
        for text in (widget.toolTip(), widget.accessibleName(), widget.accessibleDescription(),
                     widget.statusTip(), widget.whatsThis()):
            assert not any(secret.lower() in text.lower() for secret in secrets), (widget, text)
            assert text == ""



@pytest.mark.parametrize("lang, words", [("en", ("Gold", "Empty", "Fire trap")), ("de", ("Gold", "Leer", "Feuerfalle"))])
def test_each_chamber_card_is_labelled(qtbot, renderer, lang, words):
    """Issue 19 item 11: the private screen names every chamber under its card, not only in
    the summary line."""
    from engine import tempelgold as tg
    from engine.tempelgold import ChamberKind, chamber_kind

    word = dict(zip((ChamberKind.GOLD, ChamberKind.EMPTY, ChamberKind.TRAP), words))
    game = next(g for g in (tg.new_game(tg.Config(players=[f"P{i}" for i in range(5)]), seed) for seed in range(500))
                if {chamber_kind(c) for c in g.view(0).chambers} == set(ChamberKind))
    view = game.view(0)
    panel = TempelgoldPrivatePanel(view, renderer, lang, "deal")
    qtbot.addWidget(panel)
    panel.resize(1280, 720)
    panel.show()
    qtbot.waitExposed(panel)
    assert len(panel.chamber_labels) == len(view.chambers)

    def placed() -> bool:  # each label right under its card, centred on it
        for widget, label in zip(panel.chamber_cards, panel.chamber_labels):
            top = label.mapTo(panel, label.rect().topLeft()).y()
            if top < widget.mapTo(panel, widget.rect().bottomLeft()).y():
                return False
            if abs(label.mapTo(panel, label.rect().center()).x() - widget.mapTo(panel, widget.rect().center()).x()) > 8:
                return False
        return True

    qtbot.waitUntil(placed, timeout=3000)
    for card, label in zip(view.chambers, panel.chamber_labels):
        assert label.isVisible() and label.text() == word[chamber_kind(card)]
