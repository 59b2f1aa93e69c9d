"""Tempelgold bots: legal moves only, the same games on the public API as on the fast path,
better than random for each side, reproducible for a seed."""
from __future__ import annotations

from dataclasses import replace
from math import comb

import pytest

from engine.tempelgold import Config
from lab.tempelgold.bots import TgBot
from lab.tempelgold.checked import TempelgoldPolicy, play_checked
from lab.tempelgold.fast import play
from lab.tempelgold.params import BELIEF, NAIVE, RANDOM, REASONING, TgParams
from tests.lab.helpers import clearly_above, tally

MIXES: list[tuple[TgParams, TgParams]] = [(BELIEF, BELIEF), (NAIVE, RANDOM), (RANDOM, BELIEF), (REASONING, BELIEF),
                                          (BELIEF, REASONING), (REASONING, REASONING),
                                          (replace(REASONING, model_types=1, abenteurer_hide=1.0), BELIEF),
                                          (replace(BELIEF, count_claims=0.3), BELIEF)]
"""From the fourth mix on: the ``reasoning`` bots (issue 22), the Abenteurer with the Bayesian
table model and the Wächter who pass the key to the distrusted, read only the public record
too; also the table model with one Wächter type and Abenteurer who deny their traps, and the
first step of counting the claims (``count_claims``)."""


@pytest.mark.parametrize("players, one_trap", [(3, False), (5, True), (8, True), (10, False)])
@pytest.mark.parametrize("mix", range(len(MIXES)))
def test_public_api_bots_make_only_legal_moves_and_the_fast_games(players: int, one_trap: bool, mix: int) -> None:
    """``play_checked`` asks each bot with ``view(seat)`` only and applies through the checked
    path (an illegal move raises); the fast driver must give the very same games."""
    config = Config(players=[f"P{i}" for i in range(players)], one_trap=one_trap)
    a, w = MIXES[mix]
    for seed in range(12):
        game, openings = play(config, seed, (TgBot(a), TgBot(w)))
        outcome, checked_openings = play_checked(config, seed, (TempelgoldPolicy(a), TempelgoldPolicy(w)))
        fast = game.outcome()
        assert fast is not None
        assert (fast.reason, fast.winners, openings) == (outcome.reason, outcome.winners, checked_openings)


def test_claims_follow_the_parameters() -> None:
    import random

    rng = random.Random(1)
    liar = TgBot(TgParams(lie_rate=1.0, bluff=2, hide_traps=1.0))
    assert liar.claim(True, 1, 1, 5, rng) == (3, 0)
    assert liar.claim(True, 0, 2, 2, rng) == (2, 0)  # never more than the row holds
    honest = TgBot(TgParams(honesty=1.0))
    assert honest.claim(False, 1, 1, 5, rng) == (1, 1)


@pytest.mark.parametrize("players", [5, 8])
def test_each_side_beats_random_players_of_that_side(players: int) -> None:
    """Against random opponents, belief bots win clearly more often than random bots would."""
    games = 1500
    random_a = tally("tempelgold", players, "random", games).side_rate("abenteurer")
    belief_a = tally("tempelgold", players, "abenteurer=belief;waechter=random", games).side_rate("abenteurer")
    assert clearly_above(belief_a, random_a)
    random_w = tally("tempelgold", players, "random", games).side_rate("waechter")
    belief_w = tally("tempelgold", players, "abenteurer=random;waechter=belief", games).side_rate("waechter")
    assert clearly_above(belief_w, random_w)


def test_results_are_reproducible_for_a_seed() -> None:
    first = tally("tempelgold", 6, "belief", 300, seed=3)
    assert tally("tempelgold", 6, "belief", 300, seed=3) == first
    assert tally("tempelgold", 6, "belief", 300, seed=4) != first


def test_abenteurer_who_count_the_claims_discount_gold_claimed_beyond_the_gold_in_play() -> None:
    """Two others claim 2 gold each in 2 chambers, but only 2 gold are hidden: Abenteurer with
    ``count_claims`` (the first step, which the ``reasoning`` family's table model replaced)
    take the excess off their claims (more off the less trusted seat); the published
    bots do not count, and nothing is discounted when the claims fit the gold in play."""
    from lab.tempelgold.talk import GOLD, Record

    rec = Record(4, 2, 1, BELIEF.trust_key())
    rec.new_round(2, [(0, 0), (2, 0), (2, 0), (0, 0)])
    rec.opened(3, 2, GOLD)  # seat 2's claim proved true once: more trusted than seat 1
    counting = replace(BELIEF, count_claims=0.3)
    counted_pg, counted_pt = TgBot(counting)._counted(rec, 0, (1, 2, 3), 0.25)
    assert counted_pg[1] < rec.pg[1] and counted_pg[2] <= rec.pg[2]
    assert rec.pg[1] - counted_pg[1] > rec.pg[2] - counted_pg[2]  # the doubted seat carries more of the blame
    assert counted_pt[1] > rec.pt[1]  # and is suspected of denying a trap
    fits = Record(4, 4, 1, BELIEF.trust_key())
    fits.new_round(2, [(0, 0), (2, 0), (2, 0), (0, 0)])
    assert TgBot(counting)._counted(fits, 0, (1, 2, 3), 0.25) == (fits.pg, fits.pt)
    assert BELIEF.count_claims == 0.0


