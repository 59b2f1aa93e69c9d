"""The Session's side of the history: when a game started, which chain it belongs to, and
recording it once its end screen comes.

A game's ``uid`` is a hash of its whole save file (config, seed, every action): the same
finished game always has the same ``uid``, so a game whose end screen is shown again (a
finished game resumed after a restart) is not recorded twice, and an import recognises it.
The hash reveals nothing: the game is over, and a SHA-256 cannot be turned back into a seed.

The rematch chain: "Play again" links the new game to the one before (``previous``) and keeps
its ``evening`` (the first game's ``uid``). A game started from the start screen, or resumed,
begins a new chain. Decision: a resumed game's start time is the time it was resumed (the
autosave does not keep a start time).
"""
from __future__ import annotations

import hashlib
import logging
from typing import TYPE_CHECKING, Any

from gui.history import record as record_mod

if TYPE_CHECKING:
    from engine.game import Game
    from gui.games.base import AnyGameUI
    from gui.persistence.settings import Settings

_log = logging.getLogger(__name__)


class GameMemory:
    """What the history needs to know about the Session's current game."""

    def __init__(self) -> None:
        self.started_at = record_mod.now_utc()
        self.evening: str | None = None
        self.previous: str | None = None
        self.last_uid: str | None = None  # the uid of the last game recorded
        self.last_evening: str | None = None

    def started(self, rematch: bool) -> None:
        """A game was dealt (``rematch``: through "Play again" after a recorded game)."""
        self.started_at = record_mod.now_utc()
        if rematch and self.last_uid is not None:
            self.previous, self.evening = self.last_uid, self.last_evening
        else:
            self.previous = self.evening = None

    def record(self, *, ui: AnyGameUI | None, game: Game | None, game_id: str, options: dict[str, Any],
               phones: frozenset[int], settings: Settings,
               computers: dict[int, str] | None = None) -> record_mod.GameRecord | None:
        """The finished game's record, or ``None`` (recording is off, or the game is not over)."""
        if not settings.record_history or ui is None or game is None or game.outcome() is None:
            return None
        save = game.to_save()
        uid = hashlib.sha256(save.model_dump_json().encode("utf-8")).hexdigest()[:32]
        if uid == self.last_uid:
            return None  # this game's end screen again
        try:
            rec = record_mod.from_finished_game(
                ui=ui, public_view=game.public_view(), game=game_id, options=options, actions=len(save.actions),
                phones=phones, started_at=self.started_at, uid=uid, evening=self.evening or uid,
                previous=self.previous, computers=computers,
            )
        except (ValueError, KeyError, TypeError) as exc:  # a game whose seam cannot say: play on
            _log.warning("game not recorded: %s", exc)
            return None
        self.last_uid, self.last_evening = uid, rec.evening
        return rec


def recorder() -> Any:
    """The recorder of the history file (:mod:`gui.history.recorder`)."""
    from gui.history.location import history_path
    from gui.history.recorder import recorder_for

    return recorder_for(history_path())


def check_at_start(window: Any) -> None:
    """After the start screen: the history database is opened and checked in the worker, so a
    bad file is set aside (and the user told, in the notice bar) at start, not after a game."""
    if not window.settings.record_history:
        return
    history = recorder()
    # a bound method of the window (a QObject): queued into the GUI thread, and dropped with the window
    history.problem.connect(window.notify)
    history.check()
