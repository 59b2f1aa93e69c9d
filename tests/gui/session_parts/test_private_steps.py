"""The Session's private-step runner (gui/games/private_steps.py) on its own, with the stub game:
a step goes out to the curtain or a route, the panel is built only after the reveal, a
commit is applied all or none, a cover keeps the draft, a refusal changes nothing."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from gui.games.steps import PrivateStep
from tests.contract.stub_game.engine import Guess
from tests.contract.stub_game.ui import GuessPanel

from .conftest import FakeHost, dealt
from .parts import Parts
from .test_device_router import PhoneOfBen


def _reveal(parts: Parts, qtbot: Any) -> GuessPanel:
    assert parts.curtain.handoff is not None
    parts.curtain.reveal_now()
    qtbot.waitUntil(lambda: parts.curtain.private is not None, timeout=5000)
    frame = parts.curtain.private
    assert frame is not None and isinstance(frame.content, GuessPanel)
    return frame.content


def test_the_panel_is_built_only_after_the_reveal(stub: str, host: FakeHost, qtbot: Any, fast_timings: None) -> None:
    parts = Parts(host, dealt(stub))
    step = PrivateStep(seat=1, kind="guess")
    parts.runner.run(step)
    assert parts.runner.current is step and parts.curtain.is_up
    assert not host.window_widget().findChildren(GuessPanel), "a panel before the reveal"
    panel = _reveal(parts, qtbot)
    assert panel.seat() == 1


def test_a_commit_is_applied_and_the_flow_goes_on(stub: str, host: FakeHost, qtbot: Any, fast_timings: None) -> None:
    state = dealt(stub)
    parts = Parts(host, state)
    parts.runner.run(PrivateStep(seat=0, kind="guess"))
    panel = _reveal(parts, qtbot)
    qtbot.mouseClick(panel.higher_button, Qt.MouseButton.LeftButton)
    frame = parts.curtain.private
    assert frame is not None and frame.finishes()
    qtbot.mouseClick(frame.hide_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: parts.shown.calls == 1, timeout=5000)
    assert state.game is not None and state.game.history == ((0, Guess(1)),)
    assert state.flow is not None and state.flow.finished == 1  # type: ignore[attr-defined]
    assert parts.autosaved.calls == 1 and parts.runner.current is None


def test_a_cover_keeps_the_draft_for_the_same_player_only(stub: str, host: FakeHost, qtbot: Any, fast_timings: None,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GuessPanel, "draft", lambda self: self._choice, raising=False)
    monkeypatch.setattr(GuessPanel, "restore_draft", lambda self, draft: setattr(self, "_choice", draft), raising=False)
    state = dealt(stub)
    parts = Parts(host, state)
    step = PrivateStep(seat=2, kind="guess")
    parts.runner.run(step)
    panel = _reveal(parts, qtbot)
    qtbot.mouseClick(panel.lower_button, Qt.MouseButton.LeftButton)
    frame = parts.curtain.private
    assert frame is not None
    frame.cover()
    qtbot.waitUntil(lambda: parts.curtain.private is None, timeout=5000)
    assert parts.runner.draft == (2, "guess", 0, 0) and state.game is not None and state.game.history == ()
    parts.runner.run(step)  # the same player's hand-off again
    again = _reveal(parts, qtbot)
    assert again.is_ready() and again.chosen_actions() == [Guess(0)]
    assert parts.runner.draft is not None
    parts.runner.finish(step, [Guess(0)])
    assert parts.runner.draft is None, "the draft outlived the turn"


def test_a_refused_choice_changes_nothing(stub: str, host: FakeHost) -> None:
    state = dealt(stub)
    parts = Parts(host, state)
    flow = state.flow
    parts.runner.finish(PrivateStep(seat=1, kind="guess"), [Guess(1), Guess(0)])  # a second guess is refused
    assert state.game is not None and state.game.history == () and state.flow is flow
    assert "not possible" in host.notices[None] and "Ben" in host.notices[None]
    assert "not allowed" not in host.notices[None] and parts.autosaved.calls == 0  # the engine's words stay inside and parts.shown.calls == 1


def test_a_routed_seat_goes_to_its_route_with_its_own_view(stub: str, host: FakeHost) -> None:
    state = dealt(stub)
    parts = Parts(host, state)
    phone = PhoneOfBen()
    parts.router.attach(phone, parts.runner.update_status)
    parts.runner.run(PrivateStep(seat=1, kind="guess"))
    (started, (run, seat, view)) = phone.told[:2]
    assert started == ("started", 1) and (run, seat) == ("run", 1) and view.seat == 1
    assert not parts.curtain.is_up, "the laptop put up a curtain for a phone seat"
    # the phone's "chosen" is no action of the game: refused as from the curtain, nothing changed
    assert state.game is not None and state.game.history == () and "not possible" in host.notices[None]


def test_a_peek_is_logged_on_the_reveal_and_applies_nothing(stub: str, host: FakeHost, qtbot: Any,
                                                            fast_timings: None) -> None:
    state = dealt(stub)
    parts = Parts(host, state)
    step = parts.runner.peek_step(0)
    assert step is not None and step.peek
    parts.runner.run(step)
    _reveal(parts, qtbot)
    assert parts.log.app_entries() and parts.autosaved.calls == 1
    frame = parts.curtain.private
    assert frame is not None
    qtbot.mouseClick(frame.hide_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: parts.shown.calls == 1, timeout=5000)
    assert state.game is not None and state.game.history == ()
    assert state.flow is not None and state.flow.finished == 0  # type: ignore[attr-defined]


def test_a_single_step_runs_alone(stub: str, host: FakeHost) -> None:
    parts = Parts(host, dealt(stub))
    step = PrivateStep(seat=0, kind="guess")
    assert parts.runner.parallel_run(step) == [step]
    assert parts.runner.still_to_act() == ([], [])
