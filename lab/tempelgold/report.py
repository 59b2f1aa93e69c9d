"""How the lab's reports and docs/balance.md speak of Tempelgold: its sides' names, its
variants' short names, the plain-words reading of its table, what its bots model, and its own
docs sections (the ``reasoning`` bots, its measured run on a cluster).

Read by :mod:`lab.games` (``report``); no bot reads it. Like every module of the game's lab
package it is part of the bots' fingerprint (:func:`lab.provenance.bots_hash`), so a changed
text asks for ``make balance`` again (the fingerprint reads whole packages, not modules picked
by hand).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lab.reading import POLICY, independent_difference, interval, points_interval, spread, verdicts

SIDE_LABELS: dict[str, str] = {"abenteurer": "Abenteurer", "waechter": "Wächter"}
SHORT_VARIANTS: dict[str, str] = {"one_trap": "1 Falle"}
LENGTH_NAME = "openings"


def reading(rows: Sequence[Any], strategies: Sequence[dict[str, Any]] = ()) -> list[str]:
    """The plain words under Tempelgold's table (``rows`` may hold every game's rows)."""
    main = [r for r in rows if r.game == "tempelgold" and r.policy == POLICY]
    lines = verdicts(main, "abenteurer", "Abenteurer", "Wächter")
    std = {r.players: r.tally for r in main if r.variant == "standard"}
    one = {r.players: r.tally for r in main if r.variant == "one_trap"}
    if one:
        diffs = [f"{n}: {points_interval(independent_difference(one[n], std[n], 'abenteurer'))}" for n in sorted(one)]
        lines.append("**Nur eine Falle** changes the Abenteurer's rate by " + "; ".join(diffs)
                     + " points (players: change, 95 % interval).")
    best = min(std, key=lambda n: abs(std[n].side_rate("abenteurer")[0] - 0.5))
    lines.append(f"Closest to even with the standard rules: {best} players "
                 f"(Abenteurer {interval(std[best].side_rate('abenteurer'))}).")
    lines.append(spread(strategies, "tempelgold", "the Abenteurer"))
    return [line for line in lines if line]


READING = reading

BOTS_TEXT = """\
**Tempelgold.** After every look each bot claims a role and its gold and traps. Abenteurer
tell the truth (95 % of claims; otherwise one gold off). Wächter claim to be Abenteurer and,
in most rounds, claim one gold more than they have and deny their traps. The key holder
weighs every claim by how often that player's claims proved true when their chambers were
opened (a proven lie counts three times), and counts it against a player when they open a
chamber whose claim looked worse than another's; it knows its own chambers and how much gold
and how many traps are still hidden. Abenteurer open where gold is likely and traps are
not; Wächter open where it is not, but in a quarter of their turns open like an Abenteurer
to stay inconspicuous. *Not modelled:* adding up everybody's claims against the gold in
play (the `reasoning` Abenteurer below do, with a Bayesian model of who is a Wächter), arguing and accusing aloud, reasoning about who will hold the key next (the `reasoning` Wächter below do, one opening ahead), coordinated
Wächter (they do not know each other, as in the rules), players who learn over games.
"""

STRATEGY_NOTE = ("For Tempelgold both sides' sets also have the `reasoning` family (\"Bots that reason\" "
                 "below).")

REASONING_TEXT = """\
## Bots that reason: the `reasoning` family

### Abenteurer who reason: a Bayesian table model

