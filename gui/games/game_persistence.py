"""The Session's persistence hook: the autosave after every step, the resume, the game history.

No data is lost (docs/reliability.md): after every applied action and every curtain step the
running game is written atomically (:func:`gui.persistence.autosave.write_autosave`); a
failure to save is one notice, and the game plays on. A finished game goes into the game
history (:mod:`gui.history`), written in a worker thread. An abandoned game still running is
set aside, so the start screen can offer it until the next game begins.

One job, on the shared :class:`~gui.games.game_state.GameState`; the Session calls it and
nothing else does.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from engine.registry import game_info
from gui.games.base import StartRequest
from gui.games.device_router import COMPUTER_SCREENS
from gui.games.evening import EveningTally
from gui.history.session_hook import GameMemory
from gui.persistence.autosave import Autosave, clear_autosave, set_aside_autosave, write_autosave

if TYPE_CHECKING:
    from engine.game import Game
    from gui.games.base import SessionHost
    from gui.games.game_state import GameState
    from gui.games.log_model import LogModel


def resumed_request(game_id: str, game: Game, computers: dict[int, str] | None = None) -> StartRequest:
    """What the start screen would have asked for to deal ``game``: its players, its options
    as the config holds them, who started (for "Play again" after a resume), and the
    ``computers`` the autosave kept (seat → screen kind). Phone seats resume at the curtain."""
    config = game.config.model_dump()
    options = {v.id: config[v.id] for v in game_info(game_id).variants if v.config_field}
    return StartRequest(game=game_id, players=list(config["players"]), options=options,
                        first=config.get("starting_seat"), screens=dict(computers or {}))


class GamePersistence(QObject):
    """Autosave, set-aside and the history record of the Session's one running game."""

    def __init__(self, state: GameState, log: LogModel, host: SessionHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = state
        self._log = log
        self._host = host
        self.memory = GameMemory()  # the game history's view of this game (gui.history)
        self._history_recorder: Any = None
        self.evening = EveningTally()  # the wins of this evening's chain of games (gui.games.evening)
        self._counted: object = None  # the finished game the tally has counted

    def started(self, rematch: bool) -> None:
        """A game was dealt or resumed (a rematch is recorded as one; anything else begins a new evening)."""
        self.memory.started(rematch)
        if not rematch:
            self.evening = EveningTally()

    def autosave(self) -> None:
        """Write the running game, its flow, the PINs and the app's log lines, atomically."""
        state = self._state
        if state.game is None or state.flow is None:
            return
        try:
            data = Autosave(
                game=state.game.to_save(),
                flow=state.flow.model_dump(mode="json"),
                pins=dict(state.pins),
                log=self._log.app_entries(),
                computers={s: k for s, k in state.request.screens.items() if k in COMPUTER_SCREENS}
                if state.request is not None else {},
                guide=list(state.guide) if state.guide is not None else None,
            )
            write_autosave(data)
        except Exception as exc:  # noqa: BLE001 - any failure to save: the notice, and the game plays on (issue 20 §4)
            from gui.text import notice_text

            notice_text.log_detail("autosave failed", exc)
            self._host.notify(
                QCoreApplication.translate("Session", "The game could not be saved: {error}").format(
                    error=notice_text.reason(exc)),
                key="autosave",
            )
        else:
            self._host.clear_notice("autosave")  # one notice while saving fails, gone when it works

    @staticmethod
    def abandoned(running: bool) -> None:
        """The game was left for a new one: kept as the last abandoned game while it was still
        running (the start screen offers it until the next game begins), else gone."""
        if running:
            set_aside_autosave()
        else:
            clear_autosave()

    def record(self, phones: frozenset[int], computers: dict[int, str] | None = None) -> None:
        """The finished game goes into the evening's tally and the game history (written in a
        worker thread); ``computers``: the computer seats, seat → strength."""
        state = self._state
        request = state.request
        outcome = None if state.game is None else state.game.outcome()
        if state.game is not None and outcome is not None and self._counted is not state.game:
            self._counted = state.game
            self.evening.add(state.game.players, outcome.winners)
        rec = self.memory.record(ui=state.ui, game=state.game, game_id=request.game if request else "",
                                 options=dict(request.options) if request else {}, phones=phones,
                                 settings=self._host.settings, computers=computers)
        if rec is None:
            return
        from gui.history.session_hook import recorder

        history = recorder()
        if history is not self._history_recorder:
            history.problem.connect(self._history_problem)  # queued: the worker thread emits it
            self._history_recorder = history
        history.submit(rec)

    def _history_problem(self, text: str) -> None:
        self._host.notify(text, key="history")
