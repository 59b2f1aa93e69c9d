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
hashes (about 0.1 s a try, so the 10,000 four-digit PINs take minutes instead of
milliseconds) — and inside the seal, so without the key there is not even a hash to try
them on. Each hash records its cost parameters (see :class:`PinHash`). scrypt comes from ``cryptography`` (the seal's library), not from
``hashlib.scrypt``: the result is the same (RFC 7914), but ``hashlib.scrypt`` exists only
through Python's OpenSSL module, which the bundle leaves out because ``cryptography``
brings its own OpenSSL (``packaging/bundle_policy.py``).
"""
from __future__ import annotations

import os
import secrets
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from engine.errors import SaveFileError
from engine.game import Game
from engine.saves import SaveFile, load_game
from gui.persistence import seal, storage
from gui.persistence.boot_files import ABANDONED_NAME, abandoned_path, has_abandoned  # noqa: F401  (cheap half, see there)
from gui.games.log_model import MAX_APP_ENTRIES, AppLogEntry
from gui.memory import release_free_memory

AUTOSAVE_VERSION = 2
READABLE_VERSIONS = frozenset({1, AUTOSAVE_VERSION})
FILE_VERSION = 2  # the sealed file around the Autosave (issue 9 §3)
# scrypt's cost parameters of a hash that does not record its own: every hash saved before
# the parameters were recorded (n = 2**14, r = 8, p = 1: 16 MiB per hash). Still verified.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
# The parameters new hashes get: the same work in a quarter of the memory (4 MiB).
PIN_SCRYPT = (2**12, 8, 4)
# Every parameter set a saved hash may name: a save can never ask for more memory or time.
KNOWN_SCRYPT = frozenset({(SCRYPT_N, SCRYPT_R, SCRYPT_P), PIN_SCRYPT})


class PinHash(BaseModel):
    """A PIN as a salted scrypt hash (never the PIN itself), with its cost parameters.

    Why n = 2¹², r = 8, p = 4 for new hashes (issue 8: memory): scrypt's work is
    proportional to n·r·p — 2¹²·8·4 is exactly the 2¹⁴·8·1 the first hashes used, so a
    brute force over the 10,000 four-digit PINs costs an attacker the same number of
    Salsa20/8 rounds per try on a CPU. Its memory is 128·r·n bytes, because the p lanes
    run one after the other and reuse the same buffer: 4 MiB instead of 16 MiB, allocated
    at every PIN check while the app is running — the largest single step in the app's peak
    resident size. What this gives away, honestly: scrypt's memory-hardness against
    hardware with much parallel compute and little memory per core (GPUs, ASICs) is a
    quarter. For a 4-digit PIN that is already behind the seal (:mod:`gui.persistence.seal`: without
    the key there is no hash to try) that is the trade we make; the PIN's own 10,000
    possibilities are the real limit either way.

    The parameters are stored with the hash (``n``, ``r``, ``p``); a hash saved before they
    were (no fields) has the old ones, the defaults, so old saves still verify. Only the
    sets in :data:`KNOWN_SCRYPT` are accepted: a save naming another one is refused as a
    damaged file rather than running a KDF of whatever size it asks for.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    salt: str = Field(max_length=64)
    digest: str = Field(max_length=128)
    n: int = SCRYPT_N
    r: int = SCRYPT_R
    p: int = SCRYPT_P

    @model_validator(mode="after")
    def _known_cost(self) -> PinHash:
        if (self.n, self.r, self.p) not in KNOWN_SCRYPT:
            raise ValueError(f"unknown scrypt parameters n={self.n}, r={self.r}, p={self.p}")
        return self

    @classmethod
    def of(cls, pin: str) -> PinHash:
        salt = secrets.token_hex(16)
        n, r, p = PIN_SCRYPT
        return cls(salt=salt, digest=_digest(salt, pin, n, r, p), n=n, r=r, p=p)

    def matches(self, pin: str) -> bool:
        try:
            return secrets.compare_digest(self.digest, _digest(self.salt, pin, self.n, self.r, self.p))
        except ValueError:  # a salt that is not hex: no PIN matches it
            return False


def _digest(salt: str, pin: str, n: int, r: int, p: int) -> str:
    """The scrypt hash of ``pin``, after giving free heap memory back to the OS.

    Why the trim first (issue 8: memory): scrypt's 4 MiB are the largest single allocation
    of a running game, made at every PIN check. The C heap at that moment often holds
    several MB that were freed but not yet returned (the last trim ran after the previous
    step), so without a trim the check set the process's peak at live data + garbage + KDF
    (a 10-player game: 136 MB; with the trim 130 MB). The trim takes well under a
    millisecond next to the KDF's ~0.1 s.
    """
    from cryptography.hazmat.primitives.kdf.scrypt import Scrypt  # loads with the seal; not at start

    release_free_memory()
    kdf = Scrypt(salt=bytes.fromhex(salt), length=32, n=n, r=r, p=p)
    return kdf.derive(pin.encode("utf-8")).hex()


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
    key = game_key(data.game)
    counts = _read_counts()
    number = max(counts.get(key, 0), data.saved) + 1
    data = data.model_copy(update={"saved": number})
    storage.atomic_write_text(storage.autosave_path(), autosave_text(data))
    _count(counts, key, number)


# -- the save counter beside the key (issue 20 §10: an older autosave copied back) -------------
COUNTER_NAME = "seal.counter"
#: How many games the counter remembers (the most recent ones).
MAX_COUNTED_GAMES = 32
MAX_COUNTER_BYTES = 16 * 1024


def counter_path() -> Any:
    """``seal.counter`` beside the key (data folder), not beside the autosave it counts."""
    return storage.data_dir() / COUNTER_NAME


def game_key(save: SaveFile) -> str:
    """Which game a save belongs to: a hash of its game, seed and config (stable for a game)."""
    import hashlib
    import json

    ident = json.dumps([save.game, save.seed, save.config], sort_keys=True, default=str)
    return hashlib.sha256(ident.encode("utf-8")).hexdigest()[:32]


def _read_counts() -> dict[str, int]:
    """game key -> the number of its last save, oldest first; {} if there is no usable counter.

    The counter is sealed with the key like the autosave (it names no game in the clear, and
    an edit fails as a whole). A missing, damaged or foreign counter counts nothing: the
    next save writes a fresh one (see docs/reliability.md for what that does not catch).
    """
    import json

    try:
        raw = storage.read_bounded(counter_path(), MAX_COUNTER_BYTES)
        data = json.loads(seal.open_seal(raw.decode("ascii")))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):  # SealError is a ValueError
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)}


