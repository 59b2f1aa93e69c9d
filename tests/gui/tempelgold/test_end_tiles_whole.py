"""Every tile of the end screen gets the height it needs (issue 31, seen in a ten-seat English
game at 800×600): a caption that wraps to two lines ("1 gold, 1 / empty") made a tile want
more than the screen gave, and the role's name slid over the bottom of its role card."""
from __future__ import annotations

import pytest

from gui.tempelgold.end import TempelgoldEndScreen
from gui.text.i18n import Translations

from .conftest import finished_game


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("seed", [1, 2, 3, 23])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_no_role_name_lies_over_its_card(qtbot, app_look, english_after, renderer, lang, seed, size):  # noqa: ANN001, ARG001
    Translations.shared().set_language(lang)
    end = TempelgoldEndScreen(finished_game(10, seed).public_view(), renderer, lang)
    qtbot.addWidget(end)
    end.resize(*size)
    end.show()
    qtbot.waitExposed(end)
    qtbot.wait(20)
    for tile in end.tiles + end.leftover_tiles:
        frame, card = tile.frame, tile.card
        assert frame.height() >= frame.sizeHint().height(), (tile.name.text(), frame.height(), frame.sizeHint())
        label = frame.name.geometry()
        assert label.top() >= card.geometry().bottom(), (tile.name.text(), label, card.geometry())
        caption = tile.caption
        if caption.isVisible() and caption.text():
            assert caption.height() >= caption.heightForWidth(caption.width()), (tile.name.text(), caption.text())
