"""``python -m lab.search.shipped``: the ISMCTS oracle against the *shipped* equilibrium, e.g.

    python -m lab.search.shipped tempelgold:3 diamantenraub:5 --budgets 16,64,256 --games 100

reads the published mixtures of each table from ``lab/data/balance.json`` (it does not change
it), asks :class:`lab.search.oracle.IsmctsOracle` for each side's searched best response to them
(the requests the policy-space search's last iteration would make: its seed and iteration, so
the games are those ``python -m lab.psro TABLE --ismcts-budgets …`` would play there), prints
every budget's gain and step, and with ``--record`` stores the run in :data:`ORACLE_JSON`, which
``python -m lab.balance --from-json`` renders into docs/balance.md (:func:`oracle_text`). With
``--publish`` the answers also count in the shipped table (:func:`publish`), as the loop's last
iteration counts its oracles' answers: where a searched side gains more than the parameter
search found, the app shows that table's rate as uncertain by it (``make balance`` does this at
the tables :func:`make_balance_tables` names). ``--sweep`` asks at every other table (``make
balance-sweep``, hours: :mod:`lab.search.sweep`), and ``--from-record FILE --publish`` counts a
recorded sweep's answers without searching (``make balance``, where they are still valid).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lab.exploit import Table
from lab.games import lab_game, variant_label
from lab.oracles import Request, Response
from lab.runner import executor_for
from lab.search.oracle import BUDGETS, GAMES as DEFAULT_GAMES, IsmctsOracle, settings
from lab.search.oracle_report import ORACLE_JSON
from lab.search.published import SHIPPED, growing_mark, make_balance_tables, published_entry

AFTERWARDS = "; searched afterwards against these mixtures: "
"""How an entry's ``stopped`` reason goes on when a searched answer was counted (:func:`publish`)."""


def parameter_best(entry: dict[str, Any], side: str) -> dict[str, Any]:
    """``side``'s best response as the parameter search found it at the entry's last iteration
    (what ``best`` holds before :func:`publish`, and keeps in the iteration's record after it)."""
    row = entry["iterations"][-1]["responses"][side]
    return {key: row[key] for key in ("strategy", "oracle", "gain", "games", "seed")}


def publish(data: dict[str, Any], runs: Sequence[dict[str, Any]]) -> list[str]:
    """Count the searched answers ``runs`` (:func:`run_json`) in the shipped table ``data`` as the
    loop's last iteration counts an oracle's answer (:func:`lab.psro.run`): each side's ``best``
    is the larger of the parameter search's and the searched gain (an ISMCTS answer has no
    strategy), the exploitability is the larger side's and the table is certain only up to
    :data:`lab.psro.TARGET`. A searched answer whose gain was still growing at the largest
    budget played is marked ``growing`` (its gain is a lower bound), and so is the
    exploitability of a table where any side's search still grew: the true largest gain may be
    larger, so such a table is never called certain. Each table asked starts again from the
    parameter search's answers, so a rerun's answers replace an earlier run's. Returns the
    tables whose exploitability changed, as ``game:players:variant``."""
    from lab.psro import TARGET

    changed = []
    where = [(run["game"], run["players"], run["variant"]) for run in runs]
    for key in dict.fromkeys(where):  # each table asked, once, in order
        entry = published_entry(data, *key)
        assert entry is not None, f"an answer for {key}, which has no published equilibrium"
        before = entry["exploitability"]
        # every side from the parameter search's answer (a side the search gave no answer now
        # keeps no searched answer of an earlier run), then the searched answers where larger
        entry["best"] = {side: parameter_best(entry, side) for side in entry["best"]}
        growing = False
        for run in (r for r, k in zip(runs, where) if k == key):
            growing = growing or run.get("still_growing") is True  # as growing_mark reads it
            if run["gain"][0] > entry["best"][run["side"]]["gain"][0]:
                entry["best"][run["side"]] = {"strategy": None, "oracle": "ismcts", "gain": run["gain"],
                                              "games": run["games"], "seed": run["seed"], "budget": run["budget"],
                                              **growing_mark(run.get("still_growing"))}
        side, top = max(entry["best"].items(), key=lambda kv: kv[1]["gain"][0])
        entry["exploitability"] = {"side": side, "gain": top["gain"], **growing_mark(growing)}
        entry["certain"] = top["gain"][0] <= TARGET and not growing
        # the loop's own reason stays; what the search found afterwards is said after it
        reason = entry["stopped"].split(AFTERWARDS)[0]
        searched = [f"{s} {100 * b['gain'][0]:+.1f} points (ISMCTS, budget {b['budget']}"
                    f"{', still growing' if b.get('growing') else ''})"
                    for s, b in entry["best"].items() if b["oracle"] == "ismcts"]
        entry["stopped"] = reason + (AFTERWARDS + ", ".join(searched) if searched else "")
        if entry["exploitability"] != before:
            changed.append(f"{key[0]}:{key[1]}:{key[2]}")
    return changed


