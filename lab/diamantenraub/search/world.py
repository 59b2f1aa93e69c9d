"""Diamantenraub for the search: a determinization played on the engine's :class:`Playout`, and
a seat's information set that samples them.

The game's flow is the lab's fast driver's (:func:`lab.diamantenraub.fast.play`): the Boss
hides, the treasure goes round (the first player may set a role card aside), every player
tells a story in seat order, the Boss accuses until the game ends (with the Revolverheld's
"Peng!" where the variant has one). It is written once here as a generator that pauses at
the searching seat's decisions, so the same code simulates a sampled past, the search's
moves and the rollouts. The fixed strategies decide with the lab's bots
(:class:`~lab.diamantenraub.bots.DrBot`, the same decision code as the fast driver).

The searcher's decisions: the Boss's hiding and every accusation; a player's take (a kind of
role card, a number of diamonds, or nothing where the rules allow it) and its story (the
counts from one below what it passed on up to one above what it got, naming a Getreuer,
nothing, or the role it took). Setting a card aside and "Peng!" stay with the base strategy.
A player searches for its side as the lab's strategy search counts it (:func:`lab.exploit.sign`):
a win when the Boss's side loses.

An observation is what the seat sees: the treasure when it reaches it, what came back (the
Boss), every story, every accusation and what it showed.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Generator, Hashable, Mapping, Sequence

from engine.diamantenraub.config import Config
from engine.diamantenraub.playout import Playout
from engine.diamantenraub.tables import MAX_HIDDEN
from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.fast import SIDE_OF_REASON, _card_of, _kinds
from lab.diamantenraub.search.boss_sampler import BossPast
from lab.diamantenraub.search.sampler import PlayerPast, Script, story_options, take_options
from lab.diamantenraub.talk import DIEB, ERMITTLER, FAHRER, GETREUER, NOTHING, REVOLVERHELD, BossKnowledge, Story

Flow = Generator[None, Hashable, None]


class Inconsistent(Exception):
    """A forced past action is not possible in this sample (it is rejected)."""


def _is_story(entry: Hashable) -> bool:
    return isinstance(entry, tuple) and entry[0] == "story"


class DrWorld:
    """One game from the start: a determinization for ``seat`` (its past decisions forced), or,
    with several ``searchers``, the real game of :mod:`lab.diamantenraub.search.driver`, which answers
    each searcher's decision itself (:attr:`deciding`, :attr:`options`)."""

    def __init__(self, config: Config, seat: int, bots: tuple[DrBot, DrBot], base: DrBot,
                 forced: Sequence[Hashable], rng: random.Random, searchers: Sequence[int] | None = None,
                 draw_defaults: bool = False, wild: frozenset[int] = frozenset(),
                 target: Sequence[Hashable] | None = None, strict: bool = True,
                 script: Mapping[Hashable, Hashable] | None = None) -> None:
        self.game = Playout(config)
        self.seat, self.bots, self.base = seat, bots, base
        self.searchers = frozenset((seat,) if searchers is None else searchers)
        self.forced = list(forced)
        self.wild = wild
        """Seats whose past decisions (before the searcher's first open one) are drawn uniformly
        from their options: the searcher's teammates, who search too, so that the fixed
        strategy is no model of their past."""
        self.paused = False
        self.target = None if target is None else list(target)
        """What the searcher saw (a determinization is rejected at its first difference); with
        ``strict`` False the stories are not compared."""
        self.strict = strict
        self.script: Mapping[Hashable, Hashable] = script or {}
        """The hidden past of a determinization built seat by seat (:mod:`.sampler`): per key
        (``("hide",)``, ``("aside",)``, ``("take", seat)``, ``("story", seat)``) the action the
        other seats took, in place of a draw (checked against the rules: a key whose action is
        not legal here raises :class:`Inconsistent`)."""
        self._matched = 0
        self.rng = rng
        self.logs: dict[int, list[Hashable]] = {s: [] for s in self.searchers}
        self.log = self.logs.get(seat, [])
        self.options: list[Hashable] = []
        self.deciding = -1
        self.auto = False
        self.draw_defaults = draw_defaults
        """Draw the base strategy's choice at a searcher's decision too (and drop it), so the
        bots' random stream stays aligned with a game the base strategy plays."""
        self._default: Callable[[], Hashable] | None = None
        self._flow = self._run()
        self._stopped = self._resume(None)

    def _see(self, entry: Hashable, seat: int | None = None) -> None:
        """An observation for every searcher (``seat`` None: a public one) or one seat."""
        for s, log in self.logs.items():
            if seat is None or s == seat:
                log.append(entry)
                target = self.target
                if target is not None and s == self.seat and (self.strict or not _is_story(entry)):
                    if self._matched >= len(target) or target[self._matched] != entry:
                        raise Inconsistent
                    self._matched += 1

    # -- the Determinization protocol --------------------------------------------------
    def done(self) -> bool:
        return not self._stopped

    def actions(self) -> Sequence[Hashable]:
        return self.options

    def play(self, action: Hashable, rng: random.Random) -> Hashable:
        self.rng = rng
        seen = len(self.log)
        self._stopped = self._resume(action)
        return tuple(self.log[seen:])

    def rollout(self, rng: random.Random) -> float:
        self.rng = rng
        self.auto = True
        if self._stopped:
            self._stopped = self._resume(self.base_choice())
        return self.reward()

    def reward(self) -> float:
        outcome = self.game.outcome
        assert outcome is not None
        boss_won = SIDE_OF_REASON[outcome.reason.value] == "boss"
        return 1.0 if boss_won == (self.seat == 0) else 0.0

    # -- the flow ----------------------------------------------------------------------
    def _resume(self, action: Hashable) -> bool:
        """Run the flow to the searcher's next open decision; False when the game is over."""
        try:
            if action is None:
                next(self._flow)
            else:
                self._flow.send(action)
        except StopIteration:
            return False
        return True

    def base_choice(self) -> Hashable:
        """What the base strategy would choose at the open decision (for a rollout)."""
        assert self._default is not None
        return self._default()

    def _decide(self, who: int, options: list[Hashable], default: Callable[[], Hashable],
                key: Hashable = None) -> Generator[None, Hashable, Hashable]:
        """The decision of ``who``: a forced past one, a scripted one (``key`` in :attr:`script`),
        the base strategy's (rollouts, and seats that do not search), or the searcher's (the flow
        pauses for it)."""
        if who not in self.searchers:
            if key in self.script and not self.paused:
                scripted = self.script[key]
                if scripted not in options:
                    raise Inconsistent
                return scripted
            if who in self.wild and not self.paused:
                return options[int(self.rng.random() * len(options))]
            return default()
        if self.forced:
            action = self.forced.pop(0)
            if action not in options:
                raise Inconsistent
            return action
        if self.auto:
            return default()
        if self.draw_defaults:
            default()
        self.options, self.deciding, self._default = options, who, default
        self.paused = True
        self.target = None
        action = yield
        return action

    def _run(self) -> Flow:
        game, rng_of = self.game, self
        boss, players = self.bots
        base = self.base
        n = game.players
        searchers = self.searchers
        count = yield from self._decide(0, list(range(MAX_HIDDEN + 1)),
                                        lambda: (base if 0 in searchers else boss).hide(rng_of.rng), ("hide",))
        game.hide(count)  # type: ignore[arg-type]  # an int from the options
        sent = game.diamonds_left
        received, taken = [0] * n, [0] * n
        seen: list[list[int]] = [[] for _ in range(n)]
        took = [NOTHING] * n
        for s in range(1, n):
            roles = game.role_cards
            kinds = sorted(_kinds(roles))
            diamonds = game.diamonds_left
            received[s], seen[s] = diamonds, kinds
            self._see(("got", diamonds, tuple(kinds)), s)
            bot = base if s in searchers else players
            if s == 1 and kinds:
                scripted = self.script.get(("aside",), -1)
                index = bot.set_aside(kinds, rng_of.rng) if scripted == -1 else scripted
                assert index is None or isinstance(index, int)
                self._see(("aside", index), s)
                if index is not None:
                    game.set_card_aside(_card_of(roles, kinds[index]))
                    kinds = kinds[:index] + kinds[index + 1:]
            last = s == n - 1
            options = take_options(diamonds, kinds, game.may_take_nothing()) \
                if s in searchers or s in self.wild or ("take", s) in self.script else []
            held = kinds

            def default(bot: DrBot = bot, last: bool = last, diamonds: int = diamonds,
                        held: list[int] = held) -> Hashable:
                k, c = bot.take(last, diamonds, held, rng_of.rng)
                return (held[k], -1) if c < 0 else (k, c)
            chosen = yield from self._decide(s, options, default, ("take", s))
            assert isinstance(chosen, tuple)
            kind, count = chosen
            if count < 0:
                took[s] = kind
                game.take_role(_card_of(game.role_cards, kind))
            elif kind == DIEB:
                game.take_diamonds(count)
                took[s], taken[s] = DIEB, count
            else:
                game.take_nothing()
        if game.outcome is not None:
            return
        back = game.diamonds_left
        self._see(("back", back, tuple(sorted(_kinds(game.role_cards)))), 0)
        stories: list[Story | None] = [None] * n
        for s in range(1, n):
            r, t, k = received[s], taken[s], took[s]

            def tell(s: int = s, r: int = r, t: int = t, k: int = k) -> Hashable:
                bot = base if s in searchers else players
                said = stories[1:s]  # seats 1…s−1 have told: no None in it
                story = bot.tell(s, s == n - 1, k, t, r, seen[s], said, rng_of.rng)  # type: ignore[arg-type]  # as above
                return (story.received, story.took)
            # a scripted story of a seat that plays the fixed strategy is what the Boss heard:
            # talk, any story is legal (how likely the strategy tells it, the sampler weighs)
            options = story_options(r, t, k) if s in searchers or s in self.wild else \
                [self.script[("story", s)]] if ("story", s) in self.script else []
            said = yield from self._decide(s, options, tell, ("story", s))
            assert isinstance(said, tuple)
            told, claim = said
            stories[s] = Story(s, told, claim)
            self._see(("story", s, told, claim))
        setup = game.setup
        missing = [setup.getreue, setup.ermittler, setup.fahrer, setup.revolverheld]
        for kind in _kinds(game.role_cards):
            missing[kind] -= 1
        built = [setup.getreue, setup.ermittler, setup.fahrer, setup.revolverheld]
        know = BossKnowledge(n, sent, back, missing, game.outstanding, game.excuses_left, stories,
                             [None] * n, [0] * n, [], built)
        shooter = took.index(REVOLVERHELD) if REVOLVERHELD in took else 0
        while game.outcome is None:
            know.accusable = open_seats = list(game.accusable())
            know.outstanding = game.outstanding
            know.excuses = game.excuses_left
            target = yield from self._decide(0, list(open_seats),
                                             lambda: (base if 0 in searchers else boss).accuse(know, rng_of.rng))
            assert isinstance(target, int)
            game.accuse(target)
            bot = base if shooter in searchers else players
            if shooter and shooter != target and game.in_game(shooter) and bot.shoot(
                    shooter, target, setup.ermittler, seen[shooter].count(ERMITTLER), open_seats, game.excuses_left,
                    rng_of.rng):
                game.peng(shooter)
                know.shown[shooter] = REVOLVERHELD
                self._see(("peng", target, shooter))
            else:
                game.reveal()
            know.shown[target] = took[target]
            know.shown_diamonds[target] = taken[target]
            self._see(("shown", target, took[target], taken[target]))


