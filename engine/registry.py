"""The one list of games: every game Kartentisch offers, and where each describes itself.

:data:`GAME_MODULES` is **the one place in the product that names the games** (a test checks
that no other file outside a game's own packages does). Each entry is a module that defines
``GAME_INFO``, a :class:`~engine.game_info.GameInfo`: id, title, player range, variants with
the counts where each is allowed (read from the game's tables), credits, sides, the words
that name its secrets, and the modules of its screens (``ui_module``) and of its lab
description (``lab_module``). Everything outside a game's own packages that needs to know
"which games are there, for how many players, with which options" reads :data:`GAMES`: the
save files (``engine.saves``), the start screen, the rules and About dialogs, the GUI
registry, the log's filter. Nothing in ``gui/`` restates a player limit or a variant rule;
it asks :meth:`VariantInfo.allowed` and phrases a refusal from :meth:`VariantInfo.counts`.

Adding a game is one line in :data:`GAME_MODULES` (see ``docs/architecture.md``). Tests
register a game of their own with :func:`register` (and take it away with
:func:`unregister`); the app never does.

Pure Python, cheap to import (only the games' ``info`` and ``tables`` modules are loaded;
the game modules themselves load on :meth:`GameInfo.load`).
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import MappingProxyType

from engine.game_info import (
    FirstSeat as FirstSeat,
    GameInfo as GameInfo,
    VariantInfo as VariantInfo,
    counts_text as counts_text,
    rotate as rotate,
)

GAME_MODULES: tuple[str, ...] = (
    "engine.tempelgold.info",
    "engine.diamantenraub.info",
)
"""The games, in the order the start screen and the rules dialog list them: each module's ``GAME_INFO``."""

_GAMES: dict[str, GameInfo] = {}
for _module in GAME_MODULES:
    _info = importlib.import_module(_module).GAME_INFO
    _GAMES[_info.id] = _info

GAMES: Mapping[str, GameInfo] = MappingProxyType(_GAMES)
"""Every game, in the order the start screen and the rules dialog list them (a live view:
a game registered by a test appears here)."""


def game_info(game_id: str) -> GameInfo:
    """The game called ``game_id``; ``KeyError`` with the known ids otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(GAMES)})") from None


def register(info: GameInfo) -> None:
    """Add a game that is not in :data:`GAME_MODULES` (the tests' stub game): after the others."""
    if not isinstance(info, GameInfo):
        raise TypeError(f"{info!r} is not a GameInfo")
    if info.id in _GAMES:
        raise ValueError(f"a game called {info.id!r} is already registered")
    _GAMES[info.id] = info


def unregister(game_id: str) -> None:
    """Take a game added with :func:`register` away again; the listed games stay."""
    if any(importlib.import_module(m).GAME_INFO.id == game_id for m in GAME_MODULES):
        raise ValueError(f"{game_id!r} is one of the listed games")
    _GAMES.pop(game_id, None)
