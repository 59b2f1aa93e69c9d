"""How the lab's reports and docs/balance.md speak of Diamantenraub: its sides' names, its
variants' short names, the plain-words reading of its table and what its bots model.

Read by :mod:`lab.games` (``report``); no bot reads it. Like every module of the game's lab
package it is part of the bots' fingerprint (:func:`lab.provenance.bots_hash`), so a changed
text asks for ``make balance`` again (the fingerprint reads whole packages, not modules picked
by hand).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lab.reading import POLICY, independent_difference, interval, points_interval, spread, verdicts

SIDE_LABELS: dict[str, str] = {"boss": "Boss & Getreue", "diebe": "Diebe & Straßenkinder", "ermittler": "Ermittler",
                               "revolverheld": "Revolverheld"}
SHORT_VARIANTS: dict[str, str] = {"revolverheld": "Rev", "excuses_delta=+1": "E+1", "excuses_delta=-1": "E−1"}
LENGTH_NAME = "accusations"


def reading(rows: Sequence[Any], strategies: Sequence[dict[str, Any]] = ()) -> list[str]:
    """The plain words under Diamantenraub's table (``rows`` may hold every game's rows)."""
    main = [r for r in rows if r.game == "diamantenraub" and r.policy == POLICY]
    std_rows = [r for r in main if r.variant == "standard"]
    lines = ["With the standard rules the Boss and his Getreuen are one side and everybody else "
             "plays against them (thieves and Straßenkinder together, the Ermittler alone)."]
    lines.extend(verdicts(std_rows, "boss", "Boss's side", "other players"))
    std = {r.players: r.tally for r in std_rows}
    for label, name in (("revolverheld", "Revolverheld"), ("excuses_delta=+1", "Leichter (one excuse more)"),
                        ("excuses_delta=-1", "Schwerer (one excuse fewer)")):
        diffs = [f"{r.players}: {points_interval(independent_difference(r.tally, std[r.players], 'boss'))}"
                 for r in main if r.variant == label and r.players in std]
        if diffs:
            lines.append(f"**{name}** changes the Boss's side by " + "; ".join(diffs)
                         + " points (players: change, 95 % interval).")
    lines.append("The Ermittler end the game in " + ", ".join(
        f"{interval(t.side_rate('ermittler'))} at {n}" for n, t in sorted(std.items())) + ".")
    lines.append(spread(strategies, "diamantenraub", "the Boss and his Getreuen"))
    return [line for line in lines if line]


READING = reading

BOTS_TEXT = """\
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
Boss, players who adapt to a Boss they know; a Boss who weighs every assignment of takes
that fits the stories, and players who choose their stories after the ones told before
(the `reasoning` bots below do).
"""

STRATEGY_NOTE = ("For Diamantenraub the `players` side includes the Getreuen and is treated as playing against "
                 "the Boss's side; both sides' sets also have the `reasoning` family (\"Diamantenraub: bots that "
                 "reason\" below).")

RUNNING_EXAMPLES = (
    "kartentisch-lab diamantenraub --players 8 --variant revolverheld --policy belief --policy naive",
    "kartentisch-lab diamantenraub --games 1000000 --scheduler tcp://HOST:8786    # on a Dask cluster ([lab] extra)",
)

REASONING_TEXT = """\
## Diamantenraub: bots that reason (the `reasoning` family)

The `reasoning` family (`lab/diamantenraub/params.py`, issue 22) is `belief` with a Boss who
reasons about the takes and players who reason about the Boss. It is *not* the published
bot: the app's figures stay the `belief` bots'.

