"""A history export read game by game, in bounded memory and bounded time, whatever the file holds.

The export is one JSON object, ``{"kartentisch_history": 1, "games": [...]}``, of up to a
gigabyte. Parsing it whole took 1.2 GB of memory for 100,000 games; a streaming parser that
names every value's path (ijson's ``items``) builds a path string per nesting level, so a
400 KB file of 200,000 nested brackets took more memory than the machine had (issue 30).

This reader walks only the top level itself and hands each game, and each other top-level
value, to the standard library's C JSON decoder (``raw_decode``) on a window of the decoded
text: a value of at most :data:`MAX_VALUE_CHARS`, nested no deeper than the interpreter's
recursion limit allows (a deeper one is a ``RecursionError``, refused), numbers as Python
numbers, and NaN or Infinity refused. The text is decoded as strict UTF-8, a chunk at a time.
"""
from __future__ import annotations

import codecs
import json
import re
from collections.abc import Callable, Iterator
from typing import IO, Any

MAX_VALUE_CHARS = 1 << 20
"""The longest single value (one game, or another top-level value), in characters."""

CHUNK_BYTES = 1 << 20

_SPACE = re.compile(r"[ \t\n\r]*")


class StreamProblem(ValueError):
    """The text is not an export's JSON (the message says how, in English); ``in_game``: the
    problem is inside the game being read, not in the file's frame."""

    in_game = False


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


_DECODER = json.JSONDecoder(parse_constant=_no_constant)


class _Window:
    """The decoded text from the current position on, refilled a chunk at a time."""

    def __init__(self, handle: IO[bytes]) -> None:
        self._handle = handle
        self._utf8 = codecs.getincrementaldecoder("utf-8")("strict")
        self.text = ""
        self.pos = 0
        self.eof = False

    def more(self) -> None:
        if self.eof:
            return
        data = self._handle.read(CHUNK_BYTES)
        try:
            decoded = self._utf8.decode(data, final=not data)
        except UnicodeDecodeError as exc:
            raise StreamProblem(f"not UTF-8 text (byte {exc.start} of a chunk)") from None
        self.eof = not data
        self.text = self.text[self.pos:] + decoded
        self.pos = 0

    def next_char(self) -> str:
        """The next character that is not white space ("" at the end of the file), not consumed."""
        while True:
            self.pos = _SPACE.match(self.text, self.pos).end()  # type: ignore[union-attr]  # matches the empty string
            if self.pos < len(self.text) or self.eof:
                return self.text[self.pos:self.pos + 1]
            self.more()

    def take(self, expected: str) -> str:
        char = self.next_char()
        if char not in expected:
            raise StreamProblem(f"expected one of {expected!r} but found {char[:1]!r}" if char else "the file ends too soon")
        self.pos += 1
        return char

    def value(self) -> Any:
        """The next JSON value, decoded by the standard library."""
        self.next_char()
        while True:
            try:
                value, end = _DECODER.raw_decode(self.text, self.pos)
            except json.JSONDecodeError:
                if self.eof or len(self.text) - self.pos > MAX_VALUE_CHARS:
                    raise StreamProblem("not valid JSON, or a value longer than "
                                        f"{MAX_VALUE_CHARS // 1024} KiB") from None
                self.more()  # the value may go on in the next chunk
                continue
            except RecursionError:
                raise StreamProblem("nested too deep") from None
            except ValueError as exc:  # NaN, Infinity, an integer of more digits than Python reads
                raise StreamProblem(str(exc)[:80]) from None
            if end == len(self.text) and not self.eof:
                self.more()  # a number cut by the chunk ("12" of "1234"): read on, decode again
                continue
            self.pos = end
            return value


def games(handle: IO[bytes], version_check: Callable[[Any], None]) -> Iterator[Any]:
    """The games of the export in ``handle``, one at a time. ``version_check`` gets the value of
    ``kartentisch_history``, which must come before ``games`` (as the app writes it)."""
    window = _Window(handle)
    window.take("{")
    version_seen = games_seen = False
    if window.next_char() == "}":
        raise StreamProblem("not a Kartentisch history export")
    while True:
        key = window.value()
        if not isinstance(key, str):
            raise StreamProblem("not a Kartentisch history export")
        window.take(":")
        if key == "games":
            if not version_seen:
                raise StreamProblem("not a Kartentisch history export (its format version must come before its games)")
            if window.next_char() != "[":
                raise StreamProblem("games is not a list")
            window.take("[")
            if window.next_char() == "]":
                window.take("]")
            else:
                while True:
                    try:
                        game = window.value()
                    except StreamProblem as exc:
                        exc.in_game = True
                        raise
                    yield game
                    if window.take(",]") == "]":
                        break
            games_seen = True
        else:
            value = window.value()
            if key == "kartentisch_history":
                version_check(value)
                version_seen = True
        if window.take(",}") == "}":
            break
    if window.next_char():
        raise StreamProblem("more text after the export")
    if not games_seen:
        raise StreamProblem("not a Kartentisch history export")
