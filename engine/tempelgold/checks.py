"""The refusals of a Tempelgold game: why an action may not be played, in words.

:func:`check`, which the game binds as ``_check``, runs before any change (``Game.apply``),
so a refused action changes nothing. ``NotYourTurnError`` when the seat may not act at all
now, ``InvalidActionError`` when it may act, but not like this (in a hopeless game
everybody may act, so opening without the key is then an ``InvalidActionError``).
"""
from __future__ import annotations

from engine.actions import Action
from engine.errors import InvalidActionError, NotYourTurnError
from engine.tempelgold.actions import EndHopeless, Open
from engine.tempelgold.state import TempelgoldState


def check(state: TempelgoldState, seat: int, action: Action) -> None:
    """Accept a legal action of ``seat``, or raise an ``IllegalActionError`` saying why not."""
    name = state.name(seat)
    if isinstance(action, EndHopeless):
        if not state.is_hopeless():
            raise InvalidActionError(
                f"{name} may not end the game early: the Abenteurer can still find all the gold"
            )
        return
    assert isinstance(action, Open)
    if seat != state._key:
        # In a hopeless position everybody may act (end the game), just not open.
        error = InvalidActionError if state.is_hopeless() else NotYourTurnError
        raise error(f"{name} does not hold the key; {state.name(state._key)} does")
    owner, slot = action.owner, action.slot
    if not 0 <= owner < state._n:
        raise InvalidActionError(f"there is no seat {owner} to open a chamber at")
    if owner == seat:
        raise InvalidActionError(f"{name} may not open their own chamber")
    if not 0 <= slot < len(state._rows[owner]):
        raise InvalidActionError(
            f"{state.name(owner)} has {len(state._rows[owner])} face-down chambers; there is no chamber {slot}"
        )
