"""The dialogs the main window opens over whatever is on screen: a part the window owns.

The rules, the game history, About and the settings are opened from the menus (and the
history from the start screen) at any moment of a game. Each covers a private screen first
(:meth:`DialogHost._cover_secrets`): a dialog must never open over a secret. They share
that rule and nothing else of the window, so they are one part.

:class:`WindowDialogs` is an object, not a base class: :class:`~gui.shell.main_window.MainWindow`
creates one and calls it. It reaches the window only through two narrow interfaces: the
:class:`QMainWindow` its dialogs open over, and the :class:`DialogHost` it asks.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

    from gui.persistence.settings import Settings
    from gui.shell.window_boot import WindowBoot


def question_box(parent: QWidget, title: str, question: str) -> QMessageBox:
    """The window's yes/no question (:meth:`MainWindow.ask`), not yet shown. "No" is the
    default and the Escape answer (the questions end or discard something, so Enter must not),
    and the dialog says so to a screen reader in its accessible description (issue 37 §5):
    it opens with "No" focused."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QMessageBox  # loaded when first needed (start-up time)

    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    box = QMessageBox(QMessageBox.Icon.Question, title, question, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    box.setAccessibleDescription(QCoreApplication.translate(
        "MainWindow", "“No” is focused: Enter or Escape answers no, Tab moves to “Yes”."))
    return box


class DialogHost(Protocol):
    """What the dialogs need from the window: its boot part and settings, the UI language,
    its yes/no question, the card renderer, and the curtain before a dialog."""

    startup: WindowBoot
    history_dialog: Any
    rules_dialog: Any

    @property
    def booted(self) -> bool: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def renderer(self) -> Any: ...
    @property
    def language(self) -> str: ...

    def ask(self, title: str, question: str) -> bool: ...
    def apply_settings(self, new: Settings) -> None: ...
    def _cover_secrets(self) -> None: ...


class WindowDialogs:
    """Rules, game history, About and settings, each over the window (a private screen covered)."""

    def __init__(self, window: QMainWindow, host: DialogHost) -> None:
        self._window = window
        self._host = host

    def show_rules(self, here: bool = False) -> None:
        """The rules; ``here`` (F1, "Rules for this step"): the running game's, opened at the
        section its ``Learning`` names for the step on screen (:mod:`gui.games.learning`).
        That section follows from the step's kind alone, which the table shows anyway, so F1
        over a hand-off screen or a private screen tells nothing; the private screen is
        covered first, as before every dialog. With no game, the rules open as from the menu."""
        from gui.dialogs.rules import RulesDialog
        from gui.games.learning import rules_section_now

        session = self._host.startup.built_session
        section = None
        if here and session is not None and session.game is not None and session.ui is not None:
            section = rules_section_now(session.ui.learning(), session.private_step, session.step)
        self._host._cover_secrets()
        request = session.request if session is not None else None
        current = request.game if request is not None else (self._host.startup.start_source().last_game if self._host.booted else None)
        dialog = RulesDialog(self._host.language, current, self._window, recording=self._host.settings.record_history,
                             section=section)
        self._host.rules_dialog = dialog  # tests reach it while it is open
        dialog.exec()
        self._host.rules_dialog = None

    def show_history(self) -> None:
        """The game history (gui.history.screen), over whatever is on screen (a private one is covered)."""
        from gui.history.recorder import flush_all
        from gui.history.screen import HistoryDialog

        if not self._host.booted:
            return
        self._host._cover_secrets()
        flush_all()  # the game that just ended is in the list
        dialog = HistoryDialog(self._host.language, self._window, ask=self._host.ask, renderer=self._host.renderer)
        dialog.resize(self._window.size())
        self._host.history_dialog = dialog  # tests reach it while it is open
        dialog.exec()
        self._host.history_dialog = None

    def show_about(self) -> None:
        from gui.dialogs.about import AboutDialog

        self._host._cover_secrets()
        AboutDialog(self._window).exec()

    def show_settings(self) -> None:
        from gui.dialogs.settings_dialog import SettingsDialog

        if not self._host.booted:
            return
        self._host._cover_secrets()
        dialog = SettingsDialog(self._host.settings, self._window)
        if dialog.exec() != SettingsDialog.DialogCode.Accepted:
            return
        self._host.apply_settings(dialog.result_settings())
