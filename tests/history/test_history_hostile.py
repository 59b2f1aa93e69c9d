"""Nothing lost, nothing broken: every hostile history file of the corpus is set aside (with
a message) and the game goes into a fresh database; a locked database too."""
from __future__ import annotations

import os
import pathlib
import sqlite3
import subprocess
import sys

import pytest

from gui.history import database
from gui.history.location import history_path
from gui.history.recorder import Recorder
from tests.hardening import corpus
from tests.hardening.test_hostile_files import read_only_as_root  # noqa: F401 - a fixture
from tests.history.helpers import record_of

CASES = corpus.history_cases()


@pytest.fixture
def restore() -> object:
    yield
    corpus.restore_permissions()


def _record(path: pathlib.Path, uid: str) -> tuple[bool, list[str]]:
    rec = Recorder(path)
    messages: list[str] = []
    rec.problem.connect(messages.append)  # queued to this (the GUI) thread
    ok = rec.submit(record_of("tempelgold", 4, 3, uid=uid)).result(30)
    rec.flush()
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.processEvents()  # the worker's signals were posted before flush() returned
    return ok, messages


def _uids(path: pathlib.Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return [r[0] for r in conn.execute("SELECT uid FROM games ORDER BY id")]
    finally:
        conn.close()


@pytest.mark.parametrize("name", list(CASES))
def test_a_hostile_history_file_is_set_aside_and_the_game_kept(name: str, restore, monkeypatch, qapp, read_only_as_root) -> None:  # noqa: ANN001
    setup, expect = CASES[name]
    path = history_path()
    setup()
    if "read-only file" in name and os.geteuid() == 0:  # root writes anyway: refuse as a user would be
        real = os.access

        def access(p, mode, *a, **k):  # noqa: ANN001, ANN002, ANN003, ANN202
            if mode == os.W_OK and os.path.isfile(p) and not os.stat(p).st_mode & 0o222:
                return False  # what a user who is not root gets for a file without write bits
            return real(p, mode, *a, **k)

        monkeypatch.setattr(database.os, "access", access)
    before = path.read_bytes() if path.is_file() and not path.is_symlink() else None
    ok, messages = _record(path, "new-game")
    if expect == "quiet":
        assert ok and not messages, messages
        assert "new-game" in _uids(path)
        return
    assert messages, f"{name}: no message"
    if "read-only folder" in name:
        assert not ok and "not recorded" in messages[0], messages  # nowhere to put a fresh one: said so
        assert path.read_bytes() == before  # and nothing touched
        return
    assert ok, messages
    assert "set aside" in messages[0], messages
    assert _uids(path) == ["new-game"]  # a fresh database with the game
    bad = path.with_name(path.name + ".bad")
    assert os.path.lexists(bad), f"{name}: not set aside"
    if before is not None:
        assert bad.read_bytes() == before, "the bad file was changed"
    # the next game goes into the same fresh database, quietly
    ok, messages = _record(path, "next-game")
    assert ok and not messages and _uids(path) == ["new-game", "next-game"]


def test_a_database_locked_by_another_process_is_set_aside(monkeypatch, qapp, tmp_path: pathlib.Path) -> None:  # noqa: ANN001
    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(corpus._history_bytes())
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sqlite3,sys,time\n"
         f"c=sqlite3.connect({str(path)!r}, isolation_level=None)\n"
         "c.execute('BEGIN EXCLUSIVE')\nprint('locked', flush=True)\ntime.sleep(60)\n"],
        stdout=subprocess.PIPE, text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        monkeypatch.setattr(database, "BUSY_MS", 300)
        ok, messages = _record(path, "while-locked")
    finally:
        holder.kill()
        holder.wait()
    assert ok and messages and "locked" in messages[0], messages
    assert _uids(path) == ["while-locked"]
    kept = _uids(path.with_name(path.name + ".bad"))
    assert len(kept) == 12  # the locked file's games are all there, set aside


def test_a_bad_history_is_reported_at_start(make_window, qtbot) -> None:  # noqa: ANN001
    from gui.app import after_start_screen

    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database at all" * 50)
    window = make_window()
    after_start_screen(window)
    bad = path.with_name(path.name + ".bad")
    qtbot.waitUntil(lambda: str(bad) in window.notice_text(), timeout=10_000)  # in either language
    assert os.path.lexists(bad)
