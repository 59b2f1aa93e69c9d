"""Bad input to Diamantenraub: illegal actions, bad configs, bad save files.

Every illegal action raises the right ``IllegalActionError`` subclass with a message and
changes nothing (the public view and every seat's view are equal before and after).
"""
from __future__ import annotations

import json
from collections.abc import Callable

import pydantic
import pytest

from engine import diamantenraub as dr
from engine.cards import Card
from engine.diamantenraub import (
    Accuse,
    HideDiamonds,
    Peng,
    Reveal,
    SetAside,
    TakeDiamonds,
    TakeNothing,
    TakeRole,
)
from engine.diamantenraub.game import DiamantenraubGame
from engine.diamantenraub.tables import DIAMOND_CARDS
from engine.errors import GameOverError, IllegalActionError, InvalidActionError, NotYourTurnError, SaveFileError
from engine.saves import SaveFile, load_game

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn", "Greta", "Hans", "Ida", "Jan", "Kai"]
C = Card.parse
G1, G2, Q_S, A_S, J_S, KH = C("2S"), C("3S"), C("QS"), C("AS"), C("JS"), C("KH")


def new(n: int = 8, revolverheld: bool = True) -> DiamantenraubGame:
    """8 players: Anna Boss; roles G1, G2, Q♠ (if the variant), A♠, J♠; one excuse."""
    roles = [G1, G2, Q_S, A_S, J_S] if revolverheld else [G1, G2, C("4S"), A_S, J_S]
    config = dr.Config(players=NAMES[:n], revolverheld=revolverheld)
    return DiamantenraubGame._from_deal(config, DIAMOND_CARDS[:15], roles, [KH])


def hidden(game: DiamantenraubGame) -> DiamantenraubGame:
    game.apply(0, HideDiamonds(2))
    return game


def passed(game: DiamantenraubGame) -> DiamantenraubGame:
    """Ben 2, Carla A♠, Dan Q♠ (or a Getreuer), Emil 1, Eva G1, Finn G2, Greta J♠."""
    hidden(game)
    third = Q_S if game.config.revolverheld else C("4S")
    for seat, action in enumerate(
        [TakeDiamonds(2), TakeRole(A_S), TakeRole(third), TakeDiamonds(1), TakeRole(G1), TakeRole(G2), TakeRole(J_S)],
        start=1,
    ):
        game.apply(seat, action)
    return game


def accused(game: DiamantenraubGame, seat: int = 1) -> DiamantenraubGame:
    passed(game)
    game.apply(0, Accuse(seat))
    return game


def over(game: DiamantenraubGame) -> DiamantenraubGame:
    accused(game, 2)
    game.apply(2, Reveal())  # the Ermittler
    return game


def snapshot(game: DiamantenraubGame) -> tuple[object, ...]:
    return (game.public_view(), *(game.view(s) for s in range(game.player_count)), game.history)


