"""Issue 30: the history's import and export are a door for files nobody at the table wrote.

A refused file changes nothing (the same rows, ``PRAGMA integrity_check`` ok) and the reason
names the game and the field; a CSV cell never starts a formula and a row never splits.
"""
from __future__ import annotations

import copy
import csv
import io
import json
import os
import pathlib
import sqlite3
import threading
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gui.history import database, exchange, store
from gui.history.record import GameRecord, SeatRecord
from tests.history.helpers import record_of

_RECORDS = [record_of("tempelgold", 4, 3, uid="t1"), record_of("diamantenraub", 5, 4, uid="d1"),
            record_of("tempelgold", 3, 5, uid="t2")]


def _export_data() -> dict[str, Any]:
    return json.loads(exchange.to_json(_RECORDS))


def _db(tmp_path: pathlib.Path, name: str = "h.sqlite3") -> sqlite3.Connection:
    conn = database.open_checked(tmp_path / name).conn
    store.insert_many(conn, [record_of("tempelgold", 5, 9, uid="kept")])
    return conn


def _rows(conn: sqlite3.Connection) -> list[tuple[Any, ...]]:
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    return conn.execute("SELECT g.uid, s.seat, s.name FROM games g JOIN seats s ON s.game_id = g.id ORDER BY 1, 2").fetchall()


def _refused(tmp_path: pathlib.Path, data: Any, *, raw: bytes | None = None) -> exchange.ImportProblem:
    """Import ``data`` (or ``raw`` bytes): it must be refused and change nothing."""
    conn = _db(tmp_path)
    before = _rows(conn)
    path = tmp_path / "in.json"
    path.write_bytes(raw if raw is not None else json.dumps(data, ensure_ascii=False).encode("utf-8"))
    with pytest.raises(exchange.ImportProblem) as caught:
        exchange.import_json(conn, path)
    assert _rows(conn) == before, "a refused file changed the history"
    return caught.value


@pytest.mark.parametrize("number", [2**63, 2**64 + 1, 10**400, -1, 1.5])
def test_a_number_out_of_range_is_refused_not_a_crash(tmp_path: pathlib.Path, number: Any) -> None:
    data = _export_data()
    data["games"][1]["actions"] = number  # the other two games are good
    problem = _refused(tmp_path, data)
    assert problem.game == 2, problem


@pytest.mark.parametrize("name", [
    "ANNA", "Ａｎｎａ", "\u0410nna", "An\u202ena", "An\u2066na", "An\x07na", "An\nna", "An\u200dna", "An\u200bna",
    "An\u034fna", "An\u2800na", " Anna", "A" * 33, "\ufdfd" * 32,
])
def test_names_follow_the_start_screens_rules(tmp_path: pathlib.Path, name: str) -> None:
    data = _export_data()
    seats = data["games"][0]["seats"]
    seats[0]["name"], seats[1]["name"] = "Anna", name
    data["games"][0]["end_view"] = None  # the name rules alone refuse it
    problem = _refused(tmp_path, data)
    assert problem.game == 1 and problem.field.startswith("seats."), problem


def test_two_long_names_equal_once_cut_are_refused(tmp_path: pathlib.Path) -> None:
    data = _export_data()
    seats = data["games"][0]["seats"]
    seats[0]["name"], seats[1]["name"] = "B" * 32 + "x", "B" * 32 + "y"
    data["games"][0]["end_view"] = None
    assert _refused(tmp_path, data).field.startswith("seats.")


@pytest.mark.parametrize(("field", "value"), [
    ("game", "=1+1"), ("game", "schach"), ("reason", "=HYPERLINK(1)"), ("reason", "SOMETHING_ELSE"),
    ("winning_side", "nobody"), ("uid", "=1+1"), ("started_at", "\r=1+1"), ("evening", "@SUM(1)"),
    ("options", {"one_trap": "yes"}), ("options", {"nonsense": True}), ("seats", []),
])
def test_a_game_no_game_could_produce_is_refused(tmp_path: pathlib.Path, field: str, value: Any) -> None:
    data = _export_data()
    data["games"][0][field] = value
    problem = _refused(tmp_path, data)
    assert problem.game == 1 and problem.field.split(".")[0] == field, problem


@pytest.mark.parametrize("players", [1, 2, 11, 64])
def test_a_player_count_the_game_does_not_allow_is_refused(tmp_path: pathlib.Path, players: int) -> None:
    data = _export_data()
    game = data["games"][0]
    template = game["seats"][0]
    game["seats"] = [dict(template, seat=i, name=f"P{i}") for i in range(players)]
    game["end_view"] = None
    assert _refused(tmp_path, data).field in ("seats", "options")


@pytest.mark.parametrize("version", [0, -1, 2, "1", None, True])
def test_only_a_format_version_this_build_reads(tmp_path: pathlib.Path, version: Any) -> None:
    data = _export_data()
    data["kartentisch_history"] = version
    _refused(tmp_path, data)


