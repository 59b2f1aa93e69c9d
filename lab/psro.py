"""Policy-space response oracles (PSRO; Lanctot et al. 2017), double oracle as its simplest
case: the equilibrium the app publishes, and how far a searched strategy still moves it.

Per table (game, count, variant) the search starts from today's strategy sets
(:func:`lab.exploit.strategies`: ``belief``, its one-sided changes, ``naive``, ``reasoning``)
and repeats:

1. play every strategy of one side against every one of the other on the same ``games``
   games (the meta seed, common random numbers) and solve the matrix game
   (:func:`lab.meta.equilibrium`: fictitious play, mixtures pruned of crumbs, the gap);
2. ask the oracles (:mod:`lab.oracles`; the built-in random coordinate search over the
   families' parameters, and any other plugged in, e.g. ISMCTS) for each side's best
   response to the other side's mixture (at a variant's table the strategies added so far at
   the standard rules' table with the same count compete too);
3. re-measure each side's best response on ``confirm`` *fresh* games (seed ``seed + 1 +
   iteration``), paired with the side's own mixture, game by game: its gain with a 95 %
   interval (an oracle's ``fresh`` gain is taken as it is). A response without a playable
   strategy (the ISMCTS oracle's, :mod:`lab.search.oracle`) cannot join the meta-game: the
   best *playable* response is the one confirmed and maybe added, and the unplayable one's
   gain counts with it towards the side's gain (the stop rule, the published exploitability);
4. stop when no side gains more than :data:`TARGET` (5 points: the mixtures are published
   with that exploitability), when no gain clears both the meta-game's gap and its noise (the
   interval's lower end above the gap: the search cannot tell the strategy from the
   mixture), or when the table's iteration budget is spent; else add every response that
   clears them to its side's set and go to 1.

The last iteration's responses are the best responses against the *published* mixtures: their
largest fresh gain is the published exploitability. The mixtures' side rates are then
re-measured on ``publish`` fresh games (seed ``seed + 100``, stratified by the mixtures'
weights, :func:`lab.meta.publish_rates`). Every iteration is recorded (the mixtures, the gap,
each side's response with oracle, search and fresh gains, games and seeds, what was added).

All tables advance together, each phase one batch on the executor (local pool or Dask;
byte-identical for a seed: the results depend on the seeds only).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any

from lab.exploit import Table, cell_mix, primary_side, strategies
from lab.games import lab_game, variant_label
from lab.meta import Interval, Outcomes, cells_for, equilibrium, gain, matrix_of, publish_rates
from lab.oracles import Oracle, ParameterSearch, Request, Response
from lab.search.published import growing_mark

TARGET = 0.05
"""A side gaining more than this (point estimate) against the mixtures keeps the search going;
where it still does when the search stops, the published rate is called uncertain."""
PUBLISH_SEED_OFFSET = 100
"""The published rates' seed is the base seed plus this (the confirmations use +1, +2, …)."""


@dataclass(frozen=True)
class Budget:
    """How much the search plays per table: the defaults are ``make balance``'s, sized to finish
    (with the ``belief`` table) within 45 minutes on two cores — the 8 × 8 starting matrices at
    52 tables are about 1 million games, each iteration about 15 000 more per table, a
    game of the reasoning bots 1–5 ms (docs/balance.md gives the measured wall time)."""

    games: int = 300
    """Games per cell of the meta-game (and per candidate of the parameter search)."""
    confirm: int = 600
    """Fresh games re-measuring each side's best response."""
    publish: int = 2000
    """Fresh games re-measuring the published mixtures' rates."""
    candidates: int = 8
    """Strategies the parameter search plays per side and iteration."""
    iterations: int = 2
    """Times strategies may be added at the standard rules' tables."""
    variant_iterations: int = 1
    """… at the variants' tables (0: the starting sets' equilibrium, its exploitability measured)."""


@dataclass
class State:
    """One table's search: its strategy sets, the current solution and the record."""

    table: Table
    sets: list[list[str]]
    limit: int
    value: float = 0.0
    mixtures: tuple[dict[str, float], dict[str, float]] = ({}, {})
    gap: float = 0.0
    record: list[dict[str, Any]] = field(default_factory=list)
    stopped: str = ""
    final: list[dict[str, Any]] = field(default_factory=list)
    growing: bool = False
    """A searched answer at the last iteration was still growing at its largest budget."""


