"""``python -m lab.search``: the searched best response's gain over a fixed strategy as the
budget grows, e.g.

    python -m lab.search --game tempelgold --players 3 --side waechter --against reasoning \\
        --budgets 16,64,256,1024 --games 200

prints, per budget, the side's win rate without and with the search, the gain with its paired
95 % interval, the step from the previous budget (paired, same games) and the CPU time per
decision, then the budget after which the gain stops growing (:func:`lab.search.measure.stops_growing`).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from lab.cli import Progress
from lab.games import lab_game
from lab.runner import executor_for
from lab.search.measure import measure, stops_growing


def _pct(v: float) -> str:
    return f"{100 * v + 0.0:+.1f}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.search", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, help="a game id of the lab")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--side", required=True, help="the searching policy side (abenteurer, waechter, boss, players)")
    parser.add_argument("--against", default="belief", help="the fixed lab mix (e.g. reasoning, belief)")
    parser.add_argument("--base", default=None, help="the searcher's rollout strategy (default: the mix's for its side)")
    parser.add_argument("--budgets", default="16,64,256", help="iterations per decision, comma separated")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1, help="local processes (1: inline)")
    parser.add_argument("--scheduler", default=None, help="tcp://HOST:PORT of a Dask scheduler")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--record", action="store_true",
                        help="store the run in docs/balance-search.json (python -m lab.balance --from-json "
                             "then renders it into docs/balance.md)")
    args = parser.parse_args(argv)
    try:
        game = lab_game(args.game)
        budgets = [int(b) for b in args.budgets.split(",") if b.strip()]
        if args.players not in game.players:
            raise ValueError(f"{args.game} is played by {min(game.players)}–{max(game.players)} players")
    except ValueError as error:
        parser.error(str(error))
    start = time.perf_counter()
    with executor_for(args.scheduler, args.workers) as executor:
        gains = measure(args.game, args.side, args.players, args.against, budgets, args.games, seed=args.seed,
                        base=args.base, executor=executor, progress=Progress())
    wall = time.perf_counter() - start
    print(f"{args.game} {args.players} players, side {args.side} searching against {args.against}, "
          f"{args.games} games (seed {args.seed}), win rate of the side in points")
    print(f"{'budget':>7} {'fixed':>6} {'search':>6} {'gain':>6} {'95 % interval':>15} {'step':>6} "
          f"{'step interval':>15} {'CPU/decision':>12}")
    for g in gains:
        step = "" if g.step is None else f"{_pct(g.step[0]):>6} {_pct(g.step[1]):>7}…{_pct(g.step[2]):<7}"
        print(f"{g.budget:>7} {100 * g.baseline:6.1f} {100 * g.searched:6.1f} {_pct(g.gain[0]):>6} "
              f"{_pct(g.gain[1]):>7}…{_pct(g.gain[2]):<7} {step:<22} {g.cpu_per_decision * 1000:9.1f} ms"
              + (f"  ({g.relaxed} relaxed)" if g.relaxed else ""))
    stop = stops_growing(gains)
    if stop is None:
        print(f"the gain was still growing at the largest budget tried ({budgets[-1]}): every step was significant")
    else:
        print(f"the gain stops growing after budget {stop} "
              "(the first step to a larger budget whose paired interval reaches zero)")
    print(f"wall time {wall:.0f} s")
    command = (f"python -m lab.search --game {args.game} --players {args.players} --side {args.side} "
               f"--against {args.against}" + (f" --base {args.base}" if args.base else "")
               + f" --budgets {args.budgets} --games {args.games} --seed {args.seed}")
    data = {"game": args.game, "players": args.players, "side": args.side, "against": args.against,
            "base": args.base, "games": args.games, "seed": args.seed, "wall_seconds": round(wall, 1),
            "stops_after": stops_growing(gains), "budgets": [g.to_json() for g in gains], "command": command}
    if args.json is not None:
        args.json.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    if args.record:
        from lab.provenance import commit, python_version
        from lab.search.report import SEARCH_JSON, record

        record(data, commit(), python_version())
        print(SEARCH_JSON)
    return 0


if __name__ == "__main__":
    sys.exit(main())
