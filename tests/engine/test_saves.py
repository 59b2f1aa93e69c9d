"""Save files: round trip, and every kind of bad file refused in words with nothing half-loaded."""
from __future__ import annotations

import json
import random

import pytest

from engine import tempelgold as tg
from engine.actions import Action
from engine.cards import Card
from engine.errors import InvalidActionError, SaveFileError
from engine.saves import SCHEMA_VERSION, SaveFile, load_game

NAMES = ["Anna", "Ben", "Carla", "Dan", "Emil"]


def played(steps: int = 7, seed: int = 11) -> tg.TempelgoldGame:
    game = tg.new_game(tg.Config(players=NAMES), seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        key = game.public_view().key_holder
        game.apply(key, rng.choice(game.legal_actions(key)))
    return game


def test_a_save_file_holds_version_game_config_seed_and_actions() -> None:
    data = json.loads(played().to_save().to_json())
    assert data["schema_version"] == SCHEMA_VERSION and data["game"] == "tempelgold"
    assert data["config"]["players"] == NAMES and isinstance(data["seed"], int)
    assert len(data["actions"]) == 7
    assert data["actions"][0]["action"]["type"] == "Open"


def test_round_trip_rebuilds_the_same_game() -> None:
    game = played()
    loaded = load_game(SaveFile.from_json(game.to_save().to_json()))
    assert loaded.public_view() == game.public_view()
    assert [loaded.view(s) for s in range(5)] == [game.view(s) for s in range(5)]


def test_actions_round_trip_through_json() -> None:
    for action in (tg.Open(owner=3, slot=1), tg.EndHopeless()):
        assert tg.action_from_json(json.loads(json.dumps(action.to_json()))) == action


def tampered(change) -> str:  # type: ignore[no-untyped-def]
    data = json.loads(played().to_save().to_json())
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (played().to_save().to_json()[:-40], "not valid JSON"),
        ("", "not valid JSON"),
        ("[1, 2]", "damaged"),
        (tampered(lambda d: d.update(schema_version=99)), "format version 99"),
        (tampered(lambda d: d.pop("schema_version")), "format version None"),
        (tampered(lambda d: d.update(game="schach")), "damaged: game"),
        (tampered(lambda d: d.update(seed="x")), "damaged: seed"),
        (tampered(lambda d: d.update(extra=1)), "damaged: extra"),
        (tampered(lambda d: d.pop("config")), "damaged: config"),
    ],
)
def test_unreadable_files_are_refused_in_words(text: str, message: str) -> None:
    with pytest.raises(SaveFileError, match=message):
        load_game(SaveFile.from_json(text))


def _first_action(d: dict) -> dict:  # type: ignore[type-arg]
    return d["actions"][0]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["config"].update(players=["Anna"]), "settings are invalid.*3 to 10 players"),
        (lambda d: d["config"].update(one_trap="vielleicht"), "settings are invalid"),
        (lambda d: _first_action(d).update(seat=(_first_action(d)["seat"] + 1) % 5), "move 1 .*does not hold the key"),
        (lambda d: _first_action(d)["action"].update(owner=_first_action(d)["seat"]), "move 1 .*own chamber"),
        (lambda d: _first_action(d)["action"].update(slot=9), "move 1 .*no chamber 9"),
        (lambda d: _first_action(d)["action"].update(type="Steal"), "move 1 .*unknown action type 'Steal'"),
        (lambda d: _first_action(d)["action"].update(slot="2"), "move 1 .*whole number"),
        (lambda d: _first_action(d)["action"].pop("slot"), "move 1 .*needs the fields"),
        (lambda d: d["actions"].insert(3, {"seat": 0, "action": {"type": "EndHopeless"}}), "move 4 "),
        (lambda d: d["actions"].extend([d["actions"][0]] * 30), "move 8 "),
    ],
)
def test_tampered_files_are_refused_in_words(change, message: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SaveFileError, match=message):
        load_game(SaveFile.from_json(tampered(change)))


def test_a_game_over_save_cannot_be_extended() -> None:
    game = played(steps=0)
    rng = random.Random(1)
    while game.outcome() is None:
        key = game.public_view().key_holder
        game.apply(key, rng.choice([a for a in game.legal_actions(key) if isinstance(a, tg.Open)]))
    data = json.loads(game.to_save().to_json())
    data["actions"].append({"seat": 0, "action": {"type": "Open", "owner": 1, "slot": 0}})
    with pytest.raises(SaveFileError, match="game is over"):
        load_game(SaveFile.from_json(json.dumps(data)))


def test_action_decoding_is_strict() -> None:
    types = tg.ACTION_TYPES
    with pytest.raises(ValueError, match="must be an object"):
        Action.from_json(["Open", 1, 2], types)
    with pytest.raises(ValueError, match="whole number"):
        Action.from_json({"type": "Open", "owner": True, "slot": 0}, types)
    with pytest.raises(ValueError, match="needs the fields"):
        Action.from_json({"type": "EndHopeless", "why": "x"}, types)
    assert Card.parse("QS") == Card("Q", "S")


@pytest.mark.parametrize("make", [lambda: tg.Open(True, 0), lambda: tg.Open(1, 2.5), lambda: tg.Open("1", 0)])
def test_actions_with_fields_of_the_wrong_kind_cannot_be_built(make) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidActionError, match="must be a whole number"):
        make()
