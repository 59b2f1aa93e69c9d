"""Diamantenraub's claims board appears when something can be on it (issue 31): while the
treasure goes round nobody can claim anything yet, and an empty "Claims" heading on the
table only raised the question what it was for. From the interrogation on the board stays,
and the Boss's actions above it keep their place when it appears."""
from __future__ import annotations

from gui.checks.selfplay import SelfPlay
from gui.games.base import StartRequest
from gui.games.device_router import COMPUTER_STRONG
from gui.games.steps import TableStep


def _table_shown(session) -> bool:  # noqa: ANN001
    return session.table is not None and session.host.current_screen() is session.table


def test_the_board_is_hidden_while_the_treasure_goes_round_and_shown_from_the_interrogation(make_window) -> None:  # noqa: ANN001
    """With computers (or phones) the table is in view while they take from the treasure."""
    window = make_window(computer_delay_ms=20)
    window.resize(800, 600)
    session = window.session
    session.start_game(StartRequest(game="diamantenraub", players=["Anna", "Ben", "Carla", "Dan", "Eva"], first=0,
                                    screens={2: COMPUTER_STRONG, 3: COMPUTER_STRONG}), seed=3)
    play = SelfPlay(window, "diamantenraub", 5, seed=3, shots=None)
    play.screens = {2: COMPUTER_STRONG, 3: COMPUTER_STRONG}
    passing_seen = 0
    box_before = None
    for _ in range(80):
        phase = session.game.public_view().phase.value
        if _table_shown(session):
            table = session.table
            board = table.claims_board()
            if phase in ("hiding", "passing"):
                passing_seen += 1
                assert not board.isVisible() and not board.title.isVisible(), phase
                box_before = table.action_box.geometry()
            elif phase == "interrogation" and isinstance(session.step, TableStep) and session.step.interactive:
                break
        play.step()
    else:
        raise AssertionError("the interrogation never came")
    assert passing_seen > 0  # the table was shown while the treasure went round
    board = session.table.claims_board()
    assert board.isVisible() and board.title.isVisible() and board.enter_button.isVisible()
    assert session.table.action_box.geometry().topLeft() == box_before.topLeft()
