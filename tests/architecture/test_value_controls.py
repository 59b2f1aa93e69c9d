"""Every value control the app builds keeps two fixes (2026-12-08): a combo or spin box is
made calm (``gui.table_kit.calm_wheel``: the wheel changes it only once focused, so scrolling a
page past it changes nothing), and a check box is a ``ClearCheckBox`` (its tick can be seen).
Read from the source, so that a control added later cannot forget either."""
from __future__ import annotations

import ast
from pathlib import Path

GUI = Path(__file__).resolve().parents[2] / "gui"
VALUE_CONTROLS = {"QComboBox", "QSpinBox", "QDoubleSpinBox", "ArrowCombo"}


def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == name]


def test_every_combo_and_spin_box_is_calm_and_every_check_box_clear() -> None:
    uncalm: list[str] = []
    plain_checks: list[str] = []
    built = 0
    for path in sorted(GUI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calmed = {ast.unparse(arg) for call in _calls(tree, "calm_wheel") for arg in call.args}
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name):
                if node.value.func.id in VALUE_CONTROLS:
                    built += 1
                    target = ast.unparse(node.targets[0])
                    if target not in calmed:
                        uncalm.append(f"{path.relative_to(GUI.parent)}:{node.lineno} {target}")
        plain_checks += [f"{path.relative_to(GUI.parent)}:{call.lineno}" for call in _calls(tree, "QCheckBox")]
    assert built >= 17  # the ones there are today: the scan reads what it should
    assert uncalm == []
    assert plain_checks == []
