"""Opening the history database: WAL, foreign keys, the schema version, and a bad file set aside.

The schema version is ``PRAGMA user_version``. :data:`MIGRATIONS` takes a database of any
earlier version to :data:`SCHEMA_VERSION`, one step at a time, each step in one transaction
(a kill in the middle leaves the older version, which the next start migrates again).
Version 0 is an empty file. ``tests/gui/test_history_db.py`` builds a database of every
earlier version with :data:`SCHEMAS` and opens it.

* version 1: ``games`` and ``seats``;
* version 2: ``games.end_view`` (the final public view for the end screen) and the
  statistics' indexes;
* version 3: ``seats.computer`` (``''``: a person; else the computer player's strength).

Every connection: ``journal_mode=WAL`` (readers never wait for the writer; a kill during a
write leaves the last committed state), ``synchronous=FULL`` (a committed game is on the
disk), ``foreign_keys=ON``, ``busy_timeout`` :data:`BUSY_MS` (two app instances take turns).

A file that cannot be used (:func:`open_checked`) is moved aside like every other file of
the app (:func:`gui.persistence.storage.move_aside`, with its ``-wal``/``-shm`` companions) and a fresh
database is made in its place; :class:`HistoryProblem` carries the English reason, and
:func:`problem_message` the sentence for the notice bar in the UI language. What counts as
unusable: not a regular file (a folder, a FIFO, a link to a device: refused before it is
opened, as :func:`gui.persistence.file_open.read_bounded` refuses them), larger than
:data:`MAX_HISTORY_BYTES`, not an SQLite file (its header), damaged or truncated
(``PRAGMA quick_check``), a newer schema than this version knows, read-only, or locked by
another program for longer than :data:`BUSY_MS`.
"""
from __future__ import annotations

import contextlib
import os
import pathlib
import sqlite3
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass

SCHEMA_VERSION = 3
BUSY_MS = 10_000
MAX_HISTORY_BYTES = 1024 * 1024 * 1024
"""A history of 10,000 games is about 60 MB; a file past 1 GB is not one of ours."""

HEADER = b"SQLite format 3\x00"

_V1 = """
CREATE TABLE games(
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    players INTEGER NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT NOT NULL,
    day TEXT NOT NULL,
    reason TEXT NOT NULL,
    winning_side TEXT NOT NULL,
    actions INTEGER NOT NULL,
    evening TEXT NOT NULL,
    previous TEXT
);
CREATE TABLE seats(
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    side TEXT NOT NULL,
    won INTEGER NOT NULL,
    phone INTEGER NOT NULL,
    PRIMARY KEY(game_id, seat)
);
"""

_V2 = """
ALTER TABLE games ADD COLUMN end_view TEXT;
CREATE INDEX games_by_end ON games(ended_at DESC, id DESC);
CREATE INDEX games_by_table ON games(game, players, options, winning_side);
CREATE INDEX games_by_evening ON games(evening, ended_at);
CREATE INDEX seats_by_name ON seats(name, game_id);
"""

_V3 = """
ALTER TABLE seats ADD COLUMN computer TEXT NOT NULL DEFAULT '';
"""

MIGRATIONS: dict[int, str] = {1: _V1, 2: _V2, 3: _V3}
"""``MIGRATIONS[v]`` takes a database of version ``v - 1`` to version ``v``."""


def schema_of(version: int) -> str:
    """The SQL that makes an empty database of ``version`` (for tests and for the migrations)."""
    return "".join(MIGRATIONS[v] for v in range(1, version + 1))


SCHEMAS: dict[int, str] = {v: schema_of(v) for v in range(1, SCHEMA_VERSION + 1)}


class HistoryProblem(Exception):
    """The database file cannot be used. ``reason`` is a key of :func:`reasons`; ``detail`` English."""

    def __init__(self, reason: str, detail: str = "") -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{reason}{f': {detail}' if detail else ''}")


@dataclass
class Opened:
    """An open database, and what happened to a bad one that was there."""

    conn: sqlite3.Connection
    problem: HistoryProblem | None = None
    moved_to: pathlib.Path | None = None


def connect(path: pathlib.Path, *, readonly: bool = False, wal: bool = True) -> sqlite3.Connection:
    """A connection with the app's settings (no check, no migration: see :func:`open_checked`)."""
    if readonly:
        conn = sqlite3.connect(f"{pathlib.Path(path).resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_MS / 1000,
                               check_same_thread=False)
    else:
        conn = sqlite3.connect(str(path), timeout=BUSY_MS / 1000, isolation_level=None, check_same_thread=False)
    conn.execute(f"PRAGMA busy_timeout={BUSY_MS}")
    conn.execute("PRAGMA foreign_keys=ON")
    if not readonly and wal:
        enable_wal(conn)
    return conn


