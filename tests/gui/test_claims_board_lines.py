"""The claims board's lines are wrapped whole, never cut with "…" (issue 31): Qt wraps an
item's words for the item's whole width (its size) but drew them inside the item's side
padding (12 px narrower), so a line that just fit one line was drawn cut: "Anna: Ben, was
hast du …" on Diamantenraub's board beside the Bang chooser at 1280×720 with a notice
above the table. The words are now drawn in the width they are wrapped for."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

from gui.games.claims import BoardRow
from gui.games.claims_board import ClaimsBoard


@pytest.mark.parametrize("width", [260, 300, 420])
def test_the_boards_words_are_drawn_in_the_width_they_are_wrapped_for(qtbot: Any, app_look: Any,  # noqa: ARG001
                                                                      width: int) -> None:
    board = ClaimsBoard()
    qtbot.addWidget(board)
    board.set_type_size(15, 3)
    board.show_board([BoardRow("Der Boss fragt"), BoardRow("Anna: Ben, was hast du genommen?", 0)], (),
                     ["Anna", "Ben"], "")
    board.resize(width, 220)
    board.show()
    qtbot.waitExposed(board)
    lines = board.lines
    lines.executeDelayedItemsLayout()
    for row in range(lines.count()):
        item = lines.item(row)
        option = QStyleOptionViewItem()
        lines.initViewItemOption(option)
        option.rect = lines.visualItemRect(item)  # what the view wrapped the words for
        option.text = item.text()
        drawn = lines.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, lines)
        assert drawn.width() == option.rect.width(), (item.text(), option.rect, drawn)


def test_the_header_is_fitted_again_when_the_language_changes(qtbot: Any, app_look: Any) -> None:  # noqa: ARG001
    """Issue 31: the header was fitted to 'Enter a claim' beside 'Ask' on one line; the
    language then changed to German and 'Aussage eintragen' was cut in the 296 px side
    column of Diamantenraub's table (a game with phones, whose pages speak another language)."""
    from gui.games.claims import ClaimForm
    from gui.text.i18n import Translations

    Translations.shared().set_language("en")
    board = ClaimsBoard()
    qtbot.addWidget(board)
    board.set_type_size(15, 3)
    board.setFixedSize(296, 220)  # the side column's width
    board.show()
    qtbot.waitExposed(board)
    forms = (ClaimForm("take", (0, 1)), ClaimForm("ask", (0,), opener="Fragen"))
    board.show_board([BoardRow("Anna: Ben, was hast du genommen?", 0)], forms, ["Anna", "Ben"], "")
    Translations.shared().set_language("de")
    board.retranslate()  # as its table does on a language change
    assert board.enter_button.text() == "Aussage eintragen"
    board.layout().activate()
    button = board.enter_button
    assert button.sizeHint().width() <= button.width() + 1, (button.sizeHint(), button.geometry())
