"""A whole 10-player game leaves no secret in the log file (end to end, with the real app)."""
from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys

from engine.diamantenraub.model import Role as DRole
from engine.tempelgold.model import ChamberKind, Role
from gui.cards.elements import FACES, JOKERS, aisleriot_id

import pytest

pytestmark = pytest.mark.long("a whole 10-player game in a child process")

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_a_selfplay_game_logs_nothing_secret(tmp_path: pathlib.Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    result = subprocess.run(
        [sys.executable, "-m", "gui.app", "--selfplay", "tempelgold", "--players", "10", "--seed", "11"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900,
    )
    assert result.returncode == 0, result.stdout[-1000:] + result.stderr[-2000:]
    log = tmp_path / "xdg_state_home" / "kartentisch" / "log" / "kartentisch.log"
    text = log.read_text(encoding="utf-8").lower()
    assert "start (python" in text
    words = {*FACES, *JOKERS, *(aisleriot_id(e) for e in (*FACES, *JOKERS))}
    words |= {r.value for r in (*Role, *DRole)} | {k.value for k in ChamberKind} | {"wächter", "abenteurer"}
    leaked = sorted(w for w in words if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text))
    assert not leaked, leaked
