"""Plays Diamantenraub through the real main window, curtain and widgets, and checks after
every curtain step that nothing of anybody else is on screen.

The privacy oracle knows every seat's view (it asks the engine); the app under test does
not. What a seat may see is its own view's cards; what everybody may see is the public
view's face-up cards (excuses, shown takes, at the end every take).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt

from engine import diamantenraub as dr
from engine.cards import Card
from gui.cards import element_id
from gui.diamantenraub.autoplay import DiamantenraubAutoPlayer
from gui.diamantenraub.panel import PrivatePanelBase
from gui.diamantenraub.take_panel import TakePanel
from gui.games.base import PrivateStep, TableStep
from gui.checks.privacy import scan

from tests.deadline import within

# A take policy: (panel, seat view) -> None, choosing on the panel's widgets.
Policy = Callable[[Any, dr.SeatView], None]


def own_cards(view: dr.SeatView) -> set[str]:
    cards: list[Card] = []
    for group in (view.received, view.passed_on, view.built, view.hidden, view.returned):
        cards.extend(group or ())
    if view.take is not None:
        cards.extend(view.take.cards)
    if view.set_aside is not None:
        cards.append(view.set_aside)
    return {element_id(c) for c in cards}


def public_cards(view: dr.PublicView) -> set[str]:
    cards: list[Card] = list(view.boss_excuses)
    for seat in view.seats:
        cards.extend(seat.excuses)
        if seat.shown is not None:
            cards.extend(seat.shown.cards)
    if view.final is not None:  # the end turns everything over
        cards.extend(view.final.face_up_cards())
    return {element_id(c) for c in cards}


class DrDriver:
    def __init__(self, qtbot, window, seed: int = 0) -> None:  # noqa: ANN001
        self.qtbot = qtbot
        self.window = window
        self.rng = random.Random(seed)
        self.auto = DiamantenraubAutoPlayer()
        self.checks = 0
        self.steps: list[tuple[str, int]] = []

    @property
    def session(self):  # noqa: ANN201
        return self.window.session

    @property
    def game(self) -> dr.DiamantenraubGame:
        return self.session.game

    def settle(self, ms: int = 1) -> None:
        self.qtbot.wait(ms)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    # -- start ------------------------------------------------------------------------------
    def start(self, names: list[str], *, revolverheld: bool = False, excuses_delta: int = 0) -> None:
        start = self.window.start_screen
        assert start is not None
        self.qtbot.mouseClick(start.game_buttons["diamantenraub"], Qt.MouseButton.LeftButton)
        start.set_names(names)
        panel = start.options_panel
        if revolverheld:
            box = panel.switches["revolverheld"]
            assert box.isEnabled()
            box.setChecked(True)
        if excuses_delta:
            combo = panel.combos["excuses_delta"]
            combo.setCurrentIndex(combo.findData(excuses_delta))
        assert start.start_button.isEnabled(), start.problem.text()
        self.qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
        self.settle()
        assert self.game is not None and self.game.config.revolverheld == revolverheld

    # -- privacy ----------------------------------------------------------------------------
    def _private_texts(self) -> dict[int, set[str]]:
        """The lines that tell a seat's secret: its seat-only log lines and the lines of its own
        look-again screen (built off-window, then destroyed) that name it ("Ben — Dieb").
        Other lines there ("Role cards: 1", a role's description) may just as well be on
        anybody's screen; the card faces are checked separately, and exactly."""
        from gui.diamantenraub.peek_panel import build_private_panel

        lang = self.window.settings.language
        key = (len(self.game.history), lang, len(self.session.log.app_entries()))
        if getattr(self, "_texts_key", None) == key:
            return self._texts
        public_log = set(self.game.public_view().log)
        texts: dict[int, set[str]] = {}
        for seat in range(self.game.player_count):
            view = self.game.view(seat)
            texts[seat] = {e.text(lang) for e in view.log if e not in public_log}
            if self.session.ui.peek_step(view.public, seat) is not None:
                panel = build_private_panel("peek", view, self.window.renderer, lang)
                texts[seat] |= {t for t in scan(panel, visible_only=False).texts if view.name in t}
                panel.deleteLater()
        generic = set.intersection(*texts.values()) if texts else set()
        self._texts_key, self._texts = key, {seat: t - generic for seat, t in texts.items()}
        return self._texts

    def check_privacy(self, revealed: int | None = None) -> None:
        if self.game is None:
            return
        seen = scan(self.window, visible_only=revealed is not None)  # curtain down: hidden widgets too
        assert self.window.windowTitle() == "Kartentisch"
        allowed = public_cards(self.game.public_view())
        if revealed is not None:
            allowed |= own_cards(self.game.view(revealed))
        leaked = seen.elements - allowed
        assert not leaked, f"card faces visible that {revealed} may not see: {leaked}"
        if self.game.outcome() is None:
            texts = self._private_texts()
            own = texts.get(revealed, set()) if revealed is not None else set()
            for seat, secret in texts.items():
                if seat == revealed:
                    continue
                for text in secret - own:
                    assert text not in seen.texts, f"private text of seat {seat} visible (revealed={revealed}): {text!r}"
        self.checks += 1

    # -- the curtain --------------------------------------------------------------------------
    def reveal(self) -> PrivatePanelBase:
        curtain = self.session.curtain
        handoff = curtain.handoff
        assert handoff is not None, "no hand-off screen is up"
        self.check_privacy(None)
        self.press_reveal(handoff.reveal_button)
        self.settle()
        panel = curtain.private.content
        self.check_privacy(panel.seat())
        return panel

    def hide(self) -> None:
        frame = self.session.curtain.private
        assert frame is not None
        panel = frame.content
        seat = panel.seat()
        assert frame.finishes(), "the panel has no complete choice"
        self.qtbot.waitUntil(frame.hide_button.isEnabled, timeout=3000)
        self.check_privacy(seat)
        self.press_hide(frame.hide_button)
        self.settle()
        assert not shiboken6.isValid(panel), "the private panel survived hiding"
        assert not self.window.findChildren(PrivatePanelBase)
        self.check_privacy(None)

    def press_reveal(self, button) -> None:  # noqa: ANN001
        """Lift the curtain with the mouse: hold the button (or click it after the delay)."""
        curtain = self.session.curtain
        if button.mode == "delay":
            self.qtbot.waitUntil(button.isEnabled, timeout=2000)
            self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        else:
            self.qtbot.mousePress(button, Qt.MouseButton.LeftButton)
            self.qtbot.waitUntil(lambda: curtain.private is not None, timeout=3000)
            if shiboken6.isValid(button):
                self.qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)

    def press_hide(self, button) -> None:  # noqa: ANN001
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    @staticmethod
    def dwell_ms() -> int:
        from gui.curtain import timings

        return max(0, timings.MIN_DWELL_MS)

    def private_step(self, policy: Policy | None = None) -> PrivatePanelBase:
        step = self.session.step
        assert isinstance(step, PrivateStep)
        assert self.session.curtain.handoff.player_name == self.game.name(step.seat)
        self.steps.append((step.kind, step.seat))
        panel = self.reveal()
        assert panel.seat() == step.seat
        if policy is not None:
            policy(panel, self.game.view(step.seat))
        else:
            self.auto.choose_private(panel, self.rng)
        assert panel.is_ready()
        self.hide()
        return panel

    # -- the table ----------------------------------------------------------------------------
    @property
    def table(self):  # noqa: ANN201
        return self.session.table

    def accuse(self, seat: int) -> None:
        table = self.table
        assert table is not None and self.window.stack.currentWidget() is table
        item = table.seat_item(seat)
        assert item.is_clickable(), f"{self.game.name(seat)} cannot be accused now"
        pos = table.view.mapFromScene(item.mapToScene(QPointF(0, 0)))
        self.qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        assert table.action_box.selected() == seat
        before = len(self.game.history)
        self.qtbot.mouseClick(table.action_box.accuse_button, Qt.MouseButton.LeftButton)
        self.qtbot.waitUntil(lambda: len(self.game.history) > before, timeout=3000)
        self.after_table_action()

    def peng(self, seat: int | None) -> None:
        """``seat`` shouted first, or nobody (``None``: the accused shows the take)."""
        table = self.table
        box = table.action_box
        button = box.reveal_button if seat is None else box.peng_buttons[seat]
        before = len(self.game.history)
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        self.qtbot.waitUntil(lambda: len(self.game.history) > before, timeout=3000)
        self.after_table_action()

    def _idle(self) -> bool:
        """The Session waits for nothing and the table animates nothing (on a loaded machine
        the Session's animation timeout can end its wait before the animation is over)."""
        table = self.table
        return not self.session.busy and (table is None or not table.is_animating())

    def after_table_action(self) -> None:
        self.qtbot.waitUntil(self._idle, timeout=5000)
        step = self.session.step
        if isinstance(step, TableStep) and step.kind == "reveal":  # the take is shown at once
            before = len(self.game.history)
            self.qtbot.waitUntil(lambda: len(self.game.history) > before, timeout=3000)
            self.qtbot.waitUntil(self._idle, timeout=5000)
        self.settle(5)
        self.check_privacy(None)

    # -- a whole game -------------------------------------------------------------------------
    def play(self, take: Policy | None = None, accuse: Callable[[dr.PublicView], int] | None = None,
             shout: Callable[[dr.PublicView], int | None] | None = None, seconds: float = 180) -> None:
        """Play to the end: private steps with ``take`` (default: random through the widgets),
        accusations by ``accuse`` (default random), shouts by ``shout`` (default: nobody)."""
        for _ in within(seconds, "the game to end"):
            step = self.session.step
            if self.game.outcome() is not None and self.session.end_screen is not None:
                self.check_privacy(None)
                return
            if isinstance(step, PrivateStep):
                self.private_step(take)
            elif isinstance(step, TableStep) and step.kind == "interrogation":
                view = self.game.public_view()
                seat = accuse(view) if accuse else self.rng.choice(self.game.accusable())
                self.accuse(seat)
            elif isinstance(step, TableStep) and step.kind == "peng":
                self.peng(shout(self.game.public_view()) if shout else None)
            else:
                self.settle(20)


