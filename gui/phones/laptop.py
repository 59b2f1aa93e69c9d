"""The laptop's side of a phone game: start the route, show the QR dialog and the banner.

:func:`attach_phones` is what the Session calls when a game starts with seats that chose
their phones on the start screen. It binds the server to one address — :data:`HOST` if set (tests: loopback),
else the laptop's first LAN address — and never to all interfaces. If the server cannot
start, the game goes on with the curtain and the laptop says why.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject

from gui.phones.banner import WaitingBanner
from gui.phones.dialog import PhonesDialog
from gui.phones.network import default_address
from gui.phones.route import PhoneDevices, PhoneRoute

if TYPE_CHECKING:
    from gui.games.base import RouteSession

HOST: str | None = None
"""The address to listen on; ``None``: the laptop's LAN address (the dialog can change it)."""
PORT: int | None = None
"""``None``: the preferred fixed port, else any free one. Tests use 0."""


class PhonesOnLaptop(QObject):
    """Keeps the banner on the table in step with the route; opens the dialog."""

    def __init__(self, session: RouteSession, route: PhoneRoute) -> None:
        super().__init__(route)
        self.session = session
        self.route = route
        self.dialog: PhonesDialog | None = None
        self.banner: WaitingBanner | None = None
        if session.table is not None:
            self.banner = WaitingBanner(session.table)
            self.banner.phonesRequested.connect(self.open_dialog)
        route.pendingChanged.connect(self.update)
        route.presenceChanged.connect(lambda *_: self.update())
        route.seatRefused.connect(self._refused)

    def update(self) -> None:
        if self.banner is None or not shiboken6.isValid(self.banner) or self.session.game is None:
            return
        names = [self.session.game.name(seat) for seat in self.route.waiting_for()]
        self.banner.set_waiting(names)

    def _refused(self, seat: int) -> None:
        """Another phone tried a seat that a phone holds: the laptop says so, whether or not
        the dialog is open (issue 31 §5)."""
        game = self.session.game
        if game is None or not 0 <= seat < len(game.players):
            return
        self.session.host.notify(
            QCoreApplication.translate("Phones", "Another phone tried to join {name}'s seat and was refused.").format(
                name=game.name(seat)
            )
        )

    def open_dialog(self) -> PhonesDialog:
        if self.dialog is None:
            game = self.session.game
            names = list(game.players) if game is not None else []
            self.dialog = PhonesDialog(self.route, names, self.session.host.window_widget())
        self.dialog.refresh()
        self.dialog.open()
        return self.dialog


def attach_phones(session: RouteSession, devices: PhoneDevices | None = None,
                  seats: list[int] | None = None) -> PhoneRoute | None:
    """Start serving phones for the Session's new game; ``None`` (curtain) if that fails.

    ``seats``: the seats that chose a phone (default: every seat); the others use the curtain.

    ``devices`` ("Play again"): the phones of the game before, by their players' new seats;
    the route listens where they know it and the dialog stays closed, unless that port could
    not be had (then every link is new, and the dialog shows the new codes)."""
    if devices is not None:
        route = PhoneRoute(session, host=devices.host, port=devices.port)
    else:
        route = PhoneRoute(session, host=HOST or default_address(), port=PORT)
    try:
        route.start(seats=seats, devices=devices)
    except OSError as exc:
        from gui.text import notice_text

        notice_text.log_detail("phones: server not started", exc)  # the system's (English) text: log only
        session.host.notify(
            QCoreApplication.translate("Phones", "Phones are not available ({error}); the curtain is used.").format(
                error=notice_text.reason(exc)
            )
        )
        route.close()
        return None
    laptop = PhonesOnLaptop(session, route)
    route.laptop = laptop
    if devices is None or route.bound_port != devices.port:
        laptop.open_dialog()
    return route
