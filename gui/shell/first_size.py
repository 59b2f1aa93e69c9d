"""The window's size on a first start (no size of last time): 1280×720, which every screen is
designed for, unless the screen has less room than that. A smaller screen (1024×600, 1366×
700 without its panel) gets the window maximized instead, so the window manager fits it and
its frame onto the screen. The minimum stays 800×600, the smallest size every screen is laid
out for (measured: at 800×560 a Tempelgold role text on the private screen is cut): on a
screen with less room than that (800×600 itself, with a title bar) the window is larger than
the screen by the difference, as every window with a minimum is.

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
    """What a first start does with the window: its size, and whether it starts maximized."""

    size: tuple[int, int]
    maximized: bool


def first_size(room: tuple[int, int] | None) -> FirstSize:
    """For a screen whose available room (without panels) is ``room`` (width, height), or no
    screen at all (None)."""
    if room is None or (room[0] >= DEFAULT[0] and room[1] >= DEFAULT[1]):
        return FirstSize(DEFAULT, False)
    size = (max(SMALLEST[0], min(DEFAULT[0], room[0])), max(SMALLEST[1], min(DEFAULT[1], room[1] - FRAME)))
    return FirstSize(size, True)


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
    window.setMinimumSize(*SMALLEST)
    if plan.maximized:
        from PySide6.QtCore import Qt  # only here: the Qt namespace costs ~10 ms at its first use

        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
