"""Diamantenraub as the lab sees it, beyond what the engine's registry says: the policy sides and
families, the result sides, roles and endings, the fast driver, the bot class and the
strategy sets of the exploitability search. (How the reports speak of it: ``report``.)

:mod:`lab.games` joins this with :data:`engine.registry.GAMES` (title, player counts,
variants), so the lab keeps no list of games of its own: a game whose registry entry names a
lab package (``lab_module``) with a ``spec`` module is simulated.
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
STRATEGIES: dict[str, tuple[str, ...]] = {
    "boss": ("belief:caution=0", "belief:caution=3", "belief:overclaim=0", "belief:overclaim=2",
             "belief:hide=1", "naive", "reasoning"),
    "players": ("belief:risk=0.1,hide_up=1", "belief:risk=0.25", "belief:risk=0.75", "belief:hide_up=1",
                "belief:bait=1", "naive", "reasoning"),
}
"""Per policy side: the strategies :mod:`lab.exploit` tries besides ``belief`` (family with
parameter overrides, as on the command line). The one the issue found strong is first;
``reasoning`` (a Boss who accuses by a posterior over the takes; players who take one diamond
and choose their stories after the ones told before) reasons, it is not a parameter change."""
