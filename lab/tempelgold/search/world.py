"""Tempelgold for the search: a determinization played on the engine's own transitions, and a
seat's information set that samples them.

A :class:`TgWorld` is one hidden state the searching seat cannot tell from the truth: an
engine game (:class:`~engine.tempelgold.game.TempelgoldGame`, built without a log, started
from the sampled rows and roles, its round, key and finds set to the public ones) and the
public records the fixed strategies read. Openings go through the game's ``_open`` (the
transition the checked path and the lab's fast driver use), so redeals, the end checks and
who wins are the engine's; redeals draw from a PRNG seeded by the search. The other seats
decide with the lab's bots (:class:`~lab.tempelgold.bots.TgBot`, the same decision code as
the fast driver) from their own records and counts; the searching seat's later moves in a
rollout use its base strategy.

The searcher's decisions are its claims (after each look) and where it opens. A claim is
(gold, traps) with gold from one less to two more than it holds and traps either the truth
or none (the lies the lab's families tell, and a little more); where to open is a seat with
chambers left (slots are in an order nobody knows, so the slot does not matter).
An observation is everything the searcher sees until its next decision: the other seats'
claims, each opening (who, where, what) and its own counts after a redeal.
"""
from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from engine.game import Game
from engine.tempelgold.actions import EndHopeless
from engine.tempelgold.config import Config
from engine.tempelgold.deal import BLACK_CARDS, EMPTY_CARDS, GOLD_CARDS, KIND_OF, RED_CARDS, TRAP_CARDS
from engine.tempelgold.game import TempelgoldGame
from engine.tempelgold.model import ChamberKind
from engine.tempelgold.tables import Setup
from lab.tempelgold.search.sample import RoleSampler, rows
from lab.tempelgold.bots import TgBot, orders
from lab.tempelgold.kinds import EMPTY, GOLD, TRAP
from lab.tempelgold.posterior import Posterior, TableModel
from lab.tempelgold.talk import Record

CARD_OF = {GOLD: GOLD_CARDS[0], EMPTY: EMPTY_CARDS[0], TRAP: TRAP_CARDS[0]}
"""A canonical card of each kind: the engine reads a chamber's kind by the card's identity."""
RecordKey = tuple[object, ...]
_INT = {ChamberKind.GOLD: GOLD, ChamberKind.EMPTY: EMPTY, ChamberKind.TRAP: TRAP}
_KIND_BY_ID = {id(card): _INT[kind] for card, kind in KIND_OF.items()}


def kind_of(card: object) -> int:
    """A chamber card's kind as the lab's small int (by identity: the deal uses canonical cards)."""
    kind = _KIND_BY_ID.get(id(card))
    return _INT[KIND_OF[card]] if kind is None else kind  # type: ignore[index]  # a Card, not canonical


def record_key(bot: TgBot) -> RecordKey:
    """Which public record a bot reads (its trust model and, if it keeps one, its table model)."""
    return (bot.params.trust_key(), bot.params.model_key())


def clone_record(rec: Record) -> Record:
    """A separate copy of a public record (lists copied; the hypotheses are never changed in place)."""
    out = Record.__new__(Record)
    for name in Record.__slots__:
        value = getattr(rec, name)
        setattr(out, name, value[:] if isinstance(value, list) else value)
    if rec.post is not None:
        out.post = clone_model(rec.post)
    return out


def clone_model(model: TableModel) -> TableModel:
    out = TableModel.__new__(TableModel)
    out.roles, out.log_prior = model.roles, model.log_prior
    out.types = []
    for post in model.types:
        copy = Posterior.__new__(Posterior)
        copy.n, copy.model, copy.roles = post.n, post.model, post.roles
        copy.lr, copy.ha, copy.hw, copy.stats = post.lr[:], post.ha[:], post.hw[:], post.stats[:]
        out.types.append(copy)
    return out


def claim_options(gold: int, traps: int, per: int) -> list[tuple[int, int]]:
    """The claims the searcher weighs: the truth first, then gold −1…+2 with the traps said or denied."""
    out = [(gold, traps)]
    for t in ((traps, 0) if traps else (0,)):
        for g in range(max(0, gold - 1), min(per - t, gold + 2) + 1):
            if (g, t) not in out:
                out.append((g, t))
    return out


