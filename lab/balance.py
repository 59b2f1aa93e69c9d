"""``make balance``: the shipped balance table and docs/balance.md, regenerated.

Plays every player count and variant of both games with the ``belief`` bots, then runs the
policy-space search (:mod:`lab.psro`) at every count and variant — the equilibrium the app
publishes, its exploitability and every iteration — and reads the starting strategy sets'
comparison with ``belief`` off its games (common random numbers), then writes

- ``lab/data/balance.json`` — package data the app reads for the start screen's line
  ("In simulated games where both sides play as well as we could make them, …": the
  ``equilibria``), with its provenance: the commit, the bots' fingerprint
  (:func:`lab.provenance.bots_hash`), every default bot parameter, the search's budget and
  seeds, the Python version and the run's wall-clock time;
- ``docs/balance-variants.json`` — the variants' starting sets against ``belief``;
- ``docs/balance.md`` with every table and a plain-words reading of them, the published
  equilibria, how long the run took, how to run the lab on a cluster, and the charts
  ``docs/balance-<game>.png``.

``python -m lab.balance --from-json`` rewrites the docs from the JSON without playing.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from lab.cli import Progress
from lab.games import GAMES, lab_game, variant_label
from lab.reading import POLICY
from lab.report import Row, chart_groups, markdown, rows_of
from lab.provenance import bot_parameters, bots_hash, bots_hashes, commit, python_version
from lab import exploit
from lab import psro, psro_entries
from lab.meta import Outcomes
from lab.oracles import Oracle, ParameterSearch
from lab.search.oracle import IsmctsOracle, add_arguments, from_arguments, settings
from lab.search.published import SHIPPED
from lab.runner import Job, local_executor, run_jobs
from lab.stats import Tally
from lab.psro_texts import equilibrium_text, wall_time_text
from lab.balance_texts import (
    bots_text,
    cluster_text,
    exploitability_summary,
    other_strategies_text,
    provenance_text,
    running_text,
    strategy_tables,
    variants_text,
)

ROOT = Path(__file__).resolve().parent.parent
JSON_PATH = SHIPPED
"""The shipped table (the app's rates): one path, named where the searched oracle's tools read it."""
DOCS = ROOT / "docs"
__all__ = ["BALANCED", "POLICY"]  # re-exported: where they were before lab.reading held them


def jobs(games: int) -> list[Job]:
    """The main table: every count and variant of both games with the ``belief`` bots."""
    out: list[Job] = []
    for game in GAMES.values():
        for n in game.players:
            out.extend(Job(game.id, n, variant, POLICY, games) for variant in game.variants(n))
    return out


def options_of(job_or_row_variant: str, game_id: str, players: int) -> dict[str, Any]:
    """The engine Config fields of a variant label (for the app to match its chosen options)."""
    for variant in lab_game(game_id).variants(players):
        if variant_label(variant) == job_or_row_variant:
            return dict(variant)
    raise ValueError(job_or_row_variant)


def to_json(rows: Sequence[Row], games: int, seed: int, seconds: float,
            strategies: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The shipped table: rows, the strategy search (:mod:`lab.exploit`) and the run's provenance."""
    return {
        "version": 3,
        "policy": POLICY,
        "games_per_job": games,
        "seed": seed,
        "seconds": round(seconds, 1),
        "commit": commit(),
        "python": python_version(),
        "bots_hash": bots_hash(),
        "bots_hashes": bots_hashes(),
        "bot_parameters": bot_parameters(),
        "rows": [
            {
                "game": r.game, "players": r.players, "variant": r.variant,
                "options": options_of(r.variant, r.game, r.players), "policy": r.policy,
                "sides": {s: [round(x, 5) for x in r.tally.side_rate(s)] for s in lab_game(r.game).sides},
                "tally": r.tally.to_json(),
            }
            for r in rows
        ],
        "strategies": strategies or [],
    }


def rows_from_json(data: dict[str, Any]) -> list[Row]:
    return [Row(d["game"], d["players"], d["variant"], d["policy"], Tally.from_json(d["tally"])) for d in data["rows"]]


def strategies_from_json(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The strategy search's entries as stored (empty for a table without one)."""
    return list(data.get("strategies", []))


def write_docs(rows: Sequence[Row], meta: dict[str, Any]) -> list[Path]:
    from lab.chart import draw, save_png

    DOCS.mkdir(exist_ok=True)
    paths = []
    strategies = strategies_from_json(meta)
    parts = [
        "# Balance: how often each side wins, simulated\n",
        "Both rule texts end with \"Das Spiel ist noch nicht getestet\". This page is the lab's answer so far. "
        "**What the app shows** is the equilibrium of a search over strategies at every count and variant "
        "(\"The published rates\" below): the rate when both sides play as well as the lab could make them, "
        "with how far a side could still move it. The tables after it are "
        f"{meta['games_per_job']} simulated games for every player count and variant of both games, "
        f"played by the `{POLICY}` bots, the default players: **they measure those bots, not the game.** Other "
        "strategies move their rates by many points (\"Other strategies\" below). "
        "Side rates come with 95 % Wilson intervals, per-role rates with a game-level bootstrap, and "
        "differences between strategies with paired intervals on common random numbers. Regenerate with "
        "`make balance` (`python -m lab.balance --games N` for another size); the app's start screen reads "
        "the same numbers from `lab/data/balance.json`.\n",
        provenance_text(meta),
        equilibrium_text(meta),
    ]
    for game in GAMES.values():
        main = [r for r in rows if r.game == game.id and r.policy == POLICY]
        if not main:
            continue
        chart = DOCS / f"balance-{game.id}.png"
        save_png(draw(f"{game.title}: wins by side ({POLICY} bots), 95 % intervals", chart_groups(main),
                      dict(game.side_labels)), str(chart))
        paths.append(chart)
        parts.append(f"## {game.title}\n")
        parts.append(f"![{game.title}: wins by side](balance-{game.id}.png)\n")
        parts.append("\n\n".join(game.reading(rows, strategies)) + "\n")
        parts.append(markdown(main))
    parts.append(bots_text())
    parts.append(other_strategies_text())
    if strategies:
        e = strategies[0]
        parts.append(f"Search: {e['games']} games per combination and count (seed {e['seed']}); each side's best "
                     f"response re-measured on {e['confirm_games']} fresh games (seed {e['seed'] + 1}).\n")
    parts.append(exploitability_summary(strategies))
    parts.append(strategy_tables(strategies))
    variants = (json.loads(exploit.VARIANTS_JSON.read_text(encoding="utf-8"))
                if exploit.VARIANTS_JSON.is_file() else None)
    parts.append(variants_text(variants))
    parts.extend(section for game in GAMES.values() for section in game.sections)
    from lab.search.report import search_text  # here: the search is optional for the table itself

    if search := search_text():
        parts.append(search)
    parts.append(running_text())
    parts.append(wall_time_text(meta))
    parts.append(cluster_text())
    md = DOCS / "balance.md"
    md.write_text("\n".join(parts), encoding="utf-8")
    paths.append(md)
    return paths


def run(games: int, seed: int, executor: Any, *, budget: psro.Budget | None = None,
        searched: IsmctsOracle | None = None) -> dict[str, Any]:
    """Play the main table and the policy-space search on ``executor``; the JSON to ship.

    The search (:func:`lab.psro.run`) covers every table the main table has (every count and
    variant): it publishes the equilibrium of each, and its starting matrices give the
    strategy entries against ``belief`` (:func:`lab.psro_entries.entries`): the standard
    rules' in ``strategies``, the variants' under ``variant_strategies`` (which :func:`main`
    writes to ``docs/balance-variants.json``, not to the app's table). ``searched`` adds the
    ISMCTS oracle (:mod:`lab.search.oracle`, ``--ismcts-budgets``; off by default).
    """
    budget = budget or psro.Budget()
    start = time.perf_counter()
    results = run_jobs(jobs(games), seed=seed, executor=executor, progress=Progress())
    store = Outcomes(executor, progress=Progress())
    tables = exploit.standard_tables() + exploit.variant_tables(every_count=True)
    search_start = time.perf_counter()
    oracles: list[Oracle] = [ParameterSearch(store)] + ([searched] if searched is not None else [])
    equilibria = psro.run(tables, seed=seed, executor=executor, budget=budget, store=store, progress=Progress(),
                          oracles=oracles)
    found = psro_entries.entries(store, tables, seed, budget.games, budget.confirm)
    data = to_json(rows_of(results), games, seed, time.perf_counter() - start,
                   [e for e in found if e["variant"] == "standard"])
    data["equilibria"] = equilibria
    data["psro"] = {"budget": asdict(budget), "seed": seed, "target": psro.TARGET, "games_played": store.played,
                    "seconds": round(time.perf_counter() - search_start, 1),
                    "oracles": [o.name for o in oracles]}
    if searched is not None:
        data["psro"]["ismcts"] = settings(searched)
    data["variant_strategies"] = [e for e in found if e["variant"] != "standard"]
    return data


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.balance", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10000, help="games per player count and variant")
    defaults = psro.Budget()
    parser.add_argument("--search-games", type=int, default=defaults.games,
                        help="games per cell of the meta-game and per strategy searched (policy-space search)")
    parser.add_argument("--confirm-games", type=int, default=defaults.confirm,
                        help="fresh games re-measuring each side's best response")
    parser.add_argument("--publish-games", type=int, default=defaults.publish,
                        help="fresh games re-measuring the published equilibrium's rates per table")
    parser.add_argument("--candidates", type=int, default=defaults.candidates,
                        help="strategies the parameter search plays per side and iteration")
    parser.add_argument("--iterations", type=int, default=defaults.iterations,
                        help="times strategies may be added at the standard rules' tables")
    parser.add_argument("--variant-iterations", type=int, default=defaults.variant_iterations,
                        help="times strategies may be added at the variants' tables")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--scheduler", default=None, help="tcp://HOST:PORT of a Dask scheduler")
    parser.add_argument("--from-json", action="store_true", help="only rewrite the docs from the shipped JSON")
    add_arguments(parser)
    args = parser.parse_args(argv)
    try:
        searched = from_arguments(args, psro.parse_table, Progress())
    except ValueError as error:
        parser.error(str(error))
    if args.from_json:
        data = json.loads(JSON_PATH.read_text(encoding="utf-8"))
    else:
        budget = psro.Budget(args.search_games, args.confirm_games, args.publish_games, args.candidates,
                             args.iterations, args.variant_iterations)
        if args.scheduler:
            from lab.cluster import dask_executor

            executor, client = dask_executor(args.scheduler)
            try:
                data = run(args.games, args.seed, executor, budget=budget, searched=searched)
            finally:
                client.close()
        else:
            with local_executor(args.workers) as pool:
                data = run(args.games, args.seed, pool, budget=budget, searched=searched)
        variants = {"commit": data["commit"], "bots_hash": data["bots_hash"], "python": data["python"],
                    "seconds": data["psro"]["seconds"], "seed": args.seed, "every_count": True,
                    "strategies": data.pop("variant_strategies")}
        exploit.VARIANTS_JSON.write_text(json.dumps(variants, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        JSON_PATH.parent.mkdir(exist_ok=True)
        JSON_PATH.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(exploit.VARIANTS_JSON)
        print(JSON_PATH)
    rows = rows_from_json(data)
    for path in write_docs(rows, data):
        print(path)
    print(f"{len(rows)} jobs", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
