"""A role's name on the end screen is never cut (issue 31 item 10): at 800×600 with ten
players, a tile made taller by a two-line caption once squeezed its role frame, and
"Adventurer" lost its last pixels (found by the computer-seat self-play sweep, seed 44)."""
from __future__ import annotations

import random

import pytest

from engine.registry import game_info
from gui.checks.layout_check import check_layout
from gui.games.base import ScreenContext
from gui.games.log_model import LogModel
from gui.games.registry import game_ui

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hugo", "Ida", "Jonas"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_ten_players_at_800x600_keep_every_role_name_whole(make_window, qtbot, lang: str) -> None:  # noqa: ANN001
    window = make_window()
    window.resize(800, 600)
    window.set_language(lang)
    info, ui = game_info("tempelgold"), game_ui("tempelgold")
    game = info.load().new_game(info.make_config(NAMES, {}), 8)
    rng = random.Random(8)
    while game.outcome() is None:  # seed 8: Dan's caption takes two lines ("1 trap, 1 empty")
        seat = min(game.pending_seats())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    end = ui.build_end(game.public_view(), ScreenContext(renderer=window.renderer, lang=lang, log=LogModel(lang)))
    window.add_screen(end)
    window.show_screen(end)
    qtbot.waitUntil(lambda: end.isVisible() and window.size().width() == 800, timeout=3000)
    qtbot.waitUntil(lambda: check_layout(window, "end") is None, timeout=3000)