def _rounded(x: Interval) -> list[float]:
    return [round(v, 5) for v in x]


def _solve(store: Outcomes, state: State, seed: int, games: int) -> None:
    rows, columns = state.sets
    matrix = matrix_of(store, state.table, seed, rows, columns, games)
    state.value, x, y, state.gap = equilibrium(matrix, rows, columns)
    state.mixtures = (x, y)


def _matrix_wants(state: State, seed: int, games: int) -> list[tuple[Table, int, str, int]]:
    rows, columns = state.sets
    return [(state.table, seed, cell_mix(state.table[0], r, c), games) for r in rows for c in columns]


def _confirm(store: Outcomes, states: Sequence[State], answers: Sequence[Sequence[Response]], seed: int,
             games: int) -> list[list[tuple[Response, Interval]]]:
    """Each state's sides' best responses (the largest gain over the oracles) re-measured on
    ``games`` fresh games of ``seed``, unless an oracle measured its gain on fresh games."""
    wants = []
    for state, responses in zip(states, answers):
        for k, r in enumerate(responses):
            if r.strategy is not None and not r.fresh:
                own, other = state.mixtures[k], state.mixtures[1 - k]
                wants += [(state.table, seed, cell, games) for cell in cells_for(state.table, k, r.strategy, own, other)]
    store.ensure(wants)
    out = []
    for state, responses in zip(states, answers):
        mine = []
        for k, r in enumerate(responses):
            if r.fresh or r.strategy is None:
                mine.append((r, r.gain))
            else:
                own, other = state.mixtures[k], state.mixtures[1 - k]
                mine.append((r, gain(store, state.table, seed, k, r.strategy, own, other, games)))
        out.append(mine)
    return out


def _best(per_oracle: Sequence[Response]) -> Response:
    return max(per_oracle, key=lambda r: r.gain[0])


def _split(request: Request, given: Sequence[Response | None]) -> tuple[Response, list[Response], list[Response]]:
    """One side's answers: the response to confirm and maybe add (the best playable one, else
    the best of all), the other playable ones, and the other unplayable ones (``strategy`` None:
    their gains count towards the exploitability, nothing joins the meta-game)."""
    answered = [r for r in given if r is not None]
    playable = [r for r in answered if r.strategy is not None]
    if not answered:
        answered = [Response(request, "none", None, (0.0, 0.0, 0.0), 0, request.seed, True)]
    best = _best(playable or answered)
    return (best, [r for r in playable if r is not best],
            [r for r in answered if r.strategy is None and r is not best])


def _searched(r: Response) -> dict[str, Any]:
    """An unplayable response as the record keeps it: its gain, games, seed and the oracle's detail."""
    return {"gain": _rounded(r.gain), "games": r.games, "seed": r.seed, "fresh": r.fresh, "tried": r.tried,
            **({"detail": dict(r.detail)} if r.detail else {})}


