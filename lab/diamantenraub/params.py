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
- ``reasoning`` (issue 22; not the published bots): the Boss accuses by a posterior over the
  takes (``reason``, :mod:`lab.diamantenraub.posterior`); thieves take a tenth (one diamond,
  ``risk``) and, like the Ermittler and Straßenkinder, choose their story by what a Boss who
  blames the gaps would make of it after the stories told before (``scheme``).
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
    scheme: int = 0
    """Thieves, Ermittler, Straßenkinder: 1 to choose their story by what the Boss would make
    of it, given the stories told before (:meth:`lab.diamantenraub.bots.DrBot.scheme`)."""
    # -- the reasoning Boss (issue 22; off in the published families) --
    reason: int = 0
    """Boss: 1 to accuse by the posterior over the takes (:mod:`lab.diamantenraub.posterior`)
    instead of the gap scores."""
    excuse_weight: float = 0.4
    """Reasoning Boss: what accusing an innocent who is no Ermittler is worth, against catching
    a thief (1), while he has an excuse left (without one it ends the game: 0)."""
    noise: float = 0.05
    """Reasoning Boss: the chance he gives any story of being anything, when no assignment of
    takes fits all stories under his model."""
    m_role_rate: float = 0.6
    """Reasoning Boss's model of the players: chance to take a role card when both kinds are there."""
    m_risk: float = 0.5
    """… the share of the diamonds a thief takes (his likeliest take) …"""
    m_spread: float = 0.3
    """… the chance that a thief's take is any count from one to all instead …"""
    m_hide_up: float = 0.5
    """… a thief's chance to hide his take in the count he claims to have received …"""
    m_wild: float = 0.0
    """… the chance that a thief's, an Ermittler's or a Straßenkind's count is any count at all
    (one in 16 each) rather than one the model above gives (players who scheme) …"""
    m_bait: float = 0.5
    """… an Ermittler's chance to claim one or two diamonds fewer than he got …"""
    m_decoy: float = 0.3
    """… a Straßenkind's chance to do the same …"""
    m_fahrer_cover: float = 0.7
    """… a Fahrer's chance to repeat the count his right neighbour claims …"""
    m_set_aside: float = 0.25
    """… the first player's chance to set a role card aside …"""
    m_last_nothing: float = 0.2
    """… the last player's chance to take nothing …"""
    m_claims: tuple[float, float, float, float, float] = (0.85, 0.03, 0.05, 0.02, 0.05)
    """… and the chance that a thief claims each kind (Getreuer, Ermittler, Fahrer, Revolverheld, nothing)."""


BELIEF = DrParams()
REASONING = replace(BELIEF, reason=1, m_wild=0.1, scheme=1, risk=0.1)
"""Bots that reason (issue 22), on both sides; not the default: the published figures are the
``belief`` bots'. The Boss's model of the players is the ``belief`` players' parameters (the
``m_`` fields) plus a scheming count with chance ``m_wild`` = 0.1 (chosen on 1000 games per
count, seed 7, among 0, 0.1, 0.2, 0.3 and 0.6: 0.2 and more cost up to 7 points against the
``belief`` players at 5; ``excuse_weight`` between 0 and 0.7 changed nothing measurable). The
players' take and role parameters are ``belief``'s but ``risk`` (0.1 and 0.05 are the same
one-diamond take; 0.25 gave the Boss 1 to 11 points more). docs/balance.md gives both sides'
comparison with ``belief`` on fresh seeds."""
NAIVE = replace(BELIEF, hide_up=0.0, bait=0.0, decoy=0.0, fahrer_cover=0.0, caution=0.0, shoot_at=0.5,
                save_boss=1.1)
RANDOM = replace(NAIVE, epsilon=1.0, hide=-1)

FAMILIES: dict[str, Family[DrParams]] = {
    "random": Family("random", RANDOM, "uniformly random decisions; truthful stories"),
    "naive": Family("naive", NAIVE, "truthful stories; the Boss accuses by the gaps between them"),
    "belief": Family("belief", BELIEF, "thieves cover, Ermittler bait; the Boss weighs stories and clearances"),
    "reasoning": Family("reasoning", REASONING,
                        "the Boss accuses by a posterior over the takes; thieves take one and scheme their stories"),
}
SIDES: tuple[str, ...] = ("boss", "players")
