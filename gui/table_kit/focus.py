"""Where the keyboard focus goes on the Tempelgold table: pure rules, no Qt items.

Targets are the chambers that may be opened now, as ``(owner, slot)`` in table order:
clockwise seat by seat, each row left to right. Left/Right step through all of them (and
wrap round), Up/Down jump to the next/previous seat's row, keeping the place in the row as
far as the row is long. When the table changes under the focus (a card was opened, the key
moved), the focus stays in the same row if that row may still be opened, else moves on to
the next seat clockwise.
"""
from __future__ import annotations

from PySide6.QtCore import Qt

Target = tuple[int, int]


def step_focus(targets: list[Target], current: Target | None, key: int) -> Target:
    """The target an arrow ``key`` moves the focus to (``targets`` must not be empty)."""
    if current is None or current not in targets:
        return targets[0]
    i = targets.index(current)
    if key == Qt.Key.Key_Right:
        return targets[(i + 1) % len(targets)]
    if key == Qt.Key.Key_Left:
        return targets[(i - 1) % len(targets)]
    seats = sorted({seat for seat, _ in targets})
    k = seats.index(current[0]) + (1 if key == Qt.Key.Key_Down else -1)
    seat = seats[k % len(seats)]
    row = [t for t in targets if t[0] == seat]
    return row[min(current[1], len(row) - 1)]


def keep_focus(targets: list[Target], old: Target | None) -> Target | None:
    """Where the focus ``old`` belongs after the table changed (None: no focus yet)."""
    if old is None or old in targets:
        return old
    row = [t for t in targets if t[0] == old[0]]
    if row:
        return row[min(old[1], len(row) - 1)]
    later = [t for t in targets if t[0] > old[0]]
    return later[0] if later else targets[0]
