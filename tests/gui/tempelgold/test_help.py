"""Help → About and the notice bar's close button (issue 10, "Forgiving")."""
from __future__ import annotations

import pytest

from gui.persistence import storage
from gui.dialogs.about import AboutDialog, app_version

pytestmark = pytest.mark.usefixtures("english_after")


def test_about_says_version_licence_credits_and_where_the_files_live(qtbot, qapp):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert app_version() in text and "MIT" in text
    assert "Timebomb" in text and "Mafia de Cuba" in text
    assert str(storage.settings_path()) in text and str(storage.autosave_path()) in text


def test_about_is_in_the_help_menu(make_window, monkeypatch):
    window = make_window()
    shown = []
    monkeypatch.setattr(AboutDialog, "exec", lambda self: shown.append(self.text()) or 0)
    assert window.menus.about_action in window.menus.help_menu.actions()
    window.menus.about_action.trigger()
    assert shown and "Kartentisch" in window.menus.about_action.text()


def test_the_notice_close_button_shows_its_cross(make_window, qtbot):
    window = make_window()
    window.notify("Something to say")
    button = window.notice.close_button
    qtbot.waitUntil(button.isVisible, timeout=1000)
    assert button.text() == "×"
    assert button.fontMetrics().horizontalAdvance("×") <= button.contentsRect().width()
    button.click()
    assert window.notice_text() == ""
