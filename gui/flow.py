"""The hot-seat flow as plain data: which screen the group is on and who still has to look.

This is what the autosave stores next to the engine's save file, so a killed app comes
back at the same step of the flow. It holds no secret: seats and names only.

Decisions:

* The look-at-your-cards loop (after the deal and after every redeal) starts with the key
  holder and goes clockwise, the direction in which the laptop is passed anyway. Starting
  with the key holder means nobody learns anything from the order (it is public who holds
  the key), and the round's first decision-maker has had the longest time to think.
* A private screen is never a saved state: if the app dies while someone is looking, the
  game resumes on the hand-off screen for that same player.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Phase = Literal["look", "round_over", "table", "end"]
LookReason = Literal["deal", "redeal"]


class FlowState(BaseModel):
    """Where the group is in the hot-seat flow.

    * ``look``: ``to_look`` are the seats that still have to look at their cards this
      round (the first one is next); ``reason`` says why (deal or redeal).
    * ``round_over``: the table shows the "round is over" banner; the redeal loop follows.
    * ``table``: the public table; the key holder chooses a chamber.
    * ``end``: the game is over; the end screen shows every role.
    """

    model_config = ConfigDict(extra="forbid")

    phase: Phase = "look"
    reason: LookReason = "deal"
    to_look: list[int] = Field(default_factory=list)


def look_order(player_count: int, first: int) -> list[int]:
    """Every seat once, clockwise, starting at ``first`` (the key holder)."""
    return [(first + i) % player_count for i in range(player_count)]
