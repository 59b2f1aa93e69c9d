"""No probing across the seam (issue 36): outside a game's own packages, ``gui/`` never asks a
game's object what it can do with ``getattr``/``hasattr``. Every ability is declared (the
``GameUI`` protocol, ``GamePanel``, ``PrivateContent``, ``RouteSession``, the engine's ``Game``,
``gui/table_kit/declared.py``) and called directly; the registration check reads a
``GAME_UI`` with ``inspect.getattr_static`` (``gui/games/registry.py``).

What remains are probes of things that are not a game's: the platform and the interpreter,
an exception, PySide's own feature module, the app's own window and objects. Each receiver
is listed here with what it is; any other receiver fails, naming the place.
"""
from __future__ import annotations

import ast
from pathlib import Path

from engine.registry import GAMES

from .imports import ROOT

NOT_A_GAMES = {
    "os": "the platform's flags (O_NOFOLLOW, nice)",
    "sys": "frozen or not, the standard streams",
    "sys.stderr": "whether the stream is a terminal",
    "errno": "an error number the platform may lack",
    "subprocess": "a Windows-only creation flag",
    "exc": "a pydantic error's details, or another exception's",
    "feature": "PySide's own feature module",
    "window": "the app's main window, in the crash handler",
    "args.thread": "a thread, in the thread crash handler",
    "renderer": "the app's card renderer",
    "previous": "the excepthook installed before ours",
    "h": "a logging handler",
    "_libc": "the C library (malloc_trim)",
    "self": "the shared class itself (an attribute set during its own construction)",
    "model": "a Qt item model of the start screen",
}


def _game_packages() -> list[str]:
    out = []
    for info in GAMES.values():
        for module in (info.module, info.ui_module, info.lab_module):
            if module:
                out.append(module.rpartition(".")[0] if module.count(".") > 1 else module)
    return out


def probes(path: Path) -> list[tuple[int, str]]:
    """(line, receiver) of every ``getattr``/``hasattr`` call in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr") and node.args):
            found.append((node.lineno, ast.unparse(node.args[0])))
    return found


def test_nothing_in_gui_probes_a_games_object() -> None:
    games = _game_packages()
    offenders = []
    checked = 0
    for path in sorted((ROOT / "gui").rglob("*.py")):
        dotted = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        if any(dotted == p or dotted.startswith(p + ".") for p in games):
            continue
        checked += 1
        for line, receiver in probes(path):
            if receiver not in NOT_A_GAMES:
                offenders.append(f"{path.relative_to(ROOT)}:{line}: getattr/hasattr on {receiver}")
    assert checked > 150, "gui/ was not found"
    assert not offenders, "\n".join(offenders)


def test_the_check_sees_a_probe(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("def f(panel, os):\n    x = getattr(panel, 'draft', None)\n    return hasattr(os, 'nice'), x\n")
    assert probes(sample) == [(2, "panel"), (3, "os")]
    assert "panel" not in NOT_A_GAMES
