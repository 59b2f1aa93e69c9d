"""``--selfplay`` with computer players (``--computers K``): which seats, and their turns.

The last ``K`` seats are computer players (strong: the lab's ``reasoning`` family). A
computer's turn needs no click: the run takes its picture, checks privacy and layout while
the computer's fixed delay runs, waits for it to end, and checks again. Every check of the
run treats a computer seat as a player nobody at the table is (:mod:`gui.checks.oracle`).
"""
from __future__ import annotations

from typing import Any

from gui.games.clicks import wait_until
from gui.games.device_router import COMPUTER_STRONG
from gui.games.steps import PrivateStep, TableStep

SELFPLAY_DELAY_MS = 60
"""A computer's turn in ``--selfplay`` (the curtain's timings are shortened there too)."""


def computer_screens(players: int, computers: int) -> dict[int, str]:
    """The start screen's screens for ``computers`` computer players in the last seats."""
    if not 0 <= computers < players:
        raise ValueError(f"--computers must be 0 to {players - 1}: one seat at least is a person")
    return {seat: COMPUTER_STRONG for seat in range(players - computers, players)}


COMPUTER_TURN_SLACK_MS = 30_000
"""How long past its delay a computer's turn may take before the run calls itself stuck."""


def take_computer_turn(play: Any, stuck: type[Exception]) -> None:
    """The computer's turn in front of the run: checked while it runs and once it is over."""
    session = play.window.session
    step = session.step
    play._shot(f"computer-{step.kind if isinstance(step, (PrivateStep, TableStep)) else 'step'}")
    play._check(None)
    play._point("computer")
    # a deadline, not a wait: 5 s beyond the delay was too short for a strong computer at ten
    # seats on a starved machine (a nice'd sweep beside a five-worker suite), 30 s is not
    limit = session.host.settings.computer_delay_ms + COMPUTER_TURN_SLACK_MS
    # A guided game's computers wait while an explanation is open (gui.games.guide): the
    # run's next step reads it (the turn that follows may begin before this wait sees a gap)
    if not wait_until(lambda: not session.computer_turn or session.guide.bubble is not None, limit):
        raise stuck("a computer's turn never ended")
    if session.computer_turn:
        return
    play.computer_turns += 1
    play._settle()
    play._check(None)
