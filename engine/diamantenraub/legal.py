"""The legal actions of a Diamantenraub game: what each seat may do now.

One plain function over the state, :func:`legal_actions`, which the game binds as its
``legal_actions`` method. Actions are immutable values, so it hands out shared instances:
building a dozen new dataclasses per call would dominate the checked path of a simulation.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from engine.actions import Action
from engine.cards import Card
from engine.diamantenraub.actions import Accuse, HideDiamonds, Peng, Reveal, SetAside, TakeDiamonds, TakeNothing, TakeRole
from engine.diamantenraub.model import ROLE_OF_CARD
from engine.diamantenraub.state import _ACCUSATION, _HIDING, _INTERROGATION, _PASSING, BOSS, DiamantenraubState, seats_in
from engine.diamantenraub.tables import DIAMOND_CARDS, MAX_HIDDEN, MAX_PLAYERS

_HIDE_ACTIONS = tuple(HideDiamonds(k) for k in range(MAX_HIDDEN + 1))
_TAKE_DIAMONDS_ACTIONS = tuple(TakeDiamonds(k) for k in range(1, len(DIAMOND_CARDS) + 1))
_ACCUSE_ACTIONS = tuple(Accuse(s) for s in range(MAX_PLAYERS))
_TAKE_ROLE_ACTIONS: Mapping[int, Action] = {id(c): TakeRole(c) for c in ROLE_OF_CARD}
_SET_ASIDE_ACTIONS: Mapping[int, Action] = {id(c): SetAside(c) for c in ROLE_OF_CARD}
"""Keyed by ``id`` of the canonical card objects (the deal only uses those); a card that is
not canonical simply gets a new action."""
_REVEAL, _PENG, _TAKE_NOTHING = Reveal(), Peng(), TakeNothing()


def _role_actions(table: Mapping[int, Action], kind: type[SetAside | TakeRole], cards: list[Card]) -> list[Action]:
    """One ``kind`` action per role card, the shared instances where there are some."""
    try:
        return [table[id(c)] for c in cards]
    except KeyError:  # a card object that is not the canonical one (only in hand-built games)
        return [kind(c) for c in cards]


def legal_actions(state: DiamantenraubState, seat: int) -> list[Action]:
    """Every action ``seat`` may take now, in a fixed order (empty when it may not act)."""
    phase = state._phase
    if phase is _PASSING:
        if seat != state._holder:
            return []
        roles = state._roles
        left = state._left
        takes = _role_actions(_TAKE_ROLE_ACTIONS, TakeRole, roles)
        if seat == 1 and state._set_aside is None:
            actions = [*_role_actions(_SET_ASIDE_ACTIONS, SetAside, roles), *_TAKE_DIAMONDS_ACTIONS[:left], *takes]
        else:
            actions = [*_TAKE_DIAMONDS_ACTIONS[:left], *takes]
        if seat == state._n - 1 or not (left or roles):  # clarification 8 (``_may_take_nothing``)
            actions.append(_TAKE_NOTHING)
        return actions
    if phase is _ACCUSATION:
        if seat == state._accused:
            return [_REVEAL]
        return [_PENG] if seat in state.may_peng() else []
    if phase is _INTERROGATION:
        return list(_accusations(state._accusable_mask())) if seat == BOSS else []
    if phase is _HIDING:
        return list(_HIDE_ACTIONS) if seat == BOSS else []
    return []


@cache


def _accusations(mask: int) -> tuple[Action, ...]:
    """The Boss's accusations of the seats in ``mask`` (the accusable seats), shared."""
    return tuple(_ACCUSE_ACTIONS[s] for s in seats_in(mask))
