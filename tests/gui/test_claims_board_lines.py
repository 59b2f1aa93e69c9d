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
