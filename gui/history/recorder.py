"""Recording a finished game, off the critical path: one worker thread writes the database.

The Session builds the :class:`~gui.history.record.GameRecord` when the end screen comes
(cheap: the final view as data) and hands it to :meth:`Recorder.submit`; opening, checking,
migrating and writing happen in a single worker thread, so the end screen never waits for
the disk (``synchronous=FULL`` fsyncs each game). The worker is a non-daemon thread: Python waits
for a write in progress at exit, and a kill in the middle leaves the database as it was
before that game (SQLite's WAL).

A database that cannot be used is set aside by :func:`gui.history.database.open_checked`
and the game goes into a fresh one; the sentence for the user is emitted with
:attr:`Recorder.problem` (a Qt signal: it reaches the window in the GUI thread). A write that
fails after that (the disk full) is reported the same way and retried with the next game.
"""
from __future__ import annotations

import logging
import pathlib
import sqlite3
import threading
from concurrent.futures import Future

from PySide6.QtCore import QObject, Signal

from gui.history import database, store
from gui.history.record import GameRecord

_log = logging.getLogger(__name__)


_CHECK: GameRecord = object()  # type: ignore[assignment]  # a queue marker: open and check the database


class Recorder(QObject):
    """Writes finished games into one database file, one at a time, in a worker thread.

    The worker starts when a game is submitted and ends (closing the database) when nothing
    is left to write: an idle app holds no thread and no open file for the history.
    """

    problem = Signal(str)
    """A sentence for the notice bar (the database was set aside, or a game could not be kept)."""
    recorded = Signal(str)
    """The ``uid`` of a game now in the database."""

    def __init__(self, path: pathlib.Path) -> None:
        super().__init__()
        self.path = pathlib.Path(path)
        self._queue: list[tuple[GameRecord | None, Future[bool]]] = []  # a record, _CHECK, or None (flush)
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self._conn: sqlite3.Connection | None = None
        self._given_up = False  # the file could be neither used nor set aside: not again this run

    def submit(self, record: GameRecord | None) -> Future[bool]:
        """Keep ``record`` in the background (``None``: nothing, a marker for :meth:`flush`);
        the future says whether it was written."""
        future: Future[bool] = Future()
        with self._lock:
            self._queue.append((record, future))
            if self._worker is None:
                # not a daemon: Python waits for a game being written before it exits
                self._worker = threading.Thread(target=self._run, name="history", daemon=False)
                self._worker.start()
        return future

    def check(self) -> Future[bool]:
        """Open (and so check, and if need be set aside) the database now, in the worker:
        the app does this once after its start screen, so a bad file is reported at start."""
        return self.submit(_CHECK)

    def flush(self, timeout: float | None = 30.0) -> None:
        """Wait until every game submitted so far is written and the worker has closed the
        database, if nothing else came meanwhile (tests, benchmarks, quitting)."""
        self.submit(None).result(timeout)
        with self._lock:
            worker = self._worker
        if worker is not None and worker is not threading.current_thread():
            worker.join(timeout)

    # -- the worker thread ------------------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._queue:
                    self._worker = None
                    if self._conn is not None:
                        self._conn.close()
                        self._conn = None
                    return
                record, future = self._queue.pop(0)
            try:
                if record is None:
                    future.set_result(True)
                elif record is _CHECK:
                    future.set_result(self._open_or_report() is not None)
                else:
                    future.set_result(self._write(record))
            except BaseException as exc:  # noqa: BLE001 - never let the worker die with games queued
                _log.exception("history worker")
                future.set_exception(exc)

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            opened = database.open_checked(self.path)
            self._conn = opened.conn
            if opened.problem is not None:
                _log.warning("history database set aside: %s -> %s", opened.problem, opened.moved_to)
                self.problem.emit(database.problem_message(opened.problem, opened.moved_to))
        return self._conn

    def _open_or_report(self) -> sqlite3.Connection | None:
        if self._given_up:
            return None
        try:
            return self._connection()
        except database.HistoryProblem as exc:
            _log.warning("history database unusable: %s", exc)
            self._given_up = True  # the message says: nothing more is recorded in this run
            self.problem.emit(database.problem_message(exc, None))
        except (OSError, sqlite3.Error) as exc:
            self._report(exc)
        return None

    def _write(self, record: GameRecord) -> bool:
        conn = self._open_or_report()
        if conn is None:
            return False
        try:
            store.insert(conn, record)
        except sqlite3.Error as exc:
            # the file went bad while the app ran: the next game opens (and checks) it again
            with self._lock:
                conn.close()
                self._conn = None
            self._report(exc)
            return False
        self.recorded.emit(record.uid)
        return True

    def _report(self, exc: Exception) -> None:
        from PySide6.QtCore import QCoreApplication

        _log.warning("game not recorded: %s", exc)
        self.problem.emit(QCoreApplication.translate("History", "This game could not be kept in the game history: {error}").format(error=str(exc)))


_recorders: dict[pathlib.Path, Recorder] = {}


def recorder_for(path: pathlib.Path) -> Recorder:
    """The one recorder of a database file in this process."""
    path = pathlib.Path(path)
    rec = _recorders.get(path)
    if rec is None:
        rec = _recorders[path] = Recorder(path)
    return rec


def flush_all() -> None:
    for rec in list(_recorders.values()):
        rec.flush()
