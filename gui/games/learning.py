"""Learning at the table (issue 34): the rules at F1 and hints that never leak, as a game declares them.

A game offers them through one optional, typed ability of its :class:`~gui.games.base.GameUI`:
``learning()`` returns a :class:`Learning` (or ``None``: the game offers neither). The shared
code names no game and asks nothing else:

* :meth:`Learning.rules_section`: which section of the game's rules fits a step. It is given
  the step's kind alone (and whether it is private), which the public table shows anyway,
  never a view or a seat: so F1 opens the same section whoever holds what, behind the curtain and on a
  private screen alike. The answer is a *section key*, the key of a marker
  ``<!-- section: KEY -->`` on the line before a heading of the game's rules
  (``rules/<lang>.md``); :func:`gui.text.rules_text.section_title` finds the heading in the
  shown language, and the rules dialog opens there (:func:`rules_section_now`).
* :meth:`Learning.hint`: "What can I do now? What do I know?" for the seat on its private
  screen, a function of that seat's own view (``game.view(seat)``, what its panel is built
  from), the public claims board and the language only. The curtain shows it over the panel when the player asks
  (:mod:`gui.curtain.hint_box`); the privacy oracle checks every line against the other
  seats' secrets (:mod:`gui.checks.oracle`).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from gui.curtain.hint_box import Hint as Hint
from gui.games.steps import EndStep, PrivateStep, Step

if TYPE_CHECKING:
    from gui.games.claims import TableClaim

SeatViewT = TypeVar("SeatViewT", contravariant=True)
"""The game's view of one seat (what ``game.view(seat)`` returns)."""

END_KIND = "end"
"""The kind :meth:`Learning.rules_section` is asked about for the end screen (an
:class:`~gui.games.steps.EndStep` has no kind of its own)."""


class Learning(Protocol[SeatViewT]):
    """What a game offers a group learning it at the table (see the module)."""

    def rules_section(self, kind: str, private: bool) -> str | None:
        """The section key of the rules that fits a step of this ``kind`` (a private step's
        or a table step's kind, or :data:`END_KIND`); ``private``: it is a private step.
        ``None``: the rules open at their top. Public by its arguments: no view is given."""
        ...

    def hint(self, step: PrivateStep, seat_view: SeatViewT, lang: str, claims: Sequence[TableClaim]) -> Hint | None:
        """The hint for ``step``'s seat, from its own view and the public claims board alone
        (``claims``, :mod:`gui.games.claims`: what was said aloud), in ``lang``."""
        ...


def step_kind(step: Step | None) -> tuple[str, bool] | None:
    """What :meth:`Learning.rules_section` is asked about a step: its kind and whether it is private."""
    if isinstance(step, PrivateStep):
        return step.kind, True
    if isinstance(step, EndStep):
        return END_KIND, False
    if step is None:
        return None
    return step.kind, False


def rules_section_now(learning: Learning[Any] | None, private_step: PrivateStep | None,
                      step: Step | None) -> str | None:
    """The section key the rules open at for what is on screen now: the private step behind
    the curtain (``private_step``), else the flow's ``step``; ``None``: at their top."""
    asked = step_kind(private_step if private_step is not None else step)
    return learning.rules_section(*asked) if learning is not None and asked is not None else None
