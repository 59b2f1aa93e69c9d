"""Applying a private panel's choice, all or none.

A private panel only *says* what its player chose (``chosen_actions()``); the Session
applies it here through the engine's checked path. Several actions (Diamantenraub's first
player: set a role card aside, then take) are applied all or none by the engine
(``Game.apply_all``: tried on a copy first), so that a refused second action cannot leave
the first one applied: bad input changes nothing.
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.actions import Action
from engine.errors import IllegalActionError
from engine.game import Game


def apply_all(game: Game, seat: int, actions: Sequence[Action]) -> str | None:
    """Apply ``actions`` for ``seat`` in order; all or none. Returns the refusal, or ``None``."""
    try:
        game.apply_all(seat, actions)
    except (IllegalActionError, ValueError) as exc:  # nothing was changed
        return str(exc)
    return None
