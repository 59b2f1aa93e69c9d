"""Tempelgold games where the seats of one side search (ISMCTS) and the others play fixed bots.

Like the lab's fast driver (:func:`lab.tempelgold.fast.play`, whose structure this follows):
one engine game per seed, the bots fed from lean per-seat state and public records. Every
seat of the searching side (by its role card) decides its claims and openings by
:func:`lab.search.ismcts.search` from a :class:`~lab.tempelgold.search.world.TgInfo`: its own role and
counts, the public facts (key holder, round, finds, each seat's unopened chambers) and the
public records. It never reads another seat's role or chambers, nor the seed. The other
seats' decisions are the fixed bots', drawn from the same bot stream (``seed ^ BOT_STREAM``)
as in the fast driver, so a game starts on the same deal and the same draws as the baseline
(common random numbers); the search draws from its own stream (``seed ^ SEARCH_STREAM``).
"""
from __future__ import annotations

import random
import time

from engine.tempelgold.actions import EndHopeless
from engine.tempelgold.config import Config
from engine.tempelgold.game import TempelgoldGame
from engine.tempelgold.model import Reason, Role
from lab.search.driver import SEARCH_STREAM, Searched
from lab.search.ismcts import search
from lab.tempelgold.search.world import RecordKey, TgInfo, kind_of, record_key
from lab.seeds import BOT_STREAM
from lab.tempelgold.bots import TgBot, orders
from lab.tempelgold.kinds import GOLD, TRAP
from lab.tempelgold.params import BELIEF, REASONING
from lab.tempelgold.posterior import TableModel
from lab.tempelgold.talk import Record

def play(config: Config, seed: int, bots: tuple[TgBot, TgBot], side: str, budget: int, base: TgBot,
         c: float = 0.7) -> Searched:
    """One game: the seats whose role is ``side`` search with ``budget`` iterations per decision
    (rollouts play ``base`` for their own later moves); the others play ``bots`` = (Abenteurer, Wächter)."""
    game = TempelgoldGame(config, seed, logging=False)
    rng = random.Random(seed ^ BOT_STREAM)
    srng = random.Random(seed ^ SEARCH_STREAM)
    n = game._n
    setup = game._setup
    waechter = [role is Role.WAECHTER for role in game._roles]
    searching = [w == (side == "waechter") for w in waechter]
    policies = (bots[0], bots[1], base)
    records: dict[RecordKey, Record] = {}
    for bot in policies:
        rkey = record_key(bot)
        if rkey not in records:
            model = bot.params.model_key()
            post = None if model is None else TableModel(n, model, (setup.red_roles, setup.black_roles))
            records[rkey] = Record(n, setup.gold, setup.traps, bot.params.trust_key(), post)
    reasoning_model = REASONING.model_key()
    assert reasoning_model is not None
    # The searchers' posterior: the reasoning Abenteurer's table model, on the public facts.
    posterior = Record(n, setup.gold, setup.traps, BELIEF.trust_key(),
                       TableModel(n, reasoning_model, (setup.red_roles, setup.black_roles)))
    seat_bots = [bots[w] for w in waechter]
    seat_records = [records[record_key(bot)] for bot in seat_bots]
    all_records = [*records.values(), posterior]
    order = orders(n)
    own_gold, own_traps, own_left = [0] * n, [0] * n, [0] * n
    seen_round = 0
    decisions = 0
    seconds = 0.0

    def decide(seat: int, claims_in: bool) -> object:
        nonlocal decisions, seconds
        start = time.process_time()
        public = (game._key, game._round, game._opened_in_round, game._gold_found, game._traps_found)
        model = posterior.post
        assert model is not None  # built with one just above
        info = TgInfo(config, setup, seat, waechter[seat], (own_gold[seat], own_traps[seat]), public,
                      [len(row) for row in game._rows], records, model, policies, claims_in)
        action, _ = search(info, budget, srng, c)
        seconds += time.process_time() - start
        decisions += 1
        return action

    while game._outcome is None:
        if game._round != seen_round:
            seen_round = game._round
            per = len(game._rows[0])
            for s in range(n):
                kinds = [kind_of(card) for card in game._rows[s]]
                own_gold[s], own_traps[s], own_left[s] = kinds.count(GOLD), kinds.count(TRAP), per
            mine = {s: decide(s, False) for s in range(n) if searching[s]}
            claims: list[tuple[int, int] | None] = []
            for s in range(n):
                # the fixed bot's claim is drawn for a searching seat too (and dropped), so the
                # bot stream stays aligned with the baseline game's
                claim = seat_bots[s].claim(waechter[s], own_gold[s], own_traps[s], per, rng)
                claims.append(mine[s] if s in mine else claim)  # type: ignore[arg-type]  # a claim pair
            for record in all_records:
                record.new_round(per, claims)
        key = game._key
        if game.is_hopeless():
            game.apply(key, EndHopeless())
            break
        owner, _ = seat_bots[key].choose(key, waechter[key], seat_records[key], own_gold[key], own_traps[key],
                                         own_left[key], order[key], rng)  # drawn for a searcher too, as above
        if searching[key]:
            chosen = decide(key, True)
            assert isinstance(chosen, int)
            owner = chosen
        kind = kind_of(game._rows[owner][0])
        game._open(owner, 0)
        own_left[owner] -= 1
        if kind == GOLD:
            own_gold[owner] -= 1
        elif kind == TRAP:
            own_traps[owner] -= 1
        for record in all_records:
            record.opened(key, owner, kind)
    outcome = game._outcome
    assert outcome is not None
    winner = "abenteurer" if outcome.reason is Reason.ALL_GOLD_FOUND else "waechter"
    return Searched(winner == side, winner, decisions, seconds)
