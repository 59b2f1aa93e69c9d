"""The last line of defence: an unexpected error shows a friendly dialog, not a dead window.

:func:`install` sets ``sys.excepthook`` (which PySide calls for an exception escaping a
slot or an event handler) and ``threading.excepthook``. :func:`handle`:

1. covers any private screen (the curtain goes down first: a dialog must never sit on
   top of someone's secret cards while everyone looks at it);
2. writes the trace to the log — the ``kartentisch`` logger, and ``crash.log`` in
   ``user_state_dir`` (capped at 256 KB, the older half dropped). Decision, for privacy:
   the trace holds the exception's *type* and the frames (file, line, function), never
   the exception's message or any local value — a message may name a card or a role
   (an engine error about an illegal action does);
3. shows a dialog in the UI language: the game is saved after every completed step, so
   the group can carry on, or quit and resume where they were.

The dialog is only for a person at a real window (:func:`install` with ``attended=True``,
which ``kartentisch``'s plain start gives when Qt draws on a real display). Every other run
(offscreen, no display, ``--smoke``, ``--selfplay``, ``--gallery``, ``--time-to-window``, a
script, the tests' subprocesses) has nobody to click the dialog: a modal one would block it
for good. There :func:`handle` writes the same trace, prints one line to stderr and ends the
process with :data:`EXIT_STATUS` (issue 18). Ending at once is safe for the game: it was
autosaved after its last completed step.

Nothing is written to the autosave here: the last autosave is of the last completed step,
which is the state to resume from. A second error while the dialog is open is only logged.
"""
from __future__ import annotations

import logging
import os
import pathlib
import sys
import threading
import traceback
from collections.abc import Callable
from types import TracebackType

from gui.persistence import file_open, storage

log = logging.getLogger("kartentisch.crash")
CRASH_LOG = "crash.log"
MAX_LOG_BYTES = 256 * 1024

#: The exit status of an unattended run that met an unexpected error (BSD's EX_SOFTWARE).
EXIT_STATUS = 70

_window_of: Callable[[], object | None] = lambda: None  # noqa: E731
_attended = False
_showing = False


def safe_trace(kind: type[BaseException], tb: TracebackType | None) -> str:
    """The trace without the message and without locals (see the module doc)."""
    frames = traceback.extract_tb(tb)
    lines = ["Traceback (most recent call last):"]
    for frame in frames:
        lines.append(f'  File "{frame.filename}", line {frame.lineno}, in {frame.name}')
    lines.append(f"{kind.__module__}.{kind.__qualname__} (message withheld: it may name a secret)")
    return "\n".join(lines)


def crash_log_path() -> pathlib.Path:
    return storage.state_dir() / CRASH_LOG


def _append(text: str) -> None:
    path = crash_log_path()
    try:
        try:
            old = file_open.read_text(path, MAX_LOG_BYTES * 2)
        except FileNotFoundError:
            old = ""
        if len(old) > MAX_LOG_BYTES:
            old = old[len(old) // 2 :]
        storage.atomic_write_text(path, old + text + "\n")
    except OSError:
        pass  # a read-only state folder: the logger line is all there is


def handle(kind: type[BaseException], value: BaseException | None, tb: TracebackType | None) -> None:
    """Log the error safely, cover secrets, and tell the people at the table."""
    global _showing
    if issubclass(kind, (KeyboardInterrupt, SystemExit)):
        sys.__excepthook__(kind, value if value is not None else kind(), tb)
        return
    import datetime

    trace = safe_trace(kind, tb)
    if log.hasHandlers():  # before logging is set up, the crash log below is the record
        log.error("unexpected error\n%s", trace)
    _append(f"--- {datetime.datetime.now().isoformat(timespec='seconds')}\n{trace}")
    window = _window_of()
    if not _attended:
        _end_unattended(kind)
        return  # only where a test replaced _exit
    if window is None or _showing:
        return
    _cover(window)
    _showing = True
    try:
        _dialog(window)
    finally:
        _showing = False


def _cover(window: object) -> None:
    """The curtain goes down before anything else is shown."""
    try:
        cover = getattr(window, "_cover_secrets", None)
        if callable(cover):
            cover()
    except Exception:  # noqa: BLE001 - a broken curtain must not stop the dialog
        log.error("covering the private screen failed too")


def _exit(status: int) -> None:
    """Flush the log and end the process now (replaced in tests that call :func:`handle` in
    their own process, whose logging must go on)."""
    logging.shutdown()
    os._exit(status)


def _end_unattended(kind: type[BaseException]) -> None:
    """One line on stderr, then the process ends (:func:`_exit`): nobody could answer a dialog.

    ``os._exit`` rather than ``sys.exit``: the hook runs inside Qt's event handling (PySide
    calls it for an exception escaping a slot), where a ``SystemExit`` would be reported
    as one more error and the event loop would go on."""
    try:
        print(
            f"kartentisch: unexpected error ({kind.__qualname__}); the trace is in {crash_log_path()}",
            file=sys.stderr,
            flush=True,
        )
    except Exception:  # noqa: BLE001 - a closed stderr must not keep the process alive
        pass
    _exit(EXIT_STATUS)


def _dialog(window: object) -> None:
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QMessageBox, QWidget

    box = QMessageBox(window if isinstance(window, QWidget) else None)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("Kartentisch")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(QCoreApplication.translate("ExceptHook", "Something went wrong inside Kartentisch."))
    text = QCoreApplication.translate("ExceptHook", "The game is saved after every completed step: you can carry on, or quit and resume where you were. A report of the error (without any secrets) is in {path}.")  # noqa: E501
    box.setInformativeText(text.format(path=crash_log_path()))
    box.setObjectName("CrashDialog")
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    hook = getattr(window, "crash_dialog_hook", None)
    if callable(hook):  # tests look at the dialog instead of waiting for a click
        hook(box)
        return
    box.exec()


def _thread_hook(args: threading.ExceptHookArgs) -> None:
    trace = safe_trace(args.exc_type, args.exc_traceback)
    log.error("unexpected error in thread %s\n%s", getattr(args.thread, "name", "?"), trace)
    _append(trace)


def install(window_of: Callable[[], object | None], *, attended: bool = False) -> None:
    """Route every uncaught exception to :func:`handle`; ``window_of`` gives the main window.

    ``attended``: a person sits at a real window and can answer the dialog; otherwise an
    error ends the process (see the module doc)."""
    global _window_of, _attended
    _window_of = window_of
    _attended = attended
    sys.excepthook = handle
    threading.excepthook = _thread_hook
