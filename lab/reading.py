"""The building blocks of the plain-words readings in docs/balance.md, shared by the games.

Each game's ``report`` module (:mod:`lab.games`) writes its own reading from these: a count
is called balanced or unbalanced only when its interval clears the line (:func:`verdicts`),
a variant's effect carries its interval (:func:`independent_difference`), and the spread over
the strategies tried is said next to it (:func:`spread`). No game is named here.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lab.report import pct
from lab.stats import Z95, Tally, verdict

POLICY = "belief"
"""The published bots' family: the rows a reading reads."""
BALANCED = (0.40, 0.60)
"""The band of "balanced" (two-sided games): a count is called balanced only when its whole
95 % interval lies inside, unbalanced only when it lies wholly outside, else undecided."""


def change(points: float) -> str:
    """A change in percentage points, signed; "±0" when it rounds to nothing."""
    rounded = round(points)
    return "±0" if rounded == 0 else f"{rounded:+d}"


def spread(strategies: Sequence[dict[str, Any]], game: str, name: str) -> str:
    """How far the primary side's rate moves across the strategies tried, per count."""
    parts = [f"{pct(e['range'][0])}–{pct(e['range'][1])} at {e['players']}" for e in strategies if e["game"] == game]
    if not parts:
        return ""
    return (f"Across every combination of strategies tried (\"Other strategies\" below), {name} win " + ", ".join(parts)
            + ". How the bots play matters at least as much as the rules: compare counts and variants under "
            "one mix rather than reading the rates as facts about people.")


def interval(rate: tuple[float, float, float]) -> str:
    return f"{pct(rate[0])} ({100 * rate[1]:.1f}–{100 * rate[2]:.1f})"


def independent_difference(a: Tally, b: Tally, side: str) -> tuple[float, float, float]:
    """``side``'s rate in ``a`` minus in ``b`` for tallies of *different* games (another variant
    or count: independent seeds), with a 95 % Wald interval for a difference of proportions."""
    ra, rb = a.side_rate(side)[0], b.side_rate(side)[0]
    if not a.games or not b.games:
        return ra - rb, -1.0, 1.0
    half = Z95 * (ra * (1 - ra) / a.games + rb * (1 - rb) / b.games) ** 0.5
    return ra - rb, max(-1.0, ra - rb - half), min(1.0, ra - rb + half)


def points_interval(diff: tuple[float, float, float]) -> str:
    """A difference in points with its interval: "+3 (+1 to +5)"."""
    d, low, high = (100 * x for x in diff)
    return f"{change(d)} ({low:+.1f} to {high:+.1f})"


def verdicts(main: Sequence[Any], side: str, name: str, other: str) -> list[str]:
    """The balanced / unbalanced / undecided lists for ``side``'s rate (its interval against
    the band), from rows (:class:`lab.report.Row`) of one game."""
    fair, lopsided, open_ = [], [], []
    for r in main:
        rate = r.tally.side_rate(side)
        where = f"{r.players} ({r.variant})"
        call = verdict(rate[1:], BALANCED)
        if call == "inside":
            fair.append(where)
        elif call == "outside":
            ahead = name if rate[0] > 0.5 else other
            lopsided.append(f"{where}: {name} {interval(rate)}, the {ahead} ahead")
        else:
            open_.append(f"{where}: {name} {interval(rate)}")
    low, high = (round(100 * x) for x in BALANCED)
    lines = [f"**Balanced (the whole 95 % interval of the rate of the {name} inside {low}–{high} %):** "
             + (", ".join(fair) if fair else "none of the counts") + "."]
    if lopsided:
        lines.append(f"**Unbalanced (the whole interval outside {low}–{high} %):**\n"
                     + "\n".join(f"- {x}" for x in lopsided))
    if open_:
        lines.append(f"**Undecided (the interval crosses {low} or {high} %; more games would tell):**\n"
                     + "\n".join(f"- {x}" for x in open_))
    return lines
