"""A third game that lives only in the tests: "Höher oder Tiefer" (higher or lower).

2–6 players. Each player secretly sees one card (a number 1–13, named by a secret word)
and guesses whether the table's hidden card is higher or lower. When everybody has
guessed, the first seat turns the table card over at the table; who guessed right wins.

It exists to play through everything the two real games share (the contract suite,
``tests/contract``), and it is a plug-in as an outside contributor would ship it: the
distribution ``hoeher-oder-tiefer`` (``tests/contract/stub_dist``: its metadata, whose entry
point in the group ``kartentisch.games`` names :data:`GAME_INFO`), with its own rules and
Qt catalogue (``texts/``) and no lab package. :func:`installed` puts that distribution on
``sys.path`` for the length of a test and lets the app discover it
(``engine.registry.discover``); nothing registers it by hand, and nothing of it is in the
product. Unlike the two real games, its GUI does **not** ignore a peek by itself:
its peek panel offers a guess, and its flow counts every finished private step, so a
Session that stops ignoring peeks is caught.
"""
from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from engine import registry
from engine.game_info import GameInfo

DISTRIBUTION = Path(__file__).resolve().parent.parent / "stub_dist"
"""The folder that holds the plug-in's installed metadata (``*.dist-info``), as site-packages would."""

GAME_ID = "hoeher"

GAME_INFO = GameInfo(
    id=GAME_ID,
    title="Höher oder Tiefer",
    min_players=2,
    max_players=6,
    variants=(),
    module="tests.contract.stub_game.engine",
    ui_module="tests.contract.stub_game.ui",
    texts_package="tests.contract.stub_game.texts",
    first_seat="starting_seat",
    blurb={"de": "Jeder sieht eine Karte und rät: höher oder tiefer?", "en": "Everyone sees a card and guesses: higher or lower?"},
    credits={"de": "Höher oder Tiefer ist ein Testspiel.", "en": "Higher or Lower is a test game."},
    sides={"right": {"de": "Richtig geraten", "en": "Guessed right"}},
    secret_enums=(("tests.contract.stub_game.engine", ("Beast",)),),
    secret_words=frozenset({"geheimkarte"}),
)


@contextmanager
def installed() -> Iterator[GameInfo]:
    """The plug-in installed while the block runs: its distribution on ``sys.path``, the
    games discovered again; afterwards gone again, and the games discovered once more."""
    sys.path.insert(0, str(DISTRIBUTION))
    importlib.invalidate_caches()
    try:
        registry.discover()
        if GAME_ID not in registry.GAMES:
            raise AssertionError(f"the plug-in was not discovered: {registry.PROBLEMS}")
        yield registry.GAMES[GAME_ID]
    finally:
        sys.path.remove(str(DISTRIBUTION))
        importlib.invalidate_caches()
        registry.discover()
