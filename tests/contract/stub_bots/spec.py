"""Höher oder Tiefer as the lab sees it (see :mod:`lab.games`): two policy sides (the first
seat, who reveals, and the others), a bot that guesses from its own card in ``view(seat)``,
and a driver that plays a chunk of games through the public API.

A game's result side is whether the first seat guessed right (``first_right``) or not
(``first_wrong``); the roles are the two policy sides, and every seat that guessed right wins.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from engine.actions import Action
from lab.policy import Family
from lab.seeds import BOT_STREAM, game_seed
from lab.stats import Tally
from tests.contract.stub_game.engine import Config, Guess, HoeherGame, Reveal, SeatView


@dataclass(frozen=True)
class StubParams:
    threshold: int = 7
    """Guess "higher" when one's own card is below this (7: the best guess for 1–13)."""
    epsilon: float = 0.0
    """Chance of a random guess instead."""


class StubBot:
    """A policy (:class:`lab.policy.Policy`): decides from ``view(seat)`` only."""

    def __init__(self, params: StubParams) -> None:
        self.params = params

    def act(self, view: SeatView, talk: object, rng: random.Random) -> Action:
        if Reveal() in view.legal_actions:
            return Reveal()
        if rng.random() < self.params.epsilon:
            return rng.choice(view.legal_actions)
        return Guess(1 if view.card < self.params.threshold else 0)


def run_chunk(config: Config, bots: tuple[StubBot, StubBot], job: int, start: int, count: int) -> Tally:
    """Games ``start … start+count-1`` of the job whose seed is ``job``, played on the public API."""
    tally = Tally()
    n = len(config.players)
    for index in range(start, start + count):
        seed = game_seed(job, index)
        game = HoeherGame(config, seed, logging=False)
        rng = random.Random(seed ^ BOT_STREAM)
        moves = 0
        while game.outcome() is None:
            seat = min(game.pending_seats())
            game.apply(seat, bots[0 if seat == 0 else 1].act(game.view(seat), None, rng))
            moves += 1
        outcome = game.outcome()
        assert outcome is not None
        won_others = sum(1 for s in outcome.winners if s != 0)
        tally.merge(Tally(
            games=1,
            sides=Counter({"first_right" if 0 in outcome.winners else "first_wrong": 1}),
            endings=Counter({outcome.reason.value: 1}),
            role_seats=Counter({"first": 1, "others": n - 1}),
            role_wins=Counter({"first": int(0 in outcome.winners), "others": won_others}),
            role_games=Counter({"first": 1, "others": 1}),
            lengths=Counter({moves: 1}),
            role_cells=Counter({f"first:1:{int(0 in outcome.winners)}": 1, f"others:{n - 1}:{won_others}": 1}),
        ))
    return tally


BELIEF = StubParams()
POLICY_SIDES: tuple[str, ...] = ("first", "others")
FAMILIES: dict[str, Family[StubParams]] = {
    "random": Family("random", StubParams(epsilon=1.0), "random guesses"),
    "naive": Family("naive", StubParams(threshold=14), "always guesses higher"),
    "belief": Family("belief", BELIEF, "guesses by its own card"),
}
SIDES: tuple[str, ...] = ("first_right", "first_wrong")
ROLES: tuple[str, ...] = ("first", "others")
ENDINGS: tuple[str, ...] = ("revealed",)
CONFIG = Config
CHUNK = run_chunk
BOT = StubBot
STRATEGIES: dict[str, tuple[str, ...]] = {"first": ("naive",), "others": ("belief:threshold=5",)}
