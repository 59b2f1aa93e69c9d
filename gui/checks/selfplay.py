"""``kartentisch --selfplay GAME --players N [--seed S] [--lang de|en] [--shots DIR] [--size WxH|fullscreen] [--history FILE]``.

Starts the real main window and plays one whole game through the real widgets and the
real curtain: the start screen is filled in and "Start" clicked; every hand-off is passed
by typing the PIN (every second player has one) and holding the reveal button until the
ring is full (once the equal dwell of the screen before unlocks it); the commit button is
held once the panel is ready; the table and the private
panels get one random legal choice at a time from the game's
:class:`~gui.games.base.AutoPlayer`; now and then somebody looks at their cards again
through the peek (at least once a game). After every curtain step (and every table action) the privacy oracle
(:mod:`gui.checks.oracle`) scans the window; the first leak ends the run with exit code 1,
naming it. At the same moments the layout check (:mod:`gui.checks.layout_check`) looks for clipped
or elided text, overlapping controls and a log scrolled away from its newest entry; a
problem that is still there after a short settling time ends the run with exit code 3,
naming the screen, the widget and the text. At the end: a one-line summary on stdout, exit
code 0.

Decisions:

* The run never touches the user's files: settings and autosave live in a temporary
  folder for the process (``gui.persistence.storage`` is pointed there before the window exists).
* The curtain's hold, delay and dwell are shortened to a few milliseconds (the same for
  every seat, as in the app), and the card animations run five times faster
  (:mod:`gui.cards.tempo`); everything else runs at its real speed. The seed makes a
  run repeatable: the same seed deals the same game and makes the same choices.
* ``--shots DIR`` saves one PNG per distinct screen (start, hand-off, each kind of private
  screen, table situations, peek picker, end), named in the order first seen, and a
  greyscale copy of each in ``DIR/grey/`` (colour must never be the only cue).
* ``--history FILE`` records the finished game into the game-history database ``FILE``
  (created if missing; :mod:`gui.history`); without it a run records nothing anywhere the
  user keeps files (its data folder is the temporary one).
* ``--size WxH`` plays in a window of that size (default 1280x800; 800x600 is the smallest
  the window allows), ``--size fullscreen`` in fullscreen.
* Now and then (and at least once a game) a private screen is covered at once with Escape,
  as a player would when somebody leans over: the run then meets the curtain locked for
  the rest of the equal dwell (``gui.curtain.dwell``) and waits for it, as a person must.
* Exit codes: 0 done; 1 a privacy leak; 2 the game got stuck or failed; 3 a layout problem.
"""
from __future__ import annotations

import pathlib
import random
from collections.abc import Callable
from typing import Any

from gui.games.clicks import LEFT, click, press_until, wait_until
from gui.checks.selfplay_computers import take_computer_turn
from gui.checks.shots import take_shot
from gui.games.steps import TableStep

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hugo", "Ida", "Jonas", "Kira", "Lars"]
PEEK_CHANCE, COVER_CHANCE = 0.08, 0.1  # how often a seat looks again, and covers a step
MAX_STEPS = 5000


class Leak(Exception):
    """A secret was visible."""


class Stuck(Exception):
    """The game could not go on (nothing to click, or a screen that never came)."""


class LayoutFault(Exception):
    """Something on screen was cut off, covered, or scrolled away (:mod:`gui.checks.layout_check`)."""


LAYOUT_SETTLE_MS = 5000
"""How long a layout problem may last before it counts: a relayout or a queued scroll that
is already on its way (the log follows its newest entry on the next turn) is not a fault. A
deadline, not a wait: the check passes as soon as the layout is right. 800 ms was too short
on a starved machine (a 12-seat start screen's relayout, three busy loops beside it)."""