The `reasoning` family's Abenteurer (`posterior` in `lab/tempelgold/params.py`,
`lab/tempelgold/posterior.py`, `TgBot._posterior_choice` in `lab/tempelgold/bots.py`) keep
a posterior over who is a Wächter and what lies where, from public facts only: for every
other seat two hypotheses, *Abenteurer* and *Wächter*, each with a distribution over the
gold and traps of its unopened chambers. A deal gives the hypergeometric prior; a claim is
weighed by an opponent model taken from the published parameters (an Abenteurer's claim is
true; a Wächter lies in 80 % of rounds, claiming more gold and no trap); every opened
chamber multiplies each hypothesis by the chance of that card; and where a key holder opens
is evidence too (an opening where the claims look best is 0.7 likely for an Abenteurer, 0.3
for a Wächter; measured in play against the `belief` Wächter: 0.62 and 0.22). The role cards fix how many Wächter there
can be, and the deciding Abenteurer knows its own role and chambers: each seat's chance of
being a Wächter is exact given those ratios (all sets of Wächter summed up). Then it
*counts the claims*, as the rules' tip says ("Zählt die Behauptungen"): the gold and traps
of all the others' unopened chambers add up to what is in play minus its own, so each seat's
ratio is weighed again by how well the totals fit if it is a Wächter rather than an
Abenteurer, and the expected gold and traps at each seat are conditioned on the totals
(normal approximations of the sums). Two types of Wächter, those whose lies add one gold
and those who add two, are weighed by how well each explains everything seen. It opens
where gold − 0.75 × trap (doubled at the last trap) + 0.1 × the chance that the seat, who
then holds the key, is an Abenteurer is largest, and it tells the truth in its own claims.
The fast-vs-checked test plays it on the public API (`view(seat)` and the talk), against
the `belief` and the `reasoning` Wächter.

The parameters were tuned on 2000 to 3000 games per count at 3 to 10 players (seeds 11 and
12), see `REASONING` in `lab/tempelgold/params.py`; the figures below are on fresh seeds
(seed 2026), paired on common random numbers: the Abenteurer's win rate with `belief`
Abenteurer and with `reasoning` Abenteurer against the same Wächter.

| players | rules | against `belief` Wächter (20 000 games): `belief` Abenteurer | `reasoning` Abenteurer | difference, points (95 % interval) | against `reasoning` Wächter (10 000 games): `belief` Abenteurer | `reasoning` Abenteurer | difference, points (95 % interval) |
|---:|---|---:|---:|---:|---:|---:|---:|
| 3 | standard | 20.9 % | 25.1 % | +4.2 (+3.4 to +4.9) | 13.3 % | 18.6 % | +5.3 (+4.4 to +6.2) |
| 4 | standard | 31.8 % | 39.9 % | +8.1 (+7.2 to +9.0) | 14.5 % | 29.2 % | +14.6 (+13.6 to +15.7) |
| 5 | standard | 31.5 % | 43.5 % | +12.0 (+11.1 to +12.9) | 6.4 % | 31.6 % | +25.2 (+24.2 to +26.3) |
| 6 | standard | 36.2 % | 51.1 % | +14.9 (+14.0 to +15.9) | 8.0 % | 41.0 % | +33.0 (+31.9 to +34.0) |
| 7 | standard | 38.6 % | 52.1 % | +13.5 (+12.6 to +14.4) | 6.0 % | 45.8 % | +39.8 (+38.7 to +40.9) |
| 8 | standard | 38.6 % | 53.1 % | +14.6 (+13.7 to +15.5) | 5.9 % | 48.1 % | +42.3 (+41.2 to +43.3) |
| 9 | standard | 34.1 % | 48.2 % | +14.2 (+13.3 to +15.1) | 3.0 % | 47.9 % | +44.9 (+43.9 to +45.9) |
| 10 | standard | 39.2 % | 56.4 % | +17.2 (+16.3 to +18.1) | 3.3 % | 49.7 % | +46.4 (+45.3 to +47.4) |
| 3 | 1 Falle | 31.1 % | 32.7 % | +1.6 (+0.9 to +2.3) | 21.9 % | 29.8 % | +7.9 (+7.0 to +8.8) |
| 4 | 1 Falle | 30.3 % | 34.5 % | +4.2 (+3.4 to +5.0) | 12.3 % | 30.3 % | +18.1 (+17.1 to +19.1) |
| 5 | 1 Falle | 25.8 % | 33.2 % | +7.4 (+6.6 to +8.2) | 5.0 % | 31.5 % | +26.5 (+25.5 to +27.5) |
| 6 | 1 Falle | 26.6 % | 35.7 % | +9.1 (+8.3 to +10.0) | 4.8 % | 37.2 % | +32.5 (+31.5 to +33.5) |
| 7 | 1 Falle | 21.9 % | 30.3 % | +8.4 (+7.6 to +9.1) | 2.3 % | 28.1 % | +25.8 (+24.9 to +26.7) |
| 8 | 1 Falle | 18.4 % | 27.6 % | +9.3 (+8.5 to +10.1) | 1.4 % | 26.6 % | +25.2 (+24.3 to +26.1) |

