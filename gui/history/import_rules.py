"""What an imported game must be: the shape of a history export's game, with every size and
number bounded, and the rules a played game obeys.

A history export is a file nobody at this table wrote (a friend's, mailed round), so each game
in it is checked as hard as a game played here: the start screen's name rules (already
normalised, no invisible or control characters, at most :data:`MAX_NAME_LENGTH` characters, no
two names of one game alike), a registered game with a player count and options that game
allows (its own ``Config`` decides), seats numbered from 0, roles, sides and the ending's
reason from what the games can produce, and a final view (bounded in depth and size) that names the same players.
A game that fails any of it makes the whole file refused (:class:`ImportProblem` names the
game and the field); nothing is imported from it.
"""
from __future__ import annotations

import enum
import json
import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.validation import MAX_NAME_LENGTH, find_alike, name_problem, normalise_name
from gui.history.record import GameRecord, SeatRecord
from gui.history.store import FORGOTTEN

FORMAT = 1
"""The export format this build writes and reads (``kartentisch_history``)."""

MAX_ACTIONS = 1_000_000
"""More actions than any game could take (the longest game of either game has a few hundred)."""

MAX_VIEW_DEPTH = 32
"""How deep a game's final view may nest (the games' views nest 4 to 6 levels)."""

MAX_VIEW_BYTES = 256 * 1024
"""How large a game's final view may be, as compact JSON (a 12-player end view is about 6 KB)."""

_IDENT = re.compile(r"[a-z0-9_]{1,40}")
_REASON = re.compile(r"[A-Z0-9_]{1,60}")
_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?(?:Z|[+-]\d\d:\d\d)")
_DAY = re.compile(r"\d{4}-\d\d-\d\d")
_UID = re.compile(r"[A-Za-z0-9_.:-]{1,64}")


class ImportProblem(ValueError):
    """The file is not a history export, or one of its games could not have been played.

    ``game`` is the game's position in the file (from 1) or 0 for the file as a whole;
    ``field`` the field that is wrong; ``detail`` says how (in English, shown as it is)."""

    def __init__(self, detail: str, *, game: int = 0, field: str = "") -> None:
        self.game, self.field, self.detail = game, field, detail
        where = f"game {game}" + (f", {field}" if field else "") if game else field
        super().__init__(f"{where}: {detail}" if where else detail)


class SeatEntry(BaseModel):
    """One seat as an export writes it."""

    model_config = ConfigDict(extra="forbid", strict=True)
    seat: int = Field(ge=0, le=63)
    name: str = Field(min_length=1, max_length=MAX_NAME_LENGTH * 4)
    role: str = Field(max_length=40)
    side: str = Field(max_length=40)
    won: bool
    phone: bool = False
    computer: str = Field(default="", max_length=16, pattern=r"^[a-z]*$")  # "": a person


class GameEntry(BaseModel):
    """One game as an export writes it, every field bounded."""

    model_config = ConfigDict(extra="forbid", strict=True)
    uid: str = Field(min_length=1, max_length=64)
    game: str = Field(min_length=1, max_length=40)
    options: dict[str, bool | int] = Field(default_factory=dict, max_length=16)
    started_at: str = Field(max_length=40)
    ended_at: str = Field(max_length=40)
    day: str = Field(max_length=10)
    reason: str = Field(max_length=60)
    winning_side: str = Field(max_length=40)
    actions: int = Field(ge=0, le=MAX_ACTIONS)
    evening: str = Field(max_length=64)
    previous: str | None = Field(default=None, max_length=64)
    seats: list[SeatEntry] = Field(min_length=1, max_length=64)
    end_view: dict[str, Any] | None = None


def check_game(data: Any, position: int) -> GameRecord:
    """The record of the ``position``-th game of a file (from 1); :class:`ImportProblem` if it is not one."""
    if not isinstance(data, dict):
        raise ImportProblem("not an object", game=position)
    try:
        entry = GameEntry.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise ImportProblem(str(err["msg"]), game=position, field=".".join(str(p) for p in err["loc"])) from None
    except (OverflowError, ValueError, TypeError, RecursionError) as exc:  # never a crash, whatever a number is
        raise ImportProblem(type(exc).__name__, game=position) from None
    _check_texts(entry, position)
    _check_view(entry.end_view, position)
    _check_rules(entry, position)
    return _record(entry)


def _check_texts(entry: GameEntry, position: int) -> None:
    for field, value, pattern in (("uid", entry.uid, _UID), ("game", entry.game, _IDENT), ("reason", entry.reason, _REASON),
                                  ("winning_side", entry.winning_side, _IDENT), ("started_at", entry.started_at, _TIME),
                                  ("ended_at", entry.ended_at, _TIME), ("day", entry.day, _DAY), ("evening", entry.evening, _UID)):
        if not pattern.fullmatch(value):
            raise ImportProblem("not a value the app writes", game=position, field=field)
    if entry.previous is not None and not _UID.fullmatch(entry.previous):
        raise ImportProblem("not a value the app writes", game=position, field="previous")
    for seat in entry.seats:
        for field, value in (("role", seat.role), ("side", seat.side)):
            if not _IDENT.fullmatch(value):
                raise ImportProblem("not a value the app writes", game=position, field=f"seats.{seat.seat}.{field}")


