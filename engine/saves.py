"""Loading save files: every action is replayed through the checked ``apply`` path.

Loading never trusts the file: the config is validated, and every action is replayed
through the checked ``apply`` path. A truncated, hand-edited or corrupt file is rejected
with a :class:`~engine.errors.SaveFileError` whose message a person understands, and no
half-loaded game is ever returned. The file's format is :mod:`engine.save_file`
(re-exported here).
"""
from __future__ import annotations

import importlib

from pydantic import ValidationError

from engine.errors import IllegalActionError, SaveFileError
from engine.game import Game
from engine.registry import GAMES as _REGISTRY
from engine.save_file import SCHEMA_VERSION, SavedAction, SaveFile, summarise as _summarise

__all__ = ["SCHEMA_VERSION", "SaveFile", "SavedAction", "load_game"]


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
