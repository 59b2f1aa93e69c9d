"""The settings a Diamantenraub game starts from, validated with messages a person understands."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from engine.diamantenraub.tables import (
    EXCUSE_CARDS,
    EXCUSE_DELTAS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STANDARD,
    excuse_delta_available,
)
from engine.validation import check_player_names


class Config(BaseModel):
    """``players`` in clockwise seat order (= passing order); ``players[0]`` is the Boss.

    ``revolverheld``: D♠ replaces one Getreuer. ``excuses_delta``: +1 "leichter" (one
    excuse more for the Boss), −1 "schwerer" (one fewer); only where the two red kings allow.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: list[str]
    revolverheld: bool = False
    excuses_delta: int = 0

    @field_validator("players")
    @classmethod
    def _players(cls, players: list[str]) -> list[str]:
        return check_player_names(players, MIN_PLAYERS, MAX_PLAYERS, "Diamantenraub")

    @model_validator(mode="after")
    def _variants(self) -> Config:
        count = len(self.players)
        delta = self.excuses_delta
        if isinstance(delta, bool) or delta not in EXCUSE_DELTAS:
            raise ValueError(
                f"the excuses can change by -1 (harder for the Boss), 0 or +1 (easier), not by {delta!r}"
            )
        if not excuse_delta_available(count, delta):
            base = STANDARD[count].excuses
            if delta > 0:
                raise ValueError(
                    f"with {count} players the Boss already has {base} excuses; there are only "
                    f"{len(EXCUSE_CARDS)} red kings, so the variant 'leichter' is not available"
                )
            raise ValueError(
                f"with {count} players the Boss has no excuse to give up, "
                "so the variant 'schwerer' is not available"
            )
        if self.revolverheld and STANDARD[count].getreue < 1:  # pragma: no cover - never true per table
            raise ValueError(f"the variant Revolverheld replaces a Getreuer, but {count} players have none")
        return self
