"""The legal actions of a Diamantenraub game: what each seat may do now.

Actions are immutable values, so :meth:`LegalActions.legal_actions` hands out shared
instances: building a dozen new dataclasses per call would dominate the checked path of
a simulation.
"""
from __future__ import annotations

from collections.abc import Mapping

from engine.actions import Action
from engine.cards import Card
from engine.diamantenraub.actions import Accuse, HideDiamonds, Peng, Reveal, SetAside, TakeDiamonds, TakeNothing, TakeRole
from engine.diamantenraub.model import ROLE_OF_CARD
from engine.diamantenraub.state import _ACCUSATION, _HIDING, _INTERROGATION, _PASSING, BOSS, DiamantenraubState
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
        return list(map(table.__getitem__, map(id, cards)))
    except KeyError:  # a card object that is not the canonical one (only in hand-built games)
        return [kind(c) for c in cards]


class LegalActions(DiamantenraubState):
    """Mixin: :meth:`legal_actions` (ENGINE-API.md)."""

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self._phase
        if phase is _PASSING:
            if seat != self._holder:
                return []
            roles = self._roles
            actions: list[Action] = []
            if seat == 1 and self._set_aside is None:
                actions.extend(_role_actions(_SET_ASIDE_ACTIONS, SetAside, roles))
            actions.extend(_TAKE_DIAMONDS_ACTIONS[: len(self._diamonds)])
            actions.extend(_role_actions(_TAKE_ROLE_ACTIONS, TakeRole, roles))
            if self._may_take_nothing(seat):
                actions.append(_TAKE_NOTHING)
            return actions
        if phase is _ACCUSATION:
            if seat == self._accused:
                return [_REVEAL]
            return [_PENG] if seat in self.may_peng() else []
        if phase is _INTERROGATION:
            return [_ACCUSE_ACTIONS[s] for s in self.accusable()] if seat == BOSS else []
        if phase is _HIDING:
            return list(_HIDE_ACTIONS) if seat == BOSS else []
        return []

