"""Policy-mix specs: parsing, parameters, labels, and clear errors."""
from __future__ import annotations

import pytest

from lab.games import lab_game
from lab.policy import PolicySpecError
from lab.tempelgold.params import BELIEF, RANDOM

TEMPELGOLD = lab_game("tempelgold")
DIAMANTENRAUB = lab_game("diamantenraub")


def test_one_family_for_every_side() -> None:
    mix = TEMPELGOLD.mix("belief")
    assert mix["abenteurer"].params == BELIEF == mix["waechter"].params
    assert TEMPELGOLD.mix_label("belief") == "belief"


def test_sides_and_parameters() -> None:
    mix = TEMPELGOLD.mix("abenteurer=belief:watch=0.5,bluff=2; waechter=random")
    assert mix["abenteurer"].params.watch == 0.5 and mix["abenteurer"].params.bluff == 2
    assert isinstance(mix["abenteurer"].params.bluff, int)
    assert mix["waechter"].params == RANDOM
    assert TEMPELGOLD.mix_label("waechter=random;abenteurer=belief:bluff=2,watch=0.5") == \
        "abenteurer=belief:bluff=2,watch=0.5;waechter=random"
    assert DIAMANTENRAUB.mix("boss=naive")["players"].family == "belief"


@pytest.mark.parametrize("text, words", [
    ("", "empty"),
    ("clever", "unknown policy"),
    ("belief:nonsense=1", "no parameter 'nonsense'"),
    ("belief:bluff=lots", "must be a number"),
    ("belief:bluff", "name=value"),
    ("belief:bluff=1.5", "whole number"),  # an integer parameter never truncates a fraction (issue 22)
    ("belief:bluff=0.999", "whole number"),
    ("belief:watch=nan", "finite"),
    ("belief:watch=inf", "finite"),
    ("thieves=random", "unknown side"),
    ("abenteurer=random;abenteurer=naive", "given twice"),
    ("random;naive", "only one policy"),
])
def test_bad_specs_say_what_is_wrong(text: str, words: str) -> None:
    with pytest.raises(PolicySpecError, match=words):
        TEMPELGOLD.mix(text)


def test_an_integer_parameter_takes_a_whole_number_written_as_a_float() -> None:
    params = TEMPELGOLD.mix("belief:bluff=2.0")["abenteurer"].params
    assert params.bluff == 2 and isinstance(params.bluff, int)


def test_the_lab_simulates_the_engine_registry_games_with_their_variants() -> None:
    """The lab keeps no list of games: it reads the engine's registry (issue 22)."""
    from engine.registry import GAMES as ENGINE_GAMES
    from lab.games import GAMES

    assert list(GAMES) == [g for g in ENGINE_GAMES if g in GAMES] and set(GAMES) == {"tempelgold", "diamantenraub"}
    for game in GAMES.values():
        info = ENGINE_GAMES[game.id]
        assert game.title == info.title and game.players == tuple(info.player_counts)
        for n in game.players:
            for variant in game.variants(n):
                assert all(info.variant(field).allowed(n, value) for field, value in variant)
    assert [dict(v) for v in TEMPELGOLD.variants(8)] == [{}, {"one_trap": True}]
    assert [dict(v) for v in TEMPELGOLD.variants(9)] == [{}]
