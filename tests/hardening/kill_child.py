"""The child of the kill test: plays random games through the real widgets until killed.

Run by ``test_kill.py`` as ``pytest tests/hardening/kill_child.py`` (not collected by a
normal run: the name does not start with ``test_``). Environment:

* ``KT_KILL_REPORT``: a file; after every completed step the child appends
  ``<seed> <actions>`` (the game's seed and the number of actions the autosave must hold
  from now on) with one ``write`` on an ``O_APPEND`` descriptor — the kernel keeps it
  even when the process is killed right after.
* ``KT_KILL_HOME``: the folders the parent reads the autosave from (XDG_* below it).
* ``KT_KILL_SEED``: the random seed of this child's choices.

On start it resumes a saved game if there is one (so the kills chain through resumes),
otherwise it starts a new one with 3 to 10 players.
"""
from __future__ import annotations

import os
import random


def _report(fd: int, game) -> None:  # noqa: ANN001
    save = game.to_save()
    os.write(fd, f"{save.seed} {len(save.actions)}\n".encode())


def test_play_until_killed(qtbot, make_window, monkeypatch) -> None:  # noqa: ANN001
    home = os.environ["KT_KILL_HOME"]
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")):
        monkeypatch.setenv(var, os.path.join(home, sub))
    rng = random.Random(int(os.environ.get("KT_KILL_SEED", "1")))
    fd = os.open(os.environ["KT_KILL_REPORT"], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    from tests.gui.conftest import Driver

    from tests.hardening import play

    window = make_window()
    driver = Driver(qtbot, window)
    if window.resume_screen is not None:
        play.resume(driver)
    else:
        play.start(driver, play.NAMES[: rng.randint(3, 10)])
    for _ in range(100_000):
        _report(fd, driver.game)
        play.step(driver, rng)
