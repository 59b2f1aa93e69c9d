"""The GUI registry: a game's screens, found where the game says they are.

Each game names the module of its screens in its own description
(:attr:`engine.game_info.GameInfo.ui_module`); this module lists no game. A game whose GUI
module is not installed (yet) is listed by the start screen but cannot be chosen
(:func:`has_ui`). The module must define ``GAME_UI``, an object implementing
:class:`gui.games.base.GameUI`; it is imported on first use, so that the first frame does
not pay for every game's screens.
"""
from __future__ import annotations

import importlib
import importlib.util
import sys
from typing import TYPE_CHECKING, cast

from engine.registry import GAMES

if TYPE_CHECKING:
    from gui.games.base import GameUI


def ui_module(game_id: str) -> str | None:
    """The module of the game's screens, or ``None`` for a game this build does not know."""
    info = GAMES.get(game_id)
    return info.ui_module or None if info is not None else None


def has_ui(game_id: str) -> bool:
    """The game can be played in this build (its GUI module exists)."""
    module = ui_module(game_id)
    if module is None:
        return False
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # the package itself is missing
        return False
    except ValueError:  # loaded without a spec (made at run time): it is there
        return module in sys.modules


def game_ui(game_id: str) -> GameUI:
    """The game's :class:`GameUI`; ``KeyError`` if this build has none for it."""
    module = ui_module(game_id)
    if module is None or not has_ui(game_id):
        raise KeyError(f"this version of Kartentisch has no table for {game_id!r}")
    return cast("GameUI", importlib.import_module(module).GAME_UI)
