"""A cover never loses work, and a private screen never moves under the cursor (issue 19, item 3).

* "Cover" (or Escape) covers at once and applies nothing; a stray click on the background
  does nothing at all (issue 31, item 2). When the *same* player reveals again in the same
  turn, their half-made choice is back. The Session holds it, not the screen: no widget of it survives
  the cover. It is never shown to anyone else, and it is dropped when the turn passes.
* Making the first choice does not move the controls: the room for the explanation that
  appears is reserved from the start.
"""
from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt

from gui.diamantenraub.boss_panels import HidePanel
from gui.diamantenraub.panel import PrivatePanelBase
from gui.diamantenraub.take_panel import DIAMONDS, NOTHING, ROLE, TakePanel

from .conftest import NAMES
from .driver import DrDriver


@pytest.fixture
def drv(qtbot, make_window) -> DrDriver:  # noqa: ANN001
    driver = DrDriver(qtbot, make_window(), seed=3)
    driver.start(NAMES[:6])
    return driver


def _stray_click(drv: DrDriver) -> None:
    """A stray click on the background beside the header does nothing; "Cover" covers at once."""
    frame = drv.session.curtain.private
    drv.qtbot.mouseClick(frame.header, Qt.MouseButton.LeftButton)
    assert drv.session.curtain.private is frame, "a click on the background covered the screen"
    drv.qtbot.mouseClick(frame.cover_button, Qt.MouseButton.LeftButton)
    assert drv.session.curtain.private is None, "the cover button did not cover at once"
    drv.settle()
    assert not drv.window.findChildren(PrivatePanelBase), "a covered panel survived"


def test_the_boss_gets_his_number_back_after_a_stray_click(drv: DrDriver) -> None:
    panel = drv.reveal()
    assert isinstance(panel, HidePanel)
    picker = panel.picker
    wanted = picker.minimum() if picker.value() != picker.minimum() else picker.maximum()
    picker.set_value(wanted)
    _stray_click(drv)
    assert len(drv.game.history) == 0, "covering applied something"
    again = drv.reveal()
    assert isinstance(again, HidePanel) and again is not panel
    assert again.picker.value() == wanted, "the half-made choice was lost"


def test_a_half_made_take_comes_back_to_its_player_only_and_goes_with_the_turn(drv: DrDriver) -> None:
    drv.private_step()  # the Boss hides
    seat = drv.game.public_view().treasure_holder
    history = len(drv.game.history)
    panel = drv.reveal()
    assert isinstance(panel, TakePanel) and panel.mode() is None
    aside = panel.options()["aside"]
    card = aside[0] if aside else None
    if card is not None:
        panel.set_aside(card)
    roles = panel.options()[ROLE]
    assert roles, "this seed must offer a role card"
    panel.choose(ROLE, card=roles[-1])
    chosen = panel.chosen_actions()
    _stray_click(drv)
    assert len(drv.game.history) == history and drv.session.curtain.handoff.player_name == drv.game.name(seat)

    again = drv.reveal()  # the same player, the same turn
    assert isinstance(again, TakePanel) and again.seat() == seat
    assert again.mode() == ROLE and again.chosen_actions() == chosen, "the half-made choice was lost"
    frame = drv.session.curtain.private
    assert frame.finishes() and frame.hide_button.text() == again.commit_text() != ""

    # Changed and covered again (Escape this time): the latest choice is kept.
    again.choose(DIAMONDS, count=again.options()[DIAMONDS][0]) if again.options()[DIAMONDS] else again.choose(NOTHING)
    latest = again.chosen_actions()
    drv.qtbot.keyClick(frame.hide_button, Qt.Key.Key_Escape)
    drv.settle()
    assert not shiboken6.isValid(again)
    third = drv.reveal()
    assert third.chosen_actions() == latest
    drv.hide()  # the turn passes with exactly that choice
    assert list(a for _, a in drv.game.history[history:]) == latest

    nxt = drv.reveal()  # the next player: nothing of the last one's draft
    assert isinstance(nxt, TakePanel) and nxt.seat() != seat
    assert nxt.mode() is None and not nxt.is_ready()
    assert drv.session.private_steps.draft is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600)])
def test_the_first_choice_does_not_move_the_controls(drv: DrDriver, size: tuple[int, int]) -> None:
    drv.window.resize(*size)
    drv.private_step()  # the Boss hides
    panel = drv.reveal()
    assert isinstance(panel, TakePanel) and panel.mode() is None
    drv.settle(20)
    window = drv.window
    hide = drv.session.curtain.private.hide_button  # "Choose, then hold here" becomes "Take 3 diamonds — done"
    controls = [panel.picker.minus, panel.picker.plus, panel.diamonds_button, panel.role_button, panel.nothing_button,
                hide]
    before = [c.mapTo(window, QPoint(0, 0)) for c in controls]
    drv.qtbot.mouseClick(panel.picker.minus, Qt.MouseButton.LeftButton)  # the first choice: diamonds
    frame = drv.session.curtain.private
    assert panel.mode() == DIAMONDS and hide.text() == panel.commit_text() != "" and hide.isEnabled()
    drv.settle(20)
    after = [c.mapTo(window, QPoint(0, 0)) for c in controls]
    assert after == before, f"the controls moved: {before} -> {after}"
    roles = panel.options()[ROLE]
    if roles:
        panel.choose(ROLE, card=roles[0])  # a role card's longer explanation
        drv.settle(20)
        assert [c.mapTo(window, QPoint(0, 0)) for c in controls] == before
