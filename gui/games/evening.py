"""The evening tally: each player's wins over the games played one after another with
"Play again", shown on every end screen (issue 31: "an evening tally").

What it is for: a group plays several games in an evening and wants to know who is ahead.
The tally follows the same chain as the game history's ``evening`` (:mod:`gui.history.session_hook`):
"Play again" goes on counting; a game started from the start screen, or resumed after a
restart, begins a new evening. It counts every finished game, also when the history is
switched off (it lives in memory, like the chain itself). These games have no points besides
winning, so a player's standing is their wins, next to the games they played.

Pure Python and public: winners' names are on every end screen anyway.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Standing:
    """One player's evening so far."""

    name: str
    wins: int
    games: int


@dataclass
class EveningTally:
    """Wins and games per player name, in the order the names first sat down."""

    games: int = 0
    _wins: dict[str, int] = field(default_factory=dict)
    _played: dict[str, int] = field(default_factory=dict)

    def add(self, players: Sequence[str], winners: Iterable[int]) -> None:
        """One finished game: ``players`` by seat, ``winners`` their seats."""
        self.games += 1
        won = {players[seat] for seat in winners}
        for name in players:
            self._played[name] = self._played.get(name, 0) + 1
            self._wins[name] = self._wins.get(name, 0) + (name in won)

    def standings(self) -> list[Standing]:
        """Most wins first; equal wins in seating order (the order names first appeared)."""
        order = {name: i for i, name in enumerate(self._played)}
        rows = [Standing(name, self._wins[name], self._played[name]) for name in self._played]
        return sorted(rows, key=lambda row: (-row.wins, order[row.name]))

    def line(self) -> str:
        """The standings in one line, names and wins: "Ben 2 · Anna 1 · Cem 0"."""
        return " · ".join(f"{row.name} {row.wins}" for row in self.standings())

