"""The balance lab's throughput: 10⁵ bot games on the local process pool, next to the
engine's plain random playout measured in the same run.

Targets (issue 12): 10⁵ Tempelgold games at 10 players with belief bots, and 10⁵
Diamantenraub games at 12, each in ≤ 30 s on a 2-core machine. Issue 22 asks the same of the
stronger bots (the ``reasoning`` families): they are measured on a tenth of the games
(``LAB_BENCH_REASONING_GAMES``, default 10⁴) and the time scaled to 10⁵, with the verdict;
where they miss it, ``belief`` stays the policy of the big sweeps.

Two figures per game, because this machine is shared: the wall time of the run, and the
CPU seconds the workers spent (``time.process_time`` in each worker, summed) divided by
the number of cores — what the run takes on an otherwise idle machine of this kind, and
what the target is checked against. The baseline is the engine's ``random_playout`` on
one core, timed the same two ways just before each run.

``LAB_BENCH_GAMES`` (default 100000) sets the number of games.
"""
from __future__ import annotations

import os
import time
from concurrent.futures import Executor, as_completed
from typing import Any

from engine import diamantenraub as dr
from engine import tempelgold as tg
from lab.runner import Job, local_executor, run_task
from lab.seeds import job_seed
from lab.stats import Tally

TARGET_SECONDS = 30.0
CHUNK = 2500


def timed_task(game: str, players: int, seed: int, start: int, count: int, policy: str = "belief") -> tuple[Tally, float]:
    """A chunk of games of ``policy`` and the CPU seconds this worker spent on it."""
    cpu = time.process_time()
    tally = run_task(game, players, (), policy, seed, start, count)
    return tally, time.process_time() - cpu


def baseline(game: str, players: int, seconds: float = 3.0) -> tuple[float, float]:
    """Engine random playouts on one core: (games per wall second, games per CPU second)."""
    config: Any = (tg if game == "tempelgold" else dr).Config(players=[f"P{i}" for i in range(players)])
    playout: Any = tg.random_playout if game == "tempelgold" else dr.random_playout
    games, start, cpu = 0, time.perf_counter(), time.process_time()
    while (elapsed := time.perf_counter() - start) < seconds:
        for _ in range(100):
            playout(config, games)
            games += 1
    return games / elapsed, games / (time.process_time() - cpu)


def run(pool: Executor, game: str, players: int, games: int, policy: str = "belief") -> tuple[float, float]:
    """(wall seconds, worker CPU seconds) for ``games`` games of ``policy``."""
    seed = job_seed(0, Job(game, players, (), policy, games).key())
    start = time.perf_counter()
    chunk = min(CHUNK, max(1, games // 8))
    futures = [pool.submit(timed_task, game, players, seed, s, min(chunk, games - s), policy) for s in range(0, games, chunk)]
    played, cpu = 0, 0.0
    for future in as_completed(futures):
        tally, seconds = future.result()
        played += tally.games
        cpu += seconds
    assert played == games
    return time.perf_counter() - start, cpu


#: The stronger bots' mixes (issue 22): each side reasoning against the published bots, and both.
REASONING_MIXES: dict[str, tuple[str, ...]] = {
    "tempelgold": ("abenteurer=reasoning;waechter=belief", "abenteurer=belief;waechter=reasoning", "reasoning"),
    "diamantenraub": ("boss=reasoning;players=belief", "boss=belief;players=reasoning", "reasoning"),
}


def main() -> None:
    games = int(os.environ.get("LAB_BENCH_GAMES", "100000"))
    reasoning_games = int(os.environ.get("LAB_BENCH_REASONING_GAMES", "10000"))
    cores = os.cpu_count() or 1
    print(f"lab: {games} belief-bot games per line ({reasoning_games} for the reasoning mixes), {cores} worker "
          f"processes; seconds per 10^5 games (target <= {TARGET_SECONDS:.0f} s on an idle {cores}-core machine)")
    print(f"{'':<62}{'wall s':>8}{'cpu s/core':>12}   {'baseline: engine random playout, one core':<44}")
    with local_executor(cores) as pool:
        run(pool, "tempelgold", 3, 2 * cores)  # start the workers
        for game, players in (("tempelgold", 10), ("diamantenraub", 12)):
            base_wall, base_cpu = baseline(game, players)
            for policy, count in (("belief", games), *((mix, reasoning_games) for mix in REASONING_MIXES[game])):
                scale = 100000 / count
                wall, cpu = run(pool, game, players, count, policy)
                idle = cpu / cores * scale
                verdict = "meets the target" if idle <= TARGET_SECONDS else "SLOWER than the target"
                print(f"{f'{game} {players} players {policy}':<62}{wall * scale:>8.1f}{idle:>12.1f}   "
                      f"{100000 / base_wall:6.1f} s wall, {100000 / base_cpu:6.1f} s cpu per 10^5   "
                      f"lab/baseline (cpu) {idle * cores / (100000 / base_cpu):.2f}x   {verdict}")


if __name__ == "__main__":
    main()
