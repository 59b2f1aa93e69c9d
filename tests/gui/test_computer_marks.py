"""A computer player's seat is marked on the table, and nobody at the table acts for it
(issue 32): its plate carries the computer badge, Tempelgold's hint names it as a computer
holding the key, and Diamantenraub's "Bang!" has no button for a computer (it shouts by
itself)."""
from __future__ import annotations

import random

from PySide6.QtWidgets import QGraphicsView

from engine.registry import game_info
from gui.diamantenraub.actions_box import ActionBox
from gui.games.base import StartRequest
from gui.games.device_router import COMPUTER_EASY
from gui.table_kit.items import PlateItem

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva"]


def _marked(window) -> dict[str, bool]:  # noqa: ANN001
    view = window.session.table.findChild(QGraphicsView)
    plates = [item for item in view.scene().items() if isinstance(item, PlateItem)]
    return {p.text(): p.is_computer() for p in plates if p.text() in NAMES}


def test_the_computers_plates_are_marked_and_only_theirs(make_window) -> None:  # noqa: ANN001
    window = make_window(computer_delay_ms=10_000)
    for game, count in (("tempelgold", 4), ("diamantenraub", 5)):
        window.session.start_game(StartRequest(game=game, players=NAMES[:count], screens={2: COMPUTER_EASY}), seed=5)
        marked = _marked(window)
        assert marked == {name: name == "Carla" for name in NAMES[:count]}, (game, marked)


def test_tempelgold_says_a_computer_holds_the_key_and_not_to_click(make_window) -> None:  # noqa: ANN001
    window = make_window(computer_delay_ms=10_000)
    window.set_language("en")
    session = window.session
    for computer in (0, 1):
        session.start_game(StartRequest(game="tempelgold", players=NAMES[:3], first=0,
                                        screens={computer: COMPUTER_EASY}), seed=5)
        hint = session.table.hint.text()
        holder = session.game.public_view().key_holder
        assert holder == 0
        if computer == holder:
            assert hint.endswith("(computer) holds the key") and "click" not in hint, hint  # no promise to choose now
        else:
            assert "(computer)" not in hint and "click" in hint, hint


def test_nobody_shouts_bang_for_a_computer(qtbot) -> None:  # noqa: ANN001
    info = game_info("diamantenraub")
    rng = random.Random(3)
    for seed in range(200):  # a random legal game with the Gunslinger variant, up to an accusation
        game = info.load().new_game(info.make_config(["Anna", "Ben", "Carla", "Dan", "Eva", "Finn"],
                                                     {"revolverheld": True}), seed)
        while game.outcome() is None and len(game.public_view().may_peng) < 2:
            seat = min(game.pending_seats())
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        view = game.public_view()
        if len(view.may_peng) >= 2:
            break
    else:
        raise AssertionError("no accusation with two seats that may shout")
    computer, person = sorted(view.may_peng)[:2]
    box = ActionBox()
    qtbot.addWidget(box)
    box.computers = frozenset({computer})
    box.set_view(view)
    assert person in box.peng_buttons and computer not in box.peng_buttons
    box.computers = frozenset()
    box.set_view(view)
    assert {person, computer} <= set(box.peng_buttons)


def test_a_computer_boss_is_not_told_to_ask_and_click(qtbot) -> None:  # noqa: ANN001
    """The side box speaks to a person Boss ("Ask questions. Then click ..."); with a computer
    Boss it says that the computer asks on the board, and shows no accuse button."""
    info = game_info("diamantenraub")
    game = info.load().new_game(info.make_config(NAMES, {}), 4)
    rng = random.Random(4)
    while game.outcome() is None and game.public_view().phase.name != "INTERROGATION":
        seat = min(game.pending_seats())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    view = game.public_view()
    box = ActionBox()
    qtbot.addWidget(box)
    box.set_view(view)
    assert box.text.text().startswith("Ask questions") and not box.accuse_button.isHidden()
    box.computers = frozenset({view.boss})
    box.set_view(view)
    assert "computer asks" in box.text.text() and box.accuse_button.isHidden()
