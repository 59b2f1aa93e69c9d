"""Shared helpers for Tempelgold's widget tests: games in known states, a renderer."""
from __future__ import annotations

import random

import pytest

from engine import tempelgold as tg

NAMES = ["Anna", "Ben", "Carla", "Dan", "Elif", "Friedrich", "Greta", "Hannes", "Ines", "Jonas"]


def make_game(n: int, seed: int = 1, **config) -> tg.TempelgoldGame:
    return tg.new_game(tg.Config(players=NAMES[:n], **config), seed=seed)


def play(game: tg.TempelgoldGame, openings: int, seed: int = 0) -> tg.TempelgoldGame:
    """Open ``openings`` random chambers (stops early if the game ends)."""
    rng = random.Random(seed)
    for _ in range(openings):
        if game.outcome() is not None:
            break
        holder = game.public_view().key_holder
        game.apply(holder, rng.choice([a for a in game.legal_actions(holder) if isinstance(a, tg.Open)]))
    return game


def play_until(game: tg.TempelgoldGame, stop, seed: int = 0) -> tg.TempelgoldGame:
    rng = random.Random(seed)
    while game.outcome() is None and not stop(game.public_view()):
        holder = game.public_view().key_holder
        game.apply(holder, rng.choice([a for a in game.legal_actions(holder) if isinstance(a, tg.Open)]))
    return game


def finished_game(n: int, seed: int = 1) -> tg.TempelgoldGame:
    return play_until(make_game(n, seed), lambda v: False, seed)


@pytest.fixture(scope="session")
def renderer(qapp):  # noqa: ARG001 - the renderer needs a QApplication first
    from gui.cards import DeckRenderer

    return DeckRenderer.shared()


@pytest.fixture
def english_after(qapp):  # noqa: ARG001
    """Window tests install the app's German catalogue globally: put English back afterwards,
    so that the widget tests after them see the English source texts they assert."""
    yield
    from PySide6.QtCore import QLocale

    from gui.text.i18n import Translations

    Translations.shared().set_language("en")
    QLocale.setDefault(QLocale(QLocale.Language.English))


@pytest.fixture
def fast_table(qtbot, renderer, monkeypatch):  # noqa: ANN001, ANN201
    """A shown 1280×720 table screen whose opening animation takes a few milliseconds."""
    from gui.tempelgold.screen import TempelgoldTableScreen

    monkeypatch.setattr(TempelgoldTableScreen, "FLIP_MS", 10)
    monkeypatch.setattr(TempelgoldTableScreen, "MOVE_MS", 10)
    widget = TempelgoldTableScreen(renderer, "en")
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    widget.show()
    qtbot.waitExposed(widget)
    return widget
