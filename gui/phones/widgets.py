"""A tiny helper shared by the phone widgets."""
from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    """``widget`` with its object name set (the app's style sheet styles by object name)."""
    widget.setObjectName(name)
    return widget
