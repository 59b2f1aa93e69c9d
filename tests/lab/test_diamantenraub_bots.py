"""Diamantenraub bots: legal moves only, the same games on the public API as on the fast
path, better than random for each side, reproducible for a seed."""
from __future__ import annotations

import random

import pytest

from engine.diamantenraub import Config
from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.checked import DiamantenraubPolicy, play_checked
from lab.diamantenraub.fast import play
from lab.diamantenraub.params import BELIEF, NAIVE, RANDOM, REASONING, DrParams
from lab.diamantenraub.posterior import posterior
from lab.diamantenraub.talk import DIEB, ERMITTLER, FAHRER, GETREUER, NOTHING, BossKnowledge, Story
from tests.lab.helpers import clearly_above, tally

MIXES: list[tuple[DrParams, DrParams]] = [(BELIEF, BELIEF), (NAIVE, RANDOM), (RANDOM, BELIEF), (REASONING, BELIEF),
                                          (BELIEF, REASONING), (REASONING, REASONING), (REASONING, RANDOM)]
"""The last four: the ``reasoning`` bots (issue 22), a Boss who accuses by a posterior over the
takes and players who choose their stories after the ones told before; they too see only their
view and the stories."""


@pytest.mark.parametrize("players, variant", [
    (5, {}), (7, {"revolverheld": True}), (9, {"excuses_delta": -1}), (12, {"revolverheld": True, "excuses_delta": -1}),
])
@pytest.mark.parametrize("mix", range(len(MIXES)))
def test_public_api_bots_make_only_legal_moves_and_the_fast_games(players: int, variant: dict[str, object],
                                                                   mix: int) -> None:
    config = Config(players=[f"P{i}" for i in range(players)], **variant)  # type: ignore[arg-type]
    boss, others = MIXES[mix]
    for seed in range(12):
        game, accusations = play(config, seed, (DrBot(boss), DrBot(others)))
        outcome, checked = play_checked(config, seed, (DiamantenraubPolicy(boss), DiamantenraubPolicy(others)))
        fast = game.outcome
        assert fast is not None
        assert (fast.reason, fast.winners, accusations) == (outcome.reason, outcome.winners, checked)


def test_thieves_take_by_their_risk() -> None:
    rng = random.Random(2)
    assert DrBot(DrParams(risk=0.2, role_rate=0.0)).take(False, 15, [GETREUER], rng) == (DIEB, 3)
    assert DrBot(DrParams(risk=1.0, role_rate=0.0)).take(False, 7, [], rng) == (DIEB, 7)
    assert DrBot(DrParams(risk=0.01, role_rate=0.0)).take(False, 4, [], rng) == (DIEB, 1)
    assert DrBot(DrParams()).take(False, 0, [], rng) == (NOTHING, 0)


def test_the_boss_blames_the_gap_and_respects_clearances() -> None:
    """Sent 13; seat 2 says 13 arrived, seat 3 says 10: the gap lies between them. Once seat 3
    was shown innocent, all of it is on seat 2."""
    stories: list[Story | None] = [None, Story(1, 13, GETREUER), Story(2, 13, FAHRER), Story(3, 10, GETREUER),
                                   Story(4, 10, GETREUER)]
    know = BossKnowledge(5, 13, 10, [3, 0, 1, 0], 3, 1, stories, [None] * 5, [0] * 5, [1, 2, 3, 4])
    boss = DrBot(DrParams())
    scores = boss.scores(know)
    assert scores[2] == scores[3] > scores[1] == scores[4] == 0
    know.shown[3] = GETREUER
    know.accusable = [1, 2, 4]
    assert boss.accuse(know, random.Random(0)) == 2


def test_the_cautious_boss_avoids_a_bait_while_an_ermittler_is_out() -> None:
    """Seat 2 claims fewer than seat 1 passed and seat 3 says more arrived: a bait signature."""
    stories: list[Story | None] = [None, Story(1, 12, GETREUER), Story(2, 10, GETREUER), Story(3, 12, GETREUER),
                                   Story(4, 9, GETREUER)]
    know = BossKnowledge(5, 12, 9, [3, 1, 0, 0], 3, 1, stories, [None] * 5, [0] * 5, [1, 2, 3, 4])
    assert DrBot(DrParams(caution=0.0, overclaim=0.0)).scores(know)[2] > 0
    cautious = DrBot(DrParams(caution=5.0, overclaim=0.0))
    assert cautious.accuse(know, random.Random(0)) in (3, 4)
    know.missing_roles[ERMITTLER] = 0  # every Ermittler card came back: no reason for caution
    assert cautious.scores(know)[2] > 0


def test_each_side_beats_random_players_of_that_side() -> None:
    """Against random opponents: a belief Boss recovers the diamonds far more often than a
    random one, and belief players (thieves, Straßenkinder) bring the Boss down more often."""
    games = 1500
    base = tally("diamantenraub", 9, "random", games)
    boss = tally("diamantenraub", 9, "boss=belief;players=random", games)
    assert clearly_above(boss.side_rate("boss"), base.side_rate("boss"))
    thieves = tally("diamantenraub", 9, "boss=random;players=belief", games)
    assert clearly_above(thieves.side_rate("diebe"), base.side_rate("diebe"))