Case = tuple[str, Callable[[], DiamantenraubGame], int, object, type[IllegalActionError], str]
CASES: list[Case] = [
    # hiding
    ("not the boss hides", lambda: new(), 1, HideDiamonds(1), NotYourTurnError, "Ben must wait"),
    ("take before hiding", lambda: new(), 1, TakeDiamonds(1), NotYourTurnError, "Ben"),
    ("boss takes instead of hiding", lambda: new(), 0, TakeDiamonds(1), InvalidActionError, "Anna must first hide"),
    ("hide six", lambda: new(), 0, HideDiamonds(6), InvalidActionError, "not 6"),
    ("hide negative", lambda: new(), 0, HideDiamonds(-1), InvalidActionError, "not -1"),
    ("accuse before", lambda: new(), 0, Accuse(1), InvalidActionError, "hide"),
    # passing
    ("wrong seat takes", lambda: hidden(new()), 2, TakeDiamonds(1), NotYourTurnError, "Carla is not holding the treasure; Ben is"),
    ("boss takes", lambda: hidden(new()), 0, TakeDiamonds(1), NotYourTurnError, "Anna is not holding"),
    ("too many diamonds", lambda: hidden(new()), 1, TakeDiamonds(14), InvalidActionError, "only 13"),
    ("zero diamonds", lambda: hidden(new()), 1, TakeDiamonds(0), InvalidActionError, "at least one"),
    ("role not there", lambda: hidden(new()), 1, TakeRole(C("AC")), InvalidActionError, "not in the treasure"),
    ("a diamond as a role", lambda: hidden(new()), 1, TakeRole(DIAMOND_CARDS[0]), InvalidActionError, "not in the treasure"),
    ("nothing when not allowed", lambda: hidden(new()), 1, TakeNothing(), InvalidActionError, "Ben may not take nothing"),
    ("holder accuses", lambda: hidden(new()), 1, Accuse(2), InvalidActionError, "must take"),
    ("set aside a diamond", lambda: hidden(new()), 1, SetAside(DIAMOND_CARDS[0]), InvalidActionError, "not a diamond"),
    ("set aside a card not there", lambda: hidden(new()), 1, SetAside(C("AC")), InvalidActionError, "not in the treasure"),
    ("set aside a hidden diamond", lambda: hidden(new()), 1, SetAside(DIAMOND_CARDS[14]), InvalidActionError, "not a diamond"),
    ("set aside by seat 2", lambda: _at_seat_two(), 2, SetAside(G1), InvalidActionError, "only the first player"),
    ("set aside twice", lambda: _set_aside_once(), 1, SetAside(G2), InvalidActionError, "already set"),
    ("set aside after taking", lambda: _at_seat_two(), 1, SetAside(G1), NotYourTurnError, "already taken"),
    ("both: diamonds then a role", lambda: _at_seat_two(), 1, TakeRole(G1), NotYourTurnError,
     "Ben has already taken from the treasure"),
    ("take twice", lambda: _at_seat_two(), 1, TakeDiamonds(1), NotYourTurnError, "nobody takes twice"),
    # interrogation
    ("accuse self", lambda: passed(new()), 0, Accuse(0), InvalidActionError, "Anna may not accuse himself"),
    ("accuse nobody", lambda: passed(new()), 0, Accuse(8), InvalidActionError, "no seat 8"),
    ("accuse eliminated", lambda: _after_thief_caught(), 0, Accuse(1), InvalidActionError, "out of the game"),
    ("accuse already shown", lambda: _after_innocent(), 0, Accuse(5), InvalidActionError, "already shown"),
    ("player accuses", lambda: passed(new()), 3, Accuse(1), NotYourTurnError, "Dan must wait"),
    ("boss reveals", lambda: passed(new()), 0, Reveal(), InvalidActionError, "only accuse"),
    ("peng without accusation", lambda: passed(new()), 3, Peng(), NotYourTurnError, "Dan must wait"),
    ("boss peng in interrogation", lambda: passed(new()), 0, Peng(), InvalidActionError, "never shouts"),
    # accusation
    ("peng by the boss", lambda: accused(new()), 0, Peng(), NotYourTurnError, "never shouts"),
    ("peng by the accused", lambda: accused(new()), 1, Peng(), InvalidActionError, "Ben is accused"),
    ("peng without the variant", lambda: accused(new(revolverheld=False)), 3, Peng(), NotYourTurnError, "Dan may not act now"),
    ("accused pengs without the variant", lambda: accused(new(revolverheld=False)), 1, Peng(), InvalidActionError,
     "without the Revolverheld"),
    ("peng twice (the shooter is out)", lambda: _after_shot(), 3, Peng(), NotYourTurnError, "out of the game"),
    ("false peng twice", lambda: _after_false_peng(), 4, Peng(), NotYourTurnError, "out of the game"),
    ("reveal by a non-accused", lambda: accused(new()), 3, Reveal(), InvalidActionError, "only Ben"),
    ("reveal by a non-accused, no variant", lambda: accused(new(revolverheld=False)), 3, Reveal(), NotYourTurnError,
     "Ben must show"),
    ("boss accuses again", lambda: accused(new()), 0, Accuse(4), NotYourTurnError, "must wait for the reveal"),
    ("accused takes", lambda: accused(new()), 1, TakeDiamonds(1), InvalidActionError, "must show"),
    ("eliminated acts", lambda: _after_thief_caught_accusing(), 1, Peng(), NotYourTurnError, "out of the game"),
    # over
    ("anything after game over", lambda: over(new()), 0, Accuse(1), GameOverError, "over"),
    ("reveal after game over", lambda: over(new()), 2, Reveal(), GameOverError, "over"),
    ("not a seat", lambda: passed(new()), 9, Accuse(1), NotYourTurnError, "no seat"),
    ("not an action", lambda: passed(new()), 0, "Accuse", InvalidActionError, "not an action"),
]


def _at_seat_two() -> DiamantenraubGame:
    game = hidden(new())
    game.apply(1, TakeDiamonds(1))
    return game


def _set_aside_once() -> DiamantenraubGame:
    game = hidden(new())
    game.apply(1, SetAside(G1))
    return game


def _after_thief_caught() -> DiamantenraubGame:
    game = accused(new(), 1)
    game.apply(1, Reveal())
    return game


def _after_thief_caught_accusing() -> DiamantenraubGame:
    game = _after_thief_caught()
    game.apply(0, Accuse(5))
    return game


def _after_innocent() -> DiamantenraubGame:
    game = accused(new(), 5)
    game.apply(5, Reveal())
    return game


def _after_shot() -> DiamantenraubGame:
    game = accused(new(), 1)
    game.apply(3, Peng())  # Dan holds Q♠: Ben and Dan are out
    game.apply(0, Accuse(6))
    return game


