"""The deck renderer: the one way the GUI gets card pictures.

``DeckRenderer.pixmap(element, w, h, dpr)`` returns at once — the exact pixmap from the
cache, or a stand-in — and schedules the exact size in a worker thread; ``rendered``
(element) fires when it arrives, ``changed`` when the deck is switched.

Pipeline: deck bytes (our own SVG, or a user's SVG/SVGZ we gunzip ourselves) → a
``QImage`` rendered in a worker thread with that thread's own ``QSvgRenderer`` (they are
not thread-safe) → a ``QPixmap`` made in the GUI thread → an LRU cache keyed by
(deck id, index set, element, pixel width, pixel height). The pixel size already contains
the device pixel ratio (request = logical × dpr; the pixmap carries ``setDevicePixelRatio``).

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
  a stand-in, else a plain neutral card — never another card's face.
* Heavy decks: PySide6 holds the GIL during ``QSvgRenderer.load/render``, so a big deck
  rendered that way in a thread still freezes the GUI (0.3 s per card for svg-dondorf).
  Decks above ``DIRECT_LIMIT`` bytes are therefore rendered through ``QImageReader``
  (which releases the GIL) from a per-element document cut out by :mod:`.extract`.
  Parsing a deck in ``set_deck`` still happens in the GUI thread (it must report errors
  synchronously); that is a one-off at a deliberate user action.
"""
from __future__ import annotations

import atexit
import logging
import queue
import threading
import weakref
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

from gui.cards import _refcount_guard  # noqa: F401  (must run before heavy Qt use)
from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QImageReader, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from gui.cards.decks import DEFAULT_DECK_ID, DeckError, DeckInfo, builtin_svg_path, find_deck, read_svg_bytes
from gui.cards.elements import (
    ALL_ELEMENTS,
    BLACK_JOKER,
    FACES,
    PLAY_BACK,
    RED_JOKER,
    ROLE_BACK,
    aisleriot_id,
    short_label,
)
from gui.cards.extract import ElementExtractor

log = logging.getLogger(__name__)

DEFAULT_ASPECT = 250 / 350
ROLE_TINT = QColor(110, 18, 30, 165)

# Plans: how one element of a deck is drawn.
SVG, BUILTIN, TINT, MISSING = "svg", "builtin", "tint", "missing"


@dataclass(eq=False)
class DeckSource:
    """A loaded deck: immutable once built, shared (read-only) with the worker thread."""

    deck_id: str
    index_set: str
    name: str
    data: bytes
    plans: dict[str, tuple[str, str]]  # element -> (plan, svg id)
    bounds: dict[str, tuple[float, float, float, float]]  # svg id -> bounds on the full document
    aspect: float
    builtin_data: bytes
    generation: int = 0
    direct: bool = True  # render with QSvgRenderer (small decks) rather than via extract
    missing: tuple[str, ...] = field(default=())


def _qbytes(data: bytes) -> QByteArray:
    return QByteArray(data)


def load_svg_renderer(data: bytes, what: str) -> QSvgRenderer:
    renderer = QSvgRenderer(_qbytes(data))
    if not renderer.isValid():
        raise DeckError(f"The card deck {what} is not a valid SVG file.")
    return renderer


def _candidates(element: str) -> list[str]:
    if element == RED_JOKER:
        return ["red_joker", "joker_red", "joker"]
    if element == BLACK_JOKER:
        return ["black_joker", "joker_black", "joker"]
    if element in FACES:
        return [element, aisleriot_id(element)]
    return [element]


def build_source(info: DeckInfo, index_set: str, builtin_data: bytes) -> tuple[DeckSource, QSvgRenderer]:
    """Read and check a deck; raise :class:`DeckError` with a user-facing message."""
    if info.kind == "builtin":
        path = builtin_svg_path(index_set)
    else:
        path = Path(info.path)
    data = read_svg_bytes(path)
    svg = load_svg_renderer(data, f"“{info.name}” ({path})")
    plans: dict[str, tuple[str, str]] = {}
    bounds: dict[str, tuple[float, float, float, float]] = {}
    for element in ALL_ELEMENTS:
        found = next((c for c in _candidates(element) if svg.elementExists(c)), None)
        if found is not None:
            plans[element] = (SVG, found)
            rect = svg.boundsOnElement(found)
            bounds[found] = (rect.x(), rect.y(), rect.width(), rect.height())
        elif element in (RED_JOKER, BLACK_JOKER):
            plans[element] = (BUILTIN, element)
        elif element == ROLE_BACK and svg.elementExists(PLAY_BACK):
            plans[element] = (TINT, PLAY_BACK)
        else:
            plans[element] = (MISSING, element)
    if not any(plans[f][0] == SVG for f in FACES) and plans[PLAY_BACK][0] != SVG:
        raise DeckError(f"The card deck “{info.name}” ({path}) contains no cards (no element named 1_club or club_1).")
    aspect = DEFAULT_ASPECT
    for element in (PLAY_BACK, *FACES):
        if plans[element][0] == SVG:
            x, y, w, h = bounds[plans[element][1]]
            if w > 0 and h > 0:
                aspect = w / h
                break
    missing = tuple(e for e in ALL_ELEMENTS if plans[e][0] == MISSING)
    source = DeckSource(
        deck_id=info.id,
        index_set=index_set,
        name=info.name,
        data=data,
        plans=plans,
        bounds=bounds,
        aspect=aspect,
        builtin_data=builtin_data,
        direct=info.kind == "builtin" or len(data) <= DeckRenderer.DIRECT_LIMIT,
        missing=missing,
    )
    return source, svg


