"""Helpers for Diamantenraub's widget tests: games in known states, a renderer, seeded pickers."""
from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engine import diamantenraub as dr

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn", "Greta", "Hannes", "Ines", "Jonas", "Kai"]


def make_game(n: int, seed: int = 1, **config: object) -> dr.DiamantenraubGame:
    return dr.new_game(dr.Config(players=NAMES[:n], **config), seed=seed)  # type: ignore[arg-type]


def step(game: dr.DiamantenraubGame, rng: random.Random, pick: Callable[[list], object] | None = None) -> None:
    """One random legal action of the lowest pending seat (a ``SetAside`` only sometimes)."""
    seat = min(game.pending_seats())
    actions = game.legal_actions(seat)
    takes = [a for a in actions if not isinstance(a, dr.SetAside)]
    game.apply(seat, (pick or rng.choice)(takes or actions))


def play_until(game: dr.DiamantenraubGame, stop: Callable[[dr.PublicView], bool], seed: int = 0) -> dr.DiamantenraubGame:
    rng = random.Random(seed)
    while game.outcome() is None and not stop(game.public_view()):
        step(game, rng)
    return game


def passed(game: dr.DiamantenraubGame, seed: int = 0) -> dr.DiamantenraubGame:
    """The treasure has gone round: the interrogation (or the end, if nothing is missing)."""
    return play_until(game, lambda v: v.phase not in (dr.Phase.HIDING, dr.Phase.PASSING), seed)


def finished(n: int, seed: int, **config: object) -> dr.DiamantenraubGame:
    return play_until(make_game(n, seed, **config), lambda v: False, seed)


def finished_with(reason: dr.Reason, n: int = 8, **config: object) -> dr.DiamantenraubGame:
    """The first seed whose random game ends for ``reason``."""
    for seed in range(500):
        game = finished(n, seed, **config)
        outcome = game.outcome()
        assert outcome is not None
        if outcome.reason is reason:
            return game
    raise AssertionError(f"no seed below 500 ends with {reason}")


@pytest.fixture(autouse=True)
def _english(qapp):  # noqa: ANN001, ANN202, ARG001
    """Widget tests read English texts; a window built by a test installs its own language
    application-wide, so put English back afterwards too (later test files expect it)."""
    from gui.text.i18n import Translations

    Translations.shared().set_language("en")
    yield
    Translations.shared().set_language("en")


@pytest.fixture(scope="session")
def renderer(qapp):  # noqa: ANN001, ANN201, ARG001 - the renderer needs a QApplication first
    from gui.cards import DeckRenderer

    return DeckRenderer.shared()


@pytest.fixture
def rng() -> random.Random:
    return random.Random(7)
