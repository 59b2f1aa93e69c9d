"""The engine's speed targets (issue 12, "Speed first") and how both game benchmarks print them.

Every game and player count, best of interleaved rounds in one run: the checked API at
least ``CHECKED_TARGET`` × the bare loop, the fast path at least ``FAST_TARGET`` ×. Not a
benchmark itself (``bench/__main__`` runs the ``bench_*`` modules).
"""
from __future__ import annotations

import time

CHECKED_TARGET = 0.12
FAST_TARGET = 0.7
CLOCK = time.process_time
"""The CPU time of this process. The machine is shared (several sessions run at once), and
wall time spent descheduled would count against whichever variant it interrupted; CPU
time does not. Interleaved rounds and the best round of each still even out the rest
(caches, clock speed)."""


class TargetTable:
    """Prints one line per player count: rates, ratios next to their targets, ok or MISS."""

    def __init__(self, game: str) -> None:
        self.missed: list[str] = []
        print("rates in games per second of CPU time (time.process_time), best of interleaved rounds")
        print(f"{game:<14}{'bare/s':>9}{'checked/s':>11}{'ratio':>7}{'target':>8}"
              f"{'fast/s':>9}{'ratio':>7}{'target':>8}")

    def line(self, players: int, bare: float, checked: float, fast: float) -> None:
        marks = []
        for name, ratio, target in (("checked", checked / bare, CHECKED_TARGET), ("fast", fast / bare, FAST_TARGET)):
            marks.append("ok" if ratio >= target else "MISS")
            if ratio < target:
                self.missed.append(f"{players} players {name} {ratio:.3f} < {target}")
        print(f"{players:>2} players    {bare:>9.0f}{checked:>11.0f}{checked / bare:>7.3f}"
              f"{'>= ' + str(CHECKED_TARGET):>8} {marks[0]:<4}{fast:>9.0f}{fast / bare:>7.3f}"
              f"{'>= ' + str(FAST_TARGET):>8} {marks[1]}", flush=True)

    def summary(self) -> None:
        print("all targets hold" if not self.missed else "missed: " + "; ".join(self.missed))
