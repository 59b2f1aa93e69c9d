"""Issue 9 §4, long evening: many consecutive games in one app session, Tempelgold and
Diamantenraub in turn at random player counts, each played to its end screen through the
seam's self-play driver (real widgets, real curtain; the privacy scan is left to the
kill test and the privacy audit),
then "New game". Nothing may pile up: file handles, timers, Qt objects, Python wrappers
of the app's own Qt classes whose Qt object is gone (``CardItem``, Diamantenraub's seat and
pile items, panels...), and peak memory.

``KT_EVENING_GAMES`` (default 6 in ``make test``; ``make soak``: 200). The baseline is
taken after game ``BASE`` (4, or 10 in the soak): the first games fill caches (card
pictures, fonts, translations) that are meant to stay. Progress goes to stdout every
10 games (``-s``).

What made the peak grow before (+10.4 % over 200 games, in steps while the resident size
stayed flat): the card cache kept the pictures of every card size every game had used
(its budget was 160 MB, then 12 MB; each round and each player count lays the cards out at
new sizes), and every PIN hashed or checked put scrypt's 16 MiB on top of that, so each new
high of the resident size became a new peak 16 MiB higher. The cache's budget is now one
screenful (:meth:`gui.cards.renderer.DeckRenderer.screen_budget`), and a PIN hash takes
4 MiB, after giving free heap back (:func:`gui.persistence.pin_hash._digest`).
"""
from __future__ import annotations

import collections
import gc
import os
import random

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from tests.hardening import play

import pytest

pytestmark = pytest.mark.long("many whole games in a row")

GAMES = int(os.environ.get("KT_EVENING_GAMES", "6"))
BASE = 10 if GAMES >= 100 else 4


def _status(key: str) -> int:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith(key + ":"):
                return int(line.split()[1])  # kB
    return 0


def _app_wrappers() -> list[object]:
    """Python wrappers of the app's own Qt classes (``gui.*``: card items, seat items,
    panels, tables...), alive or not."""
    from PySide6.QtWidgets import QGraphicsItem

    return [
        o for o in gc.get_objects()
        if isinstance(o, (QObject, QGraphicsItem)) and type(o).__module__.startswith("gui.")
    ]  # fmt: skip


def measure(window) -> dict[str, int]:  # noqa: ANN001
    from gui.cards import CardItem
    from gui.history.recorder import flush_all

    flush_all()  # the game history's worker has written the last game and closed its file
    # First what the event loop deletes on its next turn anyway: the last game's screens,
    # dropped with deleteLater() (processEvents() runs no deferred deletion). Without this
    # the count told which game came last (43 to 73 alive wrappers over 200 games, back to
    # 43 three times), not what piles up.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    gc.collect()
    app = QApplication.instance()
    wrappers = _app_wrappers()
    cards = [o for o in wrappers if isinstance(o, CardItem)]
    dead = [o for o in wrappers if not shiboken6.isValid(o)]
    from PySide6.QtWidgets import QWidget

    # Alive QObjects without a parent that are not windows: nothing deletes them (the
    # hand-off screen's PIN validator was one per hand-off). Dead wrappers of Qt's own
    # classes are not counted: ``findChildren`` above makes wrappers for C++ children,
    # which PySide keeps (dead) under the parent's wrapper — an artefact of measuring.
    orphans = [
        o for o in gc.get_objects()
        if isinstance(o, QObject) and shiboken6.isValid(o) and o.parent() is None
        and not (isinstance(o, QWidget) and o.isWindow()) and o is not app
    ]  # fmt: skip
    # The start screen on show now is not counted: it is built anew after every game with one
    # row of widgets per remembered name (issue 31 §8: each seat's own controls, its screen
    # choice's popup a window of its own), so its size follows the last game's player count,
    # not what piles up. A start screen of an earlier game left alive is still counted.
    screen = window.start_screen
    shown: list[QObject] = [] if screen is None else [screen, *screen.findChildren(QObject)]

    def on_start_screen(widget: QWidget) -> bool:
        parent = widget
        while parent is not None:
            if parent is screen:
                return True
            parent = parent.parentWidget()
        return False

    return {
        "peak_rss_kb": _status("VmHWM"),
        "rss_kb": _status("VmRSS"),
        "fds": len(os.listdir("/proc/self/fd")),
        "timers": len(app.findChildren(QTimer)) + len(window.findChildren(QTimer)),
        "qobjects": len(window.findChildren(QObject)) + len(app.findChildren(QObject)) - len(shown),
        "card_wrappers": len(cards),
        "dead_card_wrappers": sum(1 for c in cards if not shiboken6.isValid(c)),
        "app_wrappers": len(wrappers),
        "orphan_qobjects": len(orphans),
        "dead_app_wrappers": len(dead),
        "top_level_widgets": sum(1 for w in QApplication.topLevelWidgets() if not on_start_screen(w)),
    }


