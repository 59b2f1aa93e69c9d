"""A player's determinizations built seat by seat, in place of rejecting whole games.

Rejection (:class:`~lab.diamantenraub.search.world.DrInfo`'s fallback) simulates whole games and
keeps those in which the seat would have seen exactly what it saw; the chance that a random
game does falls exponentially with the seats, so from 6 players on no game of 4000 fitted.
What a player has seen when it decides is little: the treasure when it reached it (its
diamonds and the kinds of role cards), which card seat 1 set aside (seat 1 only) and, at its
story, the stories of the seats before it. The hidden past behind it is the Boss's hiding,
seat 1's setting aside, every other player's take and the earlier players' stories; the
search's teammates (``wild`` in :class:`~lab.diamantenraub.search.world.DrWorld`) chose those
uniformly from their options, the Boss and seat 1's setting aside with the fixed strategies.
At its story the takes after it are hidden too, with one condition: the game went on when the
treasure came back (the Boss missed a diamond), else there would be no story to tell.

The treasure only ever loses cards, so the state between two seats is (diamonds left, the
kinds of role cards left), a few hundred states. For one hiding and one setting aside, a
backward pass over the seats gives the exact probability that the uniform takes (and the
earlier seats' uniform stories) reproduce what the seat saw; a forward pass then draws one
past from exactly that conditional distribution (per seat, each take in proportion to its
probability times the mass it keeps). The hiding and the setting aside come from the fixed
strategies' own draws (:data:`PROPOSALS` per decision, so their probabilities are those
frequencies) and are weighted by that mass: a particle filter whose particles are the hidden
choices the bots' code does not let us enumerate, and exact everywhere else. Its answer is
a script of the hidden choices (:attr:`~lab.diamantenraub.search.world.DrWorld.script`) that the
world replays on the engine's rules, strictly against what the seat saw.
"""
from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from engine.diamantenraub.config import Config
from engine.diamantenraub.playout import Playout
from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.fast import _kinds
from lab.diamantenraub.talk import DIEB, ERMITTLER, FAHRER, GETREUER, NOTHING, REVOLVERHELD

State = tuple[int, tuple[int, ...]]
"""Between two seats: the diamonds left and the kinds of role cards left (sorted)."""
Script = dict[Hashable, Hashable]

PROPOSALS = 512
"""Draws of the fixed strategies' hiding and setting aside per decision."""


def take_options(diamonds: int, kinds: list[int], may_nothing: bool) -> list[Hashable]:
    """A player's takes: (kind, −1) per kind of role card there, (DIEB, k) for 1…all, (NOTHING, 0)."""
    out: list[Hashable] = [(k, -1) for k in sorted(set(kinds))]
    out.extend((DIEB, k) for k in range(1, diamonds + 1))
    if may_nothing or not out:
        out.append((NOTHING, 0))
    return out


def story_options(received: int, taken: int, took: int) -> list[Hashable]:
    """A player's stories: (count it says it got, what it says it took)."""
    passed = received - taken
    counts = dict.fromkeys([received, passed, *range(max(0, passed - 1), min(15, received + 1) + 1)])
    claims = [GETREUER, NOTHING] + ([took] if took in (ERMITTLER, FAHRER, REVOLVERHELD) else [])
    out: list[Hashable] = [(c, k) for k in claims for c in counts]
    return out


def seat_takes(players: int, j: int, state: State) -> list[Hashable]:
    """Seat ``j``'s takes at this treasure (the last seat, or one before an empty treasure, may
    take nothing)."""
    d, kinds = state
    return take_options(d, list(kinds), j == players - 1 or not (d or kinds))


def took_of(take: Hashable) -> tuple[int, int]:
    """(what a take was, diamonds taken), as a story and an accusation name them."""
    assert isinstance(take, tuple)
    kind, count = take
    return (kind, 0) if count < 0 else (DIEB, count) if kind == DIEB else (NOTHING, 0)


def after(state: State, take: Hashable) -> State:
    """The treasure after a take ((kind, −1) a role card, (DIEB, k) diamonds, (NOTHING, 0))."""
    diamonds, kinds = state
    assert isinstance(take, tuple)
    kind, count = take
    if count < 0:
        i = kinds.index(kind)
        return diamonds, kinds[:i] + kinds[i + 1:]
    if kind == DIEB:
        return diamonds - count, kinds
    return state


def contains(big: tuple[int, ...], small: tuple[int, ...]) -> bool:
    """Whether the multiset ``small`` is in ``big`` (both sorted)."""
    i = 0
    for k in big:
        if i < len(small) and small[i] == k:
            i += 1
    return i == len(small)


