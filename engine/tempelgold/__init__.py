"""Tempelgold: Abenteurer and secret Wächter open face-down chambers over four rounds.

Public API (see docs/engine-api.md): :func:`new_game`, :class:`Config`, the actions
:class:`Open` and :class:`EndHopeless`, the views, and :func:`random_playout`.

The names load on first use (:mod:`engine.lazy`): importing ``engine.tempelgold.tables``
for the game's metadata does not import the engine.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.lazy import lazy_exports

if TYPE_CHECKING:  # the real imports, for mypy and PyInstaller; at run time see _EXPORTS
    from engine.tempelgold.actions import ACTION_TYPES, EndHopeless, Open, action_from_json
    from engine.tempelgold.config import Config
    from engine.tempelgold.fast import random_playout
    from engine.tempelgold.game import TempelgoldGame
    from engine.tempelgold.model import ChamberKind, Reason, Role, chamber_kind, role_of
    from engine.tempelgold.views import OpenedChamber, PublicView, RevealedRoles, SeatSummary, SeatView

GAME_ID = "tempelgold"

_EXPORTS = {
    **dict.fromkeys(("ACTION_TYPES", "EndHopeless", "Open", "action_from_json"), "actions"),
    "Config": "config",
    "random_playout": "fast",
    "TempelgoldGame": "game",
    **dict.fromkeys(("ChamberKind", "Reason", "Role", "chamber_kind", "role_of"), "model"),
    **dict.fromkeys(("OpenedChamber", "PublicView", "RevealedRoles", "SeatSummary", "SeatView"), "views"),
}
__getattr__ = lazy_exports(__name__, _EXPORTS, globals())


def new_game(config: Config, seed: int) -> TempelgoldGame:
    """Deal a new game: which cards play, the deal and (if not configured) who starts follow ``seed``."""
    from engine.tempelgold.game import TempelgoldGame

    return TempelgoldGame(config, seed)


__all__ = [
    "ACTION_TYPES", "ChamberKind", "Config", "EndHopeless", "GAME_ID", "Open", "OpenedChamber",
    "PublicView", "Reason", "RevealedRoles", "Role", "SeatSummary", "SeatView", "TempelgoldGame",
    "action_from_json", "chamber_kind", "new_game", "random_playout", "role_of",
]
