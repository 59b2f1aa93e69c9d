"""A file the app does not read, and why, in words: :class:`FileProblem`.

Its own small module so that :mod:`gui.persistence.storage` (which raises it) and :mod:`gui.text.notice_text`
(which phrases any failure for a notice) both import it without importing each other.
``gui.persistence.storage`` re-exports both names.
"""
from __future__ import annotations

import pathlib


class FileProblem(OSError):
    """A file that is not read: ``reason`` is one of the keys of :data:`REASONS`."""

    def __init__(self, path: pathlib.Path, reason: str, detail: str = "") -> None:
        self.path = pathlib.Path(path)
        self.reason = reason
        self.detail = detail
        super().__init__(f"{self.path}: {REASONS.get(reason, reason)}{f' ({detail})' if detail else ''}")


# Why a file was not read, in English (the GUI translates them through :func:`describe`).
REASONS: dict[str, str] = {
    "not_regular": "it is not a regular file",
    "too_large": "it is too large",
    "unreadable": "it cannot be read",
    "not_text": "it is not UTF-8 text",
    "too_deep": "it is nested too deeply",
    "link_outside": "it is a link to a place outside the app's folder",
}


def describe(problem: FileProblem) -> str:
    """The reason in the UI language (for messages)."""
    from PySide6.QtCore import QCoreApplication

    texts = {
        "not_regular": QCoreApplication.translate("Storage", "it is not a regular file"),
        "too_large": QCoreApplication.translate("Storage", "it is too large"),
        "unreadable": QCoreApplication.translate("Storage", "it cannot be read"),
        "not_text": QCoreApplication.translate("Storage", "it is not UTF-8 text"),
        "too_deep": QCoreApplication.translate("Storage", "it is nested too deeply"),
        "link_outside": QCoreApplication.translate("Storage", "it is a link to a place outside the app's folder"),
    }
    return texts.get(problem.reason, problem.reason)
