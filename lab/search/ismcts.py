"""Single-observer Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse
2012, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), SO-ISMCTS), as a best
responder against fixed strategies.

The searcher sees only its own information set. Each iteration samples one *determinization*
(a full hidden state consistent with what the searcher knows, drawn by the game's adapter
from the seat's posterior), then walks the tree from the root:

- a node is one information set of the searcher: the root, then one node per (own action,
  what the searcher observed until its next decision). Because the other seats play fixed
  strategies, their moves and chance are the environment of a single-agent search; keying the
  children by the observation keeps every node a set of histories the searcher cannot tell
  apart, which a best response needs (an open-loop tree would mix them);
- the action is chosen by UCB1 over the actions legal in this determinization, with
  *availability counts* in place of the parent's visits (the subset-armed bandit of the
  paper: an action that is legal in only some determinizations is not penalised for the
  others);
- one new node is added per iteration, then the game is finished by a rollout with the
  default policies (the fixed strategies for the others, the base strategy for the searcher's
  own later moves), and the result (1 when the searcher's side wins) is backed up.

After ``budget`` iterations the most visited action at the root is played (ties: the first
in the adapter's order). The adapter's :class:`Determinization` holds the rules (through the
engine's own transitions) and the fixed strategies; this module knows no game. The search
draws all its randomness from the ``rng`` it is given, so it is deterministic for a seed.
"""
from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence
from typing import Protocol

Action = Hashable
Observation = Hashable


class Determinization(Protocol):
    """One sampled hidden state, at a decision of the searcher (or over)."""

    def done(self) -> bool:
        """Whether the game is over."""
        ...

    def actions(self) -> Sequence[Action]:
        """The searcher's choices now (non-empty while not done)."""
        ...

    def play(self, action: Action, rng: random.Random) -> Observation:
        """Play the searcher's ``action``, then the other seats and chance until the searcher's
        next decision or the end; return what the searcher observed on the way."""
        ...

    def rollout(self, rng: random.Random) -> float:
        """Finish the game with the default policies; the searcher's reward in [0, 1]."""
        ...

    def reward(self) -> float:
        """The searcher's reward of a finished game."""
        ...


class InfoSet(Protocol):
    """What the searcher knows at a decision: it can sample determinizations of itself."""

    def sample(self, rng: random.Random) -> Determinization:
        ...


class Node:
    """One information set of the searcher in the tree: per action its visits, summed reward
    and availability, and the children by (action, observation)."""

    __slots__ = ("visits", "reward", "avail", "children")

    def __init__(self) -> None:
        self.visits: dict[Action, int] = {}
        self.reward: dict[Action, float] = {}
        self.avail: dict[Action, int] = {}
        self.children: dict[tuple[Action, Observation], Node] = {}

    def select(self, actions: Sequence[Action], c: float, rng: random.Random) -> tuple[Action, bool]:
        """The action to try (UCB1 with availability counts); True when it was never tried."""
        avail, visits = self.avail, self.visits
        untried = []
        for a in actions:
            avail[a] = avail.get(a, 0) + 1
            if a not in visits:
                untried.append(a)
        if untried:
            return untried[rng.randrange(len(untried))], True
        best = -math.inf
        choice = actions[0]
        reward = self.reward
        for a in actions:
            n = visits[a]
            score = reward[a] / n + c * math.sqrt(math.log(avail[a]) / n)
            if score > best:
                best = score
                choice = a
        return choice, False

    def child(self, action: Action, observation: Observation) -> Node:
        key = (action, observation)
        node = self.children.get(key)
        if node is None:
            node = self.children[key] = Node()
        return node


def search(infoset: InfoSet, budget: int, rng: random.Random, c: float = 0.7) -> tuple[Action, Node]:
    """Run ``budget`` iterations from ``infoset``; return the most visited root action and the root.

    ``c`` is the UCB exploration constant (rewards are win probabilities in [0, 1]; the paper
    used 0.7).
    """
    if budget < 1:
        raise ValueError("the budget must be at least one iteration")
    root = Node()
    first: Sequence[Action] = ()
    for _ in range(budget):
        state = infoset.sample(rng)
        if not first:
            first = state.actions()
        node = root
        path: list[tuple[Node, Action]] = []
        value = -1.0
        while not state.done():
            action, new = node.select(state.actions(), c, rng)
            observation = state.play(action, rng)
            path.append((node, action))
            if new:
                value = state.rollout(rng) if not state.done() else state.reward()
                break
            node = node.child(action, observation)
        if value < 0.0:
            value = state.reward()
        for visited, action in path:
            visited.visits[action] = visited.visits.get(action, 0) + 1
            visited.reward[action] = visited.reward.get(action, 0.0) + value
    if not root.visits:
        raise ValueError("the searcher had no decision to make")
    order = {a: i for i, a in enumerate(first)}
    best = max(root.visits, key=lambda a: (root.visits[a], -order.get(a, len(order))))
    return best, root
