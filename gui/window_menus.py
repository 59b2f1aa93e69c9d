"""The main window's menus, keyboard shortcuts and their texts (a mixin of MainWindow).

Kept apart from :mod:`gui.main_window` so that the window module stays about screens,
messages and commands. The texts keep the translation context "MainWindow" (they were
the window's own ``tr()`` strings), whatever class they are written in.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow

    _Base = QMainWindow
else:
    _Base = object

WINDOW_TITLE = "Kartentisch"


class WindowMenus(_Base):
    """Game / Language / Help menus, their actions (also reachable in fullscreen, where the
    menu bar may be hidden) and shortcuts. The window provides the commands they call:
    ``new_game_screen``, ``show_rules``, ``show_settings``, ``set_fullscreen``,
    ``set_language``, ``show_about`` and ``_language``."""

    if TYPE_CHECKING:  # provided by MainWindow
        _language: str

        def new_game_screen(self, confirm: bool = True) -> None: ...
        def show_rules(self) -> None: ...
        def show_settings(self) -> None: ...
        def show_history(self) -> None: ...
        def show_about(self) -> None: ...
        def set_fullscreen(self, on: bool) -> None: ...
        def set_language(self, lang: str) -> None: ...

    @property
    def menus_built(self) -> bool:
        """:meth:`build_menus` has run (the fast start shows its first frame without menus)."""
        return getattr(self, "game_menu", None) is not None

    def build_menus(self) -> None:
        """The menu bar, its actions and their texts (once)."""
        if not self.menus_built:
            self._build_menus()
            self.retranslateUi()

    def _build_menus(self) -> None:
        # Qt's action classes load here, after the shell's first frame (issue 8), not with the module.
        from PySide6.QtGui import QAction, QActionGroup

        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = QAction(self)
        self.new_action.triggered.connect(lambda: self.new_game_screen(confirm=True))
        self.rules_action = QAction(self)
        self.rules_action.triggered.connect(self.show_rules)
        self.settings_action = QAction(self)
        self.settings_action.triggered.connect(self.show_settings)
        self.history_action = QAction(self)
        self.history_action.triggered.connect(self.show_history)
        self.fullscreen_action = QAction(self, checkable=True)
        self.fullscreen_action.triggered.connect(self.set_fullscreen)
        self.quit_action = QAction(self)
        self.quit_action.triggered.connect(self.close)
        for action in (self.new_action, self.rules_action, self.history_action, self.settings_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.fullscreen_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        for action in (self.new_action, self.rules_action, self.history_action, self.settings_action,
                       self.fullscreen_action, self.quit_action):
            self.addAction(action)  # shortcuts work in fullscreen too
        self.language_menu = bar.addMenu("")
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for lang, label in (("de", "Deutsch"), ("en", "English")):
            action = QAction(label, self, checkable=True)
            action.setChecked(lang == self._language)
            action.triggered.connect(lambda _=False, lg=lang: self.set_language(lg))
            group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[lang] = action
        self.help_menu = bar.addMenu("")
        self.help_rules_action = QAction(self)
        self.help_rules_action.triggered.connect(self.show_rules)
        self.help_menu.addAction(self.help_rules_action)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)

    def _install_shortcuts(self) -> None:
        """Keyboard shortcuts, set in boot(): the first QKeySequence builds PySide's whole
        ``Qt`` namespace (~25 ms), which the first frame does not need."""
        from PySide6.QtGui import QKeySequence

        for action, keys in (
            (self.new_action, "Ctrl+N"),
            (self.rules_action, "F1"),
            (self.history_action, "Ctrl+H"),
            (self.settings_action, "Ctrl+,"),
            (self.fullscreen_action, "F11"),
            (self.quit_action, "Ctrl+Q"),
        ):
            action.setShortcut(QKeySequence(keys))

    def _update_actions(self) -> None:
        if self.menus_built:
            self.fullscreen_action.setChecked(self.isFullScreen())

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(WINDOW_TITLE)
        if not self.menus_built:
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
        self.help_rules_action.setText(QCoreApplication.translate("MainWindow", "Rules of the games"))
        self.about_action.setText(QCoreApplication.translate("MainWindow", "&About Kartentisch"))

