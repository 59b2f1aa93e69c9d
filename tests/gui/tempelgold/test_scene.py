"""The table scene is a view of its models: it updates the items that changed, nothing else."""
from __future__ import annotations

import pytest

from engine import tempelgold as tg
from gui.cards import PLAY_BACK, element_id

from .conftest import make_game, play


@pytest.fixture
def screen(fast_table):  # noqa: ANN001, ANN201
    return fast_table


def test_an_opening_replaces_no_item_but_the_opened_one(qtbot, screen):
    game = make_game(6, seed=3)
    screen.show_view(game.public_view())
    rows = {s: screen.row_items(s) for s in range(6)}
    holder = game.public_view().key_holder
    owner = (holder + 2) % 6
    screen._on_chamber_clicked(owner, 1)  # as a click on slot 1 would
    game.apply(holder, tg.Open(owner, 1))
    with qtbot.waitSignal(screen.animationFinished, timeout=3000):
        screen.show_view(game.public_view())
    for seat in range(6):
        if seat == owner:
            assert screen.row_items(seat) == rows[seat][:1] + rows[seat][2:]
        else:
            assert screen.row_items(seat) == rows[seat]
    pile_items = {k: screen.pile_items(k) for k in tg.ChamberKind}
    second = (owner + 1) % 6
    game.apply(owner, tg.Open(second, 0))
    with qtbot.waitSignal(screen.animationFinished, timeout=3000):
        screen.show_view(game.public_view())
    for kind, items in pile_items.items():
        assert screen.pile_items(kind)[: len(items)] == items


def test_the_scene_follows_the_models_signals_alone(qtbot, screen):
    """Feeding the models (not the screen) is enough to change what the table shows."""
    game = make_game(4, seed=2)
    screen.show_view(game.public_view())
    play(game, 2, seed=5)
    view = game.public_view()
    screen.seat_model.set_view(view)
    screen.pile_model.set_view(view)
    assert [len(screen.row_items(s.seat)) for s in view.seats] == [s.face_down for s in view.seats]
    for kind, cards in view.piles().items():
        assert [i.element() for i in screen.pile_items(kind)] == [element_id(c) for c in cards]
    assert screen.plate_item(view.key_holder).is_highlighted()
    assert all(i.element() == PLAY_BACK for s in range(4) for i in screen.row_items(s))


def test_a_resize_moves_items_instead_of_rebuilding_them(qtbot, screen):
    game = play(make_game(5, seed=1), 3)
    screen.show_view(game.public_view())
    before = [screen.row_items(s) for s in range(5)]
    width = screen.row_items(0)[0].width()
    screen.resize(900, 640)
    qtbot.waitUntil(lambda: screen.row_items(0)[0].width() != width, timeout=2000)
    assert [screen.row_items(s) for s in range(5)] == before


def test_a_new_round_keeps_the_table_consistent(qtbot, screen):
    game = make_game(3, seed=4)
    screen.show_view(game.public_view())
    while game.public_view().round == 1 and game.outcome() is None:
        play(game, 1, seed=len(game.public_view().opened))
        screen.show_view(game.public_view())
        qtbot.waitUntil(lambda: not screen.is_animating(), timeout=3000)
    view = game.public_view()
    assert [len(screen.row_items(s.seat)) for s in view.seats] == [s.face_down for s in view.seats]
    assert sum(len(screen.pile_items(k)) for k in tg.ChamberKind) == len(view.opened)
