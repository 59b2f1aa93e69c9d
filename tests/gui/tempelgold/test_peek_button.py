""""Look at my cards" shows only while a peek works: a button that does nothing must not look
like one. During a phone's step the table shows ``gui.games.turn_loop.PHONES_STEP`` (no peek: the
Session would ignore the click); the round-over banner's step has none either. As on
Diamantenraub's table, the button is hidden then."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gui.games.base import ScreenContext, TableStep
from gui.games.log_model import LogModel
from gui.games.turn_loop import PHONES_STEP
from gui.tempelgold.seam_table import TempelgoldTable

from .conftest import make_game


def test_the_peek_button_shows_only_while_a_peek_works(qtbot, renderer):  # noqa: ANN001
    table = TempelgoldTable(ScreenContext(renderer, "en", LogModel("en")))
    qtbot.addWidget(table)
    table.resize(1280, 720)
    table.show()
    table.show_view(make_game(4).public_view())
    table.show_step(TableStep("table", interactive=True, peek=True))
    assert table.peek_button.isVisible()
    with qtbot.waitSignal(table.peekRequested, timeout=1000):
        qtbot.mouseClick(table.peek_button, Qt.MouseButton.LeftButton)
    for step in (PHONES_STEP, TableStep("round_over", interactive=False, peek=False)):
        table.show_step(step)
        assert not table.peek_button.isVisible(), step
        table.show_view(make_game(4).public_view())  # a new view keeps it hidden
        table.set_language("de")  # and so does a new language
        table.set_language("en")
        assert not table.peek_button.isVisible(), step
    table.show_step(TableStep("table", interactive=True, peek=True))
    assert table.peek_button.isVisible()
