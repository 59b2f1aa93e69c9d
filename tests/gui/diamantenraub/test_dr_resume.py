"""Resume after the process was killed: a second process played and died with SIGKILL;
a new window offers the autosaved game and continues it behind the curtain."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import Qt

from engine import diamantenraub as dr
from gui.games.base import TableStep

from .driver import DrDriver

pytestmark = pytest.mark.long("kills a game in a child process and resumes it")

ROOT = Path(__file__).resolve().parents[3]


def run_and_kill(*args: str) -> int:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, str(Path(__file__).with_name("killed_game.py")), *args],
                          env=env, cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert proc.returncode == -9, proc.stderr[-2000:]  # killed, not a clean exit
    return int(proc.stdout.split()[-1])


def resume(qtbot, make_window) -> DrDriver:
    d = DrDriver(qtbot, make_window(), seed=1)
    screen = d.window.resume_screen
    assert screen is not None, "no saved game was offered"
    qtbot.mouseClick(screen.resume_button, Qt.MouseButton.LeftButton)
    d.settle()
    return d


def test_killed_while_the_treasure_goes_round(qtbot, make_window):
    applied = run_and_kill("7", "4")  # the Boss and three players have had their turn
    d = resume(qtbot, make_window)
    assert len(d.game.history) == applied
    view = d.game.public_view()
    assert view.phase is dr.Phase.PASSING and view.treasure_holder == 4
    assert d.session.curtain.handoff is not None and d.session.curtain.private is None
    assert d.session.curtain.handoff.player_name == "Emil"
    d.check_privacy(None)
    d.play()
    assert d.game.outcome() is not None


def test_killed_during_the_interrogation(qtbot, make_window):
    applied = run_and_kill("8", "0", "accuse")
    d = resume(qtbot, make_window)
    assert len(d.game.history) == applied
    assert d.session.curtain.neutral is not None  # the table waits behind the curtain
    d.check_privacy(None)
    view = d.game.public_view()
    assert view.outcome is None and view.phase is dr.Phase.INTERROGATION
    assert sum(s.shown is not None for s in view.seats) == 1  # the first accused showed the take
    qtbot.mouseClick(d.session.curtain.neutral.show_button, Qt.MouseButton.LeftButton)
    d.settle()
    assert isinstance(d.session.step, TableStep) and d.session.step.kind == "interrogation"
    assert d.window.stack.currentWidget() is d.session.table
    d.check_privacy(None)
    d.play()
    assert d.game.outcome() is not None