# ---------------------------------------------------------------------------------------
# Drawing primitives (thread-agnostic: QImage and QPainter work in any thread)


def new_image(width: int, height: int) -> QImage:
    img = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    return img


def render_svg(svg: QSvgRenderer, svg_id: str, width: int, height: int) -> QImage:
    img = new_image(width, height)
    painter = QPainter(img)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    svg.render(painter, svg_id, QRectF(0, 0, width, height))
    painter.end()
    return img


def render_via_reader(extractor: ElementExtractor, svg_id: str, bounds, width: int, height: int) -> QImage:
    """Rasterise a cut-out element with QImageReader: the expensive part runs without the GIL."""
    doc = extractor.document(svg_id, bounds, width, height)
    buf = QBuffer()
    buf.setData(_qbytes(doc))
    buf.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buf, b"svg")
    reader.setScaledSize(QSize(width, height))
    img = reader.read()
    buf.close()
    if img.isNull():
        raise DeckError(f"element {svg_id} could not be rendered ({reader.errorString()})")
    return img.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def tint_role_back(img: QImage) -> QImage:
    """Our ``back_role`` for foreign decks: their back, tinted dark red with a gold frame."""
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.fillRect(img.rect(), ROLE_TINT)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    w, h = img.width(), img.height()
    inset = max(2.0, min(w, h) * 0.07)
    pen = QPen(QColor("#e0a526"), max(1.0, min(w, h) * 0.025))
    painter.setPen(pen)
    painter.drawRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), inset / 2, inset / 2)
    painter.end()
    return img


def draw_missing(element: str, width: int, height: int) -> QImage:
    """A clear 'this card is missing' picture: white card, red X, the card's name."""
    img = new_image(width, height)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = QRectF(0.5, 0.5, width - 1, height - 1)
    radius = min(width, height) * 0.06
    painter.setPen(QPen(QColor("#666666"), 1))
    painter.setBrush(QColor("white"))
    painter.drawRoundedRect(r, radius, radius)
    m = min(width, height) * 0.15
    painter.setPen(QPen(QColor("#d01010"), max(1.5, width * 0.03)))
    painter.drawLine(int(m), int(m), int(width - m), int(height - m))
    painter.drawLine(int(width - m), int(m), int(m), int(height - m))
    font = QFont()
    font.setPixelSize(max(6, int(height * 0.12)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#202020"))
    painter.drawText(QRectF(0, height * 0.78, width, height * 0.2), Qt.AlignmentFlag.AlignCenter, short_label(element))
    painter.end()
    return img


def draw_neutral(width: int, height: int) -> QImage:
    """The stand-in while nothing of an element is cached: identical for every card."""
    img = new_image(width, height)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = min(width, height) * 0.06
    painter.setPen(QPen(QColor("#9a9a90"), 1))
    painter.setBrush(QColor("#e8e6df"))
    painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), radius, radius)
    painter.end()
    return img


