"""The child of the kill test: plays random games through the real widgets until killed.

Run by ``test_kill.py`` as ``pytest tests/hardening/kill_child.py`` (not collected by a
normal run: the name does not start with ``test_``). Environment:

* ``KT_KILL_REPORT``: a file; at every point of every step (the self-play hook,
  :attr:`gui.checks.selfplay.SelfPlay.on_point`) the child appends ``<seed> <actions> <moment>``
  (the game's seed, the number of actions the autosave holds from now on, and what is on
  screen, :meth:`tests.hardening.play.Table.moment`, e.g.
  ``diamantenraub:private:take``) with one ``write`` on an ``O_APPEND`` descriptor — the
  kernel keeps it even when the process is killed right after.
* ``KT_KILL_HOME``: the folders the parent reads the autosave from (XDG_* below it).
* ``KT_KILL_SEED``: the random seed of this child's choices.
* ``KT_KILL_GAME`` (optional): start a new game of this game instead of resuming;
  ``KT_KILL_OPTIONS`` (optional): its start-screen switches, ``name=0|1`` comma-separated.
* ``KT_KILL_AIM`` (optional): a moment in the words of :func:`tests.hardening.play.category`
  (``"round end"``, ``"peng"`` …) and ``KT_KILL_AIMED``, a file. The child plays on (through
  "Play again" if need be) until it is at a point of that moment — not always the first
  one: each is taken with a chance of 60 % (a rare moment's animation always, its other
  points with 35 %: ``ANIMATED``), so the kills spread over the hand-off, the private
  screen, the chosen action, the animation — then writes the moment (and whether the table
  was animating) to ``KT_KILL_AIMED`` and rests there, the event loop running (animations go on, as they
  would while the group watches), until the parent's SIGKILL. Aiming at ``"peng"``, the
  autoplayer shouts "Peng!" more often (its ``PENG_CHANCE``), so a shot's animation is
  reached too, not only the choice.

On start it resumes a saved game if there is one (so the kills chain through resumes),
otherwise it starts a new game of either game (chosen by the seed) with a random player
count. The steps are the seam's self-play steps (:class:`tests.hardening.play.Table`):
curtain steps, table actions (Tempelgold's openings and round ends; Diamantenraub's takes,
accusations, Peng and Reveal), the end screen and "Play again".
"""
from __future__ import annotations

import os
import random

#: the chance that a point of the aimed moment is the one the child rests at
TAKE_POINT = 0.6
#: points of a moment that are its animation (a shot's flip, the round's last chamber
#: flipping before the banner): taken always, the moment's other points only with
#: ``TAKE_OTHER`` — else the animation, one point among several, would be hit rarely
ANIMATED = {"peng": "acted-Peng:", "round end": "acted-Open:"}
TAKE_OTHER = 0.35
#: how long the child rests at the aimed moment at most (the parent kills long before)
REST_MS = 180_000


def _report(fd: int, game, moment: str) -> None:  # noqa: ANN001
    save = game.to_save()
    os.write(fd, f"{save.seed} {len(save.actions)} {moment}\n".encode())


def _options(text: str) -> dict[str, bool]:
    pairs = (item.split("=") for item in text.split(",") if item)
    return {name: value == "1" for name, value in pairs}


def test_play_until_killed(make_window, monkeypatch) -> None:  # noqa: ANN001
    home = os.environ["KT_KILL_HOME"]
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")):
        monkeypatch.setenv(var, os.path.join(home, sub))
    rng = random.Random(int(os.environ.get("KT_KILL_SEED", "1")))
    fd = os.open(os.environ["KT_KILL_REPORT"], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    aim = os.environ.get("KT_KILL_AIM")
    aimed = os.environ.get("KT_KILL_AIMED")
    from gui.games import session
    from gui.games.clicks import wait_until
    from tests.hardening import play

    # every child deals its own games (the fixtures' fixed seed would deal the same one each time)
    monkeypatch.setattr(session, "SEED_SOURCE", random.Random(rng.randrange(1 << 62)))

    window = make_window()
    table = play.Table(window, rng, audit=False)  # the parent scans each restart; speed here

    def on_moment(moment: str) -> None:
        _report(fd, window.session.game, moment)
        if aim == "peng" and table.selfplay.autoplayer is not None:
            table.selfplay.autoplayer.PENG_CHANCE = 0.8
        if not aim or not aimed or play.category(moment) != aim:
            return
        animated = ANIMATED.get(aim)
        chance = TAKE_POINT if animated is None else (1.0 if animated in moment else TAKE_OTHER)
        if rng.random() < chance:
            table_screen = window.session.table
            moving = table_screen is not None and table_screen.isVisible() and table_screen.is_animating()
            with open(aimed, "w") as marker:  # the moment, and whether the table was animating
                marker.write(f"{moment} {'animating' if moving else 'still'}")
            wait_until(lambda: False, REST_MS, 10)

    table.on_moment = on_moment
    new_game = os.environ.get("KT_KILL_GAME")
    if window.resume_screen is not None and not new_game:
        table.resume()
    else:
        table.start(new_game or rng.choice(play.Table.games()), options=_options(os.environ.get("KT_KILL_OPTIONS", "")))
    for _ in range(100_000):
        _report(fd, window.session.game, table.moment())
        table.step()
