"""The child of the kill test: plays random games through the real widgets until killed.

Run by ``test_kill.py`` as ``pytest tests/hardening/kill_child.py`` (not collected by a
normal run: the name does not start with ``test_``). Environment:

* ``KT_KILL_REPORT``: a file; after every completed step the child appends
  ``<seed> <actions> <moment>`` (the game's seed, the number of actions the autosave must
  hold from now on, and what is on screen for the next step, e.g. ``diamantenraub:curtain-take``) with one ``write`` on an ``O_APPEND`` descriptor — the kernel keeps it
  even when the process is killed right after.
* ``KT_KILL_HOME``: the folders the parent reads the autosave from (XDG_* below it).
* ``KT_KILL_SEED``: the random seed of this child's choices.
* ``KT_KILL_GAME`` (optional): start a new game of this game instead of resuming.

On start it resumes a saved game if there is one (so the kills chain through resumes),
otherwise it starts a new game of either game (chosen by the seed) with a random player
count. The steps are the seam's self-play steps (:class:`tests.hardening.play.Table`):
curtain steps, table actions (Tempelgold's openings and round ends; Diamantenraub's takes,
accusations, Peng and Reveal), the end screen and "Play again".
"""
from __future__ import annotations

import os
import random


def _report(fd: int, game, moment: str) -> None:  # noqa: ANN001
    save = game.to_save()
    os.write(fd, f"{save.seed} {len(save.actions)} {moment}\n".encode())


def test_play_until_killed(make_window, monkeypatch) -> None:  # noqa: ANN001
    home = os.environ["KT_KILL_HOME"]
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")):
        monkeypatch.setenv(var, os.path.join(home, sub))
    rng = random.Random(int(os.environ.get("KT_KILL_SEED", "1")))
    fd = os.open(os.environ["KT_KILL_REPORT"], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    from tests.hardening import play

    window = make_window()
    table = play.Table(window, rng, audit=False)  # the parent scans each restart; speed here
    new_game = os.environ.get("KT_KILL_GAME")
    if window.resume_screen is not None and not new_game:
        table.resume()
    else:
        table.start(new_game or rng.choice(play.Table.games()))
    for _ in range(100_000):
        _report(fd, window.session.game, table.moment())
        table.step()
