"""A module and a package of the same name side by side: Python imports the package and the
module is never loaded, silently. Two branches once met that way (``lab/<game>/search.py``, the
policy-space search's strategy space, beside ``lab/<game>/search/``, the ISMCTS adapters), and the
search found no strategies at all."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def shadowed(top: Path) -> list[str]:
    """Every ``name.py`` beside a package directory ``name/`` under ``top`` (relative to ``top``)."""
    return sorted(str(module.relative_to(top)) for package in top.rglob("__init__.py")
                  if (module := package.parent.with_suffix(".py")).is_file())


def test_no_module_is_shadowed_by_a_package_of_its_name(tmp_path: Path) -> None:
    for top in ("engine", "gui", "lab"):
        assert shadowed(ROOT / top) == [], top


def test_the_check_sees_a_shadowed_module(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg.py").write_text("")
    assert shadowed(tmp_path) == ["pkg.py"]
