"""``make balance``: the shipped balance table and docs/balance.md, regenerated.

Plays every player count and variant of both games with the ``belief`` bots (plus a few
other policy mixes, to show how much the answer depends on the bots), then writes

- ``lab/data/balance.json`` — package data the app reads for the start screen's
  "Wächter gewinnen in etwa 38 % der simulierten Partien";
- ``docs/balance.md`` with every table and a plain-words reading of them, and the charts
  ``docs/balance-<game>.png``.

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
from lab.report import SIDE_LABELS, Row, chart_groups, markdown, pct, rows_of
from lab.runner import Job, local_executor, run_jobs
from lab.stats import Tally

ROOT = Path(__file__).resolve().parent.parent
JSON_PATH = Path(__file__).resolve().parent / "data" / "balance.json"
DOCS = ROOT / "docs"
POLICY = "belief"
SENSITIVITY: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    "tempelgold": ((5, 7, 10), ("naive", "random", "abenteurer=belief;waechter=naive",
                                "belief:watch=0", "belief:lie_rate=0.4")),
    "diamantenraub": ((6, 9, 12), ("naive", "random", "boss=naive;players=belief", "belief:caution=0",
                                   "belief:risk=0.25")),
}
"""Other mixes at a few counts (standard rules): how much the answer depends on the bots."""
BALANCED = (0.40, 0.60)
"""A side's win rate inside this band reads as balanced in the text (two-sided games)."""


