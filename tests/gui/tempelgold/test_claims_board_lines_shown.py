"""A big window shows more of the claims board (issue 31, found looking at whole games: at
1920×1080 a ten-seat round's claims scrolled in a board of 4 lines beside a log of 30)."""
from __future__ import annotations

import pytest

from gui.games.base import ScreenContext, TableStep
from gui.games.claims import BoardRow
from gui.games.log_model import LogModel
from gui.tempelgold.seam_table import TempelgoldTable

from .conftest import make_game


@pytest.mark.parametrize("size, lines", [((800, 600), 4), ((1280, 720), 4), ((1920, 1080), 8)])
def test_the_board_shows_more_lines_in_a_taller_window(qtbot, renderer, size, lines):  # noqa: ANN001
    table = TempelgoldTable(ScreenContext(renderer, "en", LogModel("en")))
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    view = make_game(10, seed=3).public_view()
    table.show_view(view)
    table.show_step(TableStep("table", interactive=True, peek=True))
    board, names = table.claims_board(), list(view.players)
    rows = [BoardRow("Round 1")] + [BoardRow(f"{name}: 1 gold, 0 traps", seat) for seat, name in enumerate(names)]
    board.setVisible(True)
    board.show_board(rows, (), names, "")
    list_view = board.lines
    qtbot.waitUntil(lambda: list_view.height() == list_view.maximumHeight(), timeout=5000)
    first = list_view.visualItemRect(list_view.item(1))
    shown = sum(1 for row in range(list_view.count())
                if list_view.viewport().rect().contains(list_view.visualItemRect(list_view.item(row))))
    assert shown >= lines - 1, (shown, first, list_view.height())  # a line may be half in view
    assert shown <= lines + 1, (shown, list_view.height())
