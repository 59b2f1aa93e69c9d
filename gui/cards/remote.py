"""The app's side of a user deck's render child (:mod:`.render_child`): start it, ask, check.

A :class:`RenderChild` starts the child process for one deck (this interpreter with
``-m gui.cards.render_child``, or in a frozen bundle the bundle itself with
``--deck-render``, as the pick's trial does with ``--deck-trial``), waits for it to load
the deck (:meth:`RenderChild.wait_loaded`) and then asks it for pictures
(:meth:`RenderChild.render`). The app never sees the deck's bytes: only the plans of its
elements, its aspect, and pixels.

Nothing the child sends is trusted: every frame is bounded before it is read
(:mod:`.deck_pipe`), the hello must name a valid plan for every element and a sane aspect,
a picture must have exactly the size asked for. A child that dies, sends anything else, or
takes longer than :data:`~gui.cards.deck_pipe.LOAD_SECONDS` to load or
:data:`~gui.cards.deck_pipe.RENDER_SECONDS` for one picture is killed, and
:class:`ChildFailed` says so in the user's words; the renderer then falls back to our deck
and remembers the deck as failed (:mod:`.renderer`). This class keeps no verdicts itself
and writes no file: ``decks.json`` is written in the GUI thread only.

Threads: a reader thread per child turns its stdout into frames on a queue (a blocking read
holds no interpreter lock, and it works with pipes on every platform, where ``select``
does not). One request is answered at a time (a lock), so the worker thread and a
synchronous render in the GUI thread take turns.
"""
from __future__ import annotations

import json
import logging
import math
import os
import queue
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QImage

from gui.cards import deck_pipe
from gui.cards.decks import DeckError, DeckInfo
from gui.cards.elements import ALL_ELEMENTS
from gui.cards.deck_pipe import FLAG, LOAD_SECONDS, RENDER_SECONDS

log = logging.getLogger("gui.cards.renderer")
PLANS = ("svg", "builtin", "tint", "missing")  # gui.cards.source's plans (not imported: no QtSvg here)
MAX_ID = 256


class ChildFailed(Exception):
    """The render child died, hung or sent garbage; the message is for the user (translated)."""


@dataclass(frozen=True)
class Loaded:
    """What the app keeps of a deck its child loaded (checked, see :func:`_parse_hello`)."""

    plans: dict[str, tuple[str, str]]
    aspect: float
    missing: tuple[str, ...]
    direct: bool


def child_command(path: Path, index_set: str, direct_limit: int) -> list[str]:
    """The child process for one deck: this interpreter, or the frozen app itself."""
    args = [str(path), index_set, str(int(direct_limit))]
    if getattr(sys, "frozen", False):
        return [sys.executable, FLAG, *args]
    return [sys.executable, "-m", "gui.cards.render_child", *args]


