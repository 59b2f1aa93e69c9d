"""What the process sets up before Qt: standard streams that exist, and a logged exception hook.

Kept apart from :mod:`gui.shell.logs` (which loads :mod:`logging` and the secret filter) because
``kartentisch`` needs both before its first frame, and logging is set up only after the start
screen (issue 8: a fast first screen; the log itself is :mod:`gui.shell.logs`).
"""
from __future__ import annotations

import os
import sys
from types import TracebackType

_MARK = "_kartentisch_handler"

#: Whether a person sits at a real window and can answer a dialog (:func:`mark_attended`).
_attended = False


def mark_attended() -> None:
    """The plain start on a real display: an unexpected error may ask the person at the
    window (:mod:`gui.shell.excepthook`). Every other run ends on one instead (issue 18)."""
    global _attended
    _attended = True


def attended() -> bool:
    """See :func:`mark_attended`."""
    return _attended


def ensure_std_streams() -> None:
    """Give a missing (``None``) stdout/stderr a sink, as in a frozen windowed app."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115 - lives as long as the app


def log_uncaught_exceptions() -> None:
    """Chain ``sys.excepthook``: log the exception (filtered), then call the previous hook,
    or, in a run nobody attends, end the process through :func:`gui.shell.excepthook.handle`
    (a boot that raised offscreen would otherwise wait forever for a window that never
    comes).

    Cheap (no import until an exception comes), so the app installs it first thing; calling
    it again is a no-op.
    """
    previous = sys.excepthook
    if getattr(previous, _MARK, False):
        return

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        import logging

        logger = logging.getLogger("kartentisch")
        if logger.hasHandlers():  # else logging's last resort would print the message to stderr
            logger.error("uncaught exception", exc_info=(exc_type, exc, tb))
        if not _attended and not issubclass(exc_type, (KeyboardInterrupt, SystemExit)):
            from gui.shell import excepthook

            excepthook.handle(exc_type, exc, tb)  # ends the process
        previous(exc_type, exc, tb)

    setattr(hook, _MARK, True)
    sys.excepthook = hook
