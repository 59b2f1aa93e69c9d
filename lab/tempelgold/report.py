"""How the lab's reports and docs/balance.md speak of Tempelgold: its sides' names, its
variants' short names, the plain-words reading of its table, what its bots model, and its own
docs sections (the ``reasoning`` Abenteurer, its measured run on a cluster).

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
play (the `reasoning` Abenteurer below do, as a first step), arguing and accusing aloud, reasoning about who will hold the key next, coordinated
Wächter (they do not know each other, as in the rules), players who learn over games.
"""

STRATEGY_NOTE = ("For Tempelgold the Abenteurer's set also has the `reasoning` family (\"A first bot that "
                 "reasons\" below).")

REASONING_TEXT = """\
## A first bot that reasons: Abenteurer who count the claims

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
strongest Wächter strategy found above) it gains 0.9 to 2.9 points at every count, each
interval clear of zero, but leaves the Abenteurer at 9 to 19 %. It is a first step, not the issue's "stronger bots" yet: the Wächter's best response (bluff 2, no
cover) is still far ahead, and the Wächter side does not reason. Rerun (about a minute
per column on two cores):

```python
from lab.runner import Pair, local_executor, run_pairs
base, mix = "belief", "abenteurer=reasoning;waechter=belief"   # second column: both with waechter=belief:bluff=2,cover=0
pairs = [Pair("tempelgold", n, (), base, mix, 10000) for n in range(3, 11)]
with local_executor(2) as pool:
    for pair, tally in run_pairs(pairs, seed=0, executor=pool).items():
        d, low, high = tally.difference("abenteurer")   # belief − reasoning
        print(pair.players, -d, -high, -low)            # reasoning − belief and its interval
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
100000` (about 224 × 10⁵ games) about 4 100 CPU-seconds, 1.2 vCPU-hours. At an assumed
cloud price of 0.05 US$ per vCPU-hour (a typical on-demand list price for compute
virtual machines; check your provider, spot prices are lower) that is well under one
cent per 10⁶ games and about 6 cents for the 10⁵-game table, plus the machines' start
time and idle minutes, which at these sizes cost more than the games. A 16-core
worker plays about 16 × 5 400 ≈ 86 000 games per second if its cores are as fast as
these, so 10⁸ games take about 20 minutes on one such machine. The measured figure
comes from one run on a loaded machine; per-core speeds differ between machines.
"""
