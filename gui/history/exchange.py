"""Export the history as CSV and JSON; import a JSON export, merging without duplicates.

* CSV: one row per seat of every game (a spreadsheet's pivot table needs no more), UTF-8 with
  a header row and ``\\r\\n`` line ends, written by the ``csv`` module with its default
  quoting (a cell with a quote, comma, CR or LF is quoted). Every text cell is neutral
  (:func:`neutral`): none starts a formula in a spreadsheet. The columns are :data:`CSV_COLUMNS`.
* JSON: ``{"kartentisch_history": 1, "games": [...]}``, every game with its seats and its
  final view, oldest first, one game per line. This is what :func:`import_json` reads.

Both directions stream: an export writes game by game into a temp file that replaces the
target only when it is complete; an import reads game by game (:mod:`gui.history.json_stream`), checks each game
(:mod:`gui.history.import_rules`) and writes it inside one transaction, committed only once
the whole file has been read: a refused file, or a cancelled import, leaves the database as
it was. Memory stays bounded whatever the file's size. Games already in the history (the
same ``uid``) are skipped, so importing the same export twice adds nothing the second time.

Limits (docs/reliability.md): a file of at most :data:`MAX_IMPORT_BYTES` and
:data:`MAX_GAMES` games. An export that would be larger than an import accepts is refused
before anything is written, so every file the app writes it can read back.
"""
from __future__ import annotations

import csv
import io
import json
import os
import pathlib
import sqlite3
import stat
import tempfile
from collections.abc import Callable, Iterator
from typing import IO, Any

from gui.history import json_stream, store
from gui.history.database import transaction
from gui.history.import_rules import FORMAT, ImportProblem, check_game
from gui.history.record import GameRecord

__all__ = ["CSV_COLUMNS", "FORMAT", "ImportProblem", "MAX_GAMES", "MAX_IMPORT_BYTES", "Cancelled", "export", "import_json",
           "neutral", "read_games", "to_csv", "to_json"]

MAX_IMPORT_BYTES = 1024 * 1024 * 1024
"""The largest history file an import reads (1 GiB: about 290,000 games with their end screens)."""

MAX_GAMES = 1_000_000
"""The most games one file may hold."""

CSV_COLUMNS = ("game_uid", "game", "options", "players", "started_at", "ended_at", "day", "reason", "winning_side",
               "actions", "evening", "previous", "seat", "name", "role", "side", "won", "phone", "computer")

# A cell starting with one of these is a formula, or part of one, in some spreadsheet (OWASP
# "CSV Injection"), full-width forms included: LibreOffice and Excel read them as the ASCII ones.
_FORMULA_STARTS = frozenset("=+-@|%\t\r\n\uff1d\uff0b\uff0d\uff20\uff5c\uff05")

Progress = Callable[[int, int], None]
"""``(bytes read or games written so far, of how many)``: called now and then, from the worker."""


class Cancelled(Exception):
    """The person cancelled: nothing was written."""


def neutral(text: str) -> str:
    """``text`` as a spreadsheet shows it and never runs: a leading apostrophe before a formula start."""
    return "'" + text if text[:1] in _FORMULA_STARTS else text


def _game_json(r: GameRecord) -> dict[str, Any]:
    return {
        "uid": r.uid, "game": r.game, "options": r.options, "started_at": r.started_at, "ended_at": r.ended_at,
        "day": r.day, "reason": r.reason, "winning_side": r.winning_side, "actions": r.actions,
        "evening": r.evening, "previous": r.previous,
        "seats": [{"seat": s.seat, "name": s.name, "role": s.role, "side": s.side, "won": s.won, "phone": s.phone,
                   "computer": s.computer}
                  for s in r.seats],
        "end_view": r.end_view,
    }


def write_json(records: Iterator[GameRecord], out: IO[str]) -> int:
    """The export, game by game: how many games."""
    out.write(f'{{"kartentisch_history": {FORMAT}, "games": [')
    count = 0
    for record in records:
        out.write(",\n" if count else "\n")
        out.write(json.dumps(_game_json(record), ensure_ascii=False, separators=(",", ":")))
        count += 1
    out.write("\n]}\n")
    return count


def write_csv(records: Iterator[GameRecord], out: IO[str]) -> int:
    """One row per seat, every text cell neutral; how many games."""
    writer = csv.writer(out)  # QUOTE_MINIMAL, "\r\n": any CSV reader keeps each row whole
    writer.writerow(CSV_COLUMNS)
    count = 0
    for r in records:
        for s in r.seats:
            writer.writerow([neutral(r.uid), neutral(r.game), neutral(r.options_json), r.players, neutral(r.started_at),
                             neutral(r.ended_at), neutral(r.day), neutral(r.reason), neutral(r.winning_side), r.actions,
                             neutral(r.evening), neutral(r.previous or ""), s.seat, neutral(s.name), neutral(s.role),
                             neutral(s.side), int(s.won), int(s.phone), neutral(s.computer)])
        count += 1
    return count


