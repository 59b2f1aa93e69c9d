"""Issue 31, items 1 and 2, on every Diamantenraub private screen as the curtain shows it:
nothing appears, moves, swaps or changes its enabled state under the pointer within 1 s of a
press anywhere on the screen; a press on the background covers nothing; commit and cover are
≥ 48 px apart and look different (tests/gui/still.py)."""
from __future__ import annotations

import pytest

from engine import diamantenraub as dr
from gui.curtain.private_frame import PrivateFrame
from gui.diamantenraub.peek_panel import build_private_panel

from ..still import check_still, commit_and_cover
from .conftest import make_game, passed
from .test_dr_small_window import full_take, returned_game

# (kind, seat, how the game got there): the steps the flow makes, and whether they only show
SCREENS = {
    "hide": ("hide", False),
    "take-first": ("take", False),
    "take-middle": ("take", False),
    "take-last": ("take", False),
    "returned": ("returned", True),
    "peek": ("peek", True),
    "peek-boss": ("peek", True),
}


def _view(screen: str, n: int) -> dr.SeatView:
    if screen == "hide":
        return make_game(n, seed=2).view(0)
    if screen == "take-first":
        return full_take(n).view(1)
    if screen in ("take-middle", "take-last"):
        game = full_take(n)
        game.apply(1, dr.TakeDiamonds(1))
        last = n - 1 if screen == "take-last" else 2
        for seat in range(2, last):
            game.apply(seat, dr.TakeDiamonds(1))
        return game.view(last)
    if screen == "returned":
        return returned_game(n).view(0)
    game = passed(make_game(n, seed=2), seed=2)
    return game.view(0 if screen == "peek-boss" else n - 1)


def build(screen: str, n: int, renderer, lang: str) -> PrivateFrame:  # noqa: ANN001
    kind, view_only = SCREENS[screen]
    view = _view(screen, n)
    return PrivateFrame(view.name, build_private_panel(kind, view, renderer, lang), view_only=view_only)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize(("n", "size"), [(5, (800, 570)), (12, (1280, 690))])
def test_nothing_moves_under_the_pointer(qtbot, app_look, renderer, screen, n, size, lang):  # noqa: ANN001, ARG001
    frame = build(screen, n, renderer, lang)
    assert check_still(qtbot, frame, size) == [], (screen, n, size, lang)
    if not SCREENS[screen][1]:
        assert commit_and_cover(frame) == [], (screen, n, size, lang)
    else:
        assert frame.cover_button is None  # a look: one button, nothing to commit
