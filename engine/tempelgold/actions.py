"""Tempelgold's actions."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.actions import Action, fast_init


@dataclass(frozen=True, slots=True)
class Open(Action):
    """The key holder opens face-down chamber ``slot`` in the row of seat ``owner``."""

    owner: int
    slot: int


@dataclass(frozen=True, slots=True)
class EndHopeless(Action):
    """Any seat ends the game for the Wächter once the Abenteurer can no longer win."""


ACTION_TYPES: dict[str, type[Action]] = {"Open": Open, "EndHopeless": EndHopeless}

fast_init(Open, EndHopeless)


def action_from_json(data: Any) -> Action:
    return Action.from_json(data, ACTION_TYPES)
