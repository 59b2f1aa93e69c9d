"""The searched best response's section of docs/balance.md, from the recorded runs.

``python -m lab.search ... --record`` stores a run in :data:`SEARCH_JSON` (one entry per game,
count, side and fixed strategy; a new run replaces the old one), and ``python -m lab.balance``
renders it with the other sections. Like the variants' search, it is documentation, not app
data: the app reads only lab/data/balance.json.
"""
from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

from lab.games import GAMES

SEARCH_JSON = Path(__file__).resolve().parent.parent.parent / "docs" / "balance-search.json"

INTRO = """\
## A searched best response

How far can a player who *searches* beat the fixed bots, rather than one of the strategies we
designed? `lab.search` is an Information Set Monte Carlo Tree Search (Cowling, Powley and
Whitehouse 2012, single observer): every seat of one side decides each of its moves by
simulating the rest of the game many times from what that seat knows, the others playing the
fixed lab bots. Each simulation starts from a *determinization*, a hidden state that fits
everything the seat has seen, drawn from the seat's posterior (per game below). The tree has a
node per information set of the searcher (its own action and what it saw until its next
decision); rollouts finish the game with the fixed bots, and the searcher's own later moves
with its side's fixed strategy. It never reads another seat's hidden state or the seed. Every
seat of the side searches, each assuming its teammates play the fixed strategy.

{games}

Each game is played twice on the same deal and the same bot draws (common random numbers):
once by the fixed bots (the baseline) and once with the side searching, at every budget
(iterations per decision) on the same games. The gain is the side's win rate with the search
minus without, with a paired 95 % interval; the *step* is the gain of a budget over the one
before it, paired on the same games, and the gain "stops growing" after the first budget whose
step to the next has an interval reaching zero. The CPU time is per searched decision (one
core, sampling the determinizations included). **The samples are small** (a search costs
seconds per game on the shared two-core machine these ran on), so the intervals are wide: read
the gains as a lower bound on how exploitable the fixed strategies are, and the budget where
growth stops as where these sample sizes stop telling budgets apart, not as where the search
stops improving.
"""


def _descriptions() -> str:
    """Each searchable game's paragraph (``DESCRIPTION`` of its ``<lab_module>.search``)."""
    out = []
    for game in GAMES.values():
        try:
            module = importlib.import_module(f"{game.lab_module}.search")
        except ModuleNotFoundError:
            continue
        out.append(f"**{game.title}.** {module.DESCRIPTION}")
    return "\n\n".join(out)


def _pts(v: float) -> str:
    return f"{100 * v + 0.0:+.1f}"


def _run_text(run: dict[str, Any]) -> str:
    game = GAMES.get(run["game"])
    title = game.title if game is not None else run["game"]
    side = game.side_label(run["side"]) if game is not None and run["side"] in game.side_labels else run["side"]
    lines = [f"### {title} at {run['players']}: the {side} side searching against `{run['against']}`\n",
             f"{run['games']} games (seed {run['seed']}); the side's win rate in %, gains in points.\n",
             "| budget | fixed | searched | gain (95 %) | step (95 %) | CPU per decision |",
             "|---:|---:|---:|---|---|---:|"]
    for b in run["budgets"]:
        gain = f"{_pts(b['gain'][0])} ({_pts(b['gain'][1])} … {_pts(b['gain'][2])})"
        step = "" if b["step"] is None else f"{_pts(b['step'][0])} ({_pts(b['step'][1])} … {_pts(b['step'][2])})"
        relaxed = f", {b['relaxed']} of {b['decisions']} relaxed" if b.get("relaxed") else ""
        lines.append(f"| {b['budget']} | {100 * b['baseline']:.1f} | {100 * b['searched']:.1f} | {gain} | {step} | "
                     f"{1000 * b['cpu_per_decision']:.0f} ms{relaxed} |")
    lines.append("")
    stop = run["stops_after"]
    growth = (f"The gain stops growing after budget {stop} at this sample size." if stop is not None else
              f"The gain was still growing at the largest budget tried ({run['budgets'][-1]['budget']}).")
    lines.append(f"{growth} Rerun: `{run['command']}`.\n")
    if run.get("note"):
        lines.append(f"{run['note']}\n")
    return "\n".join(lines)


def search_text(data: dict[str, Any] | None = None) -> str:
    """The section (empty when nothing was recorded); read from the files (``data`` None), the
    ISMCTS oracle's sections follow it (:func:`lab.search.oracle_report.oracle_text`, then the
    sweep's, :func:`lab.search.sweep.sweep_text`)."""
    from lab.search.oracle_report import oracle_text
    from lab.search.published import SHIPPED
    from lab.search.sweep import sweep_text

    shipped = json.loads(SHIPPED.read_text(encoding="utf-8")) if data is None and SHIPPED.is_file() else None
    after = "\n".join(part for part in (oracle_text(), sweep_text(data=shipped)) if part) if data is None else ""
    if data is None:
        data = json.loads(SEARCH_JSON.read_text(encoding="utf-8")) if SEARCH_JSON.is_file() else {}
    runs = data.get("runs", [])
    if not runs:
        return after
    made = f"Made at commit `{data.get('commit', 'unknown')}` with {data.get('python', '?')}.\n"
    parts = [INTRO.format(games=_descriptions()), made]
    parts.extend(_run_text(run) for run in runs)
    return "\n".join(parts + ([after] if after else []))


def record(run: dict[str, Any], commit: str, python: str, path: Path = SEARCH_JSON) -> None:
    """Store ``run`` in the JSON, replacing an earlier run of the same game, count, side and mix
    (an optional ``note``, Markdown, is printed under its table)."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {"runs": []}
    key = (run["game"], run["players"], run["side"], run["against"])
    runs = [r for r in data["runs"] if (r["game"], r["players"], r["side"], r["against"]) != key]
    runs.append(run)
    runs.sort(key=lambda r: (r["game"], r["players"], r["side"], r["against"]))
    data.update(commit=commit, python=python, runs=runs)
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