class _ThreadState:
    """What one thread has parsed for one deck (renderers are not shared between threads)."""

    def __init__(self, source: DeckSource) -> None:
        self.source = source
        self._svg: QSvgRenderer | None = None
        self._builtin: QSvgRenderer | None = None
        self._extractor: ElementExtractor | None = None
        self._extract_failed = False

    def svg(self) -> QSvgRenderer:
        if self._svg is None:
            self._svg = load_svg_renderer(self.source.data, self.source.name)
        return self._svg

    def builtin(self) -> QSvgRenderer:
        if self._builtin is None:
            self._builtin = load_svg_renderer(self.source.builtin_data, "Kartentisch")
        return self._builtin

    def render_id(self, svg_id: str, width: int, height: int) -> QImage:
        src = self.source
        if not src.direct and not self._extract_failed:
            try:
                if self._extractor is None:
                    self._extractor = ElementExtractor(src.data)
            except Exception as exc:  # noqa: BLE001 - ElementTree refused what QtSvg accepted
                log.info("deck %s: rendering without the cut-out path (%s)", src.deck_id, exc)
                self._extract_failed = True
            else:
                try:
                    return render_via_reader(self._extractor, svg_id, src.bounds[svg_id], width, height)
                except Exception as exc:  # noqa: BLE001 - this element only: use the plain path
                    # no element name in the log: it could be a secret card on a private screen
                    log.info("deck %s: an element was rendered directly (%s)", src.deck_id, type(exc).__name__)
        return render_svg(self.svg(), svg_id, width, height)

    def render(self, element: str, width: int, height: int) -> QImage:
        plan, svg_id = self.source.plans.get(element, (MISSING, element))
        if plan == SVG:
            return self.render_id(svg_id, width, height)
        if plan == TINT:
            return tint_role_back(self.render_id(svg_id, width, height))
        if plan == BUILTIN:
            return render_svg(self.builtin(), svg_id, width, height)
        return draw_missing(element, width, height)


class _Bridge(QObject):
    """Lives in the GUI thread; the worker emits on it, so delivery is queued to the GUI thread."""

    done = Signal(object, object, object)  # generation, cache key, QImage (None on failure)


