"""The autosave: the engine's save file plus the game's hot-seat flow, written after every step.

Version 2 (the game seam): ``flow`` is the game's own flow state (its GameUI's pydantic
model, validated on reading), ``log`` the app's public log lines (peeks). A version-1 file
(Tempelgold only, before the seam) has the same flow shape and no app lines, so it is
read as it is.

The file is an app-level pydantic model. The game part is the engine's own
:class:`~engine.saves.SaveFile`; loading it replays every action through the checked path
(:func:`engine.saves.load_game`), so a hand-edited or truncated autosave is rejected with
a readable message instead of producing an impossible game.

The file on disk (issue 9 §3) is ``{"kartentisch_autosave": 2, "sealed": "<token>"}``:
the whole :class:`Autosave` (seed, actions, flow, PINs) is inside a Fernet token
(:mod:`gui.persistence.seal`), so a look into the file shows nothing and an edit by hand fails
authentication; the file is then set aside as a whole, nothing of it half-loaded.

PINs: they are stored here (and only here), never in the settings, as salted scrypt
hashes (:class:`~gui.persistence.pin_hash.PinHash`), inside the seal. Each save is numbered,
and the save counter beside the key (:mod:`gui.persistence.save_counter`) tells an older
copy put back.
"""
from __future__ import annotations

import os
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.errors import SaveFileError
from engine.game import Game
from engine.saves import SaveFile, load_game
from gui.persistence import file_open, save_counter, seal, storage
from gui.persistence.boot_files import ABANDONED_NAME, abandoned_path, has_abandoned  # noqa: F401  (cheap half, see there)
from gui.games.log_model import MAX_APP_ENTRIES, AppLogEntry
from gui.persistence.pin_hash import PinHash as PinHash  # re-exported: gui.games.session imports it from here

AUTOSAVE_VERSION = 2
READABLE_VERSIONS = frozenset({1, AUTOSAVE_VERSION})
FILE_VERSION = 2  # the sealed file around the Autosave (issue 9 §3)


class SealedFile(BaseModel):
    """What is on disk: a format number and the sealed :class:`Autosave`."""

    model_config = ConfigDict(extra="forbid")
    kartentisch_autosave: int
    sealed: str = Field(max_length=storage.MAX_AUTOSAVE_BYTES)


class Autosave(BaseModel):
    """Everything needed to continue a game exactly where the group left it."""

    model_config = ConfigDict(extra="forbid")

    autosave_version: int = AUTOSAVE_VERSION
    game: SaveFile
    flow: dict[str, Any]  # the game's flow state (GameUI.flow_model()), as JSON
    # seat -> PIN hash (JSON writes the seat as a string key; reading turns it back into an int)
    pins: dict[int, PinHash] = Field(default_factory=dict)
    # seat -> its computer player's kind (gui.games.device_router.COMPUTER_SCREENS): a resumed
    # game goes on with the same computers (a kind this build does not know: a person's seat)
    computers: dict[int, Annotated[str, Field(max_length=16)]] = Field(default_factory=dict)
    # a guided first game (gui.games.guide): the explanations read so far; None: not guided
    guide: list[Annotated[str, Field(max_length=40)]] | None = Field(default=None, max_length=200)
    # the app's public log lines (peeks), merged into the table's log (gui.games.log_model)
    log: list[AppLogEntry] = Field(default_factory=list, max_length=MAX_APP_ENTRIES)
    # which save of this game this is (1, 2, …; set by write_autosave; 0 in files from before
    # issue 20): an older copy put back has a lower number than the counter beside the key
    saved: int = Field(default=0, ge=0)


