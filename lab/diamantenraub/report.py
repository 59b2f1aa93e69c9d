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
Boss, players who adapt to a Boss they know.
"""

STRATEGY_NOTE = ("For Diamantenraub the `players` side includes the Getreuen and is treated as playing against "
                 "the Boss's side.")

RUNNING_EXAMPLES = (
    "kartentisch-lab diamantenraub --players 8 --variant revolverheld --policy belief --policy naive",
    "kartentisch-lab diamantenraub --games 1000000 --scheduler tcp://HOST:8786    # on a Dask cluster ([lab] extra)",
)
