"""The settings a Tempelgold game starts from, validated with messages a person understands."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from engine.tempelgold.tables import MAX_PLAYERS, MIN_PLAYERS, ONE_TRAP
from engine.validation import check_player_names, check_starting_seat


class Config(BaseModel):
    """``players`` in clockwise seat order; ``starting_seat`` None means the seed chooses."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: list[str]
    one_trap: bool = False
    starting_seat: int | None = None

    @field_validator("players")
    @classmethod
    def _players(cls, players: list[str]) -> list[str]:
        return check_player_names(players, MIN_PLAYERS, MAX_PLAYERS, "Tempelgold")

    @model_validator(mode="after")
    def _variant_and_start(self) -> Config:
        count = len(self.players)
        if self.one_trap and count not in ONE_TRAP:
            raise ValueError(
                f"the variant 'Nur eine Falle' is for {min(ONE_TRAP)}–{max(ONE_TRAP)} players, not {count}"
            )
        check_starting_seat(self.starting_seat, count)
        return self
