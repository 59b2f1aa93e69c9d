"""The main window: menu bar, a notice strip, and a stack of screens.

The window title is "Kartentisch" and never changes: a title is visible in task bars and
window switchers, where a secret would leak to everyone.

The window is composed, not mixed in: it owns four parts, each an object it creates and
calls through a narrow interface. Start-up (the shell first, then :meth:`MainWindow.boot`,
then the warm-up) and the settings, session and card renderer it builds are the
:class:`~gui.shell.window_boot.WindowBoot` in :attr:`MainWindow.startup`; the menus, actions and
shortcuts are the :class:`~gui.shell.window_menus.WindowMenus` in :attr:`MainWindow.menus`;
the start and resume screens between games are the
:class:`~gui.shell.window_start.WindowStart` in :attr:`MainWindow.start_resume`; the rules,
history, About and settings dialogs are the
:class:`~gui.shell.window_dialogs.WindowDialogs` in :attr:`MainWindow.dialogs`.

The window knows no game: it asks the engine registry for titles and the GUI registry
whether a game can be played, and hands everything about a running game to the
:class:`~gui.games.session.Session`, which reaches back only through the narrow
:class:`~gui.games.base.SessionHost` interface this window implements. ``kartentisch`` shows the shell and boots on the next
turn of the event loop; tests and ``--smoke`` boot before showing.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gui.text.i18n import Translations
from gui.shell.first_size import apply_first_size
from gui.shell.window_boot import WindowBoot
from gui.shell.window_dialogs import WindowDialogs
from gui.shell.window_menus import WINDOW_TITLE, WindowMenus
from gui.shell.window_start import WindowStart

if TYPE_CHECKING:  # the heavy modules (pydantic, engine, cards) load after the first frame
    from gui.persistence import autosave as autosave_mod
    from gui.persistence.boot_settings import StartValues
    from gui.games.session import Session
    from gui.shell.keyboard import KeyboardRules
    from gui.shell.notice_bar import NoticeBar
    from gui.screens.start import StartScreen
    from gui.persistence.settings import Settings


class MainWindow(QMainWindow):
    """The window: screens, messages and commands. Its menus are :attr:`menus` (a
    :class:`WindowMenus`, which calls the window's commands); its boot, settings, session
    and card renderer are :attr:`startup` (a :class:`WindowBoot`, which reaches the window
    as a :class:`~gui.games.base.SessionHost` plus ``offer_resume``); the screens between
    games are :attr:`start_resume` (a :class:`WindowStart`) and its dialogs
    :attr:`dialogs` (a :class:`WindowDialogs`)."""

    history_dialog: Any = None  # the game history while it is open (show_history)
    rules_dialog: Any = None  # the rules while they are open (show_rules)

    languageChanged = Signal(str)

    def __init__(
        self,
        settings: Settings | None,
        translations: Translations,
        *,
        problems: list[str] | None = None,
        offer_resume: bool = True,
        menus: bool = True,
    ) -> None:
        """``menus=False``: the bare shell (title, size, felt) for the fast start's first frame;
        :meth:`use_language` and :meth:`build_menus` follow before :meth:`boot`
        (``gui.app.show_shell_then_boot``)."""
        super().__init__()
        self.startup = WindowBoot(self, settings)
        self.menus = WindowMenus(self, self)
        self.start_resume = WindowStart(self)
        self.dialogs = WindowDialogs(self, self)
        # Return as Space on buttons, the focus kept in view: installed with the menus (see
        # build_menus), after the fast start's first frame, like every other key binding.
        self.keyboard: KeyboardRules | None = None
        # The language until boot() brings the settings' (see use_language).
        self._language: str = settings.language if settings is not None else "de"
        self.translations = translations
        self._force_close = False
        self.setWindowTitle(WINDOW_TITLE)
        apply_first_size(self)  # 1280×720, or maximized on a smaller screen (gui.shell.first_size)

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self._central_layout = layout
        self._notice: NoticeBar | None = None  # built on first use (see `notice`)
        self.stack = QStackedWidget()
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        if menus:
            self.build_menus()
        if settings is not None:
            self.boot(settings, problems=problems, offer_resume=offer_resume)

    # -- the boot part's state (gui.shell.window_boot) ----------------------------------------------
    @property
    def language(self) -> str:
        """The UI language: the settings' once :meth:`boot` has run (see :meth:`use_language`)."""
        return self._language

    def use_language(self, language: str) -> None:
        """The language until :meth:`boot` brings the settings' (the fast start learns it
        just after the shell's first frame, ``gui.app.show_shell_then_boot``)."""
        self._language = language

    @property
    def booted(self) -> bool:
        """:meth:`boot` has run: the start (or resume) screen is complete and takes clicks."""
        return self.startup.booted

    @property
    def settings(self) -> Settings:
        """The settings (only after :meth:`boot`): :attr:`WindowBoot.settings`."""
        return self.startup.settings

    @settings.setter
    def settings(self, value: Settings) -> None:
        self.startup.settings = value

    @property
    def session(self) -> Session:
        """The game session (only after :meth:`boot`; built on first use): :attr:`WindowBoot.session`."""
        return self.startup.session

    @property
    def renderer(self) -> Any:
        """The card renderer (``None`` if the card art cannot load): :attr:`WindowBoot.renderer`."""
        return self.startup.renderer

    def boot(
        self, settings: Settings | StartValues, *, problems: list[str] | None = None, offer_resume: bool = True
    ) -> None:
        """Show the start (or resume) screen: complete, settings applied, taking clicks
        (:meth:`WindowBoot.boot`), with the menus' language, the shortcuts, and the window's
        size, place and fullscreen of last time."""
        self._language = settings.language
        self.menus.show_language(settings.language)
        self.menus.install_shortcuts()
        self.startup.boot(settings, problems=problems, offer_resume=offer_resume)
        if settings.window_geometry:  # the size and place of last time (Qt keeps it on a screen)
            from PySide6.QtCore import QByteArray

            self.restoreGeometry(QByteArray.fromHex(settings.window_geometry.encode("ascii")))
        if settings.fullscreen:
            self.showFullScreen()

    def warm_up(self) -> None:
        """Build what the first game needs (session, renderer) once the start screen is up.

        Called by ``kartentisch`` a moment after the start screen is shown (not before it:
        issue 8); everything here also happens on first use, so the order cannot break.
        """
        for step in self.warm_up_steps():
            step()

    def warm_up_steps(self) -> list[Callable[[], object]]:
        """:meth:`warm_up` in steps (:meth:`WindowBoot.warm_up_steps`)."""
        return self.startup.warm_up_steps()

    # -- the menus' part (gui.shell.window_menus) ---------------------------------------------------
    @property
    def menus_built(self) -> bool:
        """:meth:`build_menus` has run (the fast start shows its first frame without menus)."""
        return self.menus.built

    def build_menus(self) -> None:
        """The menu bar, its actions and their texts (once), and the window's keyboard rules
        (:mod:`gui.shell.keyboard`). Both wait for the fast start's first frame: the shell
        has nothing to press, and the rules' module touches PySide6's ``Qt`` namespace
        (93 enums, ~35 ms) and watches every event of the window, which the bare shell
        need not pay for (docs/startup.md)."""
        if self.keyboard is None:
            from gui.shell.keyboard import KeyboardRules

            self.keyboard = KeyboardRules(self)
        self.menus.build(self._language)

    def _update_actions(self) -> None:
        self.menus.show_fullscreen(self.isFullScreen())

    def retranslateUi(self) -> None:  # noqa: N802
        self.setWindowTitle(WINDOW_TITLE)
        self.menus.retranslate()

    @property
    def notice(self) -> NoticeBar:
        """The message strip above the screens, built when the first message comes."""
        if self._notice is None:
            from gui.shell.notice_bar import NoticeBar

            self._notice = NoticeBar()
            self._central_layout.insertWidget(0, self._notice)
        return self._notice

    # -- screens --------------------------------------------------------------------------
    def add_screen(self, widget: QWidget) -> None:
        if self.stack.indexOf(widget) < 0:
            self.stack.addWidget(widget)

    def show_screen(self, widget: QWidget) -> None:
        self.add_screen(widget)
        self.stack.setCurrentWidget(widget)

    def current_screen(self) -> QWidget | None:
        return self.stack.currentWidget()

    def window_widget(self) -> QWidget:
        return self

    def session_changed(self) -> None:
        self._update_actions()

    def drop_screen(self, widget: QWidget) -> None:
        """Remove a screen from the stack and destroy it."""
        if self.stack.indexOf(widget) >= 0:
            self.stack.removeWidget(widget)
        widget.hide()
        widget.setParent(None)
        widget.deleteLater()

    def new_game_screen(self, confirm: bool = True) -> None:
        """Back to the start screen (the running game, if any, is ended): :meth:`WindowStart.new_game_screen`."""
        self.start_resume.new_game_screen(confirm)

    def offer_resume(self, loaded: autosave_mod.LoadedAutosave) -> None:
        """The resume screen for a saved game (:meth:`WindowStart.offer_resume`)."""
        self.start_resume.offer_resume(loaded)

    @property
    def start_screen(self) -> StartScreen | None:
        """The start screen while it is shown (:attr:`WindowStart.start_screen`)."""
        return self.start_resume.start_screen

    @property
    def resume_screen(self) -> QWidget | None:
        """The resume screen while it is shown (:attr:`WindowStart.resume_screen`)."""
        return self.start_resume.resume_screen

    # -- messages -------------------------------------------------------------------------
    def notify(self, text: str, key: str | None = None) -> None:
        """Show a message; with a ``key`` it replaces the earlier message of that key."""
        self.notice.show_message(text, key)

    def clear_notice(self, key: str) -> None:
        if self._notice is not None:
            self._notice.clear_message(key)

    def notice_text(self) -> str:
        if self._notice is None:
            return ""
        return self._notice.label.text() if not self._notice.isHidden() else ""

    def ask(self, title: str, question: str) -> bool:
        """A yes/no question (tests replace this method). "No" is the default and the Escape
        answer: the questions asked here end or discard something, so Enter must not."""
        from PySide6.QtWidgets import QMessageBox  # loaded when first needed (start-up time)

        from gui.shell.window_dialogs import question_box

        self._cover_secrets()
        return question_box(self, title, question).exec() == QMessageBox.StandardButton.Yes

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.WindowStateChange:
            self._update_actions()
        super().changeEvent(event)

    # -- commands -------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        if lang not in ("de", "en") or not self.booted:
            return
        self.settings.language = "de" if lang == "de" else "en"
        self._language = lang
        self._save_settings()
        self.translations.set_language(lang)  # → LanguageChange to every widget (posted)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)  # now, not later
        self.startup.apply_deck()
        self.menus.show_language(lang)
        if self.start_screen is not None:
            self.start_screen.set_language(lang)
        session = self.startup.built_session
        if session is not None:
            session.set_language(lang)
        self.languageChanged.emit(lang)

    def set_fullscreen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()
        if self.booted:
            self.settings.fullscreen = bool(on)
        self._save_settings()
        self._update_actions()

    def _cover_secrets(self) -> None:
        """Before any dialog: a private screen goes behind the curtain first."""
        session = self.startup.built_session
        if session is not None:
            session.cover()

    def show_rules(self) -> None:
        self.dialogs.show_rules()

    def show_rules_here(self) -> None:
        """F1: the running game's rules at the section for the step on screen."""
        self.dialogs.show_rules(here=True)

    def show_history(self) -> None:
        """The game history, over whatever is on screen (:meth:`WindowDialogs.show_history`)."""
        self.dialogs.show_history()

    def show_about(self) -> None:
        self.dialogs.show_about()

    def show_settings(self) -> None:
        self.dialogs.show_settings()

    def apply_settings(self, new: Settings) -> None:
        old = self.settings
        self.settings = new
        self._language = new.language
        self._save_settings()
        if new.language != old.language:
            self.set_language(new.language)
        elif (new.deck_id, new.index_set) != (old.deck_id, old.index_set):
            self.startup.apply_deck()
        if new.fullscreen != self.isFullScreen():
            self.set_fullscreen(new.fullscreen)

    def _save_settings(self) -> None:
        from gui.persistence.settings import save_settings

        settings = self.startup.loaded_settings
        if settings is None:
            return
        try:
            save_settings(settings)
        except OSError as exc:
            from gui.text import notice_text

            notice_text.log_detail("settings not saved", exc)
            self.notify(self.tr("The settings could not be saved: {error}").format(error=notice_text.reason(exc)), key="settings")
        else:
            self.clear_notice("settings")

    # -- closing --------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.booted:
            event.accept()
            return
        session = self.startup.built_session  # None: no game was started (nothing to ask, nothing to cover)
        if session is not None and not self._force_close and session.running and not self.ask(
            self.tr("Quit"), self.tr("Quit Kartentisch? The game is saved and can be resumed next time.")
        ):
            event.ignore()
            return
        if session is not None:
            session.curtain.lower()
        self._remember_geometry()
        event.accept()

    def _remember_geometry(self) -> None:
        """Keep the window's size and position for the next start (fullscreen is kept apart)."""
        if not self.booted:
            return
        self.settings.window_geometry = bytes(self.saveGeometry().toHex().data()).decode("ascii")
        self._save_settings()
