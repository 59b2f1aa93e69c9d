"""A game's own part of the phone page: ``phone.js`` beside the module of its screens.

The phone page (``static/app.js``) knows no game and names no game's action. What one seat
sees of its secret, the game's words, role names and step lines, and the controls of a step that
chooses are the game's script's, which the server serves as ``/static/game.js`` and the
page loads before ``app.js``; it sets ``window.kartentischGame = {secret(view, kit), texts,
roleNames, stepTexts, choices}`` (``app.js`` describes each part; every part may be missing). The
script is found where the game's description says its screens are
(:attr:`engine.game_info.GameInfo.ui_module`): ``phone.js`` in that module's package, shipped
as package data. A game without one gets a script that draws nothing (the page still shows
the step, the Hide/Done buttons and the table's log, but offers no choice). Read once per
game, only as a regular file of bounded size.
"""
from __future__ import annotations

import logging
from functools import cache
from importlib import resources

from engine.registry import GAMES
from gui.persistence import file_open

log = logging.getLogger(__name__)

SCRIPT_NAME = "phone.js"
MAX_SCRIPT_BYTES = 256 * 1024
NO_SCRIPT = b'"use strict";\n// this game draws no secret on a phone\n'


@cache
def game_script(game_id: str) -> bytes:
    """The phone script of ``game_id`` (:data:`NO_SCRIPT` if it has none or it cannot be read)."""
    info = GAMES.get(game_id)
    if info is None or not info.ui_module:
        return NO_SCRIPT
    package = info.ui_module.rpartition(".")[0] or info.ui_module
    try:
        source = resources.files(package).joinpath(SCRIPT_NAME)
        with resources.as_file(source) as path:
            return file_open.read_bounded(path, MAX_SCRIPT_BYTES)
    except (OSError, ModuleNotFoundError, TypeError, ValueError) as exc:
        log.warning("no phone script for %s: %s", game_id, type(exc).__name__)
        return NO_SCRIPT
