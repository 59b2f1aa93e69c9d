"""The main window's menus, keyboard shortcuts and their texts: a part the window owns.

:class:`WindowMenus` is an object, not a base class: :class:`~gui.shell.main_window.MainWindow`
creates one and calls it (``build``, ``install_shortcuts``, ``show_language``,
``show_fullscreen``, ``retranslate``). It reaches the window only through two narrow
interfaces: the :class:`QMainWindow` it puts its menu bar and actions on, and the
:class:`MenuCommands` its actions call. The texts keep the translation context
"MainWindow" (they were the window's own ``tr()`` strings), whatever class they are written in.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow, QMenu

WINDOW_TITLE = "Kartentisch"


class MenuCommands(Protocol):
    """What the menus' actions call (the main window implements it)."""

    def new_game_screen(self, confirm: bool = True) -> None: ...
    def show_rules(self) -> None: ...
    def show_rules_here(self) -> None: ...
    def show_settings(self) -> None: ...
    def show_history(self) -> None: ...
    def show_about(self) -> None: ...
    def set_fullscreen(self, on: bool) -> None: ...
    def set_language(self, lang: str) -> None: ...
    def close(self) -> bool: ...


class WindowMenus:
    """Game / Language / Help menus, their actions (also reachable in fullscreen, where the
    menu bar may be hidden) and shortcuts.

    Built by :meth:`build` (once; the fast start shows its first frame without menus): the
    menus and actions exist from then on, and :attr:`built` says whether they do.
    """

    # Made by build(): not there before it (see ``built``).
    game_menu: QMenu
    language_menu: QMenu
    help_menu: QMenu
    new_action: QAction
    rules_action: QAction
    settings_action: QAction
    history_action: QAction
    fullscreen_action: QAction
    quit_action: QAction
    help_rules_action: QAction
    help_step_action: QAction
    about_action: QAction

    def __init__(self, window: QMainWindow, commands: MenuCommands) -> None:
        self._window = window
        self._commands = commands
        self._built = False
        self.language_actions: dict[str, QAction] = {}

    @property
    def built(self) -> bool:
        """:meth:`build` has run."""
        return self._built

    def build(self, language: str) -> None:
        """The menu bar, its actions and their texts (once); ``language`` is checked."""
        if not self.built:
            self._build(language)
            self.retranslate()

    def _build(self, language: str) -> None:
        # Qt's action classes load here, after the shell's first frame (issue 8), not with the module.
        from PySide6.QtGui import QAction, QActionGroup

        window, commands = self._window, self._commands
        bar = window.menuBar()

        def action(slot: object, checkable: bool = False) -> QAction:
            made = QAction(window, checkable=checkable)
            made.triggered.connect(slot)
            return made

        self.game_menu = bar.addMenu("")
        self.new_action = action(lambda: commands.new_game_screen(confirm=True))
        self.rules_action = action(commands.show_rules)
        self.settings_action = action(commands.show_settings)
        self.history_action = action(commands.show_history)
        self.fullscreen_action = action(commands.set_fullscreen, checkable=True)
        self.quit_action = action(commands.close)
        for item in (self.new_action, self.rules_action, self.history_action, self.settings_action):
            self.game_menu.addAction(item)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.fullscreen_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        for item in (self.new_action, self.rules_action, self.history_action, self.settings_action,
                     self.fullscreen_action, self.quit_action):
            window.addAction(item)  # shortcuts work in fullscreen too
        self.language_menu = bar.addMenu("")
        group = QActionGroup(window)
        for lang, label in (("de", "Deutsch"), ("en", "English")):
            choice = QAction(label, window, checkable=True)
            choice.setChecked(lang == language)
            choice.triggered.connect(lambda _=False, lg=lang: commands.set_language(lg))
            group.addAction(choice)
            self.language_menu.addAction(choice)
            self.language_actions[lang] = choice
        self.help_menu = bar.addMenu("")
        self.help_step_action = action(commands.show_rules_here)
        self.help_menu.addAction(self.help_step_action)
        window.addAction(self.help_step_action)  # F1 works in fullscreen too
        self.help_rules_action = action(commands.show_rules)
        self.help_menu.addAction(self.help_rules_action)
        self.about_action = action(commands.show_about)
        self.help_menu.addAction(self.about_action)
        self._built = True

    def install_shortcuts(self) -> None:
        """Keyboard shortcuts, set at boot: the first QKeySequence builds PySide's whole
        ``Qt`` namespace (~25 ms), which the first frame does not need."""
        from PySide6.QtGui import QKeySequence

        for action, keys in (
            (self.new_action, "Ctrl+N"),
            (self.help_step_action, "F1"),  # the rules at this step (issue 34)
            (self.history_action, "Ctrl+H"),
            (self.settings_action, "Ctrl+,"),
            (self.fullscreen_action, "F11"),
            (self.quit_action, "Ctrl+Q"),
        ):
            action.setShortcut(QKeySequence(keys))

    def show_language(self, lang: str) -> None:
        """Check ``lang`` in the Language menu (if the menus are built)."""
        if lang in self.language_actions:
            self.language_actions[lang].setChecked(True)

    def show_fullscreen(self, on: bool) -> None:
        """The Fullscreen action shows the window's state."""
        if self._built:
            self.fullscreen_action.setChecked(on)

    def retranslate(self) -> None:
        """The menus' texts in the current language (the window title never changes)."""
        if not self._built:
            return
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.new_action.setText(QCoreApplication.translate("MainWindow", "&New game"))
        self.rules_action.setText(QCoreApplication.translate("MainWindow", "&Rules"))
        self.history_action.setText(QCoreApplication.translate("MainWindow", "Game &history…"))
        self.settings_action.setText(QCoreApplication.translate("MainWindow", "&Settings…"))
        self.fullscreen_action.setText(QCoreApplication.translate("MainWindow", "&Fullscreen"))
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.help_step_action.setText(QCoreApplication.translate("MainWindow", "Rules for this &step"))
        self.help_rules_action.setText(QCoreApplication.translate("MainWindow", "Rules of the games"))
        self.about_action.setText(QCoreApplication.translate("MainWindow", "&About Kartentisch"))
