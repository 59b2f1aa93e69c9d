"""The seam's shared pieces every game uses instead of its own copy: the history record of a
finished game (:mod:`gui.games.end_record`) and the "look again" step
(:func:`gui.games.steps.look_again_step`). Each is shown here with a made-up view, so a
change to it shows up here, not only in a game's tests."""
from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

import pytest

from engine.outcome import Outcome
from gui.games.base import EndRecord, PrivateStep, look_again_step
from gui.games.end_record import end_record_of, end_view_of, finished_outcome


class Ending(Enum):
    FOUND = "found"
    LOST = "lost"


@dataclass(frozen=True)
class View:
    players: tuple[str, ...]
    outcome: Outcome | None
    shown: tuple[int, ...] | None = None


FINISHED = View(("Ann", "Bo", "Cy"), Outcome(frozenset({0, 2}), Ending.FOUND, {"best": 3}), shown=(1, 2))
RUNNING = View(("Ann", "Bo", "Cy"), None)


def test_the_record_takes_winners_reason_and_view_from_the_finished_view() -> None:
    record = end_record_of(FINISHED, roles=["a", "b", "a"], sides=("x", "y", "x"), winning_side="x")
    assert record == EndRecord(roles=("a", "b", "a"), sides=("x", "y", "x"), winners=frozenset({0, 2}),
                               reason="FOUND", winning_side="x", end_view=record.end_view)
    assert record.end_view["players"] == ["Ann", "Bo", "Cy"]
    assert record.end_view["outcome"]["reason"] == "found"


def test_a_running_game_has_no_record() -> None:
    with pytest.raises(ValueError, match="not over"):
        finished_outcome(RUNNING)
    with pytest.raises(ValueError, match="not over"):
        end_record_of(RUNNING, roles=(), sides=(), winning_side="")
    assert finished_outcome(FINISHED) is FINISHED.outcome


def test_the_end_view_comes_back_from_the_record() -> None:
    data = end_record_of(FINISHED, roles=("",) * 3, sides=("",) * 3, winning_side="").end_view
    assert end_view_of(View, data, enums=(Ending,)) == FINISHED
    assert end_view_of(View, data, enums=(Ending,), complete=lambda view: view.shown is not None) == FINISHED


def test_an_end_view_that_is_no_finished_game_is_refused() -> None:
    running = end_record_of(FINISHED, roles=(), sides=(), winning_side="").end_view | {"outcome": None}
    with pytest.raises(ValueError, match="finished game"):
        end_view_of(View, running, enums=(Ending,))
    incomplete = end_record_of(replace(FINISHED, shown=None), roles=(), sides=(), winning_side="").end_view
    with pytest.raises(ValueError, match="finished game"):
        end_view_of(View, incomplete, enums=(Ending,), complete=lambda view: view.shown is not None)
    with pytest.raises(ValueError):
        end_view_of(View, {"players": "Ann"}, enums=(Ending,))  # not a view at all


def test_look_again_is_a_cancellable_peek_for_a_seat_at_the_table() -> None:
    assert look_again_step(2, 3) == PrivateStep(2, "peek", cancellable=True, peek=True, view_only=True)
    assert look_again_step(0, 3, view_only=False) == PrivateStep(0, "peek", cancellable=True, peek=True)
    for seat in (-1, 3, 99):
        assert look_again_step(seat, 3) is None


def test_look_again_follows_the_game_rule_for_who_may_look() -> None:
    asked: list[int] = []

    def may_look(seat: int) -> bool:
        asked.append(seat)
        return seat != 1

    assert look_again_step(0, 3, may_look) is not None
    assert look_again_step(1, 3, may_look) is None
    assert look_again_step(5, 3, may_look) is None  # out of range: the rule is not even asked
    assert asked == [0, 1]
