"""The games: every game Kartentisch offers, found through their entry points, as pytest finds its plugins.

A game is a distribution (or part of one) that declares an entry point in the group
:data:`ENTRY_POINT_GROUP` (``kartentisch.games``; read by :mod:`engine.plugin_points` as ``importlib.metadata`` reads
them, without its start-up cost), named by the game's id and pointing at its
``GAME_INFO``, a :class:`~engine.game_info.GameInfo`: id, title, player range, variants with
the counts where each is allowed, credits, sides, the words that name its secrets, and the
modules of its screens (``ui_module``) and of its lab description (``lab_module``). The app's
own two games are declared in ``pyproject.toml``; nothing in the app names them. Everything
outside a game's own packages that needs to know "which games are there, for how many
players, with which options" reads :data:`GAMES` when it needs it (never a copy made at
import): the save files, the start screen, the rules and About dialogs, the GUI registry,
the log's filter.

The order is each game's :attr:`GameInfo.order` (lower first), then its id. A game whose entry point cannot be
loaded or whose ``GAME_INFO`` is not sound is left out, and :data:`PROBLEMS` says why (the app
logs it); a broken plug-in never stops the app.

Tests register a game of their own with :func:`register` (and take it away with
:func:`unregister`), or put a test distribution on ``sys.path`` and call :func:`discover`.

Pure Python, cheap to import (only the games' ``info`` and ``tables`` modules are loaded;
the game modules themselves load on :meth:`GameInfo.load`).
"""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engine.plugin_points import declared_points
from engine.game_info import (
    FirstSeat as FirstSeat,
    GameInfo as GameInfo,
    VariantInfo as VariantInfo,
    counts_text as counts_text,
    rotate as rotate,
)

ENTRY_POINT_GROUP = "kartentisch.games"
"""The entry-point group a game declares itself in: ``<game id> = "<package>.info:GAME_INFO"``."""

_GAMES: dict[str, GameInfo] = {}
_LISTED: set[str] = set()  # found through entry points (not taken away by ``unregister``)

GAMES: Mapping[str, GameInfo] = MappingProxyType(_GAMES)
"""Every game, in the order the start screen and the rules dialog list them (a live view:
a game discovered again or registered by a test appears here)."""

PROBLEMS: list[str] = []
"""Why a declared game was left out at the last :func:`discover`, one sentence each."""


def info_problems(info: object, name: str) -> list[str]:
    """What keeps ``info`` from being a sound game description for the entry point ``name``."""
    if not isinstance(info, GameInfo):
        return [f"{name} does not point at a GameInfo but at {type(info).__name__}"]
    problems = []
    if info.id != name:
        problems.append(f"the entry point is called {name!r} but the game's id is {info.id!r}")
    if not info.module:
        problems.append("GameInfo.module (the engine module with Config and new_game) is empty")
    if not 1 <= info.min_players <= info.max_players:
        problems.append(f"the player range {info.min_players}–{info.max_players} is empty")
    if info.first_seat not in ("starting_seat", "boss"):
        problems.append(f"first_seat is {info.first_seat!r}, not 'starting_seat' or 'boss'")
    return problems


def discover() -> None:
    """Find every declared game again (the registered ones of tests are dropped)."""
    _GAMES.clear()
    _LISTED.clear()
    PROBLEMS.clear()
    found: dict[str, GameInfo] = {}
    for point in declared_points(ENTRY_POINT_GROUP):
        if point.name in found:
            PROBLEMS.append(f"a second game called {point.name!r} ({point.value}) was left out")
            continue
        try:
            info = point.load()
        except Exception as exc:  # noqa: BLE001 - any failure of a plug-in's import: left out, said why
            PROBLEMS.append(f"the game {point.name!r} ({point.value}) could not be loaded: {exc!r}")
            continue
        problems = info_problems(info, point.name)
        if problems or not isinstance(info, GameInfo):
            PROBLEMS.append(f"the game {point.name!r} ({point.value}) was left out: " + "; ".join(problems))
            continue
        found[point.name] = info
    for info in sorted(found.values(), key=lambda game: (game.order, game.id)):
        _GAMES[info.id] = info
        _LISTED.add(info.id)


def game_info(game_id: str) -> GameInfo:
    """The game called ``game_id``; ``KeyError`` with the known ids otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(GAMES)})") from None


def register(info: GameInfo) -> None:
    """Add a game without an entry point (a test's): after the others. ``ValueError`` naming
    what is wrong if the description is not sound."""
    if not isinstance(info, GameInfo):
        raise TypeError(f"{info!r} is not a GameInfo")
    if info.id in _GAMES:
        raise ValueError(f"a game called {info.id!r} is already registered")
    problems = info_problems(info, info.id)
    if problems:
        raise ValueError(f"the game {info.id!r} cannot be registered: " + "; ".join(problems))
    _GAMES[info.id] = info


def unregister(game_id: str) -> None:
    """Take a game added with :func:`register` away again; the discovered games stay."""
    if game_id in _LISTED:
        raise ValueError(f"{game_id!r} is one of the listed games")
    _GAMES.pop(game_id, None)


discover()
