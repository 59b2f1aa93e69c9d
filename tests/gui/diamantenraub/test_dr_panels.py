"""The private screens, each built from one seat's view, tested alone (no Session)."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QWidget

from engine import diamantenraub as dr
from engine.cards import Card
from gui.cards import element_id
from gui.diamantenraub.boss_panels import HidePanel, ReturnPanel
from gui.diamantenraub.peek_panel import PeekPanel, build_private_panel
from gui.diamantenraub.take_panel import DIAMONDS, NOTHING, ROLE, TakePanel
from gui.diamantenraub.treasure import TreasureWidget
from gui.diamantenraub.widgets import PANEL_CSS, NumberPicker, PickableCard
from gui.checks.privacy import scan

from .conftest import make_game, passed, play_until


def texts(panel: QWidget) -> str:
    return "\n".join(label.text() for label in panel.findChildren(QLabel))


def assert_no_accessible_text(panel: QWidget) -> None:
    """No tooltip and no accessible description anywhere; an accessible name only on a control
    a screen reader must name (issue 37), and then only with what the panel shows itself: a
    role card to pick is named by its own card's caption, the diamond picker's buttons by the
    picker's own number."""
    picks = {pick: label for pick, label in _pick_labels(panel)}
    pickers = {b: p for p in panel.findChildren(NumberPicker) for b in (p.minus, p.plus)}
    # the first player's set-aside toggles: their row's caption, then the button's own text or
    # the caption under that card in the treasure ("Set aside first: J♣, Driver")
    asides = {b: panel.aside_label.text() for b in getattr(panel, "aside_buttons", {}).values()}
    captions = {label.text().replace("\n", ", ") for t in panel.findChildren(TreasureWidget) for label in t.role_labels}
    for widget in [panel, *panel.findChildren(QWidget)]:
        assert widget.toolTip() == "", widget
        assert widget.accessibleDescription() == "", widget
        name = widget.accessibleName()
        if widget in picks:
            assert name == picks[widget].text().replace("\n", ", ") and widget.is_pickable(), widget
        elif widget in asides:
            caption = asides[widget]
            assert name.startswith(caption + " ") and name[len(caption) + 1:] in {widget.text(), *captions}, (widget, name)
        elif widget in pickers:
            picker = pickers[widget]
            number = str(picker.value()) if picker.is_set() else None
            assert name == "" or number is None or name.endswith(number), widget
            assert not any(ch.isdigit() for ch in name.replace(number or "", "")), widget
        else:
            assert name == "", widget


def _pick_labels(panel: QWidget) -> list[tuple[PickableCard, QLabel]]:
    """Each pickable role card of the panel with the caption under it."""
    pairs = []
    for treasure in panel.findChildren(TreasureWidget):
        pairs += [(pick, label) for pick, label in zip(treasure.role_cards, treasure.role_labels) if pick.is_pickable()]
    return pairs


def holder_game(n: int, holder: int, seed: int = 1, **config: object) -> dr.DiamantenraubGame:
    return play_until(make_game(n, seed, **config), lambda v: v.phase is dr.Phase.PASSING and v.treasure_holder == holder)


def test_hide_panel_shows_the_built_treasure_and_hides_the_picked_count(qtbot, renderer, rng):
    game = make_game(7)
    view = game.view(0)
    panel = HidePanel(view, renderer, "en")
    qtbot.addWidget(panel)
    assert sorted(panel.shown_elements()) == sorted(element_id(c) for c in view.built)
    assert (panel.picker.minimum(), panel.picker.maximum()) == (0, 5)
    panel.picker.set_value(3)
    assert panel.chosen_actions() == [dr.HideDiamonds(3)]
    assert panel.is_ready()
    game.apply(0, panel.chosen_actions()[0])
    assert len(game.view(0).hidden) == 3


@pytest.mark.parametrize("kind", ["hide", "take"])
@pytest.mark.parametrize("delta", [+1, -1])
def test_pickers_start_at_question_mark_and_follow_the_stated_rule(qtbot, renderer, kind, delta):
    """Issue 31, item 3: "?" on every first look; from "?", + gives the smallest number and −
    the largest, and the line under the picker says so (the old hidden random start made +
    jump to 6 on one turn and 2 on the next)."""
    from PySide6.QtCore import Qt

    panel = HidePanel(make_game(6).view(0), renderer, "en") if kind == "hide" else TakePanel(full_take_view(), renderer, "en")
    qtbot.addWidget(panel)
    picker = panel.picker
    low, high = picker.minimum(), picker.maximum()
    assert (low, high) == ((0, 5) if kind == "hide" else (1, high)) and high > low
    assert picker.number.text() == "?" and not picker.is_set()
    assert picker.rule.text() == f"From ?: + gives {low}, − gives {high}"
    qtbot.mouseClick(picker.plus if delta > 0 else picker.minus, Qt.MouseButton.LeftButton)
    assert picker.value() == (low if delta > 0 else high) and picker.number.text() == str(picker.value())