class LoadedAutosave(BaseModel):
    """A successfully read autosave with its replayed game and its validated flow.

    ``flow`` is ``None`` when this build has no table for the game (the caller sets the file
    aside and says so).
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)
    data: Autosave
    game: Any  # engine Game
    flow: Any = None  # the GameUI's flow model
    # the save number Kartentisch last wrote for this game, when it is higher than this
    # file's own: an older copy was put back (a rollback, issue 20 §10); 0 otherwise
    newer_saved: int = 0

    def rollback_message(self) -> str:
        """The notice for a rolled-back save (translated); "" when the save is the newest."""
        if not self.newer_saved:
            return ""
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate(
            "Storage",
            "This saved game is older than the last one Kartentisch saved of the same game (save {found} of {last}): an earlier copy of the file was put back. The newer state is not on this computer any more. You can continue the older one or start a new game.",  # noqa: E501
        ).format(found=self.data.saved, last=self.newer_saved)


class AutosaveProblem(BaseModel):
    """An autosave that cannot be used: ``error`` in English (logs), ``message`` for the user."""

    moved_to: str | None
    error: str
    message: str = ""


def autosave_text(data: Autosave, sealed: bool = True) -> str:
    """The file's text for ``data`` (``sealed=False``: the plain inner JSON, for tests).

    Sealed, the content is padded first (:func:`padded`), so that the file's size tells
    nothing the table has not seen.
    """
    inner = data.model_dump_json()
    return seal_plain(padded(inner, data)) if sealed else inner


# -- the size channel (issue 20 §11) ------------------------------------------------------------
#: Room for everything in a save that is not public: the seed, every action (a Diamantenraub
#: set-aside, a "took nothing", how many diamonds), the flow, the save number. The largest
#: measured: under 2.5 KB for a whole game (Tempelgold at 10 players, config included).
PRIVATE_BUDGET = 8 * 1024
#: The padded content is a multiple of this.
PAD_STEP = 4 * 1024


def padded_size(data: Autosave) -> int:
    """The size the sealed content of ``data`` is padded to: from public information only.

    Public: the players' names and options (config), which seats have a PIN, the app's
    log lines (peeks are told to the table) — measured as this save's JSON with every
    private part emptied (no actions, seed 0, no flow, save number 0) — plus
    :data:`PRIVATE_BUDGET`, rounded up to :data:`PAD_STEP`. So during a game the size stays
    the same from the first step to the last and changes only when something public does.
    """
    skeleton = data.model_copy(
        update={"game": data.game.model_copy(update={"seed": 0, "actions": []}), "flow": {}, "saved": 0}
    )
    public = len(skeleton.model_dump_json().encode("utf-8"))
    return -(-(public + PRIVATE_BUDGET) // PAD_STEP) * PAD_STEP


def padded(inner: str, data: Autosave) -> str:
    """``inner`` (the Autosave JSON) with trailing spaces up to :func:`padded_size` bytes.

    JSON ignores the spaces, so a padded save reads like any other. A save larger than its
    budget (not seen in any game: see :data:`PRIVATE_BUDGET`) is padded to the next
    :data:`PAD_STEP` instead, and the log says so.
    """
    size = len(inner.encode("utf-8"))
    target = padded_size(data)
    if size > target:
        import logging

        logging.getLogger("kartentisch.autosave").warning("a save exceeds its padding budget (%d > %d bytes)", size, target)
        target = -(-size // PAD_STEP) * PAD_STEP
    return inner + " " * (target - size)


def seal_plain(inner: str) -> str:
    """The file's text around a plain :class:`Autosave` JSON text (sealed with the key)."""
    return SealedFile(kartentisch_autosave=FILE_VERSION, sealed=seal.seal(inner.encode("utf-8"))).model_dump_json()


def unseal_text(text: str) -> str:
    """The plain :class:`Autosave` JSON inside a file's text; raises if it does not open."""
    outer = SealedFile.model_validate_json(text)
    if outer.kartentisch_autosave != FILE_VERSION:
        raise SaveFileError(f"unknown autosave format {outer.kartentisch_autosave}")
    return seal.open_seal(outer.sealed).decode("utf-8")


def write_autosave(data: Autosave) -> None:
    """Write ``data`` as this game's next save: numbered, sealed, atomic; then count it.

    The order matters (issue 20 §10): the autosave is on disk (fsynced) before the counter
    beside the key says it exists, so a crash or kill in between leaves the counter behind
    the file, never ahead of it — a resumed game is never called a rollback by mistake.
    """
    key = save_counter.game_key(data.game)
    counts = save_counter.read_counts()
    number = max(counts.get(key, 0), data.saved) + 1
    data = data.model_copy(update={"saved": number})
    storage.atomic_write_text(storage.autosave_path(), autosave_text(data))
    save_counter.remember_save(counts, key, number)


def _newer_saved(data: Autosave) -> int:
    """The last save number counted for this game when it is higher than ``data``'s; else 0."""
    last = save_counter.read_counts().get(save_counter.game_key(data.game), 0)
    return last if last > data.saved else 0


def clear_autosave() -> None:
    storage.remove(storage.autosave_path())


# -- the last abandoned game ("Letztes Spiel fortsetzen") -------------------------------------
# A running game ended with "New game" is not deleted at once: its autosave is renamed, and the
# start screen offers to continue it until the next game begins (which deletes it). Its path and
# "is there one" live in gui.persistence.boot_files (the start screen asks without loading this module).
def set_aside_autosave() -> None:
    """Keep the running game's autosave as the last abandoned game (replacing an older one)."""
    path = storage.autosave_path()
    if path.is_file():
        os.replace(path, abandoned_path())


