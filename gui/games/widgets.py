"""The seam's widgets as real base classes: a game's table, end screen and private panels derive from them.

The Session connects the signals and calls the methods declared here, so they are typed
(no ``QWidget`` that the Session must probe). A ``QWidget`` cannot also be an ``ABC``
(Shiboken's metaclass), so the methods a table must give raise ``NotImplementedError``
here; ``gui.games.registry.check_game_ui`` and the contract suite (``tests/contract``)
check that a registered game's screens derive from these classes.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

from gui.curtain.content import PrivateContent
from gui.games.steps import TableStep

if TYPE_CHECKING:
    from engine.actions import Action
    from gui.games.claims_board import ClaimsBoard
    from gui.games.evening import EveningTally


class GameTable(QWidget):
    """The public table. It shows the Session's shared log and the views it is given.

    Signals: ``actionRequested(int seat, object action)`` (a click that is an engine
    action), ``eventRequested(str)`` (a flow change without one), ``peekRequested()``,
    ``animationFinished()`` (after an animation that :meth:`is_animating` announced).
    """

    actionRequested = Signal(int, object)
    eventRequested = Signal(str)
    peekRequested = Signal()
    animationFinished = Signal()

    def show_view(self, view: Any) -> None:
        """Show the public view (animating the change from the last one, if the game does)."""
        raise NotImplementedError

    def show_step(self, step: TableStep) -> None:
        """Show what the flow's table step says (its kind, whether the peek is offered)."""
        raise NotImplementedError

    def set_interactive(self, on: bool) -> None:
        """Accept clicks (``on``) or not."""
        raise NotImplementedError

    def is_animating(self) -> bool:
        """An animation runs; ``animationFinished`` follows it."""
        return False

    def describe_move(self, seat: int, action: Any) -> str | None:
        """A person's move clicked on this table in words ("Ben opens a chamber of Anna"), if
        the table may take it back before it is made; ``None``: it is made at once. Only a
        move that shows nothing secret until it is made may be described."""
        return None

    def show_move_held(self, seat: int, action: Any, held: bool) -> None:
        """The described move waits (``held``) or no longer does: the table shows it as chosen."""

    def set_language(self, lang: str) -> None:
        """The UI language changed."""

    def claims_board(self) -> ClaimsBoard | None:
        """The claims board this table shows (:mod:`gui.games.claims_board`), if it has one
        (a game whose ``GameUI.claims()`` gives a board puts one on its table)."""
        return None

    def show_claim_bubble(self, seat: int, text: str) -> None:
        """A computer at ``seat`` said ``text`` aloud: a speech bubble at its seat for a moment
        (the log and the board keep it). A table without bubbles shows nothing more."""


class GameEnd(QWidget):
    """The end screen. Signals: ``againRequested(object)`` (the choice for the next game, e.g.
    the next Boss's seat; a game with no choice may declare ``againRequested()`` without
    one) and ``newGameRequested()``."""

    againRequested = Signal(object)
    newGameRequested = Signal()

    def set_language(self, lang: str) -> None:
        """The UI language changed."""

    def show_evening(self, tally: EveningTally) -> None:
        """The evening's standings so far (the Session calls it once the game is counted): a
        line above the screen's buttons (:func:`gui.table_kit.end_view.evening_line`). Shown
        from the second game of an evening on: after one game the winners line says it all.
        The screen is then sent a resize to its own size, so that one that fits its contents
        to its size (both games' do) makes room for the line."""
        from gui.table_kit.end_view import EveningLine, evening_line

        line = self.findChild(EveningLine, "EveningTally") or evening_line(self)
        line.set_standings(tally.line(), tally.games)
        line.setVisible(tally.games >= 2)
        # an end screen fits its contents to its size when resized: once more, with the line
        QCoreApplication.sendEvent(self, QResizeEvent(self.size(), self.size()))


class GamePanel(PrivateContent):
    """A private panel: one seat's screen behind the curtain (or its look again), built only
    from ``view(seat)`` after the reveal (:meth:`gui.games.base.GameUI.build_private`).

    Every ability the Session, the curtain's frame and the privacy oracle use is declared
    here, so nobody probes a panel for it. The defaults are those of a view-only panel (a
    look): always ready, no actions, nothing to keep. A panel that chooses overrides
    :meth:`is_ready` (emitting ``readyChanged(bool)`` when it changes, from
    :class:`gui.curtain.content.PrivateContent`) and :meth:`chosen_actions`; one whose
    half-made choice should survive a cover overrides :meth:`draft` and :meth:`restore_draft`.
    """

    def seat(self) -> int:
        """The seat whose panel this is."""
        raise NotImplementedError

    def set_language(self, lang: str) -> None:
        """The UI language changed."""

    def chosen_actions(self) -> Sequence[Action]:
        """The actions the player chose, applied in order, all or none (view-only: none)."""
        return []

    def draft(self) -> object | None:
        """The half-made choice as plain data, kept in memory while the panel is covered
        (``None``: nothing to keep). Never saved, never shown to anyone else."""
        return None

    def restore_draft(self, draft: object) -> None:
        """Take back what :meth:`draft` gave, on the same player's next reveal in the same turn."""

    def shown_elements(self) -> list[str]:
        """Every card face (``gui.cards.element_id``) the panel shows, also those that appear
        only after an animation; the ``--selfplay`` privacy oracle counts them as this seat's."""
        return []
