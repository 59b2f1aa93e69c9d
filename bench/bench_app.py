"""App benchmarks: time to the window shell, time to the usable start screen, peak memory.

All run in subprocesses under a real X server (Xvfb, see :mod:`bench.xserver`), each figure
next to a baseline measured in the same run:

* from process start (``Popen``) to the main window being exposed (``kartentisch
  --time-to-window`` prints ``window-exposed``): the **shell**, vs. a bare PySide6 window
  (``bench/hello_window.py``), median of 7 interleaved runs, as a ratio;
* from process start to the **usable start screen** (``window-ready``: booted, the start
  screen built and shown, it takes clicks), vs. the same bare window, as a ratio
  (target ≤ 2.0×);
* peak RSS (``ru_maxrss``) of a process that plays a complete 10-player Tempelgold game
  through the controller (every curtain step, every opening) vs. the bare window process
  (target ≤ 130 MB).

The frozen bundle is measured by ``bench/bench_bundle.py``.
"""
from __future__ import annotations

import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

from bench.xserver import describe, x_display

ROOT = pathlib.Path(__file__).resolve().parents[1]
RUNS = 7

BARE_WINDOW = ROOT / "bench" / "hello_window.py"
START_SCREEN_TARGET = 2.0
RSS_TARGET_MB = 130

GAME = r"""
import resource, sys
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtTest import QTest
import gui.curtain.timings as T
T.HOLD_MS = T.MIN_DWELL_MS = T.REVEAL_DELAY_MS = 1
from gui.app import build_main_window, create_application
from gui.screens.start import StartRequest
app = create_application()
w = build_main_window(offer_resume=False)
w.ask = lambda *a: True
w._force_close = True
w.show()
c = w.controller
names = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hugo", "Ida", "Jonas"]
c.start_game(StartRequest(game="tempelgold", players=names), seed=int(sys.argv[1]))

def look_loop():
    while c.flow.phase == "look":
        if c.curtain.handoff is not None:
            c.curtain.reveal_now()
        QTest.qWait(5)
        if c.curtain.private is not None:
            c.curtain.private.hide_button.setEnabled(True)
            c.curtain.private.hide_button.click()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

openings = 0
look_loop()
while c.game.outcome() is None:
    v = c.game.public_view()
    if c.flow.phase == "round_over":
        c.table.bannerButtonClicked.emit()
        look_loop()
        continue
    owner = next(o for o in range((v.key_holder + 1) % 10, (v.key_holder + 1) % 10 + 10) if o % 10 != v.key_holder and v.seats[o % 10].face_down) % 10
    if c.open_chamber(owner, 0):
        openings += 1
    while c._busy:
        QTest.qWait(5)
QTest.qWait(50)
print("openings", openings, "reason", c.game.outcome().reason.value, flush=True)
print("maxrss-kb", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
"""


def time_to_window(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds from Popen to the 'window-exposed' line, and to 'window-ready' (the
    start screen built behind the first frame; the bare script has no such line)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    wall = ready = float("nan")
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("window-exposed"):
            wall = time.perf_counter() - start
        elif line.startswith("window-ready"):
            ready = time.perf_counter() - start
    proc.wait(timeout=60)
    return wall, ready


def interleaved_medians(
    app_cmd: list[str], bare_cmd: list[str], env: dict[str, str], runs: int = RUNS
) -> tuple[float, float, float]:
    """Medians of (app exposed, app ready, bare exposed): one warm-up each, then interleaved."""
    time_to_window(app_cmd, env)
    time_to_window(bare_cmd, env)
    app_times, ready_times, bare_times = [], [], []
    for _ in range(runs):
        exposed, ready = time_to_window(app_cmd, env)
        app_times.append(exposed)
        ready_times.append(ready)
        bare_times.append(time_to_window(bare_cmd, env)[0])
    return statistics.median(app_times), statistics.median(ready_times), statistics.median(bare_times)


def isolated_env(env: dict[str, str], home: str) -> dict[str, str]:
    """``env`` with every XDG folder in ``home`` (no real settings, no autosave to resume)."""
    out = dict(env)
    for var in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        path = os.path.join(home, var.lower())
        os.makedirs(path, exist_ok=True)
        out[var] = path
    return out


def _maxrss_kb(stdout: str) -> int:
    return int(next(line.split()[1] for line in stdout.splitlines() if line.startswith("maxrss-kb")))


def main() -> None:
    with x_display() as display_env, tempfile.TemporaryDirectory() as home:
        env = isolated_env(display_env, home)
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        print(describe(env))
        app_cmd = [sys.executable, "-m", "gui.app", "--time-to-window"]
        bare_cmd = [sys.executable, str(BARE_WINDOW)]
        shell, ready, bare = interleaved_medians(app_cmd, bare_cmd, env)
        print(f"bare PySide6 window exposed: {bare * 1000:.0f} ms (median of {RUNS}, from process start)")
        print(f"time to the window shell:    {shell * 1000:.0f} ms -> {shell / bare:.2f}x the bare window")
        print(
            f"time to the usable start screen: {ready * 1000:.0f} ms -> {ready / bare:.2f}x the bare window "
            f"(target <= {START_SCREEN_TARGET:.1f}x)"
        )

        bare_run = subprocess.run(bare_cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        game = subprocess.run(
            [sys.executable, "-c", GAME, "7"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
        )
        if game.returncode != 0:
            print("10-player game FAILED:\n" + game.stderr[-2000:])
            raise SystemExit(1)
        info = next((line for line in game.stdout.splitlines() if line.startswith("openings")), "")
        print(
            f"peak RSS, 10-player game through the controller ({info}): {_maxrss_kb(game.stdout) / 1024:.0f} MB "
            f"vs bare PySide6 window {_maxrss_kb(bare_run.stdout) / 1024:.0f} MB (target <= {RSS_TARGET_MB} MB)"
        )


if __name__ == "__main__":
    main()
