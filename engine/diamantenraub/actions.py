"""Diamantenraub's actions (docs/engine-api.md, "Diamantenraub actions")."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.actions import Action, fast_init
from engine.cards import Card


@dataclass(frozen=True, slots=True)
class HideDiamonds(Action):
    """The Boss, first: secretly takes ``count`` (0–5) diamonds out of the treasure."""

    count: int


@dataclass(frozen=True, slots=True)
class SetAside(Action):
    """The first player (seat 1), before taking, optionally puts one role card aside."""

    card: Card


@dataclass(frozen=True, slots=True)
class TakeDiamonds(Action):
    """The holder of the treasure takes ``count`` ≥ 1 diamonds and becomes a Dieb."""

    count: int


@dataclass(frozen=True, slots=True)
class TakeRole(Action):
    """The holder of the treasure takes exactly one role card that is there."""

    card: Card


@dataclass(frozen=True, slots=True)
class TakeNothing(Action):
    """Only with an empty treasure, or by the last player: the holder becomes a Straßenkind."""


@dataclass(frozen=True, slots=True)
class Accuse(Action):
    """The Boss says "Taschen leeren!" to ``seat`` (clarification 5)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Peng(Action):
    """Variant Revolverheld: a seat shouts "Peng!" between an accusation and the reveal."""


@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """The accused shows their take."""


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls
    for cls in (HideDiamonds, SetAside, TakeDiamonds, TakeRole, TakeNothing, Accuse, Peng, Reveal)
}

fast_init(HideDiamonds, SetAside, TakeDiamonds, TakeRole, TakeNothing, Accuse, Peng, Reveal)


def action_from_json(data: Any) -> Action:
    return Action.from_json(data, ACTION_TYPES)
