from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTranslator

from engine import tempelgold as tg
from gui.cards import PLAY_BACK, element_id
from gui.tempelgold.screen import TempelgoldTableScreen

from .conftest import make_game, play, play_until


@pytest.fixture
def screen(qtbot, renderer):
    widget = TempelgoldTableScreen(renderer, "en")
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def seat_rect(screen, seat):
    rect = screen.plate_item(seat).sceneBoundingRect()
    for item in screen.row_items(seat):
        rect = rect.united(item.sceneBoundingRect())
    return rect


def click_card(qtbot, screen, item):
    """Click the visible (left) strip of a card in a fanned row."""
    lay = screen.table_layout()
    strip = min(lay.seats[0].step, item.width())
    scene_pt = item.mapToScene(strip / 2, item.height() / 2)
    pos = screen.view.mapFromScene(scene_pt)
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pos.x(), pos.y()))


@pytest.mark.parametrize("n", [3, 10])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_rows_do_not_overlap_and_counts_match(screen, n, size):
    screen.resize(*size)
    game = play(make_game(n), 3)
    view = game.public_view()
    screen.show_view(view)
    for seat in view.seats:
        assert len(screen.row_items(seat.seat)) == seat.face_down
        assert all(item.element() == PLAY_BACK for item in screen.row_items(seat.seat))
    for a, b in itertools.combinations(range(n), 2):
        assert not seat_rect(screen, a).intersects(seat_rect(screen, b)), (a, b)
    centre = screen.table_layout().centre
    for kind_items in (screen.pile_items(k) for k in tg.ChamberKind):
        for item in kind_items:
            assert centre.contains(item.sceneBoundingRect().center())


def test_only_other_seats_chambers_are_clickable(qtbot, screen):
    view = make_game(4, seed=2).public_view()
    screen.show_view(view)
    screen.set_interactive(True)
    holder = view.key_holder
    for seat in view.seats:
        flags = {item.isClickable() for item in screen.row_items(seat.seat)}
        assert flags == {seat.seat != holder}


def test_click_emits_owner_and_slot(qtbot, screen):
    view = make_game(4, seed=2).public_view()
    screen.show_view(view)
    screen.set_interactive(True)
    owner = (view.key_holder + 1) % 4
    for slot in (0, 2, 4):
        with qtbot.waitSignal(screen.openRequested, timeout=1000) as blocker:
            click_card(qtbot, screen, screen.row_items(owner)[slot])
        assert blocker.args == [owner, slot]


def test_own_row_and_non_interactive_table_ignore_clicks(qtbot, screen):
    view = make_game(4, seed=2).public_view()
    screen.show_view(view)
    screen.set_interactive(True)
    with qtbot.assertNotEmitted(screen.openRequested, wait=50):
        click_card(qtbot, screen, screen.row_items(view.key_holder)[1])
    screen.set_interactive(False)
    other = (view.key_holder + 1) % 4
    assert not any(item.isClickable() for s in range(4) for item in screen.row_items(s))
    with qtbot.assertNotEmitted(screen.openRequested, wait=50):
        click_card(qtbot, screen, screen.row_items(other)[1])


def test_opening_moves_the_card_to_its_pile_and_the_key_to_the_owner(qtbot, screen):
    game = make_game(5, seed=4)
    screen.show_view(game.public_view())
    screen.set_interactive(True)
    holder = game.public_view().key_holder
    owner = (holder + 2) % 5
    with qtbot.waitSignal(screen.openRequested, timeout=1000) as blocker:
        click_card(qtbot, screen, screen.row_items(owner)[3])
    game.apply(holder, tg.Open(*blocker.args))
    view = game.public_view()
    opened = view.opened[-1]
    with qtbot.waitSignal(screen.animationFinished, timeout=3000):
        screen.show_view(view)
        assert screen.is_animating()
        assert not any(item.isClickable() for s in range(5) for item in screen.row_items(s))
    pile = screen.pile_items(opened.kind)
    assert len(pile) == 1 and pile[0].isVisible()
    assert pile[0].element() == element_id(opened.card)
    assert len(screen.row_items(owner)) == 4
    assert screen.plate_item(owner).is_highlighted()
    assert not screen.plate_item(holder).is_highlighted()
    key_centre = screen.key_item.sceneBoundingRect().center()
    assert seat_rect(screen, owner).contains(key_centre)
    assert not seat_rect(screen, holder).contains(key_centre)
    # the owner holds the key now: their row is the one that cannot be clicked
    assert not any(item.isClickable() for item in screen.row_items(owner))
    assert all(item.isClickable() for item in screen.row_items(holder))


