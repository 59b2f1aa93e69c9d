"""The rules fit the dialog's width (issue 10): no sideways scrolling, no word broken in two.

At 800×600 (the smallest window the app supports) and at a large size, in both languages,
for both games: the laid-out text is no wider than its view, the horizontal scroll bar has
nothing to scroll, every line of every table cell ends between words, and the tables keep
a legible size. The contents list does not scroll sideways either.
"""
from __future__ import annotations

import pytest
from PySide6.QtGui import QTextCursor

from gui.dialogs.rules import RulesDialog
from gui.dialogs.rules_fit import SMALLEST_SCALE, tables


def _size(font) -> float:  # noqa: ANN001
    """A font's size in its own unit (pixels if it is pixel sized, else points)."""
    return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF()


def _cell_lines(table) -> list[tuple[str, int, int]]:  # noqa: ANN001
    """(block text, line start, line end) for every laid-out line of every cell of ``table``."""
    lines = []
    for row in range(table.rows()):
        for column in range(table.columns()):
            cell = table.cellAt(row, column)
            cursor = cell.firstCursorPosition()
            block = cursor.block()
            while block.isValid() and block.position() <= cell.lastCursorPosition().position():
                layout = block.layout()
                for i in range(layout.lineCount()):
                    line = layout.lineAt(i)
                    lines.append((block.text(), line.textStart(), line.textStart() + line.textLength()))
                block = block.next()
    return lines


@pytest.mark.parametrize("size", [(800, 600), (1400, 900)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_rules_fit_the_width_and_break_lines_between_words(qtbot, lang, size):
    dialog = RulesDialog(lang)
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    for index, game in enumerate(dialog.browsers):
        dialog.tabs.setCurrentIndex(index)
        qtbot.wait(5)
        browser = dialog.browsers[game]
        document = browser.document()
        assert document.size().width() <= browser.viewport().width(), game
        assert browser.horizontalScrollBar().maximum() == 0, game
        contents = dialog.contents[game]
        assert contents.horizontalScrollBar().maximum() == 0, game
        found = tables(document)
        assert found, f"{game} has tables"
        broken = []
        for table in found:
            for text, start, end in _cell_lines(table):
                # a line ends at the end of its text, or right after a space / before one
                if end < len(text) and not (text[end - 1].isspace() or text[end].isspace() or text[end - 1] in "-–/"):
                    broken.append(f"{text[start:end]!r} | {text[end:]!r}")
            # the text was made smaller only as far as needed, never below the floor
            cursor = QTextCursor(table.cellAt(0, 0).firstCursorPosition())
            assert _size(cursor.charFormat().font()) >= _size(document.defaultFont()) * SMALLEST_SCALE * 0.95
        assert not broken, f"{game}: words broken across lines: {broken[:5]}"


def test_a_wide_table_shrinks_only_in_a_narrow_dialog(qtbot):
    dialog = RulesDialog("de", "tempelgold")
    qtbot.addWidget(dialog)
    dialog.resize(1400, 900)
    dialog.show()
    qtbot.waitExposed(dialog)
    browser = dialog.browsers["tempelgold"]
    full = _size(browser.document().defaultFont())

    def first_cell_size(table) -> float:  # noqa: ANN001
        return _size(table.cellAt(0, 0).firstCursorPosition().charFormat().font())

    assert all(first_cell_size(t) == pytest.approx(full, abs=0.6) for t in tables(browser.document()))
    dialog.resize(800, 600)
    qtbot.wait(5)
    sizes = [first_cell_size(t) for t in tables(browser.document())]
    assert min(sizes) < full  # the eight-column table had to get smaller
    assert max(sizes) == pytest.approx(full, abs=0.6)  # the three-column one did not
