"""``--selfplay GAME --guided``: the game's guided first game, played through the real widgets.

The start screen's "First game with explanations" is clicked; from then on the ordinary
self-play (:class:`gui.checks.selfplay.SelfPlay`) plays the learner's seat, and at every
point where the app rests on a screen (its ``on_point`` hook) this run reads the
explanations the guide puts up there, one by one, as a person would with the keyboard: it
checks that the explanation has the focus, that the control it points at is visible and
not covered by it, runs the privacy oracle (an explanation on a private screen counts as
that seat's) and the layout check with the explanation up, takes its picture, and presses
Enter. At the end every explanation of the example must have been read (the ones after the
example come only when their moment comes: a round's end may not happen).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui.checks.selfplay import LayoutFault, Leak, SelfPlay, Stuck
from gui.games.clicks import click, wait_until

MAX_PER_POINT = 12
"""More explanations than this at one point is a guide that never lets go."""


class ExampleChoices:
    """The game's autoplayer, except where the example asks the learner for a choice: that
    choice, made on the panel's widgets by the game's own ``GuidedGame.choose``."""

    def __init__(self, inner: Any, session: Any) -> None:
        self._inner = inner
        self._session = session

    def choose_private(self, panel: Any, rng: Any) -> None:
        guide = self._session.guide
        scripted = guide.scripted()
        if scripted is not None and guide.script.choose is not None and scripted[0] == panel.seat():
            guide.script.choose(panel, scripted[1])
        else:
            self._inner.choose_private(panel, rng)

    def act_on_table(self, table: Any, rng: Any) -> bool:
        return bool(self._inner.act_on_table(table, rng))

    def public_elements(self, public_view: Any) -> set[str]:
        return set(self._inner.public_elements(public_view))


class GuidedRun:
    """Drives a :class:`SelfPlay` through the guided first game (see the module text)."""

    def __init__(self, play: SelfPlay) -> None:
        self.play = play
        self.read: list[str] = []
        """The explanations read, in order (their ids)."""
        self.titles: list[str] = []
        """Their titles as shown (in the window's language)."""
        self.where: dict[str, tuple[str, int]] = {}
        """Each explanation's moment as it was read: (the guide's moment, the game's number of moves)."""
        play.start = self.start
        play.on_point = self.at_point

    def start(self) -> None:
        """The start screen's "First game with explanations" of the game, by the keyboard."""
        start = self.play.window.start_screen
        if start is None:
            raise Stuck("the start screen is not showing")
        button = start.guided_buttons[self.play.game_id]
        if not button.isVisible():
            raise Stuck("the start screen offers no first game with explanations")
        self.play._shot("start")
        self.play._check_layout("the start screen")
        click(button)
        if not wait_until(lambda: self.play.window.session.game is not None, 3000):
            raise Stuck("the guided game did not start")

    def at_point(self, where: str) -> None:
        """Read every explanation the guide shows at this point."""
        session = self.play.window.session
        guide = session.guide
        if guide.script is not None and not isinstance(self.play.autoplayer, ExampleChoices):
            self.play.autoplayer = ExampleChoices(self.play.autoplayer, session)
        for _ in range(MAX_PER_POINT):
            wait_until(lambda: guide.settled, 2000)
            bubble, step = guide.bubble, guide.shown
            if bubble is None or step is None:
                return
            self._read(session, bubble, step.id, step.moment, where)
        raise Stuck(f"more than {MAX_PER_POINT} explanations at one point ({where})")

    def _read(self, session: Any, bubble: Any, step_id: str, moment: str, where: str) -> None:
        target = bubble.target
        if target is None or not target.isVisible():
            raise LayoutFault(f"the explanation {step_id!r} points at no visible control")
        ring = bubble.ring.geometry()
        inner = ring.adjusted(5, 5, -5, -5)
        if not bubble.parentWidget().rect().intersects(inner):
            raise LayoutFault(f"the explanation {step_id!r} points at a control out of view")
        if QRect(bubble.geometry()).intersects(inner):
            raise LayoutFault(f"the explanation {step_id!r} covers the control it points at")
        if not bubble.isVisible() or not bubble.text_label.text():
            raise Stuck(f"the explanation {step_id!r} is not on screen")
        focus = QApplication.focusWidget()
        if focus is not bubble.next_button:
            raise Stuck(f"the explanation {step_id!r} does not have the focus ({type(focus).__name__})")
        private = session.private_step
        frame = session.curtain.private
        if (moment == "private") != (frame is not None and frame.isAncestorOf(bubble)):
            # a seat's secret is explained on its own screen only, and goes with it when covered
            raise Leak(f"the explanation {step_id!r} ({moment}) is not where its moment is")
        if session.guide.talk_at_table() and any(claim.computer for claim in session.claims.claims()):
            # the example's talk is quoted by the explanations: a computer's own claim beside
            # them contradicted them ("Ben: 4 gold" under "Ben: two gold")
            raise Stuck(f"a computer wrote a claim on the board during the example ({step_id!r})")
        self.play._shot(f"guide-{step_id}")
        self.play._check(private.seat if moment == "private" and private is not None else None)
        self.read.append(step_id)
        self.titles.append(bubble.title_label.text())
        moment = session.guide.moment()
        self.where[step_id] = (moment[0] if moment is not None else where, len(session.game.history))
        QTest.keyClick(focus, Qt.Key.Key_Return)
        if not wait_until(lambda: session.guide.shown is None or session.guide.shown.id != step_id, 2000):
            raise Stuck(f"Enter did not go on from the explanation {step_id!r}")

    def missing(self) -> list[str]:
        """The example's explanations that never came."""
        script = self.play.window.session.guide.script
        return [] if script is None else [s.id for s in script.steps if s.moves is not None and s.id not in self.read]


def run_guided(play: SelfPlay) -> str:
    """Play the guided game; the summary line, or ``Stuck`` naming an explanation that never came."""
    run = GuidedRun(play)
    summary = play.run()
    missing = run.missing()
    if missing:
        raise Stuck(f"explanations of the example never shown: {', '.join(missing)}")
    return f"{summary}; guided: {len(run.read)} explanations read"
