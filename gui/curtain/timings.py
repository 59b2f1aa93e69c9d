"""The curtain's timings. Read at the moment of use, so tests may shorten them.

Production values are the constants below; the test suite's conftest patches them to a few
milliseconds. Nothing else should change them.
"""
from __future__ import annotations

# How long the reveal button must be held down.
HOLD_MS: int = 800
# In "delay" reveal mode: how long until the reveal button becomes clickable.
REVEAL_DELAY_MS: int = 1500
# From a private screen's reveal until the curtain after it unlocks, at least this long,
# whatever it shows: a Wächter and an Abenteurer hand on equally late (no timing tells).
# The screen itself can be covered at once; the wait is on the next curtain (dwell.py).
MIN_DWELL_MS: int = 3000
# How often the hold ring repaints while held.
TICK_MS: int = 16
# A press this soon after the same key's release is its auto-repeat, not a new press: X sends
# some repeats unmarked, as a release and a press with the same timestamp (issue 37).
REPEAT_GAP_MS: int = 30
# The hold ring: a key's release empties it only if no press follows within this long (a
# repeat's release and press can reach the button a moment apart on a busy machine).
RING_GRACE_MS: int = 120
# How long the commit button of a choosing step must be held (issue 31: a stray press commits
# nothing). 0 or less: a click commits (the test suite).
COMMIT_HOLD_MS: int = 600
# A look that ends this soon after the reveal while the key that revealed is still held (no
# release in between) was no look: the hand-off comes back and the step stays to do (issue 37).
MIN_LOOK_MS: int = 500
# A person's move on the public table that the game may take back waits this long, with
# "Undo" offered, before it is made (issue 31: a mis-click undone by the table's consent,
# before anything secret follows from it). 0 or less: the move is made at once (the test suite).
TAKE_BACK_MS: int = 2000
