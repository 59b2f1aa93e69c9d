"""Computer players at the table: the lab's bots behind one small interface the app can drive.

A game's lab package (``GameInfo.lab_module``) may have a ``seat_bot`` module whose
``seat_bot(family)`` returns a :class:`SeatBot`: the same decision code as the lab's checked
drivers (``lab/<game>/checked.py``), asked for one seat at a time from exactly that seat's
``view(seat)``. A game without one offers no computer players (docs/adding-a-game.md).

The table talk is the claims board's (:class:`Said`: who said what about which topic, the
public record in the order it was said). A computer states its own claims there
(:meth:`SeatBot.claim`) and reads everybody's when it decides (:meth:`SeatBot.table_move`):
each game's ``seat_bot`` turns the board into its lab's own talk (``lab/<game>/talk.py``),
so the table and the lab share one implementation. What a seat never said is silence, as
in the lab. Its strength is a family of the lab: "easy" is ``belief``, "strong" the
strongest family the lab has measured, ``reasoning`` (docs/balance.md).
"""
from __future__ import annotations

import importlib
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.actions import Action

STRENGTHS: dict[str, str] = {"easy": "belief", "strong": "reasoning"}
"""A computer seat's strength → the lab's policy family that plays it."""


@dataclass(frozen=True, slots=True)
class Said:
    """One entry of the claims board: ``seat`` said ``values`` about ``topic``.

    ``topic`` and the keys of ``values`` are the game's own words (Tempelgold: ``"r2"``,
    ``{"gold": 2, "traps": 1}``); a later entry of the same seat on the same topic replaces
    the earlier one (a person corrects what they typed). Everything here is public."""

    seat: int
    topic: str
    values: tuple[tuple[str, int], ...] = ()

    def get(self, key: str, default: int = 0) -> int:
        """The value said for ``key`` (``default`` if it was not said)."""
        return next((v for k, v in self.values if k == key), default)


def latest(board: Sequence[Said], topic: str) -> dict[int, Said]:
    """Per seat, its last entry on ``topic`` (a correction replaces what it corrects)."""
    return {said.seat: said for said in board if said.topic == topic}


class SeatBot(Protocol):
    """One game's bots as the table asks them: each decision from one seat's own view."""

    def private_actions(self, view: Any, rng: random.Random) -> list[Action]:
        """What the seat commits at its private step (all or none, like a person's panel)."""
        ...

    def table_move(self, views: Mapping[int, Any], people: frozenset[int],
                   rng_for: Any, board: Sequence[Said] = ()) -> tuple[int, Action] | None:
        """The computer seat (one of ``views``, each decided from its own view alone) that
        acts on the public table now, and its action; ``None``: no computer acts.
        ``people``: the seats a person plays (public: the table sees who is a computer);
        ``rng_for(seat)``: that seat's random numbers for this decision; ``board``: the
        claims board as it stands."""
        ...

    def claim(self, view: Any, board: Sequence[Said], rng: random.Random) -> Said | None:
        """What the seat of ``view`` says aloud now, from its own view and the board alone
        (``None``: nothing, e.g. it has said its piece on the topic of the moment)."""
        ...

    def waits(self, view: Any, board: Sequence[Said]) -> bool:
        """The seat of ``view`` waits for the table's talk before it moves (Diamantenraub's
        Boss for the players' answers): its table move is held, not given up."""
        ...


def seat_bot_module(lab_module: str) -> Any | None:
    """The game's ``seat_bot`` module, or ``None`` when its lab has none (or there is no lab)."""
    if not lab_module:
        return None
    name = f"{lab_module}.seat_bot"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name in (name, lab_module):
            return None
        raise


def seat_bot(lab_module: str, strength: str) -> SeatBot:
    """The bots of strength ``strength`` (a key of :data:`STRENGTHS`) for the game whose lab
    package is ``lab_module``; ``ValueError`` if it has none or the strength is unknown."""
    module = seat_bot_module(lab_module)
    if module is None:
        raise ValueError(f"the game's lab {lab_module!r} has no computer players")
    if strength not in STRENGTHS:
        raise ValueError(f"unknown strength {strength!r} (known: {', '.join(STRENGTHS)})")
    bot: SeatBot = module.seat_bot(STRENGTHS[strength])
    return bot
