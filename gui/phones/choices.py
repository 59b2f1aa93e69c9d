"""Is a phone's choice a whole step? Checked on a copy of the game before anything is applied.

The curtain's panels are only "ready" once the player has chosen everything the step needs
(a take, not just a card set aside). A phone page could send less, or more, so the app
checks the chosen actions on a copy of the game (the engine's ``Game.replica``): every one
must be legal in turn, and afterwards the seat must have nothing left to do *of this step's
kinds*. Only then are
they applied for real (all or none, as for the curtain). Pure engine code, no Qt.
"""
from __future__ import annotations

from collections.abc import Sequence
from engine.actions import Action
from engine.errors import InvalidActionError
from engine.game import Game


def check_step_choice(game: Game, seat: int, step_types: Sequence[str], actions: Sequence[Action]) -> None:
    """Raise ``IllegalActionError`` (with the engine's words) unless ``actions`` complete the step."""
    if not step_types:
        if actions:
            raise InvalidActionError("this step is only for looking")
        return
    if not actions and not any(type(a).__name__ in step_types for a in game.legal_actions(seat)):
        return  # nothing to choose (any more): an empty choice completes it
    trial = game.replica()
    for action in actions:
        trial.apply(seat, action)
    left = [a for a in trial.legal_actions(seat) if type(a).__name__ in step_types]
    if left:
        raise InvalidActionError("the choice is not complete yet")
