"""The shipped table as the searched oracle's tools read it: where it lives, a table's published
equilibrium, and the tables ``make balance`` searches itself (:mod:`lab.search.shipped` asks
and publishes, :mod:`lab.search.sweep` keeps the answers at the other tables)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

SHIPPED = Path(__file__).resolve().parent.parent / "data" / "balance.json"


def published_entry(data: dict[str, Any], game: str, players: int, variant: str) -> dict[str, Any] | None:
    """The shipped equilibrium entry of a table (``variant`` as docs/balance.md names it), or None."""
    return next((e for e in data.get("equilibria", []) if (e["game"], e["players"], e["variant"]) ==
                 (game, players, variant)), None)


def growing_mark(still_growing: object) -> dict[str, bool]:
    """``{"growing": True}`` for a searched gain that was still growing at the largest budget
    played (a lower bound: a longer search may find more), else nothing, so that entries made
    before the mark and those of a search that stopped growing read the same. Spread into a
    ``best`` entry and into an exploitability (:func:`lab.search.shipped.publish`)."""
    return {"growing": True} if still_growing is True else {}


def make_balance_tables() -> list[str]:
    """Where ``make balance`` asks the searched oracle against the shipped mixtures: the smallest
    table of each game that has a search driver (about 4 minutes on two cores for the two shipped
    games; the other tables: ``make balance-sweep``, :mod:`lab.search.sweep`)."""
    from lab.games import GAMES
    from lab.search.oracle import searchable

    return [f"{game.id}:{min(game.players)}" for game in GAMES.values() if searchable(game.id)]
