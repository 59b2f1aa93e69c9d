"""How the main window boots and warms up: a part the window owns.

Start-up in three steps (decisions, issue 8 "a fast first screen"): the window *shell*
(menus, felt, empty stack) needs only Qt and the translations, so it can be shown at once;
:meth:`WindowBoot.boot` then loads the settings (pydantic) and puts up the start screen — or,
when an autosave lies on disk, reads it (seal, engine replay) and puts up the resume screen.
The start screen is complete then: every widget, the settings applied, the "continue the last
game" offer decided. The card renderer and the game session are built on first use
(:attr:`WindowBoot.renderer`, :attr:`WindowBoot.session`); the window's ``warm_up`` builds
them a moment after the start screen is on screen, so that a first click on "Start" does not
wait for them either.

:class:`WindowBoot` is an object, not a base class: :class:`~gui.shell.main_window.MainWindow`
creates one and calls it. It reaches the window only through :class:`BootHost` (the
:class:`~gui.games.base.SessionHost` the Session is given, plus ``offer_resume``). The texts
keep the translation context "MainWindow" (they were the window's own ``tr()`` strings).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:  # the heavy modules (pydantic, engine, cards) load after the first frame
    from gui.persistence import autosave as autosave_mod
    from gui.persistence.boot_settings import StartValues
    from gui.cards.renderer import DeckRenderer
    from gui.games.base import SessionHost
    from gui.games.session import Session
    from gui.persistence.settings import Settings

    class BootHost(SessionHost, Protocol):
        """What the boot part needs from the window: the Session's host (messages, screens,
        the start screen) and the resume screen for a saved game. (Only for the type
        checker: the seam module need not load before the first frame.)"""

        def offer_resume(self, loaded: autosave_mod.LoadedAutosave) -> None:
            """Show the resume screen for ``loaded`` (instead of the start screen)."""
            ...

# The app's memory budget for card pictures; see WindowBoot._make_renderer.
APP_CARD_CACHE_BYTES = 12 * 1024 * 1024


class WindowBoot:
    """The window's settings, session and card renderer, built at boot or on first use."""

    def __init__(self, host: BootHost, settings: Settings | None) -> None:
        """The state before :meth:`boot`: nothing loaded, nothing built."""
        self._host = host
        self._settings = settings  # None until boot() (or, after a quick boot, until first use)
        self._start_values: StartValues | None = None  # a quick boot's values (gui.persistence.boot_settings)
        self._session: Session | None = None
        self._booted = False
        self._renderer: Any = None
        self._renderer_tried = False

    @property
    def booted(self) -> bool:
        """:meth:`boot` has run: the start (or resume) screen is complete and takes clicks."""
        return self._booted

    @property
    def settings(self) -> Settings:
        """The settings (only after :meth:`boot`; the shell before it has none).

        After a quick boot (:mod:`gui.persistence.boot_settings`) the validated model loads here on
        first use, or in the warm-up.
        """
        if self._settings is None and self._start_values is not None:
            self._load_full_settings(self._start_values)
        assert self._settings is not None, "the window has not booted yet"
        return self._settings

    @settings.setter
    def settings(self, value: Settings) -> None:
        self._settings = value

    @property
    def loaded_settings(self) -> Settings | None:
        """The settings model if it is loaded, without loading it (``None`` before)."""
        return self._settings

    @property
    def session(self) -> Session:
        """The game session (only after :meth:`boot`; built on first use, see :meth:`warm_up_steps`)."""
        assert self._booted, "the window has not booted yet"
        if self._session is None:
            from gui.games.session import Session

            self._session = Session(self._host)
        return self._session

    @property
    def built_session(self) -> Session | None:
        """The session if it is built, without building it (``None``: no game was started)."""
        return self._session

    @property
    def built_renderer(self) -> Any:
        """The card renderer if it is built, without building it."""
        return self._renderer

    def _load_full_settings(self, values: StartValues) -> None:
        """The validated settings behind a quick boot's values (same file, read properly)."""
        from gui.persistence.boot_settings import load_settings_with_problems

        settings, problems = load_settings_with_problems(values.language)
        self._settings = settings
        # The quick reader accepted only what this load keeps unchanged (gui.persistence.boot_settings);
        # had the file changed in between, the start screen keeps what it shows and the
        # messages say what happened to the file.
        for problem in problems:
            self._host.notify(problem)

    def start_source(self) -> Settings | StartValues:
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

    def warm_up_steps(self) -> list[Callable[[], object]]:
        """What the first game needs (settings model, session, renderer), in steps, so that
        ``kartentisch`` can run them one per event-loop turn (a click in between is handled
        at once and builds what it needs itself)."""
        if not self._booted:
            return []
        return [lambda: self.settings, lambda: self.session, lambda: self.renderer]

    def boot(
        self, settings: Settings | StartValues, *, problems: list[str] | None = None, offer_resume: bool = True
    ) -> None:
        """Show the start (or resume) screen: complete, settings applied, taking clicks
        (the window applies its geometry and menus around this).

        ``settings`` is the validated model, or a quick boot's :class:`StartValues` (then
        the model loads on first use, see :attr:`settings`).
        """
        from gui.persistence import boot_files, storage
        from gui.persistence.boot_settings import StartValues

        if isinstance(settings, StartValues):
            self._start_values = settings
        else:
            self.settings = settings
        self._booted = True
        if not isinstance(settings, StartValues):
            # The normal path (a custom deck, a file pydantic had to judge, tests, --smoke):
            # the deck loads now, so a deck that fails is reported with the start screen.
            # A quick boot uses our own deck, built in the warm-up.
            self.renderer  # noqa: B018 - builds it

        for problem in problems or []:
            self._host.notify(problem)
        loaded: autosave_mod.LoadedAutosave | None = None
        if offer_resume and boot_files.autosave_present():
            from gui.persistence import autosave as autosave_mod

            read = autosave_mod.read_autosave()
            if isinstance(read, autosave_mod.AutosaveProblem):
                self._host.notify(read.message)
            else:
                loaded = read
                if loaded is not None and loaded.rollback_message():
                    self._host.notify(loaded.rollback_message(), key="rollback")  # an older copy put back
        else:
            storage.clean_orphans(storage.state_dir())  # what read_autosave does first
        if loaded is not None and loaded.flow is None:
            # A game this version has no table for: set the file aside, so that
            # the next game's autosave cannot overwrite it, and say where it is.
            from gui.persistence import storage

            kept = storage.move_aside(storage.autosave_path())
            self._host.notify(
                QCoreApplication.translate(
                    "MainWindow", "The saved game cannot be continued in this version of Kartentisch. It was kept as {path}."
                ).format(path=kept)
            )
            loaded = None
        if loaded is not None:
            self._host.offer_resume(loaded)
        else:
            self._host.new_game_screen(confirm=False)

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
        renderer.warning.connect(self._host.notify)
        self._renderer = renderer
        self.apply_deck()
        return renderer

    def apply_deck(self) -> None:
        renderer = self._renderer  # not built yet: it applies the deck when it is (see renderer)
        if renderer is None:
            return
        from gui.cards import DEFAULT_DECK_ID

        # A deck that fails reaches the notice bar through renderer.warning (connected once).
        # wait=False: a user's deck loads in its render child, never in this thread (issue 20 §8)
        renderer.set_deck(self.settings.deck_id or DEFAULT_DECK_ID, self.settings.effective_index_set(), wait=False)
