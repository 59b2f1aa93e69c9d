"""The end screen's "the winners choose the next Boss" box (issue 31, seen at every size):
its styled face drew the drop-down part as a narrow grey strip with a tiny arrow at the
box's right edge, which read as a scroll bar cut off. The face is now whole to its rounded
edge, with a clear arrow in the box's ink."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor

from .test_dr_small_window import build


@pytest.mark.parametrize("size", [(800, 577), (1920, 1050)])
def test_the_next_boss_box_has_a_whole_face_and_a_clear_arrow(qtbot: Any, app_look: Any, renderer: Any,  # noqa: ARG001
                                                             size: tuple[int, int]) -> None:
    screen = build("end", 5, renderer, "en")
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    box = screen.boss_choice
    box.clearFocus()
    image = box.grab().toImage()
    face = QColor("#f7f3e8")
    middle = image.height() // 2

    def near(colour: QColor, other: QColor, slack: int = 12) -> bool:
        return all(abs(a - b) <= slack for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3]))

    # the strip by the right edge (inside the 3 px frame and the rounding) is face, top to bottom
    for x in range(image.width() - 9, image.width() - 5):
        for y in range(middle - 8, middle + 9):
            assert near(image.pixelColor(x, y), face), (x, y, image.pixelColor(x, y).name())
    # an arrow left of it, dark on the face, at its widest half the type's height or more
    widest = max(sum(1 for x in range(image.width() - 40, image.width() - 9)
                     if image.pixelColor(x, y).lightness() < 90) for y in range(middle - 10, middle + 11))
    assert widest >= box.fontMetrics().height() // 2, widest
