"""A child process that records finished games into a history database, one after another.

``python -m tests.history.history_child DB FIRST COUNT``: plays ``COUNT`` games through the
engine (random legal moves, both games in turn), records each through the app's
:class:`gui.history.recorder.Recorder` (its worker thread, its database settings), and
prints ``writing <uid>`` before and ``done <uid>`` after each game is committed. The kill
test SIGKILLs it at random moments; the two-writers test runs two at once.
"""
from __future__ import annotations

import pathlib
import sys


def main() -> int:
    path, first, count = pathlib.Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    from gui.history.recorder import Recorder
    from tests.history.helpers import record_of

    recorder = Recorder(path)
    for n in range(first, first + count):
        game, players = (("tempelgold", 3 + n % 8) if n % 2 else ("diamantenraub", 5 + n % 8))
        rec = record_of(game, players, n, uid=f"game-{n}", ended_at=f"2026-12-01T20:{n // 60 % 60:02d}:{n % 60:02d}+00:00")
        print(f"writing {rec.uid}", flush=True)
        if not recorder.submit(rec).result(60):
            print(f"failed {rec.uid}", flush=True)
            return 1
        print(f"done {rec.uid}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