class _Worker:
    """One background thread with a job queue (a daemon, so it never blocks interpreter exit)."""

    def __init__(self, bridge: _Bridge) -> None:
        self._bridge = bridge
        self._jobs: queue.Queue = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="kartentisch-card-renderer", daemon=True)
        self._thread.start()
        self.current_generation = 0

    def submit(self, source: DeckSource, key: tuple, element: str, width: int, height: int) -> None:
        self._jobs.put((source, key, element, width, height))

    def stop(self, timeout: float = 5.0) -> None:
        self._jobs.put(None)
        self._thread.join(timeout)

    def _run(self) -> None:
        state: _ThreadState | None = None
        while True:
            job = self._jobs.get()
            if job is None:
                return
            source, key, element, width, height = job
            if source.generation != self.current_generation:
                continue  # the deck was switched while this waited
            if state is None or state.source is not source:
                state = _ThreadState(source)
            try:
                img = state.render(element, width, height)
            except Exception as exc:  # noqa: BLE001 - a bad deck must never kill the thread
                log.warning("deck %s: an element could not be rendered (%s)", source.deck_id, type(exc).__name__)
                img = None
            try:
                self._bridge.done.emit(source.generation, key, img)
            except RuntimeError:  # the bridge was deleted (application shutting down)
                return


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

    DIRECT_LIMIT = 256 * 1024  # decks up to this size (uncompressed) render with QSvgRenderer
    CACHE_BYTES = 160 * 1024 * 1024

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
        self._bridge = _Bridge()
        self._bridge.done.connect(self._on_done)
        self._worker: _Worker | None = _Worker(self._bridge)
        self._cache: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._cache_bytes = 0
        self._pending: set[tuple] = set()
        self._neutral: dict[tuple[int, int], QPixmap] = {}
        self._warned: set[tuple[str, str]] = set()
        self._generation = 0
        self._builtin_cache: dict[str, bytes] = {}
        self._gui_thread_state: _ThreadState | None = None
        self.render_count = 0  # exact renders delivered (tests and the benchmark watch this)
        self._source, self._gui_svg = self._load_builtin(index_set if index_set in ("de", "en") else "de")
        _LIVE.add(self)
        if deck_id != DEFAULT_DECK_ID:
            self.set_deck(deck_id, index_set)

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

    def _load_builtin(self, index_set: str) -> tuple[DeckSource, QSvgRenderer]:
        info = DeckInfo(DEFAULT_DECK_ID, "Kartentisch", "builtin", builtin_svg_path(index_set))
        return build_source(info, index_set, self._builtin_bytes(index_set))

    def set_deck(self, deck_id: str, index_set: str = "de") -> str | None:
        """Switch deck; return a message (English) if we fell back to our own deck, else None."""
        message: str | None = None
        if index_set not in ("de", "en"):
            message = f"Unknown index set {index_set!r}; using German indices."
            index_set = "de"
        if deck_id == self._source.deck_id and index_set == self._source.index_set and message is None:
            return None
        try:
            if deck_id == DEFAULT_DECK_ID:
                source, svg = self._load_builtin(index_set)
            else:
                info = find_deck(deck_id)
                if info is None:
                    raise DeckError(f"The card deck “{deck_id}” is not installed.")
                source, svg = build_source(info, index_set, self._builtin_bytes(index_set))
        except DeckError as exc:
            message = f"{exc} Using the Kartentisch deck instead."
            source, svg = self._load_builtin(index_set)
        except Exception as exc:  # noqa: BLE001 - never crash on a user's deck
            message = f"The card deck “{deck_id}” cannot be used ({exc}). Using the Kartentisch deck instead."
            source, svg = self._load_builtin(index_set)
        self._install(source, svg)
        if message:
            log.warning("%s", message)
            self.warning.emit(message)
        return message

    def _install(self, source: DeckSource, svg: QSvgRenderer) -> None:
        self._generation += 1
        source.generation = self._generation
        if self._worker is not None:
            self._worker.current_generation = self._generation
        self._source, self._gui_svg = source, svg
        self._warn_missing(source)
        self._pending.clear()
        self._cache.clear()
        self._cache_bytes = 0
        self.changed.emit()

    # -- pixmaps -----------------------------------------------------------------------

    def _key(self, element: str, pw: int, ph: int) -> tuple:
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
            self._cache.move_to_end(key)
            return self._with_dpr(hit, dpr)
        self._schedule(key, element, pw, ph)
        return self._with_dpr(self._stand_in(element, pw, ph), dpr)

    def render_sync(self, element: str, width: float, height: float, dpr: float = 1.0) -> QPixmap:
        """Render now, in the calling (GUI) thread, and cache it (gallery, first paint of a dialog)."""
        pw, ph = self._pixel_size(width, height, dpr)
        key = self._key(element, pw, ph)
        hit = self._cache.get(key)
        if hit is None:
            hit = self._store(key, _render_plain(self._gui_state(), element, pw, ph))
            self._pending.discard(key)
        return self._with_dpr(hit, dpr)

    def image_sync(self, element: str, width: int, height: int) -> QImage:
        """Render a QImage now in the calling (GUI) thread; the cache is not touched."""
        return _render_plain(self._gui_state(), element, width, height)

    def _gui_state(self) -> _ThreadState:
        """Parsed renderers owned by the GUI thread (the deck was parsed there in set_deck)."""
        if self._gui_thread_state is None or self._gui_thread_state.source is not self._source:
            self._gui_thread_state = _ThreadState(self._source)
            self._gui_thread_state._svg = self._gui_svg
        return self._gui_thread_state

    @staticmethod
    def _with_dpr(pixmap: QPixmap, dpr: float) -> QPixmap:
        out = QPixmap(pixmap)
        out.setDevicePixelRatio(dpr)
        return out

    def _schedule(self, key: tuple, element: str, pw: int, ph: int) -> None:
        if key in self._pending:
            return
        self._pending.add(key)
        if self._worker is None:  # closed: render right here
            self._on_done(self._generation, key, _render_plain(self._gui_state(), element, pw, ph))
            return
        self._worker.submit(self._source, key, element, pw, ph)

    def _stand_in(self, element: str, pw: int, ph: int) -> QPixmap:
        deck, index_set = self._source.deck_id, self._source.index_set
        best: QPixmap | None = None
        best_d = None
        for (d, i, e, w, h), pm in self._cache.items():
            if d == deck and i == index_set and e == element:
                dist = abs(w - pw) + abs(h - ph)
                if best_d is None or dist < best_d:
                    best, best_d = pm, dist
        if best is not None:
            return best.scaled(pw, ph, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
        neutral = self._neutral.get((pw, ph))
        if neutral is None:
            if len(self._neutral) > 64:
                self._neutral.clear()
            neutral = QPixmap.fromImage(draw_neutral(pw, ph))
            self._neutral[(pw, ph)] = neutral
        return neutral

    def _store(self, key: tuple, img: QImage) -> QPixmap:
        pixmap = QPixmap.fromImage(img)
        self._cache[key] = pixmap
        self._cache_bytes += key[3] * key[4] * 4
        while self._cache_bytes > self.CACHE_BYTES and len(self._cache) > 1:
            old, _ = self._cache.popitem(last=False)
            self._cache_bytes -= old[3] * old[4] * 4
        self.render_count += 1
        return pixmap

    def _on_done(self, generation: int, key: tuple, img: QImage | None) -> None:
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
        """Stop the worker thread (idempotent). Further requests render synchronously."""
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.stop()
        if DeckRenderer._shared is self:
            DeckRenderer._shared = None


def _render_plain(state: _ThreadState, element: str, width: int, height: int) -> QImage:
    """Render with QSvgRenderer directly (no cut-out path), used for synchronous renders."""
    source = state.source
    plan, svg_id = source.plans.get(element, (MISSING, element))
    if plan == SVG:
        return render_svg(state.svg(), svg_id, width, height)
    if plan == TINT:
        return tint_role_back(render_svg(state.svg(), svg_id, width, height))
    if plan == BUILTIN:
        return render_svg(state.builtin(), svg_id, width, height)
    return draw_missing(element, width, height)
