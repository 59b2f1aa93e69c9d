"""The autosave: the engine's save file plus the game's hot-seat flow, written after every step.

Version 2 (the game seam): ``flow`` is the game's own flow state (its GameUI's pydantic
model, validated on reading), ``log`` the app's public log lines (peeks). A version-1 file
(Tempelgold only, before the seam) has the same flow shape and no app lines, so it is
read as it is.

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
import os
import pathlib
import secrets
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.errors import SaveFileError
from engine.game import Game
from engine.saves import SaveFile, load_game
from gui import storage
from gui.log_model import AppLogEntry

AUTOSAVE_VERSION = 2
READABLE_VERSIONS = frozenset({1, AUTOSAVE_VERSION})


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
    flow: dict[str, Any]  # the game's flow state (GameUI.flow_model()), as JSON
    # seat -> PIN hash (JSON writes the seat as a string key; reading turns it back into an int)
    pins: dict[int, PinHash] = Field(default_factory=dict)
    # the app's public log lines (peeks), merged into the table's log (gui.log_model)
    log: list[AppLogEntry] = Field(default_factory=list, max_length=10_000)


class LoadedAutosave(BaseModel):
    """A successfully read autosave with its replayed game and its validated flow.

    ``flow`` is ``None`` when this build has no table for the game (the caller sets the file
    aside and says so).
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)
    data: Autosave
    game: Any  # engine Game
    flow: Any = None  # the GameUI's flow model


class AutosaveProblem(BaseModel):
    moved_to: str | None
    error: str


def write_autosave(data: Autosave) -> None:
    storage.atomic_write_text(storage.autosave_path(), data.model_dump_json(indent=1))


def clear_autosave() -> None:
    storage.remove(storage.autosave_path())


# -- the last abandoned game ("Letztes Spiel fortsetzen") -------------------------------------
# A running game ended with "New game" is not deleted at once: its autosave is renamed, and the
# start screen offers to continue it until the next game begins (which deletes it).
ABANDONED_NAME = "abandoned.json"


def abandoned_path() -> pathlib.Path:
    return storage.autosave_path().with_name(ABANDONED_NAME)


def set_aside_autosave() -> None:
    """Keep the running game's autosave as the last abandoned game (replacing an older one)."""
    path = storage.autosave_path()
    if path.is_file():
        os.replace(path, abandoned_path())


def has_abandoned() -> bool:
    return abandoned_path().is_file()


def restore_abandoned() -> None:
    """Make the last abandoned game the autosave again (read it with :func:`read_autosave`)."""
    os.replace(abandoned_path(), storage.autosave_path())


def forget_abandoned() -> None:
    storage.remove(abandoned_path())


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
        if data.autosave_version not in READABLE_VERSIONS:
            raise SaveFileError(f"unknown autosave version {data.autosave_version}")
        game: Game = load_game(data.game)
        flow = _load_flow(data, game)
        _check_pins(data.pins, game)
        _check_log(data.log, game)
    except (OSError, UnicodeDecodeError, ValidationError, ValueError) as exc:
        moved = storage.move_aside(path)
        return AutosaveProblem(moved_to=str(moved) if moved else None, error=_short(exc))
    return LoadedAutosave(data=data, game=game, flow=flow)


def _load_flow(data: Autosave, game: Game) -> Any:
    """The game's flow state, validated by its GameUI (``None``: no table for this game here)."""
    from gui.games.registry import game_ui, has_ui

    if not has_ui(data.game.game):
        return None
    ui = game_ui(data.game.game)
    flow = ui.flow_model().model_validate(data.flow)
    try:
        ui.check_flow(flow, game.public_view())  # type: ignore[attr-defined]  # every game has one
    except ValueError as exc:
        raise SaveFileError(str(exc)) from None
    return flow


def _check_log(log: list[AppLogEntry], game: Game) -> None:
    """App lines name a player at the table and sit within the engine's log."""
    public = len(game.public_view().log)  # type: ignore[attr-defined]
    if any(entry.name not in game.players or entry.after > public for entry in log):
        raise SaveFileError("the autosave's log names a player who is not at the table")


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
