"""The save file's format: schema version, game, config, seed and the applied actions.

Only the data model, so that ``engine.game`` (which writes it, ``Game.to_save``) and
``engine.saves`` (which replays it, ``load_game``) both import it without importing each
other. A file that does not parse is refused with a :class:`~engine.errors.SaveFileError`
whose message a person understands.
"""
from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from engine.errors import SaveFileError
from engine.registry import GAMES as _REGISTRY

SCHEMA_VERSION = 1


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
            raise SaveFileError(f"the save file is damaged: {summarise(exc)}") from None


def summarise(exc: ValidationError) -> str:
    parts = []
    for error in exc.errors()[:3]:
        where = ".".join(str(p) for p in error["loc"]) or "file"
        parts.append(f"{where}: {error['msg']}")
    return "; ".join(parts)
