"""Keyboard play of the Diamantenraub table and what it tells a screen reader."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engine import diamantenraub as dr
from gui.diamantenraub.animation import TableAnimation
from engine import glossary
from gui.diamantenraub.words import card_label
from gui.games.base import TableStep

from .conftest import make_game, passed
from .test_dr_table import make_table, update


@pytest.fixture(autouse=True)
def _fast(monkeypatch):
    monkeypatch.setattr(TableAnimation, "FLIP_MS", 15)
    monkeypatch.setattr(TableAnimation, "MOVE_MS", 15)
    monkeypatch.setattr(TableAnimation, "CLOSE_MS", 15)


def interrogation(n: int, seed: int = 1) -> dr.DiamantenraubGame:
    for s in range(seed, seed + 50):
        game = passed(make_game(n, seed=s), seed=s)
        if game.outcome() is None and game.public_view().phase is dr.Phase.INTERROGATION:
            return game
    raise AssertionError("no interrogation")


def test_arrows_walk_the_accusable_seats_with_a_visible_ring_and_enter_accuses(qtbot, renderer):
    game = interrogation(7)
    table, _log = make_table(qtbot, renderer, game)
    table.show_step(TableStep("interrogation"))
    table.set_interactive(True)
    table.view.setFocus(Qt.FocusReason.MouseFocusReason)
    assert not table.seat_focus.ring_visible()  # no ring before the keyboard is used
    seats = list(game.accusable())
    seen = []
    for _ in range(len(seats) + 1):
        qtbot.keyClick(table.view, Qt.Key.Key_Right)
        seat = table.seat_focus.focused_seat()
        assert table.seat_focus.ring_visible()
        assert table.seat_focus.ring.sceneBoundingRect().contains(table.seat_item(seat).sceneBoundingRect())
        assert table.action_box.selected() == seat and table.seat_item(seat).is_selected()
        assert table.view.accessibleName() == f"Table: {game.name(seat)}, Enter accuses"
        seen.append(seat)
    assert seen == [*seats, seats[0]]  # clockwise, and round again
    qtbot.keyClick(table.view, Qt.Key.Key_Left)
    assert table.seat_focus.focused_seat() == seats[-1]
    with qtbot.waitSignal(table.actionRequested, timeout=1000) as blocker:
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert blocker.args == [0, dr.Accuse(seats[-1])]


def test_keys_do_nothing_while_the_table_is_not_interactive(qtbot, renderer):
    game = interrogation(5)
    table, _log = make_table(qtbot, renderer, game)
    table.show_step(TableStep("interrogation", interactive=False))
    table.set_interactive(False)
    table.view.setFocus(Qt.FocusReason.TabFocusReason)
    with qtbot.assertNotEmitted(table.actionRequested, wait=50):
        qtbot.keyClick(table.view, Qt.Key.Key_Right)
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert table.seat_focus.focused_seat() is None and not table.seat_focus.ring_visible()


def peng_game() -> dr.DiamantenraubGame:
    """Eight players with the Revolverheld, the Boss has just accused someone who may be shot."""
    for seed in range(200):
        game = passed(make_game(8, seed=seed, revolverheld=True), seed=seed)
        if game.outcome() is None and game.public_view().phase is dr.Phase.INTERROGATION:
            game.apply(0, dr.Accuse(game.accusable()[0]))
            if game.public_view().may_peng:
                return game
    raise AssertionError("no seed with a possible Peng")


def test_the_peng_step_takes_the_keyboard_focus_to_its_buttons(qtbot, renderer):
    game = peng_game()
    view = game.public_view()
    assert view.may_peng
    table, _log = make_table(qtbot, renderer, game)
    table.window().activateWindow()
    table.show_step(TableStep("peng", peek=False))
    table.set_interactive(True)
    box = table.action_box
    first = min(view.may_peng)
    qtbot.waitUntil(lambda: box.peng_buttons[first].hasFocus(), timeout=1000)
    order = [box.focusWidget()]
    for _ in range(len(view.may_peng)):
        qtbot.keyClick(order[-1], Qt.Key.Key_Tab)
        order.append(table.focusWidget())
    assert order == [*(box.peng_buttons[s] for s in sorted(view.may_peng)), box.reveal_button]
    with qtbot.waitSignal(table.actionRequested, timeout=1000) as blocker:
        qtbot.keyClick(box.reveal_button, Qt.Key.Key_Space)
    assert blocker.args == [view.accused, dr.Reveal()]


def secrets_of(game: dr.DiamantenraubGame) -> set[str]:
    """Words that would tell a take nobody has shown yet: its role, its diamond count."""
    view = game.public_view()
    words: set[str] = set()
    for seat in view.seats:
        take = game.view(seat.seat).take
        if seat.shown is None and take is not None:
            words |= {card_label(c, "en") for c in take.cards}
    return words


def test_accessible_texts_say_what_the_table_shows_and_nothing_private(qtbot, renderer):
    game = interrogation(12)
    table, log = make_table(qtbot, renderer, game)
    boss = game.public_view().boss
    target = game.accusable()[0]
    game.apply(boss, dr.Accuse(target))
    if game.public_view().accused is not None:
        game.apply(target, dr.Reveal())
    update(qtbot, table, log, game)
    view = game.public_view()
    text = table.view.accessibleDescription()
    for seat in view.seats:
        assert seat.name in text
    assert f"{view.players[boss]} (Boss)" in text
    shown = view.seats[target].shown
    assert shown is not None and glossary.role(shown.role.value, "en") in text
    assert text.count("a take face down") == sum(1 for s in view.seats if s.has_taken and s.shown is None
                                                 and not s.is_boss)
    assert f"Excuses the Boss has left: {view.boss_excuses_left}" in text
    if view.outcome is None:
        assert f"Still to be asked: {len(game.accusable())}" in text
    # nothing of a hidden take: no role name of an unshown seat beside its name, no card
    for seat in view.seats:
        if seat.shown is None and not seat.is_boss:
            part = next(p for p in text.split("; ") if p.startswith(seat.name))
            assert not any(name in part for name in (glossary.role(r.value, "en") for r in dr.Role) if name != "Boss"), part
    words = set(text.replace(",", " ").replace(";", " ").replace("(", " ").replace(")", " ").split())
    assert not words & secrets_of(game)


def test_accused_seat_is_named(qtbot, renderer):
    game = interrogation(6)
    table, log = make_table(qtbot, renderer, game)
    game.apply(0, dr.Accuse(game.accusable()[0]))
    view = game.public_view()
    update(qtbot, table, log, game)
    assert view.accused is not None
    text = table.view.accessibleDescription()
    assert f"{view.players[view.accused]} (accused)" in text
    assert f"{view.players[view.accused]} must empty their pockets" in text


def test_after_an_accusation_no_ring_lands_on_the_next_seat(qtbot, renderer):
    """Issue 19 item 12: the accused seat is revealed and leaves the accusable seats; the
    keyboard focus moves on, but no ring appears that would look like the Boss's pick."""
    game = interrogation(7)
    table, _log = make_table(qtbot, renderer, game)
    table.show_step(TableStep("interrogation"))
    table.set_interactive(True)
    table.view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    seat = table.seat_focus.focused_seat()
    assert table.seat_focus.ring_visible()
    game.apply(0, dr.Accuse(seat))
    game.apply(seat, dr.Reveal())
    table.show_view(game.public_view())
    table.show_step(TableStep("interrogation"))
    if game.outcome() is None:
        qtbot.waitUntil(lambda: table.seat_focus.focused_seat() is not None, timeout=5000)  # after the animation
        assert table.seat_focus.focused_seat() != seat
        table.set_interactive(True)  # as the Session does once the reveal has played
        assert not table.seat_focus.ring_visible()
        assert table.action_box.selected() is None
        qtbot.keyClick(table.view, Qt.Key.Key_Right)  # the keyboard again: the ring is back
        assert table.seat_focus.ring_visible()


