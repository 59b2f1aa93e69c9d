"""The Session's turn loop (gui/games/turn_loop.py) on its own, with the stub game: the flow's
next step goes to the right screen, a table click is applied once and only when the table
takes clicks, the end screen comes with the history's moment."""
from __future__ import annotations

from typing import Any

from gui.games.steps import TableStep
from tests.contract.stub_game.engine import Guess, Reveal
from tests.contract.stub_game.ui import HoeherEnd, HoeherTable

from .conftest import FakeHost, dealt
from .parts import Parts


def _everybody_guessed(parts: Parts) -> None:
    state = parts.state
    assert state.game is not None and state.ui is not None and state.flow is not None
    for seat in range(len(state.game.players)):
        state.game.apply(seat, Guess(1))
        step = state.ui.next_step(state.flow, state.public_view())
        state.flow = state.ui.after_private(state.flow, step, state.public_view())


def _loop(host: FakeHost, stub: str) -> tuple[Parts, Any]:
    parts = Parts(host, dealt(stub), loop=True)
    assert parts.loop is not None
    parts.loop.build_table()
    return parts, parts.loop


def test_a_private_step_goes_to_the_curtain_and_the_table_waits(stub: str, host: FakeHost) -> None:
    parts, loop = _loop(host, stub)
    loop.show_step()
    assert parts.runner.current is not None and parts.runner.current.seat == 0 and parts.curtain.is_up
    assert isinstance(loop.table, HoeherTable) and not loop.table_accepts()
    assert not loop.request_action(0, Reveal()), "a click went through the curtain"
    assert parts.state.game is not None and parts.state.game.history == ()


def test_a_table_click_is_applied_once_and_the_end_follows(stub: str, host: FakeHost, qtbot: Any) -> None:
    parts, loop = _loop(host, stub)
    _everybody_guessed(parts)
    loop.show_step()
    assert isinstance(parts.state.step, TableStep) and loop.table_accepts() and loop.peek_open()
    assert loop.table.reveal_button.isEnabled()
    assert loop.request_action(0, Reveal())
    qtbot.waitUntil(lambda: isinstance(loop.end_screen, HoeherEnd), timeout=5000)
    assert parts.state.game is not None and parts.state.game.outcome() is not None
    assert loop.table is None and host.current_screen() is loop.end_screen
    assert parts.over.calls == 1 and parts.autosaved.calls == 1
    assert not loop.request_action(0, Reveal()), "a second click on a table that is gone"


def test_an_illegal_table_action_changes_nothing(stub: str, host: FakeHost) -> None:
    parts, loop = _loop(host, stub)
    _everybody_guessed(parts)
    loop.show_step()
    before = parts.state.game.history if parts.state.game is not None else ()
    assert not loop.request_action(1, Reveal())  # only the first seat turns the card over
    assert parts.state.game is not None and parts.state.game.history == before
    assert parts.autosaved.calls == 0 and not loop.busy


def test_a_question_answered_no_applies_nothing(stub: str, host: FakeHost, monkeypatch: Any) -> None:
    parts, loop = _loop(host, stub)
    _everybody_guessed(parts)
    loop.show_step()
    assert parts.state.ui is not None
    monkeypatch.setattr(type(parts.state.ui), "confirm", lambda self, seat, action, view: ("Sure?", "Really?"))
    host.answer = False
    assert not loop.request_action(0, Reveal())
    assert host.questions == [("Sure?", "Really?")] and parts.state.game is not None and parts.state.game.outcome() is None


def test_the_end_screen_asks_for_play_again_and_a_new_game(stub: str, host: FakeHost, qtbot: Any) -> None:
    parts, loop = _loop(host, stub)
    _everybody_guessed(parts)
    loop.show_step()
    loop.request_action(0, Reveal())
    qtbot.waitUntil(lambda: loop.end_screen is not None, timeout=5000)
    loop.end_screen.again_button.click()
    loop.end_screen.new_button.click()
    assert parts.again.args == [(None,)] and host.new_game_asked == 1


def test_closing_drops_the_screens(stub: str, host: FakeHost) -> None:
    parts, loop = _loop(host, stub)
    table = loop.table
    loop.close()
    assert loop.table is None and loop.end_screen is None and host.stack.indexOf(table) == -1
