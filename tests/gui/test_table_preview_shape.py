"""The start screen's seating drawing keeps the shape of a table (issue 31): in a crowded
right column at 1920×1080 it got 90 px and drew the table as a line 18 px high, the "Boss"
tag on its rim. It now asks for the height a table needs, and is never flatter than one."""
from __future__ import annotations

from typing import Any

import pytest

from gui.checks.layout_check import check_layout
from gui.screens.table_preview import MAX_ASPECT, MIN_TABLE_H, TablePreview

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hannes", "Ines", "Jonas", "Kai", "Lena"]


@pytest.mark.parametrize("n", [5, 12])
@pytest.mark.parametrize("width", [300, 420, 640])
def test_the_drawn_table_keeps_a_tables_shape(qtbot: Any, n: int, width: int) -> None:
    preview = TablePreview()
    qtbot.addWidget(preview)
    preview.set_names(NAMES[:n], 0, tag="Boss")
    preview.resize(width, preview.minimumHeight())
    preview.show()
    qtbot.waitExposed(preview)
    assert preview.minimumHeight() > 90 or n == 12  # five names alone fit in 90 px, a table does not
    table = preview._table_rect()
    assert table.height() >= MIN_TABLE_H and table.width() <= MAX_ASPECT * table.height() + 0.5, table
    assert preview.elided() == "" and check_layout(preview, "the seating drawing") is None