def _check_view(view: Any, position: int) -> None:
    """Bounded depth and size, and only finite numbers (a JSON reader elsewhere chokes on NaN)."""
    if view is None:
        return
    if _depth(view, 1) > MAX_VIEW_DEPTH:
        raise ImportProblem("nested too deep", game=position, field="end_view")
    try:
        size = len(json.dumps(view, allow_nan=False, separators=(",", ":")))
    except (ValueError, TypeError, RecursionError) as exc:
        raise ImportProblem(f"not plain data ({type(exc).__name__})", game=position, field="end_view") from None
    if size > MAX_VIEW_BYTES:
        raise ImportProblem("too large", game=position, field="end_view")


def _depth(value: Any, depth: int) -> int:
    """How deep ``value`` nests, counting no further than one level past the limit."""
    if depth > MAX_VIEW_DEPTH:
        return depth
    if isinstance(value, dict):
        value = value.values()
    elif not isinstance(value, list):
        return depth
    deepest = depth
    for item in value:
        if isinstance(item, (dict, list)):
            deepest = max(deepest, _depth(item, depth + 1))
            if deepest > MAX_VIEW_DEPTH:
                break
    return deepest


def _check_rules(entry: GameEntry, position: int) -> None:
    """What a played game of this game could have recorded."""
    from engine import glossary
    from engine.registry import GAMES

    info = GAMES.get(entry.game)
    if info is None:
        raise ImportProblem(f"no such game in this build (known: {', '.join(GAMES)})", game=position, field="game")
    seats = sorted(entry.seats, key=lambda s: s.seat)
    if [s.seat for s in seats] != list(range(len(seats))):
        raise ImportProblem("the seats are not numbered 0, 1, 2, …", game=position, field="seats")
    if not info.min_players <= len(seats) <= info.max_players:
        raise ImportProblem(f"{info.title} is for {info.min_players} to {info.max_players} players", game=position, field="seats")
    names = [s.name for s in seats]
    for seat, name in zip(seats, names):
        problem = "not normalised" if normalise_name(name) != name else name_problem(name)
        if problem:
            raise ImportProblem(f"a name the start screen refuses ({problem})", game=position, field=f"seats.{seat.seat}.name")
    # a forgotten player's name is "?" everywhere (gui.history.store.forget_player): two may share it
    named = [i for i, name in enumerate(names) if name != FORGOTTEN]
    alike = find_alike([names[i] for i in named])
    if alike is not None:
        first, second, how = alike
        raise ImportProblem(f"two names alike ({how})", game=position, field=f"seats.{named[second]}.name")
    try:
        info.make_config(names, entry.options)
    except (ValueError, TypeError) as exc:  # pydantic's ValidationError is a ValueError
        raise ImportProblem(f"not a table this game allows ({type(exc).__name__})", game=position, field="options") from None
    known = set(info.sides) | set(glossary.ROLES)
    if entry.winning_side not in known:
        raise ImportProblem("no side of this game", game=position, field="winning_side")
    for seat in seats:
        if seat.role not in glossary.ROLES or seat.side not in known:
            raise ImportProblem("no role or side of this game", game=position, field=f"seats.{seat.seat}.role")
    reasons = _reasons(info.load())
    if reasons is not None and entry.reason not in reasons:
        raise ImportProblem("no ending of this game", game=position, field="reason")
    if entry.end_view is not None:
        _check_end_view(entry, position)


def _reasons(module: Any) -> set[str] | None:
    """The reasons a game's ``Reason`` enum names, if the game module has one."""
    reason = vars(module).get("Reason")
    if isinstance(reason, type) and issubclass(reason, enum.Enum):
        return {str(m.value) for m in reason}
    return None


def _check_end_view(entry: GameEntry, position: int) -> None:
    """The final view names the same players as the seats.

    The view itself is revived by its game only when its end screen is opened again (a view
    that does not fit says so there, :class:`gui.history.end_screen.EndScreenDialog`): reviving
    every view here cost 1.5 ms a game, two and a half minutes for 100,000 games."""
    players = (entry.end_view or {}).get("players")
    if players != [s.name for s in sorted(entry.seats, key=lambda s: s.seat)]:
        raise ImportProblem("it names other players than the seats", game=position, field="end_view")


def _record(entry: GameEntry) -> GameRecord:
    seats = tuple(SeatRecord(s.seat, s.name, s.role, s.side, s.won, s.phone, s.computer) for s in sorted(entry.seats, key=lambda s: s.seat))
    return GameRecord(entry.uid, entry.game, {k: entry.options[k] for k in sorted(entry.options)}, entry.started_at,
                      entry.ended_at, entry.day, entry.reason, entry.winning_side, entry.actions, entry.evening,
                      entry.previous, seats, entry.end_view)
