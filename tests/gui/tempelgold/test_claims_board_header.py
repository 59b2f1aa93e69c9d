"""The claims board's header is laid out whole the moment "Enter a claim" appears (issue 31):
in a ten-seat German game at 800×600 a picture taken as the round's first form arrived showed
the button squeezed under "Aussagen" — the header had turned to two lines, the board kept its
one-line height until Qt's next layout pass (and, with its layout's stale size hint, asked for
no more)."""
from __future__ import annotations

import pytest

from gui.games.base import ScreenContext, TableStep
from gui.games.log_model import LogModel
from gui.tempelgold.claims import TempelgoldClaims
from gui.tempelgold.seam_table import TempelgoldTable
from gui.text.i18n import Translations

from .conftest import make_game


def _whole(board) -> None:  # noqa: ANN001
    """Every part of the header at its full size, the title and the button apart."""
    button, title = board.enter_button, board.title
    assert button.isVisible()
    assert button.height() >= button.minimumSizeHint().height(), button.geometry()
    assert button.width() >= button.minimumSizeHint().width(), button.geometry()
    assert title.height() >= title.sizeHint().height(), title.geometry()
    assert not title.geometry().intersects(button.geometry()), (title.geometry(), button.geometry())
    assert board.height() >= board.sizeHint().height()


@pytest.mark.parametrize("lang, size", [("de", (800, 600)), ("en", (800, 600)), ("de", (1920, 1080))])
@pytest.mark.parametrize("first_hidden", [False, True])
def test_the_header_is_whole_when_the_first_form_arrives(qtbot, renderer, english_after, lang, size, first_hidden):  # noqa: ANN001, ARG001
    Translations.shared().set_language(lang)
    table = TempelgoldTable(ScreenContext(renderer, lang, LogModel(lang)))
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    view = make_game(10, seed=3).public_view()
    table.show_view(view)
    table.show_step(TableStep("table", interactive=True, peek=True))
    board, names = table.claims_board(), list(view.players)
    if not first_hidden:  # the board shows its title while the computers look at their chambers
        board.setVisible(True)
        board.show_board([], (), names, "")
        qtbot.waitUntil(lambda: board.height() == board.sizeHint().height(), timeout=2000)
    board.setVisible(True)
    board.show_board([], TempelgoldClaims().forms(view, [0], [], lang), names, "")
    _whole(board)  # at once: no event has run since the form arrived
    qtbot.wait(50)
    _whole(board)