def test_reasoning_waechter_hand_the_key_to_the_seat_the_table_distrusts() -> None:
    """Seats 1 and 2 both claim a trap and no gold; seat 2's claim was just proved false. A
    Wächter who never covers opens at the better-trusted claim (seat 1); the ``reasoning``
    Wächter open at the distrusted seat 2 (likely a fellow Wächter, who then holds the key)."""
    import random
    from dataclasses import replace

    from lab.tempelgold.talk import GOLD, Record

    rec = Record(4, 4, 1, BELIEF.trust_key())
    rec.new_round(3, [(0, 0), (0, 1), (0, 1), (3, 0)])
    rec.opened(3, 2, GOLD)  # seat 2 claimed no gold: its claim proved false
    assert rec.trust[2] < rec.trust[1]
    never_cover = replace(BELIEF, cover=0.0)
    args = (0, True, rec, 0, 0, 3, (1, 2, 3))
    assert TgBot(never_cover).choose(*args, random.Random(1)) == (1, 0)
    assert TgBot(replace(never_cover, waechter_key=REASONING.waechter_key)).choose(*args, random.Random(1)) == (2, 0)
    assert BELIEF.waechter_key == 0.0 and REASONING.waechter_key > 0.0


def _brute_force_chances(lrs: list[float], weights: list[float]) -> list[float]:
    from itertools import product

    total = 0.0
    each = [0.0] * len(lrs)
    for roles in product((0, 1), repeat=len(lrs)):
        p = weights[sum(roles)]
        for x, w in zip(lrs, roles):
            p *= x if w else 1.0
        total += p
        for i, w in enumerate(roles):
            if w:
                each[i] += p
    return [e / total for e in each]


@pytest.mark.parametrize("players, one_trap", [(3, False), (4, False), (7, False), (10, False), (3, True), (8, True)])
def test_the_chance_of_each_seat_being_a_waechter_is_the_exact_posterior(players: int, one_trap: bool) -> None:
    """Against an enumeration of every set of Wächter among the other seats, with ratios from
    sure Abenteurer (1e-8) to sure Wächter (1e8) as the table model produces them."""
    import random

    from engine.tempelgold.tables import setup_for
    from lab.tempelgold.posterior import count_weights, wachter_chances

    setup = setup_for(players, one_trap)
    prior = count_weights(players - 1, setup.red_roles, setup.black_roles)
    weights = prior[0]
    possible = sum(w * comb(players - 1, k) for k, w in enumerate(weights))
    assert possible == pytest.approx(1.0)
    rng = random.Random(players)
    for _ in range(20):
        lrs = [rng.choice([1e-8, 0.2, 1.0, 3.0, 1e8, rng.random() * 5]) for _ in range(players - 1)]
        if sum(x > 1e7 for x in lrs) > prior[2] or sum(x > 1e-7 for x in lrs) < prior[1]:
            continue  # the role cards rule this out
        chances, _ = wachter_chances(lrs, prior)
        assert chances == pytest.approx(_brute_force_chances(lrs, weights), abs=1e-6)


def test_the_table_model_reads_a_lie_from_the_claims_and_from_an_opened_chamber() -> None:
    """Four players, 6 gold: seat 3 claims 3 gold in 5 chambers where the others' claims leave
    room for fewer; its first opened chamber is empty, which an honest 3-gold claim makes less
    likely than a bluff of one: its ratio (Wächter over Abenteurer) rises. A trap where the
    claim said none makes the seat nearly surely a Wächter, as the Abenteurer say their traps."""
    from lab.tempelgold.posterior import TableModel
    from lab.tempelgold.talk import EMPTY, TRAP, Record

    model = REASONING.model_key()
    assert model is not None and BELIEF.model_key() is None
    table = TableModel(4, model, (3, 2))
    rec = Record(4, 6, 2, REASONING.trust_key(), table)
    rec.new_round(5, [(1, 0), (2, 0), (0, 1), (3, 0)])
    post = table.types[0]
    claim_ratio = post.lr[3]
    assert claim_ratio > post.lr[1]  # a large, trap-free claim is what a lying Wächter says
    assert post.lr[2] < post.lr[1]  # a claimed trap is what an honest Abenteurer says
    rec.opened(0, 3, EMPTY)
    assert post.lr[3] > claim_ratio
    rec.opened(3, 1, TRAP)  # seat 1 claimed no trap: only a lying Wächter denies one
    assert post.lr[1] > 1e3


def test_reasoning_abenteurer_count_the_claims_and_doubt_the_claim_that_does_not_fit() -> None:
    """Four players, 3 chambers each, 4 gold hidden outside seat 0's own (which hold none): seat
    1 claims 2 gold, seat 2 all 3, seat 3 a trap. The claims add up to 5 gold, one more than
    there is, and a full row of gold without a trap is what a Wächter's bluff looks like: the
    ``reasoning`` Abenteurer opens at seat 1, where the published bots open at the larger claim."""
    import random

    from lab.tempelgold.posterior import TableModel
    from lab.tempelgold.talk import Record

    model = REASONING.model_key()
    assert model is not None
    table = TableModel(4, model, (3, 2))
    rec = Record(4, 4, 2, REASONING.trust_key(), table)
    rec.new_round(3, [(0, 0), (2, 0), (3, 0), (0, 1)])
    assert table.types[0].lr[2] > table.types[0].lr[1] > table.types[0].lr[3]
    args = (0, False, rec, 0, 0, 3, (1, 2, 3))
    assert TgBot(REASONING).choose(*args, random.Random(1)) == (1, 0)
    assert TgBot(BELIEF).choose(*args, random.Random(1)) == (2, 0)
