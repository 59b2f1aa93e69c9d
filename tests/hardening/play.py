"""One random step of the app, through the real widgets (shared by the kill test, the
privacy audit and the long evening). The only module here that knows the game screens;
it uses the ``tests/gui`` driver (which checks privacy after every curtain step)."""
from __future__ import annotations

import random
from collections.abc import Callable

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

    A thin layer over :class:`gui.checks.selfplay.SelfPlay` (the game seam's driver: the curtain,
    the game's own :class:`~gui.games.base.AutoPlayer`, the privacy oracle after every
    step); what it adds is what a long run needs: starting a game of either game from any
    screen, resuming, and going on past the end screen ("Play again"). The kill test and the
    long evening use it; a leak raises :class:`gui.checks.selfplay.Leak`.
    """

    def __init__(self, window, rng: random.Random, audit: bool = True) -> None:  # noqa: ANN001
        """``audit=False``: no privacy scan after each step (the long evening measures
        resources; the scan builds every seat's panel at every step and would dominate)."""
        from gui.checks.selfplay import SelfPlay

        self.window = window
        self.rng = rng
        self.selfplay = SelfPlay(window, "tempelgold", 3, seed=rng.randrange(1 << 30), shots=None)
        self.selfplay.rng = rng  # one stream of choices for the whole run (repeatable)
        self.selfplay.on_point = self._on_point
        #: Called with :meth:`moment` at every point of every step (the kill child's hook).
        self.on_moment: Callable[[str], None] | None = None
        self._acted_before = -1  # the history's length when the last table action began
        if not audit:
            self.selfplay._check = lambda _revealed: None  # type: ignore[method-assign]

    @staticmethod
    def games() -> list[str]:
        from engine.registry import GAMES
        from gui.games.registry import has_ui

        return [g for g in GAMES if has_ui(g)]

    def start(self, game: str, players: int | None = None, options: dict[str, bool] | None = None) -> None:
        """A new game of ``game`` (a random player count if none) from the start screen;
        ``options``: switches to set on the start screen (e.g. ``{"revolverheld": True}``)."""
        from engine.registry import GAMES

        if self.window.start_screen is None or self.window.stack.currentWidget() is not self.window.start_screen:
            self.window.new_game_screen(confirm=False)
        counts = list(GAMES[game].player_counts)
        self.selfplay.game_id = game
        self.selfplay.players = players if players is not None else self.rng.choice(counts)
        self.selfplay.options = dict(options or {})
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

    def _on_point(self, point: str) -> None:
        if point == "table":
            self._acted_before = len(self.window.session.game.history)
        if self.on_moment is not None:
            self.on_moment(self.moment(point))

    def moment(self, point: str | None = None) -> str:
        """What is in front now, in words (where a kill lands): ``"<game>:<point>:<kind>"``.

        ``point`` is the self-play hook's point (:attr:`gui.checks.selfplay.SelfPlay.on_point`;
        without one it is read off the screen); ``"acted"`` becomes ``"acted-<Action>"``
        (the table action just applied, e.g. ``acted-Peng``; ``acted-event`` for the
        round-end banner's button). ``kind`` is the step the flow is at now (a private
        step's kind, a table step's kind: ``round_over``, ``peng`` …). :func:`category`
        turns a moment into the words of issue 9.
        """
        session = self.window.session
        game = session.ui.game_id if session.ui is not None else "none"
        if session.game is None or session.ui is None:
            return f"{game}:{point or 'none'}:none"
        if point is None:
            if self.at_end():
                point = "end"
            elif session.curtain.private is not None:
                point = "private"
            elif session.curtain.handoff is not None:
                point = "handoff"
            elif session.curtain.neutral is not None:
                point = "neutral"
            else:
                point = "table"
        if point == "acted":
            history = session.game.history
            acted = history[-1][1] if history and len(history) != self._acted_before else None
            point = f"acted-{type(acted).__name__}" if acted is not None else "acted-event"
        if point in ("handoff", "private", "chosen") and session.private_step is not None:
            kind = session.private_step.kind
        else:
            kind = getattr(session.ui.next_step(session.flow, session.game.public_view()), "kind", "end")
        return f"{game}:{point}:{kind}"

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


#: The moments issue 9 names for the kill test, per game (what :func:`category` returns).
CATEGORIES: dict[str, tuple[str, ...]] = {
    "tempelgold": ("curtain", "opening", "round end", "end screen"),
    "diamantenraub": ("curtain", "take", "interrogation", "peng", "reveal", "end screen"),
}


def category(moment: str) -> str:
    """A :meth:`Table.moment` in the words of issue 9: ``"curtain"`` (a hand-off, a private
    screen, the neutral curtain, the peek's seat chooser), ``"take"`` (Diamantenraub's take),
    ``"opening"`` (Tempelgold: the key holder chooses, the chamber flips), ``"round end"``
    (Tempelgold: the round's last chamber flips and the round-end banner shows),
    ``"interrogation"``, ``"peng"`` (Diamantenraub: the accusation made, the "Peng!" choice,
    a shot's animation), ``"reveal"`` (the accused shows the take), ``"end screen"``."""
    game, point, kind = moment.split(":")
    if point == "end":
        return "end screen"
    curtain_point = point in ("handoff", "private", "chosen", "neutral", "peek-seat")
    if game == "tempelgold":
        if kind == "round_over" and not curtain_point:
            return "round end"
        if point in ("table", "acted-Open") and kind == "table":
            return "opening"
        return "curtain" if curtain_point or point == "acted-event" else "opening"
    if curtain_point:
        return "take" if kind == "take" and point != "neutral" else "curtain"
    if point == "acted-Peng" or kind == "peng":
        return "peng"
    if point == "acted-Reveal" or kind == "reveal":
        return "reveal"
    return "interrogation"