def test_view_without_a_new_opening_does_not_animate(qtbot, screen):
    game = play(make_game(4), 2)
    with qtbot.assertNotEmitted(screen.animationFinished, wait=100):
        screen.show_view(game.public_view())
        screen.show_view(game.public_view())
    assert not screen.is_animating()


class _German(QTranslator):
    """A stand-in for the app's .qm file: just the strings these tests look at."""

    TEXTS = {
        "Round %1/%2 · %3/%4 opened · Gold %5/%6 · Traps %7/%8": "Runde %1/%2 · %3/%4 geöffnet · Gold %5/%6 · Fallen %7/%8",
        "%1 holds the key: click a chamber of another player": "%1 hat den Schlüssel: Klicke eine Kammer eines Mitspielers an",
    }

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ANN001
        return self.TEXTS.get(source)  # None: untranslated, Qt falls back to the source

    def isEmpty(self) -> bool:  # noqa: N802
        return False


def test_counters_and_hint_in_both_languages(qtbot, screen):
    game = play(make_game(4, seed=1), 2)
    view = game.public_view()
    screen.show_view(view)
    expected = (f"Round {view.round}/4 · {view.opened_this_round}/4 opened · Gold {view.gold_found}/6 · "
                f"Traps {view.traps_found}/2")
    assert screen.counters_text() == expected
    holder = view.players[view.key_holder]
    assert screen.hint_text() == f"{holder} holds the key: click a chamber of another player"
    assert screen.log_model.texts()[-1] == view.log[-1].text("en")
    german = _German()
    QCoreApplication.installTranslator(german)
    try:
        screen.set_language("de")
        assert screen.counters_text() == (
            f"Runde {view.round}/4 · {view.opened_this_round}/4 geöffnet · Gold {view.gold_found}/6 · "
            f"Fallen {view.traps_found}/2")
        assert screen.hint_text() == f"{holder} hat den Schlüssel: Klicke eine Kammer eines Mitspielers an"
        assert screen.log_model.texts()[-1] == view.log[-1].text("de")
    finally:
        QCoreApplication.removeTranslator(german)


def test_hopeless_notice_appears_exactly_when_hopeless(qtbot, screen):
    game = make_game(3, seed=3)
    screen.show_view(game.public_view())
    assert not screen.hopeless_box.isVisibleTo(screen)
    play_until(game, lambda v: v.hopeless, seed=3)
    view = game.public_view()
    assert view.hopeless and view.outcome is None
    screen.show_view(view)
    assert screen.hopeless_box.isVisibleTo(screen)
    with qtbot.waitSignal(screen.endHopelessRequested, timeout=1000):
        qtbot.mouseClick(screen.hopeless_button, Qt.MouseButton.LeftButton)
    game.apply(0, tg.EndHopeless())
    screen.show_view(game.public_view())
    assert not screen.hopeless_box.isVisibleTo(screen)


def test_banner_and_peek_button(qtbot, screen):
    screen.show_view(make_game(4).public_view())
    screen.set_banner("Round 2", "Continue")
    assert screen.banner.isVisible() and screen.banner.label.text() == "Round 2"
    with qtbot.waitSignal(screen.bannerButtonClicked, timeout=1000):
        qtbot.mouseClick(screen.banner.button, Qt.MouseButton.LeftButton)
    screen.set_banner("No button")
    assert not screen.banner.button.isVisibleTo(screen.banner)
    screen.set_banner(None)
    assert not screen.banner.isVisible()
    with qtbot.waitSignal(screen.peekRequested, timeout=1000):
        qtbot.mouseClick(screen.peek_button, Qt.MouseButton.LeftButton)


def test_table_items_carry_no_tooltips(screen):
    screen.show_view(play(make_game(6), 5).public_view())
    for item in screen.scene.items():
        assert item.toolTip() == ""


def test_a_second_opening_during_an_animation_finishes_the_first(qtbot, screen):
    game = make_game(5, seed=4)
    screen.show_view(game.public_view())
    finished = []
    screen.animationFinished.connect(lambda: finished.append(1))
    play(game, 1, seed=1)
    screen.show_view(game.public_view())
    assert screen.is_animating()
    play(game, 1, seed=2)
    screen.show_view(game.public_view())
    assert finished == [1]
    qtbot.waitUntil(lambda: len(finished) == 2, timeout=3000)
    view = game.public_view()
    for kind in tg.ChamberKind:
        assert [i.element() for i in screen.pile_items(kind)] == [element_id(c) for c in view.piles()[kind]]
        assert all(i.isVisible() for i in screen.pile_items(kind))
    assert [len(screen.row_items(s)) for s in range(5)] == [s.face_down for s in view.seats]
