from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engine import tempelgold as tg
from gui.cards import element_id
from gui.tempelgold.end import TempelgoldEndScreen

from .conftest import finished_game, make_game, play_until


@pytest.mark.parametrize("n,seed", [(3, 1), (5, 2), (10, 1)])
def test_every_role_card_and_the_winners(qtbot, renderer, n, seed):
    game = finished_game(n, seed)
    view = game.public_view()
    end = TempelgoldEndScreen(view, renderer, "en")
    qtbot.addWidget(end)
    end.resize(1280, 720)
    end.show()
    assert [t.element for t in end.tiles] == [element_id(c) for c in view.revealed.role_cards]
    assert [t.name.text() for t in end.tiles] == list(view.players)
    assert [t.element for t in end.leftover_tiles] == [element_id(c) for c in view.revealed.leftover]
    assert len(end.leftover_tiles) == view.leftover_cards
    assert {i for i, t in enumerate(end.tiles) if t.winner} == set(view.outcome.winners)
    for tile, role in zip(end.tiles, view.revealed.roles):
        assert tile.caption.text().startswith("Abenteurer" if role is tg.Role.ABENTEURER else "Wächter")
    for tile in end.leftover_tiles:
        assert "box" in tile.caption.text()
    assert end.headline.text() == end.reason_text(view.outcome.reason)
    for s in view.outcome.winners:
        assert view.players[s] in end.winners_line.text()


def test_every_reason_has_its_own_headline(qtbot, renderer):
    view = finished_game(4).public_view()
    end = TempelgoldEndScreen(view, renderer, "en")
    qtbot.addWidget(end)
    texts = {end.reason_text(reason) for reason in tg.Reason}
    assert len(texts) == len(tg.Reason)


def test_hopeless_end_and_buttons(qtbot, renderer):
    game = play_until(make_game(3, seed=3), lambda v: v.hopeless, seed=3)
    game.apply(1, tg.EndHopeless())
    end = TempelgoldEndScreen(game.public_view(), renderer, "en")
    qtbot.addWidget(end)
    assert end.headline.text() == end.reason_text(tg.Reason.HOPELESS)
    assert "Wächter" in end.headline.text()
    with qtbot.waitSignal(end.againRequested, timeout=1000):
        qtbot.mouseClick(end.again_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(end.newGameRequested, timeout=1000):
        qtbot.mouseClick(end.new_button, Qt.MouseButton.LeftButton)


def test_running_game_is_refused(renderer, qtbot):
    with pytest.raises(ValueError):
        TempelgoldEndScreen(make_game(4).public_view(), renderer, "en")


def test_the_end_screen_is_played_with_the_keyboard(qtbot, renderer):
    end = TempelgoldEndScreen(finished_game(4).public_view(), renderer, "en")
    qtbot.addWidget(end)
    end.show()
    qtbot.waitExposed(end)
    end.activateWindow()
    qtbot.waitUntil(lambda: end.focusWidget() is end.again_button, timeout=1000)
    with qtbot.waitSignal(end.againRequested, timeout=1000):
        qtbot.keyClick(end.again_button, Qt.Key.Key_Return)
    end.new_button.setFocus()
    with qtbot.waitSignal(end.newGameRequested, timeout=1000):
        qtbot.keyClick(end.new_button, Qt.Key.Key_Return)
