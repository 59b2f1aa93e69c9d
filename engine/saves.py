"""Save files: schema version, game, config, seed and the list of applied actions.

Loading never trusts the file: the config is validated, and every action is replayed
through the checked ``apply`` path. A truncated, hand-edited or corrupt file is rejected
with a :class:`~engine.errors.SaveFileError` whose message a person understands, and no
half-loaded game is ever returned.
"""
from __future__ import annotations

import importlib
import json
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from engine.errors import IllegalActionError, SaveFileError
from engine.game import Game
from engine.registry import GAMES as _REGISTRY

SCHEMA_VERSION = 1
GAMES: tuple[str, ...] = tuple(_REGISTRY)
"""The games a save file may name: the engine registry's list (``engine.registry``)."""


class SavedAction(BaseModel):
    """One applied action: who played it and its JSON encoding."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    seat: int
    action: dict[str, Any]


class SaveFile(BaseModel):
    """Everything needed to rebuild a game exactly."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    schema_version: int
    game: str
    config: dict[str, Any]
    seed: int
    actions: list[SavedAction] = Field(default_factory=list)

    @field_validator("game")
    @classmethod
    def _known_game(cls, game: str) -> str:
        if game not in _REGISTRY:
            raise ValueError(f"unknown game {game!r} (known: {', '.join(_REGISTRY)})")
        return game

    def to_json(self) -> str:
        return self.model_dump_json(indent=1)

    @classmethod
    def from_json(cls, text: str | bytes) -> SaveFile:
        """Parse a save file's text; raise ``SaveFileError`` with a readable message."""
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise SaveFileError(f"the save file is not valid JSON (it may be truncated): {exc}") from None
        if isinstance(data, dict) and data.get("schema_version") != SCHEMA_VERSION:
            raise SaveFileError(
                f"the save file has format version {data.get('schema_version')!r}; "
                f"this version of Kartentisch reads version {SCHEMA_VERSION}"
            )
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            raise SaveFileError(f"the save file is damaged: {_summarise(exc)}") from None


def _summarise(exc: ValidationError) -> str:
    parts = []
    for error in exc.errors()[:3]:
        where = ".".join(str(p) for p in error["loc"]) or "file"
        parts.append(f"{where}: {error['msg']}")
    return "; ".join(parts)


def load_game(save: SaveFile) -> Game:
    """Rebuild the game a save file describes by replaying it through the checked path."""
    if save.schema_version != SCHEMA_VERSION:
        raise SaveFileError(
            f"the save file has format version {save.schema_version}; "
            f"this version of Kartentisch reads version {SCHEMA_VERSION}"
        )
    module = importlib.import_module(_REGISTRY[save.game].module)
    try:
        config = module.Config.model_validate(save.config)
    except ValidationError as exc:
        raise SaveFileError(f"the save file's game settings are invalid: {_summarise(exc)}") from None
    game: Game = module.new_game(config, seed=save.seed)
    for number, saved in enumerate(save.actions, start=1):
        try:
            action = module.action_from_json(saved.action)
            game.apply(saved.seat, action)
        except (IllegalActionError, ValueError) as exc:
            raise SaveFileError(f"move {number} in the save file cannot be replayed: {exc}") from None
    return game
