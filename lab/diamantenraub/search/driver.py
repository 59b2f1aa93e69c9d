"""Diamantenraub games where the seats of one side search (ISMCTS) and the others play fixed bots.

The game is a :class:`~lab.diamantenraub.search.world.DrWorld` with several searchers: the Boss (side
``boss``) or every player (side ``players``). At each decision of a searching seat, its
information set (:class:`~lab.diamantenraub.search.world.DrInfo`) is built from its own past decisions
and its own observations only, never from the game's state or seed, and
:func:`lab.search.ismcts.search` chooses. The bots draw from the same stream as in the lab's
fast driver (``seed ^ BOT_STREAM``; a searching seat's base choice is drawn too and dropped),
so the game starts on the same draws as the baseline (common random numbers); the search
draws from its own stream.

A searching player's determinizations are built seat by seat along the passing order
(:mod:`lab.diamantenraub.search.sampler`), ``particles`` per decision, each fitting everything the
seat saw. The Boss's are built seat by seat as well (:mod:`lab.diamantenraub.search.boss_sampler`),
from the exact posterior against the fixed strategies (the chances read off the bots' own
code, rather than the lab's model of them). Where a sampler finds nothing, they come by
rejection from the fixed strategies: whole games are simulated from the start with the seat's
past decisions forced, and kept when the seat would have seen exactly what it saw. Up to
``particles`` are kept per decision, out of at most ``tries`` simulations; if none fits, the
stories are left out of the comparison (the hard facts must still fit) and the decision is
counted as relaxed.
"""
from __future__ import annotations

import random
import time
from collections.abc import Hashable

from engine.diamantenraub.config import Config
from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.fast import SIDE_OF_REASON
from lab.diamantenraub.search.world import DrInfo, DrWorld
from lab.search.ismcts import search
from lab.search.driver import SEARCH_STREAM, Searched
from lab.seeds import BOT_STREAM

PARTICLES = 64
TRIES = 4000


def play(config: Config, seed: int, bots: tuple[DrBot, DrBot], side: str, budget: int, base: DrBot,
         c: float = 0.7, particles: int = PARTICLES, tries: int = TRIES) -> Searched:
    """One game: the seats of ``side`` (``boss`` or ``players``) search with ``budget``
    iterations per decision; ``bots`` = (the Boss's policy, the players')."""
    n = len(config.players)
    searchers = [0] if side == "boss" else list(range(1, n))
    world = DrWorld(config, -1, bots, base, [], random.Random(seed ^ BOT_STREAM), searchers=searchers,
                    draw_defaults=True)
    srng = random.Random(seed ^ SEARCH_STREAM)
    forced: dict[int, list[Hashable]] = {s: [] for s in searchers}
    decisions = relaxed = 0
    seconds = 0.0
    while not world.done():
        seat = world.deciding
        start = time.process_time()
        info = DrInfo(config, seat, bots, base, forced[seat], world.logs[seat], min(particles, budget), tries, srng,
                      frozenset(searchers) - {seat})
        action, _ = search(info, budget, srng, c)
        seconds += time.process_time() - start
        decisions += 1
        relaxed += info.relaxed
        forced[seat].append(action)
        world.play(action, world.rng)
    outcome = world.game.outcome
    assert outcome is not None
    winner = SIDE_OF_REASON[outcome.reason.value]
    won = (winner == "boss") == (side == "boss")
    return Searched(won, winner, decisions, seconds, relaxed)
