"""The searched best response (lab.search.ismcts) against an exact best response.

A game small enough to enumerate: Kuhn poker (three cards, one each, an ante of 1, one bet
of 1), where the searcher is the first player and the opponent plays a fixed, exploitable
mixed strategy. The exact best response is computed by enumerating the searcher's
information sets (its card; its card after check–bet) against the posterior over the
opponent's card. The ISMCTS, with determinizations drawn from that same posterior, plays
games on every deal; its mean reward must lie within its 95 % interval of the exact value,
and a plainly worse strategy's exact value must lie outside it (so the test can fail).
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence

from lab.search.ismcts import Action, Observation, search

CARDS = (0, 1, 2)  # J, Q, K
BET_WITH = {0: 0.1, 1: 0.9, 2: 1.0}
"""The opponent, after a check: chance to bet with each card (it seldom bluffs with the jack,
so a queen facing a bet should fold: a search that drew the opponent's card uniformly, not
from the posterior, would call)."""
CALL_WITH = {0: 0.1, 1: 0.1, 2: 1.0}
"""The opponent, facing a bet: chance to call with each card. Chosen so that every card's
best opening beats the other one by at least 0.08 (of a reward in [0, 1])."""


def _reward(payoff: int) -> float:
    return (payoff + 2) / 4


class Kuhn:
    """A determinization: the searcher (first player) holds ``mine``, the opponent ``theirs``."""

    def __init__(self, mine: int, theirs: int) -> None:
        self.mine, self.theirs = mine, theirs
        self.history = ""
        self.payoff: int | None = None

    def done(self) -> bool:
        return self.payoff is not None

    def actions(self) -> Sequence[Action]:
        return ("bet", "check") if self.history == "" else ("call", "fold")

    def _showdown(self, stake: int) -> int:
        return stake if self.mine > self.theirs else -stake

    def play(self, action: Action, rng: random.Random) -> Observation:
        if self.history == "":
            if action == "bet":
                called = rng.random() < CALL_WITH[self.theirs]
                self.payoff = self._showdown(2) if called else 1
                return "called" if called else "folded"
            if rng.random() < BET_WITH[self.theirs]:
                self.history = "cb"
                return "bet"
            self.payoff = self._showdown(1)
            return "checked"
        self.payoff = self._showdown(2) if action == "call" else -1
        return ""

    def rollout(self, rng: random.Random) -> float:
        while self.payoff is None:  # the default policy: a uniformly random choice
            options = self.actions()
            self.play(options[rng.randrange(len(options))], rng)
        return self.reward()

    def reward(self) -> float:
        assert self.payoff is not None
        return _reward(self.payoff)


class KuhnInfo:
    """The searcher's information set: its card and the history; samples the opponent's card
    from the posterior (uniform at the start; by the chance to bet after check–bet)."""

    def __init__(self, mine: int, history: str) -> None:
        self.mine, self.history = mine, history

    def sample(self, rng: random.Random) -> Kuhn:
        others = [c for c in CARDS if c != self.mine]
        weights = [1.0 if self.history == "" else BET_WITH[c] for c in others]
        x = rng.random() * sum(weights)
        theirs = others[-1]
        for c, w in zip(others, weights):
            x -= w
            if x < 0:
                theirs = c
                break
        state = Kuhn(self.mine, theirs)
        state.history = self.history
        return state


def exact_value(first: dict[int, str] | None = None) -> float:
    """The searcher's expected reward: of the best response (``first`` None), or of the
    strategy that opens with ``first[card]`` and answers a bet by the best reply."""
    total = 0.0
    for mine in CARDS:
        others = [c for c in CARDS if c != mine]

        def show(stake: int, theirs: int) -> float:
            return _reward(stake if mine > theirs else -stake)

        bet = sum(CALL_WITH[o] * show(2, o) + (1 - CALL_WITH[o]) * _reward(1) for o in others) / 2
        mass = sum(BET_WITH[o] for o in others)
        call = sum(BET_WITH[o] * show(2, o) for o in others) / mass
        reply = max(call, _reward(-1))
        check = sum(BET_WITH[o] * reply + (1 - BET_WITH[o]) * show(1, o) for o in others) / 2
        if first is None:
            total += max(bet, check)
        else:
            total += bet if first[mine] == "bet" else check
    return total / len(CARDS)


def test_the_search_plays_the_exact_best_response_within_its_interval() -> None:
    rng = random.Random(33)
    rewards = []
    rounds = 150
    for _ in range(rounds):
        for mine in CARDS:  # every deal equally often: stratified, less noise
            for theirs in CARDS:
                if theirs == mine:
                    continue
                game = Kuhn(mine, theirs)
                while not game.done():
                    action, _ = search(KuhnInfo(mine, game.history), 200, rng)
                    game.play(action, rng)
                rewards.append(game.reward())
    n = len(rewards)
    mean = sum(rewards) / n
    sd = math.sqrt(sum((r - mean) ** 2 for r in rewards) / (n - 1))
    low, high = mean - 1.96 * sd / math.sqrt(n), mean + 1.96 * sd / math.sqrt(n)
    best = exact_value()
    assert low <= best <= high, (low, best, high)
    # The test has power: the strategy that opens the other way on every card (and answers a
    # bet by the best reply) lies outside the interval.
    opening = {c: max(("bet", "check"), key=lambda a, c=c: exact_value({**dict.fromkeys(CARDS, "check"), c: a}))
               for c in CARDS}
    worse = exact_value({c: "check" if a == "bet" else "bet" for c, a in opening.items()})
    assert worse < best and not low <= worse <= high, (low, worse, high)


def test_the_search_is_deterministic_for_a_seed() -> None:
    first = search(KuhnInfo(1, ""), 100, random.Random(5))[0]
    again = search(KuhnInfo(1, ""), 100, random.Random(5))[0]
    assert first == again
