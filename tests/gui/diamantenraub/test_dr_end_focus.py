"""Issue 37 §4 on Diamantenraub's end screen: it comes up with "Play again" focused, and the
next Boss's chooser before it shows its focus (a gold frame; its own style sheet had none)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from engine import diamantenraub as dr
from gui.diamantenraub.end import DiamantenraubEnd

from tests.gui.focus_check import focus_contrast

from .conftest import finished_with


def test_the_next_boss_chooser_shows_its_focus(qtbot, renderer, app_look) -> None:  # noqa: ANN001, ARG001
    screen = DiamantenraubEnd(finished_with(dr.Reason.BOSS_ELIMINATED, 7).public_view(), renderer, "en")
    qtbot.addWidget(screen)
    screen.resize(800, 600)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.again_button, timeout=2000)
    qtbot.keyClick(screen.again_button, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is screen.boss_choice
    changed, perimeter = focus_contrast(screen.boss_choice)
    assert changed >= perimeter, (changed, perimeter)
