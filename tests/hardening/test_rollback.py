"""Issue 20 §10: an older autosave, copied back, was resumed without a word (a silent
rollback). Every save is numbered inside the seal, and a counter beside the key keeps the
number of each game's last save; a file older than that is resumed only with a notice."""
from __future__ import annotations

import shutil

import pytest

from engine import tempelgold
from gui.persistence import storage
from gui.persistence.autosave import Autosave, LoadedAutosave, read_autosave, set_aside_autosave, write_autosave
from gui.tempelgold.flow import FlowState


def _game(seed: int = 31):  # noqa: ANN202
    return tempelgold.new_game(tempelgold.Config(players=["Anna", "Ben", "Carla"]), seed=seed)


def _save(game) -> None:  # noqa: ANN001
    write_autosave(Autosave(game=game.to_save(), flow=FlowState(phase="table").model_dump()))


def test_an_older_copy_put_back_is_resumed_with_a_notice(tmp_path) -> None:  # noqa: ANN001
    game = _game()
    _save(game)
    shutil.copy(storage.autosave_path(), tmp_path / "old.json")
    _save(game)
    _save(game)
    fresh = read_autosave()
    assert isinstance(fresh, LoadedAutosave) and fresh.data.saved == 3 and not fresh.rollback_message()
    shutil.copy(tmp_path / "old.json", storage.autosave_path())  # the older file, copied back
    old = read_autosave()
    assert isinstance(old, LoadedAutosave), "the older game can still be continued"
    assert old.data.saved == 1 and old.newer_saved == 3
    assert "1" in old.rollback_message() and "3" in old.rollback_message()
    _save(game)  # continued anyway: its next save counts on from the newest number
    again = read_autosave()
    assert isinstance(again, LoadedAutosave) and again.data.saved == 4 and not again.rollback_message()


def test_the_start_screen_says_so(make_window, tmp_path) -> None:  # noqa: ANN001
    game = _game()
    _save(game)
    shutil.copy(storage.autosave_path(), tmp_path / "old.json")
    _save(game)
    shutil.copy(tmp_path / "old.json", storage.autosave_path())
    window = make_window()
    assert window.resume_screen is not None and window.stack.currentWidget() is window.resume_screen
    text = window.notice_text()
    assert "älter" in text or "older" in text, text


def test_a_normal_resume_and_the_last_abandoned_game_are_no_rollback(make_window) -> None:  # noqa: ANN001
    first = _game(41)
    _save(first)
    _save(first)
    set_aside_autosave()  # "New game": the running game is kept as the last abandoned one
    second = _game(42)
    _save(second)
    _save(second)
    _save(second)
    assert not read_autosave().rollback_message()  # type: ignore[union-attr]
    from gui.persistence.autosave import restore_abandoned

    restore_abandoned()
    restored = read_autosave()
    assert isinstance(restored, LoadedAutosave) and restored.data.saved == 2 and not restored.rollback_message()


def test_a_crash_between_the_save_and_its_count_is_no_rollback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The counter is written after the autosave: if it is lost, it lags; it never leads."""
    import gui.persistence.save_counter as save_counter

    game = _game()
    _save(game)
    monkeypatch.setattr(save_counter, "remember_save", lambda *_a: None)  # killed before the count
    _save(game)
    loaded = read_autosave()
    assert isinstance(loaded, LoadedAutosave) and loaded.data.saved == 2 and not loaded.rollback_message()


def test_the_counter_names_no_game_in_the_clear() -> None:
    from gui.persistence.save_counter import counter_path

    game = _game(123456789)
    _save(game)
    text = counter_path().read_text()
    assert "123456789" not in text and "Anna" not in text and "tempelgold" not in text
