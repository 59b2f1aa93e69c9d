"""The user's settings: a pydantic model stored as JSON in ``user_config_dir``.

What lives here is only what should outlive a game: language, deck, curtain options,
window mode and the names of the last players (so a group does not type them again).
PINs are deliberately *not* settings: they belong to one running game and live only in
its autosave.

Reading (issue 9): the file is read like every file (:func:`gui.persistence.file_open.read_text`: a
regular file of at most 256 KB, a BOM accepted); a file that cannot be used — not a
regular file, too large, not UTF-8, not JSON, nested too deeply, a wrong value — is moved
aside and the app starts with the defaults, telling the user in the UI language
(:attr:`SettingsLoad.problems`). Remembered names are capped: at most
:data:`MAX_REMEMBERED` names of at most ``MAX_NAME_LENGTH`` characters each (longer ones
are cut, later ones dropped: they are a convenience, not data to refuse a file for).
A deck that failed, or was never picked with the deck checks (:mod:`gui.cards.deck_check`),
is dropped from the settings at start, so it is not loaded at start until the user picks it.
"""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from gui.persistence import file_open, storage
from gui.text.i18n import default_language

Language = Literal["de", "en"]
RevealMode = Literal["hold", "delay"]
IndexSet = Literal["auto", "de", "en"]


# How many player names the start screen remembers (the largest table has 12 seats).
MAX_REMEMBERED = 12

# The shortest inactivity timeout a settings file may hold (tests lower it to milliseconds).
MIN_INACTIVITY_SECONDS = 5.0


class Settings(BaseModel):
    """Everything the settings dialog and the start screen remember between runs."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Language = "de"
    deck_id: str | None = None  # None: our own default deck
    index_set: IndexSet = "auto"  # "auto": the index letters follow the UI language
    # Seconds without any mouse or key activity after which a private screen hides.
    inactivity_seconds: float = Field(default=30.0, le=3600)
    reveal_mode: RevealMode = "hold"
    fullscreen: bool = False
    # Finished games go into the game history (gui.history); False: nothing is recorded.
    record_history: bool = True
    # The main window's size and position (hex of QMainWindow.saveGeometry(); "": first run).
    window_geometry: str = Field(default="", max_length=4096, pattern=r"^[0-9a-f]*$")
    last_game: str = ""  # "": the first game of the engine registry (the start screen's choice)
    last_players: list[str] = Field(default_factory=list)
    # game id -> variant id -> the value chosen last time (the start screen checks each one
    # against the engine registry before using it, so a stale or edited value is dropped)
    game_options: dict[str, dict[str, bool | int]] = Field(default_factory=dict)
    # player name -> the screen that player chose last time ("phone"; the curtain is left out);
    # the start screen offers only the kinds it knows, anything else means the curtain
    seat_screens: dict[str, str] = Field(default_factory=dict)
    # How long every computer player's turn takes, from its start (gui.games.computer_seats):
    # the same for every choice, so that the time says nothing of what the computer holds
    computer_delay_ms: int = Field(default=1000, ge=0, le=10000)

    @model_validator(mode="before")
    @classmethod
    def _old_one_trap(cls, data: Any) -> Any:
        """Before per-game options there was one ``one_trap`` switch: it belongs to the game
        that has that option (the registry says which)."""
        if isinstance(data, dict) and "one_trap" in data and "game_options" not in data:
            data = dict(data)
            value = data.pop("one_trap")
            if isinstance(value, bool):
                from engine.registry import GAMES

                owners = [g.id for g in GAMES.values() if any(v.id == "one_trap" for v in g.variants)]
                data["game_options"] = {game: {"one_trap": value} for game in owners}
        return data

    def remember_options(self, game: str, options: dict[str, Any]) -> None:
        """Keep ``options`` as the next start screen's choice for ``game``."""
        kept = {k: v for k, v in options.items() if isinstance(v, bool | int)}
        self.game_options = {**self.game_options, game: kept}

    @field_validator("last_players", mode="before")
    @classmethod
    def _few_short_names(cls, names: object) -> object:
        """At most MAX_REMEMBERED names, each cut to a name's length (loaded files too)."""
        if not isinstance(names, list):
            return names  # pydantic refuses it with a clear message
        from gui.text.names import cap_name

        kept = [cap_name(n) for n in names[: MAX_REMEMBERED * 4] if isinstance(n, str)]
        return [n for n in kept if n][:MAX_REMEMBERED]

    @field_validator("seat_screens", mode="before")
    @classmethod
    def _few_screens(cls, screens: object) -> object:
        """At most MAX_REMEMBERED players' screens, names capped, kinds short words (loaded files too)."""
        if not isinstance(screens, dict):
            return screens  # pydantic refuses it with a clear message
        from gui.text.names import cap_name

        kept = {cap_name(k): v for k, v in list(screens.items())[: MAX_REMEMBERED * 4]
                if isinstance(k, str) and isinstance(v, str) and 0 < len(v) <= 16 and cap_name(k)}
        return dict(list(kept.items())[:MAX_REMEMBERED])

    @field_validator("inactivity_seconds")
    @classmethod
    def _long_enough_to_look(cls, seconds: float) -> float:
        """A shorter timeout would hide every private screen before anyone could read it."""
        if seconds < MIN_INACTIVITY_SECONDS:
            raise ValueError(f"the curtain timeout must be at least {MIN_INACTIVITY_SECONDS:g} seconds")
        return seconds

    def effective_index_set(self) -> str:
        """The deck's index letters: explicit, or the UI language."""
        return self.language if self.index_set == "auto" else self.index_set


