"""engine.serialize carries exactly a view's fields, JSON-safe, for both games."""
from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Mapping
from enum import Enum

import pytest

from engine import diamantenraub, tempelgold
from engine.actions import Action
from engine.cards import Card
from engine.log import LogEntry
from engine.serialize import serialize_view, to_data
from engine.tempelgold.views import OpenedChamber


def assert_carries(obj: object, data: object, path: str = "view") -> None:
    """``data`` is ``obj`` field for field: same keys as the dataclass fields, nothing more."""
    if obj is None or isinstance(obj, bool):
        assert data is obj, path
    elif isinstance(obj, Enum):
        assert data == obj.value, path
    elif isinstance(obj, Card):
        assert data == str(obj), path
    elif isinstance(obj, Action):
        assert isinstance(data, dict) and data["type"] == type(obj).__name__, path
        assert type(obj).from_json(data, {type(obj).__name__: type(obj)}) == obj, path
    elif isinstance(obj, LogEntry):
        assert set(data) == {"key", "args", "visible_to", "text"}, path
        assert data["key"] == obj.key and data["args"] == dict(obj.args), path
        assert data["text"] == {"de": obj.text("de"), "en": obj.text("en")}, path
        assert data["visible_to"] == (None if obj.visible_to is None else sorted(obj.visible_to)), path
    elif dataclasses.is_dataclass(obj):
        names = {f.name for f in dataclasses.fields(obj)}
        assert isinstance(data, dict) and set(data) == names, f"{path}: {set(data) ^ names}"
        for name in names:
            assert_carries(getattr(obj, name), data[name], f"{path}.{name}")
    elif isinstance(obj, OpenedChamber):
        assert set(data) == set(obj._fields), path
        for name in obj._fields:
            assert_carries(getattr(obj, name), data[name], f"{path}.{name}")
    elif isinstance(obj, (tuple, list)):
        assert isinstance(data, list) and len(data) == len(obj), path
        for i, (o, d) in enumerate(zip(obj, data)):
            assert_carries(o, d, f"{path}[{i}]")
    elif isinstance(obj, frozenset):
        assert isinstance(data, list) and len(data) == len(obj), path
        assert {str(x) for x in data} == {str(to_data(x)) for x in obj}, path
    elif isinstance(obj, Mapping):
        assert isinstance(data, dict) and len(data) == len(obj), path
    else:
        assert isinstance(obj, (int, str, float)) and data == obj, path


def _check_all_views(game: object) -> None:
    views = [game.public_view(), *(game.view(s) for s in range(game.player_count))]
    for view in views:
        data = serialize_view(view)
        assert_carries(view, data)
        assert json.loads(json.dumps(data)) == data  # JSON-safe, no tuples or sets left


def _play(game: object, seed: int) -> int:
    rng = random.Random(seed)
    checked = 0
    _check_all_views(game)
    while game.outcome() is None:
        seat = rng.choice(sorted(game.pending_seats()))
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        if rng.random() < 0.3 or game.outcome() is not None:
            _check_all_views(game)
            checked += 1
    return checked


@pytest.mark.parametrize("players", [3, 6, 10])
def test_tempelgold_views_carry_exactly_their_fields(players: int) -> None:
    names = [f"P{i}" for i in range(players)]
    game = tempelgold.new_game(tempelgold.Config(players=names), seed=players)
    assert _play(game, players) > 0
    data = serialize_view(game.public_view())
    assert data["outcome"] is not None and data["revealed"] is not None


@pytest.mark.parametrize(("players", "revolverheld"), [(5, False), (8, True), (12, True)])
def test_diamantenraub_views_carry_exactly_their_fields(players: int, revolverheld: bool) -> None:
    names = [f"P{i}" for i in range(players)]
    game = diamantenraub.new_game(diamantenraub.Config(players=names, revolverheld=revolverheld), seed=players)
    assert _play(game, players) > 0
    assert serialize_view(game.public_view())["final"] is not None


def test_a_seat_view_carries_its_secret_and_the_public_view_does_not() -> None:
    game = tempelgold.new_game(tempelgold.Config(players=["Anna", "Ben", "Carla"]), seed=1)
    seat = serialize_view(game.view(0))
    public = serialize_view(game.public_view())
    assert seat["role"] in {"abenteurer", "waechter"} and seat["role_card"]
    assert "role" not in public and "chambers" not in public
    assert public["revealed"] is None


def test_unknown_values_are_refused_not_stringified() -> None:
    with pytest.raises(TypeError):
        to_data(object())
    with pytest.raises(TypeError):
        serialize_view({"a": 1})


def test_log_entries_carry_their_sentence_in_both_languages() -> None:
    game = tempelgold.new_game(tempelgold.Config(players=["Anna", "Ben", "Carla"]), seed=2)
    data = serialize_view(game.view(0))
    assert data["log"] and all(set(e["text"]) == {"de", "en"} and e["text"]["de"] for e in data["log"])
