"""The Monte Carlo runner: jobs split into chunks on any ``concurrent.futures.Executor``.

A *job* is one game, player count, variant and policy mix, played ``games`` times. Each
job's games are numbered; game ``i`` is played with :func:`lab.seeds.game_seed` of the
job's seed and ``i``, whichever worker plays it, and tallies are integer counts merged by
addition — so the totals do not depend on the executor, the number of workers or the chunk
size (a test checks it).

The default executor is a process pool over the local cores; :func:`inline_executor` runs
everything in this process (tests, a single core); ``lab.cluster`` makes a Dask
``distributed`` executor for ``--scheduler tcp://HOST:PORT``.
"""
from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any

from lab.games import Variant, lab_game, variant_label
from lab.seeds import job_seed
from lab.stats import Tally

DEFAULT_CHUNK = 2000


@dataclass(frozen=True)
class Job:
    """``games`` games of one game id, player count, variant and policy mix (spec text)."""

    game: str
    players: int
    variant: Variant
    mix: str
    games: int

    def key(self) -> str:
        """What the job's seed is made from (the mix in canonical form: equal mixes, equal seeds)."""
        return f"{self.game}|{self.players}|{variant_label(self.variant)}|{lab_game(self.game).mix_label(self.mix)}"


def run_task(game: str, players: int, variant: Variant, mix: str, seed: int, start: int, count: int) -> Tally:
    """Play games ``start … start+count-1`` of a job (module-level: it is sent to workers)."""
    spec = lab_game(game)
    return spec.chunk(spec.config(players, variant), spec.bots(mix), seed, start, count)


class InlineExecutor(Executor):
    """An executor that runs each task at once, in this process (for tests and one core)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:  # noqa: BLE001 - handed to the caller through the future
            future.set_exception(error)
        return future


def inline_executor() -> Executor:
    return InlineExecutor()


def local_executor(workers: int | None = None) -> Executor:
    """A process pool over the local cores (or ``workers`` processes)."""
    return ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1)


def run_jobs(
    jobs: Iterable[Job],
    *,
    seed: int = 0,
    executor: Executor | None = None,
    chunk: int = DEFAULT_CHUNK,
    progress: Callable[[int, int], None] | None = None,
) -> dict[Job, Tally]:
    """Play every job and return its tally. ``progress(done, total)`` is called as chunks finish.

    Without ``executor`` a local process pool is made for the run and shut down after it.
    """
    jobs = list(jobs)
    if chunk < 1:
        raise ValueError("the chunk size must be at least 1")
    for job in jobs:
        lab_game(job.game).mix(job.mix)  # refuse a bad spec before any work starts
    own = executor is None
    pool = local_executor() if executor is None else executor
    results = {job: Tally() for job in jobs}
    total = sum(job.games for job in jobs)
    done = 0
    try:
        futures: dict[Future[Tally], Job] = {}
        for job in jobs:
            s = job_seed(seed, job.key())
            for start in range(0, job.games, chunk):
                count = min(chunk, job.games - start)
                future = pool.submit(run_task, job.game, job.players, job.variant, job.mix, s, start, count)
                futures[future] = job
        for future in as_completed(futures):
            tally = future.result()
            results[futures[future]].merge(tally)
            done += tally.games
            if progress is not None:
                progress(done, total)
    finally:
        if own:
            pool.shutdown(wait=True, cancel_futures=True)
    return results
