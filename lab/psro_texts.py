"""The words of docs/balance.md about the published equilibrium (:mod:`lab.psro`): what the
app shows, table by table, how exploitable it still is and why, every iteration of the
search, and how long ``make balance`` takes here and how to run it on a Dask cluster.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lab.games import GAMES, lab_game
from lab.reading import interval

TARGET_POINTS = 5


def _pts(x: Sequence[float]) -> str:
    return f"{100 * x[0]:+.1f} ({100 * x[1]:+.1f} to {100 * x[2]:+.1f})"


def _mixture(weights: dict[str, float]) -> str:
    return ", ".join(f"`{k}` {100 * w:.0f} %" for k, w in sorted(weights.items(), key=lambda kv: -kv[1]))


def _where(e: dict[str, Any]) -> str:
    return str(e["players"]) if e["variant"] == "standard" else f"{e['players']} ({e['variant']})"


INTRO = """\
## The published rates: an equilibrium

The app says: *"In simulated games where both sides play as well as we could make them, …"*.
Those figures are the **equilibrium** of a game between strategies, not one default bot.
At every count and variant, a policy-space search (`lab/psro.py`; double oracle, the
simplest case of Lanctot et al.'s PSRO, 2017) starts from the strategy sets of "Other
strategies" below, solves the matrix game between them (fictitious play on common random
numbers), then asks a best-response oracle for each side's best answer to the other side's
equilibrium mixture, re-measures that answer on fresh games, adds it to its side's set when
its gain clears both the meta-game's gap and its noise (the lower end of its 95 % interval
above the gap), and solves again. It stops when no side gains more than 5 points, when no
answer clears its noise, or when its iteration budget is spent. The oracle today is a random
coordinate search over the existing families' parameters (`lab/oracles.py`, the spaces in
`lab/<game>/strategy_space.py`); the searched best response (ISMCTS) is a second oracle
that `make balance` does not put in the loop: it asks it afterwards, against the published
mixtures at the smallest table of each game, and counts its answers in the exploitability ("The
searched oracle in the policy-space loop" below).

**What the figures mean.** The rate is the equilibrium mixtures' rate, re-measured on fresh
games (stratified by the mixtures' weights) with its 95 % interval. The **exploitability** is
the largest gain of a best response *against these published mixtures* (fresh games, 95 %
interval): how far one side could still move the rate by playing differently, as far as the
search reaches (a lower bound). Where it exceeds 5 points the app calls the rate uncertain by
that much; where a searched side still gained more at the largest budget it played, the figure
is marked as a lower bound ("or more") and the rate is never called certain. Why a rate stays
uncertain: the search's budget (a few parameter changes per side and iteration, a few
iterations; the searched oracle's largest budget), the families it searches (a strategy no
family can express is never found), and noise (a gain is only added once its interval clears
the gap).
"""


def equilibrium_text(data: dict[str, Any]) -> str:
    """The section on the published equilibria (empty text when the table has none)."""
    entries = data.get("equilibria") or []
    if not entries:
        return "## The published rates: an equilibrium\n\n**Not measured in this table** (run `make balance`).\n"
    meta = data.get("psro", {})
    b = meta.get("budget", {})
    out = [INTRO]
    played = f"{meta.get('games_played', 0):,}".replace(",", " ")
    out.append(f"This run: {b.get('games')} games per cell of the meta-game and per searched strategy (seed "
               f"{meta.get('seed')}), {b.get('candidates')} searched strategies per side and iteration, best responses "
               f"re-measured on {b.get('confirm')} fresh games (seeds {meta.get('seed', 0) + 1} and up), the published "
               f"rates on {b.get('publish')} fresh games per table (seed {meta.get('seed', 0) + 100}); up to "
               f"{b.get('iterations')} iterations at the standard rules' tables and {b.get('variant_iterations')} at "
               f"the variants'; {played} games in the search, {meta.get('seconds')} s of wall-clock time.\n")
    uncertain = [e for e in entries if not e["certain"]]
    out.append(f"{len(entries) - len(uncertain)} of {len(entries)} tables have an exploitability of at most "
               f"{TARGET_POINTS} points; " + (
                   "the others are shown as uncertain in the app: " + ", ".join(
                       f"{lab_game(e['game']).title} {_where(e)} ({100 * e['exploitability']['gain'][0]:.0f} points"
                       f"{' or more' if e['exploitability'].get('growing') else ''})"
                       for e in uncertain) + "." if uncertain else "none is shown as uncertain.") + "\n")
    for game in GAMES.values():
        mine = [e for e in entries if e["game"] == game.id]
        if not mine:
            continue
        primary = game.side_label(game.sides[0])
        first, second = game.policy_sides
        out.append(f"### {game.title}: the published equilibrium\n")
        out.append(f"| players | {primary}: rate (95 % interval) | {first} plays | {second} plays | "
                   "exploitability, points (95 % interval) | stopped |")
        out.append("|---:|---:|---|---|---:|---|")
        for e in mine:
            ex = e["exploitability"]
            out.append(f"| {_where(e)} | {interval(tuple(e['sides'][game.sides[0]]))} | "
                       f"{_mixture(e['mixtures'][first])} | {_mixture(e['mixtures'][second])} | "
                       f"{ex['side']} {_pts(ex['gain'])}{', or more (a search still grew)' if ex.get('growing') else ''} | "
                       f"{e['stopped']} |")
        out.append("")
        out.append(f"<details><summary>{game.title}: every iteration of the search</summary>\n")
        out.append("| players | iteration | meta-game value | gap | side | best response (oracle) | search gain | "
                   "fresh gain | added |")
        out.append("|---:|---:|---:|---:|---|---|---:|---:|---|")
        for e in mine:
            for it in e["iterations"]:
                for side, r in it["responses"].items():
                    out.append(f"| {_where(e)} | {it['iteration']} | {100 * it['value']:.1f} % | "
                               f"{100 * it['gap']:.1f} | {side} | `{r['strategy']}` ({r['oracle']}, {r['tried']} "
                               f"tried) | {_pts(r['search_gain'])} | {_pts(r['gain'])} (seed {r['seed']}) | "
                               f"{'yes' if it['added'].get(side) else 'no'} |")
                    for name, sr in r.get("searched", {}).items():  # an oracle without a playable strategy
                        at = f", budget {sr['detail']['budget']}" if "budget" in sr.get("detail", {}) else ""
                        out.append(f"| {_where(e)} | {it['iteration']} | {100 * it['value']:.1f} % | "
                                   f"{100 * it['gap']:.1f} | {side} | searched ({name}{at}, {sr['games']} games) | "
                                   f"| {_pts(sr['gain'])} (seed {sr['seed']}) | no |")
        out.append("\n</details>\n")
    return "\n".join(out)


OPTIONS = {"games": "search-games", "confirm": "confirm-games", "publish": "publish-games", "candidates": "candidates",
           "iterations": "iterations", "variant_iterations": "variant-iterations"}
"""``python -m lab.balance``'s option for each field of :class:`lab.psro.Budget`."""

MEASURED = """\
**Measured** (2026-12-07, on the 2-core machine the lab runs on, beside light other work:
the run got about 1.7 of its 2 cores): `make balance` at its default budget took 18 min 46 s
of wall-clock time and 1 910 CPU-seconds (`/usr/bin/time -v make balance`: 1 898 s user,
12 s system, 252 MB at most), the search 2 001 300 games: within the 45 minutes it is
designed for. An earlier run on the same day at a third of the budget (`--games 2000
--search-games 100 --confirm-games 200 --publish-games 800`), on a machine busy with other
work (46 % of one core), took 1580 s and 736 CPU-seconds. The run after the "botcpu" round
(later that day, the same default budget and the same figures, a faster 2-core machine shared
with other work: the run got 1.2 of its 2 cores) took 11 min 19 s of wall-clock time (`/usr/bin/time
-v make balance`: 810 s user, 1 s system, 254 MB at most). With the searched oracle at
the smallest table of each game added (issue 33, the same day, the same machine, nothing else
running), `make balance` took 10 min 48 s of wall-clock time and 1 274 CPU-seconds (`/usr/bin/time -v
make balance`: 1 273 s user, 2 s system, 276 MB at most): 415 s the first command, 229 s the
searched oracle (every budget of the ladder at both tables: 452 CPU-seconds in the searches);
run again from a clean tree, 10 min 32 s and 1 244 CPU-seconds, the same figures. After the
Boss's exact sampler (the evening of the same day, a clean tree at commit 00da6a0, nothing else
running, on a slower machine: a game of the `belief` bots at the largest table took 0.21
CPU-milliseconds there, 0.14 on the faster one) it took 14 min 25 s and 1 699 CPU-seconds (`/usr/bin/time -v make
balance`: 1 696 s user, 3 s system, 276 MB at most): 561 s the first command, 299 s the searched
oracle (588 CPU-seconds in the searches), every figure the same (only times and commits differ).
A game of the reasoning bots costs
2–13 times one of the `belief` bots, depending on the game and the side that reasons
(`python -m bench bench_bots`; each game's section on what its reasoning bots cost gives the
figures), and the search plays mostly them.
"""


def wall_time_text(data: dict[str, Any]) -> str:
    """How long ``make balance`` took, and how to run it on a Dask cluster."""
    from dataclasses import asdict

    from lab.psro import Budget

    meta = data.get("psro", {})
    default = asdict(Budget())
    first = next(iter(GAMES.values()), None)
    example = f"{first.id}:{max(first.players)}" if first is not None else "GAME:COUNT"
    used = meta.get("budget", {})
    budget = ("This table was made with `make balance`'s default budget." if used == default else
              "This table was made with a smaller budget than `make balance`'s default ("
              + ", ".join(f"`--{OPTIONS[k]}` {used.get(k)} instead of {v}" for k, v in default.items()
                          if used.get(k) != v) + ", and `--games` " + str(data.get("games_per_job")) + " instead of "
              "5000); run `make balance` to make it with the default.")
    return f"""\
## How long `make balance` takes, and running it on a Dask cluster

`make balance` is three commands. `python -m lab.balance --games 5000`: the `belief` bots'
table, then the policy-space search at every count and variant, the starting sets'
entries against `belief` read off its games (the variants' into `docs/balance-variants.json`),
and this page. Then `python -m lab.search.shipped --whole-ladder --record --publish`: the
searched oracle (ISMCTS) against the published mixtures at the smallest table of each game,
its answers counted in the shipped table (see "The searched oracle in the policy-space loop"
below), and `python -m lab.balance --from-json`, which renders this page again with them. The
first command's run took **{data.get('seconds')} s** of wall-clock time in all
({meta.get('seconds')} s of it the search) on the machine named in the provenance above. {budget}
The default budget (`--search-games`, `--confirm-games`, `--publish-games`, `--candidates`,
`--iterations`, `--variant-iterations`) is chosen to finish within 45 minutes on two cores.

{MEASURED}
Every evaluation of the search is an executor task (`lab.runner.run_outcomes`: one byte per
game, the winner), so the same command runs on a Dask cluster and gives byte-identical
figures for a seed (a test compares this process with a process pool):

```sh
python -m lab.balance --games 5000 --scheduler tcp://SCHEDULER:8786
# a bigger search on a cluster: more games per evaluation, more candidates and iterations
python -m lab.balance --games 20000 --search-games 1000 --confirm-games 2000 --publish-games 10000 \\
    --candidates 16 --iterations 4 --variant-iterations 2 --scheduler tcp://SCHEDULER:8786
```

The workers need this project at the same commit (see "Running on a cluster" below).
`python -m lab.psro {example} --workers 2` runs the search
alone at the tables named (the same budget options; its entries as JSON on stdout).
"""
