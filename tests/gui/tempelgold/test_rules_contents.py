"""The rules dialog's contents list jumps to each section (issue 10)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from gui.dialogs.rules import RulesDialog, section_titles
from gui.rules_text import rules_markdown


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_section_is_listed_and_a_click_shows_it_at_the_top(qtbot, qapp, lang):
    dialog = RulesDialog(lang, "tempelgold")
    qtbot.addWidget(dialog)
    dialog.resize(900, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    for game in ("tempelgold", "diamantenraub"):
        dialog.tabs.setCurrentIndex(list(dialog.browsers).index(game))
        titles = section_titles(rules_markdown(game, lang))
        contents = dialog.contents[game]
        listed = [contents.item(i).text() for i in range(contents.count())]
        assert listed == titles + [QCoreApplication.translate("BalanceNote", "Balance")] and len(titles) >= 5
        for row in (len(titles) - 2, 1):  # later sections first: the text must scroll back, too
            contents.setCurrentRow(row)
            qtbot.wait(1)
            assert dialog.section_at_top(game) == titles[row]
