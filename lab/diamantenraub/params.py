"""Diamantenraub policy parameters and the families built from them.

One parameter set for both policy sides (``boss`` reads the Boss's fields, ``players``
the others'), so every family is a preset and any field can be set on the command line:

- ``random``: every decision uniformly random among the legal ones (as the engine's
  random playout), stories truthful.
- ``naive``: sensible takes, every story the plain truth; the Boss accuses by the gaps
  between neighbouring stories.
- ``belief``: thieves lie to cover their take, the Ermittler and Straßenkinder bait the
  Boss, a Fahrer covers the player to his right; the Boss weighs the gaps, role-card
  claims and who has been cleared, and is wary of baits while an Ermittler is at large;
  the Revolverheld shoots when the accused is likely the Ermittler.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from lab.policy import Family


@dataclass(frozen=True)
class DrParams:
    """What a Diamantenraub bot does. Probabilities are in [0, 1]."""

    # -- the Boss --
    hide: int = 2
    """Diamonds the Boss hides (0–5; −1: uniformly at random)."""
    overclaim: float = 1.0
    """Boss: suspicion (in diamonds) for claiming a role card that the returned treasure says
    nobody could have taken, shared among the claimers of that kind."""
    caution: float = 1.5
    """Boss: how much a bait signature (a story that adds diamonds) keeps him off a seat while an
    Ermittler card is unaccounted for."""
    # -- the players --
    risk: float = 0.5
    """Thieves take this share of the diamonds they see (at least one)."""
    role_rate: float = 0.6
    """Chance to take a role card rather than diamonds when both are there."""
    ermittler_pull: float = 0.3
    """Weight of an Ermittler card when choosing which role card to take (others weigh 1)."""
    set_aside: float = 0.25
    """The first player's chance to set a role card aside."""
    last_nothing: float = 0.2
    """The last player's chance to take nothing (become a Straßenkind) when he could take."""
    hide_up: float = 0.5
    """Thief: chance to lie about what he received (else about what he took)."""
    bait: float = 0.5
    """Ermittler: chance to tell a story that looks like hidden diamonds."""
    decoy: float = 0.3
    """Straßenkind: chance to do the same, so that the Boss wastes an excuse."""
    fahrer_cover: float = 0.7
    """Fahrer: chance to tell the count his right neighbour claims to have passed on."""
    shoot_at: float = 0.4
    """Revolverheld: shoots when the accused is the Ermittler with at least this chance …"""
    save_boss: float = 0.6
    """… or, when the Boss has no excuse left, the accused is innocent with at least this chance."""
    epsilon: float = 0.0
    """Chance of a uniformly random decision instead (1 = the random policy)."""


BELIEF = DrParams()
NAIVE = replace(BELIEF, hide_up=0.0, bait=0.0, decoy=0.0, fahrer_cover=0.0, caution=0.0, shoot_at=0.5,
                save_boss=1.1)
RANDOM = replace(NAIVE, epsilon=1.0, hide=-1)

FAMILIES: dict[str, Family[DrParams]] = {
    "random": Family("random", RANDOM, "uniformly random decisions; truthful stories"),
    "naive": Family("naive", NAIVE, "truthful stories; the Boss accuses by the gaps between them"),
    "belief": Family("belief", BELIEF, "thieves cover, Ermittler bait; the Boss weighs stories and clearances"),
}
SIDES: tuple[str, ...] = ("boss", "players")
