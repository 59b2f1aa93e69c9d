"""The laptop's "Phones…" button lies beside the table's status line, never over it (issue 31
item 10: at 800×600 it covered the line's first words)."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QWidget

from gui.checks.layout_check import check_layout
from gui.phones.banner import WaitingBanner
from gui.table_kit.table_frame import frame_table


@pytest.mark.parametrize("width", [800, 1280])
def test_the_phones_button_leaves_the_status_line_free(qtbot: Any, app_look: Any, width: int) -> None:  # noqa: ARG001 - the real look
    screen = QWidget()
    qtbot.addWidget(screen)
    top, table, side = QLabel("Round 1 of 4 · traps 0 of 2"), QWidget(), QWidget()
    side.setFixedWidth(240)
    hint = QLabel("Carla holds the key: click a chamber of another player, then the next one opens")
    hint.setWordWrap(True)
    frame_table(screen, top, table, side, hint)
    banner = WaitingBanner(screen)
    screen.resize(width, 600)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: check_layout(screen, "the table") is None, timeout=3000)
    assert not banner.geometry().intersects(hint.geometry().translated(hint.parentWidget().pos()))
    assert banner.button.isVisible() and screen.rect().contains(banner.geometry())
    banner.set_waiting(["Anna"])  # waiting: the whole bottom strip, the status line under it
    qtbot.waitUntil(lambda: banner.geometry().contains(hint.geometry().translated(hint.parentWidget().pos())),
                    timeout=3000)
