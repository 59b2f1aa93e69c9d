"""The bots' fingerprint takes SHA-256 from the interpreter's own module where there is one
(``lab.provenance._sha256``: no OpenSSL on the way to the start screen); it must be the same
digest as hashlib's, or every shipped balance table would stop matching its bots."""
from __future__ import annotations

import hashlib

from lab import provenance


def test_the_fingerprints_sha256_is_hashlibs() -> None:
    sha256 = provenance._sha256()
    for data in (b"", b"abc", bytes(range(256)) * 1000):
        assert sha256(data).hexdigest() == hashlib.sha256(data).hexdigest()
        digest = sha256()
        digest.update(data[:7])
        digest.update(data[7:])
        assert digest.digest() == hashlib.sha256(data).digest()


def test_without_a_builtin_module_it_is_hashlibs(monkeypatch) -> None:  # noqa: ANN001
    def no_module(name: str) -> object:
        raise ImportError(name)

    provenance._sha256.cache_clear()
    monkeypatch.setattr(provenance, "import_module", no_module)
    try:
        assert provenance._sha256() is hashlib.sha256
    finally:
        provenance._sha256.cache_clear()
