"""The GUI registry: which game has which GUI package. One line per game.

A game whose GUI module is not installed (yet) is listed by the start screen but cannot be
chosen (:func:`has_ui`). The module must define ``GAME_UI``, an object implementing
:class:`gui.games.base.GameUI`; it is imported on first use, so that the first frame does
not pay for every game's screens.
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from gui.games.base import GameUI

GAME_UIS: dict[str, str] = {
    "tempelgold": "gui.tempelgold.ui",
    "diamantenraub": "gui.diamantenraub.ui",
}


def has_ui(game_id: str) -> bool:
    """The game can be played in this build (its GUI module exists)."""
    module = GAME_UIS.get(game_id)
    if module is None:
        return False
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # the package itself is missing
        return False


def game_ui(game_id: str) -> GameUI:
    """The game's :class:`GameUI`; ``KeyError`` if this build has none for it."""
    if not has_ui(game_id):
        raise KeyError(f"this version of Kartentisch has no table for {game_id!r}")
    module = importlib.import_module(GAME_UIS[game_id])
    return cast("GameUI", module.GAME_UI)
