"""Export the history as CSV and JSON; import a JSON export, merging without duplicates.

* CSV: one line per seat of every game (a spreadsheet's pivot table needs no more), UTF-8 with
  a header line; the columns are :data:`CSV_COLUMNS`.
* JSON: ``{"kartentisch_history": 1, "games": [...]}``, every game with its seats and its
  final view, oldest first. This is what :func:`import_json` reads.

Importing: the file is read like every file the app reads (:func:`gui.persistence.storage.read_text`: a
regular file of at most :data:`MAX_IMPORT_BYTES`), parsed and validated with pydantic (a
wrong file changes nothing and says why); names are capped like the start screen's
(:func:`gui.text.names.cap_name`); games already in the history (the same ``uid``) are skipped, so
importing the same export twice, or an export of a history that shares games, adds each game
once. All new games go in in one transaction.

Both writers write atomically (:func:`gui.persistence.storage.atomic_write_text`).
"""
from __future__ import annotations

import csv
import io
import json
import pathlib
import sqlite3
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from gui.history import store
from gui.history.record import GameRecord, SeatRecord

FORMAT = 1
MAX_IMPORT_BYTES = 256 * 1024 * 1024

CSV_COLUMNS = ("game_uid", "game", "options", "players", "started_at", "ended_at", "day", "reason", "winning_side",
               "actions", "evening", "previous", "seat", "name", "role", "side", "won", "phone")


class ImportProblem(ValueError):
    """The file is not a history export (the message says why, in English)."""


class _Seat(BaseModel):
    model_config = ConfigDict(extra="ignore")
    seat: int = Field(ge=0, le=64)
    name: str = Field(min_length=1, max_length=200)
    role: str = Field(max_length=40)
    side: str = Field(max_length=40)
    won: bool
    phone: bool = False

    @field_validator("name")
    @classmethod
    def _capped(cls, name: str) -> str:
        from gui.text.names import cap_name

        capped = cap_name(name)
        if not capped:
            raise ValueError("a name is empty")
        return capped


class _Game(BaseModel):
    model_config = ConfigDict(extra="ignore")
    uid: str = Field(min_length=1, max_length=64)
    game: str = Field(min_length=1, max_length=40)
    options: dict[str, bool | int] = Field(default_factory=dict)
    started_at: str = Field(max_length=40)
    ended_at: str = Field(max_length=40)
    day: str = Field(max_length=20)
    reason: str = Field(max_length=60)
    winning_side: str = Field(max_length=40)
    actions: int = Field(ge=0)
    evening: str = Field(max_length=64)
    previous: str | None = Field(default=None, max_length=64)
    seats: list[_Seat] = Field(min_length=1, max_length=64)
    end_view: dict[str, Any] | None = None

    def record(self) -> GameRecord:
        seats = tuple(SeatRecord(s.seat, s.name, s.role, s.side, s.won, s.phone) for s in sorted(self.seats, key=lambda s: s.seat))
        return GameRecord(self.uid, self.game, dict(self.options), self.started_at, self.ended_at, self.day, self.reason,
                          self.winning_side, self.actions, self.evening, self.previous, seats, self.end_view)


class _Export(BaseModel):
    model_config = ConfigDict(extra="ignore")
    kartentisch_history: int
    games: list[_Game]


def to_json(records: list[GameRecord]) -> str:
    games = [
        {
            "uid": r.uid, "game": r.game, "options": r.options, "started_at": r.started_at, "ended_at": r.ended_at,
            "day": r.day, "reason": r.reason, "winning_side": r.winning_side, "actions": r.actions,
            "evening": r.evening, "previous": r.previous,
            "seats": [{"seat": s.seat, "name": s.name, "role": s.role, "side": s.side, "won": s.won, "phone": s.phone}
                      for s in r.seats],
            "end_view": r.end_view,
        }
        for r in records
    ]
    return json.dumps({"kartentisch_history": FORMAT, "games": games}, ensure_ascii=False, indent=1)


def to_csv(records: list[GameRecord]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for r in records:
        for s in r.seats:
            writer.writerow([r.uid, r.game, r.options_json, r.players, r.started_at, r.ended_at, r.day, r.reason,
                             r.winning_side, r.actions, r.evening, r.previous or "", s.seat, _cell(s.name), s.role,
                             s.side, int(s.won), int(s.phone)])
    return out.getvalue()


def _cell(text: str) -> str:
    """A name that a spreadsheet would run as a formula is quoted with a leading apostrophe."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def export(conn: sqlite3.Connection, path: pathlib.Path, kind: str) -> int:
    """Write every game to ``path`` as ``"csv"`` or ``"json"``; the number of games."""
    from gui.persistence import storage

    records = store.all_records(conn)
    text = to_csv(records) if kind == "csv" else to_json(records)
    storage.atomic_write_text(pathlib.Path(path), text)
    return len(records)


def parse(text: str) -> list[GameRecord]:
    """The games of an export; :class:`ImportProblem` if it is not one."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ImportProblem(f"not JSON: {exc}") from None
    if not isinstance(data, dict) or "kartentisch_history" not in data:
        raise ImportProblem("not a Kartentisch history export")
    try:
        export_ = _Export.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise ImportProblem(f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}") from None
    if export_.kartentisch_history > FORMAT:
        raise ImportProblem("written by a newer version of Kartentisch")
    return [g.record() for g in export_.games]


def import_json(conn: sqlite3.Connection, path: pathlib.Path) -> tuple[int, int]:
    """Merge the export at ``path`` into the history: ``(new games, games already there)``."""
    from gui.persistence import storage

    text = storage.read_text(pathlib.Path(path), MAX_IMPORT_BYTES)
    records = parse(text)
    added = store.insert_many(conn, records)
    return added, len(records) - added