def test_the_revolverheld_shoots_the_ermittler_more_often_than_at_random() -> None:
    games = 1500
    base = tally("diamantenraub", 10, "random", games, revolverheld=True)
    shooter = tally("diamantenraub", 10, "boss=random;players=random:epsilon=0,risk=0.5", games, revolverheld=True)
    assert clearly_above(shooter.side_rate("revolverheld"), base.side_rate("revolverheld"))


def test_results_are_reproducible_for_a_seed() -> None:
    first = tally("diamantenraub", 8, "belief", 300, seed=3)
    assert tally("diamantenraub", 8, "belief", 300, seed=3) == first
    assert tally("diamantenraub", 8, "belief", 300, seed=4) != first


def _gap_table(second: int = GETREUER) -> BossKnowledge:
    """Sent 13; seat 2 says 13 arrived, seat 3 says 10, 10 came back. With ``second`` a
    Getreuer, three Getreue are gone and all four claim one: one thief, beside that gap."""
    stories: list[Story | None] = [None, Story(1, 13, GETREUER), Story(2, 13, second), Story(3, 10, GETREUER),
                                   Story(4, 10, GETREUER)]
    missing = [3, 0, 0, 0] if second == GETREUER else [2, 0, 1, 0]
    return BossKnowledge(5, 13, 10, missing, 3, 0, stories, [None] * 5, [0] * 5, [1, 2, 3, 4], [3, 1, 1, 0])


def test_the_reasoning_boss_puts_the_theft_beside_the_gap_and_follows_a_clearance() -> None:
    know = _gap_table()
    post = posterior(know, REASONING)
    assert post is not None and post.fitted
    assert post.thief[2] > 0.3 and post.thief[3] > 0.3
    assert post.thief[1] + post.thief[4] < 0.01
    assert 1 <= sum(post.thief) < 1.01  # one thief (two only if the first player set a card aside)
    know.shown[3] = GETREUER
    know.accusable = [1, 2, 4]
    after = posterior(know, REASONING)
    assert after is not None and after.thief[2] > 0.99
    assert DrBot(REASONING).accuse(know, random.Random(0)) == 2


def test_the_reasoning_boss_knows_that_a_fahrer_covers_the_seat_before_him() -> None:
    """The same stories, but seat 2 claims the Fahrer (and one is gone): a Fahrer repeats the
    count his right neighbour claims, so seat 1 may have taken the three diamonds too."""
    post = posterior(_gap_table(FAHRER), REASONING)
    assert post is not None
    assert post.thief[1] > 0.2 and post.thief[4] < 0.01


def test_the_reasoning_boss_sees_a_story_outside_his_model_through_the_noise() -> None:
    """A thief at seat 3 claims more than seat 2 said he passed on; the Boss's model has no such
    story (no bait: nobody claims fewer) but still puts the theft beside the gaps."""
    stories: list[Story | None] = [None, Story(1, 13, GETREUER), Story(2, 13, FAHRER), Story(3, 14, GETREUER),
                                   Story(4, 10, GETREUER)]
    know = BossKnowledge(5, 13, 10, [2, 0, 1, 0], 3, 0, stories, [None] * 5, [0] * 5, [1, 2, 3, 4], [3, 1, 1, 0])
    post = posterior(know, REASONING)
    assert post is not None
    assert max(range(1, 5), key=lambda s: post.thief[s]) == 3


def test_a_scheming_thief_is_never_more_suspect_than_with_a_plain_story() -> None:
    """Whatever the scheming thief says, the gap-scoring Boss he expects blames him no more,
    against the most suspect other seat, than for the truth or for the count he passed on."""
    bot = DrBot(REASONING)
    said = [Story(1, 13, GETREUER), Story(2, 13, GETREUER), Story(3, 11, FAHRER)]
    for received, taken in ((13, 1), (11, 2), (9, 4)):
        story = bot.tell(4, False, DIEB, taken, received, [GETREUER], said, random.Random(0))

        def margin(count: int) -> float:
            table: list[Story | None] = [None, *said, Story(4, count, GETREUER), Story(5, received - taken, GETREUER)]
            know = BossKnowledge(6, 13, received - taken, [9, 1, 9, 9], 1, 0, table, [None] * 6, [0] * 6,
                                 [1, 2, 3, 4, 5])
            blame = DrBot(DrParams(overclaim=0.0)).scores(know)
            return blame[4] - max(blame[t] for t in (1, 2, 3, 5))

        assert margin(story.received) <= min(margin(received), margin(received - taken))


def test_the_reasoning_bots_beat_the_published_ones_on_each_side() -> None:
    """The issue's aim: a ``reasoning`` Boss recovers the diamonds more often than the ``belief``
    Boss against ``belief`` players, and ``reasoning`` players bring the ``belief`` Boss down more often."""
    games = 600
    base = tally("diamantenraub", 8, "belief", games)
    boss = tally("diamantenraub", 8, "boss=reasoning;players=belief", games)
    assert clearly_above(boss.side_rate("boss"), base.side_rate("boss"))
    players = tally("diamantenraub", 8, "boss=belief;players=reasoning", games)
    assert clearly_above(base.side_rate("boss"), players.side_rate("boss"))
