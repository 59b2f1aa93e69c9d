"""Tempelgold's setup tables (docs/rules-tables.md), as data, in this one place.

Code and tests read the numbers from here; nothing else repeats them.
"""
from __future__ import annotations

from dataclasses import dataclass

ROUNDS = 4
FIRST_ROUND_CHAMBERS = 5
"""Chambers per player in round 1; each later round deals one fewer (5, 4, 3, 2)."""


@dataclass(frozen=True, slots=True)
class Setup:
    """The cards for one player count: role cards (red = Abenteurer, black = Wächter) and chambers."""

    red_roles: int
    black_roles: int
    gold: int
    empty: int
    traps: int

    @property
    def chambers(self) -> int:
        return self.gold + self.empty + self.traps

    @property
    def role_cards(self) -> int:
        return self.red_roles + self.black_roles


STANDARD: dict[int, Setup] = {
    3: Setup(2, 2, 5, 8, 2),
    4: Setup(3, 2, 6, 12, 2),
    5: Setup(3, 2, 7, 16, 2),
    6: Setup(4, 2, 8, 20, 2),
    7: Setup(5, 3, 7, 26, 2),
    8: Setup(6, 3, 8, 30, 2),
    9: Setup(6, 3, 9, 34, 2),
    10: Setup(7, 4, 10, 37, 3),
}

ONE_TRAP: dict[int, Setup] = {
    3: Setup(3, 2, 3, 11, 1),
    4: Setup(3, 2, 4, 15, 1),
    5: Setup(3, 2, 5, 19, 1),
    6: Setup(4, 2, 6, 23, 1),
    7: Setup(5, 3, 7, 27, 1),
    8: Setup(5, 3, 8, 31, 1),
}
"""Variant "Nur eine Falle" (3–8 players)."""

MIN_PLAYERS = min(STANDARD)
MAX_PLAYERS = max(STANDARD)


def setup_for(players: int, one_trap: bool) -> Setup:
    return (ONE_TRAP if one_trap else STANDARD)[players]
