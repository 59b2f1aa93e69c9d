"""What the history keeps of one finished game (and only of a finished one).

A :class:`GameRecord` is made once the game's outcome is there (:func:`from_finished_game`
refuses a running game): an unfinished game's secrets stay in the sealed autosave. Everything
in it is what the end screen shows everyone: names as shown (the names the game was dealt
with, after the start screen's normalisation), each seat's role and side, the winners, the
ending's reason, the number of actions, which seats played on phones and which were computer
players (with their strength), the times, the rematch
chain and the final public view without its log (for the end screen again).

Times: ISO 8601 in UTC with seconds (``2026-12-02T20:15:03+00:00``); ``day`` is the local
date the game ended, which groups an evening for people. ``evening`` is the ``uid`` of the
first game of a rematch chain ("Play again" keeps it); ``previous`` the game it followed.
"""
from __future__ import annotations

import datetime as dt
import json
import uuid
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class SeatRecord:
    """One seat of a finished game, in seating order."""

    seat: int
    name: str
    role: str
    side: str
    won: bool
    phone: bool
    computer: str = ""  # "": a person; else the computer player's strength ("easy", "strong")


@dataclass(frozen=True)
class GameRecord:
    """One finished game as the history keeps it (see the module docstring)."""

    uid: str
    game: str
    options: dict[str, Any]
    started_at: str
    ended_at: str
    day: str
    reason: str
    winning_side: str
    actions: int
    evening: str
    previous: str | None
    seats: tuple[SeatRecord, ...]
    end_view: dict[str, Any] | None = field(default=None, compare=False)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def options_json(self) -> str:
        """The options as canonical JSON (sorted keys): the variant's key in the database."""
        return json.dumps(self.options, sort_keys=True, separators=(",", ":"))

    def winners(self) -> list[str]:
        return [s.name for s in self.seats if s.won]


def now_utc() -> str:
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat()


def new_uid() -> str:
    return uuid.uuid4().hex


def from_finished_game(
    *,
    ui: Any,
    public_view: Any,
    game: str,
    options: dict[str, Any],
    actions: int,
    phones: frozenset[int],
    started_at: str,
    uid: str,
    evening: str,
    previous: str | None,
    ended_at: str | None = None,
    computers: dict[int, str] | None = None,
) -> GameRecord:
    """The record of a finished game; ``ValueError`` if the game is not over.

    ``ui`` is the game's :class:`gui.games.base.GameUI`: it names the roles, sides and
    winners (the history code knows no game).
    """
    if public_view.outcome is None:  # every public view has it (docs/engine-api.md)
        raise ValueError("only a finished game is recorded")
    end = ui.end_record(public_view)
    names = tuple(public_view.players)
    if not (len(end.roles) == len(end.sides) == len(names)):
        raise ValueError("the game's record does not fit its seats")
    ended = ended_at or now_utc()
    local_day = dt.datetime.fromisoformat(ended).astimezone().date().isoformat()
    seats = tuple(
        SeatRecord(seat=i, name=names[i], role=end.roles[i], side=end.sides[i], won=i in end.winners, phone=i in phones,
                   computer=(computers or {}).get(i, ""))
        for i in range(len(names))
    )
    return GameRecord(
        uid=uid, game=game, options={k: options[k] for k in sorted(options)}, started_at=started_at, ended_at=ended,
        day=local_day, reason=end.reason, winning_side=end.winning_side, actions=actions, evening=evening,
        previous=previous, seats=seats, end_view=end.end_view,
    )
