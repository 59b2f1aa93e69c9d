"""The balance lab's throughput: 10⁵ bot games on the local process pool, next to the
engine's plain random playout measured in the same run.

Targets (issue 12): 10⁵ Tempelgold games at 10 players with belief bots, and 10⁵
Diamantenraub games at 12, each in ≤ 30 s on a 2-core machine. The baseline is the
engine's ``random_playout`` on one core, timed just before; its figure for 10⁵ games
("one core") says how fast the bare engine is on this machine at this moment, so a slow
result on a busy machine can be told from a slow lab.

``LAB_BENCH_GAMES`` (default 100000) sets the number of games.
"""
from __future__ import annotations

import os
import time

from engine import diamantenraub as dr
from engine import tempelgold as tg
from lab.runner import Job, local_executor, run_jobs

TARGET_SECONDS = 30.0


def _baseline(game: str, players: int, seconds: float = 3.0) -> float:
    """Engine random playouts per second on one core."""
    if game == "tempelgold":
        config: object = tg.Config(players=[f"P{i}" for i in range(players)])
        playout = tg.random_playout
    else:
        config = dr.Config(players=[f"P{i}" for i in range(players)])
        playout = dr.random_playout  # type: ignore[assignment]
    games, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        for _ in range(100):
            playout(config, games)  # type: ignore[arg-type]
            games += 1
    return games / elapsed


def main() -> None:
    games = int(os.environ.get("LAB_BENCH_GAMES", "100000"))
    workers = os.cpu_count() or 1
    print(f"{'lab':<34}{'games':>8}{'seconds':>9}{'games/s':>9}   baseline: engine random playout, one core")
    with local_executor(workers) as pool:
        run_jobs([Job("tempelgold", 3, (), "belief", 2 * workers)], executor=pool, chunk=1)  # start the workers
        for game, players in (("tempelgold", 10), ("diamantenraub", 12)):
            base = _baseline(game, players)
            start = time.perf_counter()
            result = run_jobs([Job(game, players, (), "belief", games)], executor=pool, chunk=2500)
            seconds = time.perf_counter() - start
            assert sum(t.games for t in result.values()) == games
            verdict = "ok" if seconds * 100000 / games <= TARGET_SECONDS else "SLOWER than the target"
            print(f"{game + f' {players} players, belief bots':<34}{games:>8}{seconds:>9.1f}{games / seconds:>9.0f}"
                  f"   {base:7.0f}/s = {games / base:5.1f} s for {games} on one core;"
                  f" {workers} workers; target <= {TARGET_SECONDS:.0f} s per 1e5: {verdict}")


if __name__ == "__main__":
    main()
