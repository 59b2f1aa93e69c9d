"""Why something failed, in the UI's language: never an exception's own (English) text.

A notice about a bad settings file, saved game or card deck, or a failed save, used to
embed ``str(exc)``: a pydantic or json parser message, or the operating system's
"[Errno 28] No space left on device" — English words inside a German sentence, and
sometimes the very values of the file (a pydantic message quotes its input; a save file's
input is every secret of the game). Instead:

* :func:`reason` turns an exception into a short translated clause of our own ("the disk
  is full", "it is not valid JSON", "its content has the wrong form"), chosen by the
  exception's *type* (and an ``OSError``'s errno), never from its text;
* :func:`log_detail` writes the technical detail to the log file for whoever debugs it:
  the exception's type, an ``OSError``'s errno, strerror and file name, a pydantic error's
  locations and error types — never its input values, never a free-form message that
  might carry a secret (``with_text=True`` only for texts that cannot: a deck file's SVG
  parser error).
"""
from __future__ import annotations

import errno
import json
import logging

from PySide6.QtCore import QCoreApplication

from gui.persistence.file_problem import FileProblem, describe

LOG = logging.getLogger("kartentisch.notice")


def os_reason(exc: OSError) -> str:
    """A failed file operation, by its errno."""
    code = exc.errno
    if isinstance(exc, FileNotFoundError) or code == errno.ENOENT:
        return QCoreApplication.translate("NoticeText", "the file or folder does not exist")
    if isinstance(exc, PermissionError) or code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate("NoticeText", "Kartentisch is not allowed to use the file or folder")
    if code == errno.ENOSPC:
        return QCoreApplication.translate("NoticeText", "the disk is full")
    if code == getattr(errno, "EDQUOT", -1):
        return QCoreApplication.translate("NoticeText", "the disk quota is used up")
    if code == errno.EROFS:
        return QCoreApplication.translate("NoticeText", "the disk is read-only")
    if isinstance(exc, (IsADirectoryError, NotADirectoryError)) or code in (errno.EISDIR, errno.ENOTDIR):
        return QCoreApplication.translate("NoticeText", "the path is not a regular file")
    if code == errno.ENAMETOOLONG:
        return QCoreApplication.translate("NoticeText", "the path is too long")
    if code == errno.EIO:
        return QCoreApplication.translate("NoticeText", "the disk reported a read or write error")
    if code == errno.EADDRINUSE:
        return QCoreApplication.translate("NoticeText", "another program already uses that port")
    if code == errno.EADDRNOTAVAIL:
        return QCoreApplication.translate("NoticeText", "that address does not belong to this computer")
    return QCoreApplication.translate("NoticeText", "the system refused (details in the log file)")


def reason(exc: BaseException) -> str:
    """A short clause for a notice, in the UI language, chosen by the kind of ``exc``."""
    if isinstance(exc, FileProblem):
        return describe(exc)
    if isinstance(exc, OSError):
        return os_reason(exc)
    if isinstance(exc, UnicodeDecodeError):
        return QCoreApplication.translate("NoticeText", "it is not UTF-8 text")
    if isinstance(exc, json.JSONDecodeError):
        return QCoreApplication.translate("NoticeText", "it is not valid JSON")
    if isinstance(exc, RecursionError):
        return QCoreApplication.translate("NoticeText", "it is nested too deeply")
    try:
        from pydantic import ValidationError
    except ImportError:  # pragma: no cover - pydantic is a dependency
        ValidationError = ()  # type: ignore[assignment,misc]  # no pydantic: nothing matches
    if isinstance(exc, ValidationError):
        return QCoreApplication.translate("NoticeText", "its content has the wrong form")
    if isinstance(exc, ValueError):
        return QCoreApplication.translate("NoticeText", "its content is not valid")
    return QCoreApplication.translate("NoticeText", "an unexpected error (details in the log file)")


def safe_detail(exc: BaseException, *, with_text: bool = False) -> str:
    """The technical detail of ``exc`` for the log: no input values, no secrets."""
    kind = type(exc).__name__
    if isinstance(exc, OSError):
        parts = [kind]
        if exc.errno is not None:
            parts.append(f"errno {exc.errno} ({errno.errorcode.get(exc.errno, '?')})")
        if exc.strerror:
            parts.append(str(exc.strerror))
        if exc.filename:
            parts.append(f"file {exc.filename}")
        return ", ".join(parts)
    errors = getattr(exc, "errors", None)
    if callable(errors):
        try:
            where = [f"{'.'.join(str(p) for p in e['loc']) or '(root)'}: {e['type']}" for e in errors()[:5]]
        except (TypeError, KeyError):
            where = []
        if where:
            return f"{kind}: " + "; ".join(where)
    if with_text and str(exc):
        return f"{kind}: {str(exc).splitlines()[0][:300]}"
    return kind


def log_detail(context: str, exc: BaseException, *, with_text: bool = False) -> None:
    """Write what failed and why (technically) to the log file."""
    LOG.warning("%s: %s", context, safe_detail(exc, with_text=with_text))
