"""The Session's device router: for each seat, where its private steps are shown.

A seat sits at the laptop's curtain (the default), plays on its phone (:mod:`gui.phones`,
through a :class:`~gui.games.base.PrivateRoute`), or is a computer player
(:class:`gui.games.computer_seats.ComputerSeats`, a route of its own). The router holds both
routes and answers the one question the rest of the Session asks, :meth:`DeviceRouter.routed`:
does this seat's step go out of the laptop's curtain? Its other members pass the Session's
moments on to the routes (a step began, the game or the language changed, the game closed) so
that no other part of the Session needs to know a route exists.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.actions import Action
    from gui.games.computer_seats import ComputerSeats
    from gui.games.base import PrivateRoute, PrivateStep

CURTAIN = "curtain"
"""A seat's private steps on the laptop, behind the curtain (the default)."""
PHONE = "phone"
"""A seat's private steps on its player's phone (:mod:`gui.phones`)."""
COMPUTER_EASY = "computer_easy"
"""A computer player of the lab's ``belief`` family (:mod:`gui.games.computer_seats`)."""
COMPUTER_STRONG = "computer_strong"
"""A computer player of the strongest family the lab has measured (``reasoning``)."""
COMPUTER_KINDS: dict[str, str] = {COMPUTER_EASY: "easy", COMPUTER_STRONG: "strong"}
"""A computer seat's screen kind → its strength (:data:`lab.table_bots.STRENGTHS`)."""
COMPUTER_SCREENS: tuple[str, ...] = tuple(COMPUTER_KINDS)
"""The computer players' kinds, easy first."""
SEAT_SCREENS: tuple[str, ...] = (CURTAIN, PHONE, *COMPUTER_SCREENS)
"""Every screen a seat may choose on the start screen, in the order offered (the computer
kinds only where the game has computer players)."""


def computer_seats(screens: dict[int, str]) -> dict[int, str]:
    """The computer seats of a request's ``screens``: seat → strength."""
    return {seat: COMPUTER_KINDS[kind] for seat, kind in sorted(screens.items()) if kind in COMPUTER_KINDS}


def seats_on(screens: dict[int, str], kind: str) -> list[int]:
    """The seats whose chosen screen is ``kind`` (a seat missing from ``screens`` is at the curtain)."""
    return sorted(seat for seat, chosen in screens.items() if chosen == kind)


class DeviceRouter:
    """Where each seat's private steps go: the curtain, or the route that handles the seat."""

    def __init__(self) -> None:
        self.route: PrivateRoute | None = None  # the phones; ``None``: no seat is on a phone
        self.computers: ComputerSeats | None = None  # ``None``: no seat is a computer

    def _route_of(self, seat: int) -> PrivateRoute | None:
        if self.computers is not None and self.computers.handles(seat):
            return self.computers
        if self.route is not None and self.route.handles(seat):
            return self.route
        return None

    def attach(self, route: PrivateRoute | None, on_pending: Callable[[], None]) -> None:
        """Use ``route`` for the seats it handles; ``on_pending`` runs when the seats it waits for change."""
        self.route = route
        if route is not None:
            route.pendingChanged.connect(on_pending)

    def routed(self, seat: int) -> bool:
        """``seat``'s private steps leave the laptop's curtain (its phone, or a computer)."""
        return self._route_of(seat) is not None

    def is_computer(self, seat: int) -> bool:
        """``seat`` is a computer player."""
        return self.computers is not None and self.computers.handles(seat)

    def step_started(self, step: PrivateStep) -> None:
        """A private step came up: a run of parallel steps goes to every routed seat at once."""
        if self.route is not None:
            self.route.step_started(step)

    def run(self, step: PrivateStep, seat_view: Any, finish: Callable[[list[Action] | None], None]) -> None:
        """Send a routed seat's step out; ``finish`` gets its actions (``None``: abandoned)."""
        route = self._route_of(step.seat)
        assert route is not None, "no route for a routed seat"
        route.run(step, seat_view, finish)

    def waiting_for(self) -> list[int]:
        """The routed seats whose step is out now (the laptop waits for them)."""
        return list(self.route.waiting_for()) if self.route is not None else []

    def refresh(self) -> None:
        """The game or the language changed: a route pushes the new views out."""
        if self.route is not None:
            self.route.refresh()

    def played_away(self) -> frozenset[int]:
        """The seats that played this game away from the laptop (the history records them),
        also once the route has let its devices go at the game's end."""
        return self.route.played_on_phones() if self.route is not None else frozenset()

    def computer_strengths(self) -> dict[int, str]:
        """The computer seats of this game, seat → strength (the history records them)."""
        return dict(self.computers.seats) if self.computers is not None else {}

    def devices_for_rematch(self, first: int, count: int, running: bool) -> Any:
        """Each player's device for "Play again" (new seat 0 = this game's ``first``); the
        route is closed: its devices are told "next" if the game was still running."""
        route = self.route
        if route is None:
            return None
        devices = route.devices_for_rematch(first, count)
        route.close(final=True, reason="next" if running else None)
        return devices

    def close(self) -> None:
        """The game closes: a route stops, every link of this game becomes old; a computer's
        pending turn is void."""
        route, self.route = self.route, None
        if route is not None:
            route.close()
        if self.computers is not None:
            self.computers.close()
            self.computers.seats = {}
