"""Where the history database is: ``history.sqlite3`` in the user's data folder.

The data folder is the one :mod:`gui.persistence.storage` names (``user_data_dir`` of platformdirs,
beside the seal key and the user's decks), so ``--selfplay`` (which points the storage
folders at a temporary folder) touches no user file. ``--selfplay … --history FILE`` sets
:data:`OVERRIDE` to record into that file instead.
"""
from __future__ import annotations

import pathlib

HISTORY_NAME = "history.sqlite3"

OVERRIDE: pathlib.Path | None = None
"""A database file chosen on the command line (``--history FILE``); ``None``: the data folder's."""


def history_path() -> pathlib.Path:
    """The database file the app records into and reads from."""
    if OVERRIDE is not None:
        return OVERRIDE
    from gui.persistence import storage

    return storage.data_dir() / HISTORY_NAME