def orphan_classes() -> collections.Counter[str]:
    """Alive parentless QObjects (not windows) by class: what grew, when they grow."""
    from PySide6.QtWidgets import QWidget

    gc.collect()
    return collections.Counter(
        type(o).__qualname__ for o in gc.get_objects()
        if isinstance(o, QObject) and shiboken6.isValid(o) and o.parent() is None
        and not (isinstance(o, QWidget) and o.isWindow()) and o is not QApplication.instance()
    )  # fmt: skip


def dead_by_class() -> dict[str, int]:
    """The dead wrappers by class (what to look for when the figure is not 0)."""
    counts: dict[str, int] = {}
    for o in _app_wrappers():
        if not shiboken6.isValid(o):
            counts[type(o).__qualname__] = counts.get(type(o).__qualname__, 0) + 1
    return counts


def test_a_long_evening_leaks_nothing(make_window, monkeypatch) -> None:  # noqa: ANN001
    from gui.diamantenraub.animation import TableAnimation

    # Diamantenraub's table animations at a few milliseconds, like Tempelgold's in the
    # ``fast_timings`` fixture: they still run (and are still waited for), only shorter.
    for name in ("FLIP_MS", "MOVE_MS", "CLOSE_MS"):
        monkeypatch.setattr(TableAnimation, name, 30)
    window = make_window()
    rng = random.Random(11)
    table = play.Table(window, rng, audit=False)  # the kill test and the privacy audit scan
    games = play.Table.games()
    base: dict[str, int] | None = None
    played: dict[str, int] = {}
    for number in range(1, GAMES + 1):
        game = games[number % len(games)]
        table.play_game(game)
        played[game] = played.get(game, 0) + 1
        window.new_game_screen(confirm=False)
        QApplication.processEvents()
        if number == BASE:
            base = measure(window)
            base_classes = orphan_classes()
        if number % 10 == 0:
            now = measure(window)
            print(f"long evening, game {number}: {now}", flush=True)
            assert now["dead_app_wrappers"] == 0, (number, dead_by_class())
    assert base is not None
    end = measure(window)
    growth = end["peak_rss_kb"] / base["peak_rss_kb"] - 1
    print(f"long evening: {GAMES} games {played}; after game {BASE}: {base}; after game {GAMES}: {end}; "
          f"peak RSS {growth:+.1%} from game {BASE} to {GAMES}")
    assert end["fds"] <= base["fds"], (base, end)
    assert end["timers"] <= base["timers"], (base, end)
    assert end["qobjects"] <= base["qobjects"] + 5, (base, end)
    assert end["dead_app_wrappers"] == 0, dead_by_class()
    assert end["card_wrappers"] <= base["card_wrappers"] + 10, (base, end)
    assert end["app_wrappers"] <= base["app_wrappers"] + 10, (base, end)
    grown = dict(orphan_classes() - base_classes)
    assert end["orphan_qobjects"] <= base["orphan_qobjects"] + 3, ("parentless QObjects grew", grown)
    assert end["top_level_widgets"] <= base["top_level_widgets"], (base, end)
    if GAMES >= 100:  # the memory figure needs a long run to mean anything
        assert end["peak_rss_kb"] <= base["peak_rss_kb"] * 1.10, (base, end)
