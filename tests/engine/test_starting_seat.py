"""Who starts, checked once for every game (:mod:`engine.validation`): a configured starting
seat must be at the table, and a seat chosen outside the engine (an end screen's "next
Boss") counts only if it names a seat."""
from __future__ import annotations

import pydantic
import pytest

from engine.validation import check_starting_seat, is_seat


@pytest.mark.parametrize("seat", [None, 0, 1, 4])
def test_a_seat_at_the_table_or_none_may_start(seat: int | None) -> None:
    check_starting_seat(seat, 5)


@pytest.mark.parametrize("seat", [-1, 5, 12])
def test_a_seat_not_at_the_table_is_refused_in_words(seat: int) -> None:
    with pytest.raises(ValueError, match=f"between 0 and 4, not {seat}"):
        check_starting_seat(seat, 5)


@pytest.mark.parametrize(("value", "ok"), [(0, True), (2, True), (3, False), (-1, False), (True, False),
                                           (1.0, False), ("1", False), (None, False)])
def test_only_a_whole_number_in_range_is_a_seat(value: object, ok: bool) -> None:
    assert is_seat(value, 3) is ok


def test_every_starting_seat_game_uses_the_shared_check() -> None:
    """Tempelgold and the stub game (the worked example) refuse the same seat in the same words."""
    from engine.tempelgold import Config as TempelgoldConfig
    from tests.contract.stub_game.engine import Config as StubConfig

    for config in (TempelgoldConfig, StubConfig):
        with pytest.raises(pydantic.ValidationError, match="starting seat must be between 0 and 2, not 3"):
            config(players=["Anna", "Ben", "Cem"], starting_seat=3)
        assert config(players=["Anna", "Ben", "Cem"], starting_seat=2).starting_seat == 2