class DrInfo:
    """A seat's information set: its past decisions and everything it observed.

    A player of the players' side (every other player ``wild``) draws its determinizations
    seat by seat (:class:`~lab.diamantenraub.search.sampler.PlayerPast`: the exact posterior of the
    takes and stories, the fixed strategies' own draws for the hiding and the setting aside),
    each replayed and checked against everything it saw. The Boss against the fixed strategy
    draws them seat by seat too (:class:`~lab.diamantenraub.search.boss_sampler.BossPast`: the
    exact posterior, the players' shots checked in the replay), after its hiding. A player whose
    teammates play the fixed strategy, and any seat whose sampler finds nothing, draw them by
    rejection (see :mod:`lab.diamantenraub.search.driver`): whole games from the start with the
    seat's past decisions forced, kept when the seat would have seen exactly what it saw; if
    none of ``tries`` does, the stories are left out of the comparison (:attr:`relaxed`)."""

    def __init__(self, config: Config, seat: int, bots: tuple[DrBot, DrBot], base: DrBot,
                 forced: Sequence[Hashable], log: Sequence[Hashable], particles: int, tries: int,
                 rng: random.Random, wild: frozenset[int] = frozenset()) -> None:
        self.config, self.seat, self.bots, self.base = config, seat, bots, base
        self.forced, self.log, self.wild = list(forced), list(log), wild
        self.seeds: list[int] = []
        self.scripts: list[Mapping[Hashable, Hashable]] = []
        self.attempts = 0
        self.relaxed = False
        if seat and wild == frozenset(range(1, len(config.players))) - {seat}:
            self._keep(PlayerPast(config, seat, bots, forced, log).draw(particles, rng), rng)
        elif not seat and not wild and forced:
            # the players' "Peng!" is drawn in the replay (the sampler leaves it out), so a past
            # may not fit: draw more until enough do
            past = BossPast(config, bots, forced, log)
            while len(self.seeds) < particles and self.attempts < tries:
                drawn = past.draw(particles - len(self.seeds), rng)
                if not drawn:
                    break
                self._keep(drawn, rng)
        if self.seeds:
            return
        for strict in (True, False):
            while len(self.seeds) < particles and self.attempts < tries:
                self.attempts += 1
                seed = rng.getrandbits(64)
                world = self._world(seed, strict)
                if world is not None and self._fits(world.log, strict):
                    self.seeds.append(seed)
            if self.seeds:
                break
            self.relaxed = True
            self.attempts = 0
        if not self.seeds:
            raise RuntimeError("no determinization fits what the seat saw")

    def _keep(self, scripts: Sequence[Script], rng: random.Random) -> None:
        """Each drawn past, replayed on its own seed, where it fits what the seat saw."""
        for script in scripts:
            self.attempts += 1
            seed = rng.getrandbits(64)
            if self._world(seed, True, script) is not None:
                self.seeds.append(seed)
                self.scripts.append(script)

    def _world(self, seed: int, strict: bool, script: Mapping[Hashable, Hashable] | None = None) -> DrWorld | None:
        target = self.log if strict else [e for e in self.log if not _is_story(e)]
        try:
            world = DrWorld(self.config, self.seat, self.bots, self.base, self.forced, random.Random(seed),
                            wild=self.wild, target=target, strict=strict, script=script)
        except Inconsistent:
            return None
        if world.done() or world.forced or (script is not None and world.log != self.log):
            return None
        return world

    def _fits(self, log: list[Hashable], strict: bool) -> bool:
        if strict:
            return log == self.log
        # relaxed: the hard facts only (the treasure, what came back, what was shown), not the stories
        return [e for e in log if not _is_story(e)] == [e for e in self.log if not _is_story(e)]

    def sample(self, rng: random.Random) -> DrWorld:
        i = rng.randrange(len(self.seeds))
        world = self._world(self.seeds[i], not self.relaxed, self.scripts[i] if self.scripts else None)
        assert world is not None
        world.rng = rng
        return world
