"""Computer players at the table: the lab's bots behind one small interface the app can drive.

A game's lab package (``GameInfo.lab_module``) may have a ``seat_bot`` module whose
``seat_bot(family)`` returns a :class:`SeatBot`: the same decision code as the lab's checked
drivers (``lab/<game>/checked.py``), asked for one seat at a time from exactly that seat's
``view(seat)``. A game without one offers no computer players (docs/adding-a-game.md).

The table has no claims board yet, so a bot hears no table talk: it is given the talk its
family gets when nobody says anything (Tempelgold: a silent round per deal; Diamantenraub:
no stories). Its strength is a family of the lab: "easy" is ``belief``, "strong" the
strongest family the lab has measured, ``reasoning`` (docs/balance.md).
"""
from __future__ import annotations

import importlib
import importlib.util
import random
from collections.abc import Mapping
from typing import Any, Protocol

from engine.actions import Action

STRENGTHS: dict[str, str] = {"easy": "belief", "strong": "reasoning"}
"""A computer seat's strength → the lab's policy family that plays it."""


class SeatBot(Protocol):
    """One game's bots as the table asks them: each decision from one seat's own view."""

    def private_actions(self, view: Any, rng: random.Random) -> list[Action]:
        """What the seat commits at its private step (all or none, like a person's panel)."""
        ...

    def table_move(self, views: Mapping[int, Any], people: frozenset[int],
                   rng_for: Any) -> tuple[int, Action] | None:
        """The computer seat (one of ``views``, each decided from its own view alone) that
        acts on the public table now, and its action; ``None``: no computer acts.
        ``people``: the seats a person plays (public: the table sees who is a computer);
        ``rng_for(seat)``: that seat's random numbers for this decision."""
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


def has_seat_bots(lab_module: str) -> bool:
    """The game's lab has computer players, found without loading them (the start screen asks)."""
    if not lab_module:
        return False
    try:
        return importlib.util.find_spec(f"{lab_module}.seat_bot") is not None
    except ModuleNotFoundError:
        return False


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
