"""The words of docs/balance.md that are not tables of numbers: the strategy search, the
bots, the variants, running the lab on a cluster, and the run's provenance.

Written by ``make balance`` through :func:`lab.balance.write_docs`; kept apart from the run
itself (:mod:`lab.balance`) so that each reads as one thing.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lab import exploit
from lab.games import GAMES, lab_game, variant_label
from lab.provenance import bots_hash
from lab.reading import POLICY, interval as _interval
from lab.report import pct

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
        "run `make balance` again.\n\n")
    return "\n".join([
        head,
        stale + f"The same search as above (the same strategy sets, {_set_sizes()} on common random numbers, each side's best "
        "response re-measured on fresh seeds, fictitious play), for every variant and combination of variants the "
        "engine allows, " + ("at every count that allows it. " if data.get("every_count")
                             else "at the smallest and the largest count that allows it. ") +
        "`make balance` reads it off the policy-space search's starting matrices (\"The published rates\" "
        "above); `python -m lab.exploit --every-count` plays the same search on its own. "
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
make balance            # the belief table, the policy-space search at every count and variant, this page, its charts and lab/data/balance.json (BALANCE_GAMES=5000)
python -m lab.exploit --every-count --workers 2  # the starting sets' search against belief alone: docs/balance-variants.json
python -m lab.balance --games 5000 --workers 2                 # the size of the shipped table
python -m lab.balance --games 100000 --scheduler tcp://HOST:8786  # the same on a Dask cluster
make bench              # bench/bench_lab.py: 10^5 bot games next to the engine's random playout
python -m lab.search --game GAME --players N --side SIDE --against reasoning --budgets 16,64,256 --games 100 --record
                        # a searched best response (ISMCTS) into docs/balance-search.json; not part of make balance
```

`python -m lab.balance` plays `--games` games per count and variant with the `belief` bots
(52 tables), then the policy-space search, whose size is its budget's (`--search-games`,
`--confirm-games`, `--publish-games`, `--candidates`, `--iterations`,
`--variant-iterations`; "How long `make balance` takes" below gives this run's wall time
and games). Not every game costs the same: a game of the reasoning bots costs several
times one of the `belief` bots (`make bench` times each game's mixes). Every task is
independent, so more workers should shorten it in proportion (not measured beyond the 2
cores here).

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
