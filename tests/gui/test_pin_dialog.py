"""The start screen's PIN dialog (``gui.screens.pin_dialog``, loaded when "PIN …" is clicked)."""
from __future__ import annotations

import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from gui.screens.pin_dialog import PinDialog
from gui.screens.start import StartScreen
from tests.gui.a11y_audit import audit


def _open_dialog() -> PinDialog:
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, PinDialog) and w.isVisible())


def test_the_pin_button_asks_twice_and_protects_the_chosen_player(qtbot) -> None:  # noqa: ANN001
    screen = StartScreen("en", ["Anna", "Ben", "Carla"])
    qtbot.addWidget(screen)
    seen: list[str] = []

    def type_the_pin() -> None:
        dialog = _open_dialog()
        seen.append(dialog.info.text())
        dialog.first.setText("2468")
        dialog.second.setText("2468")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, type_the_pin)
    qtbot.mouseClick(screen.players.rows[1].pin, Qt.MouseButton.LeftButton)
    assert seen and seen[0].startswith("Ben can protect their cards")
    assert screen.pins() == {1: "2468"}
    assert not screen.players.rows[1].pin.icon().isNull()  # the padlock
    assert screen.players.rows[0].pin.icon().isNull()


def test_two_different_pins_are_refused_and_the_dialog_stays_open(qtbot) -> None:  # noqa: ANN001
    dialog = PinDialog("Anna")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.first.setText("1234")
    dialog.second.setText("1235")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.problem.text() == "The two PINs differ."
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    dialog.first.setText("12")
    dialog.second.setText("12")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.problem.text() == "A PIN has exactly four digits."
    assert dialog.isVisible()


def test_the_start_screen_does_not_load_the_dialog_before_it_is_asked_for() -> None:
    import subprocess

    probe = (
        "import os, sys; os.environ['QT_QPA_PLATFORM'] = 'offscreen'; "
        "import gui.screens.start; "
        "print(sorted(m for m in ('gui.screens.pin_dialog', 'gui.balance.balance_chart', 'gui.games.base') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"


def test_a_pin_is_set_by_keys_alone(qtbot) -> None:  # noqa: ANN001
    """Space on a row's "PIN …" button opens the dialog with the first field focused; the PIN
    is typed, Tab goes to the second field, and Return accepts (issue 37)."""
    screen = StartScreen("en", ["Anna", "Ben", "Carla"])
    qtbot.addWidget(screen)
    screen.show()
    screen.activateWindow()
    qtbot.waitExposed(screen)
    steps: list[str] = []

    def type_the_pin() -> None:
        dialog = _open_dialog()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=3000)
        steps.append("first" if QApplication.focusWidget() is dialog.first else "elsewhere")
        assert audit(dialog) == []  # both fields named by their labels, the buttons by their text
        qtbot.keyClicks(dialog.first, "1357")
        qtbot.keyClick(dialog.first, Qt.Key.Key_Tab)
        steps.append("second" if QApplication.focusWidget() is dialog.second else "elsewhere")
        qtbot.keyClicks(dialog.second, "1357")
        qtbot.keyClick(dialog.second, Qt.Key.Key_Return)

    button = screen.players.rows[2].pin
    button.setFocus(Qt.FocusReason.TabFocusReason)
    QTimer.singleShot(0, type_the_pin)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert steps == ["first", "second"]
    assert screen.pins() == {2: "1357"}
