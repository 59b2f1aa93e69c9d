"""Loops bounded by time, not by a count of turns (issue 18).

A loop that plays a game step by step, or polls for a state, used to stop after a number of
turns. How many turns a game needs depends on how fast the machine runs the waits between
them: an idle machine turned faster than a timer or an animation and ran out of turns. A
deadline ends such a loop the same way on every machine.
"""
from __future__ import annotations

import time
from collections.abc import Iterator


def within(seconds: float, what: str) -> Iterator[int]:
    """Count turns until ``seconds`` have passed, then fail naming ``what``.

    ``for turn in within(120, "the game to end"): ...`` with a ``return``/``break`` when done."""
    deadline = time.monotonic() + seconds
    turn = 0
    while time.monotonic() < deadline:
        yield turn
        turn += 1
    raise AssertionError(f"{what}: not within {seconds:g} s ({turn} turns)")
