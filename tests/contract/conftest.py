"""The contract suite's fixtures: every registered game, the tests' stub game among them, and
a main window built the way the app builds it (``tests/gui/conftest.py``'s)."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.contract.stub_game import GAME_ID as STUB_ID, installed
from tests.gui.conftest import fast_timings, make_window  # noqa: F401 - fixtures used here too


def _listed_games() -> list[str]:
    from engine.registry import GAMES
    from gui.games.registry import has_ui

    return [g for g in GAMES if has_ui(g)]


@pytest.fixture(params=[*_listed_games(), STUB_ID])
def game_id(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each game the product lists, and the stub game (installed as a plug-in for this test only)."""
    if request.param == STUB_ID:
        with installed():
            yield STUB_ID
    else:
        yield request.param
