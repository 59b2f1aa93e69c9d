"""The Boss's determinizations built seat by seat, in place of rejecting whole games.

Rejection (:class:`~lab.diamantenraub.search.world.DrInfo`'s fallback) replays whole games from
the fixed strategies and keeps those in which the Boss would have seen exactly what it saw: what
came back, every story and everything an accusation showed. The chance that a replay fits falls
exponentially with the seats; from 8 players on (6 at one variant) none of 4000 did, and the
Boss's search gave no answer there.

What the Boss saw constrains each player separately, apart from the treasure that links them:
a player's story depends on what it got, saw and took and on the stories told before it (all
heard by the Boss), and a shown seat's take is known. The treasure between two seats is a small
state (:data:`~lab.diamantenraub.search.sampler.State`), so the takes form a chain that a
backward pass sums exactly (as :class:`~lab.diamantenraub.search.sampler.PlayerPast` does for
uniform teammates) and a forward pass draws from. The players here play the fixed strategy; the
chance of each of its takes, stories and settings aside is read off its own code by
:func:`lab.search.exact.distribution`, exactly. A "Peng!" is left to the replay: each past is a
script that the world replays on the engine's rules and checks strictly against what the Boss
saw (the Revolverheld's shots drawn there), and a past whose shots do not fit is dropped, which
is rejection on that last factor alone. So the determinizations come from the exact posterior,
as whole-game rejection would draw them, at a cost that does not grow exponentially with the
seats.
"""
from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from functools import lru_cache
from typing import Any

from engine.diamantenraub.config import Config
from engine.diamantenraub.playout import Playout
from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.fast import _kinds
from lab.diamantenraub.params import DrParams
from lab.diamantenraub.search.sampler import Script, State, after, contains, seat_takes, took_of
from lab.diamantenraub.talk import REVOLVERHELD, Story
from lab.search.exact import distribution


@lru_cache(maxsize=1 << 16)
def take_chances(params: DrParams, last: bool, diamonds: int, kinds: tuple[int, ...]) -> dict[Hashable, float]:
    """The fixed strategy ``params``'s chance of each take at this treasure (options as
    :func:`~lab.diamantenraub.search.sampler.take_options` names them)."""
    bot, held = DrBot(params), list(kinds)

    def take(rng: Any) -> Hashable:
        k, c = bot.take(last, diamonds, held, rng)
        return (held[k], -1) if c < 0 else (k, c)
    return distribution(take)


