"""How the main window boots and warms up (a mixin of :class:`~gui.main_window.MainWindow`).

Start-up in three steps (decisions, issue 8 "a fast first screen"): the window *shell*
(menus, felt, empty stack) needs only Qt and the translations, so it can be shown at once;
:meth:`WindowBoot.boot` then loads the settings (pydantic) and puts up the start screen — or,
when an autosave lies on disk, reads it (seal, engine replay) and puts up the resume screen.
The start screen is complete then: every widget, the settings applied, the "continue the last
game" offer decided. The card renderer and the game session are built on first use
(:attr:`WindowBoot.renderer`, :attr:`WindowBoot.session`); :meth:`WindowBoot.warm_up` builds
them a moment after the start screen is on screen, so that a first click on "Start" does not
wait for them either.

Kept apart from :mod:`gui.main_window` so that the window module stays about screens,
messages and commands. The texts keep the translation context "MainWindow" (they were the
window's own ``tr()`` strings), whatever class they are written in.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:  # the heavy modules (pydantic, engine, cards) load after the first frame
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow

    from gui import autosave as autosave_mod
    from gui.boot_settings import StartValues
    from gui.cards.renderer import DeckRenderer
    from gui.games.base import SessionHost
    from gui.session import Session
    from gui.settings import Settings

    _Base = QMainWindow
else:
    _Base = object

# The app's memory budget for card pictures; see WindowBoot._make_renderer.
APP_CARD_CACHE_BYTES = 12 * 1024 * 1024


class WindowBoot(_Base):
    """The window's settings, session and card renderer, built at boot or on first use.

    The window provides the screens and messages this calls: ``notify``,
    ``new_game_screen``, ``_offer_resume``, ``_install_shortcuts`` and ``language_actions``
    (the last two from :class:`~gui.window_menus.WindowMenus`).
    """

    _settings: Settings | None
    _start_values: StartValues | None
    _session: Session | None
    _booted: bool
    _renderer: Any
    _renderer_tried: bool
    _language: str

    if TYPE_CHECKING:  # provided by MainWindow / WindowMenus
        language_actions: dict[str, QAction]

        def notify(self, text: str, key: str | None = None) -> None: ...
        def new_game_screen(self, confirm: bool = True) -> None: ...
        def _offer_resume(self, loaded: autosave_mod.LoadedAutosave) -> None: ...
        def _install_shortcuts(self) -> None: ...

    def _init_boot_state(self, settings: Settings | None) -> None:
        """The state before :meth:`boot`: nothing loaded, nothing built."""
        self._settings = settings  # None until boot() (or, after a quick boot, until first use)
        self._start_values = None  # a quick boot's values (gui.boot_settings)
        self._session = None
        self._booted = False
        self._renderer = None
        self._renderer_tried = False
        self._language = settings.language if settings is not None else "de"  # until use_language()

    def use_language(self, language: str) -> None:
        """The language until :meth:`boot` brings the settings' (the fast start learns it
        just after the shell's first frame, ``gui.app.show_shell_then_boot``)."""
        self._language = language

    @property
    def booted(self) -> bool:
        """:meth:`boot` has run: the start (or resume) screen is complete and takes clicks."""
        return self._booted

    @property
    def settings(self) -> Settings:
        """The settings (only after :meth:`boot`; the shell before it has none).

        After a quick boot (:mod:`gui.boot_settings`) the validated model loads here on
        first use, or in :meth:`warm_up`.
        """
        if self._settings is None and self._start_values is not None:
            self._load_full_settings(self._start_values)
        assert self._settings is not None, "the window has not booted yet"
        return self._settings

    @settings.setter
    def settings(self, value: Settings) -> None:
        self._settings = value

    @property
    def session(self) -> Session:
        """The game session (only after :meth:`boot`; built on first use, see :meth:`warm_up`)."""
        assert self._booted, "the window has not booted yet"
        if self._session is None:
            from gui.session import Session

            self._session = Session(cast("SessionHost", self))  # the window implements SessionHost
        return self._session

    def _load_full_settings(self, values: StartValues) -> None:
        """The validated settings behind a quick boot's values (same file, read properly)."""
        from gui.boot_settings import load_settings_with_problems

        settings, problems = load_settings_with_problems(values.language)
        self._settings = settings
        # The quick reader accepted only what this load keeps unchanged (gui.boot_settings);
        # had the file changed in between, the start screen keeps what it shows and the
        # messages say what happened to the file.
        for problem in problems:
            self.notify(problem)

    def _start_source(self) -> Settings | StartValues:
        """Where the start screen's values come from: the settings, or a quick boot's values."""
        if self._settings is not None or self._start_values is None:
            return self.settings
        return self._start_values

    @property
    def renderer(self) -> Any:
        """The card renderer (``None`` if the card art cannot load); built on first use."""
        if not self._renderer_tried and self._booted:
            self._renderer_tried = True
            self._renderer = self._make_renderer()
        return self._renderer

    def warm_up(self) -> None:
        """Build what the first game needs (session, renderer) once the start screen is up.

        Called by ``kartentisch`` a moment after the start screen is shown (not before it:
        issue 8); everything here also happens on first use, so the order cannot break.
        """
        for step in self.warm_up_steps():
            step()

    def warm_up_steps(self) -> list[Callable[[], object]]:
        """:meth:`warm_up` in steps, so that ``kartentisch`` can run them one per event-loop
        turn (a click in between is handled at once and builds what it needs itself)."""
        if not self._booted:
            return []
        return [lambda: self.settings, lambda: self.session, lambda: self.renderer]

    def boot(
        self, settings: Settings | StartValues, *, problems: list[str] | None = None, offer_resume: bool = True
    ) -> None:
        """Show the start (or resume) screen: complete, settings applied, taking clicks.

        ``settings`` is the validated model, or a quick boot's :class:`StartValues` (then
        the model loads on first use, see :attr:`settings`).
        """
        from gui import boot_files, storage
        from gui.boot_settings import StartValues

        if isinstance(settings, StartValues):
            self._start_values = settings
        else:
            self.settings = settings
        self._language = settings.language
        self.language_actions[settings.language].setChecked(True)
        self._install_shortcuts()
        self._booted = True
        if not isinstance(settings, StartValues):
            # The normal path (a custom deck, a file pydantic had to judge, tests, --smoke):
            # the deck loads now, so a deck that fails is reported with the start screen.
            # A quick boot uses our own deck, built in the warm-up.
            self.renderer  # noqa: B018 - builds it

        for problem in problems or []:
            self.notify(problem)
        loaded: autosave_mod.LoadedAutosave | None = None
        if offer_resume and boot_files.autosave_present():
            from gui import autosave as autosave_mod

            read = autosave_mod.read_autosave()
            if isinstance(read, autosave_mod.AutosaveProblem):
                self.notify(read.message)
            else:
                loaded = read
                if loaded is not None and loaded.rollback_message():
                    self.notify(loaded.rollback_message(), key="rollback")  # an older copy put back
        else:
            storage.clean_orphans(storage.state_dir())  # what read_autosave does first
        if loaded is not None and loaded.flow is None:
            # A game this version has no table for: set the file aside, so that
            # the next game's autosave cannot overwrite it, and say where it is.
            from gui import storage

            kept = storage.move_aside(storage.autosave_path())
            self.notify(
                QCoreApplication.translate(
                    "MainWindow", "The saved game cannot be continued in this version of Kartentisch. It was kept as {path}."
                ).format(path=kept)
            )
            loaded = None
        if loaded is not None:
            self._offer_resume(loaded)
        else:
            self.new_game_screen(confirm=False)
        if settings.window_geometry:  # the size and place of last time (Qt keeps it on a screen)
            from PySide6.QtCore import QByteArray

            self.restoreGeometry(QByteArray.fromHex(settings.window_geometry.encode("ascii")))
        if settings.fullscreen:
            self.showFullScreen()

    # -- cards ----------------------------------------------------------------------------
    def _make_renderer(self) -> DeckRenderer | None:
        try:
            from gui.cards import DeckRenderer
        except Exception:  # noqa: BLE001 - the app must start even if card art is broken
            return None
        renderer = DeckRenderer.shared()
        # The app's memory budget for card pictures (decision): the renderer holds one
        # screenful of the primary screen (DeckRenderer.screen_budget: everything in front
        # of the players; a miss re-renders in the worker), and the window caps that at
        # 12 MB, which a 4K screen would otherwise exceed: a laptop also runs a video call.
        renderer.CACHE_BYTES = min(getattr(renderer, "CACHE_BYTES", APP_CARD_CACHE_BYTES), APP_CARD_CACHE_BYTES)
        renderer.warning.connect(self.notify)
        self._renderer = renderer
        self._apply_deck()
        return renderer

    def _apply_deck(self) -> None:
        renderer = self._renderer  # not built yet: it applies the deck when it is (see renderer)
        if renderer is None:
            return
        from gui.cards import DEFAULT_DECK_ID

        # A deck that fails reaches the notice bar through renderer.warning (connected once).
        # wait=False: a user's deck loads in its render child, never in this thread (issue 20 §8)
        renderer.set_deck(self.settings.deck_id or DEFAULT_DECK_ID, self.settings.effective_index_set(), wait=False)
