"""Small modules, one concept each (issue 36): no module of the product is over 400 lines."""
from __future__ import annotations

from .imports import ROOT

LIMIT = 400


def test_no_module_is_over_the_limit() -> None:
    sizes = {path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
             for top in ("engine", "gui", "lab") for path in (ROOT / top).rglob("*.py")}
    assert len(sizes) > 200, "the product's modules were not found"
    over = sorted(f"{name}: {lines} lines" for name, lines in sizes.items() if lines > LIMIT)
    assert not over, f"modules over {LIMIT} lines:\n" + "\n".join(over)
