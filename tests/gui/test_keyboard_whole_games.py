"""Issue 37: a whole game of each game with key events only, from the start screen to the
rematch (Tempelgold at 3 players, Diamantenraub at 5).

Every key goes to the widget that has the keyboard focus (``QApplication.focusWidget()``), as
a real keyboard's would; nothing is clicked and no widget is set from the program. On the start
screen the game is chosen with the arrow keys, each name is typed and added with Return, and
Start is pressed with Return (the window's rule, :mod:`gui.shell.keyboard`). Every hand-off is
passed by holding Space on the reveal button (hold mode), every private screen is answered by
Tab, Space and Return, the table by arrow keys and Return, the end screen's "Play again" by
Return. After every curtain step the privacy check of the mouse drivers runs. The waits are
conditions with deadlines (``qtbot.waitUntil``), never sleeps.
"""
from __future__ import annotations

import random

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from tests.deadline import within

pytestmark = [pytest.mark.usefixtures("english_catalogue"), pytest.mark.long("whole games by keyboard alone")]


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def key(qtbot, k: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:  # noqa: ANN001
    qtbot.keyClick(focused(), k, modifier)


def tab_to(qtbot, target: QWidget, limit: int = 80) -> None:  # noqa: ANN001
    """Tab until ``target`` has the focus (it must be a Tab stop)."""
    for _ in range(limit):
        if focused() is target:
            return
        key(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {target!r}")


def start_by_keys(qtbot, window, game: str, names: list[str], computers: dict[int, str] | None = None) -> None:  # noqa: ANN001
    """The start screen with keys only: the game by the arrow keys, names typed, each seat of
    ``computers`` (seat → screen kind) chosen in its row by the arrow keys, Start by Return."""
    start = window.start_screen
    qtbot.waitUntil(lambda: QApplication.focusWidget() in (start.name_edit, start.start_button), timeout=2000)
    # the game: Shift+Tab back to the game choice, then the arrow keys among the games
    for _ in within(10, "Shift+Tab to the game choice"):
        if focused() in start.game_buttons.values():
            break
        key(qtbot, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    for _ in within(10, "the arrow keys to the game"):
        if start.game.id == game:
            break
        key(qtbot, Qt.Key.Key_Down)
    assert start.game_buttons[game].isChecked() and focused() is start.game_buttons[game]
    # the names: remove any remembered ones by their own "Remove" buttons, then type each
    while start.players.rows:
        tab_to(qtbot, start.players.rows[0].remove)
        key(qtbot, Qt.Key.Key_Return)  # a push button, pressed with Return
    tab_to(qtbot, start.name_edit)
    for name in names:
        qtbot.keyClicks(focused(), name)
        key(qtbot, Qt.Key.Key_Return)  # the name field adds its name
    assert start.names() == names
    for seat, kind in (computers or {}).items():  # a seat's screen: Tab to its box, the arrow keys
        box = start.players.rows[seat].screen_choice
        qtbot.waitUntil(box.isVisible, timeout=3000)  # a new row shows once the event loop runs
        tab_to(qtbot, box)
        for _ in within(10, "the arrow keys to the seat's screen"):
            if box.currentData() == kind:
                break
            key(qtbot, Qt.Key.Key_Down)
        assert box.currentData() == kind
    tab_to(qtbot, start.start_button)
    key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.game is not None, timeout=3000)


def reveal_by_keys(qtbot, curtain) -> None:  # noqa: ANN001
    """Hold Space on the reveal button (the hand-off screen focuses it) until the private
    screen is up; in delay mode, press Return once the button has unlocked."""
    handoff = curtain.handoff
    qtbot.waitUntil(lambda: not handoff.is_locked(), timeout=5000)
    button = handoff.reveal_button
    if button.mode == "delay":
        qtbot.waitUntil(lambda: button.isEnabled() and QApplication.focusWidget() is button, timeout=3000)
        key(qtbot, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: curtain.private is not None, timeout=3000)
        return
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button, timeout=3000)
    assert button.mode == "hold"
    qtbot.keyPress(button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: curtain.private is not None, timeout=3000)
    qtbot.keyRelease(QApplication.focusWidget() or curtain.private, Qt.Key.Key_Space)


def play_again_by_keys(qtbot, window) -> None:  # noqa: ANN001
    """The end screen comes up with "Play again" focused; Return plays again (the same players)."""
    session = window.session
    end = session.end_screen
    qtbot.waitUntil(lambda: window.stack.currentWidget() is end, timeout=3000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is end.again_button, timeout=3000)
    old = session.game
    key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.game is not None and session.game is not old, timeout=3000)
    qtbot.waitUntil(lambda: session.curtain.handoff is not None, timeout=3000)
    assert session.game.players == old.players or sorted(session.game.players) == sorted(old.players)


