"""A table's graphics view and its viewport have the same accessible name: the viewport
shares the view's focus, and a real AT-SPI client met it as a second focused object without
a name (issue 37 §2: every Tab stop named)."""
from __future__ import annotations

from engine.registry import game_info
from gui.games.base import ScreenContext
from gui.games.log_model import LogModel
from gui.games.registry import game_ui
from gui.games.steps import TableStep


def test_each_games_table_names_its_viewport_as_its_view(qtbot, qapp):  # noqa: ANN001, ARG001
    from gui.cards.renderer import DeckRenderer

    renderer = DeckRenderer()
    for game_id, names in (("tempelgold", ["Anna", "Ben", "Carla"]), ("diamantenraub", ["Anna", "Ben", "Carla", "Dana", "Emil"])):
        info = game_info(game_id)
        game = info.load().new_game(info.make_config(names, {}), 3)
        table = game_ui(game_id).build_table(ScreenContext(renderer, "en", LogModel("en")))
        qtbot.addWidget(table)
        table.resize(1280, 720)
        table.show()
        table.show_view(game.public_view())
        table.show_step(TableStep("table", interactive=True, peek=True))
        view = table.view
        assert view.accessibleName(), game_id
        assert view.viewport().accessibleName() == view.accessibleName(), game_id
