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
    from gui.games.base import AnyGameUI


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


def seam_problems(ui: object, game_id: str) -> list[str]:
    """What keeps ``ui`` from being the :class:`GameUI` of ``game_id``, in words (empty: nothing).

    Every member of the protocol must be there, a method callable with the protocol's
    arguments, and ``game_id`` must be the game's id. (The type checker checks more: each
    game's ``GAME_UI`` is annotated ``GameUI``.)"""
    import inspect

    from gui.games.base import GameUI as SeamProtocol

    # Looked up statically (inspect.getattr_static): the check runs no code of the game's
    # object, and this is the one place that looks; everything else calls the seam's members.
    problems: list[str] = []
    declared_id = inspect.getattr_static(ui, "game_id", None)
    if declared_id != game_id:
        problems.append(f"game_id is {declared_id!r}, not {game_id!r}")
    for name, wanted in inspect.getmembers(SeamProtocol, inspect.isfunction):
        if name.startswith("_"):
            continue
        have = inspect.getattr_static(ui, name, None)
        if isinstance(have, (staticmethod, classmethod)):
            have = have.__func__
        if not callable(have):
            problems.append(f"{name}() is missing")
            continue
        arguments = [object()] * (len(inspect.signature(wanted).parameters) - 1)
        if inspect.isfunction(have) and not _on_instance(ui, name):
            arguments.insert(0, object())  # a method found on the class: unbound, ``self`` first
        try:
            inspect.signature(have).bind(*arguments)
        except TypeError:
            problems.append(f"{name}() does not take the arguments {inspect.signature(wanted)}")
        except ValueError:  # no signature to read (a builtin): trust it
            pass
    return problems


def _on_instance(obj: object, name: str) -> bool:
    """``name`` is set on the object itself, not found on its class."""
    try:
        return name in vars(obj)
    except TypeError:  # no instance dictionary (slots)
        return False


_checked: set[int] = set()


def game_ui(game_id: str) -> AnyGameUI:
    """The game's :class:`GameUI`; ``KeyError`` if this build has none for it, ``TypeError``
    naming what is missing if the module's ``GAME_UI`` does not satisfy the seam."""
    module = ui_module(game_id)
    if module is None or not has_ui(game_id):
        raise KeyError(f"this version of Kartentisch has no table for {game_id!r}")
    ui = vars(importlib.import_module(module)).get("GAME_UI")
    if id(ui) not in _checked:
        problems = seam_problems(ui, game_id)
        if problems:
            raise TypeError(f"{module}.GAME_UI is not a GameUI: " + "; ".join(problems))
        _checked.add(id(ui))
    return cast("AnyGameUI", ui)
