"""What a game's search package provides, and what its driver returns.

A game that can be searched has a package ``<lab_module>.search`` (next to its bots, in a
subpackage so that the bots' fingerprint, which hashes the files directly in the game's lab
package, stays the same) with a function::

    play(config, seed, bots, side, budget, base, c=0.7) -> Searched

that plays one game on the seed's deal: the seats of the policy ``side`` search with
:func:`lab.search.ismcts.search` (``budget`` iterations per decision, rollouts with the
``base`` bot for their own later moves), the others play ``bots`` (the lab's pair of bots of
the two policy sides, as :meth:`lab.games.LabGame.bots` gives). The bots draw from the stream
the lab's fast driver uses (``seed ^ BOT_STREAM``); the search from ``seed ^ SEARCH_STREAM``.
"""
from __future__ import annotations

from dataclasses import dataclass

SEARCH_STREAM = 0x15C7_5EA5C4
"""XORed into a game's seed for the search's own PRNG (the bots keep theirs)."""


@dataclass
class Searched:
    """One game's result: whether the searching side won, who won, and the searches' cost."""

    won: bool
    winner: str
    """The result side that won (as the game's tallies name it)."""
    decisions: int
    seconds: float
    """CPU seconds spent in the searches (``time.process_time``)."""
    relaxed: int = 0
    """Decisions whose determinizations had to leave out part of what the seat saw (a game's
    driver says which part, if any)."""
