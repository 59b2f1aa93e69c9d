"""Work around a reference-counting bug of PySide6 6.12.0 on Python 3.11 (process-wide).

Measured here: every call of a ``void`` Qt method (``QSvgRenderer.render``,
``QPainter.setRenderHint``, ``QObject.setObjectName`` …) *decrements* the reference count
of ``None``, and ``Signal.emit`` decrements that of ``True``/``False``. On Python ≥ 3.12
those objects are immortal, so nobody notices; on 3.11 the count reaches zero after some
thousands of calls and the interpreter aborts ("Fatal Python error: none_dealloc" or
"bool_dealloc"), typically while rendering a deck or at exit.

Fix: if (and only if) the bug is detected at import, give ``None``, ``True`` and ``False``
a huge reference count, which is what Python 3.12 does by design (PEP 683). This is a
no-op on fixed PySide6 versions and on Python ≥ 3.12. It belongs at app start-up; it lives
here because the card renderer is the heaviest caller and the first to crash.
"""
from __future__ import annotations

import ctypes
import sys

_BOOST = 1 << 40
applied = False


def _leaks_none() -> bool:
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(16):
        probe.setObjectName("probe")
    return sys.getrefcount(None) <= before - 8


def apply() -> bool:
    """Detect the bug and, if present, immortalise None/True/False. Returns whether it did."""
    global applied
    if applied or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return applied
    if _leaks_none():
        for obj in (None, True, False):
            ctypes.c_ssize_t.from_address(id(obj)).value += _BOOST
        applied = True
    return applied


apply()