def to_json(records: list[GameRecord]) -> str:
    out = io.StringIO()
    write_json(iter(records), out)
    return out.getvalue()


def to_csv(records: list[GameRecord]) -> str:
    out = io.StringIO(newline="")
    write_csv(iter(records), out)
    return out.getvalue()


def export(conn: sqlite3.Connection, path: pathlib.Path, kind: str, *, cancelled: Callable[[], bool] = lambda: False,
           progress: Progress | None = None) -> int:
    """Write every game to ``path`` as ``"csv"`` or ``"json"``; the number of games.

    Atomic: a temp file beside ``path`` replaces it once complete; on a cancel or a problem
    (an export larger than an import reads) the temp file goes and ``path`` is as it was."""
    path = pathlib.Path(path)
    total = store.count(conn)
    if total > MAX_GAMES:
        raise ImportProblem(f"{total} games are more than one file holds ({MAX_GAMES})")
    too_large = f"the export would be larger than {MAX_IMPORT_BYTES // 2**20} MiB, more than an import reads"
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with io.TextIOWrapper(os.fdopen(fd, "wb"), encoding="utf-8", newline="") as out:

            def records() -> Iterator[GameRecord]:
                for done, record in enumerate(store.iter_records(conn), start=1):
                    if done % 200 == 0:
                        if cancelled():
                            raise Cancelled
                        out.flush()
                        if out.buffer.tell() > MAX_IMPORT_BYTES:
                            raise ImportProblem(too_large)
                        if progress is not None:
                            progress(done, total)
                    yield record

            count = (write_csv if kind == "csv" else write_json)(records(), out)
            out.flush()
            if out.buffer.tell() > MAX_IMPORT_BYTES:
                raise ImportProblem(too_large)
            os.fsync(out.buffer.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return count


def _open_regular(path: pathlib.Path) -> IO[bytes]:
    """``path`` opened for reading if it is a regular file of at most :data:`MAX_IMPORT_BYTES`."""
    from gui.persistence.storage import FileProblem

    if os.path.islink(path):  # a link may name a file only in the folder the person chose
        folder = os.path.realpath(os.path.dirname(os.path.abspath(path)))
        if os.path.dirname(os.path.realpath(path)) != folder:
            raise FileProblem(path, "not_regular", "a link to a file outside its folder")
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise
    except OSError as exc:  # a loop of links, a folder we may not enter
        raise FileProblem(path, "unreadable", exc.strerror or type(exc).__name__) from None
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(path, "not_regular")  # never opened: a device or FIFO could block or act
    if info.st_size > MAX_IMPORT_BYTES:
        raise FileProblem(path, "too_large", f"{info.st_size} > {MAX_IMPORT_BYTES} bytes")
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    opened = os.fstat(fd)
    if not stat.S_ISREG(opened.st_mode) or opened.st_size > MAX_IMPORT_BYTES:  # swapped after the check
        os.close(fd)
        raise FileProblem(path, "not_regular" if not stat.S_ISREG(opened.st_mode) else "too_large")
    return os.fdopen(fd, "rb")


def _version(value: Any) -> None:
    """``kartentisch_history``: a format version this build reads."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ImportProblem("not a format version", field="kartentisch_history")
    if value > FORMAT:
        raise ImportProblem("written by a newer version of Kartentisch", field="kartentisch_history")


def read_games(path: pathlib.Path, *, cancelled: Callable[[], bool] = lambda: False,
               progress: Progress | None = None) -> Iterator[GameRecord]:
    """The games of the export at ``path``, each checked, one at a time; :class:`ImportProblem`
    at the first that is not one (before anything after it is read)."""
    path = pathlib.Path(path)
    with _open_regular(path) as handle:
        size = max(1, os.fstat(handle.fileno()).st_size)
        position = 0
        try:
            for data in json_stream.games(handle, _version):
                position += 1
                if position > MAX_GAMES:
                    raise ImportProblem(f"more than {MAX_GAMES} games", game=position)
                if cancelled():
                    raise Cancelled
                if progress is not None and position % 500 == 0:
                    progress(handle.tell(), size)
                yield check_game(data, position)
        except json_stream.StreamProblem as exc:
            raise ImportProblem(str(exc), game=position + 1 if exc.in_game else 0) from None


def import_json(conn: sqlite3.Connection, path: pathlib.Path, *, cancelled: Callable[[], bool] = lambda: False,
                progress: Progress | None = None) -> tuple[int, int]:
    """Merge the export at ``path`` into the history: ``(new games, games already there)``.

    All in one transaction: a refused game or a cancel anywhere in the file rolls back every
    game before it."""
    added = seen = 0
    with transaction(conn):
        for record in read_games(path, cancelled=cancelled, progress=progress):
            seen += 1
            added += store.insert_in_transaction(conn, record)
    return added, seen - added