def run(tables: Sequence[Table], *, seed: int, executor: Executor | None, budget: Budget = Budget(),
        oracles: Sequence[Oracle] | None = None, store: Outcomes | None = None,
        progress: Callable[[int, int], None] | None = None) -> list[dict[str, Any]]:
    """The search at every table; one JSON-able entry per table (see the module's docstring)."""
    store = store if store is not None else Outcomes(executor, progress=progress)
    oracles = list(oracles) if oracles is not None else [ParameterSearch(store)]
    states = [State(t, [list(strategies(t[0], side)) for side in lab_game(t[0]).policy_sides],
                    budget.iterations if not t[2] else budget.variant_iterations) for t in tables]
    store.ensure(w for s in states for w in _matrix_wants(s, seed, budget.games))
    iteration = 0
    while True:
        active = [s for s in states if not s.stopped]
        if not active:
            break
        for state in active:
            _solve(store, state, seed, budget.games)
        transfers = {(s.table[0], s.table[1], k): s.sets[k][len(strategies(s.table[0], side)):]
                 for s in states if not s.table[2] for k, side in enumerate(lab_game(s.table[0]).policy_sides)}
        requests = [Request(s.table, side, s.mixtures[k], s.mixtures[1 - k], budget.candidates, seed, budget.games,
                            tuple(s.sets[k]), iteration,
                            tuple(transfers.get((s.table[0], s.table[1], k), ())) if s.table[2] else ())
                    for s in active for k, side in enumerate(lab_game(s.table[0]).policy_sides)]
        by_oracle = [oracle.respond(requests, executor) for oracle in oracles]
        answers, unplayable = [], []
        for i in range(0, len(requests), 2):
            split = [_split(requests[i + k], [given[i + k] for given in by_oracle]) for k in (0, 1)]
            answers.append([best for best, _, _ in split])
            unplayable.append([(others, rest) for _, others, rest in split])
        fresh_seed = seed + 1 + iteration
        confirmed = _confirm(store, active, answers, fresh_seed, budget.confirm)
        added_any = []
        for state, mine, extra in zip(active, confirmed, unplayable):
            sides = lab_game(state.table[0]).policy_sides
            added: list[tuple[int, str]] = []
            known: list[tuple[int, str]] = []  # cleared, but already in the meta-game: its cells' noise
            record: dict[str, Any] = {
                "iteration": iteration, "value": round(state.value, 5), "gap": round(state.gap, 5),
                "mixtures": {sides[0]: state.mixtures[0], sides[1]: state.mixtures[1]},
                "sizes": [len(state.sets[0]), len(state.sets[1])], "responses": {}}
            for k, (r, fresh) in enumerate(mine):
                others, rest = extra[k]
                row: dict[str, Any] = {
                    "oracle": r.oracle, "strategy": r.strategy, "search_gain": _rounded(r.gain),
                    "search_games": r.games, "search_seed": r.seed, "tried": r.tried,
                    "gain": _rounded(fresh), "games": r.games if r.fresh else budget.confirm,
                    "seed": r.seed if r.fresh else fresh_seed, "others": {o.oracle: _rounded(o.gain) for o in others}}
                if not row["others"]:
                    del row["others"]
                if rest:
                    row["searched"] = {o.oracle: _searched(o) for o in rest}
                record["responses"][sides[k]] = row
                if r.strategy is not None and fresh[1] > state.gap and fresh[0] > 0:
                    (known if r.strategy in state.sets[k] else added).append((k, r.strategy))
            tops = [max([(r, fresh)] + [(o, o.gain) for o in extra[k][1]], key=lambda t: t[1][0])
                    for k, (r, fresh) in enumerate(mine)]
            gains = [g[0] for _, g in tops]
            state.record.append(record)
            state.final = [{"side": sides[k], "strategy": r.strategy, "oracle": r.oracle, "gain": _rounded(g),
                            "games": r.games if r is not mine[k][0] or r.fresh else budget.confirm,
                            "seed": r.seed if r is not mine[k][0] or r.fresh else fresh_seed,
                            **({"budget": r.detail["budget"]} if "budget" in r.detail else {}),
                            **growing_mark(r.detail.get("still_growing"))}
                           for k, (r, g) in enumerate(tops)]
            state.growing = any(o.detail.get("still_growing") is True
                                for k, (r, _) in enumerate(mine) for o in (r, *extra[k][1]))
            record["added"] = {}  # what this iteration adds: nothing when it is the last
            record["cleared"] = {sides[k]: s for k, s in known + added}
            if max(gains) <= TARGET:
                state.stopped = f"converged: no side gains more than {round(100 * TARGET)} points"
            elif iteration >= state.limit:
                state.stopped = (f"iteration budget ({state.limit}) spent with a side still gaining "
                                 f"{100 * max(gains):.1f} points")
            elif not added and known:
                state.stopped = ("the best response is already in the meta-game (its fresh gain is the noise of the "
                                 f"meta-game's cells of {budget.games} games): " + ", ".join(
                                     f"{sides[k]} {s}" for k, s in known))
            elif not added:
                state.stopped = ("no best response cleared the meta-game's gap and its noise (the lower end of its "
                                 "95 % interval above the gap)" + "".join(
                                     f"; {sides[k]}: {r.oracle}'s searched response gains {100 * g[0]:.1f} points "
                                     "but cannot join the meta-game" for k, (r, g) in enumerate(tops)
                                     if r.strategy is None and g[0] > TARGET))
            else:
                for k, s in added:
                    state.sets[k].append(s)
                record["added"] = {sides[k]: s for k, s in added}
                added_any.append(state)
        store.ensure(w for s in added_any for w in _matrix_wants(s, seed, budget.games))
        iteration += 1
    published = publish_rates(executor, [(s.table, s.mixtures[0], s.mixtures[1]) for s in states], budget.publish,
                              seed + PUBLISH_SEED_OFFSET, progress=progress)
    return [_entry(s, rates, allocation, seed, budget) for s, (rates, allocation) in zip(states, published)]


