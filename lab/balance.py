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
from lab.reading import BALANCED, POLICY, interval as _interval
from lab.report import Row, chart_groups, markdown, pct, rows_of
from lab.provenance import bot_parameters, bots_hash, bots_hashes, commit, python_version
from lab import exploit
from lab.runner import Job, local_executor, run_jobs
from lab.stats import Tally

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


def _signed(x: list[float]) -> str:
    return f"{100 * x[0]:+.1f} ({100 * x[1]:+.1f} to {100 * x[2]:+.1f})"


def _mixture(weights: dict[str, float]) -> str:
    return ", ".join(f"`{k}` {100 * w:.0f} %" for k, w in sorted(weights.items(), key=lambda kv: -kv[1]))


def _players(where: str) -> str:
    """``"5"`` → ``"5 players"``; ``"5 (revolverheld)"`` → ``"5 players, revolverheld"``."""
    count, _, variant = where.partition(" (")
    return f"{count} players" + (f", {variant.rstrip(')')}" if variant else "")


def _where(entry: dict[str, Any]) -> str:
    """A searched table in the docs: ``5`` (standard rules) or ``5 (revolverheld)``."""
    variant = entry.get("variant", "standard")
    return str(entry["players"]) if variant == "standard" else f"{entry['players']} ({variant})"


def strategy_tables(strategies: Sequence[dict[str, Any]], rules: str = "standard rules") -> str:
    """The search as Markdown: per game and table, each side's best response to the published
    bots and its gain, the matrix game's equilibrium and the range over every combination.
    ``rules`` names what was searched in the headings ("standard rules", "variants")."""
    if not strategies:
        return "**Not measured in this table.**\n"
    out: list[str] = []
    for game_id in dict.fromkeys(e["game"] for e in strategies):
        game = lab_game(game_id)
        mine = [e for e in strategies if e["game"] == game_id]
        primary = game.side_label(game.sides[0])
        first, second = game.policy_sides
        out.append(f"#### {game.title} ({rules}): best responses to the published bots\n")
        out.append(f"Gain in points of the side's own win rate, on {mine[0]['confirm_games']} fresh games "
                   f"(in brackets: in the search, {mine[0]['games']} games).\n")
        out.append(f"| players | {primary} with `{POLICY}` | {first}: best response, gain | {second}: best response, "
                   f"gain | {primary}: range over all {len(mine[0]['matrix']['rows']) * len(mine[0]['matrix']['columns'])} "
                   "combinations |")
        out.append("|---:|---:|---|---|---:|")
        for e in mine:
            cells = []
            for side in game.policy_sides:
                best = e["best"][side]
                fresh = _signed(best["gain"]) if "gain" in best else "not re-measured"
                cells.append(f"`{best.get('strategy', best['mix'])}`: {fresh} [{_signed(best['search_gain'])}]")
            out.append(f"| {_where(e)} | {_interval(tuple(e['belief'][game.sides[0]]))} | " + " | ".join(cells)
                       + f" | {pct(e['range'][0])}–{pct(e['range'][1])} |")
        out.append("")
        out.append(f"#### {game.title} ({rules}): the equilibrium within the strategy sets\n")
        out.append(f"| players | {primary}: equilibrium rate | gap | {first} mixes | {second} mixes |")
        out.append("|---:|---:|---:|---|---|")
        for e in mine:
            eq = e["equilibrium"]
            out.append(f"| {_where(e)} | {pct(eq['value'])} | {100 * eq['gap']:.1f} | {_mixture(eq['rows'])} | "
                       f"{_mixture(eq['columns'])} |")
        out.append("")
        out.append(f"<details><summary>{game.title}: every one-sided change tried, {primary}'s rate and the paired "
                   f"difference to `{POLICY}`</summary>\n")
        out.append("| players | mix | " + primary + " | this mix − belief, points (95 % interval) |")
        out.append("|---:|---|---:|---:|")
        for e in mine:
            for t in e["tried"]:
                out.append(f"| {_where(e)} | `{t['mix']}` | {_interval(tuple(t['primary']))} | "
                           f"{_signed(t['minus_belief'])} |")
        out.append("\n</details>\n")
    return "\n".join(out)


