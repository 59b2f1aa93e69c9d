"""The steps of a game's flow: what the Session shows next (see :mod:`gui.games.base`).

Its own small module so that the seam's widgets (:mod:`gui.games.widgets`) and the seam
itself (:mod:`gui.games.base`, which re-exports every name) both use them.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


# -- steps ------------------------------------------------------------------------------
@dataclass(frozen=True)
class PrivateStep:
    """A seat's private screen. ``kind`` is the game's own name for it ("look", "hide",
    "take", "returned", "peek", ...); the Session only passes it back to the game.

    ``cancellable``: the hand-off screen offers "Back to the table" (the peek does).
    ``peek``: this is a look-again, not a turn — the Session logs it publicly, applies no
    actions and returns to the step it interrupted.
    ``view_only``: the step only shows (no choice; a phone may only say "done").
    ``parallel``: the step does not depend on the private steps just before it, so a run
    of such steps may happen at the same time on several phones (Tempelgold's looks). In
    a phone game the Session shows the run's curtain seats on the laptop while the phones
    work, so ``GameUI.after_private`` must accept the steps of such a run in any order.
    """

    seat: int
    kind: str
    cancellable: bool = False
    peek: bool = False
    view_only: bool = False
    parallel: bool = False


@dataclass(frozen=True)
class TableStep:
    """The public table. ``kind`` is the game's name for the situation ("table",
    "round_over", "interrogation", ...), handed to ``table.show_step``.
    ``interactive``: the table accepts clicks. ``peek``: the peek button works now."""

    kind: str = "table"
    interactive: bool = True
    peek: bool = True


@dataclass(frozen=True)
class EndStep:
    """The game is over: the end screen."""


Step = PrivateStep | TableStep | EndStep


def look_again_step(seat: int, players: int, may_look: Callable[[int], bool] | None = None, *,
                    view_only: bool = True) -> PrivateStep | None:
    """The "look again" step every game offers (``GameUI.peek_step``): ``seat`` sees its
    private screen once more, from the table, and may go back without looking.

    ``None`` for a seat that is not at the table (``players`` seats) or that ``may_look``
    refuses (a game's own rule: Diamantenraub's thieves have nothing to see before they
    took). A look only shows (``view_only``: any cover ends it) unless the game's look
    screen is the turn's own panel, merely not committed (the stub game's)."""
    if not 0 <= seat < players or (may_look is not None and not may_look(seat)):
        return None
    return PrivateStep(seat, "peek", cancellable=True, peek=True, view_only=view_only)
