"""Run as a separate process by ``test_dr_resume.py``: start a Diamantenraub game through the
real window, play ``argv[2]`` private steps (``argv[1]`` players) or, with ``argv[3] ==
"accuse"``, on to the first accusation, then die with SIGKILL — no clean shutdown, no
last save. Only the autosave written along the way survives."""
from __future__ import annotations

import importlib.util
import os
import random
import signal
import sys
import time
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest


class Bot:
    """The few ``qtbot`` calls the driver makes, on plain ``QTest``."""

    def wait(self, ms: int) -> None:
        QTest.qWait(ms)

    def waitUntil(self, condition, timeout: int = 3000) -> None:  # noqa: ANN001, N802 - qtbot's name
        end = time.monotonic() + timeout / 1000
        while not condition():
            if time.monotonic() > end:
                raise TimeoutError("condition not met")
            QTest.qWait(5)

    def mouseClick(self, widget, button, pos=None) -> None:  # noqa: ANN001, N802
        QTest.mouseClick(widget, button, Qt.KeyboardModifier.NoModifier,
                         pos if pos is not None else QPoint(widget.width() // 2, widget.height() // 2))

    def mousePress(self, widget, button) -> None:  # noqa: ANN001, N802
        QTest.mousePress(widget, button, Qt.KeyboardModifier.NoModifier, QPoint(widget.width() // 2, widget.height() // 2))

    def mouseRelease(self, widget, button) -> None:  # noqa: ANN001, N802
        QTest.mouseRelease(widget, button, Qt.KeyboardModifier.NoModifier, QPoint(widget.width() // 2, widget.height() // 2))


def main() -> None:
    players, steps = int(sys.argv[1]), int(sys.argv[2])
    accuse = len(sys.argv) > 3 and sys.argv[3] == "accuse"
    from gui.curtain import timings

    # The equal dwell is 0, as in tests/gui/conftest.py's fast_timings: a dwell of a few ms
    # made it chance (the machine's speed) whether the last hide met a neutral curtain
    # before the table, and the accusation below found no table (CI, 2026-12-02).
    timings.HOLD_MS, timings.MIN_DWELL_MS, timings.REVEAL_DELAY_MS = 25, 0, 10
    timings.COMMIT_HOLD_MS = 0  # the driver clicks the commit button (tests/conftest.py)
    import gui.games.session as session
    from gui.app import build_main_window, create_application
    from engine import diamantenraub as dr
    from gui.games.base import PrivateStep

    create_application()
    session.SEED_SOURCE = random.Random(players * 100 + steps)
    spec = importlib.util.spec_from_file_location("driver", Path(__file__).with_name("driver.py"))
    assert spec is not None and spec.loader is not None
    driver = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(driver)
    window = build_main_window()
    window.ask = lambda *_a, **_k: True
    window.resize(1280, 720)
    window.show()
    d = driver.DrDriver(Bot(), window, seed=steps)
    d.start(["Anna", "Ben", "Carla", "Dan", "Emil", "Eva", "Finn", "Greta", "Hannes", "Ines", "Jonas", "Kai"][:players])
    for _ in range(steps):
        d.private_step()
    if accuse:
        while isinstance(d.session.step, PrivateStep):
            d.private_step()
        innocent = (dr.Role.GETREUER, dr.Role.FAHRER, dr.Role.STRASSENKIND)
        seats = sorted(d.game.accusable(), key=lambda s: d.game.view(s).role not in innocent)
        d.accuse(seats[0])  # an innocent if there is one: the Boss hands over his excuse
    print(len(d.game.history), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)


if __name__ == "__main__":
    main()
