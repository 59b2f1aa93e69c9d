"""Every Tempelgold screen fits an 800×600 window and a fullscreen one: it reflows, it does not clip."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from gui.tempelgold.end import TempelgoldEndScreen
from gui.tempelgold.private import TempelgoldPrivatePanel
from gui.tempelgold.screen import TempelgoldTableScreen

from .conftest import finished_game, make_game, play

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def build(kind: str, n: int, renderer) -> QWidget:  # noqa: ANN001
    if kind == "table":
        screen = TempelgoldTableScreen(renderer, "en")
        screen.show_view(play(make_game(n, seed=2), 4).public_view())
        return screen
    if kind == "private":
        return TempelgoldPrivatePanel(play(make_game(n, seed=2), 4).view(1), renderer, "en", "peek")
    return TempelgoldEndScreen(finished_game(n, 1).public_view(), renderer, "en")


@pytest.mark.parametrize("kind", ["table", "private", "end"])
@pytest.mark.parametrize("n", [3, 10])
@pytest.mark.parametrize("size", SIZES)
def test_fits_and_nothing_is_cut_off(shown_fitting, renderer, kind, n, size):  # noqa: ANN001
    shown_fitting(build(kind, n, renderer), size, kind, n)


def test_a_peek_with_every_chamber_open_fits_in_german(shown_fitting, renderer) -> None:  # noqa: ANN001
    """The longest summary, "kein Gold · keine leere · keine Feuerfalle" (a seat whose chambers
    were all opened this round looks again), wraps at 800×600 instead of being cut off (found by
    the computer-seats sweep: Tempelgold at 9 with 7 computers, seed 907)."""
    from dataclasses import replace

    from gui.text.i18n import Translations

    Translations.shared().set_language("de")
    try:
        seat_view = replace(play(make_game(9, seed=2), 4).view(1), chambers=(), gold=0, empty=0, traps=0)
        panel = TempelgoldPrivatePanel(seat_view, renderer, "de", "peek")
        assert panel.summary.text() == "kein Gold · keine leere · keine Feuerfalle"
        shown_fitting(panel, (800, 600), "peek with every chamber open")
    finally:
        Translations.shared().set_language("en")
