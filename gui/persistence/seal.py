"""The seal around the game inside the autosave: encrypted and authenticated (Fernet).

Why: the autosave holds the engine seed and every action; in plain JSON a five-line
script with our own engine printed every role and every face-down chamber, and deleting
``"pins"`` removed the PIN prompt. Sealed with Fernet (``cryptography``: AES-128-CBC +
HMAC-SHA256, a well-kept library, nothing hand-made), the file shows nothing at a look,
and any edit — one changed byte, a deleted field — fails authentication, so the file is
set aside as a whole and nothing of it is half-loaded.

The key (:func:`key`): 32 random bytes (Fernet's url-safe base64) in ``seal.key`` in the
user data dir, a separate folder from the autosave's state dir, created with mode 0600 and
read like every file (a regular file, bounded; a symlink is followed and written through,
see :mod:`gui.persistence.storage`). If the key is missing or damaged a
new one is made; a save sealed with the old key then fails to open and is set aside with
a message (nothing is lost: the ``.bad`` file and, if it was only moved, the old key
file stay where they are).

What this protects against, honestly: a look into the file, a copy of the autosave alone,
and an edit by hand. What it does not: someone with the laptop's account (and so the key
file) who sets out to decrypt — the key has to be readable by the app, so it is readable
by that account. The README says the same.
"""
from __future__ import annotations

import os
import pathlib
import stat

from gui.persistence import file_open, storage

KEY_NAME = "seal.key"


class SealError(ValueError):
    """The sealed text cannot be opened: edited, damaged, or sealed with another key."""


def key_path() -> pathlib.Path:
    return storage.data_dir() / KEY_NAME


def _valid(raw: bytes) -> bool:
    import base64
    import binascii

    try:
        return len(base64.urlsafe_b64decode(raw.strip())) == 32
    except (binascii.Error, ValueError):
        return False


def key(create: bool = True) -> bytes | None:
    """The seal key; made (mode 0600) when there is none and ``create``; None otherwise.

    A damaged key file (wrong size or content) is moved aside and replaced.
    """
    from cryptography.fernet import Fernet

    path = key_path()
    try:
        raw = file_open.read_bounded(path, storage.MAX_KEY_BYTES)
    except FileNotFoundError:
        raw = None
    except storage.FileProblem:
        storage.move_aside(path)
        raw = None
    if raw is not None and _valid(raw):
        try:
            mode = stat.S_IMODE(os.stat(path).st_mode)
            if mode & 0o077:
                os.chmod(path, 0o600)  # someone widened it: only this account may read the key
        except OSError:
            pass
        return raw.strip()
    if raw is not None:
        storage.move_aside(path)
    if not create:
        return None
    fresh = Fernet.generate_key()
    storage.atomic_write_bytes(path, fresh, mode=0o600)
    return fresh


def seal(plain: bytes) -> str:
    """``plain`` encrypted and authenticated with the key (a Fernet token, ASCII)."""
    from cryptography.fernet import Fernet

    secret = key(create=True)
    assert secret is not None
    return Fernet(secret).encrypt(plain).decode("ascii")


def open_seal(token: str) -> bytes:
    """The plain bytes inside ``token``; :class:`SealError` if it was edited or the key differs."""
    from cryptography.fernet import Fernet, InvalidToken

    secret = key(create=False)
    if secret is None:
        raise SealError("the key to open the saved game is missing")
    try:
        return Fernet(secret).decrypt(token.encode("ascii"))
    except (InvalidToken, UnicodeEncodeError, ValueError):
        raise SealError("the saved game was changed outside Kartentisch or belongs to another key") from None