def test_an_eliminated_seat_keeps_its_name_readable(qtbot, renderer):
    """Issue 19 item 12: an eliminated seat's plate keeps its name at full size and says
    "out" in a second line no smaller than half of it, on a plate that is not faded away."""
    def with_one_out() -> dr.DiamantenraubGame:
        for seed in range(1, 80):
            game = interrogation(9, seed)
            for seat in list(game.accusable()):
                game.apply(0, dr.Accuse(seat))
                game.apply(seat, dr.Reveal())
                if game.outcome() is not None:
                    break
                if any(s.eliminated and not s.is_boss for s in game.public_view().seats):
                    return game
        raise AssertionError("no game with an eliminated player")

    game = with_one_out()
    out = next(s.seat for s in game.public_view().seats if s.eliminated and not s.is_boss)
    table, _log = make_table(qtbot, renderer, game)
    item = table.seat_item(out)
    plate = item.plate
    from gui.diamantenraub.items import PLATE_H

    assert "out" in plate.sub_text() and "accused" not in plate.sub_text()
    assert plate.pixel_size() >= min(PLATE_H * 0.4, 40.0) * 0.99  # the size of every two-line plate
    assert plate._sub_pixel >= 0.5 * plate.pixel_size() and not plate.elided()
    assert plate.opacity() >= 0.8


def test_back_from_the_accusations_no_enter_still_accuses_and_the_name_follows_the_ring(qtbot, renderer):
    """Found with a real AT-SPI client: the Session's "Accuse Ben?" took the window's focus; after
    "No" the ring was gone, Enter did nothing, and the table still said "Enter accuses"."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtGui import QFocusEvent

    game = interrogation(6)
    table, _log = make_table(qtbot, renderer, game)
    table.show_step(TableStep("interrogation"))
    table.set_interactive(True)
    table.view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    seat = table.seat_focus.focused_seat()
    with qtbot.waitSignal(table.actionRequested, timeout=1000):
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
    # the confirm dialog takes the window's focus, "No" gives it back
    QCoreApplication.sendEvent(table.view, QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.ActiveWindowFocusReason))
    QCoreApplication.sendEvent(table.view, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.ActiveWindowFocusReason))
    assert table.seat_focus.ring_visible() and table.seat_focus.focused_seat() == seat
    assert table.view.accessibleName() == f"Table: {game.name(seat)}, Enter accuses"
    with qtbot.waitSignal(table.actionRequested, timeout=1000) as blocker:
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert blocker.args == [0, dr.Accuse(seat)]
    # the focus leaves by a click elsewhere: no ring, and the name promises nothing
    QCoreApplication.sendEvent(table.view, QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.MouseFocusReason))
    assert not table.seat_focus.ring_visible() and table.view.accessibleName() == "Table"
