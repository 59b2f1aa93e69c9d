"""Computer seats in the history (issue 32): a computer player's seat keeps its strength, in the
database, an export and an import; it has no player statistics, and the games list marks it."""
from __future__ import annotations

import csv
import io
import json
import pathlib

import pytest

from gui.history import database, stats, store
from gui.history.exchange import import_json, to_csv, to_json
from gui.history.import_rules import ImportProblem, check_game
from gui.history.record import from_finished_game
from gui.games.registry import game_ui
from tests.history.helpers import finished_game


def _with_computers(seed: int) -> object:
    g = finished_game("tempelgold", 4, seed)
    return from_finished_game(
        ui=game_ui("tempelgold"), public_view=g.public_view(), game="tempelgold", options={},
        actions=len(g.to_save().actions), phones=frozenset({1}), started_at="2026-12-01T19:30:00+00:00",
        uid=f"c{seed}", evening=f"c{seed}", previous=None, ended_at="2026-12-01T20:00:00+00:00",
        computers={2: "easy", 3: "strong"},
    )


def test_a_computer_seat_keeps_its_strength_through_the_database_and_an_export(tmp_path: pathlib.Path) -> None:
    record = _with_computers(3)
    assert [s.computer for s in record.seats] == ["", "", "easy", "strong"]
    conn = database.open_checked(tmp_path / "h.sqlite3").conn
    assert store.insert(conn, record)
    back = store.game(conn, "c3")
    assert back is not None and [s.computer for s in back.seats] == ["", "", "easy", "strong"]
    assert [s.phone for s in back.seats] == [False, True, False, False]
    rows = list(csv.DictReader(io.StringIO(to_csv([back]))))
    assert [r["computer"] for r in rows] == ["", "", "easy", "strong"]
    exported = tmp_path / "export.json"
    exported.write_text(to_json([back]), encoding="utf-8")
    assert [s["computer"] for s in json.loads(exported.read_text())["games"][0]["seats"]] == ["", "", "easy", "strong"]
    other = database.open_checked(tmp_path / "other.sqlite3").conn
    import_json(other, exported)
    again = store.game(other, "c3")
    assert again is not None and again.seats == back.seats


def test_a_computer_has_no_player_statistics_and_the_list_marks_it(tmp_path: pathlib.Path) -> None:
    conn = database.open_checked(tmp_path / "h.sqlite3").conn
    record = _with_computers(4)
    store.insert(conn, record)
    people = [s.name for s in record.seats if not s.computer]
    computers = [s.name for s in record.seats if s.computer]
    assert sorted(p.name for p in stats.players(conn)) == sorted(people)
    row = store.page(conn)[0]
    assert row.computers == tuple(computers) and row.players == tuple(s.name for s in record.seats)


def test_an_import_refuses_a_computer_strength_that_is_not_a_word() -> None:
    data = json.loads(to_json([_with_computers(5)]))["games"][0]
    assert check_game(data, 1).seats[3].computer == "strong"
    data["seats"][2]["computer"] = "<b>strong</b>"
    with pytest.raises(ImportProblem) as refused:
        check_game(data, 1)
    assert refused.value.field == "seats.2.computer"
