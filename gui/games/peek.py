"""The peek, for every game: any player looks at their own private screen again.

"Look at my cards again" on the table → the seat chooser (a padlock marks players with a
PIN; a seat with nothing to see is disabled) → that player's hand-off screen (PIN, with a
"Back to the table" button) → the game's look-again panel → back to the step the peek
interrupted. The moment the panel opens, the Session writes a public log line ("Anna
looked at their own cards again"), so nobody peeks unseen (:mod:`gui.log_model`); a
cancelled hand-off writes nothing.

A mixin of :class:`gui.session.Session` (kept apart to keep the Session small); it uses
the Session's attributes declared below.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui.games.base import PrivateStep, TableStep
from gui.screens.choose_seat import SeatChooser

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gui.games.base import GameUI, SessionHost, Step


class PeekMixin:
    host: SessionHost
    game: Any
    ui: GameUI | None
    step: Step | None
    pins: dict[int, Any]
    table: QWidget | None
    chooser: SeatChooser | None
    _private: PrivateStep | None

    def _table_accepts(self) -> bool:
        raise NotImplementedError

    def _run_private(self, step: PrivateStep) -> None:
        raise NotImplementedError

    def _show_step(self) -> None:
        raise NotImplementedError

    def start_peek(self) -> None:
        """"Look at my cards again": choose your name → hand-off (PIN) → panel → back."""
        step = self.step
        if not self._table_accepts() or not isinstance(step, TableStep) or not step.peek or self.ui is None:
            return
        view = self.game.public_view()
        self._drop_chooser()
        enabled = [self.ui.peek_step(view, seat) is not None for seat in range(len(self.game.players))]
        chooser = SeatChooser(list(self.game.players), pinned=set(self.pins), enabled=enabled)
        chooser.chosen.connect(self._peek_chosen)
        chooser.cancelled.connect(self._show_step)
        self.host.add_screen(chooser)
        self.host.show_screen(chooser)
        self.chooser = chooser
        if self.table is not None:
            self.table.set_interactive(False)  # type: ignore[attr-defined]

    def _peek_chosen(self, seat: int) -> None:
        if self.game is None or self.ui is None:
            return
        step = self.ui.peek_step(self.game.public_view(), seat)
        if step is None:
            return
        self._run_private(step)
        self._drop_chooser()

    def _on_peek_cancelled(self) -> None:
        self._private = None
        self._show_step()

    def _drop_chooser(self) -> None:
        if self.chooser is not None:
            self.host.drop_screen(self.chooser)
            self.chooser = None
