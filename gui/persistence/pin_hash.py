"""A player's PIN as the autosave keeps it: a salted scrypt hash, never the PIN itself.

PINs are stored in the autosave (and only there), never in the settings, as salted scrypt
hashes (about 0.1 s a try, so the 10,000 four-digit PINs take minutes instead of
milliseconds) — and inside the seal, so without the key there is not even a hash to try
them on. Each hash records its cost parameters (see :class:`PinHash`). scrypt comes from ``cryptography`` (the seal's library), not from
``hashlib.scrypt``: the result is the same (RFC 7914), but ``hashlib.scrypt`` exists only
through Python's OpenSSL module, which the bundle leaves out because ``cryptography``
brings its own OpenSSL (``packaging/bundle_policy.py``).

Its own module because the hash and its cost are one decision of their own (issue 8:
memory), apart from how the autosave file is written and read (:mod:`gui.persistence.autosave`).
"""
from __future__ import annotations

import secrets

from pydantic import BaseModel, ConfigDict, Field, model_validator

from gui.memory import release_free_memory

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
