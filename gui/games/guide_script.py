"""What a game gives for its guided first game: the seam's types (``GameUI.guided_game``).

A guided first game is the game's rule text's worked example, played: the same names,
seats, deal and choices (issue 34). A game that has one returns a :class:`GuidedGame` from
``GameUI.guided_game()`` (``None``: it has none); the Session's :class:`~gui.games.guide.Guide`
plays it. Everything here is plain data the shared code reads without naming a game:

* the table (names, options, who starts, the pinned seed that deals the example's cards)
  and the one seat a person plays (:attr:`GuidedGame.learner`); every other seat is a
  computer;
* the example's choices (:attr:`GuidedGame.script`), in the order the rule text makes them:
  a computer seat makes its scripted choice while the game still follows the example, and
  plays as the easy computer after it;
* the explanations (:attr:`GuidedGame.steps`), each tied to a moment of the game (a
  seat's hand-off screen, its private screen, the table, the end), the number of moves the
  game has had, and the control it points at. Their words are in the game's texts package,
  ``guide/<lang>.md`` (:mod:`gui.text.guide_text`).

Privacy: an explanation on a seat's private screen may talk about that seat's secret; one on
the hand-off screen, the table or the end screen may talk about public things only (the
curtain's rule: nothing secret on the public table). The game's tests hold its texts to it.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

if TYPE_CHECKING:
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from engine.actions import Action

Moment = Literal["handoff", "private", "wait", "table", "end"]
"""Where an explanation shows: a seat's hand-off screen (public), its private screen (that
seat's own), the public table while a computer seat takes its private step (``wait``:
public), the public table, the end screen."""


class Anchor(Enum):
    """A control every game has, which the shared guide finds itself."""

    REVEAL = "reveal"
    """The hand-off screen's reveal button."""
    FINISH = "finish"
    """The private screen's button that finishes the step ("Done — hide", the held commit)."""


@dataclass(frozen=True)
class PointAt:
    """The control an explanation points at: ``widget``, or the part ``rect`` of it (in the
    widget's coordinates; a card on a table's scene)."""

    widget: QWidget
    rect: QRect | None = None


Finder: TypeAlias = "Callable[[QWidget], PointAt | None]"
"""Finds the control on the game's own screen (the table, the private panel, the end screen)
given that screen; ``None`` when it is not there now."""
Target: TypeAlias = "Anchor | Finder"
Chooser: TypeAlias = "Callable[[QWidget, tuple[Action, ...]], None]"
"""Makes a choice on the game's private panel by its widgets, as a person would (the
self-checks play the learner's part of the example with it)."""


@dataclass(frozen=True)
class GuideStep:
    """One explanation: its words' key (``id`` in ``guide/<lang>.md``), when it shows and
    what it points at.

    ``moment`` and ``seat`` (for ``handoff``/``private``/``wait``: whose step) say where;
    ``moves`` how many actions the game has had when it shows: an explanation of the example
    shows only while the game follows the example (``moves`` set); one with ``moves=None``
    shows the first time its moment comes after the example (a round's end, the end).
    ``kind``: the kind of step it waits for (the ``TableStep``'s or ``PrivateStep``'s
    ``kind``, e.g. a round's end); ``None``: any."""

    id: str
    moment: Moment
    point_at: Target
    seat: int | None = None
    moves: int | None = None
    kind: str | None = None


@dataclass(frozen=True)
class GuidedGame:
    """A game's guided first game (see the module text).

    ``players`` in seat order, ``options`` and ``first`` as on the start screen (a
    ``StartRequest``), ``seed`` the deal's pinned seed, ``learner`` the seat a person plays
    (every other seat is an easy computer), ``script`` the example's choices in order, each
    ``(seat, actions)`` as one step commits them, ``steps`` the explanations in order.
    ``choose``: the learner's part of the example made on the private panel's widgets
    (``--selfplay --guided`` and the tests; ``None``: the learner chooses nothing in it).
    ``talk_at_table``: the example's table talk is quoted by its explanations and spoken at
    the table, so the computers write no claims on the board while the example lasts."""

    players: tuple[str, ...]
    seed: int
    learner: int
    script: tuple[tuple[int, tuple[Action, ...]], ...]
    steps: tuple[GuideStep, ...]
    options: dict[str, Any] = field(default_factory=dict)
    first: int | None = None
    choose: Chooser | None = None
    talk_at_table: bool = False

    def scripted_history(self) -> list[tuple[int, Action]]:
        """The example's actions one by one, as ``game.history`` holds them."""
        return [(seat, action) for seat, actions in self.script for action in actions]
