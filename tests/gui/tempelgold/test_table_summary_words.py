"""The table's spoken summary counts its chambers in words of the right number, in both
languages, also on the seam's table (a subclass): PySide6 looked a counted text up only in
the subclass's context, and the summary read "3 chamber(s) face down" in German too
(found with a real AT-SPI client, issue 37 §3)."""
from __future__ import annotations

import pytest

from gui.games.base import ScreenContext
from gui.games.log_model import LogModel
from gui.tempelgold.seam_table import TempelgoldTable
from gui.text.i18n import Translations

from .conftest import make_game, play_until


@pytest.mark.parametrize("lang, many, one", [("en", "Anna: 5 chambers face down", "1 chamber face down"),
                                             ("de", "Anna: 5 Kammern verdeckt", "1 Kammer verdeckt")])
def test_the_seam_tables_summary_says_its_counts_in_words(qtbot, renderer, lang, many, one):  # noqa: ANN001
    Translations.shared().set_language(lang)
    try:
        table = TempelgoldTable(ScreenContext(renderer, lang, LogModel(lang)))
        qtbot.addWidget(table)
        table.show_view(make_game(3).public_view())
        assert many in table.view.accessibleDescription()
        late = play_until(make_game(3, seed=4), lambda v: any(s.face_down == 1 for s in v.seats), seed=4)
        table.show_view(late.public_view())
        assert one in table.view.accessibleDescription() and "(s)" not in table.view.accessibleDescription()
    finally:
        Translations.shared().set_language("en")
