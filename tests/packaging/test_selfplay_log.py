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
from tests.gui.selfplay_shots import check_selfplay_shots

import pytest

pytestmark = pytest.mark.long("a whole 10-player game in a child process")

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_a_selfplay_game_logs_nothing_secret(tmp_path: pathlib.Path) -> None:
    """Also the 10-player case of ``tests/gui/test_session_selfplay.py`` (the game to its end,
    a picture of every screen with its greyscale copy, no file of the user's): the same whole
    game in one child process instead of two. The pictures go outside the child's own folders."""
    home, shots = tmp_path / "home", tmp_path / "shots"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[var] = str(home / var.lower())
    result = subprocess.run(
        [sys.executable, "-m", "gui.app", "--selfplay", "tempelgold", "--players", "10", "--seed", "11",
         "--shots", str(shots)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900,
    )
    assert result.returncode == 0, result.stdout[-1000:] + result.stderr[-2000:]
    check_selfplay_shots(result.stdout, shots, "tempelgold", 10, 11)
    log = home / "xdg_state_home" / "kartentisch" / "log" / "kartentisch.log"
    text = log.read_text(encoding="utf-8").lower()
    assert "start (python" in text
    words = {*FACES, *JOKERS, *(aisleriot_id(e) for e in (*FACES, *JOKERS))}
    words |= {r.value for r in (*Role, *DRole)} | {k.value for k in ChamberKind} | {"wächter", "abenteurer"}
    leaked = sorted(w for w in words if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text))
    assert not leaked, leaked
    # issue 20: a self-play run touches no user file (it made a seal.key in the data folder);
    # the log is the one file it keeps, where every run keeps it
    kept = sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())
    assert all("/kartentisch/log/" in p for p in kept), kept


def test_a_selfplay_run_keeps_its_files_in_its_own_folder(monkeypatch, tmp_path: pathlib.Path) -> None:  # noqa: ANN001
    """Issue 20: ``--selfplay`` made a ``seal.key`` in the user's real data folder."""
    from gui.persistence import seal, storage
    from gui.checks import selfplay_command

    for name in ("state_dir", "config_dir", "data_dir"):
        monkeypatch.setattr(storage, name, getattr(storage, name))  # undone after the test
    user = {name: getattr(storage, name)() for name in ("state_dir", "config_dir", "data_dir")}
    folder = selfplay_command.isolate_files()
    try:
        seal.seal(b"a self-played game")
        from gui.persistence.settings import Settings, save_settings

        save_settings(Settings())
        storage.atomic_write_text(storage.autosave_path(), "{}")
        assert seal.key_path().is_relative_to(folder.name)
    finally:
        folder.cleanup()
    touched = [str(p) for d in user.values() if d.exists() for p in d.rglob("*")]
    assert not touched, touched
