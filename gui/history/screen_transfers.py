"""The history screen's export and import: the file dialogs, the job, and what it says at the end.

The screen lists and changes the history; moving it to and from a file is a part of its own:
it runs :mod:`gui.history.exchange` as a :class:`~gui.history.transfer.TransferJob` (the
window keeps painting), keeps the screen's file buttons off while one runs, and says the
outcome in the screen's message line, a refused import naming the game and field of the file
in the UI language. The texts keep the translation context "HistoryDialog" (they were the
screen's own ``tr()`` strings), whatever class they are written in.
"""
from __future__ import annotations

import pathlib
import sqlite3
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton, QWidget

from gui.history.import_rules import ImportProblem
from gui.history.transfer import TransferBar, TransferJob, Work


class ScreenTransfers:
    """Export (CSV, JSON) and import (JSON) for one history screen, one job at a time.

    An object the screen owns, not a base class: the screen hands it the widget its dialogs and
    jobs belong to, the history file, its message line, the buttons to turn off while a job
    runs, and ``changed`` (what the screen does after the history changed: read it again and
    say ``text``). :attr:`bar` is the progress bar and Cancel button, for the screen's layout.
    """

    def __init__(self, screen: QWidget, path: pathlib.Path, message: QLabel,
                 file_buttons: tuple[QPushButton, ...], changed: Callable[[str], None]) -> None:
        self._screen = screen
        self._path = path
        self._message = message
        self._file_buttons = file_buttons
        self._changed = changed
        self.bar = TransferBar()

    def export_to(self, path: pathlib.Path, kind: str) -> TransferJob:
        """Write every game to ``path`` (``"csv"`` or ``"json"``) in the background."""
        from gui.history import exchange

        def work(conn: sqlite3.Connection, cancelled: Callable[[], bool], progress: exchange.Progress) -> int:
            return exchange.export(conn, path, kind, cancelled=cancelled, progress=progress)

        job = self._transfer(work)
        job.finished.connect(lambda count: self._message.setText(
            QCoreApplication.translate("HistoryDialog", "Exported to {path} (games: {count}).").format(
                count=count, path=str(path))))
        job.failed.connect(lambda kind_, detail: self._message.setText(
            QCoreApplication.translate("HistoryDialog", "Nothing was exported.") if kind_ == "cancelled"
            else QCoreApplication.translate("HistoryDialog", "Nothing was exported: {error}").format(error=detail)))
        return job

    def import_from(self, path: pathlib.Path) -> TransferJob:
        """Merge the export at ``path`` into the history in the background (all or nothing)."""
        from gui.history import exchange

        def work(conn: sqlite3.Connection, cancelled: Callable[[], bool], progress: exchange.Progress) -> tuple[int, int]:
            return exchange.import_json(conn, path, cancelled=cancelled, progress=progress)

        job = self._transfer(work)
        job.finished.connect(lambda result: self._changed(
            QCoreApplication.translate("HistoryDialog", "Imported: {added} new games; already in the history: {known}.").format(
                added=result[0], known=result[1])))
        job.failed.connect(lambda kind, detail: self._import_failed(kind, detail, job.import_problem))
        return job

    def _import_failed(self, kind: str, detail: str, problem: ImportProblem | None) -> None:
        if kind == "cancelled":
            self._message.setText(
                QCoreApplication.translate("HistoryDialog", "The import was cancelled. Nothing was imported."))
        elif kind == "problem":
            self._message.setText(QCoreApplication.translate(
                "HistoryDialog",
                "Nothing was imported: the file is not a history this app could have written ({error}).").format(
                error=self._where(problem, detail)))
        else:
            self._message.setText(
                QCoreApplication.translate("HistoryDialog", "Nothing was imported: {error}").format(error=detail))

    def _where(self, problem: ImportProblem | None, detail: str) -> str:
        """Which game and field of the file, in the UI language, then what is wrong (as the check says it)."""
        if problem is None or not problem.game:
            return detail
        if problem.field:
            return QCoreApplication.translate("HistoryDialog", "game {n} in the file, field “{field}”: {why}").format(
                n=problem.game, field=problem.field, why=problem.detail)
        return QCoreApplication.translate("HistoryDialog", "game {n} in the file: {why}").format(
            n=problem.game, why=problem.detail)

    def _transfer(self, work: Work) -> TransferJob:
        """Run ``work`` on this history in the background, the file buttons off meanwhile."""
        if self.bar.job is not None:
            raise RuntimeError("an import or export is running")
        job = TransferJob(self._path, work, self._screen)
        for button in self._file_buttons:
            button.setEnabled(False)
        job.finished.connect(self._transfer_ended)
        job.failed.connect(self._transfer_ended)
        self.bar.run(job)
        return job

    def _transfer_ended(self, *_args: object) -> None:
        for button in self._file_buttons:
            button.setEnabled(True)

    def export_dialog(self, kind: str) -> None:
        pattern = "CSV (*.csv)" if kind == "csv" else "JSON (*.json)"
        name, _ = QFileDialog.getSaveFileName(self._screen, QCoreApplication.translate("HistoryDialog", "Export the history"),
                                              f"kartentisch-history.{kind}", pattern)
        if name:
            self.export_to(pathlib.Path(name), kind)

    def import_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self._screen, QCoreApplication.translate("HistoryDialog", "Import a history"),
                                              "", "JSON (*.json)")
        if name:
            self.import_from(pathlib.Path(name))

    def stop(self) -> None:
        """The screen closes while a job runs: the job stops at its next game, having written nothing."""
        job = self.bar.job
        if job is not None:
            job.cancel()
            job.wait(30)
