"""The one door between the phone server and a game: :class:`PhoneAdapter`.

The server holds no game state of its own. Everything it sends comes from
``adapter.snapshot(seat)`` (the seat's ``view(seat)`` plus which private step, if any, is
routed to that seat's phone right now), and everything a phone does goes to
``adapter.done`` / ``adapter.peek`` — in the app, the Session, which
applies an action through the same checked ``game.apply`` as a click on the laptop,
autosaves and advances the flow. Tests implement the protocol over a bare engine game.

Threading: the server calls the adapter only through an :data:`Invoker` it is given. The
app's invoker runs each call on the Qt GUI thread (where the Session lives) and hands the
result back; tests use :func:`run_inline`. The adapter tells the server that the state
changed (after a laptop click, a redeal, a language switch) through
:meth:`gui.phones.server.PhoneServer.state_changed`, which is safe from any thread.
"""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from engine.actions import Action

T = TypeVar("T")

Invoker = Callable[[Callable[[], Any]], "Future[Any]"]
"""Runs a call where the adapter lives and returns a future of its result."""


class GameClosed(RuntimeError):
    """The game behind the server has ended or been left: no more calls into it. The server
    answers nothing more for that game; its ``stop`` tells every phone."""


def run_inline(call: Callable[[], T]) -> Future[T]:
    """The trivial invoker: run ``call`` at once on the calling thread."""
    future: Future[T] = Future()
    try:
        future.set_result(call())
    except BaseException as exc:  # noqa: BLE001 - handed to the awaiting side, which re-raises
        future.set_exception(exc)
    return future


@dataclass(frozen=True)
class PhoneStep:
    """A private step of one seat that is routed to its phone.

    ``kind`` names the step for the page ("look", "hide", "take", …; the page words it);
    ``actions`` are the action *types* the phone may choose during it (empty: view-only, the
    phone only says "done"). The server refuses any other type before the adapter sees it.
    """

    kind: str
    actions: tuple[str, ...] = ()


@dataclass(frozen=True)
class PhoneSnapshot:
    """What one seat's phone shows now: its view, its pending step, the app's language, and
    the names of the game's cards that have a meaning, as the laptop writes them
    (``{"QS": {"card": "D♠", "role": "Revolverheld"}}``; public rules knowledge, the same
    for every seat), and the claims board (``{"rows": [...], "forms": [...]}``: its public
    lines and what this seat may enter now, :meth:`gui.games.claims_keeper.ClaimsKeeper.for_phone`;
    ``None``: the game has no board)."""

    view: object  # the engine's SeatView of that seat (a frozen dataclass)
    step: PhoneStep | None
    language: str
    names: dict[str, dict[str, str]] = field(default_factory=dict)
    claims: dict[str, object] | None = None


class PhoneAdapter(Protocol):
    """What the phone server needs from a running game (implemented by the Session)."""

    @property
    def game_id(self) -> str: ...

    def players(self) -> tuple[str, ...]:
        """The seats' names, in seat order."""
        ...

    def snapshot(self, seat: int) -> PhoneSnapshot:
        """``view(seat)`` and the seat's pending private step (``None`` if none is routed to it)."""
        ...

    def decode_action(self, data: object) -> Action:
        """The game's strict JSON decoding (``action_from_json``); ``ValueError`` if malformed."""
        ...

    def done(self, seat: int, actions: list[Action]) -> None:
        """The seat finished its phone step with ``actions`` (like the curtain's "Done — hide").

        Applied all or none through the checked ``game.apply``; raises ``IllegalActionError``
        (a ``ValueError``) when refused, and then nothing has changed.
        """
        ...

    def peek(self, seat: int) -> None:
        """The seat looked at its own cards again outside a step (the table is told)."""
        ...

    def claim(self, seat: int, topic: str, values: dict[str, int]) -> None:
        """The seat's phone entered its own claim for the board (public, only a claim).
        Raises :class:`gui.phones.protocol.ProtocolError` (``not_now``, ``bad_claim``) when
        it is not taken, and then nothing has changed."""
        ...

    def card_png(self, element: str, width: int) -> bytes:
        """One card picture of the group's deck as PNG (element: a KDE id, e.g. "queen_heart")."""
        ...
