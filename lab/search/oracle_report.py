"""The section of docs/balance.md on the ISMCTS oracle in the policy-space loop, from the run
``python -m lab.search.shipped … --record`` stored in ``docs/balance-ismcts.json`` (rendered by
``python -m lab.balance`` with the other sections; documentation, not app data)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from lab.games import GAMES
from lab.psro import TARGET

ORACLE_JSON = Path(__file__).resolve().parent.parent.parent / "docs" / "balance-ismcts.json"
"""The recorded run (documentation, not app data: the app reads only lab/data/balance.json)."""

INTRO = """\
## The searched oracle in the policy-space loop

The published equilibrium's exploitability ("The published rates" above) is what the
*parameter search* finds against it: strategies the families can express. The searched best
response of the section above (ISMCTS) is also an oracle of that loop
(`lab/search/oracle.py`, `IsmctsOracle`): for each side and table it measures how much the
side gains by searching instead of playing its own equilibrium mixture, the other side
playing its mixture. Each game draws one strategy per side from the two mixtures (the
weights' product, from the game's seed); the baseline plays the pair, the searched game lets
the side's seats search, the pair's own strategy playing the searcher's later moves in the
rollouts. The searcher is told which strategy of the other side's mixture plays each game,
so the gain is an upper bound of what a best response to the mixture gains. The budgets
escalate on the same games: the next one is only played while the paired step from the one
before is significant (its 95 % interval above zero), and the gain reported is the one at
the largest budget that still gained. The games are fresh (seed: the search's seed + 1000 +
the iteration), so its interval is taken as it is. An ISMCTS answer has no policy spec the
runner could play, so it never joins the meta-game: in the loop, the parameter search's best
response is still confirmed and added as before, and the searched gain counts towards the
side's gain — the stop rule and the published exploitability, so a table where the search
gains more than {target} points is shown as uncertain by that much.

