"""Issue 31, items 1 and 2, on every Tempelgold private screen (the deal, a new round's
chambers, a peek), as the curtain shows them: each is a look with one button, "Done —
cover"; nothing appears, moves or changes its enabled state under the pointer within 1 s of
a press anywhere on it (the role card's flip included), and a press on the background
covers nothing (tests/gui/still.py)."""
from __future__ import annotations

import pytest

from gui.curtain.private_frame import PrivateFrame
from gui.tempelgold.private import TempelgoldPrivatePanel

from ..still import check_still
from .conftest import make_game, play, play_until


def _view(reason: str, n: int):  # noqa: ANN202
    game = make_game(n, seed=2)
    if reason == "redeal":
        game = play_until(game, lambda v: v.round > 1, seed=2)
    elif reason == "peek":
        game = play(game, 2)
    return game.view(1)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("reason", ["deal", "redeal", "peek"])
@pytest.mark.parametrize(("n", "size"), [(3, (800, 570)), (10, (1280, 690))])
def test_nothing_moves_under_the_pointer(qtbot, app_look, renderer, reason, n, size, lang):  # noqa: ANN001, ARG001
    view = _view(reason, n)
    frame = PrivateFrame(view.name, TempelgoldPrivatePanel(view, renderer, lang, reason), view_only=True)
    assert check_still(qtbot, frame, size) == [], (reason, n, size, lang)
    assert frame.cover_button is None and frame.hide_button.isEnabled()
