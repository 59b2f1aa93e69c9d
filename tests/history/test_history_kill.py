"""A kill while a game is recorded loses no earlier game, and two writers lose nothing.

The kill test (issue 23): a child records finished games one after another through the
app's recorder (``history_child.py``); it is SIGKILLed at a random moment — three kills in
four within 80 ms of its saying that it writes a game, the others at any moment of its first
quarter second (its start, making the fresh database, the first games, between two games) —
and after each kill the database opens, passes ``PRAGMA integrity_check``, and holds every
game the child had reported committed (``done``), at most plus the one it was writing.
``KT_HISTORY_KILLS`` sets the number of kills (default 60). The children are forked from a
fork server that has loaded the recorder once (``history_forkserver.py``): each is a
process of its own, killed by the kernel, but none pays an interpreter's start-up.
"""
from __future__ import annotations

import multiprocessing
import os
import pathlib
import random
import signal
import sqlite3
import subprocess
import sys
import time
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

import pytest

from gui.history import database
from tests.history import history_child

ROOT = pathlib.Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("KT_HISTORY_KILLS", "60"))


def _child(db: pathlib.Path, first: int, count: int) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen([sys.executable, "-m", "tests.history.history_child", str(db), str(first), str(count)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)


def _forked_child(db: pathlib.Path, first: int, count: int) -> tuple[BaseProcess, Connection]:
    """A child forked from the fork server (:func:`history_child.forked`) and the end of
    the pipe its lines come through."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["tests.history.history_forkserver"])  # only before the server starts
    reader, writer = context.Pipe(duplex=False)
    child = context.Process(target=history_child.forked, args=(writer, str(db), first, count), daemon=True)
    child.start()
    writer.close()  # the child's copy is the only writer left: its death ends the pipe
    return child, reader


def _read(reader: Connection, lines: list[str], timeout: float) -> bool:
    """Add the lines that came, waiting up to ``timeout`` for the first; false at the pipe's end."""
    while reader.poll(timeout):
        try:
            lines.append(reader.recv_bytes().decode())
        except EOFError:
            return False
        timeout = 0
    return True


def _check(db: pathlib.Path) -> set[str]:
    opened = database.open_checked(db)
    assert opened.problem is None, opened.problem  # nothing set aside: the database is sound
    conn = opened.conn
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        games = {r[0] for r in conn.execute("SELECT uid FROM games")}
        for uid, seats, players in conn.execute(
            "SELECT g.uid, count(s.seat), g.players FROM games g LEFT JOIN seats s ON s.game_id = g.id GROUP BY g.id"
        ):
            assert seats == players, f"{uid}: {seats} of {players} seats"  # a game is there whole, or not at all
        return games
    finally:
        conn.close()


@pytest.mark.long("60 child processes killed at random moments")
def test_kills_while_recording_lose_no_earlier_game(tmp_path: pathlib.Path) -> None:
    rng = random.Random(2323)
    db = tmp_path / "history.sqlite3"
    committed: set[str] = set()
    next_game = 0
    killed_writing = 0
    for kill in range(KILLS):
        if kill % 15 == 0 and kill:  # now and then a fresh database: kills while it is made and migrated
            for suffix in ("", "-wal", "-shm"):
                pathlib.Path(f"{db}{suffix}").unlink(missing_ok=True)
            committed = set()
        child, reader = _forked_child(db, next_game, 1000)
        lines: list[str] = []
        if kill % 4 == 0:  # any moment: the child's start, making the database, a game
            time.sleep(rng.uniform(0, 0.25))
        else:  # while a game is written: the moment is counted from the child's own progress,
            # so the kills land there on an idle machine and a loaded one alike
            wanted = rng.randint(1, 3)
            end = time.monotonic() + 60
            while sum(line.startswith("writing ") for line in lines) < wanted:
                assert time.monotonic() < end, "the child wrote no game in 60 s"
                if not _read(reader, lines, 0.05):
                    break  # the child ended (it should not: it has 1000 games to write)
            time.sleep(rng.uniform(0, 0.08))
        child.kill()  # SIGKILL
        child.join(10)
        assert child.exitcode == -signal.SIGKILL, f"kill {kill}: the child ended otherwise ({child.exitcode})"
        _read(reader, lines, 0)  # what it said before it died is still in the pipe
        reader.close()
        done = {line.split()[1] for line in lines if line.startswith("done ")}
        writing = [line.split()[1] for line in lines if line.startswith("writing ")]
        in_flight = set(writing[-1:]) - done
        killed_writing += bool(in_flight)
        committed |= done
        games = _check(db)
        missing = committed - games
        assert not missing, f"kill {kill}: lost {sorted(missing)}"
        assert games - committed <= in_flight, f"kill {kill}: unexpected {sorted(games - committed - in_flight)}"
        committed |= games & in_flight
        next_game += len(writing) + 1
    print(f"history kill test: {KILLS} kills, {killed_writing} while a game was being written, none lost")
    assert killed_writing >= KILLS // 4, "the kills should often land while a game is written"


def test_two_processes_writing_at_once_lose_nothing(tmp_path: pathlib.Path) -> None:
    db = tmp_path / "history.sqlite3"
    first, second = _child(db, 0, 15), _child(db, 1000, 15)
    out_a, _ = first.communicate(timeout=50)
    out_b, _ = second.communicate(timeout=50)
    assert first.returncode == 0 and second.returncode == 0, (out_a, out_b)
    games = _check(db)
    assert games == {f"game-{n}" for n in (*range(15), *range(1000, 1015))}
