"""Finished games record themselves: through the real window, and through ``--selfplay --history``."""
from __future__ import annotations

import json
import os
import pathlib
import random
import re
import sqlite3
import subprocess
import sys

import pytest

from gui.games.registry import game_ui
from gui.history.location import history_path
from gui.history.session_hook import recorder

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _rows(path: pathlib.Path) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT uid, game, players, reason, winning_side, actions, evening, previous, end_view"
                            " FROM games ORDER BY id").fetchall()
    finally:
        conn.close()


def _seats(path: pathlib.Path, uid: str) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT s.seat, s.name, s.role, s.won, s.phone FROM seats s JOIN games g ON g.id = s.game_id"
                            " WHERE g.uid = ? ORDER BY s.seat", (uid,)).fetchall()
    finally:
        conn.close()


def test_a_finished_game_and_its_rematch_are_recorded_once_each(make_window, qtbot) -> None:  # noqa: ANN001
    from tests.hardening.play import Table

    window = make_window()
    table = Table(window, random.Random(5), audit=False)
    table.play_game("tempelgold", 4)
    session = window.session
    assert table.at_end()
    recorder().flush()
    rows = _rows(history_path())
    assert len(rows) == 1, "recorded when the end screen came, not before"
    view = session.game.public_view()
    uid, game, players, reason, side, actions, evening, previous, end_view = rows[0]
    assert (game, players, reason, evening, previous) == ("tempelgold", 4, view.outcome.reason.name, uid, None)
    assert actions == len(session.game.to_save().actions)
    seats = _seats(history_path(), uid)
    assert [s[1] for s in seats] == list(view.players)
    assert {s[0] for s in seats if s[3]} == set(view.outcome.winners)
    assert [s[2] for s in seats] == [r.value for r in view.revealed.roles]
    assert json.loads(end_view)["players"] == list(view.players)
    session.turns.show_end()  # the same end screen again (as after a resume): no second row
    recorder().flush()
    assert len(_rows(history_path())) == 1
    # "Play again": the next game belongs to the same evening
    table.step()
    while table.selfplay.step() != "end":
        pass
    recorder().flush()
    rows = _rows(history_path())
    assert len(rows) == 2
    assert rows[1][6] == uid and rows[1][7] == uid  # evening and previous: the first game


def test_no_game_is_recorded_when_the_setting_is_off(make_window, qtbot) -> None:  # noqa: ANN001
    from tests.hardening.play import Table

    window = make_window(record_history=False)
    Table(window, random.Random(7), audit=False).play_game("diamantenraub", 5)
    recorder().flush()
    assert not history_path().exists()


SUMMARY = re.compile(r"selfplay (\w+): (\d+) players, (\w+), winners: (.*?); ")


@pytest.mark.long("two whole self-played games in child processes")
@pytest.mark.parametrize("game, players, seed", [("tempelgold", 5, 21), ("diamantenraub", 7, 22)])
def test_selfplay_with_history_records_its_game(tmp_path: pathlib.Path, game: str, players: int, seed: int, qapp) -> None:  # noqa: ANN001
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    db = tmp_path / "night" / "history.sqlite3"  # its folder does not exist yet
    db.parent.mkdir()
    result = subprocess.run(
        [sys.executable, "-m", "gui.app", "--selfplay", game, "--players", str(players), "--seed", str(seed),
         "--history", str(db)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=200,
    )
    assert result.returncode == 0, result.stdout[-1000:] + result.stderr[-2000:]
    summary = SUMMARY.search(result.stdout)
    assert summary is not None, result.stdout
    rows = _rows(db)
    assert len(rows) == 1
    uid, g, count, reason, _side, actions, _evening, _previous, end_view = rows[0]
    assert (g, count, reason) == (game, players, summary.group(3))
    seats = _seats(db, uid)
    winners = [s[1] for s in seats if s[3]]
    assert ", ".join(winners) == summary.group(4)
    assert actions > 0 and not any(s[4] for s in seats)
    # the end screen built again from the row shows the same ending and the same winners
    view = game_ui(game).end_view_from_data(json.loads(end_view))
    assert view.outcome.reason.name == reason
    assert sorted(view.players[s] for s in view.outcome.winners) == sorted(winners)
    # the run kept no other file: the database it was told to use, and its log
    kept = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file())
    assert all(p.startswith("night/") or "/kartentisch/log/" in p for p in kept), kept


def test_the_settings_dialog_has_the_switch(make_window, qtbot) -> None:  # noqa: ANN001
    from gui.dialogs.settings_dialog import SettingsDialog

    window = make_window()
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    assert dialog.record_history.isChecked() and window.settings.record_history
    dialog.record_history.setChecked(False)
    assert dialog.result_settings().record_history is False