def enable_wal(conn: sqlite3.Connection) -> None:
    """WAL and ``synchronous=FULL`` (this writes the file's header: only once it is checked)."""
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=FULL")


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` … ``COMMIT`` (rolled back on any error): one writer at a time."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def check_file(path: pathlib.Path) -> None:
    """Refuse what is not a regular SQLite file of bounded size, before SQLite opens it.

    Opened like :func:`gui.persistence.file_open.read_bounded` opens a file (``stat`` first, then a
    non-blocking open checked again with ``fstat``), and only the 16-byte header is read.
    ``FileNotFoundError`` if nothing is there (a new database is made).
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise HistoryProblem("unreadable", exc.strerror or type(exc).__name__) from None
    if not stat.S_ISREG(info.st_mode):
        raise HistoryProblem("not_regular")
    if info.st_size > MAX_HISTORY_BYTES:
        raise HistoryProblem("too_large", f"{info.st_size} bytes")
    if info.st_size == 0:
        return  # an empty file: SQLite makes a database in it
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise HistoryProblem("unreadable", exc.strerror or type(exc).__name__) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise HistoryProblem("not_regular")
        head = os.read(fd, len(HEADER))
    finally:
        os.close(fd)
    if head != HEADER:
        raise HistoryProblem("not_database")


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the schema to :data:`SCHEMA_VERSION`; return the version it had."""
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION:
        raise HistoryProblem("newer", f"version {version} > {SCHEMA_VERSION}")
    start = version
    while version < SCHEMA_VERSION:
        with transaction(conn):
            again = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if again == version:  # another instance may have migrated meanwhile
                for statement in _statements(MIGRATIONS[version + 1]):
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version={version + 1}")
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    return start


def _statements(script: str) -> list[str]:
    """A migration's statements (``executescript`` would commit the open transaction first)."""
    return [s.strip() for s in script.split(";") if s.strip()]


def _open(path: pathlib.Path) -> sqlite3.Connection:
    """Open, check and migrate; raises :class:`HistoryProblem` for a file that cannot be used."""
    try:
        check_file(path)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
    conn: sqlite3.Connection | None = None
    try:
        conn = connect(path, wal=False)  # nothing is written before the file is checked
        row = conn.execute("PRAGMA quick_check").fetchone()
        if row is None or row[0] != "ok":
            raise HistoryProblem("damaged", str(row[0] if row else "no answer"))
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise HistoryProblem("newer", f"version {version} > {SCHEMA_VERSION}")
        if not os.access(path, os.W_OK):
            raise HistoryProblem("readonly")
        enable_wal(conn)
        migrate(conn)
        conn.execute("BEGIN IMMEDIATE")  # can it be written? (read-only, locked)
        conn.execute("ROLLBACK")
    except BaseException as exc:
        if conn is not None:
            conn.close()
        if isinstance(exc, sqlite3.Error):
            raise _problem_of(exc) from None
        raise
    return conn


def _problem_of(exc: sqlite3.Error) -> HistoryProblem:
    text = str(exc)
    lowered = text.lower()
    if "locked" in lowered or "busy" in lowered:
        return HistoryProblem("locked", text)
    if "readonly" in lowered or "read-only" in lowered:
        return HistoryProblem("readonly", text)
    if "not a database" in lowered:
        return HistoryProblem("not_database", text)
    if "malformed" in lowered or "corrupt" in lowered:
        return HistoryProblem("damaged", text)
    return HistoryProblem("unreadable", text)


def move_aside_all(path: pathlib.Path) -> pathlib.Path | None:
    """Move the database and its ``-wal``/``-shm`` files aside (``.bad``); the main file's new name."""
    from gui.persistence import storage

    moved = storage.move_aside(path)
    if moved is not None:
        for suffix in ("-wal", "-shm"):
            companion = path.with_name(path.name + suffix)
            if os.path.lexists(companion):
                try:
                    os.replace(companion, moved.with_name(moved.name + suffix))
                except OSError:
                    pass
    return moved


def open_checked(path: pathlib.Path, opener: Callable[[pathlib.Path], sqlite3.Connection] = _open) -> Opened:
    """The database at ``path``: opened, checked, migrated; a bad one set aside and a fresh one made.

    Raises :class:`HistoryProblem` only if even the fresh database cannot be made (a
    read-only folder): the caller records nothing in this run and says so.
    """
    path = pathlib.Path(path)
    try:
        return Opened(opener(path))
    except HistoryProblem as problem:
        moved = move_aside_all(path)
        if moved is None:
            raise HistoryProblem("cannot_move", problem.detail or problem.reason) from None
        return Opened(opener(path), problem=problem, moved_to=moved)


def reasons() -> dict[str, str]:
    """Why a database was set aside, in the UI language."""
    from PySide6.QtCore import QCoreApplication

    return {
        "not_regular": QCoreApplication.translate("History", "it is not a regular file"),
        "too_large": QCoreApplication.translate("History", "it is too large"),
        "unreadable": QCoreApplication.translate("History", "it cannot be read"),
        "not_database": QCoreApplication.translate("History", "it is not a database"),
        "damaged": QCoreApplication.translate("History", "it is damaged or truncated"),
        "newer": QCoreApplication.translate("History", "it was written by a newer version of Kartentisch"),
        "readonly": QCoreApplication.translate("History", "it cannot be written (read-only)"),
        "locked": QCoreApplication.translate("History", "another program keeps it locked"),
        "cannot_move": QCoreApplication.translate("History", "it cannot be used and could not be set aside"),
    }


def problem_message(problem: HistoryProblem, moved_to: pathlib.Path | None) -> str:
    """The notice bar's sentence: what happened to the game history file, in the UI language."""
    from PySide6.QtCore import QCoreApplication

    why = reasons().get(problem.reason, problem.reason)
    if moved_to is None:
        return QCoreApplication.translate(
            "History", "The game history could not be opened ({why}); finished games are not recorded in this run."
        ).format(why=why)
    return QCoreApplication.translate(
        "History", "The game history file could not be used ({why}). It was set aside as {path}; finished games are recorded in a new one."
    ).format(why=why, path=str(moved_to))