@pytest.mark.parametrize("raw", [b"[1, 2]", b"{}", b'{"kartentisch_history": 1, "games": {}}', b'{"kartentisch_history": 1',
                                 b'{"kartentisch_history": 1, "games": [NaN]}', b"\xff\xfe{}", b"[" * 100_000])
def test_what_is_not_an_export_is_refused(tmp_path: pathlib.Path, raw: bytes) -> None:
    _refused(tmp_path, None, raw=raw)


@pytest.mark.parametrize("inside", ["[" * 200_000 + "]" * 200_000, "NaN", "1" + "0" * 5000, '"' + "x" * (2 << 20) + '"'])
def test_a_game_nested_too_deep_or_too_long_is_refused_in_bounded_memory(tmp_path: pathlib.Path, inside: str) -> None:
    """A file of 200,000 nested brackets once took more memory than the machine had."""
    text = exchange.to_json(_RECORDS).replace('"end_view":', '"end_view":{"a":' + inside + '},"old_view":', 1)
    problem = _refused(tmp_path, None, raw=text.encode("utf-8"))
    assert problem.game == 1, problem


def test_a_fifo_or_a_folder_is_refused_without_being_opened(tmp_path: pathlib.Path) -> None:
    from gui.persistence.storage import FileProblem

    conn = _db(tmp_path)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for path in (fifo, tmp_path):
        with pytest.raises(FileProblem):
            exchange.import_json(conn, path)
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    with pytest.raises(FileProblem):
        exchange.import_json(conn, loop)


def test_export_import_export_round_trips_and_a_second_import_adds_nothing(tmp_path: pathlib.Path) -> None:
    conn = database.open_checked(tmp_path / "a.sqlite3").conn
    store.insert_many(conn, _RECORDS)
    exchange.export(conn, tmp_path / "one.json", "json")
    other = database.open_checked(tmp_path / "b.sqlite3").conn
    assert exchange.import_json(other, tmp_path / "one.json") == (3, 0)
    assert exchange.import_json(other, tmp_path / "one.json") == (0, 3)
    exchange.export(other, tmp_path / "two.json", "json")
    assert (tmp_path / "one.json").read_bytes() == (tmp_path / "two.json").read_bytes()
    assert store.all_records(other) == store.all_records(conn)


def test_an_export_larger_than_an_import_reads_is_refused(tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> None:
    conn = database.open_checked(tmp_path / "a.sqlite3").conn
    store.insert_many(conn, [record_of("tempelgold", 4, n, uid=f"g{n}") for n in range(3)])
    monkeypatch.setattr(exchange, "MAX_IMPORT_BYTES", 2000)
    (tmp_path / "h.json").write_text("old")
    with pytest.raises(exchange.ImportProblem):
        exchange.export(conn, tmp_path / "h.json", "json")
    assert (tmp_path / "h.json").read_text() == "old"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_a_cancelled_import_writes_nothing(tmp_path: pathlib.Path) -> None:
    source = database.open_checked(tmp_path / "a.sqlite3").conn
    store.insert_many(source, [record_of("tempelgold", 3 + n % 8, n, uid=f"g{n}") for n in range(600)])
    exchange.export(source, tmp_path / "h.json", "json")
    conn = _db(tmp_path)
    before = _rows(conn)
    with pytest.raises(exchange.Cancelled):
        exchange.import_json(conn, tmp_path / "h.json", cancelled=lambda: True)
    assert _rows(conn) == before


# -- CSV ---------------------------------------------------------------------------------------
DANGEROUS = ["=", "+", "-", "@", "|", "%", "\t", "\r", "\n", "\uff1d", "\uff0b", "\uff0d", "\uff20", "\uff5c", "\uff05"]


def _hostile_record(prefix: str, n: int) -> GameRecord:
    """A record whose every text column starts with ``prefix`` (as an older import could hold)."""
    bad = prefix + 'cmd|" /C calc\r=1+1,x'
    seats = tuple(SeatRecord(i, f"{bad}{i}", bad, bad, i == 0, False) for i in range(3))
    return GameRecord(f"{bad}{n}", bad, {}, bad, bad, bad, bad, bad, 7, bad, bad, seats)


def test_no_csv_cell_starts_a_formula_and_no_row_splits(tmp_path: pathlib.Path) -> None:
    conn = database.open_checked(tmp_path / "a.sqlite3").conn
    store.insert_many(conn, [_hostile_record(p, n) for n, p in enumerate(DANGEROUS)])
    assert exchange.export(conn, tmp_path / "h.csv", "csv") == len(DANGEROUS)
    data = (tmp_path / "h.csv").read_bytes().decode("utf-8")
    rows = list(csv.reader(io.StringIO(data, newline="")))
    assert rows[0] == list(exchange.CSV_COLUMNS)
    assert len(rows) - 1 == 3 * len(DANGEROUS), "one row per game seat"
    numeric = {exchange.CSV_COLUMNS.index(c) for c in ("players", "actions", "seat", "won", "phone")}
    for row in rows[1:]:
        assert len(row) == len(exchange.CSV_COLUMNS)
        for i, cell in enumerate(row):
            if i in numeric:
                assert cell.isdigit(), (exchange.CSV_COLUMNS[i], cell)  # numbers stay numbers
            else:
                assert cell[:1] not in DANGEROUS, (exchange.CSV_COLUMNS[i], cell)
    assert data.count("\r\n") >= len(rows)


# -- generated hostile histories ---------------------------------------------------------------
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)
_FIELDS = ["uid", "game", "options", "started_at", "ended_at", "day", "reason", "winning_side", "actions", "evening",
           "previous", "seats", "end_view", "kartentisch_history"]
