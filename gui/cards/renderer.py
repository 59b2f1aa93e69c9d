"""The deck renderer: the one way the GUI gets card pictures.

``DeckRenderer.pixmap(element, w, h, dpr)`` returns at once — the exact pixmap from the
cache, or a stand-in — and schedules the exact size in a worker thread; ``rendered``
(element) fires when it arrives, ``changed`` when the deck is switched.

Pipeline: deck bytes (our own SVG, or a user's SVG/SVGZ we gunzip ourselves) → a
``QImage`` rendered in a worker thread with that thread's own ``QSvgRenderer`` (they are
not thread-safe) → a ``QPixmap`` made in the GUI thread → an LRU cache keyed by
(deck id, index set, element, pixel width, pixel height). The pixel size already contains
the device pixel ratio (request = logical × dpr; the pixmap carries ``setDevicePixelRatio``).

The parts: :mod:`.source` reads and plans a deck, :mod:`.drawing` holds the drawing
primitives, :mod:`.worker` the render thread, :mod:`.remote_decks` (a loader the renderer owns) loads a user's deck
through its render child (:mod:`.remote`), :mod:`.pixmap_cache` keeps the pictures; this
module is the API.

Decisions:

* Aspect: every element is stretched into the rectangle of the deck's ``back`` (some decks
  are landscape, some have faces and back of different sizes).
* Jokers: ``red_joker``/``joker_red`` (black alike), then ``joker``, else our own joker.
* ``back_role`` (Tempelgold's role cards, "from a second deck"): our deck draws its own;
  a foreign deck gets its ``back`` tinted dark red, so the two backs always differ.
* A missing element becomes a white card with a red X and the card's name, with one log
  warning per deck and element. A deck that cannot be read, parsed, is larger than 20 MB
  or has no card elements makes ``set_deck`` fall back to our deck and return/emit a message.
* While an exact size renders, the nearest cached size *of the same element* is scaled as
  a stand-in, else a plain neutral card — never another card's face (:mod:`.pixmap_cache`).
* Heavy decks: PySide6 holds the GIL during ``QSvgRenderer.load/render``, so a big deck
  rendered that way in a thread still freezes the GUI (0.3 s per card for svg-dondorf).
  Decks above ``DIRECT_LIMIT`` bytes are therefore rendered through ``QImageReader``
  (which releases the GIL) from a per-element document cut out by :mod:`.extract`.
* A user's deck (any deck but our own) is never checked or parsed in the app's process,
  and the renderer does not even read it (issue 20 §8): its render child does all of it
  and sends pixels
  (:mod:`.remote`, :mod:`.render_child`); the worker thread is the child's client. The
  app loads it with ``set_deck(..., wait=False)``: the current deck stays until the child
  has loaded the new one. A child that dies, hangs or sends garbage means our deck, a
  message, and the deck remembered as failed (``decks.json``). Our own deck is small and
  ours: it is parsed here, in the GUI thread, as before (start-up time).
"""
from __future__ import annotations

import atexit
import logging
import weakref

from gui.cards import _refcount_guard  # noqa: F401  (must run before heavy Qt use)
from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtSvg import QSvgRenderer

from gui.cards.deck_read import read_svg_bytes
from gui.cards.decks import DEFAULT_DECK_ID, DeckError, DeckInfo, builtin_svg_path, find_deck
from gui.cards.drawing import draw_missing
from gui.cards.pixmap_cache import PixmapCache
from gui.cards.source import BUILTIN, DIRECT_LIMIT, MISSING, SVG, TINT, DeckSource, build_source
from gui.cards.remote import ChildFailed, RenderChild
from gui.cards.remote_decks import RemoteDeckLoader, verdict_of
from gui.cards.worker import CacheKey, Bridge, ThreadState, Worker, render_plain

__all__ = ["BUILTIN", "MISSING", "SVG", "TINT", "DeckRenderer", "DeckSource", "build_source"]

log = logging.getLogger(__name__)

_LIVE: "weakref.WeakSet[DeckRenderer]" = weakref.WeakSet()


@atexit.register
def _stop_all() -> None:
    for renderer in list(_LIVE):
        renderer.close()


