"""The catalogues are current (issue 36): ``make translations`` on a clean checkout changes no
file. The tracked sources and catalogues are copied aside and ``translations/update.sh`` is
run there with the project's own lupdate/lrelease; every ``.ts`` and ``.qm`` must come out
byte for byte as committed. When this fails, run ``make translations`` and commit."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from .imports import ROOT


def _tracked(*paths: str) -> list[str]:
    out = subprocess.run(["git", "ls-files", *paths], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return out.split()


def test_make_translations_changes_no_catalogue(tmp_path: Path) -> None:
    files = _tracked("gui", "translations")
    assert any(f.endswith(".ts") for f in files), "no catalogue is tracked"
    for name in files:
        target = tmp_path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target)
    tools = Path(sys.executable).parent
    assert (tools / "pyside6-lupdate").exists(), f"no pyside6-lupdate beside {sys.executable}"
    done = subprocess.run(["sh", str(tmp_path / "translations" / "update.sh")], cwd=tmp_path, capture_output=True,
                          text=True, env={**os.environ, "KT_QT_BIN": str(tools)}, timeout=300)
    assert done.returncode == 0, done.stderr
    changed = [name for name in files if name.endswith((".ts", ".qm"))
               and (tmp_path / name).read_bytes() != (ROOT / name).read_bytes()]
    assert not changed, f"make translations would change {changed}: run it and commit the catalogues"