def _parse_hello(payload: bytes) -> Loaded:
    """The child's hello, or ValueError if it is not exactly what a child sends."""
    data = json.loads(payload.decode("utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("plans"), dict):
        raise ValueError("no plans")
    plans: dict[str, tuple[str, str]] = {}
    for element in ALL_ELEMENTS:
        plan = data["plans"].get(element)
        if not (isinstance(plan, list) and len(plan) == 2 and plan[0] in PLANS and isinstance(plan[1], str) and len(plan[1]) <= MAX_ID):
            raise ValueError(f"no valid plan for {element}")
        plans[element] = (plan[0], plan[1])
    aspect = data.get("aspect")
    if isinstance(aspect, bool) or not isinstance(aspect, (int, float)) or not math.isfinite(aspect) or not 0.05 <= aspect <= 20:
        raise ValueError("no sane aspect")
    missing = tuple(e for e in ALL_ELEMENTS if plans[e][0] == "missing")
    return Loaded(plans, float(aspect), missing, data.get("direct") is True)


class RenderChild:
    """One user deck's render child (see the module doc). Raises OSError if it cannot start."""

    def __init__(self, info: DeckInfo, index_set: str, direct_limit: int) -> None:
        from gui.text.i18n import Translations

        self.info = info
        self.index_set = index_set
        self._lock = threading.Lock()
        self._frames: queue.Queue[tuple[bytes, bytes]] = queue.Queue()
        self._loaded: Loaded | None = None
        self._broken: str | None = None
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KT_DECK_NAME=info.name, KT_DECK_LANGUAGE=Translations.shared().language)
        frozen = getattr(sys, "frozen", False)
        self._proc = subprocess.Popen(
            child_command(info.path, index_set, direct_limit),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=None if frozen else Path(__file__).resolve().parents[2],
            env=env,
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
        )
        self._reader = threading.Thread(target=self._read, name="kartentisch-deck-child-reader", daemon=True)
        self._reader.start()

    @property
    def pid(self) -> int:
        return self._proc.pid

    def _read(self) -> None:
        """The reader thread: frames from the child's stdout onto the queue, ``DEAD`` at the end."""
        stream = self._proc.stdout
        assert stream is not None
        allowed: tuple[bytes, ...] = (b"HELO", b"REFU")
        try:
            while True:
                frame = deck_pipe.read_frame(stream, allowed)  # type: ignore[arg-type]  # a BufferedReader
                self._frames.put(frame)
                allowed = (b"IMAG",)
        except (deck_pipe.BrokenPipe, OSError, ValueError) as exc:
            self._frames.put((b"DEAD", str(exc).encode("utf-8", errors="replace")))

    def _fail(self, why: str, words: str) -> ChildFailed:
        """Kill the child; the error to raise (its reason in the log, the user's words in it)."""
        if self._broken is None:
            log.warning("deck %s: its render child is stopped (%s)", self.info.id, why)
            self._broken = words
        self.close()
        return ChildFailed(self._broken)

    def _cannot_draw(self) -> str:
        return QCoreApplication.translate("DeckCheck", "The card deck “{name}” cannot be drawn; it is not used.").format(name=self.info.name)

    def _next(self, timeout: float) -> tuple[bytes, bytes]:
        try:
            tag, payload = self._frames.get(timeout=timeout)
        except queue.Empty:
            words = QCoreApplication.translate("DeckCheck", "The card deck “{name}” takes far too long to draw; it is not used.").format(name=self.info.name)
            raise self._fail(f"no answer within {timeout:.0f} s", words) from None
        if tag == b"DEAD":
            self._frames.put((tag, payload))  # whoever asks next hears it too
            raise self._fail(payload.decode("utf-8", errors="replace") or "it ended", self._cannot_draw())
        return tag, payload

    def wait_loaded(self, timeout: float | None = None) -> Loaded:
        """Wait for the child's verdict: the loaded deck; DeckError (the checks' words) or ChildFailed.

        ``timeout``: seconds, :data:`~gui.cards.deck_pipe.LOAD_SECONDS` if None.
        """
        timeout = LOAD_SECONDS if timeout is None else timeout
        with self._lock:
            if self._loaded is not None:
                return self._loaded
            if self._broken is not None:
                raise ChildFailed(self._broken)
            tag, payload = self._next(timeout)
            if tag == b"REFU":
                message = payload.decode("utf-8", errors="replace").strip()
                self.close()
                raise DeckError(message or self._cannot_draw())
            try:
                self._loaded = _parse_hello(payload)
            except (ValueError, RecursionError) as exc:
                raise self._fail(f"a hello that is not one ({exc})", self._cannot_draw()) from None
            return self._loaded

    def render(self, element: str, width: int, height: int, *, plain: bool = False, timeout: float | None = None) -> QImage:
        """The picture of ``element``, exactly ``width`` × ``height`` (ChildFailed if the child fails).

        ``plain``: drawn directly by QtSvg (``image_sync``), not through the cut-out path.
        A request bigger than :data:`~gui.cards.deck_pipe.MAX_PIXELS` is drawn smaller and scaled.
        """
        self.wait_loaded()
        timeout = RENDER_SECONDS if timeout is None else timeout
        ask_w, ask_h = width, height
        if width * height > deck_pipe.MAX_PIXELS:
            factor = math.sqrt(deck_pipe.MAX_PIXELS / (width * height))
            ask_w, ask_h = max(1, int(width * factor)), max(1, int(height * factor))
        with self._lock:
            if self._broken is not None:
                raise ChildFailed(self._broken)
            stdin = self._proc.stdin
            try:
                assert stdin is not None
                deck_pipe.write_frame(stdin, b"PLAN" if plain else b"REND", deck_pipe.request(ask_w, ask_h, element))  # type: ignore[arg-type]
            except (OSError, ValueError) as exc:
                raise self._fail(f"cannot send ({exc})", self._cannot_draw()) from None
            _tag, payload = self._next(timeout)
            if len(payload) != deck_pipe.SIZE.size + ask_w * ask_h * 4 or deck_pipe.SIZE.unpack_from(payload) != (ask_w, ask_h):
                raise self._fail(f"a picture of the wrong size ({len(payload)} bytes)", self._cannot_draw())
        image = QImage(payload[deck_pipe.SIZE.size:], ask_w, ask_h, ask_w * 4, QImage.Format.Format_ARGB32_Premultiplied).copy()
        if (ask_w, ask_h) != (width, height):
            image = image.scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
        return image

    def close(self) -> None:
        """Stop the child (idempotent; any thread). A request waiting on it fails at once."""
        if self._broken is None:
            self._broken = self._cannot_draw()
        for stream in (self._proc.stdin,):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        if self._proc.poll() is None:
            try:
                self._proc.kill()
                self._proc.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                pass
