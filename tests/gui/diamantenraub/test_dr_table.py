"""The public table alone: its models, the scene they feed, the Boss's choices, the animations."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from engine import diamantenraub as dr
from engine.cards import Card
from gui.cards import PLAY_BACK, element_id
from gui.diamantenraub.animation import TableAnimation
from gui.diamantenraub.models import CardListModel, SeatTableModel
from gui.diamantenraub.table import DiamantenraubTable
from gui.games.base import TableStep
from gui.games.log_model import LogModel
from gui.checks.privacy import scan

from .conftest import make_game, passed


@pytest.fixture(autouse=True)
def _fast(monkeypatch):
    monkeypatch.setattr(TableAnimation, "FLIP_MS", 20)
    monkeypatch.setattr(TableAnimation, "MOVE_MS", 20)
    monkeypatch.setattr(TableAnimation, "CLOSE_MS", 20)


def make_table(qtbot, renderer, game):
    log = LogModel("en")
    log.set_engine_log(game.public_view().log)
    table = DiamantenraubTable(renderer, "en", log)
    qtbot.addWidget(table)
    table.resize(1280, 720)
    table.show()
    qtbot.waitExposed(table)
    table.show_view(game.public_view())
    return table, log


def update(qtbot, table, log, game):
    view = game.public_view()
    log.set_engine_log(view.log)
    table.show_view(view)
    qtbot.waitUntil(lambda: not table.is_animating(), timeout=3000)


def test_seat_model_signals_only_the_rows_that_changed():
    game = passed(make_game(8, seed=1), seed=1)
    model = SeatTableModel()
    model.set_view(game.public_view())
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda a, b, *_: changed.append((a.row(), b.row())))
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    target = game.accusable()[0]
    game.apply(0, dr.Accuse(target))
    model.set_view(game.public_view())
    assert changed == [(target, target)]  # only the accused seat's row
    changed.clear()
    model.set_view(game.public_view())
    assert changed == [] and resets == []


def test_card_list_model_inserts_and_removes_at_the_end():
    model = CardListModel()
    inserted, removed = [], []
    model.rowsInserted.connect(lambda _p, a, b: inserted.append((a, b)))
    model.rowsRemoved.connect(lambda _p, a, b: removed.append((a, b)))
    kings = [Card.parse("KH"), Card.parse("KD")]
    model.set_cards(kings)
    model.set_cards(kings[:1])
    model.set_cards(kings[:1])
    assert inserted == [(0, 1)] and removed == [(1, 1)]


def test_the_scene_updates_items_in_place(qtbot, renderer):
    game = passed(make_game(10, seed=2), seed=2)
    table, log = make_table(qtbot, renderer, game)
    items = list(table.seat_items)
    assert len(items) == 10
    assert all(item.take_items and item.take_items[0].element() == PLAY_BACK for item in items[1:])
    assert all(len(item.take_items) == 1 for item in items[1:])  # one back, whatever the take
    target = game.accusable()[0]
    game.apply(0, dr.Accuse(target))
    game.apply(target, dr.Reveal())
    update(qtbot, table, log, game)
    assert table.seat_items == items  # the same items, updated
    shown = game.public_view().seats[target].shown
    item = table.seat_item(target)
    if shown.role is dr.Role.DIEB:
        assert item.take_items == []
        assert [i.element() for i in table.recovered_pile.items] == [element_id(c) for c in shown.cards]
    elif shown.cards:
        assert [i.element() for i in item.take_items] == [element_id(c) for c in shown.cards]


def test_boss_clicks_a_seat_then_taschen_leeren(qtbot, renderer):
    game = passed(make_game(7, seed=3), seed=3)
    table, _log = make_table(qtbot, renderer, game)
    table.show_step(TableStep("interrogation"))
    table.set_interactive(True)
    assert not table.action_box.accuse_button.isEnabled()
    target = game.accusable()[1]
    item = table.seat_item(target)
    assert item.is_clickable()
    pos = table.view.mapFromScene(item.mapToScene(QPointF(0, 0)))
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert item.is_selected() and table.action_box.selected() == target
    assert not table.seat_item(0).is_clickable()  # the Boss never accuses himself
    with qtbot.waitSignal(table.actionRequested) as blocker:
        qtbot.mouseClick(table.action_box.accuse_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [0, dr.Accuse(target)]


def test_not_interactive_means_no_clicks(qtbot, renderer):
    game = passed(make_game(7, seed=3), seed=3)
    table, _log = make_table(qtbot, renderer, game)
    table.set_interactive(False)
    assert not any(item.is_clickable() for item in table.seat_items)
    table.select_seat(game.accusable()[0])
    assert not table.action_box.accuse_button.isEnabled()


def test_without_revolverheld_the_take_is_shown_at_once(qtbot, renderer):
    game = passed(make_game(7, seed=3), seed=3)
    table, log = make_table(qtbot, renderer, game)
    target = game.accusable()[0]
    game.apply(0, dr.Accuse(target))
    update(qtbot, table, log, game)
    with qtbot.waitSignal(table.actionRequested) as blocker:
        table.show_step(TableStep("reveal"))
        table.set_interactive(True)
    assert blocker.args == [target, dr.Reveal()]


def test_peng_buttons_name_every_seat_that_may_shout(qtbot, renderer):
    game = passed(make_game(8, seed=6, revolverheld=True), seed=6)
    table, log = make_table(qtbot, renderer, game)
    target = game.accusable()[0]
    game.apply(0, dr.Accuse(target))
    update(qtbot, table, log, game)
    table.show_step(TableStep("peng", peek=False))
    table.set_interactive(True)
    may = game.public_view().may_peng
    assert set(table.action_box.peng_buttons) == set(may) and target not in may and 0 not in may
    texts = {b.text() for b in table.action_box.peng_buttons.values()}
    assert texts == {game.players[s] for s in may}
    shouter = sorted(may)[0]
    with qtbot.waitSignal(table.actionRequested) as blocker:
        qtbot.mouseClick(table.action_box.peng_buttons[shouter], Qt.MouseButton.LeftButton)
    assert blocker.args == [shouter, dr.Peng()]
    with qtbot.waitSignal(table.actionRequested) as blocker:
        qtbot.mouseClick(table.action_box.reveal_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [target, dr.Reveal()]


def test_a_reveal_is_animated_and_then_finished(qtbot, renderer):
    game = passed(make_game(9, seed=4), seed=4)
    table, log = make_table(qtbot, renderer, game)
    target = game.accusable()[0]
    game.apply(0, dr.Accuse(target))
    update(qtbot, table, log, game)
    game.apply(target, dr.Reveal())
    log.set_engine_log(game.public_view().log)
    with qtbot.waitSignal(table.animationFinished, timeout=3000):
        table.show_view(game.public_view())
        assert table.is_animating()
    assert not table.is_animating()
    # nothing of the flyers is left on the table
    assert len(table.scene.items()) == len(set(table.scene.items()))


def test_table_shows_no_secret(qtbot, renderer):
    game = passed(make_game(12, seed=9), seed=9)
    table, _log = make_table(qtbot, renderer, game)
    seen = scan(table)
    secret = {element_id(c) for s in range(1, 12) for c in game.view(s).take.cards}
    secret |= {element_id(c) for c in game.view(0).hidden}
    assert not (seen.elements & secret)
    assert "Still to be asked: 11" in table.counters_text()


def test_counters_and_the_log(qtbot, renderer):
    game = passed(make_game(8, seed=5), seed=5)
    table, log = make_table(qtbot, renderer, game)
    rows = log.rowCount()
    target = game.accusable()[0]
    game.apply(0, dr.Accuse(target))
    game.apply(target, dr.Reveal())
    update(qtbot, table, log, game)
    assert log.rowCount() > rows
    view = game.public_view()
    assert f"Excuses the Boss has left: {view.boss_excuses_left}" in table.counters_text()
    assert f"Diamonds back with the Boss: {view.diamonds_recovered}" in table.counters_text()
