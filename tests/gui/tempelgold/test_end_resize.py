"""The end screen chooses its rows for the room it has now (issue 31): a ten-seat game's end
screen shown at 1920×1080 (one row of eleven tiles) and then made 800×600 once kept its one
row, with eleven narrow tiles and cut names ("ächt"), because the layout of the big window
held the screen at its size and the row choice started from the last layout; under about
500 px of height a fresh screen chose that one row too."""
from __future__ import annotations

import pytest

from gui.checks.layout_check import check_layout
from gui.tempelgold.end import TempelgoldEndScreen
from gui.text.i18n import Translations

from .conftest import finished_game


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(800, 600), (800, 500)])  # 500: an 800×600 window with more bars
def test_a_resize_from_1920x1080_lays_out_as_a_fresh_small_screen(qtbot, app_look, english_after, renderer,  # noqa: ANN001, ARG001
                                                                  lang: str, size: tuple[int, int]) -> None:
    Translations.shared().set_language(lang)
    view = finished_game(10, 3).public_view()
    fresh = TempelgoldEndScreen(view, renderer, lang)
    qtbot.addWidget(fresh)
    fresh.resize(*size)
    fresh.show()
    qtbot.waitExposed(fresh)

    end = TempelgoldEndScreen(view, renderer, lang)
    qtbot.addWidget(end)
    end.resize(1920, 1080)
    end.show()
    qtbot.waitExposed(end)
    qtbot.waitUntil(lambda: end.size().width() == 1920)
    assert end._per_row == 11  # noqa: SLF001 - one row at full HD: the layout the bug kept
    end.resize(*size)
    qtbot.waitUntil(lambda: (end.size().width(), end.size().height()) == size, timeout=3000)
    assert end._per_row == fresh._per_row < 11  # noqa: SLF001
    assert [t.width() for t in end.tiles] == [t.width() for t in fresh.tiles]
    assert end.minimumSizeHint().width() <= size[0] and end.minimumSizeHint().height() <= size[1]
    qtbot.waitUntil(lambda: check_layout(end, "end") is None, timeout=3000)
    for tile in end.tiles + end.leftover_tiles:  # no role frame squeezed: its name below its card
        assert tile.frame.height() >= tile.frame.sizeHint().height(), tile.name.text()
        assert tile.frame.name.geometry().top() >= tile.card.geometry().bottom(), tile.name.text()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_main_window_shrinks_from_1920x1080_to_800x600_with_the_end_screen(make_window, qtbot, lang: str) -> None:  # noqa: ANN001
    from gui.games.base import ScreenContext
    from gui.games.log_model import LogModel
    from gui.games.registry import game_ui

    window = make_window()
    window.resize(1920, 1080)
    window.set_language(lang)
    end = game_ui("tempelgold").build_end(finished_game(10, 3).public_view(),
                                          ScreenContext(renderer=window.renderer, lang=lang, log=LogModel(lang)))
    window.add_screen(end)
    window.show_screen(end)
    qtbot.waitUntil(lambda: end.isVisible() and window.size().width() == 1920, timeout=3000)
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.size().width() == 800 and window.size().height() == 600, timeout=3000)
    qtbot.waitUntil(lambda: check_layout(window, "end") is None, timeout=3000)
    assert all(t.width() < 200 for t in end.tiles) and end._per_row < 11  # noqa: SLF001