class TgWorld:
    """One determinization, at a decision of ``seat`` (a claim or an opening) or over."""

    def __init__(self, config: Config, setup: Setup, seat: int, waechter: list[bool], kinds: list[list[int]],
                 public: tuple[int, int, int, int, int], records: dict[RecordKey, Record],
                 bots: tuple[TgBot, TgBot, TgBot], claims_in: bool, rng: random.Random) -> None:
        key, rnd, opened, gold_found, traps_found = public
        game = TempelgoldGame.__new__(TempelgoldGame)
        Game.__init__(game, config, rng.getrandbits(64), logging=False)
        role_cards = [BLACK_CARDS[0] if w else RED_CARDS[0] for w in waechter]
        game._start(setup, role_cards, (), [[CARD_OF[k] for k in row] for row in kinds], key)
        game._round, game._opened_in_round = rnd, opened
        game._gold_found, game._traps_found = gold_found, traps_found
        self.game, self.seat, self.waechter = game, seat, waechter
        self.n = n = len(waechter)
        self.records = records
        abenteurer, waechter_bot, base = bots
        self.bots = [base if s == seat else waechter_bot if waechter[s] else abenteurer for s in range(n)]
        self.seat_records = [records[record_key(bot)] for bot in self.bots]
        self.order = orders(n)
        self.own_gold = [row.count(GOLD) for row in kinds]
        self.own_traps = [row.count(TRAP) for row in kinds]
        self.own_left = [len(row) for row in kinds]
        self.looked = rnd
        self.claims_round = rnd if claims_in else rnd - 1

    # -- the Determinization protocol --------------------------------------------------
    def done(self) -> bool:
        return self.game._outcome is not None

    def actions(self) -> Sequence[Hashable]:
        seat = self.seat
        if self.claims_round != self.game._round:
            return claim_options(self.own_gold[seat], self.own_traps[seat], self.own_left[seat])
        rows_ = self.game._rows
        return [s for s in self.order[seat] if rows_[s]]

    def play(self, action: Hashable, rng: random.Random) -> Hashable:
        events: list[object] = []
        if self.claims_round != self.game._round:
            said = self._claims(action, rng)  # type: ignore[arg-type]  # a claim_options() pair
            events.append(tuple(c for s, c in enumerate(said) if s != self.seat))
        else:
            events.append(self._open(action, rng))  # type: ignore[arg-type]  # a seat from actions()
        events.extend(self._advance(rng, True))
        return tuple(events)

    def rollout(self, rng: random.Random) -> float:
        self._advance(rng, False)
        return self.reward()

    def reward(self) -> float:
        outcome = self.game._outcome
        assert outcome is not None
        return 1.0 if self.seat in outcome.winners else 0.0

    # -- the moves ---------------------------------------------------------------------
    def _claims(self, mine: tuple[int, int] | None, rng: random.Random) -> list[tuple[int, int] | None]:
        """Every seat's claim after the look (the searcher's given, or its base strategy's)."""
        per = self.own_left[0]
        said: list[tuple[int, int] | None] = []
        for s in range(self.n):
            if s == self.seat and mine is not None:
                said.append(mine)
            else:
                said.append(self.bots[s].claim(self.waechter[s], self.own_gold[s], self.own_traps[s], per, rng))
        for rec in self.records.values():
            rec.new_round(per, said)
        self.claims_round = self.game._round
        return said

    def _open(self, owner: int, rng: random.Random) -> tuple[int, int, int]:
        game = self.game
        opener = game._key
        kind = kind_of(game._rows[owner][0])
        game._open(owner, 0)
        self.own_left[owner] -= 1
        if kind == GOLD:
            self.own_gold[owner] -= 1
        elif kind == TRAP:
            self.own_traps[owner] -= 1
        for rec in self.records.values():
            rec.opened(opener, owner, kind)
        return opener, owner, kind

    def _advance(self, rng: random.Random, stop: bool) -> list[object]:
        """Play the others (and chance) until the searcher decides (``stop``) or the end."""
        game, seat = self.game, self.seat
        events: list[object] = []
        while game._outcome is None:
            rnd = game._round
            if self.claims_round != rnd:
                if self.looked != rnd:
                    for s, row in enumerate(game._rows):
                        kinds = [kind_of(card) for card in row]
                        self.own_gold[s], self.own_traps[s], self.own_left[s] = \
                            kinds.count(GOLD), kinds.count(TRAP), len(kinds)
                    self.looked = rnd
                    events.append(("look", self.own_gold[seat], self.own_traps[seat]))
                if stop:
                    return events
                self._claims(None, rng)
                continue
            if game.is_hopeless():
                game.apply(game._key, EndHopeless())
                break
            key = game._key
            if key == seat and stop:
                return events
            owner, _ = self.bots[key].choose(key, self.waechter[key], self.seat_records[key], self.own_gold[key],
                                             self.own_traps[key], self.own_left[key], self.order[key], rng)
            events.append(self._open(owner, rng))
        return events


class TgInfo:
    """A seat's information set at one decision: its role and counts, and the public facts."""

    def __init__(self, config: Config, setup: Setup, seat: int, waechter: bool, own: tuple[int, int],
                 public: tuple[int, int, int, int, int], rem: list[int], records: dict[RecordKey, Record],
                 model: TableModel, bots: tuple[TgBot, TgBot, TgBot], claims_in: bool) -> None:
        """``public``: (key holder, round, openings this round, gold found, traps found);
        ``rem``: every seat's unopened chambers; ``records``: the public records the bots read
        (copied per determinization); ``model``: the seat's table model (the posterior)."""
        self.config, self.setup, self.seat, self.waechter, self.own = config, setup, seat, waechter, own
        self.public, self.rem, self.records, self.bots, self.claims_in = public, rem, records, bots, claims_in
        self.gold = setup.gold - public[3] - own[0]
        self.traps = setup.traps - public[4] - own[1]
        self.sampler = RoleSampler(model, seat, waechter, rem, self.gold, self.traps, claims_in)

    def sample(self, rng: random.Random) -> TgWorld:
        wset, counts = self.sampler.sample(rng)
        seat = self.seat
        roles = [s in wset or (s == seat and self.waechter) for s in range(len(self.rem))]
        kinds = rows(seat, self.rem, self.own, counts, self.gold, self.traps, rng)
        records = {k: clone_record(r) for k, r in self.records.items()}
        return TgWorld(self.config, self.setup, seat, roles, kinds, self.public, records, self.bots,
                       self.claims_in, rng)