class SettingsLoad(BaseModel):
    """The result of :func:`load_settings`: the settings and, if the file was bad, where it went.

    ``error`` is the short English reason (logs, tests); ``problems`` are the sentences for
    the notice bar, in the UI language.
    """

    settings: Settings
    moved_to: str | None = None
    error: str | None = None
    problems: list[str] = Field(default_factory=list)


def load_settings() -> SettingsLoad:
    """Read the settings; a missing file gives defaults, an unreadable one is moved aside."""
    storage.clean_orphans(storage.config_dir())
    path = storage.settings_path()
    storage.clean_link_orphans(path)
    try:
        text = file_open.read_text(path, storage.MAX_SETTINGS_BYTES)
        settings = Settings.model_validate_json(text)
    except FileNotFoundError:
        return _without_refused_deck(SettingsLoad(settings=Settings(language=_default_language())))
    except (OSError, ValidationError, ValueError, RecursionError) as exc:
        moved = storage.move_aside(path)
        from PySide6.QtCore import QCoreApplication

        what = QCoreApplication.translate("MainWindow", "settings file")
        return SettingsLoad(
            settings=Settings(language=_default_language()),
            moved_to=str(moved) if moved else None,
            error=_short(exc),
            problems=[storage.bad_file_message(what, moved, storage.problem_detail(exc))],
        )
    return _without_refused_deck(SettingsLoad(settings=settings))


def _without_refused_deck(loaded: SettingsLoad) -> SettingsLoad:
    """A deck that failed (or never finished loading) is not loaded at start again."""
    from gui.cards import deck_memory

    message = deck_memory.refused_at_start(loaded.settings.deck_id)
    if message is None:
        return loaded
    loaded.settings.deck_id = None
    loaded.problems.append(message)
    try:
        save_settings(loaded.settings)
    except OSError:
        pass  # the deck is skipped in this run anyway; saving will say what is wrong
    return loaded


def _default_language() -> Language:
    return "en" if default_language() == "en" else "de"


def save_settings(settings: Settings) -> None:
    """Write the settings atomically."""
    storage.atomic_write_text(storage.settings_path(), settings.model_dump_json(indent=1))


def _short(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "file"
        return f"{where}: {err['msg']}"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
