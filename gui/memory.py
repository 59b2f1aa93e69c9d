"""Give freed heap memory back to the operating system between steps (glibc only).

The table rebuilds its card items after every opening and the card cache swaps pixmaps
of many sizes; glibc keeps the freed blocks, so the resident size creeps up over a long
game although nothing leaks. ``malloc_trim(0)`` after a step (it takes well under a
millisecond) returns them. Elsewhere (macOS, Windows, musl) this does nothing.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import linecache
import sys

_trim = None
if sys.platform.startswith("linux"):
    try:
        _libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        _trim = getattr(_libc, "malloc_trim", None)
    except OSError:  # pragma: no cover - no glibc
        _trim = None


def release_free_memory() -> None:
    """Return free heap pages to the OS, if the C library can.

    First it empties :mod:`linecache`: PySide6 reads the source of every module that imports
    it (``inspect.getsource``, to look for ``__feature__`` imports), and linecache keeps all
    those lines — about 10 MB in a game (issue 8: memory). A traceback reads them again.
    """
    linecache.clearcache()
    if _trim is not None:
        try:
            _trim(0)
        except Exception:  # noqa: BLE001 - never let housekeeping break the game
            pass