@pytest.mark.parametrize("mode", ["hold", "delay"])
def test_tempelgold_at_three_by_keys_alone(qtbot, make_window, mode: str) -> None:  # noqa: ANN001
    from tests.gui.conftest import Driver

    window = make_window(reveal_mode=mode)
    window.set_language("en" if mode == "delay" else "de")  # the keys work in both languages
    window.activateWindow()
    driver = Driver(qtbot, window)
    names = ["Anna", "Ben", "Carla"]
    start_by_keys(qtbot, window, "tempelgold", names)
    curtain = driver.curtain
    looks = openings = 0
    for _ in within(180, "the Tempelgold game by keys"):
        if driver.game.outcome() is not None and driver.session.end_screen is not None:
            break
        if curtain.handoff is not None:
            driver.check_privacy(None)
            reveal_by_keys(qtbot, curtain)
            frame = curtain.private
            driver.check_privacy(frame.content.seat())
            qtbot.waitUntil(lambda: QApplication.focusWidget() is frame.hide_button, timeout=3000)
            key(qtbot, Qt.Key.Key_Return)  # "Done — hide", by Return as by Space
            qtbot.waitUntil(lambda: curtain.private is not frame, timeout=3000)
            looks += 1
            driver.settle()
            driver.check_privacy(None)
            continue
        table = driver.session.table
        if table is not None and table.banner.isVisible():
            qtbot.waitUntil(lambda: QApplication.focusWidget() is table.banner.button, timeout=3000)
            key(qtbot, Qt.Key.Key_Return)
            driver.settle()
            continue
        if table is None or not table.is_interactive() or driver.session.busy:
            driver.settle(5)
            continue
        # the table comes back with the focus on a chamber, its ring shown: Return opens it
        qtbot.waitUntil(lambda: QApplication.focusWidget() is table.view and table.scene.focus_ring.isVisible(),
                        timeout=3000)
        before = len(driver.game.public_view().opened)
        for _ in range(random.Random(openings).randrange(3)):
            key(qtbot, Qt.Key.Key_Right)
        key(qtbot, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(driver.game.public_view().opened) == before + 1, timeout=3000)
        openings += 1
        qtbot.waitUntil(lambda: not driver.session.busy, timeout=3000)
        driver.settle()
        driver.check_privacy(None)
    assert driver.game.outcome() is not None
    assert looks >= 3 and openings >= 3
    play_again_by_keys(qtbot, window)


def test_tempelgold_against_two_computers_by_keys_alone(qtbot, make_window, monkeypatch) -> None:  # noqa: ANN001
    """Anna and two easy computers. After each of Anna's looks the table takes the focus back
    (not a control beside it), also when computers look after her; when a computer holding
    the key waits for her entry, she Tabs to the claims board and enters "Says nothing"."""
    import gui.games.session
    from gui.games.device_router import COMPUTER_EASY

    from tests.gui.conftest import Driver

    monkeypatch.setattr(gui.games.session, "SEED_SOURCE", random.Random(3))  # a deal where both happen
    window = make_window(computer_delay_ms=20)
    window.set_language("en")
    window.activateWindow()
    driver = Driver(qtbot, window)
    start_by_keys(qtbot, window, "tempelgold", ["Anna", "Ben", "Carla"], {1: COMPUTER_EASY, 2: COMPUTER_EASY})
    curtain = driver.curtain
    looks = openings = silences = 0
    for _ in within(300, "the Tempelgold game against computers by keys"):
        if driver.game.outcome() is not None and driver.session.end_screen is not None:
            break
        if curtain.handoff is not None:
            reveal_by_keys(qtbot, curtain)
            frame = curtain.private
            qtbot.waitUntil(lambda: QApplication.focusWidget() is frame.hide_button, timeout=3000)
            key(qtbot, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: curtain.private is not frame, timeout=3000)
            looks += 1
            driver.settle()
            continue
        table = driver.session.table
        if table is not None and table.banner.isVisible():
            qtbot.waitUntil(lambda: QApplication.focusWidget() is table.banner.button, timeout=3000)
            key(qtbot, Qt.Key.Key_Return)
            driver.settle()
            continue
        board = table.claims_board() if table is not None else None
        if board is not None and board.waiting.isVisible():  # a computer key holder waits for Anna
            tab_to(qtbot, board.enter_button)
            key(qtbot, Qt.Key.Key_Return)
            tab_to(qtbot, board.answered_button)
            key(qtbot, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: not board.waiting.isVisible(), timeout=3000)
            silences += 1
            tab_to(qtbot, table.view)
            driver.settle()
            continue
        if table is None or not table.is_interactive() or driver.session.busy or driver.session.computer_turn \
                or driver.game.public_view().key_holder != 0:
            driver.settle(5)
            continue
        qtbot.waitUntil(lambda: QApplication.focusWidget() is table.view and table.scene.focus_ring.isVisible(),
                        timeout=3000)
        before = len(driver.game.public_view().opened)
        key(qtbot, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(driver.game.public_view().opened) == before + 1, timeout=3000)
        openings += 1
        driver.settle()
    assert driver.game.outcome() is not None
    assert looks >= 2 and openings >= 1 and silences >= 1, (looks, openings, silences)


