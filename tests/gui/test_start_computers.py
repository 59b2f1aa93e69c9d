"""The start screen's computer players (issue 32): a seat's row chooses a computer, easy or
strong, by keyboard; one seat at least stays a person; a table too small for its game is
offered a computer; the choice is remembered by name and kept for a rematch."""
from __future__ import annotations

from PySide6.QtCore import Qt

from gui.games.base import StartRequest
from gui.games.device_router import COMPUTER_EASY, COMPUTER_STRONG, CURTAIN, PHONE
from gui.games.seats import rematch

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva"]


def _screen(qtbot, names=NAMES, **kwargs):  # noqa: ANN001, ANN202
    from gui.screens.start import StartScreen

    screen = StartScreen("en", list(names), **kwargs)
    qtbot.addWidget(screen)
    return screen


def test_a_seat_becomes_a_computer_by_keyboard_and_is_marked(qtbot) -> None:  # noqa: ANN001
    screen = _screen(qtbot, game="tempelgold")
    ben = screen.players.rows[1]
    for _ in range(2):
        qtbot.keyClick(ben.screen_choice, Qt.Key.Key_Down)
    assert ben.screen_choice.currentData() == COMPUTER_EASY and "Computer (easy)" in ben.screen_choice.currentText()
    qtbot.keyClick(ben.screen_choice, Qt.Key.Key_Down)
    assert screen.request().screens == {1: COMPUTER_STRONG}
    assert ben.screen_choice.currentText() == "Computer (strong)"  # the row's visible mark
    assert not ben.pin.isEnabled()  # nobody looks behind the curtain for a computer
    screen.set_pin(1, "1234")
    assert screen.request().pins == {}
    assert screen.start_button.isEnabled()


def test_one_seat_at_least_is_a_person(qtbot) -> None:  # noqa: ANN001
    screen = _screen(qtbot, names=NAMES[:3], game="tempelgold")
    for row in range(3):
        screen.set_screen(row, COMPUTER_STRONG if row else COMPUTER_EASY)
    assert not screen.start_button.isEnabled() and "person" in screen.problem.text()
    screen.set_screen(2, PHONE)
    assert screen.start_button.isEnabled() and screen.request().screens == {0: COMPUTER_EASY, 1: COMPUTER_STRONG,
                                                                          2: PHONE}


def test_four_people_are_offered_a_computer_for_diamantenraub(qtbot) -> None:  # noqa: ANN001
    screen = _screen(qtbot, names=NAMES[:4], game="diamantenraub")
    offer = screen.players.add_computer_button
    assert not screen.start_button.isEnabled() and "computer player can take a seat" in screen.problem.text()
    assert offer.isVisibleTo(screen) and offer.focusPolicy() & Qt.FocusPolicy.TabFocus
    qtbot.mouseClick(offer, Qt.MouseButton.LeftButton)
    assert screen.names() == [*NAMES[:4], "Computer 1"]
    assert screen.request().screens == {4: COMPUTER_STRONG} and screen.start_button.isEnabled()
    assert not offer.isVisibleTo(screen)  # five seats: nothing more to offer


def test_the_computer_choice_is_remembered_by_name_and_kept_for_a_rematch(qtbot) -> None:  # noqa: ANN001
    screen = _screen(qtbot, screens={"Carla": COMPUTER_STRONG, "Dan": COMPUTER_EASY})
    assert screen.screens() == {2: COMPUTER_STRONG, 3: COMPUTER_EASY}
    again = rematch(StartRequest(game="diamantenraub", players=NAMES, screens=screen.screens()), 2)
    assert again.players[0] == "Carla" and again.screens == {0: COMPUTER_STRONG, 1: COMPUTER_EASY}
    screen.set_screen(2, CURTAIN)
    assert screen.screens() == {3: COMPUTER_EASY}


def test_a_game_without_bots_offers_no_computer(qtbot) -> None:  # noqa: ANN001
    """The plug-in stub game has no lab: its rows' computer kinds are greyed, and a row that
    still holds one (chosen for another game) is refused in words."""
    from tests.contract.stub_game import GAME_ID, installed

    with installed():
        screen = _screen(qtbot, names=NAMES[:3], game=GAME_ID, screens={"Ben": COMPUTER_EASY})
        assert screen.game.id == GAME_ID and not screen.players.computers_offered
        combo = screen.players.rows[0].screen_choice
        model = combo.model()
        assert not model.item(combo.findData(COMPUTER_STRONG)).isEnabled()
        assert model.item(combo.findData(PHONE)).isEnabled()
        assert not screen.start_button.isEnabled() and "has no computer players" in screen.problem.text()
        screen.choose_game("tempelgold")
        assert screen.start_button.isEnabled() and model.item(combo.findData(COMPUTER_STRONG)).isEnabled()
