"""The save counter beside the key: which save of a game Kartentisch wrote last.

Issue 20 §10: an older copy of the autosave put back was resumed without a word. The
counter remembers, per game, the number of the last save written, so that reading the
autosave can tell such a rollback and say so
(:meth:`gui.persistence.autosave.LoadedAutosave.rollback_message`; docs/reliability.md,
"An older copy put back"). It lives in the data folder beside the key, not beside the
autosave it counts.

Its own module because the counter is a file of its own, with its own format and its own
rule for failing (a lost counter only lags behind, which is safe); the autosave numbers
its saves with it and asks it (:mod:`gui.persistence.autosave`).
"""
from __future__ import annotations

from typing import Any

from engine.saves import SaveFile
from gui.persistence import file_open, seal, storage

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


def read_counts() -> dict[str, int]:
    """game key -> the number of its last save, oldest first; {} if there is no usable counter.

    The counter is sealed with the key like the autosave (it names no game in the clear, and
    an edit fails as a whole). A missing, damaged or foreign counter counts nothing: the
    next save writes a fresh one (see docs/reliability.md for what that does not catch).
    """
    import json

    try:
        raw = file_open.read_bounded(counter_path(), MAX_COUNTER_BYTES)
        data = json.loads(seal.open_seal(raw.decode("ascii")))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):  # SealError is a ValueError
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)}


def remember_save(counts: dict[str, int], key: str, number: int) -> None:
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
