"""The product stands in layers (issue 36): a module imports from its own layer or below,
with at most three imports upward. The layers and the allowed exceptions are the tables of
``docs/architecture.md`` ("Layers"), read here, so the document and the code cannot drift."""
from __future__ import annotations

import re
from pathlib import Path

from engine.registry import GAMES

from .imports import ROOT, import_graph, product_modules

DOC = ROOT / "docs" / "architecture.md"
GAME_SCREENS = "the games' screens"
MAX_UPWARD = 3
EXACT = {"gui"}
"""Parts that hold their own module only (the package ``gui`` itself), not what is below them:
a new package under ``gui/`` must get a layer of its own."""


def _section(text: str) -> str:
    start = text.index("## Layers")
    return text[start:text.index("\n## ", start + 1)]


def layer_table(text: str) -> dict[str, int]:
    """Part (a dotted prefix) → layer, from the section's first table."""
    layers: dict[str, int] = {}
    for number, parts in re.findall(r"^\| (\d+) \| (.+?) \|$", _section(text), re.MULTILINE):
        for part in (p.strip().strip("`") for p in parts.split(",")):
            if part == GAME_SCREENS:
                for info in GAMES.values():
                    if info.ui_module:
                        layers[info.ui_module.rpartition(".")[0]] = int(number)
            else:
                layers[part] = int(number)
    return layers


def allowed_upward(text: str) -> set[tuple[str, str]]:
    """The imports upward the section names (its second table: from, to, why)."""
    return set(re.findall(r"^\| `([\w.]+)` \| `([\w.]+)` \| .+ \|$", _section(text), re.MULTILINE))


def layer_of(module: str, layers: dict[str, int]) -> int | None:
    best = max((p for p in layers if module == p or (p not in EXACT and module.startswith(p + "."))),
               key=len, default=None)
    return None if best is None else layers[best]


def upward_imports(graph: dict[str, set[str]], layers: dict[str, int]) -> list[tuple[str, str]]:
    return sorted((a, b) for a, targets in graph.items() for b in targets
                  if (la := layer_of(a, layers)) is not None and (lb := layer_of(b, layers)) is not None and lb > la)


def test_every_module_has_a_layer_and_few_imports_go_up() -> None:
    text = DOC.read_text(encoding="utf-8")
    layers = layer_table(text)
    graph = import_graph(product_modules())
    assert len(graph) > 200 and len(layers) >= 15
    homeless = sorted(m for m in graph if layer_of(m, layers) is None)
    assert not homeless, f"modules in no layer of docs/architecture.md: {homeless}"
    upward = upward_imports(graph, layers)
    allowed = allowed_upward(text)
    assert len(allowed) <= MAX_UPWARD, "the docs allow more than three imports upward"
    unlisted = [f"{a} -> {b}" for a, b in upward if (a, b) not in allowed]
    assert not unlisted, "imports upward that docs/architecture.md does not name:\n" + "\n".join(unlisted)
    assert len(upward) <= MAX_UPWARD, upward
    stale = sorted(allowed - set(upward))
    assert not stale, f"named as imports upward but no longer there (take them out of the docs): {stale}"


def test_the_check_sees_an_import_upward(tmp_path: Path) -> None:
    for package in ("low", "high"):
        (tmp_path / "gui" / package).mkdir(parents=True)
        (tmp_path / "gui" / package / "__init__.py").write_text("")
    (tmp_path / "gui" / "__init__.py").write_text("")
    (tmp_path / "gui" / "low" / "a.py").write_text("def f():\n    from gui.high import b\n")
    (tmp_path / "gui" / "high" / "b.py").write_text("from gui.low import a\n")
    graph = import_graph(product_modules(tmp_path, ("gui",)))
    layers = {"gui.low": 0, "gui.high": 1, "gui": 2}
    assert upward_imports(graph, layers) == [("gui.low.a", "gui.high.b")]
    assert layer_of("gui.new.thing", layers) is None and layer_of("gui", layers) == 2
    doc = "## Layers\n| 0 | `gui.low`, `gui.x` |\n\n| `gui.low.a` | `gui.high.b` | because |\n## Next\n"
    assert layer_table(doc) == {"gui.low": 0, "gui.x": 0}
    assert allowed_upward(doc) == {("gui.low.a", "gui.high.b")}
