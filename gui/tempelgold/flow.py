"""Tempelgold's hot-seat flow as plain data: which screen the group is on and who still has to look.

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

from gui.games.base import EndStep, PrivateStep, Step, TableStep

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


def check(flow: FlowState, player_count: int, over: bool) -> None:
    """A loaded flow must fit the game: seats in range, no duplicates, end only when it ended."""
    if any(not 0 <= s < player_count for s in flow.to_look) or len(set(flow.to_look)) != len(flow.to_look):
        raise ValueError("the autosave's list of players still to look is damaged")
    if (flow.phase == "end") != over:
        raise ValueError("the autosave's screen does not match the state of the game")


def next_step(flow: FlowState) -> Step:
    """The step the flow is at: the next look, the table, the round-over banner or the end."""
    if flow.phase == "look" and flow.to_look:
        return PrivateStep(seat=flow.to_look[0], kind=flow.reason, view_only=True, parallel=True)
    if flow.phase == "end":
        return EndStep()
    if flow.phase == "round_over":
        return TableStep(kind="round_over", interactive=False, peek=False)
    return TableStep(kind="table", interactive=True, peek=True)


def after_look(flow: FlowState, seat: int) -> FlowState:
    """``seat`` has looked: the next one, or the table once everybody has."""
    to_look = [s for s in flow.to_look if s != seat] if flow.phase == "look" else list(flow.to_look)
    phase: Phase = "table" if flow.phase == "look" and not to_look else flow.phase
    return FlowState(phase=phase, reason=flow.reason, to_look=to_look)
