"""Issue 20 §12: a symlinked user file is followed, and written through, for every file.

Before: a dotfile-linked ``settings.json`` was replaced by a regular file at the first save
(the linked file silently went stale), and a symlinked ``seal.key`` was moved aside, so the
saved game was set aside as "changed outside Kartentisch". The rule now
(:mod:`gui.persistence.storage`): read through a link, write through it atomically (the link stays,
its target gets the content), never replace a target that is not a regular file, and
rename or delete only the name in the app's own folder.
"""
from __future__ import annotations

import json
import os
import pathlib
import stat

import pytest

from engine import tempelgold
from gui.persistence import seal, storage
from gui.persistence.autosave import Autosave, LoadedAutosave, read_autosave, write_autosave
from gui.tempelgold.flow import FlowState


@pytest.fixture
def dotfiles(tmp_path: pathlib.Path) -> pathlib.Path:
    folder = tmp_path / "dotfiles"
    folder.mkdir()
    return folder


def _link(path: pathlib.Path, target: pathlib.Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(target, path)


def _save(seed: int = 5) -> Autosave:
    game = tempelgold.new_game(tempelgold.Config(players=["Anna", "Ben", "Carla"]), seed=seed)
    data = Autosave(game=game.to_save(), flow=FlowState(phase="table").model_dump())
    write_autosave(data)
    return data


def test_a_linked_settings_file_stays_linked_and_gets_every_save(dotfiles: pathlib.Path) -> None:
    from gui.persistence.settings import load_settings, save_settings

    target = dotfiles / "settings.json"
    target.write_text('{"language": "en"}')
    target.chmod(0o640)
    _link(storage.settings_path(), target)
    loaded = load_settings()
    assert loaded.settings.language == "en" and not loaded.problems
    loaded.settings.last_players = ["Anna", "Ben"]
    save_settings(loaded.settings)
    assert storage.settings_path().is_symlink(), "the save replaced the link by a regular file"
    assert json.loads(target.read_text())["last_players"] == ["Anna", "Ben"]
    assert stat.S_IMODE(target.stat().st_mode) == 0o640  # the linked file keeps its permissions
    assert not [p for p in dotfiles.iterdir() if p.name.endswith(".tmp")]
    assert load_settings().settings.last_players == ["Anna", "Ben"]


def test_a_linked_seal_key_opens_the_saved_game(dotfiles: pathlib.Path) -> None:
    _save()
    target = dotfiles / "seal.key"
    os.replace(seal.key_path(), target)
    _link(seal.key_path(), target)
    before = target.read_bytes()
    result = read_autosave()
    assert isinstance(result, LoadedAutosave), getattr(result, "message", result)
    assert seal.key_path().is_symlink() and target.read_bytes() == before
    _save(seed=6)  # sealing again uses the linked key, and leaves the link alone
    assert seal.key_path().is_symlink() and isinstance(read_autosave(), LoadedAutosave)


def test_a_linked_autosave_is_resumed_and_written_through(dotfiles: pathlib.Path) -> None:
    _save()
    target = dotfiles / "autosave.json"
    os.replace(storage.autosave_path(), target)
    _link(storage.autosave_path(), target)
    assert isinstance(read_autosave(), LoadedAutosave)
    before = target.read_bytes()
    _save(seed=7)
    assert storage.autosave_path().is_symlink() and target.read_bytes() != before
    loaded = read_autosave()
    assert isinstance(loaded, LoadedAutosave) and loaded.data.game.seed == 7


def test_the_crash_log_and_the_deck_memory_are_written_through(dotfiles: pathlib.Path) -> None:
    from gui.shell import excepthook
    from gui.cards import deck_memory

    crash = dotfiles / "crash.log"
    crash.write_text("earlier\n")
    _link(excepthook.crash_log_path(), crash)
    excepthook._append("a trace")
    assert excepthook.crash_log_path().is_symlink() and crash.read_text() == "earlier\na trace\n"
    memory = dotfiles / "decks.json"
    memory.write_text('{"loading": null, "refused": []}')
    _link(deck_memory.state_path(), memory)
    deck_memory.write_state(deck_memory.DeckState(loading="x", refused=["y"]))
    written = json.loads(memory.read_text())  # with the picks' fingerprints beside (issue 20 §1)
    assert deck_memory.state_path().is_symlink() and (written["loading"], written["refused"]) == ("x", ["y"])


def test_a_write_never_replaces_a_linked_fifo_or_folder(dotfiles: pathlib.Path) -> None:
    fifo = dotfiles / "fifo"
    os.mkfifo(fifo)
    _link(storage.settings_path(), fifo)
    with pytest.raises(OSError):
        storage.atomic_write_text(storage.settings_path(), "{}")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and storage.settings_path().is_symlink()
    folder = dotfiles / "folder"
    folder.mkdir()
    (folder / "inside").write_text("x")
    _link(storage.autosave_path(), folder)
    with pytest.raises(OSError):
        storage.atomic_write_text(storage.autosave_path(), "{}")
    assert (folder / "inside").read_text() == "x"


def test_setting_a_bad_linked_file_aside_moves_the_link_not_its_target(dotfiles: pathlib.Path) -> None:
    from gui.persistence.settings import load_settings

    target = dotfiles / "settings.json"
    target.write_text("{not json")
    _link(storage.settings_path(), target)
    loaded = load_settings()
    assert loaded.problems and target.read_text() == "{not json"
    assert (storage.config_dir() / "settings.json.bad").is_symlink()


def test_a_write_through_a_link_that_was_interrupted_leaves_no_temp_file(dotfiles: pathlib.Path) -> None:
    from gui.persistence.settings import load_settings

    target = dotfiles / "settings.json"
    target.write_text('{"language": "en"}')
    _link(storage.settings_path(), target)
    (dotfiles / ".settings.json.abc123.tmp").write_text("{half")
    (dotfiles / ".other.abc.tmp").write_text("not ours")
    load_settings()
    assert sorted(p.name for p in dotfiles.iterdir()) == [".other.abc.tmp", "settings.json"]
