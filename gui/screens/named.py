"""Widgets with an object name (the stylesheet's hook) in one call.

PySide accepts ``QLabel(objectName=...)`` at run time, but its type stubs do not; these
helpers say the same thing in a way mypy can check.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFrame, QLabel, QPushButton

if TYPE_CHECKING:  # not at run time: the main window's first frame avoids building ``Qt`` (~30 ms)
    from PySide6.QtCore import Qt


def label(name: str, text: str = "", *, align: Qt.AlignmentFlag | None = None) -> QLabel:
    widget = QLabel(text)
    widget.setObjectName(name)
    if align is not None:
        widget.setAlignment(align)
    return widget


def button(name: str, text: str = "") -> QPushButton:
    widget = QPushButton(text)
    widget.setObjectName(name)
    return widget


def frame(name: str) -> QFrame:
    widget = QFrame()
    widget.setObjectName(name)
    return widget
