"""The laptop's "Phones…" button lies beside the table's status line, never over it (issue 31
item 10: at 800×600 it covered the line's first words)."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QWidget

from gui.checks.layout_check import check_layout
from gui.phones.banner import WaitingBanner
from gui.table_kit.table_frame import frame_table, status_slot


def _framed_table(qtbot: Any, width: int, status: str) -> tuple[QWidget, QLabel, WaitingBanner]:
    """A table's frame with its status line ``status`` and the phones' sign, shown at ``width``
    by 600 px and laid out as the layout check wants it."""
    screen = QWidget()
    qtbot.addWidget(screen)
    top, table, side = QLabel("Round 1 of 4 · traps 0 of 2"), QWidget(), QWidget()
    side.setFixedWidth(240)
    hint = QLabel(status)
    hint.setWordWrap(True)
    frame_table(screen, top, table, side, hint)
    banner = WaitingBanner(screen)
    screen.resize(width, 600)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: check_layout(screen, "the table") is None, timeout=3000)
    return screen, hint, banner


@pytest.mark.parametrize("width", [800, 1280])
def test_the_phones_button_leaves_the_status_line_free(qtbot: Any, app_look: Any, width: int) -> None:  # noqa: ARG001 - the real look
    screen, hint, banner = _framed_table(
        qtbot, width, "Carla holds the key: click a chamber of another player, then the next one opens")
    assert not banner.geometry().intersects(hint.geometry().translated(hint.parentWidget().pos()))
    assert banner.button.isVisible() and screen.rect().contains(banner.geometry())
    banner.set_waiting(["Anna"])  # waiting: the whole bottom strip, the status line under it
    qtbot.waitUntil(lambda: banner.geometry().contains(hint.geometry().translated(hint.parentWidget().pos())),
                    timeout=3000)


@pytest.mark.parametrize("width", [800, 1280])
def test_the_phones_button_keeps_its_place_when_the_sign_comes_and_goes(qtbot: Any, app_look: Any,  # noqa: ARG001
                                                                       width: int) -> None:
    """Issue 31: "Waiting for Ben's phone" moved the button from the left corner to the right
    end of the strip and back, as the phones took their turns; and the room kept beside the
    status line stayed as wide as the whole sign (the line wrapped into three)."""
    screen, _hint, banner = _framed_table(qtbot, width, "Carla has the treasure")

    def button_at() -> Any:
        return banner.button.mapTo(screen, banner.button.rect().topLeft())

    alone, slot = button_at(), status_slot(screen).width()
    for names in (["Ben"], ["Ben", "Dana"], []):
        banner.set_waiting(names)
        assert banner.label.isVisible() is bool(names)

        def kept() -> bool:
            return (abs(button_at().x() - alone.x()) <= 1 and abs(button_at().y() - alone.y()) <= 2
                    and abs(status_slot(screen).width() - slot) <= 1)

        qtbot.waitUntil(kept, timeout=2000)
    qtbot.waitUntil(lambda: check_layout(screen, "the table") is None, timeout=3000)