def restore_abandoned() -> None:
    """Make the last abandoned game the autosave again (read it with :func:`read_autosave`)."""
    os.replace(abandoned_path(), storage.autosave_path())


def forget_abandoned() -> None:
    storage.remove(abandoned_path())


def read_autosave() -> LoadedAutosave | AutosaveProblem | None:
    """Read and replay the autosave; ``None`` if there is none; a problem if it is unreadable.

    Read like every file (:func:`gui.persistence.file_open.read_text`: a regular file, a symlink followed,
    at most 4 MB), then unsealed (:mod:`gui.persistence.seal`: an edited file fails here as a whole). An
    unreadable file is moved aside (``autosave.json.bad``) before returning the problem;
    where that fails (a read-only folder) the problem says so. Temp files of interrupted
    writes are removed first.
    """
    storage.clean_orphans(storage.state_dir())
    path = storage.autosave_path()
    storage.clean_link_orphans(path)
    try:
        text = file_open.read_text(path, storage.MAX_AUTOSAVE_BYTES)
        data = Autosave.model_validate_json(unseal_text(text))
        if data.autosave_version not in READABLE_VERSIONS:
            raise SaveFileError(f"unknown autosave version {data.autosave_version}")
        game: Game = load_game(data.game)
        flow = _load_flow(data, game)
        _check_pins(data.pins, game)
        _check_computers(data.computers, game)
        _check_log(data.log, game, data.computers)
    except FileNotFoundError:
        return None
    except (OSError, ValidationError, ValueError, RecursionError) as exc:
        return _problem(path, exc)
    return LoadedAutosave(data=data, game=game, flow=flow, newer_saved=_newer_saved(data))


def _problem(path: Any, exc: BaseException) -> AutosaveProblem:
    from PySide6.QtCore import QCoreApplication

    moved = storage.move_aside(path)
    what = QCoreApplication.translate("MainWindow", "saved game")
    if isinstance(exc, seal.SealError):
        detail = QCoreApplication.translate("Storage", "it was changed outside Kartentisch, or it belongs to another key")
    elif isinstance(exc, ValueError) and not isinstance(exc, ValidationError):
        # the engine's replay refused it (an illegal or edited action, a damaged flow)
        detail = QCoreApplication.translate("Storage", "the game in it cannot be continued as it is")
    else:
        detail = storage.problem_detail(exc)
    return AutosaveProblem(
        moved_to=str(moved) if moved else None,
        error=_short(exc),
        message=storage.bad_file_message(what, moved, detail),
    )


def _load_flow(data: Autosave, game: Game) -> Any:
    """The game's flow state, validated by its GameUI (``None``: no table for this game here)."""
    from gui.games.registry import game_ui, has_ui

    if not has_ui(data.game.game):
        return None
    ui = game_ui(data.game.game)
    flow = ui.flow_model().model_validate(data.flow)
    try:
        ui.check_flow(flow, game.public_view())
    except ValueError as exc:
        raise SaveFileError(str(exc)) from None
    return flow


def _check_log(log: list[AppLogEntry], game: Game, computers: dict[int, str]) -> None:
    """App lines name a player at the table (the computers' line: the computer seats, as the
    Session writes it; the evening's line holds standings, bounded by its field) and sit
    within the engine's log."""
    public = len(game.public_view().log)
    played = ", ".join(game.players[s] for s in sorted(computers) if 0 <= s < game.player_count)

    def names_players(entry: AppLogEntry) -> bool:
        if entry.key == "evening":
            return True  # "Anna 2 · Ben 1": names with numbers (a rematch's first line)
        return entry.name == played if entry.key == "computers" else entry.name in game.players

    if any(not names_players(entry) or entry.after > public for entry in log):
        raise SaveFileError("the autosave's log names a player who is not at the table")


def _check_pins(pins: dict[int, PinHash], game: Game) -> None:
    """Every PIN belongs to a seat of the game."""
    if any(not 0 <= seat < game.player_count for seat in pins):
        raise SaveFileError("the autosave's PINs name a seat that is not at the table")


def _check_computers(computers: dict[int, str], game: Game) -> None:
    """Every computer seat is a seat of the game, and one seat at least is a person's."""
    if any(not 0 <= seat < game.player_count for seat in computers):
        raise SaveFileError("the autosave's computer players name a seat that is not at the table")
    if len(computers) >= game.player_count:
        raise SaveFileError("the autosave has no person at the table")


def _short(exc: BaseException) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "file"
        return f"{where}: {err['msg']}"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
