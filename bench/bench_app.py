"""App benchmarks: time to the window shell, time to the usable start screen, peak memory.

All run in subprocesses under a real X server (Xvfb, see :mod:`bench.xserver`), each figure
next to a baseline measured in the same run:

* from process start (``Popen``) to the main window being exposed (``kartentisch
  --time-to-window`` prints ``window-exposed``): the **shell**, vs. a bare PySide6 window
  (``bench/hello_window.py``), median of 7 interleaved runs, as a ratio;
* from process start to the **usable start screen** (``window-ready``: booted, the start
  screen built and shown, it takes clicks), vs. the same bare window, as a ratio
  (target ≤ 2.0×);
* peak RSS (``ru_maxrss`` from ``os.wait4``) of ``kartentisch --selfplay tempelgold
  --players 10 --seed 7``: a complete 10-player game through the real window, every
  curtain step and every opening (plus the self-play's privacy checks, which cost a little
  memory of their own), vs. the bare window process (target ≤ 130 MB).

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


def peak_rss_kb(cmd: list[str], env: dict[str, str], timeout: float = 900) -> tuple[int, int, str]:
    """(exit status, peak RSS in KiB, stdout) of ``cmd``, measured by the kernel for that child."""
    with tempfile.TemporaryFile("w+") as out:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.DEVNULL, text=True)
        deadline = time.monotonic() + timeout
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                proc.kill()
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.05)
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        return proc.returncode, usage.ru_maxrss, out.read()


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

        _, bare_kb, _ = peak_rss_kb(bare_cmd, env)
        help_text = subprocess.run(
            [sys.executable, "-m", "gui.app", "--help"], cwd=ROOT, env=env, capture_output=True, text=True
        ).stdout
        if "--selfplay" not in help_text:
            print("peak RSS of a 10-player game: skipped (this build has no --selfplay)")
            return
        code, game_kb, out = peak_rss_kb(
            [sys.executable, "-m", "gui.app", "--selfplay", "tempelgold", "--players", "10", "--seed", "7"], env
        )
        if code != 0:
            print(f"10-player self-play FAILED (exit {code}): {out[-500:]}")
            raise SystemExit(1)
        summary = out.strip().splitlines()[-1] if out.strip() else ""
        print(
            f"peak RSS, 10-player Tempelgold self-play ({summary}): {game_kb / 1024:.0f} MB "
            f"vs bare PySide6 window {bare_kb / 1024:.0f} MB (target <= {RSS_TARGET_MB} MB)"
        )


if __name__ == "__main__":
    main()
