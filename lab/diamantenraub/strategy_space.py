"""Where the policy-space search (:mod:`lab.psro`) looks for Diamantenraub's best responses:
per policy side, the families a strategy may start from and, per parameter that side's bots
read (:class:`lab.diamantenraub.params.DrParams`), the values it may try.

Not part of the bots' fingerprint (:data:`lab.provenance.TABLE_ONLY`): it decides what the
search tries, never how a bot plays; every strategy the search finds is recorded as its full
policy spec (family and parameters) next to the figures it made.
"""
from __future__ import annotations

BASES: dict[str, tuple[str, ...]] = {"boss": ("reasoning", "belief"), "players": ("reasoning", "belief")}
"""Per policy side: the families a searched strategy starts from (the first is tried most)."""

SPACE: dict[str, dict[str, tuple[float, ...]]] = {
    "boss": {
        "hide": (0, 1, 2, 3, 4, 5),
        "overclaim": (0.0, 0.5, 1.0, 2.0, 3.0),
        "caution": (0.0, 0.75, 1.5, 3.0, 5.0),
        "reason": (0, 1),
        "excuse_weight": (0.0, 0.2, 0.4, 0.7, 1.0),
        "noise": (0.01, 0.05, 0.15),
        "m_risk": (0.1, 0.25, 0.5),
        "m_spread": (0.1, 0.3, 0.6),
        "m_hide_up": (0.2, 0.5, 0.8),
        "m_wild": (0.0, 0.1, 0.2, 0.4),
        "m_bait": (0.2, 0.5, 0.8),
        "m_role_rate": (0.3, 0.6, 0.9),
    },
    "players": {
        "risk": (0.05, 0.1, 0.25, 0.5, 0.75, 1.0),
        "role_rate": (0.3, 0.6, 0.9),
        "ermittler_pull": (0.0, 0.3, 1.0),
        "set_aside": (0.0, 0.25, 0.5),
        "last_nothing": (0.0, 0.2, 0.5),
        "hide_up": (0.0, 0.5, 1.0),
        "bait": (0.0, 0.5, 1.0),
        "decoy": (0.0, 0.3, 0.7),
        "fahrer_cover": (0.0, 0.7, 1.0),
        "shoot_at": (0.2, 0.4, 0.7),
        "save_boss": (0.3, 0.6, 1.1),
        "scheme": (0, 1),
    },
}
"""Per policy side: parameter → the values the search may give it."""
