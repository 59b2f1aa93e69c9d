"""Issue 9 §1: a state folder that refuses writes — the game still plays and says it cannot
save, in one notice that updates and goes away when saving works again."""
from __future__ import annotations

import os
import pathlib

import pytest

from gui.persistence import storage

NOT_SAVED = "nicht gespeichert"  # the UI is German by default: "Das Spiel konnte nicht gespeichert werden"


@pytest.fixture
def refusing_state_dir(monkeypatch: pytest.MonkeyPatch):  # noqa: ANN201
    """Writes into the state folder fail like a read-only folder (works as root, too)."""
    real = storage.atomic_write_bytes
    state = {"refuse": True}

    def write(path, data, **kwargs):  # noqa: ANN001, ANN003, ANN202
        if state["refuse"] and pathlib.Path(path).parent == storage.state_dir():
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, data, **kwargs)

    monkeypatch.setattr(storage, "atomic_write_bytes", write)
    return state


def test_a_read_only_state_folder_plays_and_says_once_that_it_cannot_save(driver, refusing_state_dir) -> None:  # noqa: ANN001
    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    assert driver.game is not None  # "Start a new game" does start
    notice = driver.window.notice_text()
    assert NOT_SAVED in notice and notice.count("\n") == 0, notice
    driver.look_loop()
    owner, slot = driver.choose(("empty",))
    driver.click_chamber(owner, slot)  # more failed saves: still one line
    notice = driver.window.notice_text()
    assert notice.count(NOT_SAVED) == 1 and notice.count("\n") == 0, notice
    refusing_state_dir["refuse"] = False
    owner, slot = driver.choose(("empty",))
    driver.click_chamber(owner, slot)
    assert NOT_SAVED not in driver.window.notice_text()
    assert storage.autosave_path().exists()


def test_a_state_folder_that_is_a_file_still_starts_a_game(driver) -> None:  # noqa: ANN001
    import shutil

    shutil.rmtree(storage.state_dir(), ignore_errors=True)
    storage.state_dir().parent.mkdir(parents=True, exist_ok=True)
    storage.state_dir().write_text("not a folder")
    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    assert driver.game is not None
    assert NOT_SAVED in driver.window.notice_text()
    assert os.path.isfile(storage.state_dir())
