"""Finished games for the history tests: played by random legal moves through the engine."""
from __future__ import annotations

import random
from typing import Any

from engine.registry import game_info
from gui.games.registry import game_ui
from gui.history.record import GameRecord, from_finished_game

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Greta", "Hugo", "Ida", "Jonas"]


def finished_game(game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> Any:
    info = game_info(game)
    g = info.load().new_game(info.make_config(NAMES[:players], options or {}), seed)
    rng = random.Random(seed)
    while g.outcome() is None:
        seat = min(g.pending_seats())
        g.apply(seat, rng.choice(g.legal_actions(seat)))
    return g


def record_of(game: str, players: int, seed: int, *, uid: str | None = None, evening: str | None = None,
              previous: str | None = None, ended_at: str = "2026-12-01T20:00:00+00:00",
              options: dict[str, Any] | None = None, phones: frozenset[int] = frozenset()) -> GameRecord:
    g = finished_game(game, players, seed, options)
    uid = uid or f"{game}-{players}-{seed}"
    return from_finished_game(
        ui=game_ui(game), public_view=g.public_view(), game=game, options=dict(options or {}),
        actions=len(g.to_save().actions), phones=phones, started_at="2026-12-01T19:30:00+00:00", uid=uid,
        evening=evening or uid, previous=previous, ended_at=ended_at,
    )


def settle() -> None:
    """Run what Qt has posted (layout requests, polish, deferred deletions) before a
    screenshot: the work itself, not a count of event-loop turns or a fixed wait."""
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
