"""Covering Diamantenraub's choosing steps: at once, nothing applied, the turn stays.

Escape and the "Cover" button cover the Boss's hide and a player's take without applying
anything, not even a complete choice (a click on the background does nothing, issue 31); the
same player's hand-off comes back, locked for the rest of the equal dwell. Only the commit
button ("Take 3 diamonds — done"), open once the choice is complete, applies the panel's
actions (all or none). The dwell's clock is a fake one (see tests/gui/test_curtain_dwell.py).
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from engine import diamantenraub as dr
from gui.diamantenraub.boss_panels import HidePanel
from gui.diamantenraub.panel import PrivatePanelBase
from gui.diamantenraub.take_panel import NOTHING, TakePanel
from gui.checks.oracle import PrivacyOracle

from ..conftest import DWELL_MS as DWELL
from ..conftest import FakeClock
from .conftest import NAMES
from .driver import DrDriver

@pytest.fixture
def clock(dwell_clock: FakeClock) -> FakeClock:
    return dwell_clock


@pytest.fixture
def drv(qtbot, make_window, clock) -> DrDriver:  # noqa: ANN001, ARG001
    driver = DrDriver(qtbot, make_window(), seed=3)
    driver.start(NAMES[:5])
    return driver


def _covered_back_to(drv: DrDriver, seat: int, history: int) -> None:
    drv.settle()
    curtain = drv.session.curtain
    assert curtain.private is None
    assert not drv.window.findChildren(PrivatePanelBase)
    assert len(drv.game.history) == history, "covering applied something"
    assert curtain.handoff is not None and curtain.handoff.player_name == drv.game.name(seat), "the turn moved on"
    assert not curtain.handoff.reveal_button.isEnabled(), "the dwell must lock the hand-off that follows"
    session = drv.session
    leak = PrivacyOracle(session).check(drv.window, None, session.ui.autoplayer().public_elements(session.game.public_view()))
    assert leak is None, leak
    drv.check_privacy(None)


def _wait_out(drv: DrDriver, clock: FakeClock) -> None:
    clock.advance(DWELL)
    drv.qtbot.waitUntil(drv.session.curtain.handoff.reveal_button.isEnabled, timeout=3000)


def test_escape_on_the_boss_hide_applies_nothing_and_keeps_his_turn(drv: DrDriver, clock: FakeClock) -> None:
    panel = drv.reveal()
    assert isinstance(panel, HidePanel)
    drv.qtbot.mouseClick(panel.picker.plus, Qt.MouseButton.LeftButton)  # the number counts once set (issue 19 item 7)
    assert panel.is_ready()  # a complete choice, even so
    focus = QApplication.focusWidget()
    drv.qtbot.keyClick(focus, Qt.Key.Key_Escape)
    assert drv.session.curtain.private is None, "Escape did not cover at once"
    _covered_back_to(drv, 0, 0)
    assert drv.game.public_view().phase is dr.Phase.HIDING
    _wait_out(drv, clock)
    drv.private_step()  # he can look again and finish
    assert drv.game.public_view().phase is dr.Phase.PASSING


def test_a_half_made_take_is_not_applied_by_escape_or_by_the_button(drv: DrDriver, clock: FakeClock) -> None:
    drv.private_step()  # the Boss hides
    _wait_out(drv, clock)
    seat = drv.game.public_view().treasure_holder
    history = len(drv.game.history)
    panel = drv.reveal()
    assert isinstance(panel, TakePanel) and not panel.is_ready()
    frame = drv.session.curtain.private
    # the commit button is locked until the choice is complete; "Cover" covers from the start
    assert not frame.hide_button.isEnabled() and frame.hide_button.text() == frame.tr("Choose, then hold here")
    assert frame.cover_button.isEnabled() and frame.cover_button.text() == frame.tr("Cover")
    if panel.options()["aside"]:
        panel.set_aside(panel.options()["aside"][0])  # half a choice: set aside, nothing taken
    drv.qtbot.mouseClick(frame.hide_button, Qt.MouseButton.LeftButton)
    assert drv.session.curtain.private is frame, "the locked commit button did something"
    drv.qtbot.mouseClick(frame.cover_button, Qt.MouseButton.LeftButton)
    _covered_back_to(drv, seat, history)
    _wait_out(drv, clock)

    panel = drv.reveal()
    assert panel.mode() is None, "no option was chosen yet (only the set-aside card comes back)"
    panel.choose(NOTHING) if panel.options()[NOTHING] else panel.choose("diamonds", count=1)
    frame = drv.session.curtain.private
    assert panel.is_ready() and frame.hide_button.text() == panel.commit_text() != ""
    drv.qtbot.mouseClick(frame.header, Qt.MouseButton.LeftButton)  # the background: nothing happens
    assert drv.session.curtain.private is frame
    drv.qtbot.mouseClick(frame.cover_button, Qt.MouseButton.LeftButton)
    _covered_back_to(drv, seat, history)  # a complete choice is not applied by covering either
    _wait_out(drv, clock)

    panel = drv.reveal()
    panel.choose("diamonds", count=1)
    expected = panel.chosen_actions()
    drv.qtbot.mouseClick(drv.session.curtain.private.hide_button, Qt.MouseButton.LeftButton)
    drv.settle()
    assert len(drv.game.history) == history + len(expected)  # "Done — hide" applied the choice
    assert drv.game.public_view().treasure_holder != seat


def test_the_dwell_after_every_step_is_the_same(drv: DrDriver, clock: FakeClock) -> None:
    """Covered at the same moment after its reveal, every step leaves the same lock."""
    left = []
    for _ in range(4):  # hide, take, take, take
        drv.reveal()
        clock.advance(700)
        drv.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
        drv.settle()
        left.append(drv.session.curtain.handoff.lock.remaining_ms())
        _wait_out(drv, clock)
        drv.private_step()
        _wait_out(drv, clock)
    assert left == [DWELL - 700] * 4
