"""One random step of the app, through the real widgets (shared by the kill test, the
privacy audit and the long evening). The only module here that knows the game screens;
it uses the ``tests/gui`` driver (which checks privacy after every curtain step)."""
from __future__ import annotations

import random

from PySide6.QtCore import Qt

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hugo", "Ida", "Jonas"]


def start(driver, names: list[str]) -> None:  # noqa: ANN001
    window = driver.window
    if window.start_screen is None:
        window.new_game_screen(confirm=False)
    driver.enter_players(names)
    driver.click_start()


def resume(driver) -> None:  # noqa: ANN001
    driver.qtbot.mouseClick(driver.window.resume_screen.resume_button, Qt.MouseButton.LeftButton)
    driver.settle()


def at_end(driver) -> bool:  # noqa: ANN001
    end = driver.session.end_screen
    return end is not None and driver.window.stack.currentWidget() is end


def step(driver, rng: random.Random) -> str:  # noqa: ANN001
    """One completed step of the running game; returns what it was."""
    window, qtbot, curtain = driver.window, driver.qtbot, driver.curtain
    if curtain.neutral is not None and window.stack.currentWidget() is curtain.neutral:
        qtbot.mouseClick(curtain.neutral.show_button, Qt.MouseButton.LeftButton)
        driver.settle()
        return "neutral"
    if curtain.handoff is not None:
        driver.reveal()
        driver.hide()
        return "look"
    if at_end(driver):
        driver.session.play_again()
        driver.settle()
        return "again"
    phase = driver.session.flow.phase
    if phase == "round_over":
        qtbot.mouseClick(driver.session.table.banner.button, Qt.MouseButton.LeftButton)
        driver.settle()
        return "round"
    if phase == "table":
        # the table ignores clicks while a card flies (by design): on a loaded machine the
        # flight can outlast the session's busy flag, so wait for the table itself
        table = driver.session.table
        qtbot.waitUntil(lambda: not table.is_animating() and table.is_interactive(), timeout=10_000)
        owner, slot = driver.choose(tuple(rng.sample(["empty", "gold", "trap"], 3)))
        driver.click_chamber(owner, slot)
        return "open"
    driver.settle(5)
    return "wait"


def play_game(driver, names: list[str], rng: random.Random) -> int:  # noqa: ANN001
    """A whole game from the start screen to the end screen; returns its steps."""
    start(driver, names)
    steps = 0
    while not at_end(driver):
        step(driver, rng)
        steps += 1
        assert steps < 2000, "the game does not end"
    driver.check_privacy(None)
    return steps
