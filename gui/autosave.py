"""The autosave: the engine's save file plus the hot-seat flow, written after every step.

The file is an app-level pydantic model. The game part is the engine's own
:class:`~engine.saves.SaveFile`; loading it replays every action through the checked path
(:func:`engine.saves.load_game`), so a hand-edited or truncated autosave is rejected with
a readable message instead of producing an impossible game.

PINs: they are stored here (and only here), as salted SHA-256 hashes, never in the
settings. A four-digit PIN is no cryptography, but the hash keeps it from being read at a
glance by whoever opens the file.
"""
from __future__ import annotations

import hashlib
import secrets
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.errors import SaveFileError
from engine.game import Game
from engine.saves import SaveFile, load_game
from gui import storage
from gui.flow import FlowState

AUTOSAVE_VERSION = 1


class PinHash(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    salt: str
    digest: str

    @classmethod
    def of(cls, pin: str) -> PinHash:
        salt = secrets.token_hex(8)
        return cls(salt=salt, digest=_digest(salt, pin))

    def matches(self, pin: str) -> bool:
        return secrets.compare_digest(self.digest, _digest(self.salt, pin))


def _digest(salt: str, pin: str) -> str:
    return hashlib.sha256(f"{salt}:{pin}".encode()).hexdigest()


class Autosave(BaseModel):
    """Everything needed to continue a game exactly where the group left it."""

    model_config = ConfigDict(extra="forbid")

    autosave_version: int = AUTOSAVE_VERSION
    game: SaveFile
    flow: FlowState
    # seat -> PIN hash (JSON writes the seat as a string key; reading turns it back into an int)
    pins: dict[int, PinHash] = Field(default_factory=dict)


class LoadedAutosave(BaseModel):
    """A successfully read autosave with its replayed game."""

    model_config = ConfigDict(arbitrary_types_allowed=True)
    data: Autosave
    game: Any  # engine Game


class AutosaveProblem(BaseModel):
    moved_to: str | None
    error: str


def write_autosave(data: Autosave) -> None:
    storage.atomic_write_text(storage.autosave_path(), data.model_dump_json(indent=1))


def clear_autosave() -> None:
    storage.remove(storage.autosave_path())


def read_autosave() -> LoadedAutosave | AutosaveProblem | None:
    """Read and replay the autosave; ``None`` if there is none; a problem if it is unreadable.

    An unreadable file is moved aside (``autosave.json.bad``) before returning the problem.
    """
    path = storage.autosave_path()
    if not path.exists():
        return None
    try:
        text = path.read_text(encoding="utf-8")
        data = Autosave.model_validate_json(text)
        if data.autosave_version != AUTOSAVE_VERSION:
            raise SaveFileError(f"unknown autosave version {data.autosave_version}")
        game: Game = load_game(data.game)
        _check_flow(data.flow, game)
        _check_pins(data.pins, game)
    except (OSError, UnicodeDecodeError, ValidationError, ValueError) as exc:
        moved = storage.move_aside(path)
        return AutosaveProblem(moved_to=str(moved) if moved else None, error=_short(exc))
    return LoadedAutosave(data=data, game=game)


def _check_flow(flow: FlowState, game: Game) -> None:
    """The flow must fit the game: seats in range, no duplicates, end only when it ended."""
    n = game.player_count
    if any(not 0 <= s < n for s in flow.to_look) or len(set(flow.to_look)) != len(flow.to_look):
        raise SaveFileError("the autosave's list of players still to look is damaged")
    if (flow.phase == "end") != (game.outcome() is not None):
        raise SaveFileError("the autosave's screen does not match the state of the game")


def _check_pins(pins: dict[int, PinHash], game: Game) -> None:
    """Every PIN belongs to a seat of the game."""
    if any(not 0 <= seat < game.player_count for seat in pins):
        raise SaveFileError("the autosave's PINs name a seat that is not at the table")


def _short(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "file"
        return f"{where}: {err['msg']}"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