**The Boss** (`reason`, `lab/diamantenraub/posterior.py`) keeps a posterior over the takes.
Every assignment of takes to seats (diamonds, a role card or nothing) that fits the
diamonds he sent, the diamonds and role cards that came back, the takes shown so far and
the rules (a role card only while one is there, nothing only from an empty treasure or as
the last player, the first player's set-aside card) is weighted by its prior under the
`belief` players' take parameters and by the likelihood of every story under a model of
how each role tells it: Getreue and the Revolverheld the truth, a thief hides his take
in the count he got or passed on, an Ermittler or a Straßenkind baits with one or two
fewer, a Fahrer repeats the count before him; any thief's, Ermittler's or Straßenkind's
count may also be anything at all, with a chance of 10 % (`m_wild`, for players who
scheme). The sum over all assignments is a forward-backward pass over the chain of
(diamonds left, role cards gone), exact and without enumerating them; a role taker's kind
is the share of that kind among the missing cards not yet shown, which gives each seat's
chance of being the Ermittler. He accuses the seat with the highest chance of being a
thief, adding 0.4 × its chance of being innocent and no Ermittler while an excuse is left
(an accused Ermittler ends the game, and so does an innocent without an excuse). When no
assignment fits all stories under the model, each story gets a 5 % chance of being
anything and the pass is run again.

**The players** (`scheme`, `risk` = 0.1) take one diamond as thieves (two from a full
treasure of 15) and choose their story after the stories told before theirs: each
candidate count (the truth, the count passed on, the count the player before claimed, and
every count from one below what was passed on to one above the highest claim so far) is
lined up with the earlier stories and the next player's likely story (the truth), and
scored as a Boss who blames the gaps would (the published Boss, without the role-card
count, which a player cannot know). A thief tells the story that leaves him least suspect
against the most suspect other seat; an Ermittler and a Straßenkind (who win when the Boss
accuses them or wastes an excuse on them) the one that makes them most suspect. Whether
to take diamonds or a role card, and which card, they choose as `belief` does.

Both see only what the seat's view and the stories give (the fast-vs-checked test plays
them on the public API, on both sides and against each other). The Boss's model parameters
were chosen on seed 7 (1000 games per count; see `REASONING` in `params.py`); the figures
below are on fresh seeds (seed 0), paired on common random numbers, standard rules. The
Boss's side's rate:

| players | `belief` Boss, `belief` players | `reasoning` Boss, `belief` players | Boss: `reasoning` − `belief`, points (95 % interval) | `belief` Boss, `reasoning` players | players: `reasoning` − `belief`, points (95 % interval) | games |
|---:|---:|---:|---:|---:|---:|---:|
| 5 | 65.5 % | 86.0 % | +20.5 (+19.8 to +21.2) | 10.4 % | -55.1 (-55.8 to -54.4) | 20 000 |
| 6 | 59.1 % | 82.5 % | +23.3 (+22.7 to +24.0) | 3.9 % | -55.2 (-56.0 to -54.5) | 20 000 |
| 7 | 53.9 % | 72.7 % | +18.9 (+18.1 to +19.6) | 3.0 % | -50.8 (-51.6 to -50.1) | 20 000 |
| 8 | 75.9 % | 91.6 % | +15.7 (+15.1 to +16.3) | 14.8 % | -61.1 (-61.8 to -60.4) | 20 000 |
| 9 | 73.7 % | 88.8 % | +15.1 (+14.5 to +15.8) | 11.1 % | -62.6 (-63.3 to -61.9) | 20 000 |
| 10 | 64.2 % | 85.6 % | +21.4 (+20.7 to +22.1) | 4.3 % | -59.9 (-60.6 to -59.2) | 20 000 |
| 11 | 67.8 % | 91.6 % | +23.8 (+23.2 to +24.5) | 10.9 % | -56.9 (-57.6 to -56.1) | 20 000 |
| 12 | 69.8 % | 91.9 % | +22.1 (+21.4 to +22.7) | 8.9 % | -60.9 (-61.6 to -60.1) | 20 000 |

At every count from 5 to 12 the `reasoning` Boss recovers the diamonds more often than the
`belief` Boss against the published players, and the `reasoning` players bring the
`belief` Boss down more often than the published players do; every interval is clear of
zero, on both sides. With the variants (2000 games each, seed 0: Revolverheld at 6, 9 and 12
players, one excuse fewer at 8 and 12, one more at 8 and 10) both gains keep their sign, each
interval clear of zero: the Boss +14 to +27 points, the players −46 to −60.

**Against each other and against the known exploit.** The Boss's side's rate, 10 000 games
per count, seed 0, paired:

| players | `belief` Boss, `reasoning` players | `reasoning` Boss, `reasoning` players | difference, points (95 % interval) | `belief` Boss, thieves who take 10 % and hide it upstream | `reasoning` Boss, the same thieves | difference, points (95 % interval) |
|---:|---:|---:|---:|---:|---:|---:|
| 5 | 10.3 % | 38.6 % | +28.3 (+27.2 to +29.4) | 21.7 % | 58.9 % | +37.1 (+36.1 to +38.2) |
| 6 | 3.9 % | 44.0 % | +40.1 (+39.1 to +41.1) | 23.3 % | 68.1 % | +44.8 (+43.8 to +45.8) |
| 7 | 3.0 % | 41.2 % | +38.1 (+37.2 to +39.1) | 17.2 % | 59.6 % | +42.3 (+41.2 to +43.4) |
| 8 | 14.9 % | 53.1 % | +38.2 (+37.2 to +39.2) | 40.0 % | 81.2 % | +41.2 (+40.1 to +42.2) |
| 9 | 11.2 % | 52.7 % | +41.5 (+40.5 to +42.5) | 32.9 % | 78.7 % | +45.7 (+44.6 to +46.8) |
| 10 | 4.0 % | 29.9 % | +25.8 (+24.9 to +26.7) | 20.6 % | 70.6 % | +50.0 (+48.9 to +51.1) |
| 11 | 11.0 % | 45.9 % | +34.9 (+33.9 to +35.9) | 37.0 % | 82.4 % | +45.5 (+44.4 to +46.5) |
| 12 | 9.0 % | 43.5 % | +34.5 (+33.5 to +35.5) | 32.5 % | 82.8 % | +50.3 (+49.2 to +51.4) |

