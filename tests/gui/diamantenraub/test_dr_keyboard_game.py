"""A whole Diamantenraub game through the real window with the keyboard alone: the curtain's
hold-to-reveal with a held Space key, the private screens' buttons and role cards by Tab and
Space, "Done — hide" by Space, the table by arrow keys and Enter, the Peng step's buttons by
Tab and Space. Every key goes to the widget that has the keyboard focus, as a real keyboard's
would; the privacy scan of the mouse driver runs after every step."""
from __future__ import annotations

import random

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from engine import diamantenraub as dr
from gui.diamantenraub.animation import TableAnimation
from gui.diamantenraub.boss_panels import HidePanel
from gui.diamantenraub.take_panel import DIAMONDS, NOTHING, ROLE, TakePanel
from gui.games.base import PrivateStep, TableStep

from .conftest import NAMES
from .driver import DrDriver

from tests.deadline import within

pytestmark = pytest.mark.long("whole games by keyboard alone")


@pytest.fixture(autouse=True)
def _fast(monkeypatch):
    monkeypatch.setattr(TableAnimation, "FLIP_MS", 15)
    monkeypatch.setattr(TableAnimation, "MOVE_MS", 15)
    monkeypatch.setattr(TableAnimation, "CLOSE_MS", 15)


class KeyboardDriver(DrDriver):
    """:class:`DrDriver` with every move of the game made by keys sent to the focus widget."""

    keys = 0
    pengs = 0
    covered = False

    def focused(self) -> QWidget:
        widget = QApplication.focusWidget()
        assert widget is not None, "nothing has the keyboard focus"
        return widget

    def key(self, key: Qt.Key) -> None:
        self.keys += 1
        self.qtbot.keyClick(self.focused(), key)

    def tab_to(self, target: QWidget, limit: int = 60) -> None:
        """Press Tab until ``target`` has the focus (it must be reachable by Tab); inside a
        group of exclusive buttons (Tab enters at the checked one), the arrow keys move on."""
        group = getattr(target, "group", lambda: None)()
        for _ in range(limit):
            focused = self.focused()
            if focused is target:
                return
            if group is not None and getattr(focused, "group", lambda: None)() is group:
                self.key(Qt.Key.Key_Right)
            else:
                self.key(Qt.Key.Key_Tab)
        raise AssertionError(f"Tab never reached {target!r} ({target.text() if hasattr(target, 'text') else ''})")

    def press_reveal(self, button) -> None:  # noqa: ANN001
        """Hold Space on the reveal button (reached by Tab) until the private screen is up."""
        curtain = self.session.curtain
        assert button.mode == "hold"
        self.tab_to(button)
        self.keys += 1
        self.qtbot.keyPress(button, Qt.Key.Key_Space)
        self.qtbot.waitUntil(lambda: curtain.private is not None, timeout=3000)
        if shiboken6.isValid(button):
            self.qtbot.keyRelease(button, Qt.Key.Key_Space)

    def press_hide(self, button) -> None:  # noqa: ANN001
        self.tab_to(button)
        self.key(Qt.Key.Key_Space)

    def choose(self, panel, view: dr.SeatView) -> None:  # noqa: ANN001
        if isinstance(panel, HidePanel):
            self.tab_to(panel.picker.plus)
            for _ in range(1 + self.rng.randrange(4)):  # the number counts once it is set (issue 19 item 7)
                self.key(Qt.Key.Key_Space)
            return
        if not isinstance(panel, TakePanel):
            return  # the returned diamonds, a peek: nothing to choose
        options = panel.options()
        if options["aside"] and self.rng.random() < 0.5:
            self.tab_to(panel.aside_buttons[self.rng.choice(options["aside"])])
            self.key(Qt.Key.Key_Space)
            options = panel.options()
        moves = []
        if options[DIAMONDS] is not None:
            moves.append("diamonds")
        if options[ROLE]:
            moves.append("role")
        if options[NOTHING]:
            moves.append("nothing")
        move = self.rng.choice(moves)
        if move == "diamonds":
            self.tab_to(panel.picker.plus)
            for _ in range(1 + self.rng.randrange(3)):  # the number counts once it is set (issue 19 item 7)
                self.key(Qt.Key.Key_Space)
            self.tab_to(panel.diamonds_button)
            self.key(Qt.Key.Key_Space)
            assert isinstance(panel.chosen_actions()[-1], dr.TakeDiamonds)
        elif move == "role":
            card = self.rng.choice(options[ROLE])
            self.tab_to(panel.treasure.pick_widget(card))
            self.key(Qt.Key.Key_Space)
            assert panel.chosen_actions()[-1] == dr.TakeRole(card)
        else:
            self.tab_to(panel.nothing_button)
            self.key(Qt.Key.Key_Space)
            assert panel.chosen_actions()[-1] == dr.TakeNothing()

    def accuse_by_keys(self) -> None:
        table = self.table
        self.qtbot.waitUntil(lambda: table.view.hasFocus(), timeout=3000)  # the table took the focus
        seats = list(self.game.accusable())
        for _ in range(1 + self.rng.randrange(len(seats))):
            self.key(Qt.Key.Key_Right)
        seat = table.seat_focus.focused_seat()
        assert seat in seats and table.seat_focus.ring_visible()
        before = len(self.game.history)
        self.key(Qt.Key.Key_Return)
        self.qtbot.waitUntil(lambda: len(self.game.history) > before, timeout=3000)
        assert self.game.public_view().accused == seat or self.game.public_view().seats[seat].shown is not None
        self.after_table_action()

    def peng_by_keys(self) -> None:
        self.pengs += 1
        box = self.table.action_box
        view = self.game.public_view()
        self.qtbot.waitUntil(lambda: box.focusWidget() is not None and box.focusWidget().hasFocus(), timeout=3000)
        shooter = sorted(view.may_peng)[0] if self.rng.random() < 0.5 else None
        target = box.reveal_button if shooter is None else box.peng_buttons[shooter]
        self.tab_to(target)
        before = len(self.game.history)
        self.key(Qt.Key.Key_Space)
        self.qtbot.waitUntil(lambda: len(self.game.history) > before, timeout=3000)
        self.after_table_action()

    def play_by_keys(self, seconds: float = 180) -> None:
        for _ in within(seconds, "the game by keys to end"):
            step = self.session.step
            if self.game.outcome() is not None and self.session.end_screen is not None:
                self.check_privacy(None)
                return
            if isinstance(step, PrivateStep) and step.kind == "take" and not self.covered:
                # Escape covers a take at once and applies nothing: the same player again
                self.covered = True
                panel = self.reveal()
                history = len(self.game.history)
                self.key(Qt.Key.Key_Escape)
                self.settle()
                assert not shiboken6.isValid(panel) or self.session.curtain.private is None
                assert len(self.game.history) == history
                assert self.session.curtain.handoff.player_name == self.game.name(step.seat)
                continue
            if isinstance(step, PrivateStep):
                self.steps.append((step.kind, step.seat))
                panel = self.reveal()
                self.choose(panel, self.game.view(step.seat))
                assert panel.is_ready()
                self.hide()
            elif isinstance(step, TableStep) and step.kind == "interrogation":
                self.accuse_by_keys()
            elif isinstance(step, TableStep) and step.kind == "peng":
                self.peng_by_keys()
            else:
                self.settle(20)


@pytest.mark.parametrize("n, revolverheld, seed", [(5, False, 3), (12, True, 4)])
def test_a_whole_game_with_the_keyboard_alone(qtbot, make_window, n, revolverheld, seed):
    window = make_window()
    asked: list[str] = []
    window.ask = lambda title, question: asked.append(question) or True  # the confirm is asked
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    d = KeyboardDriver(qtbot, window, seed=seed)
    d.rng = random.Random(seed)
    d.start(NAMES[:n], revolverheld=revolverheld)
    d.play_by_keys()
    kinds = [k for k, _ in d.steps]
    assert kinds[0] == "hide" and kinds[1:n] == ["take"] * (n - 1)
    assert d.game.outcome() is not None and d.session.end_screen is not None
    assert len(asked) >= 1 and d.keys > 3 * n  # every accusation was confirmed first
    assert (d.pengs >= 1) == revolverheld  # the seed of the Revolverheld game reaches the Peng step