Against the published `belief` Wächter the `reasoning` Abenteurer win 4.2 points more than
the `belief` Abenteurer at 3 players and 8.1 to 17.2 more at 4 to 10 (standard rules), and
1.6 to 9.3 more with one trap, every interval clear of zero: they beat the published
Abenteurer at every count, which the first step (`count_claims`, now only a parameter: −0.6
points at 3 players, nothing measurable at 4 and 10) did not. Against the `reasoning`
Wächter, whose bluff of two the `belief` Abenteurer do not see through, they gain 5.3 to 46.4
points (7.9 to 32.5 with one trap). With both sides reasoning the Abenteurer win 18.6 % at 3
players to 49.7 % at 10 (standard rules). They are in the Abenteurer's set of the strategy
search ("Other strategies" above), so its best responses and ranges include them.

The opponent model is the published Wächter's, so the table model was also played against
the Wächter strategies of the search it was not built for (2000 games per count, seed 77,
paired, standard rules): against Wächter who bluff two (with or without cover), never cover,
or always lie, the `reasoning` Abenteurer gain 4 to 6 points at 3 players, 14 to 23 at 5
and 21 to 46 at 10; against Wächter who lie in 40 % of rounds +0.2 (−2.1 to +2.5), +5.1
and +7.1; against truthful (`naive`) Wächter +0.9, +2.2 and +1.1, intervals including zero.
It lost at no count against any of them.

**Trap claims.** The `belief` and `reasoning` Wächter open where traps are claimed (a
Wächter "sicherheitshalber" at the seat that announced a trap), and most traps are opened
that way: in 1000 games at 10 players, `reasoning` Abenteurer against `belief` Wächter, Wächter key holders
opened 1514 traps of Abenteurer, Abenteurer opened 342 of Wächter and 155 of each other.
Abenteurer who deny their traps in their claims (`abenteurer_hide=1`, with the table model
knowing it) won 0.4 to 26 points more than the truthful `reasoning` Abenteurer on the tuning
seeds (2000 games per count at seed 11: +0.4 at 3 players, +7 at 5, +18 at 7, +26 at 10). That is the Wächter's
predictability, not reasoning; it is not in the family, and it says that the published
Wächter's choice of where to open is easy to exploit.

Cost: the table model makes an Abenteurer's decision about ten times as expensive as a
`belief` one (pure Python); see the throughput note in the rerun below. Rerun (about
18 minutes for both tables on one core under load):

```python
from lab.runner import Pair, inline_executor, run_pairs
tables = [(n, ()) for n in range(3, 11)] + [(n, (("one_trap", True),)) for n in range(3, 9)]
for waechter, games in (("belief", 20000), ("reasoning", 10000)):
    base, new = f"abenteurer=belief;waechter={waechter}", f"abenteurer=reasoning;waechter={waechter}"
    pairs = [Pair("tempelgold", n, variant, base, new, games) for n, variant in tables]
    for pair, tally in run_pairs(pairs, seed=2026, executor=inline_executor()).items():
        d, low, high = tally.difference("abenteurer")    # belief − reasoning
        print(waechter, pair.players, pair.variant, -d, -high, -low)  # reasoning − belief, interval
```

### Wächter who pass the key to the distrusted

