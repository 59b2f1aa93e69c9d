"""No aliased ``translate`` (issue 36's trap): ``tr = QCoreApplication.translate`` works at run
time, but ``lupdate`` then misses every string written through the alias, and they stay
English. Checked in the app and in the stub plug-in (the worked example of a game)."""
from __future__ import annotations

import ast
from pathlib import Path

from .imports import ROOT

TRANSLATORS = {"translate", "tr", "QCoreApplication", "QApplication", "QGuiApplication"}


def aliases(path: Path) -> list[str]:
    """Where ``path`` gives a translator another name, in words."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            value = node.value
            name = value.attr if isinstance(value, ast.Attribute) else value.id if isinstance(value, ast.Name) else None
            if name in ("translate", "tr"):
                found.append(f"line {node.lineno}: {ast.unparse(value)} assigned to a name")
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name in TRANSLATORS and alias.asname not in (None, alias.name):
                    found.append(f"line {node.lineno}: {alias.name} imported as {alias.asname}")
    return found


def test_no_translator_has_another_name() -> None:
    files = [p for top in ("gui", "tests/contract/stub_game") for p in sorted((ROOT / top).rglob("*.py"))]
    assert len(files) > 150
    found = [f"{p.relative_to(ROOT)} {where}" for p in files for where in aliases(p)]
    assert not found, "\n".join(found)


def test_the_check_sees_an_alias(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from PySide6.QtCore import QCoreApplication as App\n"
                      "tr = QCoreApplication.translate\n"
                      "label = QCoreApplication.translate('Ctx', 'fine')\n")
    assert aliases(sample) == ["line 1: QCoreApplication imported as App",
                               "line 2: QCoreApplication.translate assigned to a name"]
