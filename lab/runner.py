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
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from lab.games import Variant, lab_game, variant_label
from lab.seeds import job_seed
from lab.stats import PairTally, Tally

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
        """What the job's seed is made from: the game, player count and variant, not the mix.

        Leaving the policy mix out gives *common random numbers*: every mix at one table plays
        the same deals with the same bot random streams, so a difference between two mixes is
        the policies' difference, not the deals' (see :func:`run_pairs`)."""
        return f"{self.game}|{self.players}|{variant_label(self.variant)}"


def run_task(game: str, players: int, variant: Variant, mix: str, seed: int, start: int, count: int) -> Tally:
    """Play games ``start … start+count-1`` of a job (module-level: it is sent to workers)."""
    spec = lab_game(game)
    return spec.chunk(spec.config(players, variant), spec.bots(mix), seed, start, count)


@dataclass(frozen=True)
class Pair:
    """Two policy mixes compared on the same ``games`` games of one table (common random numbers)."""

    game: str
    players: int
    variant: Variant
    mix_a: str
    mix_b: str
    games: int

    def key(self) -> str:
        """The seed key: the same as a :class:`Job` at this table, so pairs replay its games."""
        return Job(self.game, self.players, self.variant, self.mix_a, self.games).key()


def run_pair_task(game: str, players: int, variant: Variant, mix_a: str, mix_b: str, seed: int, start: int,
                  count: int) -> PairTally:
    """Play games ``start … start+count-1`` of a table under both mixes, game by game."""
    spec = lab_game(game)
    config = spec.config(players, variant)
    bots_a, bots_b = spec.bots(mix_a), spec.bots(mix_b)
    out = PairTally()
    for index in range(start, start + count):
        a = spec.chunk(config, bots_a, seed, index, 1)
        b = spec.chunk(config, bots_b, seed, index, 1)
        out.a.merge(a)
        out.b.merge(b)
        out.joint[f"{_winner(a)}|{_winner(b)}"] += 1
    return out


@dataclass(frozen=True)
class Panel:
    """Several policy mixes on the same ``games`` games of one table: the strategy search's
    matrix (every mix paired with ``mixes[0]`` by game, common random numbers)."""

    game: str
    players: int
    variant: Variant
    mixes: tuple[str, ...]
    games: int
    first: int = 0
    """The first game's index (:func:`run_outcomes` only): a later block of the same table's
    games, so that a store of outcomes can grow without replaying the games it has."""

    def key(self) -> str:
        return Job(self.game, self.players, self.variant, self.mixes[0], self.games).key()


def run_panel_task(game: str, players: int, variant: Variant, mixes: tuple[str, ...], seed: int, start: int,
                   count: int) -> list[PairTally]:
    """Play games ``start … start+count-1`` of a table under every mix; one :class:`PairTally`
    per mix, each against ``mixes[0]`` (the first one against itself)."""
    spec = lab_game(game)
    config = spec.config(players, variant)
    bots = [spec.bots(mix) for mix in mixes]
    out = [PairTally() for _ in mixes]
    for index in range(start, start + count):
        tallies = [spec.chunk(config, b, seed, index, 1) for b in bots]
        base = _winner(tallies[0])
        for pair, tally in zip(out, tallies):
            pair.a.merge(tallies[0])
            pair.b.merge(tally)
            pair.joint[f"{base}|{_winner(tally)}"] += 1
    return out


def run_outcome_task(game: str, players: int, variant: Variant, mixes: tuple[str, ...], seed: int, start: int,
                     count: int) -> tuple[int, list[bytes]]:
    """Play games ``start … start+count-1`` of a table under every mix: ``start`` and, per mix,
    one byte per game, the index of the winning side in the game's ``sides`` (:func:`run_outcomes`)."""
    spec = lab_game(game)
    config = spec.config(players, variant)
    out = []
    for mix in mixes:
        bots = spec.bots(mix)
        out.append(bytes(spec.sides.index(_winner(spec.chunk(config, bots, seed, index, 1)))
                         for index in range(start, start + count)))
    return start, out


def run_outcomes(
    panels: Iterable[Panel],
    *,
    seed: int = 0,
    executor: Executor | None = None,
    chunk: int = 100,
    progress: Callable[[int, int], None] | None = None,
) -> dict[Panel, list[bytes]]:
    """Every game's winner, per panel and mix: games ``first … first+games-1`` of the panel's
    table (common random numbers: game ``i`` is game ``i`` of every mix and of a :class:`Job`
    at the table). What the policy-space search (:mod:`lab.psro`) needs to weigh strategies
    by a mixture game by game, with paired intervals. Like :func:`run_panels`: any executor,
    Dask included, and the bytes do not depend on the executor, the workers or the chunks
    (each chunk is joined in at its first game's place, whatever order they finish in)."""
    panels = list(panels)
    if chunk < 1:
        raise ValueError("the chunk size must be at least 1")
    for panel in panels:
        for mix in panel.mixes:
            lab_game(panel.game).mix(mix)
    parts: dict[Panel, dict[int, list[bytes]]] = {panel: {} for panel in panels}

    def merge(panel: Panel, part: tuple[int, list[bytes]]) -> int:
        start, winners = part
        parts[panel][start] = winners
        return len(winners[0]) * len(winners)

    _play(panels, seed, executor, chunk, sum(panel.games * len(panel.mixes) for panel in panels), progress,
          lambda pool, panel, s, start, count: pool.submit(run_outcome_task, panel.game, panel.players, panel.variant,
                                                           panel.mixes, s, panel.first + start, count),
          merge)
    return {panel: [b"".join(chunks[k][m] for k in sorted(chunks)) for m in range(len(panel.mixes))]
            for panel, chunks in parts.items()}