class DeckRenderer(QObject):
    """Renders card elements of the current deck into cached pixmaps (see the module doc)."""

    rendered = Signal(str)
    changed = Signal()
    warning = Signal(str)

    DIRECT_LIMIT = DIRECT_LIMIT  # decks up to this size (uncompressed) render with QSvgRenderer
    # The cache's budget (pixel bytes, 4 per pixel) is one screenful of the primary screen,
    # at least CACHE_FLOOR_BYTES: see :meth:`screen_budget`. Set per instance in __init__;
    # a caller may lower it (``renderer.CACHE_BYTES = ...``).
    CACHE_BYTES = 160 * 1024 * 1024  # without a screen (no QGuiApplication): galleries, tools
    CACHE_FLOOR_BYTES = 4 * 1024 * 1024

    _shared: "DeckRenderer | None" = None

    @classmethod
    def shared(cls) -> "DeckRenderer":
        """The app-wide renderer (created on first use; needs a QGuiApplication)."""
        if cls._shared is None:
            cls._shared = cls()
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(cls._shared.close)
        return cls._shared

    def __init__(self, parent: QObject | None = None, deck_id: str = DEFAULT_DECK_ID, index_set: str = "de") -> None:
        super().__init__(parent)
        self._bridge = Bridge()
        self._bridge.done.connect(self._on_done)
        self._remote = RemoteDeckLoader(self._bridge, install=self._install, load_ours=self._load_builtin, say=self._say)
        self._bridge.failed.connect(self._on_child_failed)
        self._bridge.loaded.connect(self._on_loaded)
        self._worker: Worker | None = Worker(self._bridge)
        self._cache = PixmapCache()
        self.CACHE_BYTES = self.screen_budget()
        self._pending: set[CacheKey] = set()
        self._warned: set[tuple[str, str]] = set()
        self._generation = 0
        self._builtin_cache: dict[str, bytes] = {}
        self._gui_thread_state: ThreadState | None = None
        self._gui_svg: QSvgRenderer | None = None
        self.render_count = 0  # exact renders delivered (tests and the benchmark watch this)
        self._source, self._gui_svg = self._load_builtin(index_set if index_set in ("de", "en") else "de")
        _LIVE.add(self)
        if deck_id != DEFAULT_DECK_ID:
            self.set_deck(deck_id, index_set)

    @classmethod
    def screen_budget(cls) -> int:
        """The cache's budget: the pixel bytes of one screenful of the primary screen.

        Why (issue 8 and 9: memory): the cards a screen shows never cover more than the
        screen, so one screenful of pictures holds everything in front of the players (a
        10-player table at 1280×800 touches under 1 MiB of card pictures per step: about a
        fifth of this). Each round lays the table out anew, so card sizes change: with
        a budget of 160 MB the cache kept every size a game ever used (25 sizes, 12 MiB by
        the end of a 10-player game, more with every new player count over an evening),
        which never came back. The least recently used pictures go first; a picture that
        is needed again is re-rendered in the worker (the nearest cached size stands in).
        Bigger screens get a bigger budget, so the cards in front of the players always fit.
        """
        from PySide6.QtGui import QGuiApplication

        app = QGuiApplication.instance()
        screen = QGuiApplication.primaryScreen() if isinstance(app, QGuiApplication) else None
        if screen is None:
            return cls.CACHE_BYTES
        size, dpr = screen.size(), screen.devicePixelRatio()
        return max(cls.CACHE_FLOOR_BYTES, round(size.width() * size.height() * dpr * dpr * 4))

    def cache_bytes(self) -> int:
        """The pixel bytes of the pictures in the cache now (at most ``CACHE_BYTES``)."""
        return self._cache.bytes

    # -- deck --------------------------------------------------------------------------

    @property
    def deck_id(self) -> str:
        return self._source.deck_id

    @property
    def index_set(self) -> str:
        return self._source.index_set

    @property
    def deck_name(self) -> str:
        return self._source.name

    @property
    def source(self) -> DeckSource:
        return self._source

    def aspect(self) -> float:
        """Width / height of a card of the current deck (from its ``back``)."""
        return self._source.aspect

    def _builtin_bytes(self, index_set: str) -> bytes:
        if index_set not in self._builtin_cache:
            self._builtin_cache[index_set] = read_svg_bytes(builtin_svg_path(index_set))
        return self._builtin_cache[index_set]

    def _load_builtin(self, index_set: str) -> tuple[DeckSource, QSvgRenderer | None]:
        info = DeckInfo(DEFAULT_DECK_ID, "Kartentisch", "builtin", builtin_svg_path(index_set))
        return build_source(info, index_set, self._builtin_bytes(index_set), self.DIRECT_LIMIT)

    def set_deck(self, deck_id: str, index_set: str = "de", *, wait: bool = True) -> str | None:
        """Switch deck; return a message (UI language) if we fell back to our own deck, else None.

        Our own deck is parsed here. Any other deck is loaded by its render child
        (:mod:`.remote`): with ``wait`` (tools, tests, the gallery) this waits for the
        child's verdict; without (the app: at start and when the settings change it) it
        returns None at once, the current deck stays until the child has loaded the new
        one, then ``changed`` fires, or ``warning`` with the message if it failed.
        """
        message: str | None = None
        if index_set not in ("de", "en"):
            message = f"Unknown index set {index_set!r}; using German indices."
            index_set = "de"
        if self._remote.loading:
            if self._remote.loading_for(deck_id, index_set) and message is None:
                return None
            self._remote.give_up()
        if deck_id == self._source.deck_id and index_set == self._source.index_set and message is None:
            return None
        try:
            if deck_id == DEFAULT_DECK_ID:
                source, svg = self._load_builtin(index_set)
            else:
                info = find_deck(deck_id)
                if info is None:
                    raise DeckError(QCoreApplication.translate("DeckRenderer", "The card deck “{name}” is not installed.").format(name=deck_id))
                child = self._remote.start(info, index_set, self.DIRECT_LIMIT)
                if not wait:
                    self._remote.load_in_background(child, deck_id, index_set)
                    return None
                return self._remote.finish(child, verdict_of(child))
        except DeckError as exc:
            message = QCoreApplication.translate("DeckRenderer", "{problem} Using the Kartentisch deck instead.").format(problem=exc)
            source, svg = self._load_builtin(index_set)
        except Exception as exc:  # noqa: BLE001 - never crash on a user's deck
            from gui.text import notice_text

            notice_text.log_detail(f"deck {deck_id!r} not used", exc, with_text=True)
            message = QCoreApplication.translate("DeckRenderer", "The card deck “{name}” cannot be used ({error}). Using the Kartentisch deck instead.").format(name=deck_id, error=notice_text.reason(exc))
            source, svg = self._load_builtin(index_set)
        self._install(source, svg)
        self._say(message)
        return message

    @property
    def loading(self) -> bool:
        """A user's deck is being loaded by its child (``set_deck(..., wait=False)``)."""
        return self._remote.loading

    def wait_loaded(self, timeout_ms: int = 40000) -> bool:
        """Process events until no deck is loading (tests, tools); False on timeout."""
        return self._remote.wait_loaded(timeout_ms)

    def _on_loaded(self, child: RenderChild, verdict: object) -> None:
        """The bridge's ``loaded``, delivered in the GUI thread (this QObject's): the loader decides."""
        self._remote.on_loaded(child, verdict)

    def _on_child_failed(self, generation: int, message: str) -> None:
        """The bridge's ``failed``: the worker's render child failed; only the current deck's counts."""
        if generation == self._generation:
            self._remote.child_failed(self._source, message)

    def _say(self, message: str | None) -> None:
        if message:
            log.warning("%s", message)
            self.warning.emit(message)

    def _install(self, source: DeckSource, svg: QSvgRenderer | None) -> None:
        old = self._source
        self._generation += 1
        source.generation = self._generation
        if self._worker is not None:
            self._worker.current_generation = self._generation
        self._source, self._gui_svg = source, svg
        if old.remote is not None and old.remote is not source.remote:
            old.remote.close()
        self._warn_missing(source)
        self._pending.clear()
        self._cache.clear()
        self.changed.emit()

    # -- pixmaps -----------------------------------------------------------------------

    def _key(self, element: str, pw: int, ph: int) -> CacheKey:
        return (self._source.deck_id, self._source.index_set, element, pw, ph)

    @staticmethod
    def _pixel_size(width: float, height: float, dpr: float) -> tuple[int, int]:
        return max(1, round(width * dpr)), max(1, round(height * dpr))

    def _warn_missing(self, source: DeckSource) -> None:
        """One log warning per deck and missing element, written when the deck is loaded.

        Not at request time: a log line naming the card just asked for could reveal a
        secret card shown on a private screen.
        """
        for element in source.missing:
            if (source.deck_id, element) not in self._warned:
                self._warned.add((source.deck_id, element))
                log.warning("card deck %s has no element %r; drawing a placeholder", source.deck_id, element)

    def cached(self, element: str, width: float, height: float, dpr: float = 1.0) -> bool:
        return self._key(element, *self._pixel_size(width, height, dpr)) in self._cache

    def pixmap(self, element: str, width: float, height: float, dpr: float = 1.0) -> QPixmap:
        """The picture of ``element`` at ``width`` × ``height`` logical pixels; returns at once."""
        pw, ph = self._pixel_size(width, height, dpr)
        key = self._key(element, pw, ph)
        hit = self._cache.get(key)
        if hit is not None:
            return self._with_dpr(hit, dpr)
        self._schedule(key, element, pw, ph)
        return self._with_dpr(self._stand_in(element, pw, ph), dpr)

    def render_sync(self, element: str, width: float, height: float, dpr: float = 1.0) -> QPixmap:
        """Render now, in the calling (GUI) thread, and cache it (gallery, first paint of a dialog)."""
        pw, ph = self._pixel_size(width, height, dpr)
        key = self._key(element, pw, ph)
        hit = self._cache.get(key)
        if hit is None:
            image = self._render_here(element, pw, ph)
            key = self._key(element, pw, ph)  # the deck may have fallen back meanwhile
            hit = self._store(key, image)
            self._pending.discard(key)
        return self._with_dpr(hit, dpr)

    def image_sync(self, element: str, width: int, height: int) -> QImage:
        """Render a QImage now in the calling (GUI) thread; the cache is not touched."""
        return self._render_here(element, width, height)

    def _render_here(self, element: str, width: int, height: int) -> QImage:
        """Now, in this thread: our deck here, a user's deck by its child (waited for)."""
        remote = self._source.remote
        if remote is not None:
            try:
                return remote.render(element, width, height, plain=True)
            except ChildFailed as exc:
                self._remote.child_failed(self._source, str(exc))  # now our deck
        return render_plain(self._gui_state(), element, width, height)

    def _gui_state(self) -> ThreadState:
        """Parsed renderers owned by the GUI thread (the deck was parsed there in set_deck)."""
        if self._gui_thread_state is None or self._gui_thread_state.source is not self._source:
            self._gui_thread_state = ThreadState(self._source)
            self._gui_thread_state._svg = self._gui_svg  # our deck, parsed in _load_builtin
        return self._gui_thread_state

    @staticmethod
    def _with_dpr(pixmap: QPixmap, dpr: float) -> QPixmap:
        out = QPixmap(pixmap)
        out.setDevicePixelRatio(dpr)
        return out

    def _schedule(self, key: CacheKey, element: str, pw: int, ph: int) -> None:
        if key in self._pending:
            return
        self._pending.add(key)
        if self._worker is None:  # closed: render right here
            self._on_done(self._generation, key, self._render_here(element, pw, ph))
            return
        self._worker.submit(self._source, key, element, pw, ph)

    def _stand_in(self, element: str, pw: int, ph: int) -> QPixmap:
        return self._cache.stand_in(self._source.deck_id, self._source.index_set, element, pw, ph)

    def _store(self, key: CacheKey, img: QImage) -> QPixmap:
        pixmap = self._cache.store(key, img, self.CACHE_BYTES)
        self.render_count += 1
        return pixmap

    def _on_done(self, generation: int, key: CacheKey, img: QImage | None) -> None:
        if generation != self._generation:
            return
        self._pending.discard(key)
        if img is None:
            img = draw_missing(key[2], key[3], key[4])
        self._store(key, img)
        self.rendered.emit(key[2])

    def pending(self) -> int:
        return len(self._pending)

    def wait_idle(self, timeout_ms: int = 10000) -> bool:
        """Process events until every scheduled render has arrived (tests, gallery, bench)."""
        import time

        deadline = time.monotonic() + timeout_ms / 1000
        app = QCoreApplication.instance()
        while self._pending and time.monotonic() < deadline:
            if app is not None:
                app.processEvents()
            time.sleep(0.001)
        return not self._pending

    def close(self) -> None:
        """Stop the worker thread and any render child (idempotent). Further requests render
        synchronously, with our deck (a user's deck is not drawn once its child is stopped)."""
        self._remote.close()
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.stop()
        if self._source.remote is not None:
            self._source.remote.close()
            if QCoreApplication.instance() is not None:  # not at interpreter exit (atexit)
                try:
                    self._source, self._gui_svg = self._load_builtin(self._source.index_set)
                except Exception:  # noqa: BLE001 - closing must never raise
                    log.debug("our deck not reloaded while closing", exc_info=True)
        if DeckRenderer._shared is self:
            DeckRenderer._shared = None