The same `reasoning` family's Wächter (`waechter_key` in `lab/tempelgold/params.py` and
`lab/tempelgold/bots.py`) bluff two gold, never open like an Abenteurer to look
inconspicuous, and, when they choose where to open, also choose who opens next: among the
chambers that suit them they prefer a seat the table distrusts (its claims were proved
false more often), which is likely a fellow Wächter, who then holds the key. It reads only
the public record and its own chambers (the fast-vs-checked test plays it on the public
API, against `belief` and against `reasoning` Abenteurer). `waechter_key` = 1 was chosen
on 1500 games per count (seed 5) at 3, 4, 5, 7, 8 and 9 players among 1, 2 and 4 (1 was
ahead of 2 at five of the six counts; 4 lost 3 to 5 points at 3, 4, 8 and 9 players), after
0.5 and 2 had been tried at 3, 6 and 10 players. A Wächter who left one chamber of a lying
claim unclaimed, so that the first empty chamber does not expose the lie, lost 3.5 and 5.1
points at 6 and 10 players and was dropped.
The figures below are on fresh seeds (seed 0), 10 000 games per count, paired on common
random numbers, standard rules, against the `belief` Abenteurer.

| players | Wächter win, `belief` | Wächter win, `reasoning` | `reasoning` − `belief`, points (95 % interval) | Wächter win, bluff 2 and never cover | `reasoning` − that, points (95 % interval) |
|---:|---:|---:|---:|---:|---:|
| 3 | 78.3 % | 87.4 % | +9.2 (+8.2 to +10.1) | 86.9 % | +0.5 (-0.1 to +1.2) |
| 4 | 68.8 % | 86.0 % | +17.2 (+16.1 to +18.2) | 84.0 % | +2.0 (+1.3 to +2.8) |
| 5 | 68.8 % | 93.4 % | +24.6 (+23.6 to +25.6) | 88.6 % | +4.8 (+4.0 to +5.5) |
| 6 | 63.8 % | 91.8 % | +28.0 (+26.9 to +29.0) | 86.5 % | +5.3 (+4.5 to +6.1) |
| 7 | 61.4 % | 94.0 % | +32.6 (+31.6 to +33.6) | 89.4 % | +4.5 (+3.8 to +5.3) |
| 8 | 61.1 % | 94.0 % | +32.9 (+31.9 to +34.0) | 90.0 % | +4.0 (+3.3 to +4.7) |
| 9 | 66.6 % | 97.0 % | +30.4 (+29.4 to +31.3) | 93.2 % | +3.9 (+3.3 to +4.5) |
| 10 | 60.1 % | 96.8 % | +36.7 (+35.7 to +37.7) | 92.3 % | +4.5 (+3.9 to +5.1) |

The `reasoning` Wächter beat the published `belief` Wächter at every count, by 9.2 points
at 3 players up to 36.7 at 10, each interval clear of zero. Most of that is the bluff of
two gold without cover, a parameter change the strategy search found; passing the key to
the distrusted adds 2.0 to 5.3 points on top at 4 to 10 players (intervals clear of zero)
and nothing measurable at 3 (+0.5, interval −0.1 to +1.2). They are in the Wächter's
set of the strategy search ("Other strategies" above), so its equilibrium and ranges include
them; its best-response tables answer the published bots only. Rerun (about four minutes for both columns on two cores, measured under load):

```python
from lab.runner import Pair, local_executor, run_pairs
new = "abenteurer=belief;waechter=reasoning"
columns = {"belief": "belief", "bluff 2, no cover": "abenteurer=belief;waechter=belief:bluff=2,cover=0"}
pairs = [(name, Pair("tempelgold", n, (), base, new, 10000)) for name, base in columns.items() for n in range(3, 11)]
with local_executor(2) as pool:
    done = run_pairs([p for _, p in pairs], seed=0, executor=pool)
for name, pair in pairs:
    d, low, high = done[pair].difference("waechter")  # base − reasoning
    print(name, pair.players, -d, -high, -low)        # reasoning − base and its interval
```

### Why the published figures stay the `belief` bots'

