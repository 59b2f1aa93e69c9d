"""Tallies of simulated games and 95 % Wilson score intervals.

A :class:`Tally` holds only integer counts, so merging the tallies of chunks gives exactly
the same totals in any order: the basis of distribution-independent results.
"""
from __future__ import annotations

import math
from collections import Counter
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
    ``lengths``: games per length (openings in Tempelgold, accusations in Diamantenraub).
    """

    games: int = 0
    sides: Counter[str] = field(default_factory=Counter)
    endings: Counter[str] = field(default_factory=Counter)
    role_seats: Counter[str] = field(default_factory=Counter)
    role_wins: Counter[str] = field(default_factory=Counter)
    role_games: Counter[str] = field(default_factory=Counter)
    lengths: Counter[int] = field(default_factory=Counter)

    def merge(self, other: Tally) -> Tally:
        """Add ``other``'s counts to this tally (in place) and return it."""
        self.games += other.games
        self.sides.update(other.sides)
        self.endings.update(other.endings)
        self.role_seats.update(other.role_seats)
        self.role_wins.update(other.role_wins)
        self.role_games.update(other.role_games)
        self.lengths.update(other.lengths)
        return self

    def side_rate(self, side: str) -> tuple[float, float, float]:
        """(rate, low, high) of games the side won."""
        won = self.sides.get(side, 0)
        return (won / self.games if self.games else 0.0, *wilson(won, self.games))

    def role_rate(self, role: str) -> tuple[float, float, float]:
        """(rate, low, high) of seat-games with this role that ended in a win.

        Seats of one role in one game mostly share their fate (all Getreue win together), so
        the interval counts games with the role, not seats: wider, and honest about it.
        """
        seats, won = self.role_seats.get(role, 0), self.role_wins.get(role, 0)
        if not seats:
            return 0.0, *wilson(0, 0)
        rate = won / seats
        games = self.role_games.get(role, 0) or seats
        return (rate, *wilson(round(rate * games), games))

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
        )
