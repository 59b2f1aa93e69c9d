"""The curtain's timings. Read at the moment of use, so tests may shorten them.

Production values are the constants below; the test suite's conftest patches them to a few
milliseconds. Nothing else should change them.
"""
from __future__ import annotations

# How long the reveal button must be held down.
HOLD_MS: int = 800
# In "delay" reveal mode: how long until the reveal button becomes clickable.
REVEAL_DELAY_MS: int = 1500
# Every private screen stays up at least this long before "Done — hide" is enabled,
# whatever it shows: a Wächter and an Abenteurer take equally long (no timing tells).
MIN_DWELL_MS: int = 3000
# How often the hold ring repaints while held.
TICK_MS: int = 16
