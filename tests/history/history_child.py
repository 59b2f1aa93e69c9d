"""A child process that records finished games into a history database, one after another.

``python -m tests.history.history_child DB FIRST COUNT``: plays ``COUNT`` games through the
engine (random legal moves, both games in turn), records each through the app's
:class:`gui.history.recorder.Recorder` (its worker thread, its database settings), and
prints ``writing <uid>`` before and ``done <uid>`` after each game is committed. The
two-writers test runs two at once.

The kill test SIGKILLs such a child at random moments, sixty times a run: its children are
forked (:func:`forked`, the same games and lines, sent through a pipe) from a
``multiprocessing`` fork server that has imported the recorder and played one game of
each kind (``history_forkserver.py``). A fresh interpreter's start-up, its imports and the
first game's lazy loading (PySide6, pydantic, the confusables table) took 0.5 s and 0.3
CPU-seconds a child, most of the kill test's time; a forked child is at its first game at
once, and is as real a process to kill.
"""
from __future__ import annotations

import pathlib
import sys
from collections.abc import Callable
from multiprocessing.connection import Connection


def record_games(path: pathlib.Path, first: int, count: int, say: Callable[[str], None]) -> bool:
    """Record ``count`` games from number ``first`` on; ``say`` each line as it happens
    (``writing``, ``done``, ``failed``); false when a game could not be recorded."""
    from gui.history.recorder import Recorder
    from tests.history.helpers import record_of

    recorder = Recorder(path)
    for n in range(first, first + count):
        game, players = (("tempelgold", 3 + n % 8) if n % 2 else ("diamantenraub", 5 + n % 8))
        rec = record_of(game, players, n, uid=f"game-{n}", ended_at=f"2026-12-01T20:{n // 60 % 60:02d}:{n % 60:02d}+00:00")
        say(f"writing {rec.uid}")
        if not recorder.submit(rec).result(60):
            say(f"failed {rec.uid}")
            return False
        say(f"done {rec.uid}")
    return True


def warm() -> None:
    """Load what a child's first game loads lazily (both games' engines and screens'
    descriptions, their configs, the name checks): the fork server does it once."""
    from tests.history.helpers import record_of

    for game, players in (("diamantenraub", 5), ("tempelgold", 3)):
        record_of(game, players, 0)


def forked(pipe: Connection, path: str, first: int, count: int) -> None:
    """The fork server's child: :func:`record_games`, each line one message on ``pipe`` (one
    ``write`` each: a kill loses a line whole or not at all)."""
    record_games(pathlib.Path(path), first, count, lambda line: pipe.send_bytes(line.encode()))


def main() -> int:
    path, first, count = pathlib.Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    return 0 if record_games(path, first, count, lambda line: print(line, flush=True)) else 1


if __name__ == "__main__":
    sys.exit(main())