@pytest.mark.parametrize("mode", ["hold", "delay"])
def test_diamantenraub_at_five_by_keys_alone(qtbot, make_window, monkeypatch, mode: str) -> None:  # noqa: ANN001
    """In hold mode five people; in delay mode Dan is a computer, chosen in his row by keys
    (his steps never meet the curtain)."""
    from gui.diamantenraub.animation import TableAnimation
    from gui.games.base import PrivateStep, TableStep
    from gui.games.device_router import COMPUTER_EASY

    from tests.gui.diamantenraub.test_dr_keyboard_game import KeyboardDriver

    for name in ("FLIP_MS", "MOVE_MS", "CLOSE_MS"):
        monkeypatch.setattr(TableAnimation, name, 15)
    computers = {3: COMPUTER_EASY} if mode == "delay" else {}
    window = make_window(reveal_mode=mode, computer_delay_ms=20)
    window.set_language("en" if mode == "delay" else "de")  # the keys work in both languages
    asked: list[str] = []
    window.ask = lambda title, question: asked.append(question) or True  # the accusation's confirm
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    names = ["Anna", "Ben", "Carla", "Dan", "Eva"]
    start_by_keys(qtbot, window, "diamantenraub", names, computers)
    assert window.session.computers.seats == ({3: "easy"} if computers else {})
    d = KeyboardDriver(qtbot, window, seed=5)
    d.rng = random.Random(5)
    kinds: set[str] = set()
    for _ in within(180, "the Diamantenraub game by keys"):
        step = d.session.step
        if d.game.outcome() is not None and d.session.end_screen is not None:
            d.check_privacy(None)
            break
        if isinstance(step, PrivateStep) and d.session.router.is_computer(step.seat):
            d.settle(20)  # the computer takes its step by itself
        elif isinstance(step, PrivateStep):
            kinds.add(step.kind)
            curtain = d.session.curtain
            d.check_privacy(None)
            reveal_by_keys(qtbot, curtain)
            panel = curtain.private.content
            d.check_privacy(panel.seat())
            d.choose(panel, d.game.view(step.seat))
            assert panel.is_ready()
            d.hide()  # Tab to the commit button, Space
        elif isinstance(step, TableStep) and step.kind == "interrogation":
            d.accuse_by_keys()
        elif isinstance(step, TableStep) and step.kind == "peng":
            d.peng_by_keys()
        else:
            d.settle(20)
    assert d.game.outcome() is not None
    assert {"hide", "take"} <= kinds and asked
    end = d.session.end_screen
    # the next Boss's chooser is a Tab stop before "Play again"; its choice is kept
    qtbot.waitUntil(lambda: QApplication.focusWidget() is end.again_button, timeout=3000)
    key(qtbot, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert focused() is end.boss_choice
    key(qtbot, Qt.Key.Key_Tab)
    assert isinstance(focused(), QPushButton) and focused() is end.again_button
    assert shiboken6.isValid(end)
    play_again_by_keys(qtbot, window)