def _entry(state: State, rates: dict[str, Interval], allocation: list[tuple[str, str, int]], seed: int,
           budget: Budget) -> dict[str, Any]:
    game_id, players, variant = state.table
    game = lab_game(game_id)
    top = max(state.final, key=lambda b: b["gain"][0])
    return {
        "game": game_id, "players": players, "variant": variant_label(variant), "options": dict(variant),
        "primary": primary_side(game_id), "rows": game.policy_sides[0], "columns": game.policy_sides[1],
        "mixtures": {game.policy_sides[0]: state.mixtures[0], game.policy_sides[1]: state.mixtures[1]},
        "value": round(state.value, 5), "gap": round(state.gap, 5),
        "sides": {s: _rounded(v) for s, v in rates.items()},
        "games": budget.publish, "seed": seed + PUBLISH_SEED_OFFSET,
        "allocation": [[cell_mix(game_id, r, c), n] for r, c, n in allocation],
        "exploitability": {"side": top["side"], "gain": top["gain"], **growing_mark(state.growing)},
        "certain": top["gain"][0] <= TARGET and not state.growing,
        "best": {b["side"]: {k: v for k, v in b.items() if k != "side"} for b in state.final},
        "sets": {game.policy_sides[k]: list(state.sets[k]) for k in (0, 1)},
        "iterations": state.record, "stopped": state.stopped,
    }


def parse_table(text: str) -> Table:
    """``tempelgold:10`` or ``diamantenraub:8:revolverheld+excuses_delta=-1`` → a table (the
    variant's label as the docs write it; refused if the engine does not allow it)."""
    game_id, _, rest = text.partition(":")
    count, _, label = rest.partition(":")
    game = lab_game(game_id)
    for variant in game.variants(int(count)):
        if variant_label(variant) == (label or "standard"):
            return game_id, int(count), variant
    raise ValueError(f"{text!r}: no such table (game:count[:variant], the variant as docs/balance.md names it)")


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m lab.psro TABLE …``: the search alone at a few tables, its entries as JSON
    (``make balance`` runs it at every table, inside ``python -m lab.balance``)."""
    import argparse
    import json
    import sys
    from dataclasses import fields

    from lab.cli import Progress
    from lab.runner import executor_for
    from lab.search.oracle import add_arguments, from_arguments

    parser = argparse.ArgumentParser(prog="python -m lab.psro", description=main.__doc__)
    parser.add_argument("tables", nargs="+", help="game:count[:variant], the variant as docs/balance.md names it")
    for f in fields(Budget):
        parser.add_argument(f"--{f.name.replace('_', '-')}", type=int, default=f.default)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=None, help="local processes (default: one per core; 1: inline)")
    parser.add_argument("--scheduler", default=None, help="tcp://HOST:PORT of a Dask scheduler")
    add_arguments(parser)
    args = parser.parse_args(argv)
    try:
        tables = [parse_table(t) for t in args.tables]
        searched = from_arguments(args, parse_table, Progress())
    except ValueError as error:
        parser.error(str(error))
    budget = Budget(**{f.name: getattr(args, f.name) for f in fields(Budget)})
    with executor_for(args.scheduler, args.workers) as executor:
        store = Outcomes(executor, progress=Progress())
        entries = run(tables, seed=args.seed, executor=executor, budget=budget, store=store, progress=Progress(),
                      oracles=[ParameterSearch(store)] + ([searched] if searched is not None else []))
    for where, failure in (searched.failed if searched is not None else {}).items():
        print(f"ISMCTS gave no answer at {where}: {failure}", file=sys.stderr)
    json.dump(entries, sys.stdout, indent=1, ensure_ascii=False)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
