"""The phone route: sends a seat's private steps to its phone instead of the curtain.

:class:`PhoneRoute` is the Session's ``private_route`` (``handles(seat)`` / ``run(step, view, finish)``)
*and* the phone server's :class:`~gui.phones.adapter.PhoneAdapter`. It lives on the GUI thread; the
server reaches it through :class:`~gui.phones.qt_bridge.GuiInvoker`. It keeps no game state: the view
comes from the Session's game every time, the actions go back through the Session's ``finish`` (the
same all-or-none checked ``apply`` as the curtain's "Done — hide").

Decisions where the issue left room:

* **All phones look at once, and the curtain seats meanwhile.** Tempelgold's look steps come from the
  flow one seat after the other, marked ``PrivateStep.parallel``. When the Session reaches the first
  step of such a run, the route is given the whole run (``Session.parallel_run``: the flow walked ahead
  on a *copy*, each look assumed done) and sends every look of a phone seat to its phone at once. The
  Session then takes the run's curtain seats on the laptop, one after another, while the phones work;
  the laptop shows the table ("Waiting for the phones of …") only when no curtain seat of the run is
  left. A phone that finishes before the Session reaches its step has its step finished the moment it
  is reached. Only ``parallel`` steps run ahead: a step with choices depends on the steps before it
  (Diamantenraub's passing keeps the rules' order).
* **Which steps are view-only** (the phone may only say "done"): the step's own
  ``PrivateStep.view_only`` (or ``peek``); in every other step the phone may choose among the seat's
  legal action types. The choice is checked complete on a copy of the game before ``finish`` applies
  it, so a refusal is shown on the phone, never on the laptop.
* **A look outside a step** (hold-to-reveal while nothing is pending) is a peek, as the curtain's "look again".
* **Lost phone.** The laptop's dialog can move a seat to the curtain (its link is revoked; a step
  pending on that phone goes back to the Session, which shows it on the curtain) or give it a new
  phone (new link; the old one fails with "withdrawn").
* A resumed game continues on the curtain: tokens are never saved, no link outlives its app run.
* **"Play again" keeps every player's device** (issue 19 §13). The next game's route takes the links of
  the game before (:meth:`PhoneRoute.devices_for_rematch`, :class:`PhoneDevices`) and gives each one to
  its player's seat in the new game: the seats rotate (who sits first changes), the phones and the
  curtain seats follow their players. It listens on the same address and port, so the links are
  unchanged and no QR code is shown again (the table's "Phones" button still opens the dialog; it opens
  by itself only if that port could not be had, because then every link has changed). The phone page,
  told that the game is over, keeps asking quietly whether its link opens a seat again, and goes to its
  player's new seat by itself; a link opens only that seat, so the phone sees that player's new seat
  and nothing else. "New game" gives new links (the old ones fail with "earlier game").
* **A phone's claim** (issue 32) goes to the Session's claims board for the phone's own seat
  (:meth:`gui.games.claims_keeper.ClaimsKeeper.phone_entered`); each state carries the board.
* **The server lives exactly as long as the game is played.** When the game ends (the end screen),
  every phone gets its last view and "the game is over", the port is closed and the server's thread
  ends; the links become old (until "Play again" carries them on, see above). So when the game is left
  (new game, play again, resume another), the main window closes or the app quits. A peek after the
  end uses the laptop's curtain.
"""
from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from engine.actions import Action
from gui.curtain import timings
from gui.games.seats import rotate_seats
from engine.registry import game_info
from gui.phones.adapter import PhoneSnapshot, PhoneStep
from gui.phones.choices import check_step_choice
from gui.phones.network import PORT_VARIABLE, PREFERRED_PORT, preferred_port
from gui.phones.protocol import ProtocolError
from gui.phones.qt_bridge import GuiInvoker, card_png
from gui.phones.server import PhoneServer
from gui.phones.tokens import Roster

if TYPE_CHECKING:
    from engine.game import Game
    from gui.games.base import PrivateStep, RouteSession

log = logging.getLogger(__name__)

__all__ = ["PORT_VARIABLE", "PREFERRED_PORT", "PhoneDevices", "PhoneRoute", "preferred_port"]
Finish = Callable[[list[Action] | None], None]


def _view_only(step: Any) -> bool:
    """The step only shows (the phone may only say "done"): the game's own mark on its step."""
    return bool(step.view_only or step.peek)

