"""Diamantenraub without colour: the Boss, the selected seat and whose move it is."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gui.games.base import TableStep

from ..greyscale import changed_pixels, grey
from .test_dr_keyboard import interrogation
from .test_dr_table import make_table


def test_the_boss_is_named_on_his_plate_and_the_hint_says_who_acts(qtbot, renderer):  # noqa: ANN001
    game = interrogation(8)
    table, _log = make_table(qtbot, renderer, game)
    table.show_step(TableStep("interrogation"))
    view = game.public_view()
    boss = view.players[view.boss]
    assert "Boss" in table.seat_item(view.boss).sub_text()
    assert f"{boss} (Boss)" in table.view.accessibleDescription()
    assert boss in table.hint.text()


def test_the_selected_seat_shows_in_greyscale(qtbot, renderer):  # noqa: ANN001
    game = interrogation(7)
    table, _log = make_table(qtbot, renderer, game)
    table.show_step(TableStep("interrogation"))
    table.set_interactive(True)
    table.view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.wait(30)
    before = grey(table)
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    seat = table.seat_focus.focused_seat()
    assert table.seat_item(seat).is_selected()
    table.seat_focus.ring.setVisible(False)  # the keyboard's ring aside: the selection itself must show
    qtbot.wait(30)
    after = grey(table)
    item = table.seat_item(seat)
    rect = table.view.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(-8, -8, 8, 8)
    rect.translate(table.view.mapTo(table, rect.topLeft()) - rect.topLeft())
    assert changed_pixels(before, after, rect) > 40, "the selection is a change of hue only"
