"""What a ``kartentisch --selfplay ... --shots DIR`` run must have printed and left in ``DIR``.

Shared by the self-play tests (``tests/gui/test_session_selfplay.py``) and the 10-player run
that also reads its log (``tests/packaging/test_selfplay_log.py``): one whole 10-player game
checks both, instead of two child processes playing the same game (issue 36: the suite's
time)."""
from __future__ import annotations

import pathlib


def check_selfplay_shots(stdout: str, shots_dir: pathlib.Path, game: str, players: int, seed: int) -> None:
    """One summary line naming the game, the count, the seed and no leak; a PNG of every
    distinct screen from the start to the end, each with its greyscale copy."""
    lines = stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"selfplay {game}: {players} players, "), lines
    assert "no leak" in lines[0] and f"(seed {seed})" in lines[0]
    shots = sorted(p.name for p in shots_dir.iterdir() if p.is_file())
    assert sorted(p.name for p in (shots_dir / "grey").iterdir()) == shots  # a greyscale copy of each
    assert shots[0] == "01-start.png" and any("handoff" in s for s in shots) and shots[-1].endswith("-end.png")
    assert any("private-deal" in s for s in shots) and any("table-table" in s for s in shots)