@dataclass(frozen=True)
class PhoneDevices:
    """The phones of a game, for the next game with the same players ("Play again"): the
    address and port the phones know, and each new seat's link (seat → (token, join code));
    a seat without a link uses the curtain; ``holders``: which phone holds each seat (the
    same phone goes on holding its player's seat). Held in memory only, never saved."""

    host: str
    port: int
    links: dict[int, tuple[str, str]] = field(default_factory=dict)
    holders: dict[int, bytes] = field(default_factory=dict)


_history = Roster("history")
"""Links of earlier games in this app run, so that they fail with "earlier game"."""


class PhoneRoute(QObject):
    """Routes private steps of phone seats to their phones; one per game."""

    presenceChanged = Signal(int, bool)  # seat, connected (GUI thread)
    pendingChanged = Signal()  # which seats the laptop waits for changed
    seatRefused = Signal(int)  # another phone tried a seat a phone holds (GUI thread)
    _presence = Signal(int, bool)  # from the server thread (queued to the GUI thread)
    _refused = Signal(int)  # from the server thread

    def __init__(self, session: RouteSession, host: str = "127.0.0.1", port: int | None = None) -> None:
        super().__init__(session.host.window_widget())
        self.session = session
        self.host = host
        self.port = preferred_port() if port is None else port
        self.roster = Roster(secrets.token_hex(8))
        self.roster.adopt_history(_history)
        self.invoker = GuiInvoker(self)
        self.server: PhoneServer | None = None
        self.laptop: QObject | None = None  # gui.phones.laptop.PhonesOnLaptop
        self.connected: set[int] = set()
        self._pending: dict[int, tuple[Any, Finish | None]] = {}  # seat -> (PrivateStep, finish)
        self._finished_ahead: set[tuple[int, str]] = set()
        self._phones_at_end: frozenset[int] | None = None  # set when the game has ended (close(final=True))
        self._kept: dict[int, tuple[str, str]] | None = None  # the links at close, for "Play again"
        self._kept_holders: dict[int, bytes] = {}  # and which phone held each seat
        self.bound_port = 0  # the port the last server listened on (0: none yet)
        self._presence.connect(self._on_presence)
        self._refused.connect(self.seatRefused)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)
        self._window: QWidget | None = session.host.window_widget()
        if self._window is not None:
            self._window.installEventFilter(self)  # the main window closes → the server stops

    # -- lifecycle ----------------------------------------------------------------------------
    def start(self, seats: list[int] | None = None, devices: PhoneDevices | None = None) -> None:
        """Serve on ``self.host`` and give ``seats`` (default: every seat) a phone link; or,
        with ``devices`` (a rematch), give each of its seats its link again and no other."""
        if devices is not None:
            for seat, (token, code) in sorted(devices.links.items()):
                self.roster.carry(seat, token, code, devices.holders.get(seat))
        else:
            for seat in seats if seats is not None else range(len(self.players())):
                self.roster.issue(seat)
        self._serve()

    def devices_for_rematch(self, first: int, count: int) -> PhoneDevices:
        """This game's phones for the next game, whose seat 0 is this game's seat ``first``
        (:func:`gui.games.seats.rotate_seats`): every link goes with its player. The links
        are those the game ended with (a phone moved to the curtain stays on the curtain)."""
        links = self._kept if self._kept is not None else self.roster.links()
        holders = self._kept_holders if self._kept is not None else self.roster.holders()
        port, first = self.bound_port or self.port, first % max(1, count)
        return PhoneDevices(self.host, port, rotate_seats(links, first, count), rotate_seats(holders, first, count))

    def _serve(self) -> None:
        for port in (self.port, 0) if self.port else (0,):
            server = PhoneServer(
                self, self.roster, host=self.host, port=port, invoke=self.invoker,
                on_presence=lambda seat, on: self._presence.emit(seat, on),
                on_refused=self._refused.emit,
            )
            server.dwell_ms = timings.MIN_DWELL_MS  # the curtain's equal minimum dwell, on the phone too
            server.phone_sockets.commit_hold_ms = timings.COMMIT_HOLD_MS  # Done is held, as the curtain's commit
            server.phone_sockets.hold_ms = timings.HOLD_MS  # the reveal is held, as the curtain's
            server.language = self.session.lang  # the join page's language (refresh() follows a switch)
            try:
                server.start()
            except OSError as exc:
                log.info("phone server could not use port %s: %s", port, exc.strerror or exc)
                continue
            self.server = server
            self.bound_port = server.port
            return
        raise OSError(f"the phone server could not listen on {self.host}")

    def move_to(self, host: str) -> None:
        """Listen on another address (the dialog's choice); the links keep their tokens."""
        self._stop_server()
        self.host = host
        self._serve()

    def close(self, final: bool = False, reason: str | None = None) -> None:
        """The game is left (or ``final``: it has ended): phones are told, the port is freed,
        the server's thread ends, every link becomes old. Safe to call more than once.

        ``reason`` is what the phones are told last: "over" (``final``), "closed" (left), or
        "next" ("Play again" before the end: the page waits for its player's next seat, as
        after "over")."""
        if self._kept is None:
            self._kept = self.roster.links()  # before they are retired: "Play again" keeps them
            self._kept_holders = self.roster.holders()
        snapshots: dict[int, PhoneSnapshot] = {}
        if final and self.server is not None and self.session.game is not None:
            snapshots = {seat: self.snapshot(seat) for seat in self.roster.phone_seats()}
        if final and self._phones_at_end is None:
            # the links are retired below: remember whose seat was on a phone at the end
            self._phones_at_end = self.roster.phone_seats()
        self.invoker.close()
        self._stop_server(snapshots, reason or ("over" if final else "closed"))
        if self._window is not None and shiboken6.isValid(self._window):
            self._window.removeEventFilter(self)
        _history.adopt_history(self.roster)
        self._pending.clear()
        self._finished_ahead.clear()
        self.pendingChanged.emit()

    def _game_over(self) -> None:
        if self.server is not None and self.session.game is not None and self.session.game.outcome() is not None:
            self.close(final=True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._window and event.type() == QEvent.Type.Close:
            # the close may still be refused ("Quit?"): look once it has been decided
            QTimer.singleShot(0, self, self._after_window_close)
        return False

    def _after_window_close(self) -> None:
        window = self._window
        if window is not None and shiboken6.isValid(window) and not window.isVisible():
            self.close()

    def _stop_server(self, final: dict[int, PhoneSnapshot] | None = None, reason: str = "closed") -> None:
        if self.server is not None:
            self.server.stop(final=final, reason=reason)
            self.server = None
        self.connected.clear()

    # -- the laptop's dialog ---------------------------------------------------------------------
    def link(self, seat: int) -> str | None:
        return None if self.server is None else self.server.link(seat)

    def short_url(self) -> str:
        return "" if self.server is None else self.server.base_url

    def code(self, seat: int) -> str | None:
        return self.roster.code(seat)

    def joined(self, seat: int) -> bool:
        """A phone holds the seat (its code is no longer shown)."""
        return self.roster.joined(seat)

    def to_curtain(self, seat: int) -> None:
        """The seat's phone is lost: its link is revoked, its steps go to the curtain."""
        if self.server is not None:
            self.server.revoke(seat)
        else:
            self.roster.revoke(seat)
        self._take_back(seat)

    def new_phone(self, seat: int) -> None:
        """Give the seat a new link (a new phone); the old link stops working."""
        if self.server is not None:
            self.server.issue(seat)
        else:
            self.roster.issue(seat)
        self.refresh()

    def _take_back(self, seat: int) -> None:
        entry = self._pending.pop(seat, None)
        self._finished_ahead = {k for k in self._finished_ahead if k[0] != seat}
        self.pendingChanged.emit()
        if entry is not None:
            # the Session shows the step on the curtain (at once, or after the curtain
            # seat whose turn it is now); bound to the route like its other deferred calls
            QTimer.singleShot(0, self, self.session.reroute)
        self.refresh()

    def waiting_for(self) -> list[int]:
        """The phone seats whose private step is pending now (the laptop waits for them)."""
        return sorted(self._pending)

    # -- PrivateRoute (the Session) -----------------------------------------------------------------
    def handles(self, seat: int) -> bool:
        return seat in self.roster.phone_seats()

    def played_on_phones(self) -> frozenset[int]:
        """The seats on phones: those with a link now, or, once the game has ended and its
        links were retired (:meth:`close` with ``final``), those that had one at its end.
        A seat moved to the curtain during the game (a lost phone) is not among them."""
        return self.roster.phone_seats() if self._phones_at_end is None else self._phones_at_end

    def run(self, step: PrivateStep, seat_view: Any, finish: Finish) -> None:
        self.session.show_table_for_route()  # the laptop shows the public table and "Waiting for Anna's phone"
        key = (step.seat, step.kind)
        if key in self._finished_ahead:
            self._finished_ahead.discard(key)
            QTimer.singleShot(0, self, lambda: finish([]))
            return
        self._pending[step.seat] = (step, finish)
        self.pendingChanged.emit()
        self.refresh()

    def step_started(self, step: PrivateStep) -> None:
        """The Session is at a private step (phone or curtain): if it begins a run of
        parallel steps, every phone seat of the run gets its step now (see the module
        docstring). A step already pending is held "ahead" again (no ``finish``) until the
        Session reaches it with :meth:`run`: its turn on the laptop may have been put after
        a curtain seat's (a phone moved to the curtain)."""
        if not step.parallel or step.peek:
            return
        changed = False
        for following in self.session.parallel_run(step):
            key = (following.seat, following.kind)
            if not self.handles(following.seat) or key in self._finished_ahead:
                continue
            entry = self._pending.get(following.seat)
            if entry is None or entry[1] is not None:
                self._pending[following.seat] = (following, None)
                changed = changed or entry is None
        if changed:
            self.pendingChanged.emit()
            self.refresh()

    def refresh(self) -> None:
        """The game, the flow or the language changed: push every phone its new state.
        Once the game is over, the server stops instead (on the next turn of the event loop:
        this may run inside a call from the server's thread, which must be answered first)."""
        if self.server is None:
            return
        self.server.language = self.session.lang
        game = self.session.game
        if game is not None and game.outcome() is not None:
            QTimer.singleShot(0, self, self._game_over)
        else:
            self.server.state_changed()

    # -- PhoneAdapter (the server, on the GUI thread) -------------------------------------------------
    def _game(self) -> Game:
        """The Session's game; a phone that asks after it was closed hears "closed"."""
        game = self.session.game
        if game is None:
            raise ProtocolError("closed", "the game has ended")
        return game

    @property
    def game_id(self) -> str:
        return str(self._game().GAME_ID)

    def players(self) -> tuple[str, ...]:
        return tuple(self._game().public_view().players)

    def snapshot(self, seat: int) -> PhoneSnapshot:
        game = self._game()
        entry = self._pending.get(seat)
        step = None
        if entry is not None:
            kind = entry[0].kind
            types: tuple[str, ...] = ()
            if not _view_only(entry[0]):
                types = tuple(sorted({type(a).__name__ for a in game.legal_actions(seat)}))
            step = PhoneStep(kind, types)
        ui = self.session.ui
        names = ui.phone_card_names(self.session.lang) if ui is not None else {}
        return PhoneSnapshot(game.view(seat), step, self.session.lang, names, self.session.claims.for_phone(seat))

    def decode_action(self, data: object) -> Action:
        module = game_info(self.game_id).load()
        action: Action = module.action_from_json(data)
        return action

    def done(self, seat: int, actions: list[Action]) -> None:
        entry = self._pending.get(seat)
        if entry is None:
            raise ProtocolError("not_now", "there is no step to finish")
        step, finish = entry
        game = self._game()
        types = () if _view_only(step) else tuple({type(a).__name__ for a in game.legal_actions(seat)})
        check_step_choice(game, seat, types, actions)
        del self._pending[seat]
        if finish is None:
            self._finished_ahead.add((seat, step.kind))
        else:
            finish(actions)  # the Session applies them, autosaves and shows the next step
        self.pendingChanged.emit()
        self.refresh()

    def peek(self, seat: int) -> None:
        """A look outside a step, allowed only when it is one (issue 20 §4): not during the
        seat's own step (its phone shows the cards anyway), not after the end, not when the
        seat has nothing to look at; otherwise ``not_now`` and nothing is logged or saved."""
        game, ui = self.session.game, self.session.ui
        if seat in self._pending or game is None or game.outcome() is not None:
            raise ProtocolError("not_now", "there is nothing to look at again now")
        if ui is not None and ui.peek_step(game.public_view(), seat) is None:
            raise ProtocolError("not_now", "there is nothing to look at again now")
        self.session.note_peek(seat)

    def claim(self, seat: int, topic: str, values: dict[str, int]) -> None:
        if (problem := self.session.claims.phone_entered(seat, topic, values)) is not None:
            raise ProtocolError(problem, f"the claim was not taken ({problem})")

    def card_png(self, element: str, width: int) -> bytes:
        return card_png(self.session.host.renderer, element, width)

    # -- presence ------------------------------------------------------------------------------------
    def _on_presence(self, seat: int, connected: bool) -> None:
        (self.connected.add if connected else self.connected.discard)(seat)
        self.presenceChanged.emit(seat, connected)
