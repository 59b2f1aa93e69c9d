"""Keyboard play of the Tempelgold table and what it tells a screen reader."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engine import tempelgold as tg
from gui.cards import element_id

from .conftest import make_game


@pytest.fixture
def screen(fast_table):  # noqa: ANN001, ANN201
    return fast_table


def key(qtbot, screen, k):
    qtbot.keyClick(screen.view, k)


def test_arrows_move_a_visible_ring_over_openable_chambers_only(qtbot, screen):
    view = make_game(5, seed=2).public_view()
    screen.show_view(view)
    screen.set_interactive(True)  # takes the focus, with its ring (tests/gui/test_table_focus.py)
    screen.view.clearFocus()
    screen.view.setFocus(Qt.FocusReason.MouseFocusReason)
    assert not screen.scene.focus_ring.isVisible()   # a mouse click shows no ring yet
    key(qtbot, screen, Qt.Key.Key_Right)
    ring = screen.scene.focus_ring
    assert ring.isVisible()
    seen = set()
    for _ in range(4 * 5 + 2):
        owner, slot = screen.scene.focused_chamber()
        assert owner != view.key_holder
        item = screen.row_items(owner)[slot]
        assert ring.sceneBoundingRect().contains(item.sceneBoundingRect())
        seen.add((owner, slot))
        key(qtbot, screen, Qt.Key.Key_Right)
    assert len(seen) == 4 * 5  # every chamber of the other four seats, and round again
    before = screen.scene.focused_chamber()
    key(qtbot, screen, Qt.Key.Key_Down)
    assert screen.scene.focused_chamber()[0] != before[0]
    key(qtbot, screen, Qt.Key.Key_Up)
    assert screen.scene.focused_chamber()[0] == before[0]


def test_a_whole_game_with_the_keyboard_alone(qtbot, screen):
    game = make_game(4, seed=7)
    screen.show_view(game.public_view())
    screen.set_interactive(True)
    screen.view.setFocus(Qt.FocusReason.TabFocusReason)
    openings = 0
    while game.outcome() is None:
        view = game.public_view()
        key(qtbot, screen, Qt.Key.Key_Right)
        with qtbot.waitSignal(screen.openRequested, timeout=1000) as blocker:
            key(qtbot, screen, Qt.Key.Key_Return)
        owner, slot = blocker.args
        assert owner != view.key_holder and (owner, slot) == screen.scene.focused_chamber()
        game.apply(view.key_holder, tg.Open(owner, slot))
        with qtbot.waitSignal(screen.animationFinished, timeout=3000):
            screen.show_view(game.public_view())
        openings += 1
        assert screen.pile_items(game.public_view().opened[-1].kind)[-1].element() == element_id(
            game.public_view().opened[-1].card)
    assert openings == len(game.public_view().opened) >= 4


def test_enter_does_nothing_while_the_table_is_not_interactive(qtbot, screen):
    screen.show_view(make_game(4, seed=2).public_view())
    screen.set_interactive(False)
    screen.view.setFocus(Qt.FocusReason.TabFocusReason)
    with qtbot.assertNotEmitted(screen.openRequested, wait=50):
        key(qtbot, screen, Qt.Key.Key_Right)
        key(qtbot, screen, Qt.Key.Key_Return)


def test_enter_presses_the_banner_button(qtbot, screen):
    screen.show_view(make_game(4).public_view())
    screen.set_banner("Round 1 is over", "Continue")
    with qtbot.waitSignal(screen.bannerButtonClicked, timeout=1000):
        qtbot.keyClick(screen.banner, Qt.Key.Key_Return)


def test_accessible_texts_say_what_the_table_shows_and_nothing_private(qtbot, screen):
    game = make_game(6, seed=3)
    holder = game.public_view().key_holder
    game.apply(holder, tg.Open((holder + 1) % 6, 0))
    view = game.public_view()
    screen.show_view(view)
    screen.set_interactive(True)
    qtbot.waitUntil(lambda: not screen.is_animating(), timeout=3000)
    text = screen.view.accessibleDescription()
    for seat in view.seats:
        assert f"{seat.name}: {seat.face_down} chambers face down" in text
    assert f"{view.players[view.key_holder]}: " in text and text.count("holds the key") == 1
    assert f"gold {view.gold_found} of {view.gold_total}" in text
    screen.view.setFocus(Qt.FocusReason.TabFocusReason)
    key(qtbot, screen, Qt.Key.Key_Right)
    owner, slot = screen.scene.focused_chamber()
    assert screen.view.accessibleName().startswith(f"Table: chamber {slot + 1} of ")
    assert view.players[owner] in screen.view.accessibleName()
    secrets = {"Abenteurer", "Wächter", "Adventurer", "Guardian", "abenteurer", "waechter"}
    for seat in range(6):
        sv = game.view(seat)
        secrets |= {str(c) for c in sv.chambers} | {element_id(c) for c in sv.chambers}
        secrets |= {str(sv.role_card), element_id(sv.role_card)}
    secrets -= {str(o.card) for o in view.opened} | {element_id(o.card) for o in view.opened}
    for widget_text in (screen.view.accessibleName(), text):
        words = set(widget_text.replace(",", " ").replace(";", " ").replace(".", " ").split())
        assert not words & secrets, words & secrets