class PlayerPast:
    """The hidden past of player ``seat`` at its next decision (its take, or with its take in
    ``forced`` its story), given ``log``, what it saw; every other player is wild (uniform)."""

    def __init__(self, config: Config, seat: int, bots: tuple[DrBot, DrBot], forced: Sequence[Hashable],
                 log: Sequence[Hashable]) -> None:
        game = Playout(config)
        self.n, self.seat, self.bots = game.players, seat, bots
        self.start: State = (game.diamonds_left, tuple(sorted(_kinds(game.role_cards))))
        got = log[0]
        assert isinstance(got, tuple) and got[0] == "got"
        self.seen: State = (got[1], tuple(got[2]))
        rest = list(log[1:])
        self.aside_seen: int | None = None
        kinds = self.seen[1]
        if seat == 1 and kinds:
            aside = rest.pop(0)
            assert isinstance(aside, tuple) and aside[0] == "aside"
            self.aside_seen = index = aside[1]
            if index is not None:
                kinds = kinds[:index] + kinds[index + 1:]
        self.at_take: State = (self.seen[0], kinds)
        """The treasure when the seat takes (seat 1 sees it before it sets a card aside)."""
        self.own: Hashable = forced[0] if forced else None
        """The seat's own take when it now tells its story (None: it is about to take)."""
        self.stories: dict[int, tuple[int, int]] = {}
        for entry in rest:
            assert isinstance(entry, tuple) and entry[0] == "story"
            self.stories[entry[1]] = (entry[2], entry[3])
        self.last = self.n if self.own is not None else seat
        """The seats whose takes are hidden: 1 … last−1 (all of them once the seat has taken)."""
        self._memo: dict[tuple[int, int, State], float] = {}

    # -- the backward pass: the probability of what the seat saw, from a state on ----------------
    def _factor(self, j: int, state: State, take: Hashable) -> float:
        """The chance of seat ``j``'s observed story after this take (1 when it told none yet)."""
        story = self.stories.get(j)
        if story is None:
            return 1.0
        took, taken = took_of(take)
        options = story_options(state[0], taken, took)
        return 1.0 / len(options) if story in options else 0.0

    def mass(self, j: int, state: State, hidden: int) -> float:
        """The probability that, from ``state`` before seat ``j``'s take, the rest of the past
        fits what the seat saw (``hidden``: the Boss's hiding, for the end of the passing)."""
        key = (j, hidden, state)
        memo = self._memo.get(key)
        if memo is not None:
            return memo
        seat = self.seat
        if j == seat:
            if state != self.at_take:
                value = 0.0
            elif self.own is None:
                value = 1.0
            else:
                value = self.mass(j + 1, after(state, self.own), hidden) if self.own in seat_takes(self.n, j, state) \
                    else 0.0
        elif j == self.n:
            # the seat tells a story only if the Boss is missing diamonds (else the game is over)
            value = 1.0 if state[0] < self.start[0] - hidden else 0.0
        elif j < seat and (state[0] < self.at_take[0] or not contains(state[1], self.at_take[1])):
            value = 0.0
        else:
            options = seat_takes(self.n, j, state)
            value = sum(self._factor(j, state, o) * self.mass(j + 1, after(state, o), hidden)
                        for o in options) / len(options)
        self._memo[key] = value
        return value

    # -- the forward pass: one past, drawn from exactly that distribution ---------------------------
    def _first(self, hidden: int, aside: int | None) -> State:
        """The treasure before seat 1's take."""
        d, kinds = self.start
        if aside is not None and kinds:
            kinds = kinds[:aside] + kinds[aside + 1:]
        return d - hidden, kinds

    def draw_past(self, hidden: int, aside: int | None, rng: random.Random) -> Script:
        """The hidden takes and stories after this hiding and setting aside (of positive mass)."""
        script: Script = {("hide",): hidden}
        if self.start[1]:
            script[("aside",)] = aside
        state = self._first(hidden, aside)
        for j in range(1, self.last):
            if j == self.seat:
                state = after(state, self.own)
                continue
            options = seat_takes(self.n, j, state)
            weights = [self._factor(j, state, o) * self.mass(j + 1, after(state, o), hidden) for o in options]
            x = rng.random() * sum(weights)
            choice = options[-1]
            for option, w in zip(options, weights):
                x -= w
                if w > 0.0 and x < 0.0:
                    choice = option
                    break
            script[("take", j)] = choice
            if j in self.stories:
                script[("story", j)] = self.stories[j]
            state = after(state, choice)
        return script

    def draw(self, count: int, rng: random.Random) -> list[Script]:
        """``count`` pasts, each from the posterior (an empty list when nothing the fixed
        strategies drew for the Boss and seat 1 fits what the seat saw)."""
        boss, players = self.bots
        first = self.start[1]
        proposals: dict[tuple[int, int | None], int] = {}
        for _ in range(PROPOSALS):
            hidden = boss.hide(rng)
            if self.seat == 1:
                aside = self.aside_seen if first else None
            else:
                aside = players.set_aside(list(first), rng) if first else None
            proposals[hidden, aside] = proposals.get((hidden, aside), 0) + 1
        keys = sorted(proposals, key=lambda k: (k[0], -1 if k[1] is None else k[1]))
        weights = [proposals[k] * self.mass(1, self._first(*k), k[0]) for k in keys]
        if sum(weights) <= 0.0:
            return []
        out = []
        for _ in range(count):
            hidden, aside = rng.choices(keys, weights)[0]
            out.append(self.draw_past(hidden, aside, rng))
        return out