def _count(counts: dict[str, int], key: str, number: int) -> None:
    """Remember ``number`` as ``key``'s last save (the most recent games only)."""
    import json
    import logging

    counts.pop(key, None)
    counts[key] = number
    kept = dict(list(counts.items())[-MAX_COUNTED_GAMES:])
    try:
        # no fsync of its own: the autosave it follows already is, and a counter lost in a
        # crash only lags behind (never ahead of) the file, which is safe
        storage.atomic_write_bytes(counter_path(), seal.seal(json.dumps(kept).encode("utf-8")).encode("ascii"), fsync=False)
    except OSError as exc:
        logging.getLogger("kartentisch.autosave").warning("the save counter was not written (%s)", type(exc).__name__)


def _newer_saved(data: Autosave) -> int:
    """The last save number counted for this game when it is higher than ``data``'s; else 0."""
    last = _read_counts().get(game_key(data.game), 0)
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

    Read like every file (:func:`gui.persistence.storage.read_text`: a regular file, a symlink followed,
    at most 4 MB), then unsealed (:mod:`gui.persistence.seal`: an edited file fails here as a whole). An
    unreadable file is moved aside (``autosave.json.bad``) before returning the problem;
    where that fails (a read-only folder) the problem says so. Temp files of interrupted
    writes are removed first.
    """
    storage.clean_orphans(storage.state_dir())
    path = storage.autosave_path()
    storage.clean_link_orphans(path)
    try:
        text = storage.read_text(path, storage.MAX_AUTOSAVE_BYTES)
        data = Autosave.model_validate_json(unseal_text(text))
        if data.autosave_version not in READABLE_VERSIONS:
            raise SaveFileError(f"unknown autosave version {data.autosave_version}")
        game: Game = load_game(data.game)
        flow = _load_flow(data, game)
        _check_pins(data.pins, game)
        _check_log(data.log, game)
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


def _check_log(log: list[AppLogEntry], game: Game) -> None:
    """App lines name a player at the table and sit within the engine's log."""
    public = len(game.public_view().log)
    if any(entry.name not in game.players or entry.after > public for entry in log):
        raise SaveFileError("the autosave's log names a player who is not at the table")


def _check_pins(pins: dict[int, PinHash], game: Game) -> None:
    """Every PIN belongs to a seat of the game."""
    if any(not 0 <= seat < game.player_count for seat in pins):
        raise SaveFileError("the autosave's PINs name a seat that is not at the table")


def _short(exc: BaseException) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "file"
        return f"{where}: {err['msg']}"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
