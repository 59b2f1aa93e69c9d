"""The phone server's sockets: caps, evictions and timeouts against floods (issue 20 §5).

aiohttp has no timeout for an unfinished request head and no cap on connections: 50
slowloris sockets were still held after 60 s, and 450 sockets at an open-file limit of 400
made the accept loop fail thousands of times and the process abort. This module sits
where aiohttp creates a protocol for each accepted socket (:class:`GuardedHandler`, a
:class:`aiohttp.web.RequestHandler`) and keeps a :class:`ConnectionGuard`'s books:

* **caps** (:class:`gui.phones.limits.ConnectionLimits`): all sockets, sockets that are not
  an authenticated phone WebSocket ("pending"), pending sockets per address. When an
  address's are full, its own *oldest idle* socket is closed to make room; when all or the
  pending ones are full, the oldest idle pending socket of anybody. A new socket is refused
  only if there is no idle one to close (every one is in the middle of a request). So a
  flood can hold the server's sockets only as long as it keeps sending whole requests, and
  a real phone's new socket gets its request through.
* **timeouts**: a sweep twice a second closes a pending socket that has not sent a whole
  request head within ``header_timeout`` of connecting, or stayed ``idle_timeout`` without
  a request since its last one (slow headers of a next request included), or runs one
  request longer than ``request_timeout`` (a slow body).
* **the app's descriptors**: the caps are at most a quarter of the process's open-file
  limit (:meth:`ConnectionLimits.for_this_process`); a refused or evicted socket is
  aborted at once, and its descriptor is free again one event-loop turn later. asyncio
  accepts up to the listening socket's backlog in one turn before any of them is closed,
  so the backlog is small (:data:`LISTEN_BACKLOG`): with 128, a flood at an open-file
  limit of 400 still ran out of descriptors now and then (caps 100, plus a burst of 128
  accepted, plus the previous burst not yet closed).

An authenticated phone WebSocket (:meth:`ConnectionGuard.mark_phone`) is none of this's
business: its heartbeat closes it when the phone is gone.

Everything here runs on the server's event-loop thread.
"""
from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from gui.phones.limits import ConnectionLimits, address_key

#: The listening socket's backlog, and so the most sockets asyncio accepts in one turn
#: (a table has at most twelve phones; see the module doc for why it is small).
LISTEN_BACKLOG = 32


@dataclass
class Connection:
    """One accepted socket's book entry."""

    transport: asyncio.Transport
    address: str
    opened: float
    last: float  # the last request's start or end (``opened`` before the first)
    requests: int = 0
    busy: int = 0  # requests running now
    phone: bool = False  # an authenticated phone WebSocket


@dataclass
class Counters:
    """What the guard did (for tests and the reliability figures)."""

    refused: int = 0  # closed at accept: over a cap with nothing to evict
    refused_address: int = 0  # closed at accept: over the address's cap, none of its own idle
    evicted_address: int = 0  # an idle socket of the same address closed to make room
    evicted: int = 0  # an idle pending socket closed to make room
    timed_out: int = 0  # closed by the sweep
    peak: int = 0  # the most sockets held at once


