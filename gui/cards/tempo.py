"""How fast the tables' card animations run, for every game at once.

People see them at :data:`SPEED` 1.0. ``--selfplay`` plays whole games through the real
widgets as checks (the suite, CI's bundle, the kill test): it runs the same animations, with
the same phases and end states, :data:`SELFPLAY_SPEED` times faster, since it waits for each
to finish, and a whole 10-player game once spent most of its 50 s waiting for them.

Every duration of a card animation passes through :func:`scaled` once, where the Qt
animation or timer is made (:mod:`gui.table_kit.card_motion`, :class:`gui.cards.items.CardItem`'s flip,
and the few pauses and delays the games build themselves).
"""
from __future__ import annotations

SPEED: float = 1.0
SELFPLAY_SPEED: float = 5.0


def scaled(ms: int) -> int:
    """``ms`` at the current :data:`SPEED` (at least 1 ms: 0 means "no animation" to callers)."""
    return max(1, round(ms / SPEED))