def exploitability_summary(strategies: Sequence[dict[str, Any]]) -> str:
    """One paragraph: the largest fresh-seed gain per side, and where it stays within 5 points."""
    if not strategies:
        return ""
    parts = []
    for game_id in dict.fromkeys(e["game"] for e in strategies):
        game = lab_game(game_id)
        for side in game.policy_sides:
            gains = [(e["best"][side]["gain"], _where(e)) for e in strategies
                     if e["game"] == game_id and "gain" in e["best"][side]]
            if gains:
                top, n = max(gains, key=lambda g: g[0][0])
                parts.append(f"{game.title}, {side}: up to {100 * top[0]:+.1f} points ({_players(n)}, interval "
                             f"{100 * top[1]:+.1f} to {100 * top[2]:+.1f})")
    over = []
    for game_id in dict.fromkeys(e["game"] for e in strategies):
        game = lab_game(game_id)
        for side in game.policy_sides:
            counts = [_where(e) for e in strategies if e["game"] == game_id
                      and "gain" in e["best"][side] and e["best"][side]["gain"][1] > 0.05]
            if counts:
                over.append(f"{game.title}, {side}: {', '.join(counts)} players")
    where = ("More than 5 points (the whole interval above 5) — " + "; ".join(over) + ". There the published bots "
             "have no answer to that strategy: the search is one step, and the bots are not retuned against it. "
             if over else "Every gain is within 5 points or its interval reaches below 5. ")
    return ("Largest gain of a side's best strategy tried, re-measured on fresh seeds: " + "; ".join(parts) + ". "
            "The issue's goal is at most 5 points everywhere. " + where
            + "Where a gain is large, the rates above are a property of these bots, not of the game.\n")


BOTS_INTRO = """\
## What the bots model, and what they don't

The numbers are only as good as the simulated players. They try to win, but they are
simple, and people play differently. Read differences between counts and variants more
than the absolute rates.
"""


def bots_text() -> str:
    """"What the bots model": each game's own paragraph (its ``report.BOTS_TEXT``)."""
    games = list(GAMES.values())
    where = ", ".join(f"`{g.lab_module.replace('.', '/')}/params.py`" for g in games if g.lab_module)
    return "\n".join([BOTS_INTRO, *(g.bots_text for g in games if g.bots_text),
                      f"The bots behind the app's figures are the `{POLICY}` family with its default parameters\n"
                      f"({where}). \"Other strategies\" below plays\nthem against other strategies and against each "
                      "other.\n"])


def other_strategies_text() -> str:
    """How the strategy search works, with each game's set sizes and notes."""
    games = [g for g in GAMES.values() if g.strategies]
    sizes = _set_sizes()
    notes = " ".join(g.strategy_note for g in games if g.strategy_note)
    return f"""\
## Other strategies: how exploitable the published bots are, and an equilibrium

For every player count (standard rules), each side has a set of strategies: the published
`{POLICY}` bots and the changes its game lists (`STRATEGIES` in each game's `lab/<game>/spec.py`):
one-sided changes of their parameters, the `naive` family and, where a game has one, a family
that reasons. Every combination of one strategy per side ({sizes}) is
played on the same games (common random numbers), which gives a matrix of win rates.

- **Best response to the published bots:** each side's best strategy against `{POLICY}`,
  re-measured on fresh seeds (the best of several noisy estimates overstates itself). Its
  gain is that side's exploitability of the published bots *as far as the set reaches*: a
  lower bound, since a real best response could gain more.
- **Equilibrium within the sets:** the matrix game solved by fictitious play; neither side
  gains more than the *gap* by switching within its set. It is an equilibrium of these
  small hand-picked sets (no new strategies are generated, no ISMCTS), from matrix cells
  with sampling noise, so read it as a rough figure, not as the game's value.
- **Range:** the lowest and highest rate over every combination tried.

The variants (each game's options and their combinations) are
searched apart, at the smallest and largest count each allows ("Other strategies: the
variants" below). {notes}
"""


def _set_sizes() -> str:
    """The strategy matrices' sizes per game: "8 × 8 for Tempelgold; 7 × 7 for …"."""
    return "; ".join(f"{' × '.join(str(len(exploit.strategies(g.id, side))) for side in g.policy_sides)} for "
                     f"{g.title}" for g in GAMES.values() if g.strategies)


