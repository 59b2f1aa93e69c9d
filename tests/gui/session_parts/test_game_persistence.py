"""The Session's persistence hook (gui/games/game_persistence.py): autosave, resume, set aside."""
from __future__ import annotations

import errno
from typing import Any

import pytest

import gui.games.game_persistence as game_persistence
from gui.games.game_persistence import GamePersistence, resumed_request
from gui.games.log_model import LogModel
from gui.persistence import storage
from gui.persistence.autosave import LoadedAutosave, read_autosave
from gui.persistence.boot_files import abandoned_path

from .conftest import FakeHost, dealt


def _played(state: Any, moves: int) -> None:
    game = state.game
    for _ in range(moves):
        seat = min(game.pending_seats())
        game.apply(seat, game.legal_actions(seat)[-1])


def test_the_autosave_reads_back_as_the_same_game(stub: str, host: FakeHost) -> None:
    state = dealt(stub)
    _played(state, 2)
    hook = GamePersistence(state, LogModel("en"), host)
    hook.autosave()
    loaded = read_autosave()
    assert isinstance(loaded, LoadedAutosave)
    assert loaded.game.history == state.game.history and loaded.flow == state.flow
    assert "autosave" not in host.notices


def test_a_failing_save_is_one_notice_and_the_game_is_untouched(stub: str, host: FakeHost,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    state = dealt(stub)
    hook = GamePersistence(state, LogModel("en"), host)

    def full(_data: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(game_persistence, "write_autosave", full)
    before = state.game.history
    hook.autosave()
    assert "could not be saved" in host.notices["autosave"] and state.game.history == before
    monkeypatch.undo()
    hook.autosave()  # saving works again: the notice goes
    assert "autosave" not in host.notices


def test_nothing_is_saved_without_a_game(host: FakeHost) -> None:
    from gui.games.game_state import GameState

    GamePersistence(GameState(), LogModel("en"), host).autosave()
    assert read_autosave() is None


def test_a_resumed_game_asks_for_what_started_it(stub: str) -> None:
    state = dealt(stub, players=4)
    assert state.game is not None
    request = resumed_request(stub, state.game)
    assert request.game == stub and request.players == ["Anna", "Ben", "Cem", "Dora"]
    assert request.options == {} and request.first is None


def test_an_abandoned_running_game_is_set_aside_and_a_finished_one_is_gone(stub: str, host: FakeHost) -> None:
    state = dealt(stub)
    hook = GamePersistence(state, LogModel("en"), host)
    hook.autosave()
    hook.abandoned(running=True)
    assert abandoned_path().is_file() and not storage.autosave_path().exists()
    hook.autosave()
    hook.abandoned(running=False)
    assert not storage.autosave_path().exists()


def _finished(stub: str, seed: int) -> Any:
    state = dealt(stub, seed=seed)
    game = state.game
    while game.outcome() is None:
        seat = min(game.pending_seats())
        game.apply(seat, game.legal_actions(seat)[0])
    return state


def test_the_evening_tally_counts_each_finished_game_once_and_a_new_evening_starts_afresh(
        stub: str, host: FakeHost, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 31, "an evening tally": "Play again" goes on counting, the same end screen shown
    again counts nothing, a game from the start screen begins a new evening."""
    monkeypatch.setattr(host.settings, "record_history", False)  # counted also without the history
    first = _finished(stub, 1)
    hook = GamePersistence(first, LogModel("en"), host)
    hook.started(rematch=False)
    hook.record(frozenset())
    hook.record(frozenset())  # its end screen again: not a second game
    winners = {first.game.players[s] for s in first.game.outcome().winners}
    assert hook.evening.games == 1
    assert {row.name for row in hook.evening.standings() if row.wins} == winners
    second = _finished(stub, 2)
    first.game, first.flow = second.game, second.flow  # "Play again": the same state, a new game
    hook.started(rematch=True)
    hook.record(frozenset())
    assert hook.evening.games == 2 and all(row.games == 2 for row in hook.evening.standings())
    wins = [row.wins for row in hook.evening.standings()]
    assert wins == sorted(wins, reverse=True) and sum(wins) == len(winners) + len(second.game.outcome().winners)
    hook.started(rematch=False)  # a game from the start screen: a new evening
    assert hook.evening.games == 0 and hook.evening.standings() == []
