"""Tempelgold as the lab sees it, beyond what the engine's registry says: the policy sides and
families, the result sides, roles and endings, the fast driver and the bot class.

:mod:`lab.games` joins this with :data:`engine.registry.GAMES` (title, player counts,
variants), so the lab keeps no list of games of its own: a game with a ``lab.<id>.spec``
module is simulated.
"""
from __future__ import annotations

from engine import tempelgold as tg
from lab.tempelgold import params
from lab.tempelgold.bots import TgBot
from lab.tempelgold.fast import run_chunk

POLICY_SIDES = params.SIDES
FAMILIES = params.FAMILIES
SIDES: tuple[str, ...] = ("abenteurer", "waechter")
"""The result sides, in display order (the teams)."""
ROLES: tuple[str, ...] = ("abenteurer", "waechter")
ENDINGS: tuple[str, ...] = tuple(r.value for r in tg.Reason)
CONFIG = tg.Config
CHUNK = run_chunk
BOT = TgBot
