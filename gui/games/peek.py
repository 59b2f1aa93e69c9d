"""The peek, for every game: any player looks at their own private screen again.

"Look at my cards again" on the table → the seat chooser (a padlock marks players with a
PIN; a seat with nothing to see is disabled) → that player's hand-off screen (PIN, with a
"Back to the table" button) → the game's look-again panel → back to the step the peek
interrupted. The moment the panel opens, the Session writes a public log line ("Anna
looked at their own cards again"), so nobody peeks unseen (:mod:`gui.games.log_model`); a
cancelled hand-off writes nothing.

:class:`Peek` is a part the :class:`gui.games.session.Session` owns (an object it creates and
calls, not a base class). It knows the Session only through :class:`PeekHost` (what to
offer, and where a chosen seat's step goes) and the window only through :class:`Screens`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from gui.screens.choose_seat import SeatChooser

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gui.games.base import PrivateStep


@dataclass(frozen=True)
class PeekOffer:
    """Whom the seat chooser offers: every player by name, the seats with a PIN (a padlock),
    and for each seat whether it has anything to look at again (the others are disabled)."""

    players: list[str]
    pinned: set[int]
    enabled: list[bool]


class PeekHost(Protocol):
    """What the peek needs from the Session."""

    def peek_offer(self) -> PeekOffer | None:
        """The chooser's players if the table takes a peek now; ``None``: it does not."""
        ...

    def peek_step(self, seat: int) -> PrivateStep | None:
        """The look-again step of ``seat`` now (``None``: nothing to see)."""
        ...

    def run_private(self, step: PrivateStep) -> None:
        """Put up ``step``'s hand-off screen (the curtain)."""
        ...

    def show_step(self) -> None:
        """Show what the flow says is next (the chooser was cancelled)."""
        ...


class Screens(Protocol):
    """The window's screen stack, as far as the chooser needs it."""

    def add_screen(self, widget: QWidget) -> None: ...
    def show_screen(self, widget: QWidget) -> None: ...
    def drop_screen(self, widget: QWidget) -> None: ...


class Peek:
    """The peek's seat chooser and its way to the chosen player's hand-off screen."""

    def __init__(self, host: PeekHost, screens: Screens) -> None:
        self._host = host
        self._screens = screens
        self.chooser: SeatChooser | None = None  # on screen while a player is being chosen

    def start(self) -> bool:
        """"Look at my cards again": put up the seat chooser, if the table takes a peek now.
        True: the chooser is up (the caller stops the table taking clicks)."""
        offer = self._host.peek_offer()
        if offer is None:
            return False
        self.drop_chooser()
        chooser = SeatChooser(offer.players, pinned=offer.pinned, enabled=offer.enabled)
        chooser.chosen.connect(self._chosen)
        chooser.cancelled.connect(self._host.show_step)
        self._screens.add_screen(chooser)
        self._screens.show_screen(chooser)
        self.chooser = chooser
        return True

    def _chosen(self, seat: int) -> None:
        step = self._host.peek_step(seat)
        if step is None:
            return
        self._host.run_private(step)
        self.drop_chooser()

    def drop_chooser(self) -> None:
        """The chooser goes (the peek's step is up, the table is back, or the game ends)."""
        if self.chooser is not None:
            self._screens.drop_screen(self.chooser)
            self.chooser = None
