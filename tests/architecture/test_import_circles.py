"""No import circles in engine/, gui/ and lab/ (issue 21): each module can be read, tested
and changed with only what is below it. The graph counts every import, also one inside a
function or under ``TYPE_CHECKING`` (see ``imports.py``)."""
from __future__ import annotations

from pathlib import Path

from .imports import circles, import_graph, product_modules


def _describe(part: list[str], graph: dict[str, set[str]]) -> str:
    arrows = [f"{a} -> {b}" for a in part for b in sorted(graph[a]) if b in part]
    return f"{len(part)} modules: " + "; ".join(arrows)


def test_the_product_has_no_import_circle() -> None:
    graph = import_graph(product_modules())
    assert len(graph) > 150, "the product's modules were not found"
    found = circles(graph)
    assert not found, "import circles:\n" + "\n".join(_describe(part, graph) for part in found)


def test_the_check_sees_a_circle_through_a_deferred_import(tmp_path: Path) -> None:
    """The check itself: a circle closed only by an import inside a function, or only under
    TYPE_CHECKING, or through a relative import, is found and named."""
    pkg = tmp_path / "gui"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from gui.b import B\n")
    (pkg / "b.py").write_text("def f():\n    from gui import c\n")
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import A\n")
    (pkg / "d.py").write_text("import gui.a\n")
    graph = import_graph(product_modules(tmp_path, ("gui",)))
    assert circles(graph) == [["gui.a", "gui.b", "gui.c"]]
