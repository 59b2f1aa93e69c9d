"""Rows in and out of the history database: record, list, read back, delete, forget.

Every write is one ``BEGIN IMMEDIATE`` transaction (:func:`gui.history.database.transaction`):
a game is in the database with all its seats, or not at all. A game is identified across
installs by its ``uid``: inserting a game that is already there changes nothing (import
merges without duplicates).
"""
from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from gui.history.database import transaction
from gui.history.record import GameRecord, SeatRecord

PAGE_SIZE = 50

FORGOTTEN = "?"
"""What a forgotten player's name becomes everywhere (:func:`forget_player`)."""


def insert(conn: sqlite3.Connection, record: GameRecord) -> bool:
    """Keep ``record``; ``False`` if a game with its ``uid`` is already there."""
    with transaction(conn):
        return _insert(conn, record)


def insert_many(conn: sqlite3.Connection, records: list[GameRecord]) -> int:
    """Keep every record not yet there (one transaction); how many were new."""
    with transaction(conn):
        return sum(1 for r in records if _insert(conn, r))


def insert_in_transaction(conn: sqlite3.Connection, record: GameRecord) -> bool:
    """Keep ``record`` inside the caller's open transaction (an import's); ``False`` if it is there."""
    return _insert(conn, record)


def _insert(conn: sqlite3.Connection, record: GameRecord) -> bool:
    cursor = conn.execute(
        "INSERT OR IGNORE INTO games(uid, game, options, players, started_at, ended_at, day, reason, winning_side,"
        " actions, evening, previous, end_view) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
        (record.uid, record.game, record.options_json, record.players, record.started_at, record.ended_at,
         record.day, record.reason, record.winning_side, record.actions, record.evening, record.previous,
         None if record.end_view is None else json.dumps(record.end_view, separators=(",", ":"))),
    )
    if cursor.rowcount == 0:
        return False
    game_id = cursor.lastrowid
    conn.executemany(
        "INSERT INTO seats(game_id, seat, name, role, side, won, phone, computer) VALUES (?,?,?,?,?,?,?,?)",
        [(game_id, s.seat, s.name, s.role, s.side, int(s.won), int(s.phone), s.computer) for s in record.seats],
    )
    return True


@dataclass(frozen=True)
class Filter:
    """The list's filter: a game id and/or a player's name (``None``: any)."""

    game: str | None = None
    player: str | None = None

    def where(self) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        args: list[Any] = []
        if self.game:
            clauses.append("g.game = ?")
            args.append(self.game)
        if self.player:
            clauses.append("g.id IN (SELECT game_id FROM seats WHERE name = ?)")
            args.append(self.player)
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", args


@dataclass(frozen=True)
class ListRow:
    """One line of the history list."""

    uid: str
    game: str
    options: dict[str, Any]
    ended_at: str
    day: str
    reason: str
    winning_side: str
    players: tuple[str, ...]
    winners: tuple[str, ...]
    computers: tuple[str, ...] = ()  # the players who were computers


def count(conn: sqlite3.Connection, flt: Filter = Filter()) -> int:
    where, args = flt.where()
    return int(conn.execute(f"SELECT count(*) FROM games g{where}", args).fetchone()[0])


def page(conn: sqlite3.Connection, flt: Filter = Filter(), offset: int = 0, limit: int = PAGE_SIZE) -> list[ListRow]:
    """The newest games first, ``limit`` from ``offset`` (the ``games_by_end`` index)."""
    where, args = flt.where()
    games = conn.execute(
        f"SELECT g.id, g.uid, g.game, g.options, g.ended_at, g.day, g.reason, g.winning_side FROM games g{where}"
        " ORDER BY g.ended_at DESC, g.id DESC LIMIT ? OFFSET ?",
        [*args, limit, offset],
    ).fetchall()
    if not games:
        return []
    ids = [row[0] for row in games]
    seats: dict[int, list[tuple[str, bool, bool]]] = {i: [] for i in ids}
    marks = ",".join("?" * len(ids))
    for game_id, name, won, computer in conn.execute(
        f"SELECT game_id, name, won, computer FROM seats WHERE game_id IN ({marks}) ORDER BY game_id, seat", ids
    ):
        seats[game_id].append((name, bool(won), bool(computer)))
    return [
        ListRow(uid, game, _options(options), ended, day, reason, side,
                tuple(n for n, _, _ in seats[gid]), tuple(n for n, w, _ in seats[gid] if w),
                tuple(n for n, _, c in seats[gid] if c))
        for gid, uid, game, options, ended, day, reason, side in games
    ]


