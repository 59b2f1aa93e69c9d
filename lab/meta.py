"""The meta-game of the policy-space search (:mod:`lab.psro`): every game's winner stored per
table, seed and policy mix, and what is read off them — a matrix of the primary side's win
rate, mixtures of strategies, and a side's gain from switching to another strategy against a
mixture, game by game on common random numbers, with a 95 % interval.

Why per-game winners and not tallies: a gain against a *mixture* of the other side's
strategies is a weighted sum of several cells, and its interval needs the cells' games paired
(game ``i`` is the same deal and bot streams in every cell of a table, :meth:`lab.runner.Job.key`).
The store (:class:`Outcomes`) plays only the games it lacks, in batches over every table at
once through :func:`lab.runner.run_outcomes` (the process pool or Dask, byte-identical for a
seed), so a strategy that joins the meta-game reuses the games it was searched on.

A mixture is ``{strategy: weight}`` for one policy side; a strategy is a policy spec of one
side (``reasoning:risk=0.25``); a cell is :func:`lab.exploit.cell_mix` of one strategy per side.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Executor

from lab.exploit import Table, cell_mix, solve
from lab.games import lab_game
from lab.runner import Panel, run_outcomes
from lab.stats import Z95, wilson

Mixture = Mapping[str, float]
Interval = tuple[float, float, float]
"""(estimate, low, high) of a 95 % interval."""
PRUNE = 0.02
"""Weights of a solved mixture below this are dropped (fictitious play leaves crumbs)."""


class Outcomes:
    """Every game's winner per (table, seed, cell), played on demand and kept.

    ``ensure`` plays what a batch of wants lacks (each want: table, seed, cell, games), one
    :func:`lab.runner.run_outcomes` call per seed over every table at once; the bytes hold
    one side index per game (0: the primary side, :func:`lab.exploit.primary_side`).
    """

    def __init__(self, executor: Executor | None, chunk: int = 100,
                 progress: Callable[[int, int], None] | None = None) -> None:
        self.executor = executor
        self.chunk = chunk
        self.progress = progress
        self.played = 0
        """Games played so far (every cell's game counted)."""
        self._store: dict[tuple[Table, int, str], bytes] = {}

    def ensure(self, wants: Iterable[tuple[Table, int, str, int]]) -> None:
        need: dict[tuple[int, Table, int, int], list[str]] = {}
        for table, seed, cell, games in wants:
            have = len(self._store.get((table, seed, cell), b""))
            if have < games and cell not in need.get((seed, table, have, games), []):
                need.setdefault((seed, table, have, games), []).append(cell)
        for seed in sorted({k[0] for k in need}):
            panels = {Panel(table[0], table[1], table[2], tuple(cells), games - have, have): table
                      for (s, table, have, games), cells in need.items() if s == seed}
            played = run_outcomes(panels, seed=seed, executor=self.executor, chunk=self.chunk, progress=self.progress)
            for panel, winners in played.items():
                table = panels[panel]
                for cell, part in zip(panel.mixes, winners):
                    key = (table, seed, cell)
                    self._store[key] = self._store.get(key, b"")[:panel.first] + part
                    self.played += len(part)

    def winners(self, table: Table, seed: int, cell: str, games: int) -> bytes:
        """The first ``games`` winners of a cell (they must have been played: :meth:`ensure`)."""
        stored = self._store[table, seed, cell]
        if len(stored) < games:
            raise KeyError(f"{cell} at {table} has {len(stored)} of {games} games")
        return stored[:games]

    def wins(self, table: Table, seed: int, cell: str, games: int) -> list[int]:
        """1 where the primary side won, per game."""
        return [1 if b == 0 else 0 for b in self.winners(table, seed, cell, games)]

    def rate(self, table: Table, seed: int, cell: str, games: int) -> float:
        return sum(self.wins(table, seed, cell, games)) / games


def prune(weights: Sequence[float], names: Sequence[str], floor: float = PRUNE) -> dict[str, float]:
    """A solved mixture without its crumbs, renormalised (the heaviest strategy always stays)."""
    top = max(range(len(weights)), key=weights.__getitem__)
    kept = {n: w for i, (n, w) in enumerate(zip(names, weights)) if w >= floor or i == top}
    total = sum(kept.values())
    return {n: round(w / total, 4) for n, w in kept.items()}


def matrix_of(store: Outcomes, table: Table, seed: int, rows: Sequence[str], columns: Sequence[str],
              games: int) -> list[list[float]]:
    """The primary side's rate for every row strategy against every column strategy."""
    return [[store.rate(table, seed, cell_mix(table[0], r, c), games) for c in columns] for r in rows]


def equilibrium(matrix: list[list[float]], rows: Sequence[str], columns: Sequence[str]) -> tuple[
        float, dict[str, float], dict[str, float], float]:
    """The meta-game solved (:func:`lab.exploit.solve`) and pruned: (value, row mixture,
    column mixture, gap), value and gap those of the pruned mixtures (what is published)."""
    _, x, y, _ = solve(matrix)
    xs, ys = prune(x, rows), prune(y, columns)
    index_r, index_c = {r: i for i, r in enumerate(rows)}, {c: j for j, c in enumerate(columns)}
    upper = max(sum(w * matrix[i][index_c[c]] for c, w in ys.items()) for i in range(len(rows)))
    lower = min(sum(w * matrix[index_r[r]][j] for r, w in xs.items()) for j in range(len(columns)))
    value = sum(xw * yw * matrix[index_r[r]][index_c[c]] for r, xw in xs.items() for c, yw in ys.items())
    return value, xs, ys, max(0.0, upper - lower)


def mean_interval(values: Sequence[float]) -> Interval:
    """The mean of per-game values with a normal 95 % interval (paired games: their spread
    carries the common random numbers' correlation)."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    half = Z95 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def mixed_wins(store: Outcomes, table: Table, seed: int, rows: Mixture, columns: Mixture, games: int) -> list[float]:
    """Per game: the primary side's expected win when both sides draw from their mixtures."""
    out = [0.0] * games
    for r, xw in rows.items():
        for c, yw in columns.items():
            for g, w in enumerate(store.wins(table, seed, cell_mix(table[0], r, c), games)):
                out[g] += xw * yw * w
    return out


def cells_for(table: Table, side_index: int, strategy: str, own: Mixture, other: Mixture) -> list[str]:
    """The cells a gain of ``strategy`` (for the policy side at ``side_index``) against
    ``other`` needs: both mixtures' cells and the strategy against each of ``other``'s."""
    game = table[0]
    if side_index == 0:
        cells = [cell_mix(game, r, c) for r in own for c in other] + [cell_mix(game, strategy, c) for c in other]
    else:
        cells = [cell_mix(game, r, c) for r in other for c in own] + [cell_mix(game, r, strategy) for r in other]
    return list(dict.fromkeys(cells))


def gain(store: Outcomes, table: Table, seed: int, side_index: int, strategy: str, own: Mixture, other: Mixture,
         games: int) -> Interval:
    """How many points of its win rate the policy side at ``side_index`` gains by playing
    ``strategy`` instead of its mixture ``own``, the other side playing ``other``: per game the
    difference of the expected wins, paired (the row side's gain is the primary side's rate
    going up, the column side's is it going down)."""
    rows, columns = (own, other) if side_index == 0 else (other, own)
    base = mixed_wins(store, table, seed, rows, columns, games)
    if side_index == 0:
        mine = mixed_wins(store, table, seed, {strategy: 1.0}, other, games)
        diffs = [m - b for m, b in zip(mine, base)]
    else:
        mine = mixed_wins(store, table, seed, other, {strategy: 1.0}, games)
        diffs = [b - m for m, b in zip(mine, base)]
    return mean_interval(diffs)


def side_rates(winners: Iterable[bytes], sides: Sequence[str]) -> dict[str, Interval]:
    """Each result side's share of the games in ``winners`` with its 95 % Wilson interval."""
    counts = [0] * len(sides)
    total = 0
    for block in winners:
        for b in block:
            counts[b] += 1
            total += 1
    return {s: (counts[i] / total if total else 0.0, *wilson(counts[i], total)) for i, s in enumerate(sides)}


def allocation(rows: Mixture, columns: Mixture, games: int) -> list[tuple[str, str, int]]:
    """Games per pair of strategies for a stratified estimate of the mixtures' rates: each
    pair its share ``x_i · y_j`` of ``games`` (largest remainders; pairs with none dropped)."""
    shares = [(r, c, xw * yw * games) for r, xw in rows.items() for c, yw in columns.items()]
    counts = [int(s) for _, _, s in shares]
    order = sorted(range(len(shares)), key=lambda k: -(shares[k][2] - counts[k]))
    for k in order[:games - sum(counts)]:
        counts[k] += 1
    return [(r, c, n) for (r, c, _), n in zip(shares, counts) if n]


def publish_rates(executor: Executor | None, wanted: Sequence[tuple[Table, Mixture, Mixture]], games: int, seed: int,
                  chunk: int = 100, progress: Callable[[int, int], None] | None = None) -> list[
        tuple[dict[str, Interval], list[tuple[str, str, int]]]]:
    """The mixtures' side rates re-measured on ``games`` fresh games per table (seed ``seed``):
    stratified (:func:`allocation`), each pair of strategies on its own block of game indices,
    all tables in one batch. Per table: (side → rate with its Wilson interval, the allocation)."""
    panels: list[list[Panel]] = []
    for table, rows, columns in wanted:
        first = 0
        mine = []
        for r, c, n in allocation(rows, columns, games):
            mine.append(Panel(table[0], table[1], table[2], (cell_mix(table[0], r, c),), n, first))
            first += n
        panels.append(mine)
    played = run_outcomes([p for ps in panels for p in ps], seed=seed, executor=executor, chunk=chunk,
                          progress=progress)
    out = []
    for (table, rows, columns), mine in zip(wanted, panels):
        rates = side_rates((played[p][0] for p in mine), lab_game(table[0]).sides)
        out.append((rates, allocation(rows, columns, games)))
    return out