def test_picker_wraps_around(qtbot, renderer, rng):
    panel = HidePanel(make_game(6).view(0), renderer, "de")
    qtbot.addWidget(panel)
    panel.picker.set_value(5)
    panel.picker.step(+1)
    assert panel.picker.value() == 0
    panel.picker.step(-1)
    assert panel.picker.value() == 5


def test_take_panel_offers_exactly_the_legal_choices(qtbot, renderer, rng):
    game = holder_game(8, 3)
    view = game.view(3)
    panel = TakePanel(view, renderer, "en")
    qtbot.addWidget(panel)
    diamonds = [c for c in view.received if dr.is_diamond(c)]
    roles = sorted((c for c in view.received if not dr.is_diamond(c)), key=lambda c: c.sort_key)
    assert sorted(panel.shown_elements()) == sorted(element_id(c) for c in view.received)
    options = panel.options()
    assert options[DIAMONDS] == (1, len(diamonds))
    assert options[ROLE] == roles
    assert options[NOTHING] is False and not panel.nothing_button.isEnabled()
    assert options["aside"] == []  # only the first player sets aside
    assert not panel.is_ready() and panel.chosen_actions() == []
    with qtbot.waitSignal(panel.readyChanged):
        panel.choose(DIAMONDS, count=2)
    assert panel.chosen_actions() == [dr.TakeDiamonds(2)]
    panel.choose(ROLE, card=roles[0])
    assert panel.chosen_actions() == [dr.TakeRole(roles[0])]
    assert "You take" in panel.note.text()
    for action in panel.chosen_actions():
        game.apply(3, action)
    assert game.view(3).take.role_card == roles[0]


def test_first_player_sets_aside_then_takes(qtbot, renderer, rng):
    game = holder_game(9, 1)
    view = game.view(1)
    panel = TakePanel(view, renderer, "de")
    qtbot.addWidget(panel)
    aside = panel.options()["aside"]
    assert aside and set(aside) == {c for c in view.received if not dr.is_diamond(c)}
    panel.choose(ROLE, card=aside[0])
    panel.set_aside(aside[0])  # the picked card goes aside: the take is no longer chosen
    assert not panel.is_ready()
    assert aside[0] not in panel.options()[ROLE]
    panel.choose(ROLE, card=aside[0])  # cannot take the card set aside
    assert not panel.is_ready()
    panel.choose(ROLE, card=aside[1])
    actions = panel.chosen_actions()
    assert actions == [dr.SetAside(aside[0]), dr.TakeRole(aside[1])]
    for action in actions:
        game.apply(1, action)
    assert game.view(1).set_aside == aside[0]


def test_last_player_may_take_nothing(qtbot, renderer, rng):
    game = holder_game(6, 5)
    panel = TakePanel(game.view(5), renderer, "en")
    qtbot.addWidget(panel)
    assert panel.nothing_button.isEnabled()
    panel.choose(NOTHING)
    assert panel.chosen_actions() == [dr.TakeNothing()]
    assert "Street Kid" in panel.note.text()


def empty_treasure_game() -> tuple[dr.DiamantenraubGame, int]:
    """8 players: Ben sets a role card aside and takes every diamond, the next four take the
    role cards, so Eva (seat 6, not the last) receives an empty treasure."""
    game = make_game(8, seed=3)
    game.apply(0, dr.HideDiamonds(0))
    roles = [c for c in game.view(1).received if not dr.is_diamond(c)]
    game.apply(1, dr.SetAside(roles[0]))
    game.apply(1, dr.TakeDiamonds(15))
    for seat, card in zip(range(2, 6), roles[1:]):
        game.apply(seat, dr.TakeRole(card))
    assert game.public_view().treasure_holder == 6
    return game, 6


