"""gui.shell.pyside_setup: PySide6 no longer reads each imported module's source (issue 8: start-up
time and memory), and nothing of ours needed that scan (no module uses ``__feature__``)."""
from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]

PROBE = """
import linecache, sys
if sys.argv[1] == "skip":
    from gui.shell.pyside_setup import skip_feature_source_scan
    assert skip_feature_source_scan()
import PySide6.QtWidgets
import gui.screens.start, gui.shell.window_menus
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
label = QLabel("x")
label.setText("Anna")  # Qt's own names: no snake_case, no true_property anywhere
assert label.text() == "Anna" and callable(QLabel.text)
ours = sorted(name for name in linecache.cache if "/gui/" in name.replace("\\\\", "/"))
print(len(ours))
"""


def _sources_read(mode: str) -> int:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, mode],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return int(done.stdout.split()[-1])


def test_no_module_source_is_read_once_the_scan_is_off() -> None:
    assert _sources_read("scan") > 5  # PySide6 as shipped reads our modules' sources
    assert _sources_read("skip") == 0


def test_no_module_of_ours_selects_a_pyside_feature() -> None:
    feature_import = re.compile(r"^\s*(from|import)\s+__feature__", re.MULTILINE)
    users = [
        str(path.relative_to(ROOT))
        for folder in ("gui", "engine", "lab", "bench")
        if (ROOT / folder).is_dir()
        for path in (ROOT / folder).rglob("*.py")
        if feature_import.search(path.read_text(encoding="utf-8"))
    ]
    assert users == []
