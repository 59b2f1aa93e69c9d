"""Tallies of simulated games and their intervals: 95 % Wilson score intervals for side
rates, a game-level bootstrap for per-role rates, and paired intervals for differences
between policies played on common random numbers.

A :class:`Tally` holds only integer counts, so merging the tallies of chunks gives exactly
the same totals in any order: the basis of distribution-independent results.
"""
from __future__ import annotations

import hashlib
import math
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

Z95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95 % interval."""


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (``(0, 1)`` when there are no trials).

    Chosen over the normal approximation because it stays inside [0, 1] and behaves at
    rates near 0 or 1 (rare endings, small samples).
    """
    if trials <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= trials:
        raise ValueError(f"successes must be between 0 and {trials}, not {successes}")
    p = successes / trials
    z2 = z * z
    denom = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Tally:
    """Counts over a set of games of one job.

    ``sides``: games each side won; ``endings``: games per ending (outcome reason);
    ``role_seats``/``role_wins``: seat-games per role and how many of them won;
    ``role_games``: games in which the role was at the table at all;
    ``lengths``: games per length (openings in Tempelgold, accusations in Diamantenraub);
    ``role_cells``: games per (role, seats with it, of them won), keyed ``"role:seats:won"``
    — what the game-level bootstrap of :meth:`role_rate` resamples (empty in tallies
    written before it existed; those fall back to a Wilson interval over games).
    """

    games: int = 0
    sides: Counter[str] = field(default_factory=Counter)
    endings: Counter[str] = field(default_factory=Counter)
    role_seats: Counter[str] = field(default_factory=Counter)
    role_wins: Counter[str] = field(default_factory=Counter)
    role_games: Counter[str] = field(default_factory=Counter)
    lengths: Counter[int] = field(default_factory=Counter)
    role_cells: Counter[str] = field(default_factory=Counter)

    def merge(self, other: Tally) -> Tally:
        """Add ``other``'s counts to this tally (in place) and return it."""
        self.games += other.games
        self.sides.update(other.sides)
        self.endings.update(other.endings)
        self.role_seats.update(other.role_seats)
        self.role_wins.update(other.role_wins)
        self.role_games.update(other.role_games)
        self.lengths.update(other.lengths)
        self.role_cells.update(other.role_cells)
        return self

    def side_rate(self, side: str) -> tuple[float, float, float]:
        """(rate, low, high) of games the side won."""
        won = self.sides.get(side, 0)
        return (won / self.games if self.games else 0.0, *wilson(won, self.games))

    def role_rate(self, role: str) -> tuple[float, float, float]:
        """(rate, low, high) of seat-games with this role that ended in a win.

        Seats of one role in one game share their fate (all Getreue win together), so the
        interval resamples whole games, not seats: a game-level bootstrap of the ratio
        (won seats / seats) over the games with the role (:func:`ratio_bootstrap`). A tally
        without ``role_cells`` (written before them) gets a Wilson interval over the games
        with the role, which is only right when a role has one seat per game.
        """
        seats, won = self.role_seats.get(role, 0), self.role_wins.get(role, 0)
        if not seats:
            return 0.0, *wilson(0, 0)
        rate = won / seats
        cells = self.cells_of(role)
        if cells:
            return (rate, *ratio_bootstrap(cells, key=role))
        games = self.role_games.get(role, 0) or seats
        return (rate, *wilson(round(rate * games), games))

    def cells_of(self, role: str) -> dict[tuple[int, int], int]:
        """Games per (seats with ``role``, of them won), for the games the role was in."""
        out: dict[tuple[int, int], int] = {}
        for key, games in self.role_cells.items():
            name, seats, won = key.rsplit(":", 2)
            if name == role and int(seats) > 0:
                out[int(seats), int(won)] = out.get((int(seats), int(won)), 0) + games
        return out

    def mean_length(self) -> float:
        total = sum(self.lengths.values())
        return sum(k * v for k, v in self.lengths.items()) / total if total else 0.0

    def median_length(self) -> int:
        total = sum(self.lengths.values())
        seen = 0
        for length in sorted(self.lengths):
            seen += self.lengths[length]
            if 2 * seen >= total:
                return length
        return 0

    def to_json(self) -> dict[str, object]:
        return {
            "games": self.games,
            "sides": dict(sorted(self.sides.items())),
            "endings": dict(sorted(self.endings.items())),
            "role_seats": dict(sorted(self.role_seats.items())),
            "role_wins": dict(sorted(self.role_wins.items())),
            "role_games": dict(sorted(self.role_games.items())),
            "lengths": {str(k): v for k, v in sorted(self.lengths.items())},
            "role_cells": dict(sorted(self.role_cells.items())),
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Tally:
        def counter(name: str) -> Counter[str]:
            value = data.get(name, {})
            return Counter({str(k): int(v) for k, v in value.items()}) if isinstance(value, dict) else Counter()

        lengths = data.get("lengths", {})
        return cls(
            games=int(data.get("games", 0)),  # type: ignore[call-overload]
            sides=counter("sides"),
            endings=counter("endings"),
            role_seats=counter("role_seats"),
            role_wins=counter("role_wins"),
            role_games=counter("role_games"),
            lengths=Counter({int(k): int(v) for k, v in lengths.items()}) if isinstance(lengths, dict) else Counter(),
            role_cells=counter("role_cells"),
        )


BOOTSTRAP_REPLICATES = 2000
"""Replicates of :func:`ratio_bootstrap`: enough for the 2.5 % and 97.5 % percentiles to
settle to about a tenth of a point at the lab's sample sizes."""


def ratio_bootstrap(cells: Mapping[tuple[int, int], int], *, key: str = "",
                    replicates: int = BOOTSTRAP_REPLICATES) -> tuple[float, float]:
    """A 95 % percentile interval for Σ won / Σ seats, resampling whole games.

    ``cells`` maps (seats, won) to the number of games with that cell. The resampling is the
    Bayesian bootstrap (Rubin 1981): each game gets a Dirichlet(1, …, 1) weight, so a cell
    of *k* games gets a Gamma(*k*, 1) weight — one draw per cell instead of one per game,
    which keeps 10⁶-game tallies cheap in pure Python. Its seed is made from the cells (and
    ``key``), so the same counts always give the same interval (the docs are reproducible).
    """
    items = sorted((c, g) for c, g in cells.items() if g > 0 and c[0] > 0)
    if not items:
        return wilson(0, 0)
    if len(items) == 1:
        (seats, won), _ = items[0]
        return won / seats, won / seats  # every game alike: resampling cannot move the ratio
    digest = hashlib.blake2b(repr((key, items)).encode(), digest_size=8).digest()
    rng = random.Random(int.from_bytes(digest, "little"))
    gamma = rng.gammavariate
    ratios = []
    for _ in range(replicates):
        num = den = 0.0
        for (seats, won), games in items:
            weight = gamma(games, 1.0)
            num += weight * won
            den += weight * seats
        ratios.append(num / den)
    ratios.sort()
    low = ratios[int(0.025 * (replicates - 1))]
    high = ratios[int(math.ceil(0.975 * (replicates - 1)))]
    return max(0.0, low), min(1.0, high)


@dataclass
class PairTally:
    """Two policy mixes on the same games (common random numbers): who won each game under each.

    ``joint`` counts games by ``"winner under A|winner under B"``; ``a`` and ``b`` are the
    two mixes' full tallies over the same games.
    """

    a: Tally = field(default_factory=Tally)
    b: Tally = field(default_factory=Tally)
    joint: Counter[str] = field(default_factory=Counter)

    def merge(self, other: PairTally) -> PairTally:
        self.a.merge(other.a)
        self.b.merge(other.b)
        self.joint.update(other.joint)
        return self

    @property
    def games(self) -> int:
        return sum(self.joint.values())

    def difference(self, side: str) -> tuple[float, float, float]:
        """(difference, low, high): ``side``'s win rate under A minus under B, 95 % interval.

        Paired by game: only games that one mix won for ``side`` and the other did not carry
        information, so the interval is far narrower than the two rates' intervals would
        suggest. The interval is Agresti and Min's (2005) adjusted Wald interval for paired
        proportions (half a game added to each cell of the 2×2 table), which keeps a width
        when no game differs; the point estimate is the plain difference.
        """
        n = self.games
        if n == 0:
            return 0.0, -1.0, 1.0
        a_only = b_only = 0
        for key, games in self.joint.items():
            wa, _, wb = key.partition("|")
            a_only += games * (wa == side and wb != side)
            b_only += games * (wb == side and wa != side)
        d = (a_only - b_only) / n
        m = n + 2
        centre = (a_only - b_only) / m
        var = max(0.0, (a_only + b_only + 1) / m - centre * centre) / m
        half = Z95 * math.sqrt(var)
        return d, max(-1.0, centre - half), min(1.0, centre + half)

    def to_json(self) -> dict[str, object]:
        return {"a": self.a.to_json(), "b": self.b.to_json(), "joint": dict(sorted(self.joint.items()))}


def verdict(interval: tuple[float, float], band: tuple[float, float]) -> str:
    """``"inside"`` when the interval lies within ``band``, ``"outside"`` when it lies wholly
    outside it, else ``"undecided"`` (the sample cannot tell): a count is called balanced or
    unbalanced only when its interval clears the line."""
    low, high = interval
    if band[0] <= low and high <= band[1]:
        return "inside"
    if high < band[0] or low > band[1]:
        return "outside"
    return "undecided"
