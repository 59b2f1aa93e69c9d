"""Whether a game's lab has computer players, asked without loading them.

The start screen asks this for every game before its first paint (the "Add a computer
player" control, the guided game's button); :mod:`lab.table_bots`, which seats the bots, is
not needed until a game with computers starts (issue 36: the start screen is timed against a
bare window, docs/startup.md).
"""
from __future__ import annotations

import importlib.util


def has_seat_bots(lab_module: str) -> bool:
    """The game's lab has computer players, found without loading them (the start screen asks)."""
    if not lab_module:
        return False
    try:
        return importlib.util.find_spec(f"{lab_module}.seat_bot") is not None
    except ModuleNotFoundError:
        return False


__all__ = ["has_seat_bots"]
