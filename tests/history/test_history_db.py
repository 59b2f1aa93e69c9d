"""The history database: schema, migrations from every earlier version, rows in and out."""
from __future__ import annotations

import dataclasses
import pathlib
import sqlite3

import pytest

from gui.games.registry import game_ui
from gui.history import database, store
from gui.history.record import from_finished_game
from tests.history.helpers import finished_game, record_of

V1_GAME = (
    "INSERT INTO games(uid, game, options, players, started_at, ended_at, day, reason, winning_side, actions,"
    " evening, previous) VALUES ('old1', 'tempelgold', '{\"one_trap\":false}', 3, '2026-01-01T19:00:00+00:00',"
    " '2026-01-01T20:00:00+00:00', '2026-01-01', 'ALL_GOLD_FOUND', 'abenteurer', 12, 'old1', NULL)"
)


def _old_database(path: pathlib.Path, version: int) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(database.SCHEMAS[version])
    conn.execute(V1_GAME)
    gid = conn.execute("SELECT id FROM games").fetchone()[0]
    conn.executemany("INSERT INTO seats(game_id, seat, name, role, side, won, phone) VALUES (?,?,?,?,?,?,?)",
                     [(gid, s, n, r, r, int(r == "abenteurer"), 0)
                      for s, (n, r) in enumerate([("Anna", "abenteurer"), ("Ben", "waechter"), ("Carla", "abenteurer")])])
    conn.execute(f"PRAGMA user_version={version}")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("version", range(1, database.SCHEMA_VERSION + 1))
def test_a_database_of_every_earlier_version_opens_with_its_games(tmp_path: pathlib.Path, version: int) -> None:
    path = tmp_path / "h.sqlite3"
    _old_database(path, version)
    opened = database.open_checked(path)
    assert opened.problem is None
    conn = opened.conn
    assert conn.execute("PRAGMA user_version").fetchone()[0] == database.SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    old = store.game(conn, "old1")
    assert old is not None and [s.name for s in old.seats] == ["Anna", "Ben", "Carla"]
    assert old.winners() == ["Anna", "Carla"] and old.end_view is None
    assert [s.computer for s in old.seats] == ["", "", ""]  # before computer seats: people
    # and a new game goes in beside it, with the columns and indexes of the newest version
    assert store.insert(conn, record_of("tempelgold", 4, 1))
    assert store.count(conn) == 2
    indexes = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    assert {"games_by_end", "seats_by_name"} <= indexes
    conn.close()


def test_an_empty_file_becomes_a_database_and_a_newer_one_is_set_aside(tmp_path: pathlib.Path) -> None:
    empty = tmp_path / "empty.sqlite3"
    empty.write_bytes(b"")
    assert database.open_checked(empty).problem is None
    newer = tmp_path / "newer.sqlite3"
    conn = sqlite3.connect(newer)
    conn.execute(f"PRAGMA user_version={database.SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    opened = database.open_checked(newer)
    assert opened.problem is not None and opened.problem.reason == "newer"
    assert opened.moved_to is not None and opened.moved_to.exists()


@pytest.mark.parametrize("game, players", [("tempelgold", 5), ("diamantenraub", 7)])
def test_the_final_view_comes_back_from_the_record(game: str, players: int) -> None:
    ui = game_ui(game)
    for seed in range(8):
        g = finished_game(game, players, seed)
        view = g.public_view()
        end = ui.end_record(view)
        back = ui.end_view_from_data(end.end_view)
        assert dataclasses.replace(view, log=(), outcome=None) == dataclasses.replace(back, outcome=None)
        assert (back.outcome.winners, back.outcome.reason) == (view.outcome.winners, view.outcome.reason)
        assert end.winners == view.outcome.winners and len(end.roles) == players


def test_a_running_game_is_never_recorded() -> None:
    from engine.registry import game_info

    info = game_info("tempelgold")
    g = info.load().new_game(info.make_config(["A", "B", "C"], {}), 1)
    with pytest.raises(ValueError, match="finished"):
        from_finished_game(ui=game_ui("tempelgold"), public_view=g.public_view(), game="tempelgold", options={},
                           actions=0, phones=frozenset(), started_at="x", uid="u", evening="u", previous=None)


def test_rows_in_and_out_delete_and_forget(tmp_path: pathlib.Path) -> None:
    conn = database.open_checked(tmp_path / "h.sqlite3").conn
    a = record_of("tempelgold", 4, 1, phones=frozenset({1}))
    b = record_of("diamantenraub", 6, 2, previous=a.uid, evening=a.uid, ended_at="2026-12-01T21:00:00+00:00")
    assert store.insert(conn, a) and store.insert(conn, b)
    assert not store.insert(conn, a)  # the same game again: nothing new
    assert store.count(conn) == 2
    back = store.game(conn, a.uid)
    assert back == a and back.end_view == a.end_view and back.seats[1].phone
    first = store.page(conn)[0]
    assert first.uid == b.uid and first.winners == tuple(b.winners())  # newest first
    assert [r.uid for r in store.page(conn, store.Filter(game="tempelgold"))] == [a.uid]
    assert [r.uid for r in store.page(conn, store.Filter(player="Greta"))] == []
    assert store.forget_player(conn, "Ben") == 2
    assert "Ben" not in store.players(conn)
    assert "Ben" not in str(store.game(conn, b.uid).end_view)
    view = game_ui("diamantenraub").end_view_from_data(store.game(conn, b.uid).end_view)
    assert store.FORGOTTEN in view.players  # the end screen still builds, with the name gone
    assert store.delete_game(conn, a.uid)
    assert conn.execute("SELECT count(*) FROM seats").fetchone()[0] == 6  # the seats went with their game
    assert store.delete_all(conn) == 1 and store.count(conn) == 0
