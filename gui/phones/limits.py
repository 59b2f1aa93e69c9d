"""Limits that keep one phone (or a guest on the Wi-Fi) from wearing the laptop down.

* :class:`RateLimit`: a token bucket per key and one for everyone, used for the phones'
  peeks (issue 20 §4): each peek is a call on the GUI thread, a log line and a save, so a
  phone may not send them faster than a hand can hold the button.
* :class:`ConnectionLimits`: the phone server's caps and timeouts against connection floods
  (issue 20 §5), used by :class:`gui.phones.server.PhoneServer`.

Why these numbers: a real phone holds the reveal button for 0.8 s, looks, and hides; twelve
players looking at the same moment are twelve peeks. A burst of 4 per seat (then one every
3 s) and of 24 for the table (then 4 a second) is far beyond that, so a real table never
meets the limit, while a script sending thousands is cut to a trickle.
"""
from __future__ import annotations

import ipaddress
import resource
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass


class RateLimit:
    """Token buckets: ``burst`` at once per key, refilled at ``per_second``; and the same for
    all keys together (``total_burst`` / ``total_per_second``). Bounded memory: keys are
    the seats (at most twelve)."""

    def __init__(
        self,
        burst: float = 4,
        per_second: float = 1 / 3,
        total_burst: float = 24,
        total_per_second: float = 4,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.burst, self.per_second = burst, per_second
        self.total_burst, self.total_per_second = total_burst, total_per_second
        self._clock = clock
        self._buckets: dict[Hashable, tuple[float, float]] = {}
        self._total = (float(total_burst), clock())

    @staticmethod
    def _level(bucket: tuple[float, float], burst: float, rate: float, now: float) -> float:
        level, since = bucket
        return min(burst, level + (now - since) * rate)

    def allow(self, key: Hashable) -> bool:
        """Take one token for ``key`` (and one of the total); False (nothing taken) if either is empty."""
        now = self._clock()
        mine = self._level(self._buckets.get(key, (float(self.burst), now)), self.burst, self.per_second, now)
        total = self._level(self._total, self.total_burst, self.total_per_second, now)
        if mine < 1 or total < 1:
            return False
        self._buckets[key] = (mine - 1, now)
        self._total = (total - 1, now)
        return True


def _open_file_limit() -> int:
    try:
        soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (OSError, ValueError):  # pragma: no cover - every POSIX system answers
        return 1024
    return 1 << 20 if soft == resource.RLIM_INFINITY else int(soft)


@dataclass(frozen=True)
class ConnectionLimits:
    """How many sockets the phone server holds, and how long an unfinished one may stay.

    * ``max_connections``: every socket of the server together. Never more than a quarter of
      the process's open-file limit (:meth:`for_this_process`), so that a flood can never
      take the descriptors the app itself needs (Qt, GLib, the autosave, the log).
    * ``max_pending``: sockets that are not an authenticated phone WebSocket (a page load,
      a card picture, a request still being sent). When they are full, the oldest idle one
      is closed to make room: a flood cannot keep a real phone's new connection out.
    * ``max_per_address``: pending sockets from one address (an IPv6 address counts by its
      /64); when they are full, that address's own oldest idle one makes room. A browser
      opens up to six to one server; a phone's authenticated WebSocket does not count.
    * ``header_timeout``: a new socket must have sent a whole request head by then.
    * ``idle_timeout``: a socket that is not an authenticated WebSocket and has no request
      running is closed after this long without a new request (slow headers included).
    * ``request_timeout``: a request (a slow body) may run this long.

    An authenticated phone WebSocket is kept by its heartbeat instead (20 s).
    """

    max_connections: int = 256
    max_pending: int = 128
    max_per_address: int = 32
    header_timeout: float = 5.0
    idle_timeout: float = 10.0
    request_timeout: float = 20.0

    def for_this_process(self) -> ConnectionLimits:
        """These limits, lowered to a quarter of this process's open-file limit if that is less."""
        cap = max(8, _open_file_limit() // 4)
        if self.max_connections <= cap:
            return self
        return ConnectionLimits(cap, min(self.max_pending, cap), min(self.max_per_address, cap),
                                self.header_timeout, self.idle_timeout, self.request_timeout)


def address_key(address: str | None) -> str:
    """What counts as one address: IPv4 as it is, IPv6 by its /64 (one device can have many)."""
    if not address:
        return "?"
    if ":" in address:
        try:
            ip = ipaddress.IPv6Address(address.split("%")[0])
        except ValueError:
            return address
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network(f"{ip}/64", strict=False))
    return address
