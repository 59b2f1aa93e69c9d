"""The round-end banner keeps the last result in sight (issue 31 item 7): its veil covered the
table and the log, and the opening that ended the round vanished under it."""
from __future__ import annotations

import pytest

from gui.cards import element_id
from gui.games.base import ScreenContext, TableStep
from gui.games.log_model import LogModel
from gui.tempelgold.seam_table import TempelgoldTable

from .conftest import make_game, play_until


@pytest.mark.parametrize("lang, size", [("en", (1280, 720)), ("de", (800, 600))])
def test_the_round_end_banner_shows_the_last_opened_card_and_its_line(qtbot, renderer, lang, size):  # noqa: ANN001
    game = play_until(make_game(4, seed=5), lambda v: v.round == 2 and v.opened_this_round == 0, seed=5)
    view = game.public_view()
    assert view.round == 2 and view.opened, "the game did not reach the second round"
    table = TempelgoldTable(ScreenContext(renderer, lang, LogModel(lang)))
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    table.show_view(view)
    table.show_step(TableStep("round_over", interactive=False, peek=False))
    banner = table.banner
    qtbot.waitUntil(lambda: banner.isVisible() and banner.last_row.isVisible(), timeout=2000)
    last = view.opened[-1]
    opening_lines = [e for e in view.log if e.visible_to is None and e.key.startswith("tg.open.")]
    assert banner.last_card is not None and banner.last_card.element() == element_id(last.card)
    assert banner.last_text.text() == opening_lines[-1].text(lang)
    # in sight: inside the banner's card, not cut off, readable
    card_rect = banner.last_card.geometry().translated(banner.last_row.pos())
    assert banner.card.rect().contains(card_rect)
    assert banner.last_text.visibleRegion().boundingRect() == banner.last_text.rect()
    assert banner.last_text.font().pixelSize() >= 15
    table.show_step(TableStep("table", interactive=True, peek=True))
    assert not banner.isVisible()
