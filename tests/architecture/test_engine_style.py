"""Every game's engine is built in one style (issue 21), so the games read the same way.

In ``engine/<game>/``: ``state`` holds the state class (the data of one game and the
questions on it; its one base is ``engine.game.Game``); ``deal`` deals from the seed; the
rules are plain functions over the state, one concern per module (``legal``, ``checks``,
``transitions``, ``seeing``), with no class of their own; and ``game`` holds the game class,
a thin facade whose one base is the state class and whose API methods are those functions,
bound in its class body. This is the house style of the games shipped in this repository
(declared in ``pyproject.toml``); a plug-in shipped as its own distribution (the tests' stub
game: one ``engine.py``) is held only to the engine contract (docs/engine-api.md,
``tests/contract``), not to this layout.
"""
from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path
from types import ModuleType

import pytest

from engine.game import Game
from engine.registry import GAMES

PARTS = ("state", "deal", "legal", "checks", "transitions", "seeing", "game")
RULE_MODULES = ("legal", "checks", "transitions", "seeing")
BOUND = {
    "_check": ("checks", "check"),
    "_perform": ("transitions", "perform"),
    "legal_actions": ("legal", "legal_actions"),
    "public_view": ("seeing", "public_view"),
    "view": ("seeing", "view"),
}
"""The API method → (rule module, function) it is."""


def _part(package: str, name: str) -> ModuleType:
    return importlib.import_module(f"{package}.{name}")


def _defined_here(module: ModuleType, base: type) -> list[type]:
    return [c for _, c in inspect.getmembers(module, inspect.isclass)
            if c.__module__ == module.__name__ and issubclass(c, base)]


def _shipped() -> list[str]:
    import tomllib

    root = Path(__file__).resolve().parents[2]
    declared = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["entry-points"]
    return sorted(declared["kartentisch.games"])


@pytest.mark.parametrize("game_id", _shipped())
def test_each_engine_is_a_facade_over_its_state_and_rule_functions(game_id: str) -> None:
    package = GAMES[game_id].module
    folder = Path(importlib.import_module(package).__file__ or "").parent
    missing = [p for p in PARTS if not (folder / f"{p}.py").is_file()]
    assert not missing, f"{package} has no {', '.join(missing)}"

    states = _defined_here(_part(package, "state"), Game)
    assert len(states) == 1, f"{package}.state defines one state class, not {states}"
    state = states[0]
    assert state.__bases__ == (Game,)

    games = _defined_here(_part(package, "game"), Game)
    assert len(games) == 1, f"{package}.game defines one game class, not {games}"
    game = games[0]
    assert game.__bases__ == (state,), f"{game.__name__} has one base, its state class"
    for method, (module, function) in BOUND.items():
        assert game.__dict__.get(method) is getattr(_part(package, module), function), (
            f"{game.__name__}.{method} is {module}.{function}, bound in the class body")

    for name in RULE_MODULES:
        path = folder / f"{name}.py"
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes = [node.name for node in tree.body if isinstance(node, ast.ClassDef)]
        assert not classes, f"{package}.{name} holds plain functions over the state, not {classes}"
