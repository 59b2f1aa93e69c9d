"""The folders show the architecture (issue 21; docs/architecture.md, "The parts").

``gui/``'s top level holds the entry point and one small helper; every other module sits in
the package of its part (shell, games: session and seam, curtain, persistence, text, look,
table_kit, cards, screens, dialogs, phones, history, balance, checks, and one package per
game). The shell is the top: only the entry point and the self-check import it.
"""
from __future__ import annotations

from .imports import ROOT, import_graph, product_modules

#: gui/'s top-level modules, and why each is not in a part's package.
TOP_LEVEL = {
    "__init__": "the package",
    "app": "the entry point: gui.app:main (pyproject.toml), packaging/launcher.py, python -m gui.app",
    "memory": "called by the app, the Session (gui/games) and the autosave (gui/persistence) alike",
}

#: Who may import the shell from outside it.
SHELL_USERS = {
    "gui.app": "the entry point builds the window",
    "gui.checks.selfplay_command": "--selfplay boots the real window (gui.shell.application)",
}


def test_gui_top_level_holds_only_the_entry_point() -> None:
    found = {path.stem for path in (ROOT / "gui").glob("*.py")}
    assert "app" in found
    extra = sorted(found - set(TOP_LEVEL))
    assert not extra, (
        f"modules at gui/'s top level: {extra}; put each in the package of its part "
        "(docs/architecture.md, 'The parts')"
    )


def test_the_shell_is_the_top() -> None:
    graph = import_graph(product_modules())
    shell = {m for m in graph if m.startswith("gui.shell.")}
    assert {"gui.shell.main_window", "gui.shell.application"} <= shell
    users = {m: sorted(t for t in targets if t in shell) for m, targets in graph.items() if not m.startswith("gui.shell")}
    wrong = {m: t for m, t in users.items() if t and m not in SHELL_USERS}
    assert not wrong, f"only {sorted(SHELL_USERS)} import the shell: {wrong}"