def variants_text(data: dict[str, Any] | None) -> str:
    """The variants' search (``docs/balance-variants.json``, :func:`lab.exploit.main`) as a
    docs section: the same columns as the standard rules, and which tables are not measured."""
    head = "## Other strategies: the variants\n"
    if not data or not data.get("strategies"):
        return head + "\n**Not measured:** there is no `docs/balance-variants.json` (run `python -m lab.exploit`).\n"
    entries = data["strategies"]
    e = entries[0]
    searched: dict[tuple[str, str], list[int]] = {}
    for entry in entries:
        searched.setdefault((entry["game"], entry["variant"]), []).append(entry["players"])
    allowed: dict[tuple[str, str], list[int]] = {}
    for game in GAMES.values():
        for n in game.players:
            for variant in game.variants(n):
                if variant:
                    allowed.setdefault((game.id, variant_label(variant)), []).append(n)
    missing = []
    for (game_id, label), counts in allowed.items():
        left = [n for n in counts if n not in searched.get((game_id, label), [])]
        if left:
            missing.append(f"{lab_game(game_id).title} `{label}` at {', '.join(map(str, left))}")
    stale = "" if data.get("bots_hash") == bots_hash() else (
        "**These figures were made with other bots than the ones in this commit** (the fingerprints differ): "
        "run `python -m lab.exploit` again.\n\n")
    return "\n".join([
        head,
        stale + f"The same search as above (the same strategy sets, {_set_sizes()} on common random numbers, each side's best "
        "response re-measured on fresh seeds, fictitious play), for every variant and combination of variants the "
        "engine allows, " + ("at every count that allows it. " if data.get("every_count")
                             else "at the smallest and the largest count that allows it. ") +
        f"Search: {e['games']} games per combination and table (seed {e['seed']}); each side's best response "
        f"re-measured on {e['confirm_games']} fresh games (seed {e['seed'] + 1}); made at commit "
        f"`{data['commit']}` in {data['seconds']} s of wall-clock time. The cells are small (a few hundred games): "
        "read the equilibrium and the ranges as rough figures; the fresh-seed gains carry their intervals.\n",
        ("**Not measured** (the counts between the ends): " + "; ".join(missing) + ". "
         "`python -m lab.exploit --every-count` measures them too (about three times the work).\n"
         if missing else "Every count of every variant is measured.\n"),
        exploitability_summary(entries),
        strategy_tables(entries, "variants"),
    ])



CLUSTER_INTRO = """\
## Running on a cluster

The lab's work is independent tasks of up to 2000 games (`--chunk`), so it runs on the
local process pool or, unchanged, on a [Dask](https://distributed.dask.org) cluster:
`kartentisch-lab`, `python -m lab.balance` and `python -m lab.exploit` all take
`--scheduler tcp://HOST:PORT`.

"""

CLUSTER_REST = """\
**A real cluster.** Every machine needs Python 3.11 and this project *at the same commit*
as the client, with the `[lab]` extra: `pip install '.[lab]'` in a checkout (or the wheel:
`pip install 'kartentisch-….whl[lab]'`). The workers import only `engine` and `lab`
(pure Python; pydantic is the one compiled dependency they use), but the package's
dependencies include PySide6, so a plain install pulls it in; `pip install --no-deps .`
followed by `pip install pydantic 'dask[distributed]>=2024.1'` avoids that. Then:

```sh
# on the scheduler's machine (port 8786 for the workers and clients; no dashboard needed)
dask scheduler --host 0.0.0.0 --port 8786 --no-dashboard
# on every worker machine: one single-threaded process per core (the bots are pure
# Python, so threads would share one core through the GIL)
dask worker tcp://SCHEDULER:8786 --nworkers $(nproc) --nthreads 1 --no-dashboard
# on your machine (a client): the same commands as on the process pool
kartentisch-lab {game} --players {low}-{high} --games 1000000 --scheduler tcp://SCHEDULER:8786 --out out/{game}
python -m lab.exploit --every-count --scheduler tcp://SCHEDULER:8786
python -m lab.balance --games 100000 --scheduler tcp://SCHEDULER:8786
```

Dask's scheduler port takes any client that can reach it and runs what it is sent: keep
it on a private network or behind an SSH tunnel (`ssh -L 8786:localhost:8786 SCHEDULER`),
or set up Dask's TLS security. Dask does not check that the workers run the same code as
the client; a worker at another commit would play other bots. Check before a long run, for
example `distributed.Client("tcp://SCHEDULER:8786").run(lambda: __import__("lab.provenance",
fromlist=["x"]).bots_hash())` returns each worker's bots' fingerprint; every one must equal
the client's.

**The same numbers as the process pool, to the byte.** Game *i* of a job is played with a
seed made from the job's seed and *i* alone (not from the worker, the chunk or the order
tasks finish in), and the tallies are integer counts merged by addition, so the totals,
and the files written from them, are the same on any executor, any number of workers and
any chunk size. `tests/lab/test_runner.py` checks it on a loopback `LocalCluster` for
jobs, pairs and the strategy search's panels. Only the wall time in the title line of
`results.md` (and the `seconds` of the JSON files) differs.

"""


