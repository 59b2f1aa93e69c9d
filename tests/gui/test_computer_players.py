"""One person against the strong computers, through the real window (issue 32): the person's
steps go through the curtain, the computers' never do; nothing of a computer's view is ever
on screen (the privacy oracle); a resumed game goes on with the same computers, and a
computer's turn that was pending is taken again with the same choice."""
from __future__ import annotations

import pytest

from gui.checks.selfplay import SelfPlay
from gui.checks.selfplay_computers import computer_screens
from gui.games.base import StartRequest
from gui.games.clicks import wait_until
from gui.games.device_router import COMPUTER_STRONG
from gui.persistence.autosave import LoadedAutosave, read_autosave


@pytest.mark.parametrize(("game", "players"), [("tempelgold", 4), ("diamantenraub", 5)])
def test_one_person_against_strong_computers_plays_to_the_end(make_window, game: str, players: int) -> None:  # noqa: ANN001
    window = make_window(computer_delay_ms=20)
    handed_to: list[str] = []
    curtain = window.session.curtain
    hand_off = curtain.hand_off
    curtain.hand_off = lambda name, *a, **k: (handed_to.append(name), hand_off(name, *a, **k))[1]
    play = SelfPlay(window, game, players, seed=4, shots=None)
    play.check_layout = False  # the selfplay runs (800x600) check the layout; this test checks privacy
    play.screens = computer_screens(players, players - 1)
    summary = play.run()
    assert "no leak" in summary and play.computer_turns > 0
    assert set(handed_to) == {"Anna"}  # the only person; no computer ever met the curtain
    assert window.session.game.outcome() is not None


def test_a_resumed_game_goes_on_with_its_computers_and_the_same_choice(make_window) -> None:  # noqa: ANN001
    window = make_window(computer_delay_ms=20)
    session = window.session
    # Tempelgold with Anna first: everybody looks, then the key holder (a computer) opens
    session.start_game(StartRequest(game="tempelgold", players=["Anna", "Ben", "Carla"], first=1,
                                    screens={1: COMPUTER_STRONG, 2: COMPUTER_STRONG}), seed=12)
    play = SelfPlay(window, "tempelgold", 3, seed=1, shots=None)
    play.check_layout = False
    while session.game.public_view().key_holder != 1 or session.table is None or not session.computer_turn:
        assert play.step() != "end"
    loaded = read_autosave()  # written before the computer's turn: the turn is pending in it
    assert isinstance(loaded, LoadedAutosave) and loaded.data.computers == {1: COMPUTER_STRONG, 2: COMPUTER_STRONG}
    saved = len(loaded.game.history)
    wait_until(lambda: not session.computer_turn, 3000)
    first_move = session.game.history[saved]
    session.resume(loaded)  # as after a kill: the same save, read again
    assert session.request.screens == {1: COMPUTER_STRONG, 2: COMPUTER_STRONG}
    for _ in range(50):
        if len(session.game.history) > saved:
            break
        play.step()
    assert session.game.history[saved] == first_move