def test_empty_treasure_makes_a_strassenkind_with_the_same_screen(qtbot, renderer, rng):
    game, seat = empty_treasure_game()
    view = game.view(seat)
    assert view.received == ()
    panel = TakePanel(view, renderer, "en")
    qtbot.addWidget(panel)
    assert "Street Kid" in panel.fact.text()
    assert not panel.diamonds_button.isEnabled() and not panel.role_button.isEnabled()
    assert panel.nothing_button.isEnabled() and not panel.is_ready()
    panel.choose(NOTHING)
    assert panel.chosen_actions() == [dr.TakeNothing()]
    # the same frame, the same parts, the same look as a thief's screen
    other = TakePanel(holder_game(8, 2).view(2), renderer, "en")
    qtbot.addWidget(other)
    assert panel.styleSheet() == other.styleSheet() == PANEL_CSS
    for part in ("headline", "title", "fact", "note", "diamonds_button", "role_button", "nothing_button"):
        assert type(getattr(panel, part)) is type(getattr(other, part))
    game.apply(seat, dr.TakeNothing())
    assert game.view(seat).role is dr.Role.STRASSENKIND


def test_a_treasure_with_only_role_cards_does_not_offer_diamonds(qtbot, renderer):
    """Found playing seven at 800x600: Ben took every diamond, and Carla's screen still said
    "Take diamonds (at least one) or one role card" over a dead picker whose rule read
    "From ?: + gives 0, − gives 0". It says that no diamonds are left."""
    game = make_game(7, seed=3)
    game.apply(0, dr.HideDiamonds(0))
    game.apply(1, dr.TakeDiamonds(15))
    view = game.view(2)
    assert view.received and not any(dr.is_diamond(c) for c in view.received)
    panel = TakePanel(view, renderer, "en")
    qtbot.addWidget(panel)
    assert panel.fact.text() == "No diamonds are left: take one role card. Remember what you saw."
    assert panel.picker.rule.text() == "No diamonds left"
    assert not panel.picker.isEnabled() and panel.role_button.isEnabled()
    # a treasure with diamonds keeps its rule
    other = TakePanel(holder_game(7, 2).view(2), renderer, "en")
    qtbot.addWidget(other)
    assert other.picker.rule.text().startswith("From ?: + gives 1")
    assert other.fact.text().startswith("Take diamonds")


def test_return_panel_tells_the_boss_what_is_missing(qtbot, renderer, rng):
    game = passed(make_game(7, seed=4), seed=4)
    view = game.view(0)
    panel = ReturnPanel(view, renderer, "en")
    qtbot.addWidget(panel)
    assert str(view.missing) in panel.fact.text() and "missing" in panel.fact.text()
    assert sorted(panel.treasure.shown_elements()) == sorted(element_id(c) for c in view.returned)


def test_peek_shows_the_own_take_and_the_numbers(qtbot, renderer):
    game = passed(make_game(7, seed=2), seed=2)
    for seat in range(1, 7):
        view = game.view(seat)
        panel = build_private_panel("peek", view, renderer, "en")
        qtbot.addWidget(panel)
        assert isinstance(panel, PeekPanel)
        own = [element_id(c) for c in view.take.cards] + ([element_id(view.set_aside)] if view.set_aside else [])
        assert sorted(panel.shown_elements()) == sorted(own)
        assert "It reached you with" in panel.note.text()
    boss = build_private_panel("peek", game.view(0), renderer, "en")
    qtbot.addWidget(boss)
    assert isinstance(boss, ReturnPanel)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_panel_carries_accessible_text_or_foreign_cards(qtbot, renderer, rng, lang):
    game = make_game(10, seed=5)
    panels = [(0, build_private_panel("hide", game.view(0), renderer, lang))]
    while game.public_view().phase is dr.Phase.HIDING or game.public_view().phase is dr.Phase.PASSING:
        seat = min(game.pending_seats())
        kind = "hide" if seat == 0 else "take"
        panel = build_private_panel(kind, game.view(seat), renderer, lang)
        panels.append((seat, panel))
        actions = [a for a in game.legal_actions(seat) if not isinstance(a, dr.SetAside)]
        game.apply(seat, rng.choice(actions))
    panels.append((0, build_private_panel("returned", game.view(0), renderer, lang)))
    for seat, panel in panels:
        qtbot.addWidget(panel)
        assert_no_accessible_text(panel)
        assert panel.seat() == seat
        assert set(scan(panel, visible_only=False).elements) <= set(panel.shown_elements())
        assert panel.styleSheet() == PANEL_CSS


def test_cards_read_as_a_person_reads_them(qtbot, renderer, rng):
    game = holder_game(9, 1, seed=8)
    for lang, jack in (("de", "B"), ("en", "J")):
        panel = TakePanel(game.view(1), renderer, lang)
        qtbot.addWidget(panel)
        shown = texts(panel)
        assert f"{jack}♠" in shown or f"{jack}♣" in shown
        assert "JS" not in shown and "JC" not in shown and "AS" not in shown


