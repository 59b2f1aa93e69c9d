"""The searched best response as an oracle of the policy-space search (:mod:`lab.psro`).

:class:`IsmctsOracle` answers each :class:`lab.oracles.Request` with the gain of a side that
*searches* (ISMCTS, :mod:`lab.search.ismcts`) over the side's own equilibrium mixture ``own``,
the other side playing its mixture ``other``: the games are drawn from the product of the two
mixtures (:func:`searched_mixture`, one pair of strategies per game, drawn from the game's seed),
played once by the pair (the baseline) and once with the side's seats searching, the pair's own
strategy playing the searcher's later moves in the rollouts (:func:`lab.search.measure.run_chunk`).
The searcher is told which strategy of ``other`` plays each game, so the gain is an upper bound
of what a best response to the mixture gains.

The budgets escalate: every request plays its games at the ladder's first budget, then at the
next one, and so on while the step from one budget to the next (paired, same games) is
significantly positive (its 95 % interval above zero: :func:`lab.search.measure.stops_growing`).
The answer is the gain at the largest budget that still gained (the last one whose step was
significant, or the first; with ``whole_ladder`` every budget is played and the answer is the
largest gain of them: an estimate that leans high, which is the safe side for a warning that a
published rate is uncertain, ``python -m lab.search.shipped``), with its paired 95 % interval,
measured on games nothing was selected on (seed ``request.seed + SEED_OFFSET + request.iteration``): ``fresh=True``. It has no policy
spec the runner could play (``strategy=None``), so nothing joins the meta-game; its gain counts
towards the published exploitability and the 5-point rule. ``detail`` keeps every budget's
gain, step, CPU time per decision and relaxed decisions, the games and the seed.

Where the game's search raises (a ``RuntimeError``: no determinization fits what a seat saw),
that request gets no answer (None) and is listed in :attr:`IsmctsOracle.failed`, which the
provenance keeps. Each budget's games are executor tasks (inline, the process pool or Dask) over every request at
once; the gains depend on the seeds only, not on the executor or the chunking (the CPU times do).
"""
from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from typing import Any, ClassVar

from lab.exploit import Table, cell_mix
from lab.games import lab_game, variant_label
from lab.oracles import Request, Response
from lab.runner import inline_executor
from lab.search.measure import Gain, Mixture, Part, gains_of, mixture, run_chunk, stops_growing

SEED_OFFSET = 1000
"""The oracle's games are those of seed ``request.seed + SEED_OFFSET + request.iteration``: not
the meta-game's (its seed), the confirmations' (+1, +2, …) nor the published rates' (+100)."""
BUDGETS = (16, 64, 256)
"""The default ladder of iterations per decision."""
GAMES = 200
"""The default games per request (every budget plays the same ones)."""


def searched_mixture(request: Request) -> Mixture:
    """The request's two mixtures as lab mixes, each pair of strategies weighted by the product
    of their weights (the row side's strategy first, as :func:`lab.exploit.cell_mix` writes it)."""
    game = request.table[0]
    if request.side_index == 0:
        pairs = [(w * v, cell_mix(game, s, t)) for s, w in request.own.items() for t, v in request.other.items()]
    else:
        pairs = [(v * w, cell_mix(game, t, s)) for t, v in request.other.items() for s, w in request.own.items()]
    return mixture(pairs)


def searchable(game: str) -> bool:
    """Whether the game's lab package has a search driver (``<lab_module>.search``)."""
    try:
        importlib.import_module(f"{lab_game(game).lab_module}.search")
    except ModuleNotFoundError:
        return False
    return True


@dataclass
class _Run:
    """One request's games so far: per game the baseline's winner and one winner per budget."""

    request: Request
    mix: Mixture
    seed: int
    part: Part = field(default_factory=Part)
    budgets: list[int] = field(default_factory=list)
    gains: list[Gain] = field(default_factory=list)
    done: bool = False
    error: str = ""


