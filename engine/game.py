"""What both games share: the checked ``apply`` path, the history, the log and saving.

A game subclass supplies the rules (``_check`` says in words why an action is refused,
``_perform`` carries out an action already known to be legal) and the views. Keeping the
check separate from the change is what guarantees that a rejected action changes nothing.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from engine.actions import Action
from engine.errors import GameOverError, InvalidActionError, NotYourTurnError
from engine.log import LogEntry, make_entry
from engine.outcome import Outcome
from engine.save_file import SCHEMA_VERSION, SavedAction, SaveFile


class Game(ABC):
    """One game in progress. Construct it through the game module's ``new_game``.

    A subclass's constructor takes ``(config, seed, *, logging=True)``, as this one does
    (:meth:`replica` rebuilds a game that way).
    """

    GAME_ID: ClassVar[str]
    _n: int  # the number of seats, set by the game when it deals
    ACTION_TYPES: ClassVar[Mapping[str, type[Action]]]
    _action_classes: ClassVar[frozenset[type[Action]]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "ACTION_TYPES" in cls.__dict__:
            cls._action_classes = frozenset(cls.ACTION_TYPES.values())

    def __init__(self, config: BaseModel, seed: int, *, logging: bool = True) -> None:
        """``logging=False`` is for the fast path: no log entries are built."""
        self.config = config
        self._seed = seed
        self._rng = random.Random(seed)
        self._history: list[tuple[int, Action]] = []
        self._log: list[LogEntry] = []
        self._logging = logging
        self._outcome: Outcome | None = None

    # -- the checked path -------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> None:
        """Validate and carry out ``action`` for ``seat``; raise ``IllegalActionError`` if refused."""
        if self._outcome is not None:
            raise GameOverError("the game is over; no more actions can be played")
        if type(seat) is not int or not 0 <= seat < self._n:
            raise NotYourTurnError(f"there is no seat {seat!r} at this table")
        if type(action) not in self._action_classes:
            raise InvalidActionError(f"{action!r} is not an action of {self.GAME_ID}")
        self._check(seat, action)
        self._perform(seat, action)
        self._history.append((seat, action))

    def apply_all(self, seat: int, actions: Sequence[Action]) -> None:
        """Apply ``actions`` for ``seat`` in order, all or none (trying a private choice).

        Several actions are first tried on a :meth:`replica`; the first refusal is raised
        (``IllegalActionError`` with the engine's words) and then nothing has changed here.
        One action needs no trial: a refused action changes nothing by itself.
        """
        if len(actions) > 1:
            trial = self.replica()
            for action in actions:
                trial.apply(seat, action)
        for action in actions:
            self.apply(seat, action)

    def replica(self) -> Game:
        """A separate game in exactly this state, sharing nothing with it: rebuilt from the
        config and seed with every applied action replayed through the checked path (what
        loading a save file does, without the file). For trying actions before applying them."""
        clone = type(self)(self.config, self._seed, logging=self._logging)
        for seat, action in self._history:
            clone.apply(seat, action)
        return clone

    @abstractmethod
    def _check(self, seat: int, action: Action) -> None:
        """Raise an ``IllegalActionError`` saying in words why ``action`` is refused."""

    @abstractmethod
    def _perform(self, seat: int, action: Action) -> None:
        """Carry out an action that ``_check`` accepted."""

    @abstractmethod
    def pending_seats(self) -> frozenset[int]:
        """The seats that may act now."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (empty when it may not act)."""

    @abstractmethod
    def public_view(self) -> Any:
        """What the whole table may know now (the game's own ``PublicView``)."""

    @abstractmethod
    def view(self, seat: int) -> Any:
        """What ``seat`` may know now, nothing more (the game's own ``SeatView``)."""

    # -- shared state -----------------------------------------------------------------
    @property
    @abstractmethod
    def player_count(self) -> int: ...

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self.config.players)  # type: ignore[attr-defined]

    def name(self, seat: int) -> str:
        return self.config.players[seat]  # type: ignore[attr-defined,no-any-return]

    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """The actions applied so far, in order (what a save file stores)."""
        return tuple(self._history)

    def _log_event(self, key: str, visible_to: Any = None, **args: str | int) -> None:
        if self._logging:
            self._log.append(make_entry(key, visible_to, **args))

    # -- saving -----------------------------------------------------------------------
    def to_save(self) -> SaveFile:
        # Validated like a file read from disk: ``SaveFile.game`` accepts only the known
        # games, and ``GAME_ID`` is a plain ``str`` to the type checker.
        return SaveFile.model_validate({
            "schema_version": SCHEMA_VERSION,
            "game": self.GAME_ID,
            "config": self.config.model_dump(mode="json"),
            "seed": self._seed,
            "actions": [SavedAction(seat=seat, action=action.to_json()) for seat, action in self._history],
        })