def _after_false_peng() -> DiamantenraubGame:
    game = accused(new(), 6)
    game.apply(4, Peng())  # Emil (1 diamond) is not the Revolverheld
    return game


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_illegal_action_is_refused_with_words_and_changes_nothing(case: Case) -> None:
    _, make, seat, action, error, words = case
    game = make()
    before = snapshot(game)
    with pytest.raises(error) as info:
        game.apply(seat, action)  # type: ignore[arg-type]
    assert words in str(info.value)
    assert type(info.value) is error
    assert snapshot(game) == before
    # and the refused action is not offered either
    if 0 <= seat < game.player_count and isinstance(action, tuple(dr.ACTION_TYPES.values())):
        assert action not in game.legal_actions(seat)


def test_the_real_revolverheld_and_a_false_peng_leave_the_right_seats() -> None:
    game = _after_false_peng()
    assert game.pending_seats() == {1, 2, 3, 5, 6, 7}
    assert game.public_view().may_peng == {1, 2, 3, 5, 7}


# -- configs -----------------------------------------------------------------------------

@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"players": NAMES[:4]}, "5 to 12 players, not 4"),
        ({"players": NAMES + ["Lea"]}, "5 to 12 players, not 13"),
        ({"players": ["Anna", "Ben", " ", "Dan", "Emil"]}, "player 3 has no name"),
        ({"players": ["Anna", "Ben", "Carla", "anna ", "Emil"]}, "two players are called"),
        ({"players": NAMES[:8], "excuses_delta": 2}, "not by 2"),
        ({"players": NAMES[:8], "excuses_delta": -2}, "not by -2"),
        ({"players": NAMES[:5], "excuses_delta": -1}, "'schwerer' is not available"),
        ({"players": NAMES[:7], "excuses_delta": -1}, "'schwerer' is not available"),
        ({"players": NAMES[:11], "excuses_delta": 1}, "'leichter' is not available"),
        ({"players": NAMES[:12], "excuses_delta": 1}, "'leichter' is not available"),
        ({"players": NAMES[:6], "unknown": True}, "unknown"),
    ],
)
def test_bad_configs_are_refused_in_words(kwargs: dict[str, object], words: str) -> None:
    with pytest.raises(pydantic.ValidationError) as info:
        dr.Config(**kwargs)  # type: ignore[arg-type]
    assert words in str(info.value)


@pytest.mark.parametrize("n, delta", [(5, 1), (7, 1), (8, -1), (8, 1), (10, 1), (11, -1), (12, -1)])
def test_available_excuse_deltas_are_accepted(n: int, delta: int) -> None:
    assert dr.Config(players=NAMES[:n], excuses_delta=delta).excuses_delta == delta


# -- save files -------------------------------------------------------------------------

def _saved() -> DiamantenraubGame:
    game = dr.new_game(dr.Config(players=NAMES[:8], revolverheld=True), seed=42)
    game.apply(0, HideDiamonds(1))
    game.apply(1, TakeDiamonds(2))
    game.apply(2, TakeDiamonds(1))
    return game


def test_a_save_round_trips() -> None:
    game = _saved()
    loaded = load_game(SaveFile.from_json(game.to_save().to_json()))
    assert loaded.public_view() == game.public_view()
    assert all(loaded.view(s) == game.view(s) for s in range(8))


def test_truncated_save_is_refused() -> None:
    text = _saved().to_save().to_json()
    with pytest.raises(SaveFileError, match="truncated"):
        SaveFile.from_json(text[: len(text) // 2])


def test_wrong_version_save_is_refused() -> None:
    data = json.loads(_saved().to_save().to_json())
    data["schema_version"] = 99
    with pytest.raises(SaveFileError, match="version 99"):
        SaveFile.from_json(json.dumps(data))


@pytest.mark.parametrize(
    "injected, words",
    [
        ({"seat": 4, "action": {"type": "TakeDiamonds", "count": 1}}, "move 4"),
        ({"seat": 3, "action": {"type": "TakeDiamonds", "count": 99}}, "only"),
        ({"seat": 3, "action": {"type": "TakeNothing"}}, "may not take nothing"),
        ({"seat": 3, "action": {"type": "Peng"}}, "move 4"),
        ({"seat": 3, "action": {"type": "TakeRole", "card": "KH"}}, "not in the treasure"),
        ({"seat": 3, "action": {"type": "TakeRole", "card": "XX"}}, "not a card code"),
        ({"seat": 3, "action": {"type": "Steal", "count": 1}}, "unknown action type"),
        ({"seat": 3, "action": {"type": "TakeDiamonds", "count": "2"}}, "whole number"),
    ],
)
def test_save_with_an_illegal_action_injected_is_refused(injected: dict[str, object], words: str) -> None:
    data = json.loads(_saved().to_save().to_json())
    data["actions"].append(injected)
    with pytest.raises(SaveFileError, match=words):
        load_game(SaveFile.from_json(json.dumps(data)))


def test_save_with_a_bad_config_is_refused() -> None:
    data = json.loads(_saved().to_save().to_json())
    data["config"]["excuses_delta"] = 5
    with pytest.raises(SaveFileError, match="settings are invalid"):
        load_game(SaveFile.from_json(json.dumps(data)))