class ConnectionGuard:
    """The books of every socket of one phone server (see the module docstring)."""

    def __init__(self, limits: ConnectionLimits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits.for_this_process()
        self._clock = clock
        self._conns: dict[object, Connection] = {}
        self._per_address: dict[str, int] = {}
        self.counters = Counters()

    # -- the handler's side ----------------------------------------------------------------------
    def admit(self, handler: object, transport: asyncio.Transport) -> bool:
        """A socket was accepted: keep it (True) or refuse it (False; the caller aborts it)."""
        peer = transport.get_extra_info("peername")
        address = address_key(peer[0] if isinstance(peer, tuple) and peer else None)
        limits = self.limits
        if self._per_address.get(address, 0) >= limits.max_per_address:
            if not self._evict_oldest_idle(address):
                self.counters.refused_address += 1
                return False
            self.counters.evicted_address += 1
        pending = sum(1 for c in self._conns.values() if not c.phone)
        if len(self._conns) >= limits.max_connections or pending >= limits.max_pending:
            if not self._evict_oldest_idle():
                self.counters.refused += 1
                return False
            self.counters.evicted += 1
        now = self._clock()
        self._conns[handler] = Connection(transport, address, now, now)
        self._per_address[address] = self._per_address.get(address, 0) + 1
        self.counters.peak = max(self.counters.peak, len(self._conns))
        return True

    def forget(self, handler: object) -> None:
        """The socket is closed."""
        conn = self._conns.pop(handler, None)
        if conn is None or conn.phone:
            return
        left = self._per_address.get(conn.address, 1) - 1
        if left > 0:
            self._per_address[conn.address] = left
        else:
            self._per_address.pop(conn.address, None)

    def request_started(self, handler: object) -> None:
        conn = self._conns.get(handler)
        if conn is not None:
            conn.busy += 1
            conn.requests += 1
            conn.last = self._clock()

    def request_ended(self, handler: object) -> None:
        conn = self._conns.get(handler)
        if conn is not None:
            conn.busy = max(0, conn.busy - 1)
            conn.last = self._clock()

    def mark_phone(self, handler: object) -> None:
        """The socket is now an authenticated phone's WebSocket: no more timeouts, not pending."""
        conn = self._conns.get(handler)
        if conn is not None and not conn.phone:
            conn.phone = True
            left = self._per_address.get(conn.address, 1) - 1  # no longer its address's pending socket
            if left > 0:
                self._per_address[conn.address] = left
            else:
                self._per_address.pop(conn.address, None)

    # -- the sweep ---------------------------------------------------------------------------------
    def sweep(self) -> int:
        """Close every pending socket past its timeout; how many were closed."""
        now = self._clock()
        limits = self.limits
        closed = 0
        for conn in list(self._conns.values()):
            if conn.phone:
                continue
            if conn.busy:
                late = now - conn.last > limits.request_timeout
            else:
                late = now - conn.last > (limits.header_timeout if conn.requests == 0 else limits.idle_timeout)
            if late:
                conn.transport.abort()
                closed += 1
        self.counters.timed_out += closed
        return closed

    async def run_sweeps(self) -> None:
        """Sweep until cancelled (a task of the server's loop)."""
        interval = max(0.05, min(0.5, self.limits.header_timeout / 4))
        while True:
            await asyncio.sleep(interval)
            self.sweep()

    def _evict_oldest_idle(self, address: str | None = None) -> bool:
        """Close the oldest idle pending socket (of ``address``, if given); False if none."""
        idle = [(h, c) for h, c in self._conns.items()
                if not c.phone and not c.busy and (address is None or c.address == address)]
        if not idle:
            return False
        handler, oldest = min(idle, key=lambda item: item[1].last)
        oldest.transport.abort()  # its connection_lost will forget it too; free its place now
        self.forget(handler)
        return True

    # -- reading -----------------------------------------------------------------------------------
    def count(self) -> int:
        return len(self._conns)

    def pending(self) -> int:
        return sum(1 for c in self._conns.values() if not c.phone)


class GuardedHandler(web.RequestHandler):
    """aiohttp's request handler, with the guard's books at connect and close, and the
    security headers on the error responses aiohttp makes itself (a malformed request's 400)."""

    __slots__ = ("_guard", "_harden", "_admitted")

    def __init__(self, manager: Any, guard: ConnectionGuard, harden: Callable[[web.StreamResponse], None],
                 **kwargs: Any) -> None:
        super().__init__(manager, **kwargs)
        self._guard = guard
        self._harden = harden
        self._admitted = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        if not self._guard.admit(self, transport):
            transport.abort()  # its descriptor is free again at once; nothing else was set up
            return
        self._admitted = True
        super().connection_made(transport)

    def connection_lost(self, exc: BaseException | None) -> None:
        self._guard.forget(self)
        if self._admitted:
            super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._admitted:
            super().data_received(data)

    def eof_received(self) -> None:
        if self._admitted:
            super().eof_received()

    def handle_error(self, request: Any, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        response = super().handle_error(request, status, exc, message)
        self._harden(response)
        return response
