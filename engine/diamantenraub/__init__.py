"""Diamantenraub: the Boss's treasure goes round once; thieves, Getreue, Ermittler and Fahrer.

Public API (see docs/engine-api.md): :func:`new_game`, :class:`Config`, the actions
:class:`HideDiamonds`, :class:`SetAside`, :class:`TakeDiamonds`, :class:`TakeRole`,
:class:`TakeNothing`, :class:`Accuse`, :class:`Peng` and :class:`Reveal`, the views, and
:func:`random_playout`, and :class:`Playout` for simulations with the caller's own policies.

The names load on first use (:mod:`engine.lazy`): importing ``engine.diamantenraub.tables``
for the game's metadata does not import the engine.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.lazy import lazy_exports

if TYPE_CHECKING:  # the real imports, for mypy and PyInstaller; at run time see _EXPORTS
    from engine.diamantenraub.actions import (
        ACTION_TYPES,
        Accuse,
        HideDiamonds,
        Peng,
        Reveal,
        SetAside,
        TakeDiamonds,
        TakeNothing,
        TakeRole,
        action_from_json,
    )
    from engine.diamantenraub.config import Config
    from engine.diamantenraub.fast import random_playout
    from engine.diamantenraub.game import DiamantenraubGame
    from engine.diamantenraub.model import Phase, Reason, Role, is_diamond, is_role_card, role_of
    from engine.diamantenraub.playout import Playout
    from engine.diamantenraub.views import FinalReveal, PublicView, SeatSummary, SeatView, Take

GAME_ID = "diamantenraub"

_EXPORTS = {
    **dict.fromkeys(
        ("ACTION_TYPES", "Accuse", "HideDiamonds", "Peng", "Reveal", "SetAside", "TakeDiamonds", "TakeNothing",
         "TakeRole", "action_from_json"),
        "actions",
    ),
    "Config": "config",
    "random_playout": "fast",
    "DiamantenraubGame": "game",
    **dict.fromkeys(("Phase", "Reason", "Role", "is_diamond", "is_role_card", "role_of"), "model"),
    "Playout": "playout",
    **dict.fromkeys(("FinalReveal", "PublicView", "SeatSummary", "SeatView", "Take"), "views"),
}
__getattr__ = lazy_exports(__name__, _EXPORTS, globals())


def new_game(config: Config, seed: int) -> DiamantenraubGame:
    """Build a new game: which cards of each kind play follows ``seed``."""
    from engine.diamantenraub.game import DiamantenraubGame

    return DiamantenraubGame(config, seed)


__all__ = [
    "ACTION_TYPES", "Accuse", "Config", "DiamantenraubGame", "FinalReveal", "GAME_ID", "HideDiamonds",
    "Peng", "Phase", "Playout", "PublicView", "Reason", "Reveal", "Role", "SeatSummary", "SeatView", "SetAside",
    "Take", "TakeDiamonds", "TakeNothing", "TakeRole", "action_from_json", "is_diamond", "is_role_card",
    "new_game", "random_playout", "role_of",
]
