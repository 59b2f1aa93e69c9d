"""PIN hashes record their scrypt parameters (issue 8: memory); old saves still verify.

New hashes use n = 2¹², r = 8, p = 4 (same work as the first hashes' 2¹⁴, 8, 1, a quarter
of the memory; the reasoning is in :class:`gui.persistence.pin_hash.PinHash`). A hash saved before the
parameters were recorded has none in the file and must still match its PIN.
"""
from __future__ import annotations

import hashlib
import json

import pytest
from pydantic import ValidationError

from engine import tempelgold
from gui.persistence import storage
from gui.persistence.autosave import (
    Autosave,
    LoadedAutosave,
    read_autosave,
    seal_plain,
)
from gui.persistence.pin_hash import PIN_SCRYPT, SCRYPT_N, SCRYPT_P, SCRYPT_R, PinHash
from gui.tempelgold.flow import FlowState

pytestmark = pytest.mark.real_pin_cost  # the app's own scrypt cost is what these tests check


def _rfc7914(pin: str, salt: str, n: int, r: int, p: int) -> str:
    """The hash from an independent scrypt (Python's OpenSSL module), not the app's code."""
    return hashlib.scrypt(pin.encode(), salt=bytes.fromhex(salt), n=n, r=r, p=p, dklen=32, maxmem=64 * 2**20).hex()


def test_new_hashes_use_the_same_work_in_a_quarter_of_the_memory() -> None:
    n, r, p = PIN_SCRYPT
    assert n * r * p == SCRYPT_N * SCRYPT_R * SCRYPT_P  # same number of Salsa20/8 rounds
    assert 128 * r * n == 128 * SCRYPT_R * SCRYPT_N // 4  # 4 MiB instead of 16 MiB
    pin = PinHash.of("4711")
    assert (pin.n, pin.r, pin.p) == PIN_SCRYPT
    assert pin.digest == _rfc7914("4711", pin.salt, *PIN_SCRYPT)
    assert pin.matches("4711") and not pin.matches("4712")


def test_a_hash_saved_without_parameters_still_verifies() -> None:
    salt = "9f" * 16
    old = json.loads(json.dumps({"salt": salt, "digest": _rfc7914("0815", salt, 2**14, 8, 1)}))
    saved = PinHash.model_validate(old)
    assert (saved.n, saved.r, saved.p) == (2**14, 8, 1)
    assert saved.matches("0815")
    assert not saved.matches("0816")


def test_an_old_autosave_with_old_pin_hashes_resumes_and_its_pins_match() -> None:
    game = tempelgold.new_game(tempelgold.Config(players=["Anna", "Ben", "Carla"]), seed=99)
    salt = "01" * 16
    inner = Autosave(game=game.to_save(), flow=FlowState(phase="table").model_dump()).model_dump(mode="json")
    inner["pins"] = {"1": {"salt": salt, "digest": _rfc7914("2468", salt, 2**14, 8, 1)}}  # the first format
    storage.atomic_write_text(storage.autosave_path(), seal_plain(json.dumps(inner)))
    loaded = read_autosave()
    assert isinstance(loaded, LoadedAutosave)
    assert loaded.data.pins[1].matches("2468")
    assert not loaded.data.pins[1].matches("2469")


def test_a_new_hash_survives_the_file_with_its_parameters() -> None:
    pin = PinHash.of("1357")
    again = PinHash.model_validate_json(pin.model_dump_json())
    assert again == pin and (again.n, again.r, again.p) == PIN_SCRYPT
    assert again.matches("1357")


@pytest.mark.parametrize("cost", [(2**20, 8, 1), (2**14, 8, 4), (2**12, 8, 1), (0, 8, 1), (2**12, 64, 4)])
def test_a_save_cannot_ask_for_another_cost(cost: tuple[int, int, int]) -> None:
    n, r, p = cost
    with pytest.raises(ValidationError):
        PinHash(salt="00" * 16, digest="00" * 32, n=n, r=r, p=p)
