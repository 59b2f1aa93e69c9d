"""The searched oracle at every other table: ``make balance-sweep`` asks ISMCTS against the
shipped mixtures at every table ``make balance`` does not search itself (it searches the
smallest table of each game, :func:`lab.search.published.make_balance_tables`), and stores the
answers in :data:`SWEEP_JSON`. That takes hours on two cores, so ``make balance`` does not run
it: it publishes the recorded answers that still answer the shipped table
(:func:`valid_runs`: the same fingerprint of that game's bots, and the very mixtures the
table publishes now, so that a change of one game's bots leaves the other game's answers standing;
the lab is deterministic for its seed, so an unchanged ``make balance`` publishes the same
mixtures again) and says which tables' answers went stale. :func:`sweep_text` renders the
record for docs/balance.md.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lab.games import GAMES
from lab.psro import TARGET
from lab.search.oracle_report import read_record, record_tail, side_label
from lab.search.published import make_balance_tables, published_entry

SWEEP_JSON = Path(__file__).resolve().parent.parent.parent / "docs" / "balance-ismcts-sweep.json"
"""The recorded sweep (documentation and ``make balance``'s input; the app reads only
lab/data/balance.json)."""


def _key(run: dict[str, Any]) -> tuple[str, int, str]:
    return str(run["game"]), int(run["players"]), str(run["variant"])


def _side_key(run: dict[str, Any]) -> str:
    """How the oracle names a table and side (``game:count:variant side``, as in its failures)."""
    return f"{':'.join(map(str, _key(run)))} {run['side']}"


def _ladder(run: dict[str, Any]) -> tuple[int, ...]:
    return tuple(int(b["budget"]) for b in run["budgets"])


def sweep_tables(data: dict[str, Any]) -> list[str]:
    """Every table the shipped ``data`` publishes an equilibrium for, as ``game:count:variant``,
    but those ``make balance`` searches itself, in the order of the shipped table."""
    own = {(t.split(":")[0], int(t.split(":")[1]), "standard") for t in make_balance_tables()}
    return [f"{e['game']}:{e['players']}:{e['variant']}" for e in data.get("equilibria", [])
            if (e["game"], e["players"], e["variant"]) not in own]


def same_bots(record: dict[str, Any], run: dict[str, Any], data: dict[str, Any]) -> bool:
    """Whether ``run`` was played by the bots the shipped table ``data`` was made with: its
    game's fingerprint (``bots_hash`` on the run, against the table's ``bots_hashes``), or,
    for a run recorded without one, the whole lab's (the record's ``bots_hash``)."""
    if "bots_hash" in run:
        hashes = data.get("bots_hashes")
        return bool(run["bots_hash"]) and isinstance(hashes, dict) and hashes.get(run["game"]) == run["bots_hash"]
    return bool(record.get("bots_hash")) and record.get("bots_hash") == data.get("bots_hash")


def valid_runs(record: dict[str, Any], data: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
    """The recorded runs that still answer the shipped table ``data``, and the tables
    (``game:count:variant``) whose runs do not: a run answers a table only if it was played by
    the table's bots (:func:`same_bots`) and the table still publishes the very mixtures the
    run searched against."""
    fresh: list[dict[str, Any]] = []
    stale: list[str] = []
    for run in record.get("runs", []):
        entry = published_entry(data, *_key(run))
        sides = list(entry["mixtures"]) if entry is not None else []
        ok = (same_bots(record, run, data) and entry is not None and run["side"] in sides and len(sides) == 2
              and entry["mixtures"][run["side"]] == run["own"]
              and entry["mixtures"][sides[1 - sides.index(run["side"])]] == run["other"])
        if ok:
            fresh.append(run)
        else:
            stale.append(":".join(map(str, _key(run))))
    return fresh, list(dict.fromkeys(stale))


def merge(records: Sequence[dict[str, Any]], command: str, note: str = "",
          unsearched: Sequence[str] = ()) -> dict[str, Any]:
    """One record from the records of runs over parts of the tables (the answers depend on the
    seeds only, not on how the tables were grouped): their runs in order, their times summed,
    their failures together, their commits named, their ladders joined (a table whose search
    was still growing at the sweep's largest budget may be searched again with a longer
    ladder), and the tables of the sweep no part reached
    (``unsearched``, ``game:count:variant``: a sweep stopped early says so). The parts must share the
    oracle's settings, and the bots and the equilibrium they searched against unless every run
    names its own game's bots (``bots_hash`` on the run: then parts made before and after a change
    of one game's bots join, and :func:`valid_runs` tells which runs still answer). A later
    part's answer for a table and side replaces an earlier part's whose ladder it starts with
    (the same budgets play the same games: a side searched again, ``--side``, after its search
    changed, or on with a longer ladder where its gain still grew), or one played by other bots
    of its game, and its failure there; a later failure replaces the earlier answers of that side."""
    first = records[0]
    self_described = all("bots_hash" in run for part in records for run in part["runs"])
    for other in records[1:]:
        for field in () if self_described else ("bots_hash", "equilibrium"):
            if other[field] != first[field]:
                raise ValueError(f"the parts differ in {field}: {first[field]!r} and {other[field]!r}")
        if {k: v for k, v in other["oracle"].items() if k not in ("failed", "budgets")} != \
                {k: v for k, v in first["oracle"].items() if k not in ("failed", "budgets")}:
            raise ValueError("the parts were searched with different oracle settings")
    failed: dict[str, str] = {}
    runs: list[dict[str, Any]] = []
    for part in records:
        for where, why in part["oracle"].get("failed", {}).items():
            runs = [r for r in runs if _side_key(r) != where]
            failed[where] = why
        for run in part["runs"]:
            failed.pop(_side_key(run), None)
            ladder = _ladder(run)
            runs = [r for r in runs if _side_key(r) != _side_key(run) or
                    (_ladder(r) != ladder[:len(_ladder(r))] and r.get("bots_hash") == run.get("bots_hash"))]
            runs.append(run)
    budgets = sorted({int(b) for part in records for b in part["oracle"]["budgets"]})
    commits = ", ".join(dict.fromkeys(str(part["commit"]) for part in records))
    bots = ", ".join(dict.fromkeys(str(part["bots_hash"]) for part in records))
    equilibria = list({json.dumps(part["equilibrium"], sort_keys=True): part["equilibrium"] for part in records}.values())
    return {"commit": commits, "python": first["python"], "bots_hash": bots,
            "equilibrium": equilibria[0] if len(equilibria) == 1 else equilibria,
            "oracle": {**first["oracle"], "budgets": budgets, "failed": failed},
            "wall_seconds": round(sum(r["wall_seconds"] for r in records), 1), "workers": first["workers"],
            "command": command, "runs": runs,
            "cpu_seconds": round(sum(r["cpu_seconds"] for r in records), 1), "note": note,
            "published": all(r.get("published") for r in records), "unsearched": list(unsearched)}


def _fingerprints(record: dict[str, Any]) -> str:
    """The bots' fingerprints the record's runs were played with: per game where the runs name
    their game's (``bots_hash`` on each run), else the record's whole-lab one."""
    per_game: dict[str, dict[str, None]] = {}  # game → its fingerprints, in the order met
    for run in record.get("runs", []):
        if "bots_hash" in run:
            per_game.setdefault(str(run["game"]), {})[str(run["bots_hash"])] = None
    if not per_game:
        return f"bots' fingerprint `{str(record.get('bots_hash', ''))[:16]}…`"
    return "bots' fingerprints " + ", ".join(f"{game} " + " and ".join(f"`{h[:16]}…`" for h in hashes)
                                             for game, hashes in per_game.items()) + \
        " (each run names its game's, `lab.provenance.bots_hashes`)"


def _pts(v: float) -> str:
    return f"{100 * v + 0.0:+.1f}"


def _title(game_id: str, players: int, variant: str) -> str:
    game = GAMES.get(game_id)
    return f"{game.title if game else game_id} {players}" + ("" if variant == "standard" else f" ({variant})")


def sweep_text(record: dict[str, Any] | None = None, data: dict[str, Any] | None = None) -> str:
    """The section of docs/balance.md (empty when nothing was recorded): one row per table and
    side with each budget's gain, the answer and the parameter search's exploitability, then
    which tables the searched answers make uncertain (of those the shipped table ``data``
    still publishes the searched mixtures for)."""
    record = read_record(SWEEP_JSON) if record is None else record
    runs = record.get("runs", [])
    if not runs:
        return ""
    oracle = record.get("oracle", {})
    lines = ["## The searched oracle at every other table\n",
             f"`make balance` searches the smallest table of each game (the section above); the other tables are "
             f"searched by `make balance-sweep` (`{record.get('command', '')}`): both sides, {oracle.get('games')} "
             f"games per side and table, budgets {', '.join(map(str, oracle.get('budgets', [])))} (each row shows the budgets it played), every "
             "budget played and the largest gain counted, against the shipped mixtures. It is not part of `make balance` "
             f"(its cost: {record.get('cpu_seconds')} CPU-seconds in the searches, {record.get('wall_seconds')} s of "
             f"wall-clock time on {record.get('workers') or 'one per core'} worker processes); `make balance` "
             "publishes its recorded answers where the shipped table still publishes the mixtures they searched "
             f"against with the same bots (`lab/search/sweep.py`). Made at commit `{record.get('commit', 'unknown')}` "
             f"with {record.get('python', '?')}, {_fingerprints(record)}.\n",
             "Gains in points with their 95 % intervals; \"parameter search\" is the table's exploitability before "
             "the searched answers counted.\n",
             "| table | side searching | " + " | ".join(f"budget {b}" for b in oracle.get("budgets", [])) +
             " | answer | parameter search | CPU-s |",
             "|---|---|" + "---:|" * len(oracle.get("budgets", [])) + "---:|---|---:|"]
    # one row per table and side, in the order of the tables (the record keeps the order the parts came in)
    for run in sorted(runs, key=lambda r: (r["game"], r["players"], r["variant"] != "standard", r["variant"], r["side"])):
        played = {b["budget"]: b for b in run["budgets"]}
        gains = " | ".join(f"{_pts(played[k]['gain'][0])} ({_pts(played[k]['gain'][1])} … {_pts(played[k]['gain'][2])})"
                           if k in played else "" for k in oracle.get("budgets", []))
        pub = run["published"]
        lines.append(f"| {_title(*_key(run))} | {side_label(run['game'], run['side'])} | {gains} | "
                     f"**{_pts(run['gain'][0])}**{', still growing' if run.get('still_growing') else ''} | "
                     f"{side_label(run['game'], pub['side'])} {_pts(pub['gain'][0])} | "
                     f"{run['cpu_seconds']} |")
    growing = [run for run in runs if run.get("still_growing")]
    lines.append("" if not growing else
                 f"\n\"Still growing\" ({len(growing)} of {len(runs)} rows): every step of the ladder, up to the largest "
                 "budget played, was significant, so the answer is a lower bound; the shipped table marks the table's "
                 "exploitability so (`growing`), and the app says \"or more\" and never calls such a rate certain.\n")
    fresh, stale = valid_runs(record, data) if data is not None else (runs, [])
    by_table: dict[tuple[str, int, str], list[dict[str, Any]]] = {}
    for run in fresh:
        by_table.setdefault(_key(run), []).append(run)
    over = [(key, max(mine, key=lambda r: r["gain"][0])) for key, mine in by_table.items()
            if max(r["gain"][0] for r in mine) > TARGET]
    newly = [(key, run) for key, run in over if run["published"]["gain"][0] <= TARGET]
    lines.append(f"At {len(over)} of these {len(by_table)} tables a searched side gains more than "
                 f"{round(100 * TARGET)} points; at {len(newly)} of them the parameter search alone had found at "
                 f"most {round(100 * TARGET)}" + (": " + ", ".join(
                     f"{_title(*key)} ({side_label(key[0], run['side'])} searching, {_pts(run['gain'][0])})"
                     for key, run in newly) if newly else "") + ".\n")
    if stale:
        lines.append("Not counted, because the shipped table no longer publishes the mixtures these answers "
                     f"searched against (or its bots changed): {', '.join(stale)}. `make balance-sweep` "
                     "searches them again.\n")
    if record.get("unsearched"):
        lines.append(f"Not searched: {', '.join(record['unsearched'])} (the run was stopped before them); their "
                     "rates stand on the parameter search alone.\n")
    return "\n".join(lines + record_tail(record))
