"""The pipe between the app and a deck's render child (:mod:`.render_child`, :mod:`.remote`).

Frames, both ways: a 4-byte tag, a 4-byte big-endian length, then that many bytes. Every
frame the app reads is bounded before it is read (:data:`LIMITS`): a child that sends a
length the tag does not allow, an unknown tag, or a short frame is treated as broken, and
nothing larger than the limit is ever allocated.

From the app: ``REND`` (render with the worker's path: the cut-out path for big decks) and
``PLAN`` (render directly with QtSvg, as ``image_sync`` always did), each ``!II`` width and
height then the element's name. From the child: ``HELO`` (the deck is loaded: JSON, see
:func:`gui.cards.render_child.hello`), ``REFU`` (the checks refused it: the message, UTF-8),
``IMAG`` (``!II`` width and height, then width × height × 4 bytes of
``Format_ARGB32_Premultiplied``).
"""
from __future__ import annotations

import struct
from typing import BinaryIO

#: Seconds the app waits for a deck to load in its child (reading, checks, QtSvg's parse).
LOAD_SECONDS = 30.0
#: Seconds the app waits for one picture.
RENDER_SECONDS = 15.0
#: The frozen app's flag that runs :func:`gui.cards.render_child.main` instead of the app.
#: (These live here, with the frames, because both sides need them and the app's side,
#: :mod:`.remote`, must not import the child's module: no import circle, issue 21.)
FLAG = "--deck-render"

HEADER = struct.Struct("!4sI")
SIZE = struct.Struct("!II")
#: The largest picture a child may send (and the app ask for): 4096 × 4096 pixels.
MAX_PIXELS = 4096 * 4096
#: Bytes each tag may carry (decision: a hello of 256 KB holds the plans of 55 elements with
#: ids of any sane length; a message 16 KB).
LIMITS = {
    b"HELO": 256 * 1024,
    b"REFU": 16 * 1024,
    b"IMAG": SIZE.size + 4 * MAX_PIXELS,
    b"REND": SIZE.size + 1024,
    b"PLAN": SIZE.size + 1024,
}


class BrokenPipe(Exception):
    """The other side closed the pipe, or sent something that is not a frame we allow."""


def write_frame(out: BinaryIO, tag: bytes, payload: bytes) -> None:
    out.write(HEADER.pack(tag, len(payload)) + payload)
    out.flush()


def _read_exactly(stream: BinaryIO, count: int) -> bytes:
    chunks: list[bytes] = []
    left = count
    while left:
        chunk = stream.read(min(left, 1 << 20))
        if not chunk:
            raise BrokenPipe("the pipe closed inside a frame" if chunks or count != HEADER.size else "the pipe closed")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_frame(stream: BinaryIO, allowed: tuple[bytes, ...]) -> tuple[bytes, bytes]:
    """The next frame whose tag is in ``allowed``, its length checked before it is read."""
    tag, length = HEADER.unpack(_read_exactly(stream, HEADER.size))
    if tag not in allowed:
        raise BrokenPipe(f"unexpected frame {tag!r}")
    if length > LIMITS[tag]:
        raise BrokenPipe(f"a {tag.decode('ascii')} frame of {length} bytes (at most {LIMITS[tag]})")
    return tag, _read_exactly(stream, length)


def request(width: int, height: int, element: str) -> bytes:
    return SIZE.pack(width, height) + element.encode("utf-8")


def parse_request(payload: bytes) -> tuple[int, int, str]:
    width, height = SIZE.unpack_from(payload)
    return width, height, payload[SIZE.size:].decode("utf-8", errors="replace")
