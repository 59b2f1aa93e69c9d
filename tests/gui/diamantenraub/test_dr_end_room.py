"""The end screen uses a large window (issue 31): at 1920×1080 with twelve players its cards
shrank to a third, with half the screen empty below and a scroll bar with nothing to scroll.
A resize reached the screen before its layout had widened the scroll area, and the tiles,
measured at the old narrow width, seemed twice as tall as they are."""
from __future__ import annotations

from typing import Any

import pytest

from .test_dr_small_window import build


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", [(1920, 1050), (1280, 690)])
def test_the_end_screen_fills_a_large_window_without_scrolling(qtbot: Any, app_look: Any, renderer: Any,  # noqa: ARG001
                                                               lang: str, size: tuple[int, int]) -> None:
    from gui.text.i18n import Translations

    Translations.shared().set_language(lang)
    screen = build("end", 12, renderer, lang)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    bar = screen.scroller.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() == 0, timeout=3000)  # everything is in view: nothing to scroll
    card_height = screen.tiles[1].fan.height()  # a card picture (not the Boss's outline)
    assert card_height >= size[1] * 0.12, card_height  # the cards take the room there is


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_five_player_end_screen_fits_800x600_without_a_scroll_bar(qtbot: Any, app_look: Any, renderer: Any,  # noqa: ARG001
                                                                    lang: str) -> None:
    """At 800×600 (the window's room below its menu bar) a five-player end screen showed a
    scroll bar for 7 px: the fit was judged by the layout's minimum size, which counted the
    two-line headline short. The cards now shrink until the tiles fit the room they get.
    (With six players the cards reach their smallest size first, and the rest scrolls.)"""
    from gui.text.i18n import Translations

    Translations.shared().set_language(lang)
    screen = build("end", 5, renderer, lang)
    qtbot.addWidget(screen)
    screen.resize(800, 577)
    screen.show()
    qtbot.waitExposed(screen)
    bar = screen.scroller.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() == 0, timeout=3000)  # nothing to scroll
    assert not bar.isVisible()
