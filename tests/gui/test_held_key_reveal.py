"""Issue 37: holding Space to reveal works with the desktop's key auto-repeat on.

The window system sends a held key's repeats to whatever has the focus: marked as repeats
(``isAutoRepeat()``), or, as X does now and then, unmarked, as a release followed at once by
a press. Neither may end the hold before the ring is full, nor press the private screen's
"Done" button once it has opened: the look ends only by a key pressed after the player let go.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import QElapsedTimer, QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLabel, QStackedWidget, QWidget

from gui.curtain import Curtain, timings

SPACE = Qt.Key.Key_Space
NO_MOD = Qt.KeyboardModifier.NoModifier
LOOKS = 20


_CLOCK = QElapsedTimer()
_CLOCK.start()


def _key(kind: QEvent.Type, auto: bool, stamp: int | None = None) -> QKeyEvent:
    """A key event with the window system's timestamp (ms): a repeat's release and press share one."""
    event = QKeyEvent(kind, SPACE, NO_MOD, " ", auto, 1)
    event.setTimestamp(1000 + (_CLOCK.elapsed() if stamp is None else stamp))
    return event


def _to_focus(event: QKeyEvent) -> None:
    """Deliver a key event as the window system does: to the focused widget, through the
    application's event filters."""
    target = QApplication.focusWidget()
    assert target is not None, "nothing has the keyboard focus"
    QApplication.sendEvent(target, event)


