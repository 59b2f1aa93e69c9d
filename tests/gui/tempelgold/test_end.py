from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engine import tempelgold as tg
from gui.cards import element_id
from gui.tempelgold.end import TempelgoldEndScreen

from .conftest import finished_game, make_game, play_until


@pytest.fixture(autouse=True)
def _english(qapp):  # noqa: ANN001, ANN202, ARG001
    """These tests read English texts: a window test before them may have left the German
    catalogue installed application-wide."""
    from gui.text.i18n import Translations

    Translations.shared().set_language("en")
    yield


def shown_end(qtbot, renderer, n: int, seed: int, size: tuple[int, int]):  # noqa: ANN001, ANN201
    """A finished game's public view and its end screen, shown at ``size``."""
    view = finished_game(n, seed).public_view()
    end = TempelgoldEndScreen(view, renderer, "en")
    qtbot.addWidget(end)
    end.resize(*size)
    end.show()
    return view, end


@pytest.mark.parametrize("n,seed", [(3, 1), (5, 2), (10, 1)])
def test_every_role_card_and_the_winners(qtbot, renderer, n, seed):
    view, end = shown_end(qtbot, renderer, n, seed, (1280, 720))
    assert [t.element for t in end.tiles] == [element_id(c) for c in view.revealed.role_cards]
    assert [t.name.text().removesuffix("  ★") for t in end.tiles] == list(view.players)
    assert [t.element for t in end.leftover_tiles] == [element_id(c) for c in view.revealed.leftover]
    assert len(end.leftover_tiles) == view.leftover_cards
    assert {i for i, t in enumerate(end.tiles) if t.winner} == set(view.outcome.winners)
    assert {i for i, t in enumerate(end.tiles) if "★" in t.name.text()} == set(view.outcome.winners)
    for tile, role in zip(end.tiles + end.leftover_tiles, [*view.revealed.roles, *(
            tg.Role.ABENTEURER if c.is_red else tg.Role.WAECHTER for c in view.revealed.leftover)]):
        # the role's name sits in the role card's frame
        assert tile.frame.name.text() == ("Adventurer" if role is tg.Role.ABENTEURER else "Guardian")
        assert tile.frame.name.isVisibleTo(end)
    for tile in end.leftover_tiles:
        assert "box" in tile.caption.text()
        assert tile.chamber_elements() == []
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
    assert "Guardians" in end.headline.text()
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


@pytest.mark.parametrize("n,seed", [(3, 1), (4, 3), (10, 1), (10, 4)])
def test_every_seats_unopened_chambers_are_turned_over_in_its_place(qtbot, renderer, n, seed):
    """At a real table everybody turns their cards over: each seat's tile shows the chambers
    still face down in front of it, face up, in the order they lay, and says what they are."""
    view, end = shown_end(qtbot, renderer, n, seed, (800, 600))
    rows = view.revealed.unopened
    assert len(rows) == n and sum(map(len, rows)) > 0  # a game always ends with chambers face down
    for tile, row in zip(end.tiles, rows):
        assert tile.chamber_elements() == [element_id(c) for c in row]
        assert tile.fan.isVisibleTo(end)
        gold = sum(c.is_face for c in row)
        traps = sum(c.is_ace for c in row)
        empty = len(row) - gold - traps
        text = tile.caption.text()
        assert ("gold" in text) == bool(gold) and ("trap" in text) == bool(traps) and ("empty" in text) == bool(empty)
        if gold:
            assert f"{gold} gold" in text
        if not row:
            assert text == "all opened"
    # all of it is on the screen, and nothing of a running game's secrets is added
    shown = {e for t in end.tiles for e in t.chamber_elements()}
    assert shown == {element_id(c) for row in rows for c in row}


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1280, 800), (1366, 768), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("n", [3, 10])
def test_the_end_screen_fits_the_window_with_every_card(qtbot, renderer, size, n):
    """From 800×600 to 4K the screen fits its window (nothing pushes it larger), every card is
    drawn at a legible size, and the names fit their tiles."""
    end = TempelgoldEndScreen(finished_game(n, 4).public_view(), renderer, "de")
    qtbot.addWidget(end)
    end.resize(*size)
    end.show()
    qtbot.waitExposed(end)
    qtbot.wait(20)
    assert end.size().width() == size[0] and end.size().height() == size[1]
    assert end.minimumSizeHint().height() <= size[1]
    for tile in end.tiles + end.leftover_tiles:
        assert tile.card.width() >= 30
        assert tile.geometry().bottom() < end.again_button.geometry().top()
        for label in (tile.name, tile.frame.name):
            assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width() + 1, label.text()
    for tile in (t for t in end.tiles if t.chamber_elements()):
        assert tile.fan.width() >= tile.card.width()  # at least one chamber wholly in view
    if size[0] >= 1920:
        assert min(t.card.width() for t in end.tiles) >= 60  # big windows get big cards