def _options(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def game(conn: sqlite3.Connection, uid: str) -> GameRecord | None:
    """The whole record of one game (with its final view), or ``None``."""
    row = conn.execute(
        "SELECT id, uid, game, options, started_at, ended_at, day, reason, winning_side, actions, evening, previous,"
        " end_view FROM games WHERE uid = ?", (uid,)
    ).fetchone()
    if row is None:
        return None
    return _record(conn, row)


def _record(conn: sqlite3.Connection, row: tuple[Any, ...]) -> GameRecord:
    gid, uid, game_id, options, started, ended, day, reason, side, actions, evening, previous, end_view = row
    seats = tuple(
        SeatRecord(seat, name, role, s_side, bool(won), bool(phone), computer)
        for seat, name, role, s_side, won, phone, computer in conn.execute(
            "SELECT seat, name, role, side, won, phone, computer FROM seats WHERE game_id = ? ORDER BY seat", (gid,)
        )
    )
    view = None
    if end_view:
        try:
            loaded = json.loads(end_view)
            view = loaded if isinstance(loaded, dict) else None
        except ValueError:
            view = None
    return GameRecord(uid, game_id, _options(options), started, ended, day, reason, side, int(actions), evening,
                      previous, seats, view)


def all_records(conn: sqlite3.Connection) -> list[GameRecord]:
    """Every game, oldest first."""
    return list(iter_records(conn))


def iter_records(conn: sqlite3.Connection) -> Iterator[GameRecord]:
    """Every game, oldest first, one at a time (an export holds no more than one in memory)."""
    rows = conn.execute(
        "SELECT id, uid, game, options, started_at, ended_at, day, reason, winning_side, actions, evening, previous,"
        " end_view FROM games ORDER BY ended_at, id"
    )
    for row in rows:
        yield _record(conn, row)


def players(conn: sqlite3.Connection) -> list[str]:
    """Every name in the history, sorted (the filter's choices)."""
    return [r[0] for r in conn.execute("SELECT DISTINCT name FROM seats WHERE name != ? ORDER BY name", (FORGOTTEN,))]


def games(conn: sqlite3.Connection) -> list[str]:
    return [r[0] for r in conn.execute("SELECT DISTINCT game FROM games ORDER BY game")]


# -- forgetting --------------------------------------------------------------------------------
def delete_game(conn: sqlite3.Connection, uid: str) -> bool:
    """Delete one game (its seats go with it: ``ON DELETE CASCADE``)."""
    with transaction(conn):
        return conn.execute("DELETE FROM games WHERE uid = ?", (uid,)).rowcount > 0


def delete_all(conn: sqlite3.Connection) -> int:
    with transaction(conn):
        return conn.execute("DELETE FROM games").rowcount


def forget_player(conn: sqlite3.Connection, name: str) -> int:
    """Replace ``name`` by :data:`FORGOTTEN` everywhere: the seats and every kept end view.

    Returns the number of games that named the player. In an end view the
    ``players`` and each seat's ``name`` are replaced (roles and cards are never names).
    """
    if not name or name == FORGOTTEN:
        return 0
    with transaction(conn):
        ids = [r[0] for r in conn.execute("SELECT DISTINCT game_id FROM seats WHERE name = ?", (name,))]
        conn.execute("UPDATE seats SET name = ? WHERE name = ?", (FORGOTTEN, name))
        for gid in ids:
            row = conn.execute("SELECT end_view FROM games WHERE id = ?", (gid,)).fetchone()
            if row and row[0]:
                try:
                    data = json.loads(row[0])
                except ValueError:
                    data = None
                conn.execute("UPDATE games SET end_view = ? WHERE id = ?",
                             (None if data is None else json.dumps(_replace(data, name), separators=(",", ":")), gid))
        return len(ids)


def _replace(data: Any, name: str) -> Any:
    """The view's names are its ``players`` and each seat's ``name`` (both games' views)."""
    if not isinstance(data, dict):
        return data
    data = dict(data)
    if isinstance(data.get("players"), list):
        data["players"] = [FORGOTTEN if p == name else p for p in data["players"]]
    if isinstance(data.get("seats"), list):
        data["seats"] = [
            {**s, "name": FORGOTTEN} if isinstance(s, dict) and s.get("name") == name else s for s in data["seats"]
        ]
    return data