class KeyRepeat:
    """A held Space: the first press, then repeats at ``per_second`` until :meth:`let_go`."""

    def __init__(self, per_second: int, marked: bool) -> None:
        self.marked = marked
        self.sent = 0
        self._timer = QTimer()
        self._timer.setInterval(1000 // per_second)
        self._timer.timeout.connect(self._repeat)

    def press(self) -> None:
        _to_focus(_key(QEvent.Type.KeyPress, False))
        self._timer.start()

    def _repeat(self) -> None:
        if QApplication.focusWidget() is None:
            return
        # marked: what Qt makes of a detected repeat; unmarked: X's plain release + press
        stamp = _CLOCK.elapsed()
        _to_focus(_key(QEvent.Type.KeyRelease, self.marked, stamp))
        _to_focus(_key(QEvent.Type.KeyPress, self.marked, stamp))
        self.sent += 1

    def let_go(self) -> None:
        self._timer.stop()
        if QApplication.focusWidget() is not None:  # the screen the key acted on may be gone
            _to_focus(_key(QEvent.Type.KeyRelease, False))


@pytest.fixture
def curtain(qtbot, monkeypatch):  # noqa: ANN001, ANN201
    """A curtain in a shown window, the production hold (0.8 s: longer than X's 0.66 s delay
    before the first repeat) and no dwell."""
    monkeypatch.setattr(timings, "HOLD_MS", 800)
    monkeypatch.setattr(timings, "MIN_DWELL_MS", 0)
    window = QWidget()
    stack = QStackedWidget(window)
    stack.resize(800, 600)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    return Curtain(stack, window, reveal_mode=lambda: "hold", inactivity_ms=lambda: 600_000)


@pytest.mark.long("20 whole holds of 0.8 s")
@pytest.mark.parametrize("per_second", [25, 50])
def test_a_held_space_opens_the_private_screen_and_its_repeats_do_not_close_it(qtbot, curtain, per_second: int) -> None:  # noqa: ANN001
    """20 looks of 20 at each rate, the repeats marked on every other look and unmarked on the rest."""
    done: list[str] = []
    curtain.done.connect(lambda: done.append("done"))
    curtain.autoHidden.connect(lambda reason: done.append(reason))
    for look in range(LOOKS):
        name = f"Seat {look}"
        curtain.hand_off(name, lambda: QLabel("secret"), view_only=True)
        qtbot.waitUntil(lambda: curtain.handoff is not None and curtain.handoff.reveal_button.hasFocus(), timeout=5000)
        held = KeyRepeat(per_second, marked=look % 2 == 1)
        held.press()
        qtbot.waitUntil(lambda: curtain.private is not None, timeout=10_000)
        # the key stays down: repeats reach the private screen's focused "Done" button
        opened_at = held.sent
        qtbot.waitUntil(lambda: held.sent >= opened_at + 8, timeout=5000)
        assert curtain.private is not None and done == [], f"look {look}: a repeat of the held key closed the private screen"
        held.let_go()
        assert curtain.private is not None, f"look {look}: the held key closed the private screen"
        assert done == [] and curtain.key_held_since_reveal, f"look {look}: the look ended by the key that began it"
        # after letting go, a fresh press of Space (a person's: 80 ms later) ends the look
        let_go = _CLOCK.elapsed()
        _to_focus(_key(QEvent.Type.KeyPress, False, let_go + 80))
        _to_focus(_key(QEvent.Type.KeyRelease, False, let_go + 160))
        qtbot.waitUntil(lambda: done == ["done"], timeout=5000)
        done.clear()


def test_unmarked_repeats_do_not_restart_the_ring(qtbot, curtain) -> None:  # noqa: ANN001
    """X's unmarked repeats (release + press) used to restart the hold every 40 ms: it never filled."""
    curtain.hand_off("Anna", lambda: QLabel("secret"), view_only=True)
    qtbot.waitUntil(lambda: curtain.handoff is not None and curtain.handoff.reveal_button.hasFocus(), timeout=5000)
    button = curtain.handoff.reveal_button
    held = KeyRepeat(25, marked=False)
    held.press()
    qtbot.waitUntil(lambda: held.sent >= 3, timeout=5000)
    assert button.progress > 0, "the repeats emptied the ring"
    qtbot.waitUntil(lambda: curtain.private is not None, timeout=10_000)
    held.let_go()


def test_a_short_key_press_is_not_a_hold(qtbot, curtain) -> None:  # noqa: ANN001
    curtain.hand_off("Anna", lambda: QLabel("secret"), view_only=True)
    qtbot.waitUntil(lambda: curtain.handoff is not None and curtain.handoff.reveal_button.hasFocus(), timeout=5000)
    button = curtain.handoff.reveal_button
    _to_focus(_key(QEvent.Type.KeyPress, False))
    qtbot.waitUntil(lambda: button.progress > 0, timeout=5000)
    _to_focus(_key(QEvent.Type.KeyRelease, False))
    # the release is confirmed once no press follows within the repeat gap: the ring empties
    qtbot.waitUntil(lambda: button.progress == 0, timeout=5000)
    assert curtain.private is None and curtain.handoff is not None


def _held_open(qtbot, curtain, name: str = "Anna") -> KeyRepeat:  # noqa: ANN001
    """Anna's private screen, opened by a held Space that is still down (repeats marked)."""
    curtain.hand_off(name, lambda: QLabel("secret"), view_only=True)
    qtbot.waitUntil(lambda: curtain.handoff is not None and curtain.handoff.reveal_button.hasFocus(), timeout=5000)
    held = KeyRepeat(25, marked=True)
    held.press()
    qtbot.waitUntil(lambda: curtain.private is not None, timeout=10_000)
    return held


@pytest.mark.parametrize("how", ["click", "escape"])
def test_a_look_closed_at_once_while_the_key_is_still_held_is_no_look(qtbot, curtain, monkeypatch, how: str) -> None:  # noqa: ANN001
    """A click on "Done" or Escape within a moment of the reveal, the revealing key never let
    go: the look is not used up; the same player's hand-off comes back and the step stays."""
    monkeypatch.setattr(timings, "MIN_LOOK_MS", 60_000)  # "a moment", however slow the machine
    done: list[str] = []
    curtain.done.connect(lambda: done.append("done"))
    curtain.autoHidden.connect(lambda reason: done.append(reason))
    held = _held_open(qtbot, curtain)
    frame = curtain.private
    if how == "click":
        qtbot.mouseClick(frame.hide_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(frame, Qt.Key.Key_Escape)
    held.let_go()
    assert done == ["cover"], "a look closed while the revealing key was held counted as done"
    assert curtain.private is None and curtain.handoff is not None and curtain.handoff.player_name == "Anna"


def test_a_look_closed_after_the_key_was_let_go_counts(qtbot, curtain, monkeypatch) -> None:  # noqa: ANN001
    """The control: the same quick click once the key was released finishes the look."""
    monkeypatch.setattr(timings, "MIN_LOOK_MS", 60_000)
    done: list[str] = []
    curtain.done.connect(lambda: done.append("done"))
    curtain.autoHidden.connect(lambda reason: done.append(reason))
    held = _held_open(qtbot, curtain)
    held.let_go()
    qtbot.mouseClick(curtain.private.hide_button, Qt.MouseButton.LeftButton)
    assert done == ["done"]


def test_a_look_closed_after_the_moment_counts_even_with_the_key_held(qtbot, curtain, monkeypatch) -> None:  # noqa: ANN001
    """Past ``MIN_LOOK_MS`` the player has seen the screen: a click finishes the look."""
    monkeypatch.setattr(timings, "MIN_LOOK_MS", 0)
    done: list[str] = []
    curtain.done.connect(lambda: done.append("done"))
    held = _held_open(qtbot, curtain)
    qtbot.mouseClick(curtain.private.hide_button, Qt.MouseButton.LeftButton)
    held.let_go()
    assert done == ["done"]