def requests_for(tables: Sequence[Table], data: dict[str, Any], side: str | None = None) -> list[Request]:
    """Both sides' requests at each table (or ``side``'s only), against the shipped mixtures (at
    the seed and the last iteration of the shipped search)."""
    out = []
    for game_id, players, variant in tables:
        label = variant_label(variant)
        entry = published_entry(data, game_id, players, label)
        if entry is None:
            raise ValueError(f"{game_id}:{players}:{label} has no published equilibrium in {SHIPPED}")
        sides = lab_game(game_id).policy_sides
        last = entry["iterations"][-1]["iteration"] if entry.get("iterations") else 0
        if side is not None and side not in sides:
            raise ValueError(f"{game_id} has no side {side!r} (its sides: {', '.join(sides)})")
        for k, searching in enumerate(sides):
            if side is None or searching == side:
                out.append(Request((game_id, players, variant), searching, entry["mixtures"][searching],
                                   entry["mixtures"][sides[1 - k]], 0, int(data["psro"]["seed"]),
                                   int(data["psro"]["budget"]["games"]), tuple(entry["sets"][searching]), last))
    return out


def _parameter_exploitability(entry: dict[str, Any]) -> dict[str, Any]:
    """The entry's exploitability as the parameter search alone measured it."""
    side, best = max(((side, parameter_best(entry, side)) for side in entry["best"]), key=lambda kv: kv[1]["gain"][0])
    return {"side": side, "gain": best["gain"]}


def _pts(v: float) -> str:
    return f"{100 * v + 0.0:+.1f}"


def run_json(response: Response, data: dict[str, Any]) -> dict[str, Any]:
    """One side's answer as the record keeps it, with the fingerprint of its game's bots
    (:func:`lab.provenance.bots_hashes`): it answers the shipped table while that game's bots
    and mixtures are the same, whatever the other game's bots became
    (:func:`lab.search.sweep.valid_runs`)."""
    from lab.provenance import bots_hashes

    req = response.request
    entry = published_entry(data, req.table[0], req.table[1], variant_label(req.table[2]))
    assert entry is not None  # requests_for asked only where there is one
    return {"game": req.table[0], "players": req.table[1], "variant": variant_label(req.table[2]), "side": req.side,
            "own": dict(req.own), "other": dict(req.other), "iteration": req.iteration,
            "published": _parameter_exploitability(entry),
            "gain": [round(v, 5) for v in response.gain], **dict(response.detail),
            "bots_hash": bots_hashes().get(req.table[0], "")}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.search.shipped", description=__doc__.split("\n\n")[0])
    parser.add_argument("tables", nargs="*",
                        help="game:count[:variant], the variant as docs/balance.md names it (default: make balance's, "
                             "the smallest table of each game)")
    parser.add_argument("--budgets", default=",".join(map(str, BUDGETS)), help="the ladder, comma separated")
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help="games per side and table")
    parser.add_argument("--workers", type=int, default=None, help="local processes (default: one per core; 1: inline)")
    parser.add_argument("--scheduler", default=None, help="tcp://HOST:PORT of a Dask scheduler")
    parser.add_argument("--whole-ladder", action="store_true",
                        help="play every budget and answer with the largest gain (make balance's choice: a "
                             "warning leans to the safe side), instead of stopping at the first step that is "
                             "not significant")
    parser.add_argument("--record", nargs="?", const=str(ORACLE_JSON), default=None, metavar="FILE",
                        help=f"store the run in FILE (default: {ORACLE_JSON.name})")
    parser.add_argument("--publish", action="store_true",
                        help=f"count the answers in the shipped table ({SHIPPED.name}), as the loop would")
    parser.add_argument("--side", default=None,
                        help="search this side only (e.g. boss), where one side's search changed")
    parser.add_argument("--sweep", action="store_true",
                        help="every table with a published equilibrium but make balance's own (make balance-sweep)")
    parser.add_argument("--from-record", metavar="FILE", default=None,
                        help="search nothing: publish the answers recorded in FILE (make balance-sweep's) that "
                             "still answer the shipped table (make balance)")
    args = parser.parse_args(argv)
    from lab.cli import Progress
    from lab.psro import parse_table
    from lab.search.sweep import sweep_tables

    if args.side and args.publish:
        parser.error("--side searches one side only: record it (--record FILE) and merge it into a sweep's "
                     "record (lab.search.sweep.merge), since --publish counts both sides' answers")
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    if args.from_record:
        return _publish_record(Path(args.from_record), data, args.publish)
    args.tables = args.tables or (sweep_tables(data) if args.sweep else make_balance_tables())
    try:
        oracle = IsmctsOracle(tuple(int(b) for b in args.budgets.split(",") if b.strip()), args.games,
                              progress=Progress(), whole_ladder=args.whole_ladder)
        requests = requests_for([parse_table(t) for t in args.tables], data, args.side)
    except ValueError as error:
        parser.error(str(error))
    start = time.perf_counter()
    with executor_for(args.scheduler, args.workers or 0) as executor:
        responses = oracle.respond(requests, executor)
    wall = time.perf_counter() - start
    runs = [run_json(r, data) for r in responses if r is not None]
    for run in runs:
        print(f"{run['game']} {run['players']} ({run['variant']}), {run['side']} searching, {run['games']} games "
              f"(seed {run['seed']}): gain {_pts(run['gain'][0])} ({_pts(run['gain'][1])} … {_pts(run['gain'][2])}) "
              f"at budget {run['budget']}")
        for b in run["budgets"]:
            step = "" if b["step"] is None else (
                f" step {_pts(b['step'][0])} ({_pts(b['step'][1])} … {_pts(b['step'][2])})")
            print(f"  {b['budget']:>5}: {_pts(b['gain'][0])} ({_pts(b['gain'][1])} … {_pts(b['gain'][2])}){step}, "
                  f"{1000 * b['cpu_per_decision']:.0f} ms per decision, {b['decisions'] / run['games']:.1f} "
                  "decisions per game")
    for where, failure in oracle.failed.items():
        print(f"no answer at {where}: {failure}")
    print(f"wall time {wall:.0f} s")
    if args.record:
        from lab.provenance import bots_hash, commit, python_version

        command = (f"python -m lab.search.shipped {' '.join(args.tables)} --budgets {args.budgets} "
                   f"--games {args.games}" + (" --whole-ladder" if args.whole_ladder else "")
                   + (f" --side {args.side}" if args.side else "") + " --record"
                   + ("" if Path(args.record) == ORACLE_JSON else f" {args.record}")
                   + (" --publish" if args.publish else ""))
        record = {"commit": commit(), "python": python_version(), "bots_hash": bots_hash(),
                  "equilibrium": {"commit": data.get("commit"), "bots_hash": data.get("bots_hash")},
                  "oracle": settings(oracle), "wall_seconds": round(wall, 1),
                  "workers": args.workers, "command": command, "runs": runs,
                  "cpu_seconds": round(sum(r["cpu_seconds"] for r in runs), 1),
                  "note": json.loads(Path(args.record).read_text(encoding="utf-8")).get("note", "")
                  if Path(args.record).is_file() else ""}
        record["published"] = bool(args.publish)
        Path(args.record).write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(args.record)
    if args.publish:
        changed = publish(data, runs)
        _searched_after(data, {"command": " ".join(["python -m lab.search.shipped", *args.tables,
                                                     "--budgets", args.budgets, "--games", str(args.games),
                                                     *(["--whole-ladder"] if args.whole_ladder else []),
                                                     "--publish"]),
                               "oracle": settings(oracle), "tables": list(args.tables)})
        SHIPPED.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{SHIPPED}: exploitability changed at {', '.join(changed) or 'no table'}")
    return 0


