"""Loading a user's deck through its render child: the part of :class:`~gui.cards.renderer.DeckRenderer`
that starts the child, waits for its verdict and falls back to our deck when it fails.

A mixin (kept apart from the renderer's cache and API: one concept a module). All of it
runs in the GUI thread except :meth:`RemoteDecks._await`, a short-lived thread that waits
for the child's verdict and hands it over through the bridge's ``loaded`` signal. The
"loading" mark and the verdicts in ``decks.json`` are written here, in the GUI thread
only (:func:`gui.cards.deck_check.begin_loading` / :func:`~gui.cards.deck_check.end_loading`):
the child writes nothing, since only the app sees it die or hang.
"""
from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from gui.cards.decks import DeckError, DeckInfo
from gui.cards.remote import ChildFailed, Loaded, RenderChild
from gui.cards.source import DeckSource

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

    from gui.cards.worker import Bridge


class RemoteDecks:
    """The render-child side of the deck renderer (see the module doc)."""

    # provided by DeckRenderer
    DIRECT_LIMIT: int
    warning: Any
    _bridge: Bridge
    _source: DeckSource
    _generation: int

    def _install(self, source: DeckSource, svg: QSvgRenderer | None) -> None:
        raise NotImplementedError

    def _load_builtin(self, index_set: str) -> tuple[DeckSource, QSvgRenderer | None]:
        raise NotImplementedError

    def _say(self, message: str | None) -> None:
        raise NotImplementedError

    def _init_remote_decks(self) -> None:
        self._loading: RenderChild | None = None  # a user's deck whose child is loading it (wait=False)
        self._loading_key: tuple[str, str] | None = None
        self._closed = False
        self._bridge.failed.connect(self._on_child_failed)
        self._bridge.loaded.connect(self._on_loaded)

    def _load_in_background(self, child: RenderChild, deck_id: str, index_set: str) -> None:
        """``set_deck(..., wait=False)``: the verdict arrives later, through ``_on_loaded``."""
        self._loading, self._loading_key = child, (deck_id, index_set)
        threading.Thread(target=self._await, args=(child,), name="kartentisch-deck-load", daemon=True).start()

    def _start_child(self, info: DeckInfo, index_set: str) -> RenderChild:
        """Start the deck's render child inside the "loading" mark (DeckError: it failed before)."""
        from gui.cards import deck_check

        deck_check.begin_loading(info.path, info.name)
        try:
            return RenderChild(info, index_set, self.DIRECT_LIMIT)
        except OSError:  # no child process: the deck is not used (never parsed here), not its fault
            deck_check.end_loading(info.path, failed=False)
            raise

    def _await(self, child: RenderChild) -> None:
        """A short-lived thread: wait for the child's verdict, hand it to the GUI thread."""
        verdict = verdict_of(child)
        try:
            self._bridge.loaded.emit(child, verdict)
        except RuntimeError:  # the renderer is gone (application shutting down)
            child.close()

    def _on_loaded(self, child: RenderChild, verdict: object) -> None:
        if child is not self._loading:  # given up meanwhile (another deck, or closed)
            child.close()
            return
        self._loading = self._loading_key = None
        self._finish_load(child, verdict)

    def _finish_load(self, child: RenderChild, verdict: object) -> str | None:
        """Use the deck the child loaded, or fall back to ours with a message (GUI thread)."""
        from gui.cards import deck_check

        info = child.info
        if isinstance(verdict, Loaded):
            deck_check.end_loading(info.path, failed=False)
            source = DeckSource(
                deck_id=info.id, index_set=child.index_set, name=info.name, data=b"", plans=verdict.plans, bounds={},
                aspect=verdict.aspect, builtin_data=b"", direct=verdict.direct, missing=verdict.missing, remote=child,
            )
            self._install(source, None)
            return None
        deck_check.end_loading(info.path, failed=True)
        child.close()
        message = QCoreApplication.translate("DeckRenderer", "{problem} Using the Kartentisch deck instead.").format(problem=verdict)
        self._install(*self._load_builtin(child.index_set))
        self._say(message)
        return message

    def _give_up_loading(self) -> None:
        """Another deck was chosen (or the renderer closes) while a child loaded: not its fault."""
        from gui.cards import deck_check

        child, self._loading, self._loading_key = self._loading, None, None
        if child is not None:
            child.close()
            deck_check.end_loading(child.info.path, failed=False)

    def _on_child_failed(self, generation: int, message: str) -> None:
        if generation == self._generation:
            self._child_failed(message)

    def _child_failed(self, message: str) -> None:
        """The current deck's child died, hung or sent garbage: our deck, a message, remembered."""
        from gui.cards import deck_check

        child = self._source.remote
        if child is None or self._closed:
            return
        deck_check.end_loading(child.info.path, failed=True)
        self._install(*self._load_builtin(self._source.index_set))
        self._say(QCoreApplication.translate("DeckRenderer", "{problem} Using the Kartentisch deck instead.").format(problem=message))

    @property
    def loading(self) -> bool:
        """A user's deck is being loaded by its child (``set_deck(..., wait=False)``)."""
        return self._loading is not None

    def wait_loaded(self, timeout_ms: int = 40000) -> bool:
        """Process events until no deck is loading (tests, tools); False on timeout."""
        import time

        deadline = time.monotonic() + timeout_ms / 1000
        app = QCoreApplication.instance()
        while self._loading is not None and time.monotonic() < deadline:
            if app is not None:
                app.processEvents()
            time.sleep(0.002)
        return self._loading is None



def verdict_of(child: RenderChild) -> object:
    """The child's verdict on its deck: remote.Loaded, or the DeckError / ChildFailed it raised."""
    try:
        return child.wait_loaded()
    except (DeckError, ChildFailed) as exc:
        return exc
