"""The settings the start screen needs, read without pydantic when the file is plainly valid.

Issue 8 (a fast first screen): importing pydantic and building the settings models costs
about as much as importing Qt itself, and the start screen needs only a few plain values
(language, last game, last players, their options, window geometry, fullscreen).

Decision: a *strict subset* reader. :func:`quick_start_values` accepts a settings file only
when every key is a known field and every value is already in the exact form
:class:`gui.persistence.settings.Settings` would produce (what :func:`gui.persistence.settings.save_settings` writes):
then pydantic would accept it and give the same values (a test checks that on generated
files). Anything else — an unknown or old key, a number as text, a name that is not capped,
a custom deck (whose state must be checked first) — returns ``None`` and the caller takes the
normal path (:func:`gui.persistence.settings.load_settings`, which moves a bad file aside and says so)
before the start screen. The full, validated :class:`Settings` is loaded a moment after the
start screen is up (:meth:`gui.shell.main_window.MainWindow.warm_up`) or on first use.
"""
from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gui.persistence import file_open, storage
from gui.text.i18n import default_language
from gui.text.names import cap_name

if TYPE_CHECKING:
    from gui.persistence.settings import Settings

# Mirrors gui.persistence.settings.Settings (a test compares the field names and the defaults).
FIELDS = frozenset({
    "language", "deck_id", "index_set", "inactivity_seconds", "reveal_mode", "fullscreen",
    "window_geometry", "last_game", "last_players", "game_options", "record_history", "seat_screens",
    "computer_delay_ms",
})
MAX_REMEMBERED = 12  # gui.persistence.settings.MAX_REMEMBERED (a test checks they agree)
MIN_INACTIVITY_SECONDS = 5.0  # gui.persistence.settings.MIN_INACTIVITY_SECONDS (ditto)
MAX_INACTIVITY_SECONDS = 3600.0
_HEX = re.compile(r"[0-9a-f]*")


@dataclass(frozen=True)
class StartValues:
    """What the start screen and the window take from the settings before pydantic loads."""

    language: str = "de"
    last_game: str = ""  # "": the first game of the engine registry (as gui.persistence.settings)
    last_players: list[str] = field(default_factory=list)
    game_options: dict[str, dict[str, bool | int]] = field(default_factory=dict)
    seat_screens: dict[str, str] = field(default_factory=dict)
    window_geometry: str = ""
    fullscreen: bool = False


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _plainly_valid(data: dict[str, Any]) -> bool:
    """Every value exactly as Settings would hold it (so pydantic keeps it unchanged)."""
    if not set(data) <= FIELDS:
        return False
    checks: dict[str, Callable[[Any], bool]] = {
        "language": lambda v: v in ("de", "en"),
        "deck_id": lambda v: v is None,  # a custom deck: its load state is checked on the normal path
        "index_set": lambda v: v in ("auto", "de", "en"),
        "inactivity_seconds": lambda v: _number(v) and math.isfinite(v)
        and MIN_INACTIVITY_SECONDS <= v <= MAX_INACTIVITY_SECONDS,
        "reveal_mode": lambda v: v in ("hold", "delay"),
        "fullscreen": lambda v: isinstance(v, bool),
        "record_history": lambda v: isinstance(v, bool),
        "window_geometry": lambda v: isinstance(v, str) and len(v) <= 4096 and _HEX.fullmatch(v) is not None,
        "last_game": lambda v: isinstance(v, str),
        "last_players": lambda v: isinstance(v, list) and len(v) <= MAX_REMEMBERED
        and all(isinstance(n, str) and n and cap_name(n) == n for n in v),
        "game_options": lambda v: isinstance(v, dict) and all(
            isinstance(game, str) and isinstance(options, dict)
            and all(isinstance(k, str) and type(x) in (bool, int) for k, x in options.items())
            for game, options in v.items()
        ),
        "computer_delay_ms": lambda v: type(v) is int and 0 <= v <= 10000,
        "seat_screens": lambda v: isinstance(v, dict) and len(v) <= MAX_REMEMBERED and all(
            isinstance(k, str) and k and cap_name(k) == k and isinstance(x, str) and 0 < len(x) <= 16
            for k, x in v.items()
        ),
    }
    return all(checks[key](value) for key, value in data.items())


def quick_start_values(lang: str | None = None) -> StartValues | None:
    """The start screen's values, or ``None``: take the normal (pydantic) path instead.

    A missing file gives the defaults (as :func:`gui.persistence.settings.load_settings` does); ``lang``
    overrides the language like ``--lang`` does there.
    """
    storage.clean_orphans(storage.config_dir())  # what load_settings does first
    try:
        text = file_open.read_text(storage.settings_path(), storage.MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        data: Any = {}
    except OSError:
        return None
    else:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            return None
        if not isinstance(data, dict) or not _plainly_valid(data):
            return None
        language = lang or data.get("language", "de")  # Settings' own default
        return _values(data, language)
    return _values(data, lang or ("en" if default_language() == "en" else "de"))  # as load_settings


def _values(data: dict[str, Any], language: str) -> StartValues:
    return StartValues(
        language=language,
        last_game=data.get("last_game", ""),
        last_players=list(data.get("last_players", [])),
        game_options={k: dict(v) for k, v in data.get("game_options", {}).items()},
        seat_screens=dict(data.get("seat_screens", {})),
        window_geometry=data.get("window_geometry", ""),
        fullscreen=data.get("fullscreen", False),
    )


def load_settings_with_problems(lang: str | None = None) -> tuple[Settings, list[str]]:
    """The settings (validated by pydantic) and the messages about a bad settings file,
    translated: the normal path, and the model behind a quick boot's values."""
    from gui.persistence.settings import load_settings

    loaded = load_settings()
    settings = loaded.settings
    if lang:
        settings.language = lang  # type: ignore[assignment]  # "de"/"en", validated on assignment
    return settings, list(loaded.problems)  # translated (gui.persistence.settings, gui.persistence.storage)
