"""How a game ended: who won, why, and what the end screen shows."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True)
class Outcome:
    """``winners`` are seats; ``reason`` is the game's reason enum; ``detail`` is read-only."""

    winners: frozenset[int]
    reason: Enum
    detail: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "detail", MappingProxyType(dict(self.detail)))