@dataclass
class IsmctsOracle:
    """ISMCTS as a best-response oracle (see the module's docstring)."""

    name: ClassVar[str] = "ismcts"
    budgets: tuple[int, ...] = BUDGETS
    games: int = GAMES
    tables: frozenset[Table] | None = None
    """Only these tables are searched (None: every table whose game has a search driver); the
    others get no answer (None), and only the other oracles count there."""
    chunk: int = 5
    """Games per executor task."""
    progress: Callable[[int, int], None] | None = None
    whole_ladder: bool = False
    """Play every budget (no stop when a step is not significant) and answer with the largest gain."""
    failed: dict[str, str] = field(default_factory=dict, compare=False)
    """Where the game's search failed (``game:count:variant side`` → the error at which budget):
    those requests get no answer (e.g. a Diamantenraub Boss for whom no replay fits what it saw),
    the rest of the batch goes on."""

    def __post_init__(self) -> None:
        if not self.budgets or min(self.budgets) < 1 or list(self.budgets) != sorted(set(self.budgets)):
            raise ValueError("the budgets must be increasing and at least 1")
        if self.games < 1 or self.chunk < 1:
            raise ValueError("games and chunk must be at least 1")

    def wants(self, request: Request) -> bool:
        return (self.tables is None or request.table in self.tables) and searchable(request.table[0])

    def respond(self, requests: Sequence[Request], executor: Executor | None) -> list[Response | None]:
        runs = [_Run(r, searched_mixture(r), r.seed + SEED_OFFSET + r.iteration) if self.wants(r) else None
                for r in requests]
        pool = executor or inline_executor()
        for budget in self.budgets:
            active = [run for run in runs if run is not None and not run.done]
            if not active:
                break
            self._play(active, budget, pool)
        return [None if run is None or run.error else self._response(run) for run in runs]

    def _play(self, active: Sequence[_Run], budget: int, pool: Executor) -> None:
        """Every active request's games at ``budget``, in one batch; then whose step was significant."""
        tasks: list[tuple[_Run, Future[Part]]] = []
        for run in active:
            game, players, variant = run.request.table
            for start in range(0, self.games, self.chunk):
                tasks.append((run, pool.submit(run_chunk, game, players, variant, run.mix, run.request.side,
                                               (budget,), None, run.seed, start, min(self.chunk, self.games - start))))
        for done, (run, future) in enumerate(tasks, start=1):
            try:
                part = future.result()
            except RuntimeError as error:  # the game's search found no determinization: no answer here
                if not run.error:
                    run.error = f"budget {budget}: {error}"
                    game, players, variant = run.request.table
                    self.failed[f"{game}:{players}:{variant_label(variant)} {run.request.side}"] = run.error
                continue
            if run.error:
                continue
            for index, (baseline, searched) in part.winners.items():
                before = run.part.winners.get(index, (baseline, ()))
                run.part.winners[index] = (baseline, before[1] + searched)
            if len(run.part.decisions) == len(run.budgets):  # this budget's first chunk
                run.part.decisions.append(0)
                run.part.seconds.append(0.0)
                run.part.relaxed.append(0)
            run.part.decisions[-1] += part.decisions[0]
            run.part.seconds[-1] += part.seconds[0]
            run.part.relaxed[-1] += part.relaxed[0]
            if self.progress is not None:
                self.progress(min(done * self.chunk, len(tasks) * self.chunk), len(tasks) * self.chunk)
        for run in active:
            if run.error:
                run.done = True
                continue
            run.budgets.append(budget)
            run.gains = gains_of(run.request.table[0], run.request.side, run.budgets, run.part)
            run.done = not self.whole_ladder and stops_growing(run.gains) is not None

    def _response(self, run: _Run) -> Response:
        stop = stops_growing(run.gains)
        chosen = next(g for g in run.gains if g.budget == (stop if stop is not None else run.budgets[-1]))
        if self.whole_ladder:
            chosen = max(run.gains, key=lambda g: g.gain[0])
        detail: dict[str, Any] = {
            "budget": chosen.budget, "ladder": list(self.budgets), "still_growing": stop is None,
            **({"whole_ladder": True} if self.whole_ladder else {}),
            "games": self.games, "seed": run.seed, "budgets": [g.to_json() for g in run.gains],
            "cpu_seconds": round(sum(run.part.seconds), 1)}
        return Response(run.request, self.name, None, chosen.gain, self.games, run.seed, True, len(run.gains), detail)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that add the oracle to a command's policy-space search (off by default)."""
    parser.add_argument("--ismcts-budgets", default="",
                        help="add the searched best response (ISMCTS) as an oracle, at these iterations per decision "
                             f"(comma separated, escalating, e.g. {','.join(map(str, BUDGETS))}); default: off")
    parser.add_argument("--ismcts-games", type=int, default=GAMES, help="games per side and table of the ISMCTS oracle")
    parser.add_argument("--ismcts-tables", default="",
                        help="only these tables (game:count[:variant], comma separated); default: every table")


def from_arguments(args: argparse.Namespace, parse_table: Callable[[str], Table],
                   progress: Callable[[int, int], None] | None = None) -> IsmctsOracle | None:
    """The oracle the options ask for, or None when ``--ismcts-budgets`` is not given
    (``parse_table``: :func:`lab.psro.parse_table`, passed in so that this module does not
    import the search that imports it)."""
    if not args.ismcts_budgets:
        return None
    budgets = tuple(int(b) for b in args.ismcts_budgets.split(",") if b.strip())
    tables = frozenset(parse_table(t.strip()) for t in args.ismcts_tables.split(",") if t.strip()) or None
    return IsmctsOracle(budgets, args.ismcts_games, tables, progress=progress)


def settings(oracle: IsmctsOracle) -> dict[str, Any]:
    """The oracle's settings for a run's provenance."""
    return {"budgets": list(oracle.budgets), "games": oracle.games, "chunk": oracle.chunk,
            **({"whole_ladder": True} if oracle.whole_ladder else {}),
            "seed_offset": SEED_OFFSET, "tables": None if oracle.tables is None else sorted(
                f"{g}:{n}:{variant_label(v)}" for g, n, v in oracle.tables), "failed": dict(oracle.failed)}
