"""The shared state of the Session's parts (gui/games/game_state.py), with the stub game."""
from __future__ import annotations

import pytest

from gui.games.game_state import GameState
from gui.games.steps import TableStep

from .conftest import dealt


def test_an_empty_state_runs_no_game() -> None:
    state = GameState()
    assert not state.running
    with pytest.raises(AssertionError, match="no game"):
        state.public_view()


def test_a_dealt_game_runs_until_it_is_over(stub: str) -> None:
    state = dealt(stub)
    assert state.running and state.public_view().players == ("Anna", "Ben", "Cem")
    game = state.game
    assert game is not None
    while game.outcome() is None:
        seat = min(game.pending_seats())
        game.apply(seat, game.legal_actions(seat)[0])
    assert not state.running


def test_clearing_keeps_what_play_again_needs(stub: str) -> None:
    state = dealt(stub)
    state.step = TableStep("table")
    state.pins = {1: object()}  # type: ignore[dict-item]  # only kept, never read here
    request = state.request
    state.clear()
    assert state.game is None and state.step is None and not state.running
    assert state.request is request and 1 in state.pins
