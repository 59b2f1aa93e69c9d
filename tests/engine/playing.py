"""Random legal play through the checked API, shared by both games' property tests."""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.game import Game


def play_to_end(game: Game, rng: random.Random, each_step: Callable[[Any], None] = lambda g: None) -> Any:
    """Uniformly random legal moves (any pending seat, any of its legal actions) to the end.

    ``each_step`` sees the game before the first move and after every move.
    """
    each_step(game)
    while game.outcome() is None:
        seat = rng.choice(sorted(game.pending_seats()))
        actions = game.legal_actions(seat)
        assert actions, "a pending seat must have a legal action"
        game.apply(seat, rng.choice(actions))
        each_step(game)
    return game