Not yet, for two reasons. *Cost:* in one run at 10 players (one process, 4000 games per mix,
under load), `belief` took 0.21 CPU-milliseconds per game (about 4 800 games per
CPU-second, 10⁵ games in about 10 s on two workers), `reasoning` Abenteurer against `belief`
Wächter 2.8 ms (about 360 games per CPU-second, 140 s for 10⁵ games on two workers) and
`reasoning` on both sides 3.3 ms (about 300, 167 s): thirteen to sixteen times as much, far
over the lab's throughput target (10⁵ games at 10 players in at most 30 s on two workers),
which the `belief` bots still meet (`python -m bench bench_lab` in the same session: 10.9 s
of CPU per core, 18.9 s wall under load). The strategy search, which plays the `reasoning`
Abenteurer as one of its strategies, takes longer too. *Strength:* the app's line should
describe the game, not a lopsided pair of bots. `reasoning` Abenteurer against `belief`
Wächter (25 to 56 %) and `belief` Abenteurer against `reasoning` Wächter (3 to 15 %) are
both lopsided; `reasoning` on both sides (19 to 50 %, standard rules) is the candidate for
the published pair once it is fast enough (compiled, or the table model cut down) and the
strategy search has been run against it. Both `reasoning` sides still have easy answers
(the Abenteurer's denied traps above; the Wächter open where traps are claimed just as the
published ones do).

### What the reasoning bots cost

At 10 players (issue 33, item 4; `python -m bench bench_bots`, part of `make bench`: CPU per game
in one process, `time.process_time`, best of 3 interleaved rounds of 300 games, next to `belief`
in the same run; measured 2026-12-07 on the shared 2-core machine, so read the ratios, not the
milliseconds; the target is at most 4 × `belief`). Four runs in one session (the "botcpu"
round, the same Tempelgold code in all four): the reasoning Abenteurer against `belief` Wächter
12.3 to 12.4 × `belief`, both sides reasoning 13.2 to 13.4 ×, the reasoning Wächter against
`belief` Abenteurer 1.0 ×. Earlier runs of the same code on a busier machine gave 11.1 to 12.7 ×.

Where it goes (same session, timers around the calls, per game of the reasoning Abenteurer
against `belief` Wächter; a `belief` game is 0.14 ms): the Abenteurer's openings 1.24 ms (the
first pass under both Wächter types 0.55 ms, the second pass, after counting the claims, 0.54
ms, the rest 0.15 ms), the table model's updates after each claim and opening 0.31 ms. An
opening costs about 70 µs: per Wächter type one or two products of the nine other seats'
chances (8 µs each in Python), each divided out seat by seat, and their moments. No two
decisions share them (every decision follows an opening that changes the ratios, and a cache
of the products over 150 games found 14 repeats in 9 151). At 4 × the reasoning game would
have about 0.4 ms for 17 to 18 openings and their updates, some 25 µs each.

