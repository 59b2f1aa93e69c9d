"""One person against the strong computers, through the real window (issue 32): the person's
steps go through the curtain, the computers' never do; nothing of a computer's view is ever
on screen (the privacy oracle); a resumed game goes on with the same computers, and a
computer's turn that was pending is taken again with the same choice."""
from __future__ import annotations

import sqlite3

import pytest

from gui.checks.selfplay import SelfPlay
from gui.checks.selfplay_computers import computer_screens
from gui.games.base import StartRequest
from gui.games.clicks import click, wait_until
from gui.games.device_router import COMPUTER_STRONG
from gui.games.steps import TableStep
from gui.history.location import history_path
from gui.history.session_hook import recorder
from gui.persistence.autosave import LoadedAutosave, read_autosave


@pytest.mark.long("a whole game through the real window")
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
    assert set(window.session.pins) <= {0}  # the computers' rows had PINs typed in: dropped
    assert window.session.game.outcome() is not None
    recorder().flush()  # the history keeps who was a computer, and how strong
    conn = sqlite3.connect(history_path())
    try:
        kept = [row[0] for row in conn.execute("SELECT computer FROM seats ORDER BY seat")]
    finally:
        conn.close()
    assert kept == [""] + ["strong"] * (players - 1)


def test_a_resumed_game_goes_on_with_its_computers_and_the_same_choice(make_window) -> None:  # noqa: ANN001
    window = make_window(computer_delay_ms=20)
    session = window.session
    # Tempelgold with Ben first: everybody looks, Anna's claim goes on the board (the key
    # holder, a computer, waits for it), then Ben opens
    session.start_game(StartRequest(game="tempelgold", players=["Anna", "Ben", "Carla"], first=1,
                                    screens={1: COMPUTER_STRONG, 2: COMPUTER_STRONG}), seed=12)
    play = SelfPlay(window, "tempelgold", 3, seed=1, shots=None)
    play.check_layout = False
    while not wait_until(lambda: isinstance(session.step, TableStep) and not session.computer_turn, 2000):
        assert play.step() != "end"
    # the table is held: Ben waits for Anna's entry on the board; she said nothing
    assert session.game.public_view().key_holder == 1 and session.computers.waiting_seat() == 1
    board = session.table.claims_board()
    click(board.enter_button)
    board.set_value("seat", 0)
    click(board.answered_button)
    assert {claim.seat for claim in session.claims.claims()} == {0, 1, 2} and session.computer_turn
    loaded = read_autosave()  # written before the computer's turn: the turn is pending in it
    assert isinstance(loaded, LoadedAutosave) and loaded.data.computers == {1: COMPUTER_STRONG, 2: COMPUTER_STRONG}
    saved = len(loaded.game.history)
    wait_until(lambda: not session.computer_turn, 3000)
    first_move = session.game.history[saved]
    session.resume(loaded)  # as after a kill: the same save, read again
    assert session.request.screens == {1: COMPUTER_STRONG, 2: COMPUTER_STRONG}
    texts = [session.log.index(row).data() for row in range(session.log.rowCount())]
    # the table's log says who the computer plays, once, after the resume too
    assert [t for t in texts if t.endswith(": Ben, Carla.")] == ["Der Computer spielt für: Ben, Carla."]
    for _ in range(50):
        if len(session.game.history) > saved:
            break
        play.step()
    assert session.game.history[saved] == first_move


def _computer_boss_turn(make_window, seed: int) -> tuple[list[str], list[int], object]:  # noqa: ANN001
    """Diamantenraub with a computer Boss: the screens shown and the delays the Session
    scheduled from the deal until the first person's hand-off."""
    window = make_window(computer_delay_ms=300)
    session = window.session
    shown: list[str] = []
    delays: list[int] = []
    show = window.show_screen
    window.show_screen = lambda widget: (shown.append(type(widget).__name__), show(widget))[1]
    schedule = session.computers._schedule
    session.computers._schedule = lambda ms, then: (delays.append(ms), schedule(ms, then))[1]
    session.start_game(StartRequest(game="diamantenraub", players=["Anna", "Ben", "Carla", "Dan", "Eva"],
                                    screens={0: COMPUTER_STRONG}), seed=seed)
    boss_holds = session.game.view(0).built
    assert wait_until(lambda: session.curtain.handoff is not None, 5000)
    assert session.curtain.handoff.player_name == "Ben" and len(session.game.history) == 1
    return shown, delays, boss_holds


