"""App benchmarks: start-up time to a visible window, and peak memory of a 10-player game.

Both run in subprocesses under a real X server (Xvfb): if ``DISPLAY`` is unset this starts
``Xvfb :97`` itself and stops it afterwards; without Xvfb it falls back to the offscreen
platform and says so. Each figure is printed next to a baseline measured in the same run:

* time from process start to the main window being exposed (``kartentisch
  --time-to-window``) vs. a bare PySide6 window script — median of 7 runs each, as a ratio
  (target ≤ 1.6×);
* peak RSS (``resource.getrusage``) of a process that plays a complete 10-player
  Tempelgold game through the controller (every curtain step, every opening) vs. the bare
  window process (target ≤ 150 MB).
"""
from __future__ import annotations

import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
RUNS = 7

BARE_WINDOW = r"""
import sys, time, resource
t0 = time.perf_counter()
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.setWindowTitle("bare"); w.resize(1280, 720); w.show()
def poll():
    if w.windowHandle() is not None and w.windowHandle().isExposed():
        print(f"window-exposed {time.perf_counter() - t0:.4f}", flush=True)
        print("maxrss-kb", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
        app.quit()
    else:
        QTimer.singleShot(2, poll)
QTimer.singleShot(0, poll)
app.exec()
"""

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


def _env(display: str | None, platform: str, home: str) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = platform
    if display:
        env["DISPLAY"] = display
    for var in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        path = os.path.join(home, var.lower())
        os.makedirs(path, exist_ok=True)
        env[var] = path
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _time_to_window(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
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


def _start_xvfb() -> tuple[subprocess.Popen | None, str | None]:
    if os.environ.get("DISPLAY"):
        return None, os.environ["DISPLAY"]
    if shutil.which("Xvfb") is None:
        return None, None
    proc = subprocess.Popen(
        ["Xvfb", ":97", "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    time.sleep(1.0)
    if proc.poll() is not None:
        return None, None
    return proc, ":97"


def main() -> None:
    xvfb, display = _start_xvfb()
    platform = "xcb" if display else "offscreen"
    try:
        with tempfile.TemporaryDirectory() as home:
            env = _env(display, platform, home)
            print(f"platform: {platform}" + (f" on DISPLAY={display}" if display else " (no X server found)"))
            app_cmd = [sys.executable, "-m", "gui.app", "--time-to-window"]
            bare_cmd = [sys.executable, "-c", BARE_WINDOW]
            # one warm-up each (file cache), then interleaved runs
            _time_to_window(app_cmd, env)
            _time_to_window(bare_cmd, env)
            app_times, ready_times, bare_times = [], [], []
            for _ in range(RUNS):
                exposed, ready = _time_to_window(app_cmd, env)
                app_times.append(exposed)
                ready_times.append(ready)
                bare_times.append(_time_to_window(bare_cmd, env)[0])
            app_med, bare_med = statistics.median(app_times), statistics.median(bare_times)
            ratio = app_med / bare_med
            print(
                f"time to window: kartentisch {app_med * 1000:.0f} ms vs bare PySide6 window "
                f"{bare_med * 1000:.0f} ms (median of {RUNS}) -> {ratio:.2f}x (target <= 1.6x)"
            )
            print(
                f"  (start screen complete behind the first frame: {statistics.median(ready_times) * 1000:.0f} ms, "
                f"{statistics.median(ready_times) / bare_med:.2f}x the bare window)"
            )

            bare = subprocess.run(bare_cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
            bare_kb = int(next(l.split()[1] for l in bare.stdout.splitlines() if l.startswith("maxrss-kb")))
            game = subprocess.run(
                [sys.executable, "-c", GAME, "7"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
            )
            if game.returncode != 0:
                print("10-player game FAILED:\n" + game.stderr[-2000:])
                return
            lines = game.stdout.splitlines()
            game_kb = int(next(l.split()[1] for l in lines if l.startswith("maxrss-kb")))
            info = next((l for l in lines if l.startswith("openings")), "")
            print(
                f"peak RSS, 10-player game through the controller ({info}): {game_kb / 1024:.0f} MB "
                f"vs bare PySide6 window {bare_kb / 1024:.0f} MB (target <= 150 MB)"
            )
    finally:
        if xvfb is not None:
            xvfb.terminate()
            try:
                xvfb.wait(timeout=5)
            except subprocess.TimeoutExpired:
                xvfb.kill()


if __name__ == "__main__":
    main()