class SelfPlay:
    def __init__(self, window: Any, game: str, players: int, seed: int, shots: pathlib.Path | None) -> None:
        self.window = window
        self.game_id = game
        self.players = players
        self.rng = random.Random(seed)
        self.shots = shots
        self._shot_keys: set[str] = set()
        self.curtain_steps = 0
        self.actions = 0
        self.peeks = 0
        self.covers = 0
        self.layout_checks = 0
        #: Whether the layout check runs beside the privacy check (tests of other things
        #: may switch it off; ``--selfplay`` always runs it).
        self.check_layout = True
        #: Whether the privacy oracle runs (the layout suite switches it off to stay short:
        #: the privacy tests run it; ``--selfplay`` always runs both).
        self.check_privacy = True
        self.oracle: Any = None
        self.autoplayer: Any = None
        self._attached: Any = None  # the game the oracle and autoplayer were made for
        #: Called with the name of each point of a step where the app rests on a screen
        #: (``"handoff"``, ``"private"``, ``"chosen"``, ``"neutral"``, ``"peek-seat"``,
        #: ``"table"``, ``"acted"``, ``"end"``): the kill test's hook to land a SIGKILL at a
        #: named moment (it may spin the event loop there; the run goes on when it returns).
        self.on_point: Callable[[str], None] | None = None
        #: Switches of the start screen to set before "Start" (variant id → on), e.g.
        #: ``{"revolverheld": True}``; the others stay as the start screen remembers them.
        self.options: dict[str, bool] = {}
        self.screens: dict[int, str] = {}  # seat -> its screen on the start screen ("phone"); else the curtain
        self.computer_turns = 0  # gui.checks.selfplay_computers
        self.start: Callable[[], None] = self._fill_start_screen  # --guided: gui.checks.selfplay_guided

    # -- the run -------------------------------------------------------------------------------
    def run(self) -> str:
        self.start()
        for _ in range(MAX_STEPS):
            if self.step() == "end":
                return self._summary()
        raise Stuck(f"the game did not end within {MAX_STEPS} steps")

    def attach(self) -> None:
        """Take over the session's running game (after the start screen, a resume or a
        rematch): its privacy oracle and its game's autoplayer."""
        from gui.checks.oracle import PrivacyOracle

        session = self.window.session
        self.oracle = PrivacyOracle(session)
        self.autoplayer = session.ui.autoplayer()
        self._attached = session.game

    def at_end(self) -> bool:
        session = self.window.session
        return session.game is not None and session.game.outcome() is not None and session.end_screen is not None

    def step(self) -> str:
        """One step of the running game on whatever screen is in front: ``"curtain"`` (a
        seat revealed, chose and hid), ``"neutral"``, ``"peek-seat"``, ``"table"`` (one
        table action), or ``"end"`` (the end screen is up; nothing was clicked). Also the
        hook of the hardening tests (kill test, long evening), which chain games."""
        session = self.window.session
        if session.game is not self._attached:
            self.attach()
        wait_until(lambda: not session.busy, 4000)
        if self.at_end():
            self._shot("end")
            self._check(None)
            self._point("end")
            return "end"
        if session.computer_turn:
            take_computer_turn(self, Stuck)
            return "computer"
        curtain = session.curtain
        if curtain.handoff is not None:
            self._pass_curtain()
            return "curtain"
        if curtain.neutral is not None:
            neutral = curtain.neutral
            self._arrive(neutral, "neutral", "the neutral curtain")
            click(neutral.show_button)
            return "neutral"
        if session.chooser is not None and self.window.stack.currentWidget() is session.chooser:
            self._choose_peek_seat()
            return "peek-seat"
        if session.table is not None and self.window.stack.currentWidget() is session.table:
            self._on_table()
            return "table"
        raise Stuck(f"no screen to act on ({type(self.window.stack.currentWidget()).__name__})")

    def _fill_start_screen(self) -> None:
        start = self.window.start_screen
        if start is None:
            raise Stuck("the start screen is not showing")
        start.choose_game(self.game_id)
        start.set_names(NAMES[: self.players])
        for row, kind in sorted(self.screens.items()):  # a seat's own screen (tests: phones mixed in)
            start.set_screen(row, kind)
        for row in range(1, self.players, 2):
            start.set_pin(row, self._pin(row))
        for variant, on in self.options.items():
            box = start.options_panel.switches[variant]
            if box.isChecked() != on:  # a click on the box's indicator, as a person would
                from PySide6.QtTest import QTest
                from PySide6.QtWidgets import QStyle, QStyleOptionButton

                option = QStyleOptionButton()
                box.initStyleOption(option)
                indicator = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
                QTest.mouseClick(box, LEFT, pos=indicator.center())
            if box.isChecked() != on:
                raise Stuck(f"the start screen does not take the option {variant}={on}")
        self._shot("start")
        self._check_layout("the start screen")
        if not start.start_button.isEnabled():
            raise Stuck(f"the start screen refuses: {start.problem.text()}")
        click(start.start_button)
        wait_until(lambda: self.window.session.game is not None, 2000)
        session = self.window.session
        if session.game is None:
            raise Stuck("the game did not start")

    def _arrive(self, screen: Any, point: str, what: str) -> None:  # a curtain screen (hand-off or neutral)
        """At a curtain screen (hand-off or neutral): its picture, the privacy check, the kill
        test's moment, then wait for its button to unlock (the dwell)."""
        self._shot(f"{point}-locked" if screen.is_locked() else point)
        self._check(None)
        self._point(point)
        if not wait_until(lambda: not screen.is_locked(), 5000):
            raise Stuck(f"{what} stayed locked")

    def _pin(self, row: int) -> str:
        return f"{(row * 7919) % 10000:04d}"

    def _pin_of(self, name: str) -> str:
        return self._pin(NAMES.index(name))

    # -- the curtain ------------------------------------------------------------------------------
    def _pass_curtain(self) -> None:
        session = self.window.session
        curtain = session.curtain
        handoff = curtain.handoff
        self._arrive(handoff, "handoff", "the hand-off screen")
        name = handoff.player_name
        if handoff.pin_edit is not None:
            handoff.pin_edit.setText(self._pin_of(name))
        button = handoff.reveal_button
        if button.mode == "delay":
            wait_until(button.isEnabled, 3000)
            click(button)
        else:
            from PySide6.QtTest import QTest

            QTest.mousePress(button, LEFT)
            wait_until(lambda: curtain.private is not None, 3000)
            import shiboken6

            if shiboken6.isValid(button):
                QTest.mouseRelease(button, LEFT)
        if curtain.private is None:
            raise Stuck(f"the private screen for {name} did not open")
        frame = curtain.private
        panel = frame.content
        seat = panel.seat()
        step = session.private_step
        self._shot(f"private-{step.kind if step is not None else 'step'}")
        self._check(seat)
        self._point("private")
        if self.covers == 0 or self.rng.random() < COVER_CHANCE:
            self._cover_at_once(frame)
            return
        self.autoplayer.choose_private(panel, self.rng)
        if not wait_until(frame.finishes, 5000):
            raise Stuck(f"{name}'s private screen never had a complete choice")
        self._check(seat)
        self._point("chosen")
        # "Done — cover" on a look; a choice's commit button is held until it is full
        press_until(frame.hide_button, lambda: curtain.private is not frame, hold=frame.cover_button is not None)
        self.curtain_steps += 1
        wait_until(lambda: curtain.private is not frame, 2000)
        self._settle()
        self._check(None)

    def _cover_at_once(self, frame: Any) -> None:
        """Escape, to the widget that has the focus, the moment the screen is up."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        curtain = self.window.session.curtain
        # A key reaches a window's shortcuts only while that window is active. On a desktop
        # the window a player uses is; under a bare X server (no window manager: the
        # benchmarks' Xvfb) it must be asked for.
        if not self.window.isActiveWindow():
            self.window.activateWindow()
            QTest.qWaitForWindowActive(self.window, 2000)
        target = QApplication.focusWidget() or frame
        QTest.keyClick(target, Qt.Key.Key_Escape)
        if curtain.private is frame:
            raise Stuck("Escape did not cover the private screen")
        self.covers += 1
        self._settle()
        self._check(None)

    def _choose_peek_seat(self) -> None:
        chooser = self.window.session.chooser
        self._shot("peek-chooser")
        self._check(None)
        self._point("peek-seat")
        buttons = [b for b in chooser.seat_buttons if b.isEnabled()]
        if not buttons:
            click(chooser.cancel_button)
            return
        self.peeks += 1
        click(self.rng.choice(buttons))

    def _on_table(self) -> None:
        session = self.window.session
        table = session.table
        step = session.step
        self._shot(f"table-{step.kind if step is not None else 'table'}")
        self._check(None)
        if isinstance(step, TableStep) and step.peek and (self.peeks == 0 or self.rng.random() < PEEK_CHANCE):
            table.peekRequested.emit()
            return
        # A table may animate a change the session does not wait for (a take flipping open):
        # act once it has settled, as a person would.
        wait_until(lambda: not table.is_animating(), 6000)
        self._point("table")
        before = len(session.game.history)
        flow_before = session.flow
        said_before = len(session.claims.claims())

        def moved_on() -> bool:  # the table acted by itself (Diamantenraub's reveal when nobody may shout)
            return len(session.game.history) != before or session.flow is not flow_before \
                or session.table is not table or len(session.claims.claims()) != said_before  # a claim entered

        # The table may still be settling (its "animation finished" arrives on the next turn
        # of the event loop): give it a moment before calling it stuck.
        if not self.autoplayer.act_on_table(table, self.rng) and not wait_until(
            lambda: moved_on() or self.autoplayer.act_on_table(table, self.rng), 3000, 20
        ):
            raise Stuck(f"nothing to click on the table ({step.kind if step is not None else '?'})")
        wait_until(moved_on, 3000)
        self.actions += len(session.game.history) - before
        self._settle()
        self._check(None)
        self._point("acted")  # the table may still animate the action

    # -- checks and pictures ------------------------------------------------------------------------
    def _point(self, where: str) -> None:
        if self.on_point is not None:
            self.on_point(where)

    def _settle(self) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent

        wait_until(lambda: False, 5)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def _check(self, revealed: int | None) -> None:
        session = self.window.session
        if session.game is None:
            return
        if self.check_privacy:
            public = self.autoplayer.public_elements(session.game.public_view())
            leak = self.oracle.check(self.window, revealed, public)
            if leak is not None:
                raise Leak(leak)
        self._check_layout(self._screen_name())

    def _screen_name(self) -> str:
        """What is in front, in words, for a layout problem's message."""
        session = self.window.session
        curtain = session.curtain
        if curtain.private is not None:
            return f"the private screen ({session.private_step.kind if session.private_step is not None else 'step'})"
        if curtain.handoff is not None:
            return "the hand-off screen"
        if curtain.neutral is not None:
            return "the neutral curtain"
        if self.at_end():
            return "the end screen"
        current = self.window.stack.currentWidget()
        if session.table is not None and current is session.table:
            return f"the table ({session.step.kind if session.step is not None else 'table'})"
        if session.chooser is not None and current is session.chooser:
            return "the peek's seat chooser"
        return type(current).__name__ if current is not None else "the window"

    def _check_layout(self, screen: str) -> None:
        """The layout check: a problem that outlasts ``LAYOUT_SETTLE_MS`` ends the run."""
        if not self.check_layout:
            return
        from gui.checks.layout_check import check_layout

        self.layout_checks += 1
        found: list[Any] = [check_layout(self.window, screen)]
        if found[0] is None:
            return

        def settled() -> bool:
            found[0] = check_layout(self.window, screen)
            return found[0] is None

        if not wait_until(settled, LAYOUT_SETTLE_MS, 20):
            raise LayoutFault(str(found[0]))

    def _shot(self, key: str) -> None:
        if self.shots is None or key in self._shot_keys:
            return
        self._shot_keys.add(key)
        self._settle()
        take_shot(self.window, self.shots / f"{len(self._shot_keys):02d}-{key}.png")

    def _summary(self) -> str:
        game = self.window.session.game
        outcome = game.outcome()
        winners = ", ".join(game.name(s) for s in sorted(outcome.winners)) or "nobody"
        return (
            f"selfplay {self.game_id}: {self.players} players, {outcome.reason.name}, winners: {winners}; "
            f"{self.actions} table actions, {self.curtain_steps} curtain steps, {self.peeks} peeks, "
            f"{self.covers} covered at once, "
            + (f"{self.computer_turns} computer turns, " if self.computer_turns else "") +
            f"{self.oracle.checks} privacy checks, no leak; {self.layout_checks} layout checks, nothing cut off"
        )
