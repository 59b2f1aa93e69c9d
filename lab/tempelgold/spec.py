"""Tempelgold as the lab sees it, beyond what the engine's registry says: the policy sides and
families, the result sides, roles and endings, the fast driver, the bot class and the
strategy sets of the exploitability search. (How the reports speak of it: ``report``.)

:mod:`lab.games` joins this with :data:`engine.registry.GAMES` (title, player counts,
variants), so the lab keeps no list of games of its own: a game whose registry entry names a
lab package (``lab_module``) with a ``spec`` module is simulated.
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
STRATEGIES: dict[str, tuple[str, ...]] = {
    "abenteurer": ("belief:watch=0", "belief:watch=4,penalty=6", "belief:trap_aversion=1",
                   "belief:trap_aversion=4", "belief:honesty=1", "naive", "reasoning"),
    "waechter": ("belief:bluff=2,cover=0", "belief:bluff=2", "belief:cover=0", "belief:lie_rate=0.4",
                 "belief:lie_rate=1", "naive", "reasoning"),
}
"""Per policy side: the strategies :mod:`lab.exploit` tries besides ``belief`` (family with
parameter overrides, as on the command line). The one the issue found strong is first;
``reasoning`` (Abenteurer with a Bayesian table model; Wächter who bluff 2, never cover and hand
the key to the distrusted) reasons, it is not a parameter change; its Abenteurer cost about
ten times as much per game as ``belief``."""
