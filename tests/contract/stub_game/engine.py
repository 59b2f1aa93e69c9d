"""Höher oder Tiefer's rules: pure Python, deterministic for a seed (see the package doc)."""
from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from engine.actions import Action
from engine.errors import IllegalActionError, NotYourTurnError
from engine.game import Game
from engine.log import LogEntry, register_messages, visible_log
from engine.validation import check_starting_seat
from engine.outcome import Outcome

GAME_ID = "hoeher"


class Beast(enum.Enum):
    """The secret words that name a card (one per number): the log must never show them."""

    DRACHE = 1
    EINHORN = 2
    GREIF = 3
    KRAKE = 4
    LINDWURM = 5
    MANTIKOR = 6
    NIXE = 7
    PHOENIX = 8
    RIESE = 9
    SPHINX = 10
    TROLL = 11
    WOLPERTINGER = 12
    ZENTAUR = 13


class Reason(enum.Enum):
    REVEALED = "revealed"


register_messages({
    "hot.guessed": {"de": "{name} hat geraten.", "en": "{name} has guessed."},
    "hot.revealed": {"de": "Die Tischkarte ist eine {number}.", "en": "The table card is a {number}."},
})


class Config(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    players: list[str]
    starting_seat: int | None = None

    @field_validator("players")
    @classmethod
    def _count(cls, players: list[str]) -> list[str]:
        if not 2 <= len(players) <= 6:
            raise ValueError("Höher oder Tiefer is played by 2 to 6 players")
        return players

    @model_validator(mode="after")
    def _start(self) -> Config:
        check_starting_seat(self.starting_seat, len(self.players))  # the engine's shared check
        return self


@dataclass(frozen=True, slots=True)
class Guess(Action):
    """``higher`` 1: the table card is higher than mine; 0: lower (or equal)."""

    higher: int


@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """The first seat turns the table card over (once everybody has guessed)."""


ACTION_TYPES: Mapping[str, type[Action]] = {"Guess": Guess, "Reveal": Reveal}


def action_from_json(data: Any) -> Action:
    return Action.from_json(data, ACTION_TYPES)


@dataclass(frozen=True, slots=True)
class PublicView:
    players: tuple[str, ...]
    guessed: tuple[bool, ...]
    pending: frozenset[int]
    table_card: int | None
    guesses: tuple[int | None, ...] | None
    cards: tuple[int, ...] | None
    outcome: Outcome | None
    log: tuple[LogEntry, ...]


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    name: str
    card: int
    beast: str
    guess: int | None
    legal_actions: tuple[Action, ...]
    public: PublicView
    log: tuple[LogEntry, ...]


class HoeherGame(Game):
    GAME_ID: ClassVar[str] = GAME_ID
    ACTION_TYPES: ClassVar[Mapping[str, type[Action]]] = ACTION_TYPES

    def __init__(self, config: Config, seed: int, *, logging: bool = True) -> None:
        super().__init__(config, seed, logging=logging)
        self._n = len(config.players)
        self._cards = [self._rng.randint(1, 13) for _ in range(self._n)]
        self._table = self._rng.randint(1, 13)
        self._guesses: list[int | None] = [None] * self._n
        self._revealed = False

    @property
    def player_count(self) -> int:
        return self._n

    def pending_seats(self) -> frozenset[int]:
        if self._outcome is not None:
            return frozenset()
        waiting = frozenset(s for s in range(self._n) if self._guesses[s] is None)
        return waiting or frozenset({0})

    def legal_actions(self, seat: int) -> list[Action]:
        if self._outcome is not None:
            return []
        if any(g is None for g in self._guesses):
            return [Guess(1), Guess(0)] if self._guesses[seat] is None else []
        return [Reveal()] if seat == 0 else []

    def _check(self, seat: int, action: Action) -> None:
        if action not in self.legal_actions(seat):
            if not self.legal_actions(seat):
                raise NotYourTurnError(f"seat {seat} has nothing to do now")
            raise IllegalActionError(f"{action!r} is not allowed now")

    def _perform(self, seat: int, action: Action) -> None:
        if isinstance(action, Guess):
            self._guesses[seat] = action.higher
            self._log_event("hot.guessed", None, name=self.name(seat))
            return
        self._revealed = True
        self._log_event("hot.revealed", None, number=self._table)
        winners = frozenset(
            s for s in range(self._n)
            if (self._guesses[s] == 1) == (self._table > self._cards[s])
        )
        self._outcome = Outcome(winners, Reason.REVEALED)

    def public_view(self) -> PublicView:
        over = self._outcome is not None
        return PublicView(
            players=self.players,
            guessed=tuple(g is not None for g in self._guesses),
            pending=self.pending_seats(),
            table_card=self._table if over else None,
            guesses=tuple(self._guesses) if over else None,
            cards=tuple(self._cards) if over else None,
            outcome=self._outcome,
            log=visible_log(self._log, None),
        )

    def view(self, seat: int) -> SeatView:
        if type(seat) is not int or not 0 <= seat < self._n:
            raise ValueError(f"there is no seat {seat!r} at this table")
        return SeatView(
            seat=seat, name=self.name(seat), card=self._cards[seat], beast=Beast(self._cards[seat]).name.title(),
            guess=self._guesses[seat], legal_actions=tuple(self.legal_actions(seat)), public=self.public_view(),
            log=visible_log(self._log, seat),
        )


def new_game(config: Config, seed: int) -> HoeherGame:
    return HoeherGame(config, seed)