def test_unknown_step_kind_is_refused(renderer):
    with pytest.raises(ValueError, match="unknown private step"):
        build_private_panel("look", make_game(5).view(0), renderer, "de")


def test_a_panel_follows_a_language_switch(qtbot, renderer, rng):
    from PySide6.QtWidgets import QApplication

    from gui.text.i18n import Translations

    game = holder_game(7, 2)
    panel = TakePanel(game.view(2), renderer, "en")
    qtbot.addWidget(panel)
    assert panel.headline.text() == "The treasure, as it reached you"
    Translations.shared().set_language("de")
    panel.set_language("de")
    QApplication.processEvents()
    assert panel.headline.text() == "Der Schatz, wie er bei dir ankam"
    assert panel.nothing_button.text() == "Nichts"


def test_nothing_is_taken_until_the_player_set_the_number(qtbot, renderer, rng):
    """Issue 19 item 7: the picker's random start is never taken by a hurried click; the
    take button reads as a button ("Take 3 diamonds"), not a label ("Diamonds:")."""
    from PySide6.QtCore import Qt

    from gui.diamantenraub.take_panel import DIAMONDS

    panel = TakePanel(full_take_view(), renderer, "en")
    qtbot.addWidget(panel)
    panel.show()
    assert panel.picker.number.text() == "?" and not panel.picker.is_set()
    assert not panel.diamonds_button.isEnabled() and panel.diamonds_button.text() == "Take ? diamonds"
    qtbot.mouseClick(panel.diamonds_button, Qt.MouseButton.LeftButton)  # a hurried click
    panel.choose(DIAMONDS)
    assert panel.chosen_actions() == [] and not panel.is_ready()
    qtbot.mouseClick(panel.picker.plus, Qt.MouseButton.LeftButton)  # the player sets the number
    value = panel.picker.value()
    assert panel.picker.number.text() == str(value)
    assert panel.diamonds_button.isEnabled() and panel.diamonds_button.text() == f"Take {value} diamond{'s' * (value != 1)}"
    assert panel.chosen_actions() == [dr.TakeDiamonds(value)]
    assert not panel.diamonds_button.text().endswith(":")


def test_the_boss_hides_nothing_until_he_set_the_number(qtbot, renderer, rng):
    from PySide6.QtCore import Qt

    panel = HidePanel(make_game(7).view(0), renderer, "en")
    qtbot.addWidget(panel)
    panel.show()
    assert panel.chosen_actions() == [] and not panel.is_ready() and panel.picker.number.text() == "?"
    with qtbot.waitSignal(panel.readyChanged, timeout=1000):
        qtbot.mouseClick(panel.picker.minus, Qt.MouseButton.LeftButton)
    assert panel.is_ready() and panel.chosen_actions() == [dr.HideDiamonds(panel.picker.value())]


def full_take_view() -> dr.SeatView:
    game = make_game(8, seed=2)
    game.apply(0, dr.HideDiamonds(0))
    return game.view(1)



@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "It reached you with 1 diamond and 1 role card; you passed it on with 2 diamonds and 0 role cards."),
    ("de", "Bei dir kam er mit 1 Diamanten und 1 Rollenkarte an; du hast ihn mit 2 Diamanten und 0 Rollenkarten weitergegeben."),
])
def test_the_peek_counts_the_treasure_in_singular_and_plural(qtbot, renderer, lang, expected):  # noqa: ANN001
    """Issue 19 §6: "with 3 diamonds and 1 role cards" had no singular (German: the dative
    after "mit", so one diamond is "1 Diamanten")."""
    from types import SimpleNamespace

    from engine.diamantenraub.model import is_diamond, is_role_card
    from gui.text.i18n import Translations

    Translations.shared().set_language(lang)
    game = passed(make_game(7, seed=2), seed=2)
    panel = build_private_panel("peek", game.view(1), renderer, lang)
    qtbot.addWidget(panel)
    deck = [Card(rank, suit) for suit in "CDHS" for rank in ("A", "2", "3", "Q")]
    diamond = [c for c in deck if is_diamond(c)]
    role = [c for c in deck if is_role_card(c)]
    assert len(diamond) >= 2 and role
    chosen = SimpleNamespace(received=[diamond[0], role[0]], passed_on=diamond[:2])
    assert panel._counts_line(chosen) == expected  # noqa: SLF001 - the line, fed with chosen counts
