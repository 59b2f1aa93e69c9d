"""Tempelgold bots: legal moves only, the same games on the public API as on the fast path,
better than random for each side, reproducible for a seed."""
from __future__ import annotations

import pytest

from engine.tempelgold import Config
from lab.tempelgold.bots import TgBot
from lab.tempelgold.checked import TempelgoldPolicy, play_checked
from lab.tempelgold.fast import play
from lab.tempelgold.params import BELIEF, NAIVE, RANDOM, REASONING, TgParams
from tests.lab.helpers import clearly_above, tally

MIXES: list[tuple[TgParams, TgParams]] = [(BELIEF, BELIEF), (NAIVE, RANDOM), (RANDOM, BELIEF), (REASONING, BELIEF),
                                          (BELIEF, REASONING), (REASONING, REASONING)]
"""The last three mixes: the ``reasoning`` bots (issue 22), the Abenteurer who count the claims
and the Wächter who pass the key to the distrusted, read only the public record too."""


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
    """Two others claim 2 gold each in 2 chambers, but only 2 gold are hidden: the reasoning
    Abenteurer take the excess off their claims (more off the less trusted seat); the published
    bots do not count, and nothing is discounted when the claims fit the gold in play."""
    from lab.tempelgold.talk import GOLD, Record

    rec = Record(4, 2, 1, BELIEF.trust_key())
    rec.new_round(2, [(0, 0), (2, 0), (2, 0), (0, 0)])
    rec.opened(3, 2, GOLD)  # seat 2's claim proved true once: more trusted than seat 1
    counted_pg, counted_pt = TgBot(REASONING)._counted(rec, 0, (1, 2, 3), 0.25)
    assert counted_pg[1] < rec.pg[1] and counted_pg[2] <= rec.pg[2]
    assert rec.pg[1] - counted_pg[1] > rec.pg[2] - counted_pg[2]  # the doubted seat carries more of the blame
    assert counted_pt[1] > rec.pt[1]  # and is suspected of denying a trap
    fits = Record(4, 4, 1, BELIEF.trust_key())
    fits.new_round(2, [(0, 0), (2, 0), (2, 0), (0, 0)])
    assert TgBot(REASONING)._counted(fits, 0, (1, 2, 3), 0.25) == (fits.pg, fits.pt)
    assert BELIEF.count_claims == 0.0 and REASONING.count_claims > 0.0


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