class _Unit(Protocol):
    """What :func:`_play` cuts into chunks: a :class:`Job`, :class:`Pair` or :class:`Panel`."""

    @property
    def games(self) -> int: ...

    def key(self) -> str: ...


U = TypeVar("U", bound=_Unit)
R = TypeVar("R")


def _play(units: Sequence[U], seed: int, executor: Executor | None, chunk: int, total: int,
          progress: Callable[[int, int], None] | None,
          submit: Callable[[Executor, U, int, int, int], Future[R]], merge: Callable[[U, R], int]) -> None:
    """The fan-out :func:`run_jobs`, :func:`run_pairs` and :func:`run_panels` share: each
    unit's games, seeded by its key, cut into chunks of ``chunk`` and handed to ``submit``
    (with the pool, the unit, its seed, the first game and the count); each result goes to
    ``merge`` as it finishes, which says how many games it counts for ``progress``. Without
    ``executor`` a local process pool is made for the run and shut down after it."""
    own = executor is None
    pool = local_executor() if executor is None else executor
    done = 0
    try:
        futures: dict[Future[R], U] = {}
        for unit in units:
            unit_seed = job_seed(seed, unit.key())
            for start in range(0, unit.games, chunk):
                futures[submit(pool, unit, unit_seed, start, min(chunk, unit.games - start))] = unit
        for future in as_completed(futures):
            done += merge(futures[future], future.result())
            if progress is not None:
                progress(done, total)
    finally:
        if own:
            pool.shutdown(wait=True, cancel_futures=True)


def run_panels(
    panels: Iterable[Panel],
    *,
    seed: int = 0,
    executor: Executor | None = None,
    chunk: int = DEFAULT_CHUNK,
    progress: Callable[[int, int], None] | None = None,
) -> dict[Panel, list[PairTally]]:
    """Play every panel (any executor, Dask included; totals independent of workers and chunks).
    ``progress`` counts games played, every mix's game counted."""
    panels = list(panels)
    if chunk < 1:
        raise ValueError("the chunk size must be at least 1")
    for panel in panels:
        for mix in panel.mixes:
            lab_game(panel.game).mix(mix)
    results = {panel: [PairTally() for _ in panel.mixes] for panel in panels}

    def merge(panel: Panel, part: list[PairTally]) -> int:
        for mine, theirs in zip(results[panel], part):
            mine.merge(theirs)
        return part[0].games * len(part)

    _play(panels, seed, executor, chunk, sum(panel.games * len(panel.mixes) for panel in panels), progress,
          lambda pool, panel, s, start, count: pool.submit(run_panel_task, panel.game, panel.players, panel.variant,
                                                           panel.mixes, s, start, count),
          merge)
    return results


def _winner(tally: Tally) -> str:
    return next(side for side, games in tally.sides.items() if games)


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


@contextmanager
def executor_for(scheduler: str | None, workers: int) -> Iterator[Executor]:
    """The executor a command line asks for: a Dask cluster (``--scheduler``), this process
    (``--workers 1``) or a local process pool; shut down, and the cluster's client closed,
    when the block ends."""
    client = None
    executor: Executor
    if scheduler:
        from lab.cluster import dask_executor

        executor, client = dask_executor(scheduler)
    elif workers == 1:
        executor = inline_executor()
    else:
        executor = local_executor(workers)
    try:
        yield executor
    finally:
        executor.shutdown(wait=True)
        if client is not None:
            client.close()


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
    results = {job: Tally() for job in jobs}

    def merge(job: Job, tally: Tally) -> int:
        results[job].merge(tally)
        return tally.games

    _play(jobs, seed, executor, chunk, sum(job.games for job in jobs), progress,
          lambda pool, job, s, start, count: pool.submit(run_task, job.game, job.players, job.variant, job.mix, s,
                                                         start, count),
          merge)
    return results


def run_pairs(
    pairs: Iterable[Pair],
    *,
    seed: int = 0,
    executor: Executor | None = None,
    chunk: int = DEFAULT_CHUNK,
    progress: Callable[[int, int], None] | None = None,
) -> dict[Pair, PairTally]:
    """Play every pair of mixes on common random numbers and return its :class:`PairTally`.

    Like :func:`run_jobs` (any executor, Dask included; totals independent of workers and
    chunks); game ``i`` of a pair is game ``i`` of the :class:`Job` at the same table.
    """
    pairs = list(pairs)
    if chunk < 1:
        raise ValueError("the chunk size must be at least 1")
    for pair in pairs:
        lab_game(pair.game).mix(pair.mix_a)
        lab_game(pair.game).mix(pair.mix_b)
    results = {pair: PairTally() for pair in pairs}

    def merge(pair: Pair, tally: PairTally) -> int:
        results[pair].merge(tally)
        return tally.games

    _play(pairs, seed, executor, chunk, sum(pair.games for pair in pairs), progress,
          lambda pool, pair, s, start, count: pool.submit(run_pair_task, pair.game, pair.players, pair.variant,
                                                          pair.mix_a, pair.mix_b, s, start, count),
          merge)
    return results
