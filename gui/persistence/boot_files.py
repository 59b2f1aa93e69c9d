"""What the start screen needs to know about the saved games, without loading them.

Issue 8 (a fast first screen): reading an autosave means unsealing it (cryptography),
validating it (pydantic) and replaying it (the engine). The start screen only needs to know
*whether* there is anything to offer, which is a look at two paths. When
:func:`autosave_present` is false, :func:`gui.persistence.autosave.read_autosave` would return ``None``
(it turns a missing file into ``None``), so the window skips it and its imports; anything
that lies at the path — a file, a symlink, a FIFO — is read (and judged) the normal way.
"""
from __future__ import annotations

import os
import pathlib

from gui.persistence import storage

# The last game ended with "New game" lies next to the autosave under this name (gui.persistence.autosave).
ABANDONED_NAME = "abandoned.json"


def autosave_present() -> bool:
    """Something lies where the autosave would be (even a broken link: it is reported)."""
    return os.path.lexists(storage.autosave_path())


def abandoned_path() -> pathlib.Path:
    return storage.autosave_path().with_name(ABANDONED_NAME)


def has_abandoned() -> bool:
    """A game ended with "New game" can still be continued."""
    return abandoned_path().is_file()
