"""The game history's record of a finished game, the part every game writes alike.

What it is for: ``GameUI.end_record`` and ``GameUI.end_view_from_data`` (:mod:`gui.games.base`)
were written out in full by every game: refuse a view whose game is not over, take the
winners and the ending's name from its ``Outcome``, keep the final public view as JSON
(:func:`gui.games.revive.to_end_data`), and on the way back rebuild it
(:func:`gui.games.revive.revive`) and refuse data that is not a finished game. Those steps
live here once; a game says only what differs: each seat's role and side, the winning
side, and (to read a record back) its view class, its enums and what else a finished view
of it must hold.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from typing import Any, Protocol, TypeVar

from engine.outcome import Outcome
from gui.games.base import EndRecord
from gui.games.revive import revive, to_end_data


class FinishedView(Protocol):
    """A game's final public view, as far as the record reads it: how the game ended."""

    @property
    def outcome(self) -> Outcome | None: ...


ViewT = TypeVar("ViewT", bound=FinishedView)


def finished_outcome(view: FinishedView) -> Outcome:
    """The view's ``Outcome``; ``ValueError`` while the game is still running."""
    outcome = view.outcome
    if outcome is None:
        raise ValueError("the game is not over")
    return outcome


def end_record_of(view: FinishedView, *, roles: Sequence[str], sides: Sequence[str], winning_side: str) -> EndRecord:
    """The history's :class:`~gui.games.base.EndRecord` of a finished game.

    ``roles`` and ``sides`` are the game's words for each seat (see ``EndRecord``),
    ``winning_side`` the balance lab's side id of this ending; the winners, the ending's
    name and the final view (as JSON) come from ``view`` itself."""
    outcome = finished_outcome(view)
    return EndRecord(roles=tuple(roles), sides=tuple(sides), winners=frozenset(outcome.winners),
                     reason=outcome.reason.name, winning_side=winning_side, end_view=to_end_data(view))


def end_view_of(cls: type[ViewT], data: Mapping[str, Any], enums: Sequence[type[Enum]] = (),
                complete: Callable[[ViewT], bool] | None = None) -> ViewT:
    """The final public view back from ``EndRecord.end_view``: ``cls`` rebuilt from ``data``
    (``enums``: the enums a field typed only as ``Enum`` may hold, such as the outcome's
    reason). ``ValueError`` if it does not fit, is not a finished game's view, or
    ``complete`` says the game's end screen would miss something it needs."""
    view: ViewT = revive(cls, data, enums=enums)
    if view.outcome is None or (complete is not None and not complete(view)):
        raise ValueError("not the view of a finished game")
    return view
