"""The hold clock both held buttons share (:mod:`gui.curtain.hold_clock`): the hand-off's
reveal and the commit button fill while held and act only once full; a key's release waits
a moment for an unmarked auto-repeat's press (issue 37) and does not fill meanwhile."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QElapsedTimer, QEvent, Qt
from PySide6.QtGui import QKeyEvent

from gui.curtain import timings
from gui.curtain.hold_clock import HoldClock

HOLD = 120


class Watched:
    """A clock and what it said."""

    def __init__(self, hold_ms: int = HOLD) -> None:
        self.hold_ms = hold_ms
        self.clock = HoldClock(lambda: self.hold_ms)
        self.full: list[float] = []
        self.let_go = 0
        self.clock.full.connect(lambda: self.full.append(self.clock.progress))
        self.clock.letGo.connect(self._let_go)

    def _let_go(self) -> None:
        self.let_go += 1

    def key_release(self, key: Qt.Key = Qt.Key.Key_Space, repeat: bool = False) -> None:
        """The button's own key release: ``released`` comes while the event is handled."""
        event = QKeyEvent(QEvent.Type.KeyRelease, key, Qt.KeyboardModifier.NoModifier, "", repeat)
        with self.clock.key_release(event):
            self.clock.release()


@pytest.fixture(autouse=True)
def _ticks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(timings, "TICK_MS", 5)
    monkeypatch.setattr(timings, "RING_GRACE_MS", 60_000)  # a key's release waits until told otherwise


def test_a_hold_is_full_after_its_time_and_only_then(qtbot) -> None:  # noqa: ANN001
    w = Watched()
    since = QElapsedTimer()
    since.start()
    w.clock.press()
    assert w.clock.holding() and w.clock.progress < 1
    qtbot.waitUntil(lambda: bool(w.full), timeout=5000)
    assert since.elapsed() >= HOLD and w.full == [1.0], "full before the hold was over"
    assert not w.clock.holding() and w.clock.progress == 1.0  # the fill stays full until cancelled
    w.clock.release()
    assert w.let_go == 0 and w.full == [1.0], "the release after a full hold is no early release"
    w.clock.cancel()
    assert w.clock.progress == 0


def test_a_release_before_it_is_full_acts_on_nothing(qtbot) -> None:  # noqa: ANN001
    w = Watched(60_000)
    w.clock.press()
    qtbot.waitUntil(lambda: w.clock.progress > 0, timeout=5000)
    w.clock.release()  # the mouse: at once
    assert w.let_go == 1 and w.full == [] and w.clock.progress == 0 and not w.clock.holding()


def test_a_keys_release_waits_for_a_repeats_press_and_does_not_fill_meanwhile(qtbot) -> None:  # noqa: ANN001
    w = Watched()
    w.clock.press()
    w.key_release()
    assert w.clock.holding() and w.let_go == 0, "a key's release ended the hold at once"
    since = QElapsedTimer()
    since.start()
    qtbot.waitUntil(lambda: since.elapsed() > 2 * HOLD, timeout=5000)
    assert w.full == [], "the hold filled while the key was up"
    w.clock.press()  # the repeat's press: the same hold goes on, counted from its first press
    assert w.full == [1.0] and w.let_go == 0


def test_a_keys_release_ends_the_hold_when_no_press_follows(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(timings, "RING_GRACE_MS", 20)
    w = Watched(60_000)
    w.clock.press()
    w.key_release()
    assert w.clock.holding()
    qtbot.waitUntil(lambda: w.let_go == 1, timeout=5000)
    assert not w.clock.holding() and w.clock.progress == 0 and w.full == []


def test_a_marked_repeat_or_another_key_ends_the_hold_at_once() -> None:
    for release in ({"key": Qt.Key.Key_A}, {"repeat": True}):  # not a key that presses a button; a marked repeat
        w = Watched(60_000)
        w.clock.press()
        w.key_release(**release)
        assert w.let_go == 1 and not w.clock.holding()


def test_cancel_drops_the_hold_without_a_word(qtbot) -> None:  # noqa: ANN001
    w = Watched(60_000)
    w.clock.press()
    qtbot.waitUntil(lambda: w.clock.progress > 0, timeout=5000)
    w.clock.cancel()
    assert not w.clock.holding() and w.clock.progress == 0 and w.let_go == 0 and w.full == []


def test_the_hold_time_is_read_while_holding(qtbot) -> None:  # noqa: ANN001
    """The buttons read their timings at every tick, so tests (and --selfplay) may change them."""
    w = Watched(60_000)
    w.clock.press()
    qtbot.waitUntil(lambda: w.clock.progress > 0, timeout=5000)
    w.hold_ms = 1
    qtbot.waitUntil(lambda: bool(w.full), timeout=5000)