How to run it: `python -m lab.balance --ismcts-budgets 16,64,256 --ismcts-games 200` (or
`python -m lab.psro TABLE … --ismcts-budgets 16,64,256`) adds it to the loop, at every table
or at those named by `--ismcts-tables GAME:COUNT[:VARIANT],…`; the iteration records
then carry, per side, `searched.ismcts` with the gain, its interval, the games, the seed and
every budget's gain, step, CPU time per decision and relaxed decisions. `make balance` does not
add it to the loop (see the cost below). `python -m lab.search.shipped TABLE … --budgets
16,64,256 --games N --record` asks it against the *shipped* mixtures only (the requests of the
shipped search's last iteration, without re-running the loop), which is what is shown here;
with `--publish` the answers count in the shipped table as the loop would count them (a side's
best response is the searched one where it gains more, and the table's exploitability
follows). `make balance` runs that at the smallest table of each game
(`lab.search.shipped.make_balance_tables`) after the loop, with `--whole-ladder`: every budget
is played and the largest gain counts (it leans high, the safe side for a warning that a rate is
uncertain).
"""


def _pts(v: float) -> str:
    return f"{100 * v + 0.0:+.1f}"


def _interval(g: list[float]) -> str:
    return f"{_pts(g[0])} ({_pts(g[1])} … {_pts(g[2])})"


def _title(run: dict[str, Any]) -> tuple[str, str]:
    game = GAMES.get(run["game"])
    title = game.title if game is not None else run["game"]
    where = f"{title} at {run['players']}" + ("" if run["variant"] == "standard" else f" ({run['variant']})")
    return where, side_label(run["game"], run["side"])


def side_label(game_id: str, side: str) -> str:
    """A policy side as the docs name it: the game's label where it has one ("Boss & Getreue"),
    else the side's id ("players")."""
    game = GAMES.get(game_id)
    return game.side_label(side) if game is not None and side in game.side_labels else side


def _mixture(mix: dict[str, float]) -> str:
    return ", ".join(f"`{s}` {round(100 * w)} %" for s, w in sorted(mix.items(), key=lambda kv: -kv[1]))


def _run_text(run: dict[str, Any]) -> str:
    where, side = _title(run)
    lines = [f"### {where}: the {side} side searching against the published mixtures\n",
             f"The side plays {_mixture(run['own'])}; the other side {_mixture(run['other'])}. "
             f"{run['games']} games (seed {run['seed']}); the side's win rate in %, gains in points.\n",
             "| budget | equilibrium | searched | gain (95 %) | step (95 %) | CPU per decision |",
             "|---:|---:|---:|---|---|---:|"]
    for b in run["budgets"]:
        step = "" if b["step"] is None else _interval(b["step"])
        relaxed = f", {b['relaxed']} of {b['decisions']} relaxed" if b.get("relaxed") else ""
        lines.append(f"| {b['budget']} | {100 * b['baseline']:.1f} | {100 * b['searched']:.1f} | "
                     f"{_interval(b['gain'])} | {step} | {1000 * b['cpu_per_decision']:.0f} ms{relaxed} |")
    lines.append("")
    growth = ("the largest gain of every budget of the ladder, all played" if run.get("whole_ladder") else
              "the gain was still growing at the largest budget tried" if run["still_growing"] else
              "the next step was not significant")
    published = run["published"]
    lines.append(f"The oracle's answer: **{_interval(run['gain'])}** at budget {run['budget']} ({growth}); "
                 f"the published exploitability of this table is {published['side']} {_interval(published['gain'])} "
                 f"(the parameter search). {run['cpu_seconds']} CPU-seconds in the searches.\n")
    return "\n".join(lines)


def read_record(path: Path) -> dict[str, Any]:
    """A recorded run of the searched oracle (this module's or the sweep's), or an empty record
    where none was made."""
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def oracle_text(data: dict[str, Any] | None = None) -> str:
    """The section (empty when nothing was recorded)."""
    data = read_record(ORACLE_JSON) if data is None else data
    runs = data.get("runs", [])
    if not runs:
        return ""
    eq = data.get("equilibrium", {})
    made = (f"Made at commit `{data.get('commit', 'unknown')}` with {data.get('python', '?')}, against the "
            f"equilibrium shipped at commit `{eq.get('commit', 'unknown')}` (bots' fingerprint "
            f"`{str(eq.get('bots_hash', ''))[:16]}…`; these runs' bots: `{str(data.get('bots_hash', ''))[:16]}…`). "
            f"Rerun: `{data.get('command', '')}` ({data.get('wall_seconds')} s of wall-clock time on "
            f"{data.get('workers') or 'one per core'} worker processes, {data.get('cpu_seconds')} CPU-seconds in the "
            "searches).\n")
    parts = [INTRO.format(target=round(100 * TARGET)), made]
    parts.extend(_run_text(run) for run in runs)
    tables: dict[str, list[dict[str, Any]]] = {}
    for r in runs:
        tables.setdefault(_title(r)[0], []).append(r)
    over = {where: max(mine, key=lambda r: r["gain"][0]) for where, mine in tables.items()
            if max(r["gain"][0] for r in mine) > TARGET}
    shown = "is shown" if data.get("published") else "would be shown"
    parts.append((f"With the searched gains counted (the {round(100 * TARGET)}-point rule), " + ", ".join(
        f"{where} {shown} as uncertain by {100 * r['gain'][0]:.0f} points"
        f"{' or more' if any(m.get('still_growing') for m in tables[where]) else ''} (the {_title(r)[1]} side searching)"
        for where, r in over.items()) + (
            "; the shipped table counts them (`--publish`, part of `make balance`), and the app says so.\n"
            if data.get("published") else "; the shipped table does not count them yet.\n"))
        if over else
        f"No searched gain is above {round(100 * TARGET)} points at these tables.\n")
    return "\n".join(parts + record_tail(data))


def record_tail(record: dict[str, Any]) -> list[str]:
    """The paragraphs that end a recorded run's section: where the game's search gave no
    answer, and the record's note."""
    failed = record.get("oracle", {}).get("failed", {})
    tail = ["No answer (the game's search failed): " + "; ".join(
        f"{where}: {error}" for where, error in failed.items()) + ".\n"] if failed else []
    return tail + ([f"{record['note']}\n"] if record.get("note") else [])
