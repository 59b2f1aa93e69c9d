"""The ``--selfplay`` command: its arguments, a run that keeps no user file, and the exit code.

The game itself is played by :class:`gui.checks.selfplay.SelfPlay` (see that module for what
a run does and checks); this module sets the stage around it: the files go to a temporary
folder, the curtain's timings are shortened, the window is built at the asked size, and
the run's outcome becomes one line and an exit code (0 done; 1 a privacy leak; 2 stuck or
failed; 3 a layout problem).
"""
from __future__ import annotations

import pathlib
import random
import sys
import tempfile
from typing import Any

from gui.checks.selfplay import LayoutFault, Leak, SelfPlay, Stuck
from gui.checks.selfplay_computers import SELFPLAY_DELAY_MS, computer_screens
from gui.games.computer_seats import offers_computers
from gui.games.clicks import wait_until


def isolate_files() -> tempfile.TemporaryDirectory[str]:
    """Every file this run keeps goes to a temporary folder, never to the user's.

    Settings (config), autosave and deck memory (state), and the seal key (data: issue 20
    found a self-play run making a ``seal.key`` in the user's real data folder). A self-play
    run touches no user file. Decision: the log is not a user file but the app's record of
    what ran, so a self-play run logs where every run does (``tests/packaging/test_selfplay_log.py``
    reads it there).
    """
    from gui.persistence import storage

    folder = tempfile.TemporaryDirectory(prefix="kartentisch-selfplay-")
    root = pathlib.Path(folder.name)
    storage.state_dir = lambda: root / "state"  # the run's own folder
    storage.config_dir = lambda: root / "config"
    storage.data_dir = lambda: root / "data"
    return folder


def fast_timings() -> None:
    from gui.curtain import timings

    timings.HOLD_MS, timings.REVEAL_DELAY_MS, timings.MIN_DWELL_MS, timings.TICK_MS = 40, 20, 30, 5
    timings.COMMIT_HOLD_MS = 40
    timings.TAKE_BACK_MS = 60  # a move still waits, with its "Undo", before it is made
    from gui.cards import tempo

    tempo.SPEED = tempo.SELFPLAY_SPEED  # the same animations, run faster (see gui.cards.tempo)


def parse_size(size: str | None) -> tuple[int, int] | None:
    """``"WxH"`` → (W, H); ``"fullscreen"`` → ``None``; nothing → the default 1280x800."""
    if size is None:
        return (1280, 800)
    if size.strip().lower() == "fullscreen":
        return None
    width, sep, height = size.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        raise ValueError(f"--size wants WxH or fullscreen, not {size!r}")
    return (int(width), int(height))


def run_selfplay(
    game: str, players: int, seed: int | None, lang: str | None, shots: str | None, size: str | None = None,
    history: str | None = None, computers: int = 0, guided: bool = False,
) -> int:
    """The ``--selfplay`` command. Returns the exit code. ``guided``: the game's guided first
    game (its own players; ``players`` and ``computers`` are not used)."""
    from engine.registry import GAMES
    from gui.games.registry import has_ui

    if game not in GAMES or not has_ui(game):
        playable = ", ".join(g for g in GAMES if has_ui(g))
        print(f"selfplay: no such game {game!r} (playable: {playable})", file=sys.stderr)
        return 2
    info = GAMES[game]
    if guided:
        from gui.games.registry import game_ui

        script = game_ui(game).guided_game()
        if script is None:
            print(f"selfplay: {info.title} has no first game with explanations", file=sys.stderr)
            return 2
        players, computers = len(script.players), 0
    if players not in info.player_counts:
        print(f"selfplay: {info.title} is played by {info.min_players} to {info.max_players} players", file=sys.stderr)
        return 2
    try:
        window_size = parse_size(size)
        screens = computer_screens(players, computers)
        if computers and not offers_computers(info):
            raise ValueError(f"{info.title} has no computer players")
    except ValueError as exc:
        print(f"selfplay: {exc}", file=sys.stderr)
        return 2
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    folder = isolate_files()
    from gui.history import location

    location.OVERRIDE = pathlib.Path(history).absolute() if history else None
    fast_timings()
    shots_dir = pathlib.Path(shots) if shots else None
    if shots_dir is not None:
        shots_dir.mkdir(parents=True, exist_ok=True)
    from gui.games import session as session_mod
    from gui.shell.application import build_main_window, create_application

    session_mod.SEED_SOURCE = random.Random(seed)
    app = create_application()
    window: Any = build_main_window(offer_resume=False, lang=lang)  # its ask and close are replaced below
    window.ask = lambda *_a, **_k: True  # confirmations: yes
    window._force_close = True
    if window_size is None:
        window.showFullScreen()
    else:
        window.showNormal()  # the asked size, not a first start's maximized window (gui.shell.first_size)
        window.resize(*window_size)
        window.show()
    wait_until(lambda: window.isVisible(), 2000)
    window.settings.computer_delay_ms = SELFPLAY_DELAY_MS
    play = SelfPlay(window, game, players, seed, shots_dir)
    play.screens = screens
    code = 0
    try:
        from gui.checks.selfplay_guided import run_guided

        print((run_guided(play) if guided else play.run()) + f" (seed {seed})")
    except Leak as leak:
        print(f"selfplay: PRIVACY LEAK after {play.curtain_steps} curtain steps (seed {seed}): {leak}", file=sys.stderr)
        code = 1
    except Stuck as stuck:
        print(f"selfplay: stuck (seed {seed}): {stuck}", file=sys.stderr)
        code = 2
    except LayoutFault as fault:
        print(f"selfplay: LAYOUT PROBLEM after {play.curtain_steps} curtain steps (seed {seed}): {fault}", file=sys.stderr)
        code = 3
    finally:
        window.session.curtain.lower()
        window.close()
        app.processEvents()
        from gui.history.recorder import flush_all

        flush_all()  # the finished game is in the database before the run ends
        folder.cleanup()
    return code
