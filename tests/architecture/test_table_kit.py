"""The shared table toolkit (``gui/table_kit``) imports neither game, and no game's package
imports another game's (issue 21): restyling one game cannot change the other."""
from __future__ import annotations

from engine.registry import GAMES

from .imports import import_graph, product_modules


def _game_packages() -> dict[str, set[str]]:
    packages: dict[str, set[str]] = {}
    for info in GAMES.values():
        own = {info.module}
        if info.ui_module:
            own.add(info.ui_module.rpartition(".")[0])
        if info.lab_module:
            own.add(info.lab_module)
        packages[info.id] = own
    return packages


def _inside(module: str, packages: set[str]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def test_the_table_kit_imports_no_game() -> None:
    graph = import_graph(product_modules())
    kit = [m for m in graph if m == "gui.table_kit" or m.startswith("gui.table_kit.")]
    assert len(kit) >= 4
    every_game = set().union(*_game_packages().values())
    wrong = {m: sorted(t for t in graph[m] if _inside(t, every_game)) for m in kit}
    assert not {m: t for m, t in wrong.items() if t}


def test_no_game_imports_another_game() -> None:
    graph = import_graph(product_modules())
    games = _game_packages()
    for game, own in games.items():
        others = set().union(*(p for g, p in games.items() if g != game))
        for module, targets in graph.items():
            if _inside(module, own):
                crossing = sorted(t for t in targets if _inside(t, others))
                assert not crossing, f"{module} ({game}) imports {crossing}"