def test_a_computers_turn_shows_the_same_screens_for_the_same_time_whatever_it_holds(make_window) -> None:  # noqa: ANN001
    """Two deals in which the computer Boss holds different treasures (and hides differently):
    the same screens in the same order, and the same delay scheduled by the Session."""
    first = _computer_boss_turn(make_window, 3)
    second = _computer_boss_turn(make_window, 8)
    assert first[2] != second[2]  # different hidden states
    assert first[:2] == second[:2]
    assert first[1] == [300] and "DiamantenraubTable" in "".join(first[0])


def test_nobody_can_look_at_a_computers_cards_again(make_window) -> None:  # noqa: ANN001
    window = make_window(computer_delay_ms=10)
    session = window.session
    session.start_game(StartRequest(game="diamantenraub", players=["Anna", "Ben", "Carla", "Dan", "Eva"],
                                    screens={0: COMPUTER_STRONG}), seed=3)
    assert wait_until(lambda: session.curtain.handoff is not None, 5000)  # the computer Boss has hidden
    assert session.ui.peek_step(session.game.public_view(), 0) is not None  # a person Boss could look again
    assert session.peek_step(0) is None and not session.private_steps.peek_steps()[0]


@pytest.mark.long("a whole game through the real window")
def test_a_computer_boss_hides_and_accuses_through_the_real_table(make_window) -> None:  # noqa: ANN001
    """Four people and a strong computer Boss: the Boss's steps never meet the curtain, and
    its accusations are applied on the table after its delay."""
    from engine.diamantenraub import Accuse

    window = make_window(computer_delay_ms=20)
    play = SelfPlay(window, "diamantenraub", 5, seed=6, shots=None)
    play.check_layout = False
    play.screens = {0: COMPUTER_STRONG}
    assert "no leak" in play.run()
    game = window.session.game
    assert any(seat == 0 and isinstance(action, Accuse) for seat, action in game.history)


def test_a_computers_step_after_a_quick_person_keeps_the_equal_dwell(make_window, monkeypatch) -> None:  # noqa: ANN001
    """Anna (the Boss) hides quickly and Ben, a computer, takes next: the laptop shows the
    neutral curtain until Anna's equal dwell is over, not the table (which would tell how
    soon she was done)."""
    from engine.diamantenraub import Phase
    from gui.curtain import timings

    monkeypatch.setattr(timings, "MIN_DWELL_MS", 4000)
    window = make_window(computer_delay_ms=10_000)
    session = window.session
    play = SelfPlay(window, "diamantenraub", 5, seed=2, shots=None)
    play.check_layout = False
    play.screens = {1: COMPUTER_STRONG}
    play._fill_start_screen()
    while session.game.public_view().phase is Phase.HIDING:
        play.step()
    assert session.computer_turn and session.private_step is not None and session.private_step.seat == 1
    assert session.curtain.neutral is not None and window.stack.currentWidget() is session.curtain.neutral


@pytest.mark.long("a whole game through the real window")
def test_a_rematch_with_computers_keeps_them_and_its_autosave_reads_back(make_window) -> None:  # noqa: ANN001
    """"Play again": the computers keep their seats (rotated with the players), and the
    rematch's autosave, whose log opens with the evening's wins, can be resumed."""
    window = make_window(computer_delay_ms=10)
    play = SelfPlay(window, "tempelgold", 3, seed=4, shots=None)
    play.check_layout = False
    play.screens = {2: COMPUTER_STRONG}
    play.run()
    session = window.session
    session.play_again()
    computer = session.request.players.index("Carla")
    assert session.request.screens == {computer: COMPUTER_STRONG} and session.computers.seats == {computer: "strong"}
    loaded = read_autosave()
    assert isinstance(loaded, LoadedAutosave), loaded
    assert loaded.data.computers == {computer: COMPUTER_STRONG}