Against the `reasoning` players the `reasoning` Boss recovers the diamonds in 30 to 53 % of
the games, 26 to 42 points more than the `belief` Boss does against them (3 to 15 %), each
interval clear of zero; but with both sides reasoning the Boss's side does worse than with
both `belief` (30 to 53 % against 54 to 76 %): the players gain more from reasoning than the
Boss. Against the thieves who take 10 % and hide it in the count they got (the exploit an
independent review found, which brings the `belief` Boss down to 17 to 40 %), the
`reasoning` Boss wins 59 to 83 %: small takes hidden upstream leave steps in the stories
that only some assignments of takes explain, and the count of missing role cards tells him
how many thieves there are. A Boss who expects more scheming
(`reasoning:m_wild=0.6`; seed 0, 5000 games per count, paired with `reasoning`) gains
another 5 to 31 points against the `reasoning` players (44 to 72 %) but loses 5 to 9 points
against the `belief` players (64 to 86 %, still above the `belief` Boss at every count);
the family keeps 0.1, a model close to the players it was written for. The published figures stay the `belief` bots': the
`reasoning` players beat the `belief` Boss by 51 to 63 points, so the app's line would
describe a lopsided pair of bots rather than the game, and the two `reasoning` sides are
not an equilibrium either (each side's parameters were chosen by a few comparisons by hand,
not by a search). Both are
in the sets of the strategy search ("Other strategies" above), so its equilibrium and
ranges include them.

**Cost.** At 12 players, in one process, the mixes interleaved in one run on this shared
2-core machine: `belief` 6 464 games per CPU-second; the `reasoning` Boss against the
`belief` players 192 (34 times slower: the posterior is run before every accusation, over
up to a few hundred chain states and every take size); `reasoning` against `reasoning` 526
(the one-diamond takes leave few states); the `belief` Boss against the `reasoning` players
2 453. So `belief` stays the fast policy of the table, and the strategy search's
Diamantenraub panels cost several times more with the `reasoning` Boss in its set (8 of
its 64 mixes). The Boss's column above took 185 to 200 s per count at 11 and 12 players
(20 000 games under both mixes, one process), the players' column 5 to 12 s per count.

Rerun (one process). The first table's Boss column as below; its players' column with
`base, new = "belief", "boss=belief;players=reasoning"`; the second table with
`"boss=belief;players=reasoning", "reasoning"` and with
`"boss=belief;players=belief:risk=0.1,hide_up=1", "boss=reasoning;players=belief:risk=0.1,hide_up=1"`,
10 000 games each:

```python
from lab.runner import Pair, executor_for, run_pairs
base, new = "belief", "boss=reasoning;players=belief"
pairs = [Pair("diamantenraub", n, (), base, new, 20000) for n in range(5, 13)]
with executor_for(None, 1) as pool:
    for pair, tally in run_pairs(pairs, seed=0, executor=pool).items():
        d, low, high = tally.difference("boss")   # base − new
        print(pair.players, -d, -high, -low)      # new − base and its interval
```

### What the reasoning bots cost

