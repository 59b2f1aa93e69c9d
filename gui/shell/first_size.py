"""The window's size on a first start (no size of last time): 1280×720, which every screen is
designed for, unless the screen has less room than that. A small screen (an 800×600 netbook,
a 1024×600 one) gets the window maximized instead, so the window manager fits it and its
frame onto the screen, and a minimum size no larger than the screen's room (the screens reflow
down to 800×600; below that, where a screen has less, they scroll).

Qt's ``offscreen`` platform has no screen anyone sees (its "screen" is 800×800): there the
window keeps the default size and minimum, as every headless test expects."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

DEFAULT = (1280, 720)
SMALLEST = (800, 600)
"""The smallest size the screens are laid out for (issue 31's matrix starts there)."""
FRAME = 40
"""Room left for the window manager's title bar on a small screen (its height is not known
before the window is shown; openbox's is 19 px, GNOME's up to 37)."""


@dataclass(frozen=True)
class FirstSize:
    """What a first start does with the window: its size, its minimum, whether it starts maximized."""

    size: tuple[int, int]
    minimum: tuple[int, int]
    maximized: bool


def first_size(room: tuple[int, int] | None) -> FirstSize:
    """For a screen whose available room (without panels) is ``room`` (width, height), or no
    screen at all (None)."""
    if room is None or (room[0] >= DEFAULT[0] and room[1] >= DEFAULT[1]):
        return FirstSize(DEFAULT, SMALLEST, False)
    minimum = (min(SMALLEST[0], room[0]), min(SMALLEST[1], room[1] - FRAME))
    size = (max(minimum[0], min(DEFAULT[0], room[0])), max(minimum[1], min(DEFAULT[1], room[1] - FRAME)))
    return FirstSize(size, minimum, True)


def screen_room(window: QWidget) -> tuple[int, int] | None:
    """The available room of the screen the window will open on; None without a real screen."""
    if QGuiApplication.platformName() in ("offscreen", "minimal"):
        return None
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return None
    room = screen.availableGeometry()
    return room.width(), room.height()


def apply_first_size(window: QWidget) -> None:
    """Size the window for a first start on its screen (before it is shown)."""
    plan = first_size(screen_room(window))
    window.resize(*plan.size)
    window.setMinimumSize(*plan.minimum)
    if plan.maximized:
        from PySide6.QtCore import Qt  # only here: the Qt namespace costs ~10 ms at its first use

        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
