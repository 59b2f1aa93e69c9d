"""The starting strategy sets' search against the published defaults, read off the policy-space
search's own games: the entries docs/balance.md and the app's "range over every combination
tried" read (the format of :func:`lab.exploit.search`), without playing the 8 × 8 matrices a
second time.

Per table: the ``belief`` bots' side rates, the matrix of the starting sets, its equilibrium,
every one-sided change from ``belief`` × ``belief`` with its paired difference, and each
side's best response to ``belief`` within its set — picked on the meta-game's games and
re-measured on ``confirm`` fresh games (seed + 1), paired, as :mod:`lab.exploit` does.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lab.exploit import BASE, Table, cell_mix, primary_side, strategies
from lab.games import lab_game, variant_label
from lab.meta import Outcomes, equilibrium, gain, matrix_of, mean_interval, side_rates
from lab.stats import wilson


def _r(values: Sequence[float]) -> list[float]:
    return [round(v, 5) for v in values]


def entries(store: Outcomes, tables: Sequence[Table], seed: int, games: int, confirm: int) -> list[dict[str, Any]]:
    """One :mod:`lab.exploit`-style entry per table, from ``store`` (the meta-game's games of
    ``seed`` must be in it); plays only the fresh confirmations."""
    picks: dict[Table, list[str]] = {}
    for table in tables:
        sets = [strategies(table[0], side) for side in lab_game(table[0]).policy_sides]
        base = {BASE: 1.0}
        picks[table] = [max(sets[k], key=lambda s: gain(store, table, seed, k, s, base, base, games)[0])
                        for k in (0, 1)]
    store.ensure((t, seed + 1, cell, confirm) for t in tables for cell in
                 (cell_mix(t[0], BASE, BASE), cell_mix(t[0], picks[t][0], BASE), cell_mix(t[0], BASE, picks[t][1])))
    return [_entry(store, table, seed, games, confirm, picks[table]) for table in tables]


def _entry(store: Outcomes, table: Table, seed: int, games: int, confirm: int, picks: list[str]) -> dict[str, Any]:
    game_id, players, variant = table
    game = lab_game(game_id)
    first, second = game.policy_sides
    rows, columns = strategies(game_id, first), strategies(game_id, second)
    matrix = matrix_of(store, table, seed, rows, columns, games)
    value, x, y, gap = equilibrium(matrix, rows, columns)
    base_cell = cell_mix(game_id, BASE, BASE)
    base_wins = store.wins(table, seed, base_cell, games)
    tried = []
    for side, mixes in ((first, [cell_mix(game_id, r, BASE) for r in rows[1:]]),
                        (second, [cell_mix(game_id, BASE, c) for c in columns[1:]])):
        for mix in mixes:
            wins = store.wins(table, seed, mix, games)
            tried.append({"side": side, "mix": mix, "primary": _r((sum(wins) / games, *wilson(sum(wins), games))),
                          "minus_belief": _r(mean_interval([b - a for a, b in zip(base_wins, wins)]))})
    base = {BASE: 1.0}
    best = {}
    for k, side in enumerate((first, second)):
        strategy = picks[k]
        mix = cell_mix(game_id, strategy, BASE) if k == 0 else cell_mix(game_id, BASE, strategy)
        best[side] = {"mix": mix, "strategy": strategy,
                      "search_gain": _r(gain(store, table, seed, k, strategy, base, base, games)),
                      "gain": _r(gain(store, table, seed + 1, k, strategy, base, base, confirm)), "games": confirm}
    rates = [v for row in matrix for v in row]
    return {
        "game": game_id, "players": players, "variant": variant_label(variant), "games": games,
        "confirm_games": confirm, "seed": seed, "primary": primary_side(game_id), "rows": first, "columns": second,
        "belief": {s: _r(v) for s, v in side_rates([store.winners(table, seed, base_cell, games)], game.sides).items()},
        "matrix": {"rows": list(rows), "columns": list(columns), "rates": [_r(row) for row in matrix]},
        "equilibrium": {"value": round(value, 5), "gap": round(gap, 5), "rows": x, "columns": y},
        "tried": tried, "best": best, "range": [round(min(rates), 5), round(max(rates), 5)],
    }
