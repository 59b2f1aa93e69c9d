"""Reading a private panel's choice and applying it, all or none.

A private panel only *says* what its player chose (``chosen_actions()``); the Session
applies it here through the engine's checked path. Several actions (Diamantenraub's first
player: set a role card aside, then take) are applied all or none by the engine
(``Game.apply_all``: tried on a copy first), so that a refused second action cannot leave
the first one applied: bad input changes nothing.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.actions import Action
from engine.errors import IllegalActionError
from engine.game import Game


def panel_ready(panel: Any) -> bool:
    """A view-only panel (no ``is_ready``) is always ready."""
    is_ready = getattr(panel, "is_ready", None)
    return True if is_ready is None else bool(is_ready())


def panel_actions(panel: Any) -> list[Action]:
    """The panel's chosen actions (a view-only panel: none)."""
    chosen = getattr(panel, "chosen_actions", None)
    return [] if chosen is None else list(chosen())


def apply_all(game: Game, seat: int, actions: Sequence[Action]) -> str | None:
    """Apply ``actions`` for ``seat`` in order; all or none. Returns the refusal, or ``None``."""
    try:
        game.apply_all(seat, actions)
    except (IllegalActionError, ValueError) as exc:  # nothing was changed
        return str(exc)
    return None
