"""Loading a user's deck through its render child: the part of :class:`~gui.cards.renderer.DeckRenderer`
that starts the child, waits for its verdict and falls back to our deck when it fails.

A :class:`RemoteDeckLoader` is owned by the renderer (composition, not a mixin: it is given
what it needs of the renderer as callables, so neither class relies on members the other
defines; issue 21). All of it runs in the GUI thread except :meth:`RemoteDeckLoader._await`,
a short-lived thread that waits for the child's verdict and hands it over through the
bridge's ``loaded`` signal (the renderer, a QObject of the GUI thread, receives it and
passes it on to :meth:`RemoteDeckLoader.on_loaded`). The "loading" mark and the verdicts in
``decks.json`` are written here, in the GUI thread only
(:func:`gui.cards.deck_memory.begin_loading` / :func:`~gui.cards.deck_memory.end_loading`):
the child writes nothing, since only the app sees it die or hang.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gui.cards import deck_memory
from gui.cards.decks import DeckError, DeckInfo
from gui.cards.remote import ChildFailed, Loaded, RenderChild
from gui.cards.source import DeckSource

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

    from gui.cards.worker import Bridge


class RemoteDeckLoader:
    """The render-child side of the deck renderer (see the module doc).

    ``install`` makes a deck the renderer's current one, ``load_ours`` builds our deck for an
    index set (the fallback), ``say`` tells the user a message (None: nothing to say).
    """

    def __init__(
        self,
        bridge: Bridge,
        *,
        install: Callable[[DeckSource, QSvgRenderer | None], None],
        load_ours: Callable[[str], tuple[DeckSource, QSvgRenderer | None]],
        say: Callable[[str | None], None],
    ) -> None:
        self._bridge = bridge
        self._install = install
        self._load_ours = load_ours
        self._say = say
        self._loading: RenderChild | None = None  # a user's deck whose child is loading it (wait=False)
        self._loading_key: tuple[str, str] | None = None
        self._closed = False

    def loading_for(self, deck_id: str, index_set: str) -> bool:
        """This very deck is being loaded in the background already."""
        return self._loading is not None and self._loading_key == (deck_id, index_set)

    def start(self, info: DeckInfo, index_set: str, direct_limit: int) -> RenderChild:
        """Start the deck's render child inside the "loading" mark (DeckError: it failed before)."""
        deck_memory.begin_loading(info.path, info.name)
        try:
            return RenderChild(info, index_set, direct_limit)
        except OSError:  # no child process: the deck is not used (never parsed here), not its fault
            deck_memory.end_loading(info.path, failed=False)
            raise

    def load_in_background(self, child: RenderChild, deck_id: str, index_set: str) -> None:
        """``set_deck(..., wait=False)``: the verdict arrives later, through :meth:`on_loaded`."""
        self._loading, self._loading_key = child, (deck_id, index_set)
        threading.Thread(target=self._await, args=(child,), name="kartentisch-deck-load", daemon=True).start()

    def _await(self, child: RenderChild) -> None:
        """A short-lived thread: wait for the child's verdict, hand it to the GUI thread."""
        verdict = verdict_of(child)
        try:
            self._bridge.loaded.emit(child, verdict)
        except RuntimeError:  # the renderer is gone (application shutting down)
            child.close()

    def on_loaded(self, child: RenderChild, verdict: object) -> None:
        """The bridge's ``loaded`` (GUI thread): use the verdict unless the load was given up."""
        if child is not self._loading:  # given up meanwhile (another deck, or closed)
            child.close()
            return
        self._loading = self._loading_key = None
        self.finish(child, verdict)

    def finish(self, child: RenderChild, verdict: object) -> str | None:
        """Use the deck the child loaded, or fall back to ours with a message (GUI thread)."""
        info = child.info
        if isinstance(verdict, Loaded):
            deck_memory.end_loading(info.path, failed=False)
            source = DeckSource(
                deck_id=info.id, index_set=child.index_set, name=info.name, data=b"", plans=verdict.plans, bounds={},
                aspect=verdict.aspect, builtin_data=b"", direct=verdict.direct, missing=verdict.missing, remote=child,
            )
            self._install(source, None)
            return None
        deck_memory.end_loading(info.path, failed=True)
        child.close()
        message = QCoreApplication.translate("DeckRenderer", "{problem} Using the Kartentisch deck instead.").format(problem=verdict)
        self._install(*self._load_ours(child.index_set))
        self._say(message)
        return message

    def give_up(self) -> None:
        """Another deck was chosen (or the renderer closes) while a child loaded: not its fault."""
        child, self._loading, self._loading_key = self._loading, None, None
        if child is not None:
            child.close()
            deck_memory.end_loading(child.info.path, failed=False)

    def child_failed(self, current: DeckSource, message: str) -> None:
        """The current deck's child died, hung or sent garbage: our deck, a message, remembered."""
        child = current.remote
        if child is None or self._closed:
            return
        deck_memory.end_loading(child.info.path, failed=True)
        self._install(*self._load_ours(current.index_set))
        self._say(QCoreApplication.translate("DeckRenderer", "{problem} Using the Kartentisch deck instead.").format(problem=message))

    def close(self) -> None:
        """The renderer closes: give up a load; a failing child no longer swaps the deck."""
        self._closed = True
        self.give_up()

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
