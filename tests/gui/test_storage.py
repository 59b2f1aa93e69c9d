"""Atomic writes, bad files moved aside, and resuming a game after the app was killed."""
from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt

from gui.persistence import storage
from gui.persistence.autosave import AutosaveProblem, read_autosave, seal_plain, unseal_text
from gui.persistence.settings import Settings, load_settings, save_settings

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_atomic_write_replaces_and_leaves_no_temp_files(tmp_path) -> None:  # noqa: ANN001
    target = tmp_path / "sub" / "file.json"
    storage.atomic_write_text(target, "one")
    storage.atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    target = tmp_path / "file.json"
    storage.atomic_write_text(target, "old")

    def boom(*_a):  # noqa: ANN002, ANN202
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        storage.atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_move_aside_uses_a_timestamp_when_bad_exists(tmp_path) -> None:  # noqa: ANN001
    target = tmp_path / "x.json"
    target.write_text("1")
    first = storage.move_aside(target)
    target.write_text("2")
    second = storage.move_aside(target)
    assert first.name == "x.json.bad" and second.name.startswith("x.json.") and second.name.endswith(".bad")
    assert first != second and not target.exists()


def test_settings_round_trip_and_paths() -> None:
    settings = Settings(language="en", last_players=["Anna", "Ben"], inactivity_seconds=12)
    save_settings(settings)
    assert storage.settings_path().exists()
    assert "kartentisch" in str(storage.settings_path())
    loaded = load_settings()
    assert loaded.error is None and loaded.settings == settings


def test_corrupt_settings_and_autosave_are_moved_aside_and_the_app_starts(make_window) -> None:  # noqa: ANN001
    storage.settings_path().parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path().write_text("{not json", encoding="utf-8")
    storage.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    storage.autosave_path().write_text('{"autosave_version": 1, "game": 3}', encoding="utf-8")
    window = make_window()
    assert window.start_screen is not None and window.stack.currentWidget() is window.start_screen
    notice = window.notice_text()
    assert notice.count("\n") >= 1, notice  # two messages, one per file
    assert (storage.settings_path().parent / "settings.json.bad").exists()
    assert (storage.autosave_path().parent / "autosave.json.bad").exists()
    assert not storage.settings_path().exists() or json.loads(storage.settings_path().read_text())


def test_tampered_autosave_is_rejected_by_the_replay(driver) -> None:  # noqa: ANN001
    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    driver.look_loop()
    owner, slot = driver.choose(("empty",))
    driver.click_chamber(owner, slot)
    # an edit made *with* the key (so it passes the seal): the replay must still refuse it
    data = json.loads(unseal_text(storage.autosave_path().read_text()))
    data["game"]["actions"][0]["action"]["owner"] = data["game"]["actions"][0]["seat"]  # open your own chamber
    storage.autosave_path().write_text(seal_plain(json.dumps(data)))
    result = read_autosave()
    assert isinstance(result, AutosaveProblem) and "cannot be replayed" in result.error
    assert not storage.autosave_path().exists()


def _kill(driver) -> None:  # noqa: ANN001
    """Simulate a killed process: nothing of the old window reacts or writes any more."""
    driver.curtain.guard.disarm()
    driver.window.session.blockSignals(True)
    driver.curtain.blockSignals(True)
    driver.window.hide()
    driver.settle()


def _play_into_round(driver, openings: int) -> None:  # noqa: ANN001
    driver.enter_players(["Anna", "Ben", "Carla", "Dan"])
    driver.click_start()
    driver.look_loop()
    for _ in range(openings):
        owner, slot = driver.choose(("empty",))
        driver.click_chamber(owner, slot)


def test_resume_mid_round_starts_behind_the_curtain_and_continues_the_same_game(driver, make_window) -> None:  # noqa: ANN001
    _play_into_round(driver, 2)
    before = driver.game.to_save()
    view_before = driver.game.public_view()
    # the app is "killed": the window goes away without closing, nothing more is written
    _kill(driver)

    window = make_window()
    from tests.gui.conftest import Driver  # noqa: PLC0415 - the same driver class

    second = Driver(driver.qtbot, window)
    assert window.resume_screen is not None and window.stack.currentWidget() is window.resume_screen
    second.qtbot.mouseClick(window.resume_screen.resume_button, Qt.MouseButton.LeftButton)
    second.settle()
    # behind the neutral curtain: no table, nothing secret
    assert second.curtain.neutral is not None and window.stack.currentWidget() is second.curtain.neutral
    second.check_privacy(None)
    assert second.game.to_save() == before
    second.qtbot.mouseClick(second.curtain.neutral.show_button, Qt.MouseButton.LeftButton)
    second.settle()
    assert window.stack.currentWidget() is second.session.table
    after = second.game.public_view()
    assert (after.opened, after.key_holder, after.round) == (view_before.opened, view_before.key_holder, view_before.round)
    owner, slot = second.choose(("empty",))
    second.click_chamber(owner, slot)
    assert len(second.game.public_view().opened) == len(view_before.opened) + 1


