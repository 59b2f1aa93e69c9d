"""The Bang chooser ("who shouted first?", a button per seat that may shout) fits the side
column at 800×600 with twelve players (issue 31): its buttons were squeezed onto each other,
"Kai" lay on "Nobody shouted". The log and the claims board step aside while it would not
fit above them, and stay where there is room."""
from __future__ import annotations

from typing import Any

import pytest

from gui.checks.layout_check import check_layout
from gui.diamantenraub.board_table import DiamantenraubTableWithBoard
from gui.games.base import TableStep
from gui.games.claims import BoardRow
from gui.games.log_model import LogModel

from .test_dr_small_window import peng_game


def _overlap(a: Any, b: Any) -> bool:
    both = a.geometry().intersected(b.geometry())
    return both.width() > 1 and both.height() > 1


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("n", "size", "log_stays"), [(12, (800, 560), False), (5, (800, 560), None),
                                                       (12, (1920, 1040), True), (5, (1280, 680), True)])
def test_the_bang_chooser_fits_the_column(qtbot: Any, app_look: Any, renderer: Any,  # noqa: ARG001
                                          lang: str, n: int, size: tuple[int, int], log_stays: bool | None) -> None:
    """``log_stays``: whether the log is still shown beside the chooser (``None``: either)."""
    from gui.text.i18n import Translations

    Translations.shared().set_language(lang)
    game = peng_game(n)
    log = LogModel(lang)
    log.set_engine_log(game.public_view().log)
    table = DiamantenraubTableWithBoard(renderer, lang, log)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    board = table.claims_board()
    board.setVisible(True)  # as the Session's claims keeper shows it, with what was said
    names = list(game.public_view().players)
    board.show_board([BoardRow("Stories"), BoardRow(f"{names[1]}: got 9 diamonds, took: nothing", 1),
                      BoardRow(f"{names[2]}: answered aloud", 2)], (), names, "")
    table.show_view(game.public_view())
    table.show_step(TableStep("peng", peek=False, interactive=True))
    table.set_interactive(True)
    box = table.action_box
    buttons = [*box.peng_buttons.values(), box.reveal_button]
    assert len(box.peng_buttons) >= (5 if n == 12 else 1)
    qtbot.waitUntil(lambda: check_layout(table, "the Bang chooser") is None, timeout=3000)
    for k, first in enumerate(buttons):
        assert first.height() >= first.minimumSizeHint().height(), first.text()
        for second in buttons[k + 1:]:
            assert not _overlap(first, second), (first.text(), second.text())
    if log_stays is not None:
        assert table.log_view.isVisible() is log_stays
