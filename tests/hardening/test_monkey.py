"""Issue 9 §4, monkey: random clicks, press-and-holds and keys on whatever is on screen —
start screen, curtain, private screens, table, banners, end screen, dialogs.

Holds when no exception escapes (pytest-qt fails a test on any exception in a Qt slot or
event handler), nothing hangs (the suite's time limit fails it with a trace: tests/conftest.py),
and the running game is always one the engine accepts: its save replays through the
checked path to the same public view. Modal dialogs (rules, settings, PIN, questions)
are shown and closed at once, so a click that opens one cannot block the monkey.

``KT_MONKEY_EVENTS`` (default 1,500 in ``make test``; ``make soak``: 10,000).
"""
from __future__ import annotations

import os
import random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from engine.saves import load_game

import pytest

pytestmark = pytest.mark.long("thousands of random clicks and keys")

EVENTS = int(os.environ.get("KT_MONKEY_EVENTS", "1500"))
KEYS = [
    Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Up, Qt.Key.Key_Down,
    Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Backspace, Qt.Key.Key_A, Qt.Key.Key_1, Qt.Key.Key_F11,
    Qt.Key.Key_F1, Qt.Key.Key_Delete,
]  # fmt: skip


def _quick_dialogs(monkeypatch) -> None:  # noqa: ANN001
    def exec_(self: QDialog) -> int:
        self.show()
        QApplication.processEvents()
        self.reject()
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(QDialog, "exec", exec_)


def _check_game(window) -> int:  # noqa: ANN001
    controller = window.session
    game = controller.game if controller is not None else None
    if game is None:
        return 0
    replayed = load_game(game.to_save())  # the engine accepts every state the app reached
    assert replayed.public_view() == game.public_view()
    return 1


def test_random_clicks_and_keys_never_break_the_app(qtbot, make_window, monkeypatch) -> None:  # noqa: ANN001
    _quick_dialogs(monkeypatch)
    rng = random.Random(int(os.environ.get("KT_MONKEY_SEED", "9")))
    window = make_window()
    window.resize(1100, 700)
    from tests.gui.conftest import Driver
    from tests.hardening import play

    driver = Driver(qtbot, window)
    play.start(driver, ["Anna", "Ben", "Carla", "Dan"])
    checked = 0
    visited: set[str] = set()
    for number in range(EVENTS):
        top = QApplication.activeModalWidget() or QApplication.activePopupWidget() or window
        if not top.isVisible():
            top = window
        point = QPoint(rng.randrange(max(1, top.width())), rng.randrange(max(1, top.height())))
        target = top.childAt(point) or top
        local = target.mapFrom(top, point) if target is not top else point
        roll = rng.random()
        if roll < 0.55:
            QTest.mouseClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
        elif roll < 0.70:  # press and hold (reveals behind the curtain)
            QTest.mousePress(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
            qtbot.wait(rng.randrange(20, 80))
            if isinstance(target, QWidget) and _alive(target):
                QTest.mouseRelease(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
        elif roll < 0.75:
            QTest.mouseDClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
        else:
            focus = QApplication.focusWidget() or window
            QTest.keyClick(focus, rng.choice(KEYS))
        qtbot.wait(1)
        current = window.stack.currentWidget()
        visited.add(type(current).__name__ if current is not None else "none")
        if number % 50 == 0:
            checked += _check_game(window)
            if number % 750 == 700:  # now and then a new game of either game, via the start screen
                window.new_game_screen(confirm=False)
            if window.start_screen is not None and window.stack.currentWidget() is window.start_screen and rng.random() < 0.5:
                _start_either_game(window, rng)  # back into a game, Tempelgold or Diamantenraub
    checked += _check_game(window)
    print(f"monkey: {EVENTS} events, {checked} game states replayed by the engine, screens {sorted(visited)}")
    assert checked > 0, "the monkey never saw a running game"


def _start_either_game(window, rng: random.Random) -> None:  # noqa: ANN001
    """From the start screen into a new game of a random playable game."""
    from engine.registry import GAMES
    from gui.games.registry import has_ui

    start = window.start_screen
    game = rng.choice([g for g in GAMES if has_ui(g)])
    info = GAMES[game]
    start.choose_game(game)
    start.set_names(["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hugo", "Ida", "Jonas", "Kai", "Lea"][: rng.randint(info.min_players, info.max_players)])
    if start.start_button.isEnabled():
        QTest.mouseClick(start.start_button, Qt.MouseButton.LeftButton)


def _alive(widget: QWidget) -> bool:
    import shiboken6

    return shiboken6.isValid(widget)
