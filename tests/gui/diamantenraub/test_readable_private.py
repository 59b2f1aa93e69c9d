"""Diamantenraub's private screens keep their type at the smallest readable size in an
800×600 window (issue 31 item 10): the role cards' names under narrow cards ("Verdeckter
Ermittler" shrank to 8 px, and cut at 15 px: the labels now take the width of their longest
word), and the Boss's number picker, whose least size grew with its type but whose layout
kept the old height (the number "?" was squeezed)."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QFontInfo

from gui.checks.layout_check import check_layout
from gui.diamantenraub.treasure import TreasureWidget
from gui.diamantenraub.widgets import NumberPicker
from gui.table_kit.style import MIN_TEXT_PX

from .test_dr_small_window import build


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("kind", "n"), [("hide", 5), ("hide", 12), ("take", 12)])
def test_private_screens_at_800x600_keep_readable_whole_words(qtbot: Any, app_look: Any, renderer: Any,  # noqa: ARG001
                                                              kind: str, n: int, lang: str) -> None:
    frame = build(kind, n, renderer, lang)
    qtbot.addWidget(frame)
    frame.resize(800, 570)  # the curtain's frame in an 800×600 window, below the menu bar
    frame.show()
    qtbot.waitExposed(frame)
    qtbot.waitUntil(lambda: check_layout(frame, f"the private screen ({kind})") is None, timeout=5000)
    for treasure in frame.findChildren(TreasureWidget):
        for label in treasure.role_labels:
            assert QFontInfo(label.font()).pixelSize() >= MIN_TEXT_PX, label.text()
            widest = max(label.fontMetrics().horizontalAdvance(w) for w in label.text().split())
            assert widest <= label.contentsRect().width(), label.text()
    for picker in frame.findChildren(NumberPicker):
        if picker.isVisible():
            assert picker.number.height() >= picker.number.sizeHint().height()
