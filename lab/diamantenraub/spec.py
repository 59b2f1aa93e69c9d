"""Diamantenraub as the lab sees it, beyond what the engine's registry says: the policy sides and
families, the result sides, roles and endings, the fast driver and the bot class.

:mod:`lab.games` joins this with :data:`engine.registry.GAMES` (title, player counts,
variants), so the lab keeps no list of games of its own: a game with a ``lab.<id>.spec``
module is simulated.
"""
from __future__ import annotations

from engine import diamantenraub as dr
from lab.diamantenraub import params
from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.fast import run_chunk

POLICY_SIDES = params.SIDES
FAMILIES = params.FAMILIES
SIDES: tuple[str, ...] = ("boss", "diebe", "ermittler", "revolverheld")
"""The result sides, in display order (its endings: the Boss's side, the thieves' side, the
Ermittler alone, the Revolverheld alone)."""
ROLES: tuple[str, ...] = tuple(r.value for r in dr.Role)
ENDINGS: tuple[str, ...] = tuple(r.value for r in dr.Reason)
CONFIG = dr.Config
CHUNK = run_chunk
BOT = DrBot
