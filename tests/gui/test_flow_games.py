"""Whole Tempelgold games played through the real widgets: start screen, curtain, deal,
openings, rounds (banner + redeal loop), the hopeless offer and the end screen.

The driver (conftest) checks privacy after every curtain transition and every opening.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engine.tempelgold import Reason

pytestmark = pytest.mark.long("whole games through the widgets")

NAMES_3 = ["Anna", "Ben", "Carla"]
NAMES_10 = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hugo", "Ida", "Jonas"]


def _play(driver, names: list[str], prefer: tuple[str, ...], end_hopeless: bool) -> dict:  # noqa: ANN001
    window, qtbot = driver.window, driver.qtbot
    driver.enter_players(names)
    driver.click_start()
    n = len(names)
    holder = driver.game.public_view().key_holder
    # the deal loop: everyone once, clockwise from the key holder
    looked = driver.look_loop()
    assert looked == [names[(holder + i) % n] for i in range(n)]
    assert driver.session.flow.phase == "table"
    table = driver.session.table
    assert window.stack.currentWidget() is table and table.is_interactive()
    rounds_seen = {1}
    banners = 0
    while driver.game.outcome() is None:
        view = driver.game.public_view()
        if view.hopeless and end_hopeless:
            qtbot.waitUntil(table.hopeless_button.isVisible, timeout=1000)
            qtbot.mouseClick(table.hopeless_button, Qt.MouseButton.LeftButton)
            break
        # the key holder's own row is never clickable
        assert all(not item.isClickable() for item in table.row_items(view.key_holder))
        owner, slot = driver.choose(prefer)
        opened_before = len(view.opened)
        driver.click_chamber(owner, slot)
        after = driver.game.public_view()
        assert len(after.opened) == opened_before + 1 and after.opened[-1].owner == owner
        if after.outcome is None and after.round != view.round:
            # banner, then the redeal loop, then the table again
            banners += 1
            assert driver.session.flow.phase == "round_over"
            assert table.banner.isVisible()
            assert str(view.round) in table.banner.label.text()
            driver.check_privacy(None)
            qtbot.mouseClick(table.banner.button, Qt.MouseButton.LeftButton)
            driver.settle()
            looked = driver.look_loop()
            holder = after.key_holder
            assert looked == [names[(holder + i) % n] for i in range(n)]
            rounds_seen.add(after.round)
            assert window.stack.currentWidget() is table
    driver.settle(5)
    end = driver.session.end_screen
    assert end is not None and window.stack.currentWidget() is end
    outcome = driver.game.outcome()
    assert outcome is not None
    return {"outcome": outcome, "rounds": rounds_seen, "banners": banners, "end": end}


def test_three_players_play_to_the_end_of_round_four(driver) -> None:  # noqa: ANN001
    """Avoiding gold and traps, the game runs through all four rounds (Wächter win)."""
    result = _play(driver, NAMES_3, prefer=("empty", "gold", "trap"), end_hopeless=False)
    assert result["rounds"] == {1, 2, 3, 4}
    assert result["banners"] == 3
    assert result["outcome"].reason in (Reason.OUT_OF_ROUNDS, Reason.ALL_TRAPS_OPENED, Reason.ALL_GOLD_FOUND)
    # the end screen shows every role, also the one left over (public now)
    from gui.checks.privacy import scan

    seen = scan(driver.window)
    assert any("Wächter" in t or "Waechter" in t for t in seen.texts)
    assert driver.checks > 20
    # "Play again": same players, a new deal, the curtain loop starts again
    qtbot = driver.qtbot
    qtbot.mouseClick(result["end"].again_button, Qt.MouseButton.LeftButton)
    driver.settle()
    assert list(driver.game.players) == NAMES_3
    assert driver.curtain.handoff is not None
    driver.look_loop()
    assert driver.session.flow.phase == "table"
    # "New game" via the menu goes back to the start screen (confirmed) with the names
    driver.window.menus.new_action.trigger()
    driver.settle()
    assert driver.window.start_screen is not None
    assert driver.window.start_screen.names() == NAMES_3
    assert driver.game is None


def test_three_players_gold_win(driver) -> None:  # noqa: ANN001
    result = _play(driver, NAMES_3, prefer=("gold", "empty", "trap"), end_hopeless=False)
    assert result["outcome"].reason is Reason.ALL_GOLD_FOUND
    qtbot = driver.qtbot
    qtbot.mouseClick(result["end"].new_button, Qt.MouseButton.LeftButton)
    driver.settle()
    assert driver.window.start_screen is not None and driver.window.stack.currentWidget() is driver.window.start_screen


def test_ten_players_play_until_hopeless_and_end_it(driver) -> None:  # noqa: ANN001
    result = _play(driver, NAMES_10, prefer=("empty", "trap", "gold"), end_hopeless=True)
    assert result["outcome"].reason in (Reason.HOPELESS, Reason.ALL_TRAPS_OPENED)
    assert len(result["rounds"]) >= 2 and result["banners"] >= 1


def test_table_ignores_clicks_while_the_curtain_is_up(driver) -> None:  # noqa: ANN001
    driver.enter_players(NAMES_3)
    driver.click_start()
    assert driver.curtain.handoff is not None
    from engine.tempelgold import Open

    holder = driver.game.public_view().key_holder
    other = (holder + 1) % 3
    assert driver.session.request_action(holder, Open(other, 0)) is False
    assert driver.game.public_view().opened == ()
    driver.look_loop()
    assert driver.session.request_action(holder, Open(other, 0)) is True


def test_peek_from_the_table(driver) -> None:  # noqa: ANN001
    qtbot = driver.qtbot
    driver.enter_players(NAMES_3)
    driver.click_start()
    driver.look_loop()
    table = driver.session.table
    qtbot.mouseClick(table.peek_button, Qt.MouseButton.LeftButton)
    chooser = driver.session.chooser
    assert chooser is not None and driver.window.stack.currentWidget() is chooser
    driver.check_privacy(None)
    qtbot.mouseClick(chooser.seat_buttons[2], Qt.MouseButton.LeftButton)
    driver.settle()
    assert driver.curtain.handoff.player_name == "Carla"
    panel = driver.reveal()
    assert panel.seat() == 2
    driver.hide()
    assert driver.window.stack.currentWidget() is table and table.is_interactive()
    # cancel from the hand-off screen goes back too
    qtbot.mouseClick(table.peek_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(driver.session.chooser.seat_buttons[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(driver.curtain.handoff.cancel_button, Qt.MouseButton.LeftButton)
    driver.settle()
    assert driver.window.stack.currentWidget() is table and not driver.curtain.is_up