def pick_role(panel: TakePanel, kind: dr.Role) -> Card:
    """Click the first role card of ``kind`` on a take panel; returns it."""
    for card, pick in zip(panel.treasure.roles, panel.treasure.role_cards):
        if dr.role_of(card) is kind:
            _click(panel, pick)
            return card
    raise AssertionError(f"no {kind} in the treasure")


def _click(panel: Any, widget: Any) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(widget.width() // 2, widget.height() // 2))


def set_picker(picker: Any, value: int) -> None:
    """Tap "+" until the picker shows ``value`` (it wraps around), at least once: the number
    counts only once the player has set it (issue 19, item 7)."""
    for _ in range(picker.maximum() - picker.minimum() + 2):
        if picker.value() == value and picker.is_set():
            return
        _click(None, picker.plus)
    assert picker.value() == value and picker.is_set()


def take_diamonds(panel: TakePanel, count: int) -> None:
    set_picker(panel.picker, count)
    _click(panel, panel.diamonds_button)
    assert panel.chosen_actions()[-1] == dr.TakeDiamonds(count)


def take_role(panel: TakePanel, kind: dr.Role) -> None:
    card = pick_role(panel, kind)
    assert panel.chosen_actions()[-1] == dr.TakeRole(card)


def set_aside(panel: TakePanel, kind: dr.Role) -> Card:
    card = next(c for c in panel.options()["aside"] if dr.role_of(c) is kind)
    _click(panel, panel.aside_buttons[card])
    return card
