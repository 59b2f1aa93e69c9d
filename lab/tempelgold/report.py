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
play (the `reasoning` Abenteurer below do, as a first step), arguing and accusing aloud, reasoning about who will hold the key next (the `reasoning` Wächter below do, one opening ahead), coordinated
Wächter (they do not know each other, as in the rules), players who learn over games.
"""

STRATEGY_NOTE = ("For Tempelgold both sides' sets also have the `reasoning` family (\"Bots that reason\" "
                 "below).")

REASONING_TEXT = """\
## Bots that reason: the `reasoning` family

### Abenteurer who count the claims

The `reasoning` family (`lab/tempelgold/params.py`, `count_claims` in
`lab/tempelgold/bots.py`) is `belief` whose Abenteurer add up the gold the others claim
among their unopened chambers and compare it with the gold still hidden outside their own
chambers, as the rules' tip says ("Zählt die Behauptungen"). Gold claimed beyond it is
blamed on the seats by a rough posterior of being a Wächter (their doubt, 1 − trust, times
what they claim), taken off their claims by a share `count_claims` = 0.3, and a blamed
seat is also suspected of denying a trap. It reads only the public record and its own
chambers (the fast-vs-checked test plays it on the public API too). It is *not* the
published bot: the app's figures stay the `belief` bots'. The share 0.3 was chosen on 3000
games per count (seed 5) among 0.15, 0.3, 0.5 and 1 (the full share lost 1 to 10 points:
it discounts nearly every claim); the figures below are on fresh seeds (seed 0), 10 000
games per count, paired on common random numbers.

The Abenteurer's rate with `reasoning` Abenteurer minus with `belief` Abenteurer, points
(95 % interval), standard rules:

| players | against the `belief` Wächter | against the Wächter who bluff 2 and never cover |
|---:|---:|---:|
| 3 | -0.6 (-1.0 to -0.2) | +0.9 (+0.5 to +1.4) |
| 4 | +0.5 (-0.1 to +1.1) | +2.6 (+2.0 to +3.3) |
| 5 | +1.3 (+0.6 to +2.0) | +2.3 (+1.7 to +3.0) |
| 6 | +1.9 (+1.2 to +2.6) | +2.7 (+2.0 to +3.4) |
| 7 | +1.6 (+0.9 to +2.3) | +2.9 (+2.3 to +3.5) |
| 8 | +1.8 (+1.1 to +2.5) | +2.8 (+2.2 to +3.4) |
| 9 | +1.2 (+0.5 to +2.0) | +2.1 (+1.5 to +2.6) |
| 10 | +0.3 (-0.5 to +1.1) | +2.1 (+1.5 to +2.8) |

Against the published Wächter it gains 1.2 to 1.9 points at 5 to 9 players (intervals
clear of zero), nothing measurable at 4 and 10, and loses 0.6 at 3. Against the Wächter who bluff 2 and never cover (the
strongest parameter change of the Wächter found above) it gains 0.9 to 2.9 points at every count, each
interval clear of zero, but leaves the Abenteurer at 9 to 19 %. It is a first step, not the issue's "stronger bots" yet: the Wächter's best responses (bluff 2
without cover, and the `reasoning` Wächter below) are still far ahead. Rerun (about a minute per column on two cores):

```python
from lab.runner import Pair, local_executor, run_pairs
base, mix = "belief", "abenteurer=reasoning;waechter=belief"   # second column: both with waechter=belief:bluff=2,cover=0
pairs = [Pair("tempelgold", n, (), base, mix, 10000) for n in range(3, 11)]
with local_executor(2) as pool:
    for pair, tally in run_pairs(pairs, seed=0, executor=pool).items():
        d, low, high = tally.difference("abenteurer")   # belief − reasoning
        print(pair.players, -d, -high, -low)            # reasoning − belief and its interval
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
and nothing measurable at 3 (+0.5, interval −0.1 to +1.2). The published figures stay the
`belief` bots': the `reasoning` Abenteurer do not beat `belief` at every count (above),
and against these Wächter the Abenteurer win 3 to 14 % of the games, so the app's line
would describe a lopsided pair of bots rather than the game. They are in the Wächter's
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