class BossPast:
    """The hidden past behind the Boss's next accusation: its hiding (``forced[0]``) is known,
    ``log`` is what it saw; every player plays ``bots[1]``, the fixed strategy."""

    def __init__(self, config: Config, bots: tuple[DrBot, DrBot], forced: Sequence[Hashable],
                 log: Sequence[Hashable]) -> None:
        game = Playout(config)
        self.n, self.players = game.players, bots[1]
        hidden = forced[0]
        assert isinstance(hidden, int)
        self.hidden = hidden
        self.start: State = (game.diamonds_left - hidden, tuple(sorted(_kinds(game.role_cards))))
        back = log[0]
        assert isinstance(back, tuple) and back[0] == "back"
        self.back: State = (back[1], tuple(back[2]))
        self.stories: dict[int, Story] = {}
        self.shown: dict[int, tuple[int, int]] = {}
        self.revolverheld: set[int] = set()
        for entry in log[1:]:
            assert isinstance(entry, tuple)
            if entry[0] == "story":
                self.stories[entry[1]] = Story(entry[1], entry[2], entry[3])
            elif entry[0] == "shown":
                self.shown[entry[1]] = (entry[2], entry[3])
            elif entry[0] == "peng":
                self.revolverheld.add(entry[2])
        self._asides: tuple[list[int | None], list[float]] | None = None
        self._memo: dict[tuple[int, State], float] = {}
        self._story_memo: dict[tuple[int, State, tuple[int, ...], Hashable], float] = {}

    # -- the factors of one seat ---------------------------------------------------------
    def _story_chance(self, j: int, state: State, seen: tuple[int, ...], take: Hashable) -> float:
        """The chance that seat ``j``, holding ``state`` when it got the treasure (it saw the
        kinds ``seen``) and taking ``take``, tells the story the Boss heard."""
        told = self.stories.get(j)
        if told is None:
            return 1.0
        key = (j, state, seen, take)
        memo = self._story_memo.get(key)
        if memo is None:
            took, taken = took_of(take)
            said = [self.stories[s] for s in range(1, j)]
            bot, last = self.players, j == self.n - 1
            told_by = distribution(lambda rng: bot.tell(j, last, took, taken, state[0], list(seen), said, rng))
            memo = told_by.get(told, 0.0)
            self._story_memo[key] = memo
        return memo

    def _fits_shown(self, j: int, take: Hashable) -> bool:
        took, taken = took_of(take)
        if j in self.revolverheld and took != REVOLVERHELD:
            return False
        shown = self.shown.get(j)
        return shown is None or shown == (took, taken)

    def _weights(self, j: int, state: State, seen: tuple[int, ...],
                 received: State) -> tuple[list[Hashable], list[float]]:
        """Seat ``j``'s takes at ``state`` and the weight of each: its chance, whether it fits
        what was shown, the chance of the story it told, times the mass of the rest."""
        options = seat_takes(self.n, j, state)
        chance_of = take_chances(self.players.p, j == self.n - 1, state[0], state[1])
        weights = []
        for option in options:
            chance, w = chance_of.get(option, 0.0), 0.0
            if chance > 0.0 and self._fits_shown(j, option):
                w = chance * self.mass(j + 1, after(state, option))
                if w > 0.0:
                    w *= self._story_chance(j, received, seen, option)
            weights.append(w)
        return options, weights

    # -- the backward pass and the forward draw ----------------------------------------------
    def mass(self, j: int, state: State) -> float:
        """The probability that, from ``state`` before seat ``j``'s take (after seat 1's setting
        aside), the rest of the past fits what the Boss saw (but the shots)."""
        if j == self.n:
            return 1.0 if state == self.back else 0.0
        if state[0] < self.back[0] or not contains(state[1], self.back[1]):
            return 0.0
        key = (j, state)
        memo = self._memo.get(key)
        if memo is None:
            memo = sum(self._weights(j, state, state[1], state)[1])
            self._memo[key] = memo
        return memo

    def _first(self, aside: int | None) -> State:
        d, kinds = self.start
        return (d, kinds[:aside] + kinds[aside + 1:]) if aside is not None and kinds else (d, kinds)

    def _first_mass(self, aside: int | None) -> float:
        """Seat 1's take weighed with the story it tells of what it got (before it set a card aside)."""
        return sum(self._weights(1, self._first(aside), self.start[1], self.start)[1])

    def draw_past(self, aside: int | None, rng: random.Random) -> Script:
        """The hidden takes after this setting aside (of positive mass), the stories as heard."""
        script: Script = {("hide",): self.hidden}
        if self.start[1]:
            script[("aside",)] = aside
        state = self._first(aside)
        for j in range(1, self.n):
            seen, received = (self.start[1], self.start) if j == 1 else (state[1], state)
            options, weights = self._weights(j, state, seen, received)
            choice = rng.choices(options, weights)[0]
            script[("take", j)] = choice
            if j in self.stories:
                told = self.stories[j]
                script[("story", j)] = (told.received, told.took)
            state = after(state, choice)
        return script

    def draw(self, count: int, rng: random.Random) -> list[Script]:
        """``count`` pasts from the posterior; an empty list when none fits. The first call sums
        the backward pass; later calls of the same information set draw more pasts from it."""
        if self._asides is None:
            first, players = self.start[1], self.players
            chances: dict[int | None, float] = \
                distribution(lambda r: players.set_aside(list(first), r)) if first else {None: 1.0}
            keys = sorted(chances, key=lambda k: -1 if k is None else k)
            self._asides = keys, [chances[k] * self._first_mass(k) for k in keys]
        keys, weights = self._asides
        if sum(weights) <= 0.0:
            return []
        return [self.draw_past(rng.choices(keys, weights)[0], rng) for _ in range(count)]