_NAMES = st.text(min_size=0, max_size=40) | st.sampled_from(["ANNA", "Ａｎｎａ", "\u0410nna", "Anna\u202e", "﷽" * 32])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(field=st.sampled_from(_FIELDS), value=_JSON, name=_NAMES, where=st.integers(min_value=0, max_value=2))
def test_a_generated_hostile_history_is_refused_or_imported_whole(tmp_path_factory: pytest.TempPathFactory, field: str,
                                                                   value: Any, name: str, where: int) -> None:
    tmp_path = tmp_path_factory.mktemp("gen")
    data = copy.deepcopy(_export_data())
    if name:
        data["games"][where]["seats"][0]["name"] = name
    if field == "kartentisch_history":
        data[field] = value
    else:
        data["games"][where][field] = value
    conn = _db(tmp_path)
    before = _rows(conn)
    path = tmp_path / "in.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    try:
        added, known = exchange.import_json(conn, path)
    except exchange.ImportProblem as problem:
        assert str(problem), "a refusal says why"
        assert _rows(conn) == before, "a refused file changed the history"
    else:
        assert added + known == len(data["games"])
        assert len(_rows(conn)) == len(before) + sum(len(g["seats"]) for g in data["games"])


def test_the_screen_imports_in_a_worker_thread(qtbot, tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    from gui.history.screen import HistoryDialog

    conn = database.open_checked(tmp_path / "a.sqlite3").conn
    store.insert_many(conn, _RECORDS)
    exchange.export(conn, tmp_path / "h.json", "json")
    threads: list[threading.Thread] = []
    real = exchange.import_json

    def spy(*args: Any, **kwargs: Any) -> tuple[int, int]:
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(exchange, "import_json", spy)
    dialog = HistoryDialog("en", path=tmp_path / "b.sqlite3", ask=lambda *_: True)
    qtbot.addWidget(dialog)
    job = dialog.import_from(tmp_path / "h.json")
    qtbot.waitUntil(lambda: job.done, timeout=60_000)
    assert job.result == (3, 0) and threads and threads[0] is not threading.main_thread()
    assert "Imported: 3 new games" in dialog.message.text()


def test_a_link_to_a_file_outside_the_chosen_folder_is_refused(tmp_path: pathlib.Path) -> None:
    from gui.persistence.storage import FileProblem

    conn = database.open_checked(tmp_path / "a.sqlite3").conn
    store.insert_many(conn, _RECORDS)
    (tmp_path / "elsewhere").mkdir()
    exchange.export(conn, tmp_path / "elsewhere" / "h.json", "json")
    (tmp_path / "chosen").mkdir()
    (tmp_path / "chosen" / "link.json").symlink_to(tmp_path / "elsewhere" / "h.json")
    (tmp_path / "elsewhere" / "near.json").symlink_to(tmp_path / "elsewhere" / "h.json")
    other = database.open_checked(tmp_path / "b.sqlite3").conn
    with pytest.raises(FileProblem):
        exchange.import_json(other, tmp_path / "chosen" / "link.json")
    assert exchange.import_json(other, tmp_path / "elsewhere" / "near.json") == (3, 0)  # a link within its folder is fine


@pytest.mark.parametrize(("lang", "words"), [("en", "game 2 in the file, field “actions”"), ("de", "Spiel 2 der Datei, Feld „actions“")])
def test_the_screen_names_the_game_and_field_in_the_ui_language(qtbot, tmp_path: pathlib.Path, lang: str, words: str) -> None:  # noqa: ANN001
    from gui.history.screen import HistoryDialog
    from gui.text.i18n import Translations

    Translations.shared().set_language(lang)
    try:
        data = _export_data()
        data["games"][1]["actions"] = 2_000_000
        (tmp_path / "bad.json").write_text(json.dumps(data), encoding="utf-8")
        dialog = HistoryDialog(lang, path=tmp_path / "b.sqlite3", ask=lambda *_: True)
        qtbot.addWidget(dialog)
        job = dialog.import_from(tmp_path / "bad.json")
        qtbot.waitUntil(lambda: job.done, timeout=60_000)
        assert words in dialog.message.text(), dialog.message.text()
    finally:
        Translations.shared().set_language("en")