def test_resume_during_the_look_loop_goes_to_the_same_players_handoff(driver, make_window) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt

    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    first = driver.session.flow.to_look[0]
    driver.reveal()
    driver.hide()
    panel_seat_next = driver.session.flow.to_look[0]
    driver.reveal()  # killed while the second player looks: a private screen is never saved
    _kill(driver)
    window = make_window()
    driver.qtbot.mouseClick(window.resume_screen.resume_button, Qt.MouseButton.LeftButton)
    curtain = window.session.curtain
    assert curtain.handoff is not None and curtain.private is None
    assert curtain.handoff.player_name == window.session.game.name(panel_seat_next)
    assert panel_seat_next != first


def test_resume_in_a_fresh_process(driver) -> None:  # noqa: ANN001
    """A real second process reads the autosave the first one wrote and offers to resume."""
    _play_into_round(driver, 1)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    code = (
        "from gui.persistence.autosave import read_autosave, LoadedAutosave\n"
        "r = read_autosave(); assert isinstance(r, LoadedAutosave), r\n"
        "print(len(r.game.public_view().opened), r.flow.phase)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["1", "table"]


def test_quick_settings_path_matches_platformdirs() -> None:
    from gui.text.i18n import quick_settings_path

    assert quick_settings_path() == storage.settings_path()


def test_discarding_the_saved_game_asks_first(driver, make_window) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt

    _play_into_round(driver, 1)
    _kill(driver)
    window = make_window()
    window.ask = lambda *_a: False
    driver.qtbot.mouseClick(window.resume_screen.discard_button, Qt.MouseButton.LeftButton)
    assert storage.autosave_path().exists() and window.resume_screen is not None
    window.ask = lambda *_a: True
    driver.qtbot.mouseClick(window.resume_screen.discard_button, Qt.MouseButton.LeftButton)
    assert not storage.autosave_path().exists() and window.start_screen is not None


def test_a_too_short_curtain_timeout_in_the_settings_file_is_refused() -> None:
    storage.settings_path().parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path().write_text('{"inactivity_seconds": 1e-9}', encoding="utf-8")
    loaded = load_settings()
    assert loaded.error is not None and "at least 5 seconds" in loaded.error
    assert loaded.settings.inactivity_seconds == 30.0
    assert (storage.settings_path().parent / "settings.json.bad").exists()


@pytest.mark.parametrize("seat", ['"abc"', '"7"', '"-1"'])
def test_an_autosave_with_pins_of_no_seat_is_set_aside(driver, seat: str) -> None:  # noqa: ANN001
    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    data = json.loads(unseal_text(storage.autosave_path().read_text()))
    data["pins"] = json.loads('{%s: {"salt": "00", "digest": "11"}}' % seat)
    storage.autosave_path().write_text(seal_plain(json.dumps(data)))
    result = read_autosave()
    assert isinstance(result, AutosaveProblem)
    assert not storage.autosave_path().exists() and (storage.autosave_path().parent / "autosave.json.bad").exists()


def test_pins_survive_the_autosave(driver) -> None:  # noqa: ANN001
    from gui.persistence.autosave import LoadedAutosave, PinHash

    driver.enter_players(["Anna", "Ben", "Carla"])
    driver.click_start()
    driver.session.pins = {1: PinHash.of("1234")}
    driver.session.autosave()
    result = read_autosave()
    assert isinstance(result, LoadedAutosave)
    assert set(result.data.pins) == {1} and result.data.pins[1].matches("1234")


def test_a_saved_game_without_a_table_is_kept_not_deleted(make_window, monkeypatch) -> None:  # noqa: ANN001
    from engine import diamantenraub

    import dataclasses

    from engine import registry
    from gui.persistence.autosave import Autosave, write_autosave

    # a build without Diamantenraub's table (as before it existed): its screens' module is missing
    info = registry.game_info("diamantenraub")
    monkeypatch.setitem(registry._GAMES, "diamantenraub", dataclasses.replace(info, ui_module="gui.no_such_module"))
    game = diamantenraub.new_game(diamantenraub.Config(players=["A", "B", "C", "D", "E"]), seed=3)
    write_autosave(Autosave(game=game.to_save(), flow={"phase": "table"}))
    saved = storage.autosave_path().read_text()
    window = make_window()
    assert window.start_screen is not None
    kept = storage.autosave_path().parent / "autosave.json.bad"
    assert kept.read_text() == saved
    assert str(kept) in window.notice_text()
