"""The simulation driver plays by the same rules as the checked path."""
from __future__ import annotations

import random

from engine import diamantenraub as dr
from engine.diamantenraub import Phase, Reason, Role
from engine.diamantenraub.fast import CheckedMover, play
from engine.diamantenraub.playout import Playout

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn", "Greta", "Hans", "Ida", "Jan", "Kai"]


def test_the_worked_example_through_the_driver() -> None:
    """Seven players: Anna keeps 2, Ben sets the Fahrer aside and takes 3, … Ben wins."""
    game = Playout(dr.Config(players=NAMES[:7]))
    game.hide(2)
    fahrer = next(c for c in game.role_cards if c.rank == "J")
    game.set_card_aside(fahrer)
    game.take_diamonds(3)
    game.take_role(next(c for c in game.role_cards if c.rank == "A"))
    game.take_diamonds(2)
    game.take_role_at(0)
    game.take_role_at(0)
    assert game.diamonds_left == 8 and not game.role_cards and game.may_take_nothing()
    game.take_diamonds(2)
    assert game.phase is Phase.INTERROGATION and game.missing == 7 and game.accusable() == (1, 2, 3, 4, 5, 6)
    game.accuse(3)
    game.reveal()
    assert not game.in_game(3) and game.shown(3) and game.outstanding == 5
    game.accuse(4)
    game.reveal()
    outcome = game.outcome
    assert outcome is not None and outcome.reason is Reason.BOSS_ELIMINATED and outcome.winners == {1}
    assert game.role(2) is Role.ERMITTLER and game.stolen(1) == 3


def test_random_policy_through_the_driver_matches_the_checked_path() -> None:
    for seed in range(40):
        config = dr.Config(players=NAMES[: 5 + seed % 8], revolverheld=seed % 3 == 0)
        driver = Playout(config)
        rng = random.Random(seed)
        play(driver._game, rng, driver._game)
        checked = dr.new_game(config, seed)
        play(checked, random.Random(seed), CheckedMover(checked))
        assert driver.outcome == checked.outcome()
