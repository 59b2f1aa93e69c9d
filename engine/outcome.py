"""How a game ended: who won, why, and what the end screen shows."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Any

_new = object.__new__
_set = object.__setattr__


@dataclass(frozen=True, slots=True)
class Outcome:
    """``winners`` are seats; ``reason`` is the game's reason enum; ``detail`` is read-only."""

    winners: frozenset[int]
    reason: Enum
    detail: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _set(self, "detail", MappingProxyType(dict(self.detail)))

    @classmethod
    def build(cls, winners: frozenset[int], reason: Enum, detail: dict[str, Any]) -> Outcome:
        """The same as ``Outcome(winners, reason, detail)``, for the games' hot path: the
        caller hands over a fresh ``detail`` dict and never touches it again, so it is
        wrapped read-only without a copy, and the dataclass machinery is skipped (a whole
        simulated game costs only a few dozen of these steps)."""
        outcome = _new(cls)
        _set(outcome, "winners", winners)
        _set(outcome, "reason", reason)
        _set(outcome, "detail", MappingProxyType(detail))
        return outcome
