"""Checks on configs that both games share."""
from __future__ import annotations


def check_player_names(players: list[str], minimum: int, maximum: int, game: str) -> list[str]:
    """Names must be non-blank and unique (ignoring case and outer spaces); the count must fit."""
    names = [name.strip() for name in players]
    if not minimum <= len(names) <= maximum:
        raise ValueError(f"{game} is played by {minimum} to {maximum} players, not {len(names)}")
    for position, name in enumerate(names, start=1):
        if not name:
            raise ValueError(f"player {position} has no name")
    seen: set[str] = set()
    for name in names:
        folded = name.casefold()
        if folded in seen:
            raise ValueError(f"two players are called {name!r}; every name must be different")
        seen.add(folded)
    return names