def _searched_after(data: dict[str, Any], what: dict[str, Any]) -> None:
    """Note in the shipped table's provenance which searched answers were counted after the
    loop: one item per publishing, an earlier one of the same tables replaced."""
    earlier = data["psro"].get("searched_after", [])
    earlier = [earlier] if isinstance(earlier, dict) else earlier  # one item, as tables made before the sweep say
    done = [w for w in earlier if w["tables"] != what["tables"]]
    data["psro"]["searched_after"] = [*done, what]


def _publish_record(path: Path, data: dict[str, Any], write: bool) -> int:
    """``--from-record FILE [--publish]``: which recorded answers still answer the shipped table
    (:func:`lab.search.sweep.valid_runs`) and which went stale; with ``write``, count them in it."""
    from lab.search.sweep import valid_runs

    if not path.is_file():
        print(f"{path}: no recorded answers to publish")
        return 0
    record = json.loads(path.read_text(encoding="utf-8"))
    runs, stale = valid_runs(record, data)
    if stale:
        print(f"{path}: stale (the shipped mixtures or bots changed since; make balance-sweep searches them "
              f"again): {', '.join(stale)}")
    if not write:
        print(f"{path}: {len(runs)} recorded answers still answer the shipped table (--publish counts them)")
        return 0
    changed = publish(data, runs)
    _searched_after(data, {"command": f"python -m lab.search.shipped --from-record {path.name} --publish",
                           "record": {"commit": record.get("commit"), "command": record.get("command")},
                           "oracle": record.get("oracle"),
                           "tables": list(dict.fromkeys(f"{r['game']}:{r['players']}:{r['variant']}" for r in runs))})
    SHIPPED.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{SHIPPED}: {len(runs)} recorded answers counted; exploitability changed at "
          f"{', '.join(changed) or 'no table'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
