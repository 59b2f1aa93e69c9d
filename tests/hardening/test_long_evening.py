"""Issue 9 §4, long evening: many consecutive games in one app session. Nothing may pile
up: file handles, timers, Qt objects, card items (wrappers whose Qt object is gone) and
peak memory.

``KT_EVENING_GAMES`` (default 8 in ``make test``; ``make soak``: 200). The baseline is
taken after game ``BASE`` (4, or 10 in the soak): the first games fill caches (card
pictures, fonts, translations) that are meant to stay.
"""
from __future__ import annotations

import gc
import os
import random

import shiboken6
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from tests.hardening import play

GAMES = int(os.environ.get("KT_EVENING_GAMES", "8"))
BASE = 10 if GAMES >= 100 else 4


def _status(key: str) -> int:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith(key + ":"):
                return int(line.split()[1])  # kB
    return 0


def measure(window) -> dict[str, int]:  # noqa: ANN001
    from gui.cards import CardItem

    gc.collect()
    app = QApplication.instance()
    cards = [o for o in gc.get_objects() if isinstance(o, CardItem)]
    return {
        "peak_rss_kb": _status("VmHWM"),
        "rss_kb": _status("VmRSS"),
        "fds": len(os.listdir("/proc/self/fd")),
        "timers": len(app.findChildren(QTimer)) + len(window.findChildren(QTimer)),
        "qobjects": len(window.findChildren(QObject)) + len(app.findChildren(QObject)),
        "card_wrappers": len(cards),
        "dead_card_wrappers": sum(1 for c in cards if not shiboken6.isValid(c)),
        "top_level_widgets": len(QApplication.topLevelWidgets()),
    }


def test_a_long_evening_leaks_nothing(driver) -> None:  # noqa: ANN001
    rng = random.Random(11)
    base: dict[str, int] | None = None
    for number in range(1, GAMES + 1):
        play.play_game(driver, play.NAMES[: rng.choice((3, 4, 5))], rng)
        driver.window.new_game_screen(confirm=False)
        driver.settle(2)
        if number == BASE:
            base = measure(driver.window)
    assert base is not None
    end = measure(driver.window)
    print(f"long evening: {GAMES} games; after game {BASE}: {base}; after game {GAMES}: {end}")
    assert end["fds"] <= base["fds"], (base, end)
    assert end["timers"] <= base["timers"], (base, end)
    assert end["qobjects"] <= base["qobjects"] + 5, (base, end)
    assert end["dead_card_wrappers"] == 0, end
    assert end["card_wrappers"] <= base["card_wrappers"] + 10, (base, end)
    assert end["top_level_widgets"] <= base["top_level_widgets"], (base, end)
    if GAMES >= 100:  # the memory figure needs a long run to mean anything
        assert end["peak_rss_kb"] <= base["peak_rss_kb"] * 1.10, (base, end)
