"""The render worker: one background thread that turns (element, size) jobs into QImages.

Our own deck is drawn here, in this thread. A user's deck is never parsed in the app's
process: its render child draws it (:mod:`.remote`, :mod:`.render_child`), and this
thread is that child's client, so the GUI thread keeps its stand-ins while it waits.
``QSvgRenderer`` is not thread-safe, so each thread parses its own renderers for a deck
(:class:`ThreadState`; the render child uses it too). Results travel back through a ``QObject`` living in the GUI thread
(:class:`Bridge`), so delivery is queued into the GUI thread; the GUI thread makes the
``QPixmap``. A job for a deck that was switched away meanwhile is skipped.
"""
from __future__ import annotations

import logging
import queue
import threading

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

from gui.cards.drawing import draw_missing, render_svg, render_via_reader, tint_role_back
from gui.cards.extract import ElementExtractor
from gui.cards.remote import ChildFailed
from gui.cards.source import BUILTIN, MISSING, SVG, TINT, DeckSource, load_svg_renderer

CacheKey = tuple[str, str, str, int, int]
"""A picture's key in the cache and in the jobs: deck id, index set, element, pixel width and height."""
Job = tuple[DeckSource, CacheKey, str, int, int]
"""What the worker is asked to draw: the deck, the key, the element, its pixel size."""

log = logging.getLogger("gui.cards.renderer")


class ThreadState:
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


class Bridge(QObject):
    """Lives in the GUI thread; the worker emits on it, so delivery is queued to the GUI thread."""

    done = Signal(object, object, object)  # generation, cache key, QImage (None on failure)
    failed = Signal(object, str)  # generation, message: the deck's render child failed (see .remote)
    loaded = Signal(object, object)  # RenderChild, its verdict (remote.Loaded, DeckError or ChildFailed)


class Worker:
    """One background thread with a job queue (a daemon, so it never blocks interpreter exit)."""

    def __init__(self, bridge: Bridge) -> None:
        self._bridge = bridge
        self._jobs: queue.Queue[Job | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="kartentisch-card-renderer", daemon=True)
        self._thread.start()
        self.current_generation = 0

    def submit(self, source: DeckSource, key: CacheKey, element: str, width: int, height: int) -> None:
        self._jobs.put((source, key, element, width, height))

    def stop(self, timeout: float = 5.0) -> None:
        self._jobs.put(None)
        self._thread.join(timeout)

    def _run(self) -> None:
        state: ThreadState | None = None
        while True:
            job = self._jobs.get()
            if job is None:
                return
            source, key, element, width, height = job
            if source.generation != self.current_generation:
                continue  # the deck was switched while this waited
            if state is None or state.source is not source:
                state = ThreadState(source)  # parses nothing until asked (never for a remote deck)
            try:
                if source.remote is not None:  # a user's deck: its render child draws it
                    img = source.remote.render(element, width, height)
                else:
                    img = state.render(element, width, height)
            except ChildFailed as exc:  # died, hung or sent garbage: the GUI thread falls back
                try:
                    self._bridge.failed.emit(source.generation, str(exc))
                except RuntimeError:
                    return
                continue
            except Exception as exc:  # noqa: BLE001 - a bad deck must never kill the thread
                log.warning("deck %s: an element could not be rendered (%s)", source.deck_id, type(exc).__name__)
                img = None
            try:
                self._bridge.done.emit(source.generation, key, img)
            except RuntimeError:  # the bridge was deleted (application shutting down)
                return


def render_plain(state: ThreadState, element: str, width: int, height: int) -> QImage:
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
