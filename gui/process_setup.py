"""What the process sets up before Qt: standard streams that exist, and a logged exception hook.

Kept apart from :mod:`gui.logs` (which loads :mod:`logging` and the secret filter) because
``kartentisch`` needs both before its first frame, and logging is set up only after the start
screen (issue 8: a fast first screen; the log itself is :mod:`gui.logs`).
"""
from __future__ import annotations

import os
import sys
from types import TracebackType

_MARK = "_kartentisch_handler"


def ensure_std_streams() -> None:
    """Give a missing (``None``) stdout/stderr a sink, as in a frozen windowed app."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115 - lives as long as the app


def log_uncaught_exceptions() -> None:
    """Chain ``sys.excepthook``: log the exception (filtered), then call the previous hook.

    Cheap (no import until an exception comes), so the app installs it first thing; calling
    it again is a no-op.
    """
    previous = sys.excepthook
    if getattr(previous, _MARK, False):
        return

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        import logging

        logging.getLogger("kartentisch").error("uncaught exception", exc_info=(exc_type, exc, tb))
        previous(exc_type, exc, tb)

    setattr(hook, _MARK, True)
    sys.excepthook = hook
