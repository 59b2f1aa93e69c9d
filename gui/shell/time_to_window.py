"""``kartentisch --time-to-window``: how long the start takes, as the benchmarks read it.

Prints, in seconds from process start (``gui.app._T0``):

* ``window-exposed``: the window shell is on screen (the X server exposed it);
* ``window-ready``: the start (or resume) screen is up: booted, laid out, and painted by
  Qt's own paint pass, and the event loop free again; ``cpu-at-ready``: the process's CPU
  seconds then; ``ready-by``: ``paint`` (seen), or ``timeout`` (not seen within
  :data:`PAINT_TIMEOUT_S`, then painted by force: a broken measurement, which a test guards);
* ``warm-up``: how long :func:`gui.app.after_start_screen` then takes (what a click on
  "Start" at that moment would wait for);

and quits. ``bench/bench_app.py`` and ``bench/bench_bundle.py`` read these lines.

"Painted" is the screen's first paint event, watched on that one widget (an application-wide
filter would slow everything it measures). Qt paints a shown screen on its next update (a
timer on X11); forcing a synchronous ``repaint()`` instead painted the screen a second time
whenever Qt's own pass had come first, and counted both.
"""
from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gui.table_kit.first_paint import FirstPaint

#: If the screen has not been painted this long after boot (it always is), paint it now.
PAINT_TIMEOUT_S = 2.0
POLL_MS = 2


def run(app: QApplication, window: object, started_at: float, after_start_screen: Callable[[object], None]) -> int:
    """Run the event loop until the start screen is painted, printing the figures above.

    ``window`` is the :class:`~gui.shell.main_window.MainWindow` from ``show_shell_then_boot``
    (booting in steps); ``started_at`` the ``perf_counter`` at process start."""
    from gui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    state: dict[str, object] = {"exposed": None, "watch": None, "booted_at": None, "done": False}

    def note_exposed() -> None:
        handle = window.windowHandle()
        if state["exposed"] is None and handle is not None and handle.isExposed():
            state["exposed"] = time.perf_counter() - started_at
            print(f"window-exposed {state['exposed']:.4f}", flush=True)

    def ready(by: str = "paint") -> None:
        if state["done"]:
            return
        note_exposed()
        state["done"] = True
        print(f"window-ready {time.perf_counter() - started_at:.4f}", flush=True)
        print(f"cpu-at-ready {time.process_time():.4f}", flush=True)
        print(f"ready-by {by}", flush=True)
        begun = time.perf_counter()
        after_start_screen(window)
        print(f"warm-up {time.perf_counter() - begun:.4f}", flush=True)
        window._force_close = True
        app.quit()

    def painted() -> None:
        if window.booted:  # the screen the boot put up (not one shown on the way)
            ready()

    def watch(_index: int) -> None:
        # armed the moment a screen becomes current, inside the boot: Qt may paint it on the
        # very next turn of the loop, before any poll would see that the window booted
        screen = window.stack.currentWidget()
        state["watch"] = FirstPaint(screen, painted) if screen is not None else None

    window.stack.currentChanged.connect(watch)

    def poll() -> None:
        if state["done"]:
            return
        note_exposed()
        if window.booted and state["booted_at"] is None:
            state["booted_at"] = time.perf_counter()
        booted_at = state["booted_at"]
        if isinstance(booted_at, float) and time.perf_counter() - booted_at > PAINT_TIMEOUT_S:
            window.repaint()  # a measurement must not hang
            ready("timeout")
            return
        QTimer.singleShot(POLL_MS, poll)

    QTimer.singleShot(0, poll)
    app.exec()
    return 0


__all__ = ["FirstPaint", "run"]
