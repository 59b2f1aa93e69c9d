"""Where the policy-space search (:mod:`lab.psro`) looks for Tempelgold's best responses: per
policy side, the families a strategy may start from and, per parameter that side's bots read
(:class:`lab.tempelgold.params.TgParams`), the values it may try.

Not part of the bots' fingerprint (:data:`lab.provenance.TABLE_ONLY`): it decides what the
search tries, never how a bot plays; every strategy the search finds is recorded as its full
policy spec (family and parameters) next to the figures it made.
"""
from __future__ import annotations

BASES: dict[str, tuple[str, ...]] = {"abenteurer": ("reasoning", "belief"), "waechter": ("reasoning", "belief")}
"""Per policy side: the families a searched strategy starts from (the first is tried most)."""

SPACE: dict[str, dict[str, tuple[float, ...]]] = {
    "abenteurer": {
        "honesty": (0.8, 0.95, 1.0),
        "trap_aversion": (0.5, 0.75, 1.0, 2.0, 3.0),
        "key_weight": (0.0, 0.05, 0.2),
        "posterior": (0, 1),
        "watch": (0.0, 2.0, 4.0),
        "penalty": (1.0, 3.0, 6.0),
        "count_claims": (0.0, 0.5, 1.0),
        "model_lie": (0.5, 0.8, 1.0),
        "model_bluff": (1, 2),
        "model_bluff2": (0.03, 0.1, 0.3),
        "choice_a": (0.5, 0.7, 0.9),
        "choice_w": (0.1, 0.3, 0.5),
        "key_trust": (0.05, 0.1, 0.15),
        "model_types": (1, 2),
        "last_trap": (1.0, 2.0, 3.0),
    },
    "waechter": {
        "lie_rate": (0.2, 0.4, 0.6, 0.8, 1.0),
        "bluff": (0, 1, 2, 3),
        "hide_traps": (0.0, 0.5, 1.0),
        "trap_seek": (0.5, 1.0, 2.0),
        "cover": (0.0, 0.25, 0.5),
        "waechter_key": (0.0, 0.5, 1.0, 2.0),
    },
}
"""Per policy side: parameter → the values the search may give it."""
