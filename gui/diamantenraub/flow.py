"""Diamantenraub's hot-seat flow: whose private step comes next, and which table shows.

Almost everything follows from the public view (the engine's phase and who holds the
treasure), so the saved flow holds a single fact the engine cannot know: whether the Boss
has already looked at the treasure that came back.

Order (clockwise, the passing direction):

1. ``hide``: the Boss (seat 0) sees the treasure and hides 0–5 diamonds;
2. ``take``: each seat in turn, 1 … n-1, sees the treasure as it reached them and takes;
3. ``returned``: the Boss sees the treasure as it came back, and how many are missing;
4. the public table: ``interrogation`` (the Boss accuses), then ``peng`` (Revolverheld
   variant: someone may shout) or ``reveal`` (the accused shows at once);
5. the end screen.

A private screen is never a saved state: after a crash the same seat's hand-off screen
comes back (the Session's job), and since ``returned_seen`` is only set when the Boss
pressed "Done", a crash while he looks brings his hand-off back too.
"""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from engine.diamantenraub import Phase, PublicView
from gui.games.base import EndStep, PrivateStep, Step, TableStep, look_again_step


class DiamantenraubFlow(BaseModel):
    """``returned_seen``: the Boss has looked at the returned treasure (step 3 is done)."""

    model_config = ConfigDict(extra="forbid")

    returned_seen: bool = False


def next_step(flow: DiamantenraubFlow, view: PublicView) -> Step:
    """What to show now (pure)."""
    if view.outcome is not None:
        return EndStep()
    if view.phase is Phase.HIDING:
        return PrivateStep(view.boss, "hide")
    if view.phase is Phase.PASSING:
        return PrivateStep(view.treasure_holder, "take")
    if not flow.returned_seen:
        return PrivateStep(view.boss, "returned", view_only=True)  # it only shows (gui/games/steps.py)
    if view.phase is Phase.ACCUSATION:
        return TableStep("peng" if view.may_peng else "reveal", interactive=True, peek=False)
    return TableStep("interrogation", interactive=True, peek=True)


def after_private(flow: DiamantenraubFlow, step: PrivateStep) -> DiamantenraubFlow:
    if step.kind == "returned" and not step.peek:
        return flow.model_copy(update={"returned_seen": True})
    return flow


def check_flow(flow: DiamantenraubFlow, view: PublicView) -> None:
    """A saved flow that cannot belong to this game is refused (the autosave says so)."""
    if flow.returned_seen and view.phase in (Phase.HIDING, Phase.PASSING):
        raise ValueError("the saved flow says the Boss saw the returned treasure, but it is still going round")


def peek_step(view: PublicView, seat: int) -> PrivateStep | None:
    """The look-again step: a seat that has taken (its take), the Boss once he hid diamonds;
    nobody once the game is over."""

    def has_something(seat: int) -> bool:
        if view.outcome is not None:
            return False
        return view.phase is not Phase.HIDING if seat == view.boss else view.seats[seat].has_taken

    return look_again_step(seat, len(view.seats), has_something)
