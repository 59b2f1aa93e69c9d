"""``make balance``: the shipped balance table and docs/balance.md, regenerated.

Plays every player count and variant of both games with the ``belief`` bots, and compares a
few other policy mixes with them on common random numbers (the same deals and bot random
streams), then writes

- ``lab/data/balance.json`` — package data the app reads for the start screen's line
  ("… in about N % of the games simulated with the belief bots …"), with its provenance:
  the commit, the bots' fingerprint (:func:`lab.provenance.bots_hash`), every default bot
  parameter, the Python version and the run's wall-clock time;
- ``docs/balance.md`` with every table and a plain-words reading of them, the variants'
  strategy search from ``docs/balance-variants.json`` (written by ``python -m lab.exploit``),
  how to run the lab on a cluster, and the charts ``docs/balance-<game>.png``.

``python -m lab.balance --from-json`` rewrites the docs from the JSON without playing.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lab.cli import Progress
from lab.games import GAMES, lab_game, variant_label
from lab.reading import POLICY
from lab.report import Row, chart_groups, markdown, rows_of
from lab.provenance import bot_parameters, bots_hash, bots_hashes, commit, python_version
from lab import exploit
from lab.runner import Job, local_executor, run_jobs
from lab.stats import Tally
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
JSON_PATH = Path(__file__).resolve().parent / "data" / "balance.json"
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
        "version": 2,
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
        "Both rule texts end with \"Das Spiel ist noch nicht getestet\". This page is the lab's answer so far: "
        f"{meta['games_per_job']} simulated games for every player count and variant of both games, "
        f"played by the `{POLICY}` bots. **It measures those bots, not the game.** Other strategies move the "
        "rates by many points (\"Other strategies\" below): the figures describe how these simulated players "
        "fare, and a count called balanced here is balanced for them. "
        "Side rates come with 95 % Wilson intervals, per-role rates with a game-level bootstrap, and "
        "differences between strategies with paired intervals on common random numbers. Regenerate with "
        "`make balance` (`python -m lab.balance --games N` for another size); the app's start screen reads "
        "the same numbers from `lab/data/balance.json`.\n",
        provenance_text(meta),
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
    parts.append(cluster_text())
    md = DOCS / "balance.md"
    md.write_text("\n".join(parts), encoding="utf-8")
    paths.append(md)
    return paths


def run(games: int, seed: int, executor: Any, *, search_games: int | None = None,
        confirm_games: int | None = None) -> dict[str, Any]:
    """Play the main table and the strategy search on ``executor``; the JSON to ship.

    The search plays ``search_games`` (default a sixth of ``games``) per combination of
    strategies and count (49 each, 64 for Tempelgold), and re-measures each side's best response on
    ``confirm_games`` (default half of ``games``) fresh games: about 235 × ``games`` games in all.
    """
    start = time.perf_counter()
    results = run_jobs(jobs(games), seed=seed, executor=executor, progress=Progress())
    strategies = exploit.search(games // 6 if search_games is None else search_games,
                                games // 2 if confirm_games is None else confirm_games, seed, executor,
                                progress=Progress())
    return to_json(rows_of(results), games, seed, time.perf_counter() - start, strategies)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.balance", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10000, help="games per player count and variant")
    parser.add_argument("--search-games", type=int, default=None,
                        help="games per combination of strategies and count (default: a sixth of --games)")
    parser.add_argument("--confirm-games", type=int, default=None,
                        help="fresh games re-measuring each side's best strategy (default: half of --games)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--scheduler", default=None, help="tcp://HOST:PORT of a Dask scheduler")
    parser.add_argument("--from-json", action="store_true", help="only rewrite the docs from the shipped JSON")
    args = parser.parse_args(argv)
    if args.from_json:
        data = json.loads(JSON_PATH.read_text(encoding="utf-8"))
    else:
        sizes = {"search_games": args.search_games, "confirm_games": args.confirm_games}
        if args.scheduler:
            from lab.cluster import dask_executor

            executor, client = dask_executor(args.scheduler)
            try:
                data = run(args.games, args.seed, executor, **sizes)
            finally:
                client.close()
        else:
            with local_executor(args.workers) as pool:
                data = run(args.games, args.seed, pool, **sizes)
        JSON_PATH.parent.mkdir(exist_ok=True)
        JSON_PATH.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(JSON_PATH)
    rows = rows_from_json(data)
    for path in write_docs(rows, data):
        print(path)
    print(f"{len(rows)} jobs", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
