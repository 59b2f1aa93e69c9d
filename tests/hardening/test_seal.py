"""Issue 9 §3: the autosave is sealed; an edit fails as a whole; PINs are scrypt hashes."""
from __future__ import annotations

import base64
import json
import stat

from engine import tempelgold
from gui.persistence import seal, storage
from gui.persistence.autosave import Autosave, AutosaveProblem, LoadedAutosave, PinHash, read_autosave, write_autosave
from gui.tempelgold.flow import FlowState


def _write(seed: int = 4242424242) -> Autosave:
    game = tempelgold.new_game(tempelgold.Config(players=["Anna", "Ben", "Carla"]), seed=seed)
    data = Autosave(game=game.to_save(), flow=FlowState(phase="table").model_dump(), pins={1: PinHash.of("1234")})
    write_autosave(data)
    return data


def test_the_file_shows_nothing_of_the_game() -> None:
    _write()
    text = storage.autosave_path().read_text()
    outer = json.loads(text)
    assert set(outer) == {"kartentisch_autosave", "sealed"}
    around = text.replace(outer["sealed"], "")
    inside = base64.urlsafe_b64decode(outer["sealed"])
    for secret in ("4242424242", "Anna", "pins", "seed", "actions", "1234"):
        assert secret not in around
        # the token's bytes, not its letters: a random token spells "Anna" in base64 now and
        # then (it did once in about 2,000 runs), while its bytes hold no text of the game
        assert secret.encode() not in inside
    assert isinstance(read_autosave(), LoadedAutosave)


def test_the_key_is_a_separate_file_only_this_account_may_read() -> None:
    _write()
    path = seal.key_path()
    assert path.parent != storage.autosave_path().parent
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    path.chmod(0o644)
    seal.key()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_an_edited_byte_fails_as_a_whole_and_goes_aside_with_a_message() -> None:
    _write()
    text = storage.autosave_path().read_text()
    outer = json.loads(text)
    token = outer["sealed"]
    outer["sealed"] = token[:40] + ("A" if token[40] != "A" else "B") + token[41:]
    storage.autosave_path().write_text(json.dumps(outer))
    result = read_autosave()
    assert isinstance(result, AutosaveProblem) and result.message
    assert not storage.autosave_path().exists() and (storage.state_dir() / "autosave.json.bad").exists()


def test_an_unsealed_file_is_refused_even_if_it_holds_a_valid_game() -> None:
    data = _write()
    storage.autosave_path().write_text(data.model_dump_json())
    assert isinstance(read_autosave(), AutosaveProblem)


def test_a_lost_key_sets_the_save_aside() -> None:
    _write()
    seal.key_path().unlink()
    assert isinstance(read_autosave(), AutosaveProblem)


def test_pins_are_scrypt_hashes() -> None:
    pin = PinHash.of("1234")
    assert pin.matches("1234") and not pin.matches("1235")
    assert len(bytes.fromhex(pin.salt)) == 16 and len(bytes.fromhex(pin.digest)) == 32
    assert PinHash(salt="zz", digest="00").matches("1234") is False