At 12 players (issue 33, item 4; `python -m bench bench_bots`, part of `make bench`: CPU per game
in one process, `time.process_time`, best of 3 interleaved rounds of 300 games, next to `belief`
in the same run; measured 2026-12-07 on the shared 2-core machine, so read the ratios, not the
milliseconds; the target is at most 4 × `belief`). Two rounds of speed-ups, each changing no
decision. The first (2026-12-06): the posterior's states are ints, a seat's options are shared
by the states that agree in what they depend on, a seat's part is kept from one accusation to
the next; the reasoning Boss went from 30.3 × to 18.0 ×. The second (the "cheapbots" round;
before → after, two runs of the code before and two of the code after, in one session): the
reasoning Boss against `belief` players 18.3 to 20.6 × → 10.6 to 11.0 ×; both sides reasoning
8.9 to 10.0 × → 7.0 to 7.3 ×; the reasoning players against the `belief` Boss 2.9 to 3.1 × →
2.9 to 3.3 × (the same code; noise). What it did, in `lab/diamantenraub/posterior.py` and `passparts.py`: the backward
values are flat lists and a case's options of weight 0 are left out of its sums (they add
0.0 × b, which changes no bit); a seat's part and its options from each case of states are
shared by every game of one set of parameter values (keyed by every number they read); the
states a case reaches are cached per state; and an accusation that showed one seat's take and
left the free role cards as they were takes over the last pass: only that seat's options and
the backward pass from it down are new, the seats after it keep their backward values on the
states they still reach (about 3 accusations in 5 at 12 players). The forward pass still
walks every option, those of weight 0 too (they decide the order of the next seat's sums).
The shared parts fill over the first few hundred games of a process, so a short run pays for
them: one round of 60 games showed the Boss at 19 × (the bench keeps the best of 3 rounds of
300; a lab chunk is 2 500 games, and 4 000 games keep some 33 MB of them).

A third round (the "botcpu" round, 2026-12-07; two runs of the code before and two after, in
one session): the scheming players score their candidate stories on a plain list of counts
(`_gap_blame` in `lab/diamantenraub/bots.py`) instead of building a Boss's knowledge per
candidate and scoring it: the same steps in the same order, the same decisions. The reasoning
players against the `belief` Boss 2.75 to 2.77 × → 1.93 to 2.01 ×; both sides reasoning 7.1 to
7.3 × → 5.7 to 6.4 ×; the reasoning Boss against `belief` players 10.1 to 11.5 × → 10.5 to
10.6 × (the same code; noise). Where the Boss's CPU goes (per game against `belief` players,
about 4 passes a game; a `belief` game is 0.09 to 0.10 ms): the posterior 0.87 ms of 0.95 ms
(timers around the passes; the noisy second pass never ran); with timers inside the pass
(which slow it), finding the states each seat reaches 0.34 ms, the backward pass 0.33 ms, the
forward pass 0.41 ms, the rest 0.07 ms. With both sides reasoning the posterior is 0.38 ms of
a game of 0.66 ms (one-diamond takes leave fewer states), most of the rest the players'
scheming before this round. Tried and not kept:
a forward pass on flat lists over the options of weight > 0 only (it changes the order of the
sums, so the last bits): no faster; each state's backward sum as one `sum(map(...))` over its
kept edges, cached per state: slower (11.1 to 12.6 × against 9.5 to 9.9 × in the same session),
most states having two or three options.

Decisions of the reasoning Boss against `belief` players on the fast driver, CPU: median 0.64
to 0.65 ms → 0.30 to 0.45 ms, the slowest 5.1 to 8.9 ms → 1.8 to 2.4 ms (the "cheapbots"
round); in the "botcpu" session, with the same Boss, median 0.14 to 0.16 ms, the slowest 0.73
to 0.87 ms (a faster machine that day), and the strong seat's table moves 0.68 to 0.72 ms
median, the slowest 1.0 ms. A strong computer seat at the
table (the app's path, `lab.table_bots` with the game's `seat_bot`, every seat a computer and
the claims board between them; each call rebuilds what the seat knows from its view and the
board, so the pass kept from the last accusation does not help there, the shared parts do):
its table moves (accusations, reveals, a "Peng!"; 135 in 30 games) took 2.3 to 2.6 ms median
before and 1.8 to 2.2 ms after, the slowest 3 to 26 ms before and 3 to 13 ms after (one call
in a few hundred is an outlier: the first of its kind, or a garbage collection), far under the
200 ms a seat at the table may take; all its calls, most of them "nothing to say now",
0.01 ms median.

The 4 × target is not reached for the Boss (10.5 ×) nor for both sides reasoning (5.7 to
6.4 ×): about 900 edges per accusation are still walked in a fixed order, three times on a
fresh pass. Getting there would need sums in another order (a
running sum over the take sizes makes a thief's options O(1) per state instead of one per
take), which changes the last bits of the posterior and so, rarely, a decision: new figures
for the `reasoning` rows and the strategy search (a `make balance`), or compiled code.
`tests/lab/test_identical_decisions.py` and `tests/lab/test_identical_checked_decisions.py`
pin the games of fixed seeds on both drivers (the fixtures were written by the code before
each round), and a test checks every kept posterior against one worked out from scratch,
bit for bit.

Rerun: `make bench` (all benchmarks) or `python -m bench bench_bots`; `BOTS_BENCH_GAMES`
(default 300) and `BOTS_BENCH_ROUNDS` (default 3) set the games per round and the rounds.
"""

SECTIONS = (REASONING_TEXT,)
