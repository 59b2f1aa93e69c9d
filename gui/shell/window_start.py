"""What the main window shows between games: a part the window owns.

Between games the window shows the start screen, or the resume screen of a saved game, or
continues the game last ended with "New game"; a Start on the start screen hands the
table to the Session. These decisions belong together (each one drops the screen the
other put up), and none of them needs the rest of the window, so they are one part.

:class:`WindowStart` is an object, not a base class: :class:`~gui.shell.main_window.MainWindow`
creates one and calls it (``new_game_screen``, ``offer_resume``). It reaches the window only
through :class:`StartHost`. The texts keep the translation context "MainWindow" (they were
the window's own ``tr()`` strings).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:  # the heavy modules (pydantic, engine, cards) load after the first frame
    from PySide6.QtWidgets import QStackedWidget, QWidget

    from gui.games.base import StartRequest
    from gui.games.session import Session
    from gui.persistence import autosave as autosave_mod
    from gui.persistence.settings import Settings
    from gui.screens.start import StartScreen
    from gui.shell.window_boot import WindowBoot


class StartHost(Protocol):
    """What the start part needs from the window: its boot part, settings and session, its
    stack of screens, its messages and questions, and its menus' state and settings file."""

    startup: WindowBoot
    stack: QStackedWidget

    @property
    def booted(self) -> bool: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def session(self) -> Session: ...

    def show_screen(self, widget: QWidget) -> None: ...
    def drop_screen(self, widget: QWidget) -> None: ...
    def notify(self, text: str, key: str | None = None) -> None: ...
    def ask(self, title: str, question: str) -> bool: ...
    def show_history(self) -> None: ...
    def _update_actions(self) -> None: ...
    def _save_settings(self) -> None: ...


class WindowStart:
    """The start screen, the resume screen and the abandoned game; a Start starts the game."""

    def __init__(self, host: StartHost) -> None:
        self._host = host
        self.start_screen: StartScreen | None = None
        self.resume_screen: QWidget | None = None

    def new_game_screen(self, confirm: bool = True) -> None:
        """Back to the start screen (the running game, if any, is ended)."""
        from gui.screens.start import StartScreen

        if not self._host.booted:
            return
        session = self._host.startup.built_session
        if confirm and session is not None and session.running and not self._host.ask(
            QCoreApplication.translate("MainWindow", "New game"), QCoreApplication.translate("MainWindow", "End the running game and start a new one? Until the next game begins, the start screen can still continue it.")
        ):
            return
        if session is not None:
            session.abandon()
        self._drop_resume()
        if self.start_screen is not None:
            self._host.drop_screen(self.start_screen)
        values = self._host.startup.start_source()
        screen = StartScreen(
            values.language,
            list(values.last_players),
            game=values.last_game,
            options=values.game_options,
            screens=values.seat_screens,
            parent=self._host.stack,
        )
        screen.startRequested.connect(self.start_requested)
        screen.guidedRequested.connect(self.guided_requested)
        from gui.persistence.boot_files import has_abandoned

        screen.set_last_game_available(has_abandoned())
        screen.resumeLastRequested.connect(self._resume_abandoned)
        screen.historyRequested.connect(self._host.show_history)
        self._host.show_screen(screen)
        screen.focus_first()  # the screen comes up with a control focused (issue 37 §4)
        self.start_screen = screen
        self._host._update_actions()

    def _resume_abandoned(self) -> None:
        """Continue the game last ended with "New game" (behind the curtain, like a resume)."""
        from gui.persistence import autosave as autosave_mod

        try:
            autosave_mod.restore_abandoned()
        except OSError as exc:
            from gui.text import notice_text

            notice_text.log_detail("last game not restored", exc)
            self._host.notify(QCoreApplication.translate("MainWindow", "The saved game could not be read: {error}").format(error=notice_text.reason(exc)))
            return
        loaded = autosave_mod.read_autosave()
        if isinstance(loaded, autosave_mod.AutosaveProblem):
            self._host.notify(loaded.message)  # translated (gui.persistence.autosave); ``error`` is the English log text
            self.new_game_screen(confirm=False)
            return
        if not isinstance(loaded, autosave_mod.LoadedAutosave) or loaded.flow is None:
            self.new_game_screen(confirm=False)
            return
        if loaded.rollback_message():
            self._host.notify(loaded.rollback_message(), key="rollback")  # an older copy put back
        if self.start_screen is not None:
            self._host.drop_screen(self.start_screen)
            self.start_screen = None
        self._resume(loaded)

    def guided_requested(self, game_id: str) -> None:
        """The start screen's "First game with explanations": the game's guided first game
        (gui.games.guide), with the example's names; the start screen's names stay as they were."""
        if not self._host.session.start_guided(game_id):
            self._host.notify(QCoreApplication.translate("MainWindow", "This game has no first game with explanations yet."))
            return
        if self.start_screen is not None:
            self._host.drop_screen(self.start_screen)
            self.start_screen = None
        self._host._update_actions()

    def start_requested(self, request: StartRequest) -> None:
        """The start screen's Start: remember its choices and start the game (or say why not)."""
        self._host.settings.last_players = list(request.players)
        self._host.settings.seat_screens = {request.players[seat]: kind for seat, kind in request.screens.items()
                                            if 0 <= seat < len(request.players)}
        self._host.settings.remember_options(request.game, request.options)
        self._host.settings.last_game = request.game
        self._host._save_settings()
        try:
            self._host.session.start_game(request)
        except ValueError as exc:  # the engine refused the table (pydantic errors are ValueErrors)
            from gui.text import notice_text

            from gui.text.names import names_problem

            notice_text.log_detail("game not started", exc)  # the engine's English reason: log only
            why = names_problem(list(request.players)) or QCoreApplication.translate("MainWindow", "Check the players and the options, then try again.")
            self._host.notify(QCoreApplication.translate("MainWindow", "The game cannot start: {reason}").format(reason=why))
            return  # nothing changed: the start screen stays
        if self.start_screen is not None:
            self._host.drop_screen(self.start_screen)
            self.start_screen = None
        self._host._update_actions()

    def offer_resume(self, loaded: autosave_mod.LoadedAutosave) -> None:
        """Show the resume screen for ``loaded`` (instead of the start screen)."""
        from gui.screens.resume import ResumeScreen

        from engine.registry import game_info
        from gui.games.registry import game_ui

        game_id = loaded.data.game.game
        view = loaded.game.public_view()
        ui = game_ui(game_id)
        screen = ResumeScreen(game_info(game_id).title, list(view.players), lambda: ui.resume_summary(view))
        screen.resumeRequested.connect(lambda: self._resume(loaded))
        screen.discardRequested.connect(self._discard_saved_game)
        self._host.show_screen(screen)
        self.resume_screen = screen

    def _discard_saved_game(self) -> None:
        from gui.persistence import autosave as autosave_mod

        if not self._host.ask(QCoreApplication.translate("MainWindow", "New game"), QCoreApplication.translate("MainWindow", "Discard the saved game for good?")):
            return
        autosave_mod.clear_autosave()
        self.new_game_screen(confirm=False)

    def _resume(self, loaded: autosave_mod.LoadedAutosave) -> None:
        self._host.session.resume(loaded)
        self._drop_resume()
        self._host._update_actions()

    def _drop_resume(self) -> None:
        if self.resume_screen is not None:
            self._host.drop_screen(self.resume_screen)
            self.resume_screen = None
