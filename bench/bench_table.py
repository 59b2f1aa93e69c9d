"""Benchmark: repaint the Tempelgold table with every card visible at ten players.

A late-game view (round 3, 25 chambers opened, 25 face down: all 50 chamber cards are on
the table, plus the key, 10 name plates and the log) is shown at 1280×720. After the card
pixmaps are cached, ``viewport().repaint()`` of the table's graphics view is timed 60 times.
The baseline is the same repaint of an empty ``QGraphicsView`` of the same viewport size in
the same run. Target: median ≤ 16 ms (one frame at 60 Hz).
"""
from __future__ import annotations

import os
import random
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPAINTS = 60
SIZE = (1280, 720)
NAMES = ["Anna", "Ben", "Carla", "Dan", "Elif", "Friedrich", "Greta", "Hannes", "Ines", "Jonas"]


def _late_game_view(openings: int = 25):
    """A ten-player game with ``openings`` chambers open that is still running."""
    from engine import tempelgold as tg

    for seed in range(1, 500):
        game = tg.new_game(tg.Config(players=NAMES), seed=seed)
        rng = random.Random(seed)
        for _ in range(openings):
            if game.outcome() is not None:
                break
            holder = game.public_view().key_holder
            game.apply(holder, rng.choice([a for a in game.legal_actions(holder) if isinstance(a, tg.Open)]))
        if game.outcome() is None:
            return game.public_view()
    raise RuntimeError("no seed keeps a ten-player game running that long")


def _median_repaint_ms(widget, app, repaints: int = REPAINTS) -> float:
    for _ in range(5):  # warm up: first paints fill caches
        widget.repaint()
        app.processEvents()
    times = []
    for _ in range(repaints):
        t0 = time.perf_counter()
        widget.repaint()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main() -> None:
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

    app = QApplication.instance() or QApplication([])
    from gui.cards import DeckRenderer
    from gui.tempelgold.screen import TempelgoldTableScreen

    renderer = DeckRenderer.shared()
    view = _late_game_view()
    screen = TempelgoldTableScreen(renderer, "en")
    screen.resize(*SIZE)
    screen.show()
    screen.show_view(view)
    screen.set_interactive(True)
    for _ in range(3):
        app.processEvents()
        screen.view.viewport().repaint()
        renderer.wait_idle(10000)
        app.processEvents()
    cards = sum(len(screen.row_items(s)) for s in range(len(view.seats)))
    piles = sum(len(items) for items in (screen.pile_items(k) for k in ("gold", "empty", "trap")))
    table_ms = _median_repaint_ms(screen.view.viewport(), app)

    empty = QGraphicsView(QGraphicsScene())
    empty.resize(screen.view.size())
    empty.show()
    app.processEvents()
    base_ms = _median_repaint_ms(empty.viewport(), app)
    platform = app.platformName()
    vp = screen.view.viewport().size()
    print(f"platform {platform}, table viewport {vp.width()}×{vp.height()}, "
          f"{cards} face-down + {piles} opened cards, {REPAINTS} repaints")
    print(f"  table repaint median     {table_ms:7.2f} ms   (target ≤ 16 ms)")
    print(f"  empty view repaint median {base_ms:6.2f} ms   (baseline)")
    print(f"  ratio {table_ms / max(base_ms, 1e-6):.1f}× the empty view")
    screen.close()
    empty.close()


if __name__ == "__main__":
    main()
