"""The game history by keyboard and screen reader (issue 37): every control of every tab has
an accessible name and its role, in both languages; Tab reaches every control and comes back
round; the arrow keys on the tab bar change the tab; Return on a game shows its end screen,
and Escape closes it and then the history."""
from __future__ import annotations

import pathlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from gui.history.end_screen import EndScreenDialog
from gui.history.screen import HistoryDialog
from tests.gui.a11y_audit import audit
from tests.history.test_history_screen import _fill


def _focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def _open(qtbot, path: pathlib.Path, lang: str) -> HistoryDialog:  # noqa: ANN001
    dialog = HistoryDialog(lang, path=path, ask=lambda *_: True)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=3000)
    return dialog


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_tab_of_the_history_names_its_controls(qtbot, tmp_path: pathlib.Path, lang: str) -> None:  # noqa: ANN001
    path = tmp_path / "h.sqlite3"
    _fill(path, 4)
    dialog = _open(qtbot, path, lang)
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: dialog.tabs.currentWidget().isVisible(), timeout=3000)
        assert audit(dialog) == [], (lang, dialog.tabs.tabText(index))


def test_the_history_by_keys_alone(qtbot, tmp_path: pathlib.Path) -> None:  # noqa: ANN001
    path = tmp_path / "h.sqlite3"
    _fill(path, 3)
    dialog = _open(qtbot, path, "en")
    assert _focused() is dialog.games  # it opens on the list of games
    # Tab visits every control of the tab and comes round to the list
    seen: list[QWidget] = []
    for _ in range(40):
        qtbot.keyClick(_focused(), Qt.Key.Key_Tab)
        if _focused() is dialog.games:
            break
        seen.append(_focused())
    assert _focused() is dialog.games
    for control in (dialog.game_filter, dialog.player_filter, dialog.close_button, dialog.tabs.tabBar()):
        assert control in seen, control
    # the tab bar: the arrow keys move between the tabs, and back
    while _focused() is not dialog.tabs.tabBar():
        qtbot.keyClick(_focused(), Qt.Key.Key_Tab)
    qtbot.keyClick(_focused(), Qt.Key.Key_Right)
    assert dialog.tabs.currentIndex() == 1
    qtbot.keyClick(_focused(), Qt.Key.Key_Left)
    assert dialog.tabs.currentIndex() == 0
    # Return on a game: its end screen; Escape closes it, then the history
    dialog.games.setFocus()  # back to the list (Tab would get there too, as above)
    qtbot.keyClick(dialog.games, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.games, Qt.Key.Key_Return)
    shown = [w for w in dialog.findChildren(EndScreenDialog) if w.isVisible()]
    assert len(shown) == 1
    qtbot.keyClick(shown[0], Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not shown[0].isVisible(), timeout=3000)
    qtbot.keyClick(_focused(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
