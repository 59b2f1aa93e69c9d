"""Diamantenraub's claims board appears when something can be on it (issue 31): while the
treasure goes round nobody can claim anything yet, and an empty "Claims" heading on the
table only raised the question what it was for. From the interrogation on the board stays,
and the Boss's actions above it keep their place when it appears."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer

from gui.checks.selfplay import SelfPlay
from gui.games.base import StartRequest
from gui.games.device_router import COMPUTER_STRONG
from gui.games.steps import TableStep
from tests.deadline import within


def _table_shown(session) -> bool:  # noqa: ANN001
    return session.table is not None and session.host.current_screen() is session.table


def test_the_board_is_hidden_while_the_treasure_goes_round_and_shown_from_the_interrogation(make_window) -> None:  # noqa: ANN001
    """With computers (or phones) the table is in view while they take from the treasure.

    The table is looked at on a 5 ms timer the whole game long, not only between the driver's
    steps: a computer's take (300 ms of thinking here) happens between two steps, and on a
    busy machine a short one could pass unseen (a run under load saw no passing at all)."""
    window = make_window(computer_delay_ms=300)
    window.resize(800, 600)
    session = window.session
    session.start_game(StartRequest(game="diamantenraub", players=["Anna", "Ben", "Carla", "Dan", "Eva"], first=0,
                                    screens={2: COMPUTER_STRONG, 3: COMPUTER_STRONG}), seed=3)
    play = SelfPlay(window, "diamantenraub", 5, seed=3, shots=None)
    play.screens = {2: COMPUTER_STRONG, 3: COMPUTER_STRONG}
    seen: dict[str, Any] = {"passing": 0, "shown_while_passing": [], "box": None}

    def look() -> None:
        if session.game is None or not _table_shown(session):
            return
        if session.game.public_view().phase.value in ("hiding", "passing"):
            board = session.table.claims_board()
            seen["passing"] += 1
            if board.isVisible() or board.title.isVisible():
                seen["shown_while_passing"].append(session.game.public_view().phase.value)
            seen["box"] = session.table.action_box.geometry()

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(look)
    timer.start()
    try:
        for _turn in within(120, "the interrogation"):
            look()
            phase = session.game.public_view().phase.value
            if (_table_shown(session) and phase == "interrogation" and isinstance(session.step, TableStep)
                    and session.step.interactive):
                break
            play.step()
    finally:
        timer.stop()
    assert seen["passing"] > 0  # the table was shown while the treasure went round
    assert not seen["shown_while_passing"], seen["shown_while_passing"]
    board = session.table.claims_board()
    assert board.isVisible() and board.title.isVisible() and board.enter_button.isVisible()
    assert session.table.action_box.geometry().topLeft() == seen["box"].topLeft()
