"""Loading a user's deck: the GUI thread's longest stall, and the start with a deck chosen.

1. The GUI-thread stall while a big user deck loads: a deck of 249,000 drawn paths (12 MB,
   just under the element cap, :func:`tests.hardening.corpus._many_paths`), picked as the
   settings would, is loaded with ``DeckRenderer.set_deck`` the way the app does it, while a
   10 ms ``QTimer`` in the GUI thread records the longest gap between its ticks, until the
   deck is in use and its first card has arrived. The baseline, measured in the same run:
   the same timer while our own deck is switched in (``kartentisch`` de → en).
2. Start-up, in fresh processes, best of 5, with our deck (the baseline), a small user deck
   and the 249,000-path deck chosen (each picked first): ``kartentisch --smoke`` (build the
   window, paint a frame, exit) and ``--time-to-window`` (``window-ready``, and ``warm-up``:
   the renderer with its deck, what a click on "Start" right then would wait for).

Run: ``make bench`` (all benchmarks) or ``.venv/bin/python -m bench deck_load``.
"""
from __future__ import annotations

import inspect
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
STARTS = 5


def _install(home: Path, folder: str, svg: bytes) -> str:
    base = home / "data" / "kartentisch" / "decks" / folder
    base.mkdir(parents=True, exist_ok=True)
    (base / "deck.svg").write_bytes(svg)
    (base / "index.desktop").write_text("[KDE Backdeck]\nName=Bench\nSVG=deck.svg\n")
    return f"user:{folder}"


def _isolate(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache")):
        (home / sub).mkdir(parents=True, exist_ok=True)
        env[var] = os.environ[var] = str(home / sub)
    return env


def _stall(renderer, deck_id: str, index_set: str = "de") -> tuple[float, float]:  # noqa: ANN001
    """(longest gap between 10 ms ticks in ms, seconds until the deck's first card is there)."""
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer

    clock = QElapsedTimer()
    gaps: list[float] = []

    def tick() -> None:
        gaps.append(clock.nsecsElapsed() / 1e6)
        clock.restart()

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    app = QCoreApplication.instance()
    assert app is not None
    deadline = time.monotonic() + 0.1
    while time.monotonic() < deadline:  # the timer runs before the load starts
        app.processEvents()
        time.sleep(0.001)
    start = time.perf_counter()
    if "wait" in inspect.signature(renderer.set_deck).parameters:
        renderer.set_deck(deck_id, index_set, wait=False)  # as the app does it
    else:
        renderer.set_deck(deck_id, index_set)
    arrived = False
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.001)
        if renderer.deck_id == deck_id and renderer.index_set == index_set:
            renderer.pixmap("1_heart", 100, 140)
            if renderer.cached("1_heart", 100, 140):
                arrived = True
                break
    loaded = time.perf_counter() - start
    app.processEvents()
    timer.stop()
    tick()
    if not arrived:
        print(f"  {deck_id}: not loaded within 60 s")
    return max(gaps), loaded


def _starts(env: dict[str, str]) -> tuple[float, float, float]:
    """Best of :data:`STARTS`: (``--smoke`` wall seconds, ``window-ready``, ``warm-up``)."""
    smoke = ready = warm = float("inf")
    for _ in range(STARTS):
        t0 = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "gui.app", "--smoke"], cwd=ROOT, env=env, capture_output=True, timeout=120, check=False)
        took = time.perf_counter() - t0
        if done.returncode != 0 or b"smoke: ok" not in done.stdout:
            print("  --smoke failed:", done.stderr.decode(errors="replace")[-500:])
        smoke = min(smoke, took)
        timed = subprocess.run([sys.executable, "-m", "gui.app", "--time-to-window"], cwd=ROOT, env=env, capture_output=True, timeout=120, check=False)
        lines = dict(line.split(maxsplit=1) for line in timed.stdout.decode().splitlines() if " " in line)
        ready = min(ready, float(lines.get("window-ready", "nan")))
        warm = min(warm, float(lines.get("warm-up", "nan")))
    return smoke, ready, warm


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtGui import QGuiApplication

    home = Path(tempfile.mkdtemp(prefix="kt-bench-deck-"))
    env = _isolate(home)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    from gui.cards import deck_memory
    from gui.cards.decks import find_deck
    from gui.cards.renderer import DeckRenderer
    from gui.persistence.settings import Settings, save_settings
    from tests.hardening import corpus

    big = _install(home, "paths", corpus._many_paths().encode())
    small = _install(home, "small", corpus._cards().encode())
    for deck_id in (big, small):
        info = find_deck(deck_id)
        assert info is not None
        deck_memory.remember_pick(info.path, info.path.read_bytes())
    renderer = DeckRenderer()
    try:
        ours = [_stall(renderer, "kartentisch", index_set) for index_set in ("en", "de", "en", "de")]
        theirs = []
        for _ in range(3):
            theirs.append(_stall(renderer, big))
            _stall(renderer, "kartentisch", "de")
    finally:
        renderer.close()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"GUI thread, longest gap of a 10 ms timer while a deck loads [load average {load:.1f} on {os.cpu_count()} CPUs]:")
    print(f"  baseline, our deck switched de/en: {', '.join(f'{g:.0f}' for g, _ in ours)} ms")
    print(f"  249,000-path user deck (12 MB):    {', '.join(f'{g:.0f}' for g, _ in theirs)} ms; "
          f"its first card after {', '.join(f'{t:.2f}' for _, t in theirs)} s")
    print(f"start-up, best of {STARTS} (seconds): --smoke wall time; --time-to-window's window-ready and warm-up "
          "(renderer and deck included: what a click on Start right then waits for)")
    for label, deck_id in (("our deck (baseline)", None), ("a small user deck", small), ("the 249,000-path deck", big)):
        save_settings(Settings(deck_id=deck_id))
        smoke, ready, warm = _starts(env)
        print(f"  {label:22} --smoke {smoke:.2f}, window-ready {ready:.2f}, warm-up {warm:.2f}")
    del app


if __name__ == "__main__":
    main()
