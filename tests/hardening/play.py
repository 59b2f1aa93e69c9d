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


# -- both games, through the seam's self-play driver --------------------------------------------
class Table:
    """Random games of either game through the real window and curtain, one step at a time.

    A thin layer over :class:`gui.selfplay.SelfPlay` (the game seam's driver: the curtain,
    the game's own :class:`~gui.games.base.AutoPlayer`, the privacy oracle after every
    step); what it adds is what a long run needs: starting a game of either game from any
    screen, resuming, and going on past the end screen ("Play again"). The kill test and the
    long evening use it; a leak raises :class:`gui.selfplay.Leak`.
    """

    def __init__(self, window, rng: random.Random, audit: bool = True) -> None:  # noqa: ANN001
        """``audit=False``: no privacy scan after each step (the long evening measures
        resources; the scan builds every seat's panel at every step and would dominate)."""
        from gui.selfplay import SelfPlay

        self.window = window
        self.rng = rng
        self.selfplay = SelfPlay(window, "tempelgold", 3, seed=rng.randrange(1 << 30), shots=None)
        self.selfplay.rng = rng  # one stream of choices for the whole run (repeatable)
        if not audit:
            self.selfplay._check = lambda _revealed: None  # type: ignore[method-assign]

    @staticmethod
    def games() -> list[str]:
        from engine.registry import GAMES
        from gui.games.registry import has_ui

        return [g for g in GAMES if has_ui(g)]

    def start(self, game: str, players: int | None = None) -> None:
        """A new game of ``game`` (a random player count if none) from the start screen."""
        from engine.registry import GAMES

        if self.window.start_screen is None or self.window.stack.currentWidget() is not self.window.start_screen:
            self.window.new_game_screen(confirm=False)
        counts = list(GAMES[game].player_counts)
        self.selfplay.game_id = game
        self.selfplay.players = players if players is not None else self.rng.choice(counts)
        self.selfplay._fill_start_screen()
        self.selfplay.attach()

    def resume(self) -> None:
        from gui.games.clicks import click, wait_until

        click(self.window.resume_screen.resume_button)
        wait_until(lambda: self.window.session.game is not None, 3000)
        self.selfplay.attach()

    def at_end(self) -> bool:
        return self.selfplay.at_end()

    def check_privacy(self) -> None:
        """The oracle's scan of the window with the curtain down (raises ``Leak``)."""
        if self.selfplay._attached is not self.window.session.game:
            self.selfplay.attach()
        self.selfplay._check(None)

    def moment(self) -> str:
        """What is in front now, in words (where a kill lands): ``"<game>:<screen>"``."""
        session = self.window.session
        game = session.ui.game_id if session.ui is not None else "none"
        if self.at_end():
            return f"{game}:end"
        if session.curtain.handoff is not None or session.curtain.private is not None:
            step = session.private_step
            return f"{game}:curtain-{getattr(step, 'kind', 'step')}"
        if session.curtain.neutral is not None:
            return f"{game}:neutral"
        step = session.step
        return f"{game}:{getattr(step, 'kind', type(step).__name__)}"

    def step(self) -> str:
        """One completed step; at the end screen: "Play again" (returns ``"again"``)."""
        from gui.games.clicks import click, wait_until

        kind = self.selfplay.step()
        if kind == "end":
            session = self.window.session
            old = session.game
            click(session.end_screen.again_button)
            wait_until(lambda: session.game is not old, 3000)
            return "again"
        return kind

    def play_game(self, game: str, players: int | None = None) -> int:
        """A whole game from the start screen to its end screen; returns its steps."""
        self.start(game, players)
        steps = 0
        while self.selfplay.step() != "end":
            steps += 1
            assert steps < 5000, "the game does not end"
        return steps