def cluster_text() -> str:
    """"Running on a cluster": how, with each game's measured run (``report.CLUSTER_RECORD``)."""
    games = list(GAMES.values())
    example = games[0]
    return "\n".join([CLUSTER_INTRO.rstrip("\n") + "\n", *(g.cluster_record for g in games if g.cluster_record),
                      CLUSTER_REST.format(game=example.id, low=min(example.players), high=max(example.players))])


RUNNING = """\
## Running the lab yourself

```sh
{examples}
make balance            # the variants' search at every count, then this page, its charts and lab/data/balance.json (BALANCE_GAMES=5000)
python -m lab.exploit --every-count --workers 2  # the variants' search alone: docs/balance-variants.json
python -m lab.balance --games 5000 --workers 2                 # the size of the shipped table
python -m lab.balance --games 100000 --scheduler tcp://HOST:8786  # the same on a Dask cluster
make bench              # bench/bench_lab.py: 10^5 bot games next to the engine's random playout
```

`python -m lab.balance` plays about 255 × `--games` games in all (the main table 52 ×,
the strategy search 8 counts × 64 combinations × a sixth for each game, the fresh re-measurement
32 × 2 × a half); the provenance line at the top gives the wall-clock time of the shipped
table. The time grows in proportion to the games, but not every game costs the same: a
game of the reasoning bots costs up to 35 times one of the published bots (`make bench`
times each game's mixes). Every task is independent, so more workers should shorten it in
proportion (not measured beyond the 2 cores here). `make balance` first runs
`python -m lab.exploit --every-count` (the variants' search at every count they allow, a
fixed size: its time is in its section above); on this 2-core machine, idle, the two took
13 minutes together (522 s and 268 s, measured 2026-12-02).

Each run of `kartentisch-lab` writes `results.md`, `results.csv` (one line per measure with its interval),
`results.json` and a chart per game. Game *i* of a job is always played with the same seed
(SplitMix64 of the job's seed and *i*), so results do not depend on the number of workers,
the chunk size or the executor. A job's seed is a BLAKE2b hash of the base seed and the
game, player count and variant — not the policy mix, so every mix at one table plays the
same deals with the same bot random streams (common random numbers), and differences
between mixes are measured game by game. Per-role rates count seats (the CSV's `count` and
`of`); their intervals resample whole games (a game-level bootstrap; the CSV's `games`),
because seats of one side share a result. The policy parameters are the fields of
`TgParams` and `DrParams` (`lab/*/params.py`), documented there; an integer parameter
refuses a fraction.
"""


def running_text() -> str:
    """"Running the lab yourself", with each game's example commands (``report.RUNNING_EXAMPLES``)."""
    examples = [line for g in GAMES.values() for line in g.running_examples]
    return RUNNING.format(examples="\n".join(examples))


def provenance_text(meta: dict[str, Any]) -> str:
    """The run's provenance in one paragraph (what the JSON records)."""
    if "bots_hash" not in meta:
        return "This table predates the provenance record (issue 22): no commit or bot fingerprint.\n"
    return (f"Made at commit `{meta['commit']}` with {meta['python']} in {meta['seconds']} s of wall-clock time "
            f"(seed {meta['seed']}); bots' fingerprint `{meta['bots_hash'][:16]}…` "
            "(`lab.provenance.bots_hash`: their code and every default parameter, which the JSON lists)"
            + (", per game " + ", ".join(f"{game} `{value[:16]}…`" for game, value in meta["bots_hashes"].items())
               + " (`lab.provenance.bots_hashes`: that game's bots and the shared policy and seeds)"
               if isinstance(meta.get("bots_hashes"), dict) else "")
            + ". The app shows a game's numbers only while its own bots of that game have the same fingerprint.\n")


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
