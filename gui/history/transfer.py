"""The history's import and export, off the GUI thread, with a progress bar and a cancel button.

An import of 100,000 games reads a file of some hundred megabytes and checks every game: on
the GUI thread it froze the window for 12 s (issue 30). Here each import or export is a
:class:`TransferJob` that runs :mod:`gui.history.exchange` in a worker thread with its own
database connection; the window keeps painting, the bar moves, and Cancel stops the job at
its next game. A cancelled or refused import has written nothing (one transaction), a
cancelled export has left the target file as it was (a temp file that is removed).
"""
from __future__ import annotations

import pathlib
import sqlite3
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QWidget

from gui.history import database, exchange
from gui.persistence.storage import FileProblem

Work = Callable[[sqlite3.Connection, Callable[[], bool], exchange.Progress], Any]
"""What a job does in its worker: ``(connection, cancelled, progress) -> result``."""


class TransferJob(QObject):
    """One import or export in a worker thread. Its signals arrive on the GUI thread.

    ``finished(result)`` once it is done; ``failed(kind, detail)`` where ``kind`` is
    ``"problem"`` (the file: ``detail`` says which game and field), ``"cancelled"`` or
    ``"error"`` (the disk or the database)."""

    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str, str)
    # the worker's one message at its end, queued to the GUI thread: there finished or failed
    # reach every listener in one go, and only then is the job done (no listener sees it half-ended)
    _ended = Signal(str, object)

    def __init__(self, path: pathlib.Path, work: Work, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = pathlib.Path(path)
        self._work = work
        self._cancel = threading.Event()
        self._thread = threading.Thread(target=self._run, name="history-transfer", daemon=True)
        self.done = False
        self.result: Any = None
        self.problem: tuple[str, str] | None = None
        self.import_problem: exchange.ImportProblem | None = None  # which game and field, for the message
        self._ended.connect(self._deliver)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        """Stop at the next game; nothing the job did stays."""
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> None:
        """Block until the worker has ended (closing a window while a job runs)."""
        if self._thread.is_alive():
            self._thread.join(timeout)

    def _run(self) -> None:
        try:
            conn = database.open_checked(self._path).conn
        except (database.HistoryProblem, sqlite3.Error, OSError) as exc:
            self._ended.emit("error", str(exc))
            return
        try:
            result = self._work(conn, self._cancel.is_set, self.progressed.emit)
        except exchange.Cancelled:
            self._ended.emit("cancelled", "")
        except exchange.ImportProblem as exc:
            self.import_problem = exc  # set before the signal that reads it is queued
            self._ended.emit("problem", str(exc))
        except (FileProblem, OSError, sqlite3.Error, UnicodeError, ValueError) as exc:
            self._ended.emit("error", str(exc))
        else:
            self._ended.emit("done", result)
        finally:
            conn.close()

    def _deliver(self, kind: str, payload: Any) -> None:
        if kind == "done":
            self.result = payload
            self.finished.emit(payload)
        else:
            self.problem = (kind, str(payload))
            self.failed.emit(kind, str(payload))
        self.done = True


class TransferBar(QWidget):
    """The progress bar and the Cancel button of the job that runs now (hidden when none does)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.cancel_button = QPushButton()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.bar, 1)
        lay.addWidget(self.cancel_button)
        self.job: TransferJob | None = None
        self.cancel_button.clicked.connect(self.cancel)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.cancel_button.setText(self.tr("Cancel"))
        self.bar.setAccessibleName(self.tr("Import or export in progress"))
        self.cancel_button.setAccessibleName(self.tr("Cancel the import or export"))

    def run(self, job: TransferJob) -> None:
        self.job = job
        self.bar.setValue(0)
        job.progressed.connect(self._progress)
        job.finished.connect(self._end)
        job.failed.connect(self._end)
        self.show()
        job.start()

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def _progress(self, done: int, total: int) -> None:
        self.bar.setValue(int(1000 * done / max(1, total)))

    def _end(self, *_args: object) -> None:
        self.job = None
        self.hide()