def jobs(games: int) -> list[Job]:
    out: list[Job] = []
    for game in GAMES.values():
        for n in game.players:
            out.extend(Job(game.id, n, variant, POLICY, games) for variant in game.variants(n))
        counts, mixes = SENSITIVITY[game.id]
        out.extend(Job(game.id, n, (), mix, games // 2) for n in counts for mix in mixes)
    return out


def options_of(job_or_row_variant: str, game_id: str, players: int) -> dict[str, Any]:
    """The engine Config fields of a variant label (for the app to match its chosen options)."""
    for variant in lab_game(game_id).variants(players):
        if variant_label(variant) == job_or_row_variant:
            return dict(variant)
    raise ValueError(job_or_row_variant)


def to_json(rows: Sequence[Row], games: int, seed: int, seconds: float) -> dict[str, Any]:
    return {
        "version": 1,
        "policy": POLICY,
        "games_per_job": games,
        "seed": seed,
        "seconds": round(seconds, 1),
        "rows": [
            {
                "game": r.game, "players": r.players, "variant": r.variant,
                "options": options_of(r.variant, r.game, r.players), "policy": r.policy,
                "sides": {s: [round(x, 5) for x in r.tally.side_rate(s)] for s in lab_game(r.game).sides},
                "tally": r.tally.to_json(),
            }
            for r in rows
        ],
    }


def rows_from_json(data: dict[str, Any]) -> list[Row]:
    return [Row(d["game"], d["players"], d["variant"], d["policy"], Tally.from_json(d["tally"])) for d in data["rows"]]


# -- the plain-words reading ----------------------------------------------------------------
def _change(points: float) -> str:
    """A change in percentage points, signed; "±0" when it rounds to nothing."""
    rounded = round(points)
    return "±0" if rounded == 0 else f"{rounded:+d}"


def _spread(rows: Sequence[Row], game: str, side: str, name: str) -> str:
    """How far ``side``'s rate moves across the other (non-random) bot mixes, per count."""
    parts = []
    for n in SENSITIVITY[game][0]:
        rates = [r.tally.side_rate(side)[0] for r in rows if r.game == game and r.players == n
                 and r.variant == "standard" and r.policy != "random"]
        if len(rates) > 1:
            parts.append(f"{pct(min(rates))}–{pct(max(rates))} at {n}")
    if not parts:
        return ""
    return (f"Across the other bot mixes below (all but `random`), {name} win " + ", ".join(parts)
            + ". How the bots play matters at least as much as the rules: compare counts and variants under "
            "one mix rather than reading the rates as facts about people.")


def _points(rate: float) -> str:
    return f"{abs(100 * rate - 50):.0f} points"


def tempelgold_reading(rows: Sequence[Row]) -> list[str]:
    main = [r for r in rows if r.game == "tempelgold" and r.policy == POLICY]
    lines = []
    lopsided = []
    for r in main:
        a = r.tally.side_rate("abenteurer")[0]
        if not BALANCED[0] <= a <= BALANCED[1]:
            side = "Wächter" if a < 0.5 else "Abenteurer"
            lopsided.append(f"{r.players} players ({r.variant}): the {side} win {pct(max(a, 1 - a))}, "
                            f"{_points(a)} off an even game")
    fair = [f"{r.players} ({r.variant})" for r in main if BALANCED[0] <= r.tally.side_rate("abenteurer")[0] <= BALANCED[1]]
    lines.append("**Balanced (either side wins 40–60 %):** " + (", ".join(fair) if fair else "none of the counts") + ".")
    if lopsided:
        lines.append("**Unbalanced:**\n" + "\n".join(f"- {x}" for x in lopsided))
    std = {r.players: r.tally.side_rate("abenteurer")[0] for r in main if r.variant == "standard"}
    one = {r.players: r.tally.side_rate("abenteurer")[0] for r in main if r.variant == "one_trap"}
    if one:
        diffs = [f"{n}: {_change(100 * (one[n] - std[n]))}" for n in sorted(one)]
        lines.append("**Nur eine Falle** changes the Abenteurer's rate by " + ", ".join(diffs)
                     + " points (players: change).")
    best = max(std, key=lambda n: -abs(std[n] - 0.5))
    lines.append(f"Closest to even with the standard rules: {best} players (Abenteurer {pct(std[best])}).")
    lines.append(_spread(rows, "tempelgold", "abenteurer", "the Abenteurer"))
    return [line for line in lines if line]


def diamantenraub_reading(rows: Sequence[Row]) -> list[str]:
    main = [r for r in rows if r.game == "diamantenraub" and r.policy == POLICY]
    lines = []
    std = {r.players: r for r in main if r.variant == "standard"}
    boss = {n: r.tally.side_rate("boss")[0] for n, r in std.items()}
    lopsided = [f"{n} players: the Boss's side wins {pct(b)}" for n, b in sorted(boss.items())
                if not BALANCED[0] <= b <= BALANCED[1]]
    fair = [str(n) for n, b in sorted(boss.items()) if BALANCED[0] <= b <= BALANCED[1]]
    lines.append("With the standard rules the Boss and his Getreuen are one side and everybody else "
                 "plays against them (thieves and Straßenkinder together, the Ermittler alone). "
                 "**Balanced (the Boss's side wins 40–60 %):** " + (", ".join(fair) + " players" if fair else "none") + ".")
    if lopsided:
        lines.append("**Unbalanced:**\n" + "\n".join(f"- {x}" for x in lopsided))
    for label, name in (("revolverheld", "Revolverheld"), ("excuses_delta=+1", "Leichter (one excuse more)"),
                        ("excuses_delta=-1", "Schwerer (one excuse fewer)")):
        diffs = []
        for r in main:
            if r.variant == label and r.players in boss:
                diffs.append(f"{r.players}: {_change(100 * (r.tally.side_rate('boss')[0] - boss[r.players]))}")
        if diffs:
            lines.append(f"**{name}** changes the Boss's side by " + ", ".join(diffs) + " points (players: change).")
    erm = {n: r.tally.side_rate("ermittler")[0] for n, r in std.items()}
    lines.append("The Ermittler end the game in " + ", ".join(f"{pct(e)} at {n}" for n, e in sorted(erm.items())) + ".")
    lines.append(_spread(rows, "diamantenraub", "boss", "the Boss and his Getreuen"))
    return [line for line in lines if line]


WHAT_THE_BOTS_MODEL = """\
## What the bots model, and what they don't

The numbers are only as good as the simulated players. They try to win, but they are
simple, and people play differently. Read differences between counts and variants more
than the absolute rates.

**Tempelgold.** After every look each bot claims a role and its gold and traps. Abenteurer
tell the truth (95 % of claims; otherwise one gold off). Wächter claim to be Abenteurer and,
in most rounds, claim one gold more than they have and deny their traps. The key holder
weighs every claim by how often that player's claims proved true when their chambers were
opened (a proven lie counts three times), and counts it against a player when they open a
chamber whose claim looked worse than another's; it knows its own chambers and how much gold
and how many traps are still hidden. Abenteurer open where gold is likely and traps are
not; Wächter open where it is not, but in a quarter of their turns open like an Abenteurer
to stay inconspicuous. *Not modelled:* adding up everybody's claims against the gold in
play, arguing and accusing aloud, reasoning about who will hold the key next, coordinated
Wächter (they do not know each other, as in the rules), players who learn over games.

**Diamantenraub.** The Boss hides two diamonds. A player takes a role card or diamonds
(six in ten take a role card when both are there; the Ermittler card is taken reluctantly);
a thief takes half of the diamonds he sees. When the treasure is back every player tells a
story: how many diamonds he got and which card he took. Getreue and the Revolverheld tell
the truth; a thief names a card he saw and lies about either what he got or what he
passed on; the Ermittler and some Straßenkinder tell a story that looks like hidden
diamonds, to be accused; a Fahrer repeats the count the player to his right claims to have
passed on. The Boss lines the stories up between what he sent and what came back, blames
each gap on the two players beside it (all of it on one if the other was cleared), puts a
shown thief's take back into his story, counts role-card claims beyond the cards missing
from the treasure, and keeps away from bait stories while an Ermittler card is missing. The
Revolverheld shoots when the accused is the Ermittler with a chance of 40 % or more by what
he saw, and almost always when the Boss has no excuse left. *Not modelled:* questions and
answers, stories about which role cards were seen, reading people, the choice of the next
Boss, players who adapt to a Boss they know.

The bots behind the app's figures are the `belief` family with its default parameters
(`lab/tempelgold/params.py`, `lab/diamantenraub/params.py`). "How much it depends on the
bots" below repeats a few counts with other mixes.
"""


RUNNING = """\
## Running the lab yourself

```sh
kartentisch-lab tempelgold --players 3-10 --games 100000 --out out/tg       # every variant each count allows
kartentisch-lab diamantenraub --players 8 --variant revolverheld --policy belief --policy naive
kartentisch-lab tempelgold --policy "abenteurer=belief:watch=0;waechter=belief:bluff=2"
kartentisch-lab diamantenraub --games 1000000 --scheduler tcp://HOST:8786    # on a Dask cluster ([lab] extra)
make balance            # this page, its charts and lab/data/balance.json (BALANCE_GAMES=10000)
make bench              # bench/bench_lab.py: 10^5 bot games next to the engine's random playout
```

Each run writes `results.md`, `results.csv` (one line per measure with its interval),
`results.json` and a chart per game. Game *i* of a job is always played with the same seed
(SplitMix64 of the job's seed and *i*), so results do not depend on the number of workers,
the chunk size or the executor. Per-role rates count seats; their intervals count games
with that role, because seats of one side share a result. The policy parameters are the
fields of `TgParams` and `DrParams` (`lab/*/params.py`), documented there.
"""


def write_docs(rows: Sequence[Row], meta: dict[str, Any]) -> list[Path]:
    from lab.chart import draw, save_png

    DOCS.mkdir(exist_ok=True)
    paths = []
    parts = [
        "# Balance: how often each side wins, simulated\n",
        "Both rule texts end with \"Das Spiel ist noch nicht getestet\". This page is the lab's answer: "
        f"{meta['games_per_job']} simulated games for every player count and variant of both games, "
        f"played by the `{POLICY}` bots (seed {meta['seed']}, {meta['seconds']} s). "
        "Rates come with 95 % Wilson intervals. Regenerate with `make balance` "
        "(`python -m lab.balance --games N` for another size); the app's start screen reads the same "
        "numbers from `lab/data/balance.json`.\n",
    ]
    for game_id, reading in (("tempelgold", tempelgold_reading), ("diamantenraub", diamantenraub_reading)):
        game = lab_game(game_id)
        main = [r for r in rows if r.game == game_id and r.policy == POLICY]
        chart = DOCS / f"balance-{game_id}.png"
        save_png(draw(f"{game.title}: wins by side ({POLICY} bots), 95 % intervals", chart_groups(main),
                      SIDE_LABELS), str(chart))
        paths.append(chart)
        parts.append(f"## {game.title}\n")
        parts.append(f"![{game.title}: wins by side](balance-{game_id}.png)\n")
        parts.append("\n\n".join(reading(rows)) + "\n")
        parts.append(markdown(main))
    parts.append(WHAT_THE_BOTS_MODEL)
    parts.append("## How much it depends on the bots\n")
    parts.append("The standard rules at a few counts with other policy mixes (half as many games each). "
                 "`random` opens or takes at random; `naive` tells the truth and believes everything; "
                 "`SIDE=…;…` mixes give each side its own policy; `belief:k=v` changes one parameter.\n")
    others = [r for r in rows if r.policy != POLICY or (r.variant == "standard" and any(
        r.game == g and r.players in SENSITIVITY[g][0] for g in SENSITIVITY))]
    parts.append(markdown([r for r in others if r.variant == "standard"]).replace("### ", "#### "))
    parts.append(RUNNING)
    md = DOCS / "balance.md"
    md.write_text("\n".join(parts), encoding="utf-8")
    paths.append(md)
    return paths


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.balance", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10000, help="games per player count and variant")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--from-json", action="store_true", help="only rewrite the docs from the shipped JSON")
    args = parser.parse_args(argv)
    if args.from_json:
        data = json.loads(JSON_PATH.read_text(encoding="utf-8"))
        rows = rows_from_json(data)
    else:
        start = time.perf_counter()
        with local_executor(args.workers) as pool:
            results = run_jobs(jobs(args.games), seed=args.seed, executor=pool, progress=Progress())
        rows = rows_of(results)
        data = to_json(rows, args.games, args.seed, time.perf_counter() - start)
        JSON_PATH.parent.mkdir(exist_ok=True)
        JSON_PATH.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(JSON_PATH)
    for path in write_docs(rows, data):
        print(path)
    print(f"{len(rows)} jobs", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
