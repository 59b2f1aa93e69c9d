"""The rules dialog's contents list jumps to each section (issue 10)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from engine.registry import GAMES
from gui.dialogs.rules import RulesDialog, section_titles
from gui.text.rules_text import rules_markdown


def heading_top(browser, title: str) -> float:  # noqa: ANN001
    doc = browser.document()
    block = doc.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() == 2 and block.text().strip() == title:
            return doc.documentLayout().blockBoundingRect(block).top()
        block = block.next()
    raise AssertionError(f"no heading {title!r}")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_section_is_listed_and_a_click_shows_it_at_the_top(qtbot, qapp, lang):
    dialog = RulesDialog(lang, "tempelgold")
    qtbot.addWidget(dialog)
    dialog.resize(900, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    for game in GAMES:
        dialog.tabs.setCurrentIndex(list(dialog.browsers).index(game))
        titles = section_titles(rules_markdown(game, lang))
        contents = dialog.contents[game]
        listed = [contents.item(i).text() for i in range(contents.count())]
        assert listed == titles + [QCoreApplication.translate("BalanceNote", "Balance")] and len(titles) >= 5
        for row in (len(titles) - 2, 1):  # later sections first: the text must scroll back, too
            contents.setCurrentRow(row)
            qtbot.wait(1)
            browser = dialog.browsers[game]
            bar = browser.verticalScrollBar()
            top = heading_top(browser, titles[row])
            assert bar.value() <= top < bar.value() + browser.viewport().height()  # the heading is in view
            # … at the top, unless the text below it is too short to scroll that far
            assert dialog.section_at_top(game) == titles[row] or bar.value() == bar.maximum()
