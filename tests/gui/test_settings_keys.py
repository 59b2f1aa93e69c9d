"""The settings dialog by keyboard and screen reader (issue 37): every control has a name and
its role in both languages, Tab reaches each of them in the order shown, and Escape leaves
the settings unchanged."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gui.dialogs.settings_dialog import SettingsDialog
from gui.persistence.settings import Settings
from gui.text.i18n import Translations
from tests.gui.a11y_audit import audit


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_settings_by_keys(qtbot, lang: str) -> None:  # noqa: ANN001
    Translations.shared().set_language(lang)
    dialog = SettingsDialog(Settings(language=lang))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=3000)
    assert audit(dialog) == []
    assert QApplication.focusWidget() is dialog.language  # it opens on its first control
    order = [dialog.language, dialog.deck, dialog.index_set, dialog.inactivity, dialog.reveal, dialog.computer_delay,
             dialog.fullscreen, dialog.record_history]
    for expected in order[1:]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is expected
    qtbot.keyClick(dialog.record_history, Qt.Key.Key_Space)  # a change, then Escape: nothing is kept
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    assert dialog.result() == 0
