"""The legal actions of a Tempelgold game: what each seat may do now.

One plain function over the state, :func:`legal_actions`, which the game binds as its
``legal_actions`` method. Actions are immutable values, so the lists share one instance
per chamber: building new ones on every call would weigh on the checked path of a
simulation.
"""
from __future__ import annotations

from engine.actions import Action
from engine.tempelgold.actions import EndHopeless, Open
from engine.tempelgold.state import TempelgoldState
from engine.tempelgold.tables import FIRST_ROUND_CHAMBERS, MAX_PLAYERS

_OPEN_ACTIONS = [[Open(owner, slot) for slot in range(FIRST_ROUND_CHAMBERS)] for owner in range(MAX_PLAYERS)]


def legal_actions(state: TempelgoldState, seat: int) -> list[Action]:
    """Every action ``seat`` may take now (empty when it may not act): the key holder opens
    any chamber of another seat; in a hopeless game everybody may end it."""
    if state._outcome is None:
        actions: list[Action] = []
        if seat == state._key:
            for owner, row in enumerate(state._rows):
                if owner != seat:
                    actions.extend(_OPEN_ACTIONS[owner][: len(row)])
        if state.is_hopeless() and 0 <= seat < state._n:
            actions.append(EndHopeless())
        return actions
    return []
