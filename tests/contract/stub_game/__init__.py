"""A third game that lives only in the tests: "Höher oder Tiefer" (higher or lower).

2–6 players. Each player secretly sees one card (a number 1–13, named by a secret word)
and guesses whether the table's hidden card is higher or lower. When everybody has
guessed, the first seat turns the table card over at the table; who guessed right wins.

It exists to play through everything the two real games share (the contract suite,
``tests/contract``), and it is registered only here: :func:`registered` adds it to the
engine registry (``engine.registry.register``) for the length of a test. Nothing of it is
in the product. Unlike the two real games, its GUI does **not** ignore a peek by itself:
its peek panel offers a guess, and its flow counts every finished private step, so a
Session that stops ignoring peeks is caught.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from engine import registry
from engine.game_info import GameInfo

GAME_ID = "hoeher"

GAME_INFO = GameInfo(
    id=GAME_ID,
    title="Höher oder Tiefer",
    min_players=2,
    max_players=6,
    variants=(),
    module="tests.contract.stub_game.engine",
    ui_module="tests.contract.stub_game.ui",
    lab_module="tests.contract.stub_game.lab",
    first_seat="starting_seat",
    blurb={"de": "Jeder sieht eine Karte und rät: höher oder tiefer?", "en": "Everyone sees a card and guesses: higher or lower?"},
    credits={"de": "Höher oder Tiefer ist ein Testspiel.", "en": "Higher or Lower is a test game."},
    sides={"right": {"de": "Richtig geraten", "en": "Guessed right"}},
    secret_enums=(("tests.contract.stub_game.engine", ("Beast",)),),
    secret_words=frozenset({"geheimkarte"}),
)


@contextmanager
def registered() -> Iterator[GameInfo]:
    """The stub game in the engine registry while the block runs."""
    registry.register(GAME_INFO)
    try:
        yield GAME_INFO
    finally:
        registry.unregister(GAME_ID)
