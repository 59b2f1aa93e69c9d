"""A user's deck, drawn in a child process: the only place a deck that is not ours is parsed.

Why (issue 20 §8): the app used to check and parse the chosen deck in its GUI thread at
every start and settings change (about 2 s for a deck of 250,000 paths), and its render
thread parsed it again; PySide6 holds the interpreter lock in ``QSvgRenderer.load``, so a
thread did not help. Now one child process per user deck reads it, runs the checks
(:func:`gui.cards.deck_check.check_svg`, the picked fingerprint), parses it with QtSvg,
plans its elements (:func:`gui.cards.source.build_source`), and then renders pictures on
request; the app (:mod:`.remote`) only sends requests and receives pixels.

Run as ``python -m gui.cards.render_child DECK.svg INDEX_SET DIRECT_LIMIT`` (the deck's
name and the UI language in ``KT_DECK_NAME`` / ``KT_DECK_LANGUAGE``), in a frozen bundle as
``kartentisch --deck-render DECK.svg INDEX_SET DIRECT_LIMIT`` (``packaging/launcher.py``).
It speaks :mod:`.deck_pipe` on its stdin and stdout: first ``HELO`` or ``REFU``, then one
``IMAG`` per request, until stdin closes. It writes nothing else to stdout (fd 1 is pointed
at stderr, so a stray print cannot break a frame) and nothing to ``decks.json``: the app
keeps the "loading" mark and the verdicts, since only it sees the child die or hang.

Its own watchdog (``faulthandler``, a C thread that needs no interpreter lock) ends the
child if the load takes longer than :data:`~gui.cards.deck_pipe.LOAD_SECONDS` or one picture longer than
:data:`~gui.cards.deck_pipe.RENDER_SECONDS` (plus a margin), so a child whose app has died does not spin forever.
"""
from __future__ import annotations

import faulthandler
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from gui.cards import deck_pipe
from gui.cards.deck_pipe import LOAD_SECONDS, RENDER_SECONDS

if TYPE_CHECKING:
    from gui.cards.source import DeckSource

_MARGIN = 5.0


def hello(source: DeckSource) -> bytes:
    """What the app needs of a loaded deck: the plan of every element, its aspect, what is missing."""
    return json.dumps(
        {"plans": {e: list(p) for e, p in source.plans.items()}, "aspect": source.aspect, "missing": list(source.missing), "direct": source.direct}
    ).encode("utf-8")


def _pipes() -> tuple[BinaryIO, BinaryIO]:
    """(requests in, frames out); fd 1 then goes to stderr, so only frames reach the app.

    By file descriptor, not ``sys.stdin``/``sys.stdout``: a windowed frozen app may have no
    Python streams for them, while the pipes the app passed are there.
    """
    inp = os.fdopen(os.dup(0), "rb")
    out = os.fdopen(os.dup(1), "wb")
    try:
        os.dup2(2, 1)
    except OSError:  # no stderr at all: point fd 1 nowhere
        os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    sys.stdout = sys.stderr
    return inp, out


#: How much lower the child's CPU priority is than the app's (POSIX ``nice``): the table and
#: the start screen come first, a deck's pictures arrive a moment later (decision, measured:
#: the child's load at the same priority delayed the start screen on a busy 2-core machine).
NICENESS = 10


def main(path: str, index_set: str, direct_limit: str) -> int:
    inp, out = _pipes()
    if hasattr(os, "nice"):
        try:
            os.nice(NICENESS)
        except OSError:
            pass
    faulthandler.dump_traceback_later(LOAD_SECONDS + _MARGIN, exit=True)
    from PySide6.QtGui import QGuiApplication, QImage

    from gui.cards.deck_read import read_svg_bytes
    from gui.cards.decks import DeckError, DeckInfo, builtin_svg_path
    from gui.cards.drawing import draw_missing
    from gui.cards.source import build_source
    from gui.cards.worker import ThreadState, render_plain
    from gui.text.i18n import Translations

    app = QGuiApplication([sys.argv[0]])  # noqa: F841 - QtSvg and QImage need an application
    Translations.shared().set_language("de" if os.environ.get("KT_DECK_LANGUAGE") == "de" else "en")
    index_set = index_set if index_set in ("de", "en") else "de"
    info = DeckInfo("child", os.environ.get("KT_DECK_NAME") or Path(path).name, "user", Path(path))
    try:
        builtin = read_svg_bytes(builtin_svg_path(index_set))
        source, svg = build_source(info, index_set, builtin, int(direct_limit), mark=False)
    except DeckError as exc:
        deck_pipe.write_frame(out, b"REFU", " ".join(str(exc).split()).encode("utf-8")[: deck_pipe.LIMITS[b"REFU"]])
        return 3
    state = ThreadState(source)
    state._svg = svg  # parsed once, above
    deck_pipe.write_frame(out, b"HELO", hello(source))
    faulthandler.cancel_dump_traceback_later()
    while True:
        try:
            tag, payload = deck_pipe.read_frame(inp, (b"REND", b"PLAN"))
        except deck_pipe.BrokenPipe:
            return 0  # the app closed the pipe (or died)
        width, height, element = deck_pipe.parse_request(payload)
        if not (0 < width and 0 < height and width * height <= deck_pipe.MAX_PIXELS):
            return 2
        faulthandler.dump_traceback_later(RENDER_SECONDS + _MARGIN, exit=True)
        try:
            image = state.render(element, width, height) if tag == b"REND" else render_plain(state, element, width, height)
        except Exception:  # noqa: BLE001 - one element only, as the app's worker did: a placeholder
            image = draw_missing(element, width, height)
        image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        if (image.width(), image.height()) != (width, height):
            image = image.scaled(width, height)
        pixels = bytes(image.constBits())[: width * height * 4]  # 4 bytes a pixel: no padding at the end of a line
        faulthandler.cancel_dump_traceback_later()
        try:
            deck_pipe.write_frame(out, b"IMAG", deck_pipe.SIZE.pack(width, height) + pixels)
        except OSError:
            return 0


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:4]))