What was tried. Work nobody reads left out, every decision the same (no chance or moments for
seats without chambers, no logs for the second pass's evidence, the two types sharing the
Abenteurer hypothesis's opening): 3 % in a targeted run, within the noise of the bench, so not
kept; a product built as new lists (the "cheapbots" round) was no faster. Fewer products change
decisions and cost strength (paired, common random numbers, seed 21, the Abenteurer's side's
rate): one Wächter type (`reasoning:model_types=1`, 7.1 × instead of 12.1 × in the same run;
4 000 games per count) against the `reasoning` Wächter −11.8 points at 4 players, −31.6 at 7,
−42.4 at 10 (against `belief` Wächter +1.8, +1.3, +0.1); one type that expects either bluff
(`model_bluff2` 0.15 or 0.3 instead of two types; 3 000 games at 4 and 10 players) −2 to −29
points against the `reasoning` Wächter, and with 0.5 −1 to −12 points against the `belief`
Wächter at 3 to 10 players (4 000 games). The table-wide type is
what reads the `reasoning` Wächter, so it stays. Dropping a type for the rest of a game once its
weight falls below 1/1000 would save under a fifth (37 % of the openings come after such a
drop), and in 197 of 5 246 openings the dropped type had come back above 1/1000. So 4 × is out
of reach for this model in Python: it needs compiled code, or a model with one product per
decision that keeps the strength against the `reasoning` Wächter.

Decisions of the reasoning Abenteurer on the fast driver (its claims and openings, CPU): median
0.001 ms (the claims, most of the calls, cost nothing), 99th percentile 0.08 to 0.10 ms, the
slowest 0.12 to 0.13 ms. A strong computer seat at the table (the app's path, `lab.table_bots`
with the game's `seat_bot`, every seat a computer and the claims board between them; each
opening rebuilds the table model from the view and the board): its openings (818 in 30 games)
0.37 to 0.39 ms median, the slowest 0.8 to 1.0 ms, far under the 200 ms a seat may take.
Rerun: `make bench` or `python -m bench bench_bots` (`BOTS_BENCH_GAMES`, `BOTS_BENCH_ROUNDS`);
the paired comparisons with `lab.runner.run_pairs` as in the Diamantenraub section, e.g.
`Pair("tempelgold", n, (), "reasoning", "abenteurer=reasoning:model_types=1;waechter=reasoning",
4000)` with `seed=21` and `tally.difference("abenteurer")`.
"""

SECTIONS = (REASONING_TEXT,)

RUNNING_EXAMPLES = (
    "kartentisch-lab tempelgold --players 3-10 --games 100000 --out out/tg       # every variant each count allows",
    "kartentisch-lab tempelgold --policy \"abenteurer=belief:watch=0;waechter=belief:bluff=2\"",
)

CLUSTER_RECORD = """\
**Measured here: 10⁶ games on a loopback `LocalCluster` with 2 workers.** Every count and
variant of Tempelgold with the `belief` bots, 72 000 games each (14 jobs, 1 008 000 games),
on this shared 2-core machine at `nice -n 15` while other jobs ran (the run got 55 % of
the two cores), with Dask distributed 2026.8.0. The script as run (less a line that
printed the wall time):

```sh
cat > sweep.py <<'PY'
import sys
if __name__ == "__main__":           # the workers are spawned processes: keep the guard
    from distributed import LocalCluster
    from lab.cli import main
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None) as cluster:
        sys.exit(main(sys.argv[1:] + ["--scheduler", cluster.scheduler_address]))
PY
/usr/bin/time -v nice -n 15 python sweep.py tempelgold --players 3-10 --games 72000 --out sweep-out
```

It took 329.9 s of wall-clock time (3 056 games/s; 331.6 s with the cluster's start and
stop) and 186.2 CPU-seconds (180.0 user, 6.2 system: workers, scheduler and client
together), that is **0.185 CPU-milliseconds per game** — about 5 400 games per
CPU-second. With both cores to itself the run would take about 186 / 2 ≈ 95 s (an
estimate from the CPU time, not measured); the CPU time is what the work costs. The same command on the process pool (`kartentisch-lab tempelgold
--players 3-10 --games 72000 --workers 2 --out pool-out`, right after, under less load)
took 181.0 s and 130.4 CPU-seconds (0.129 CPU-ms per game; the cluster's scheduler,
nannies and messages account for part of the difference) and wrote the same
`results.json` (SHA-256 `3c7106f25f96225e…`), `results.csv` (`95de5beb6e62c78d…`) and
`tempelgold.png` (`3e5b37f4e8f4d1e4…`), byte for byte; `results.md` differs only in its
title line, which gives the wall time.

**What it costs.** At the measured 0.185 CPU-milliseconds per game (Tempelgold over all counts;
big tables cost more than small ones; in a quick check Diamantenraub's games at 6 players
took about two thirds of the time of Tempelgold's at 5), 10⁶
games are about 190 CPU-seconds, or 0.05 vCPU-hours; `python -m lab.balance --games
100000` (about 235 × 10⁵ games) about 4 300 CPU-seconds, 1.2 vCPU-hours. At an assumed
cloud price of 0.05 US$ per vCPU-hour (a typical on-demand list price for compute
virtual machines; check your provider, spot prices are lower) that is well under one
cent per 10⁶ games and about 6 cents for the 10⁵-game table, plus the machines' start
time and idle minutes, which at these sizes cost more than the games. A 16-core
worker plays about 16 × 5 400 ≈ 86 000 games per second if its cores are as fast as
these, so 10⁸ games take about 20 minutes on one such machine. The measured figure
comes from one run on a loaded machine; per-core speeds differ between machines.
"""
