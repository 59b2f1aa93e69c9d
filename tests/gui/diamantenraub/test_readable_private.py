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


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("n", [5, 12])
def test_the_end_screen_at_800x600_keeps_readable_names(qtbot: Any, app_look: Any, renderer: Any,  # noqa: ARG001
                                                        n: int, lang: str) -> None:
    """The end screen's tiles were as narrow as their small cards: "Anna" was cut at 12
    players, and the captions shrank to 8 px (at 5 players, at 15 px, a word was cut).
    Tiles are now as wide as their words need at the smallest readable size, in more rows
    where two do not fit across; what still does not fit (twelve players) scrolls in the
    screen's one scroll area, whole, instead of being cut."""
    screen = build("end", n, renderer, lang)
    qtbot.addWidget(screen)
    screen.resize(800, 577)  # an 800×600 window below the menu bar
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: check_layout(screen, "the end screen") is None, timeout=3000)
    for tile in screen.tiles:
        assert QFontInfo(tile.name.font()).pixelSize() >= MIN_TEXT_PX
        assert QFontInfo(tile.caption.font()).pixelSize() >= MIN_TEXT_PX
