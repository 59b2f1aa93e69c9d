"""A game's screens import nothing from the self-checks (issue 36): what a game's widgets
share with the checks (the kinds of card faces, the abilities the checks ask for) lives in
the table toolkit (``gui/table_kit/declared.py``), below both."""
from __future__ import annotations

from engine.registry import GAMES

from .imports import import_graph, product_modules


def _screen_packages() -> set[str]:
    return {info.ui_module.rpartition(".")[0] for info in GAMES.values() if info.ui_module}


def test_no_game_screen_imports_the_self_checks() -> None:
    graph = import_graph(product_modules())
    packages = _screen_packages()
    assert packages, "no game's screens were found"
    found = sorted(
        f"{module} -> {target}"
        for module, targets in graph.items()
        if any(module == p or module.startswith(p + ".") for p in packages)
        for target in targets
        if target == "gui.checks" or target.startswith("gui.checks.")
    )
    assert not found, "a game's screens import the self-checks:\n" + "\n".join(found)
