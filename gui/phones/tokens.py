"""Who may open which seat: per-seat tokens and join codes for one game, and a rate limit.

A *token* (``secrets.token_urlsafe(24)``: 192 random bits) opens exactly one seat of
exactly one game. It travels in the QR code's URL *fragment* (``…/p#TOKEN``), which a
browser never sends in a request line, and from there in a WebSocket sub-protocol header
and an ``Authorization`` header — never in a path or query, so no access log could record
it (the server keeps no access log anyway).

A *join code* (6 characters from a 31-letter alphabet without look-alikes, ~30 bits) is the
typed alternative to the QR code; it is exchanged for the seat's token. 30 bits are safe
only because failed attempts are rate-limited (:class:`FailureLimiter`): at 10 failures per
minute per address and 60 wrong codes per minute for everyone together, guessing one of
twelve codes takes years. A valid token is never limited (there is nothing to guess in 192
bits).

*One phone per seat* (issue 31 §5): the first phone that joins a seat (opens its socket)
holds it. The page names its device with a random id it keeps in the browser's storage;
the roster remembers the digest of that id for the seat, and a link or code of that seat
presented by another device is refused (``seat_taken``) and the laptop is told. The same
phone comes back (a reload, a lost connection) with the same id. "New phone" on the laptop
gives the seat a new link and lets the next phone hold it.

Tokens are compared by their SHA-256 digest through a dict, so the lookup time does not
depend on how many leading characters of a guess are right. Tokens of an earlier game
(this app run) and revoked tokens are remembered by digest only, so that a phone using
one gets a clear message ("this link belongs to an earlier game" / "was replaced")
instead of a bare "unknown".
"""
from __future__ import annotations

import hashlib
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from gui.phones.limits import address_key

TOKEN_BYTES = 24
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no I, O, 0, 1: easy to type from a screen
CODE_LENGTH = 6
MAX_TOKEN_CHARS = 64


class TokenState(Enum):
    """What a presented token is."""

    VALID = "valid"
    REVOKED = "revoked"  # replaced by a new link, or the seat moved to the curtain
    OLD_GAME = "old_game"  # belongs to a game that has ended or been replaced
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Lookup:
    state: TokenState
    seat: int | None = None


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode("utf-8", "replace")).digest()


class Roster:
    """The phone links of one game: seat → token and join code; revocation; old games.

    Seats without a token use the laptop's curtain. Not thread-safe by itself: the server
    touches it only on its own event-loop thread (the app calls through the server).
    """

    def __init__(self, game_key: str) -> None:
        self.game_key = game_key
        self._tokens: dict[int, str] = {}
        self._codes: dict[int, str] = {}
        self._by_digest: dict[bytes, int] = {}
        self._by_code: dict[str, int] = {}
        self._revoked: set[bytes] = set()
        self._old: set[bytes] = set()
        self._holders: dict[int, bytes] = {}  # seat -> digest of the device id of the phone that joined it

    # -- the laptop's side ----------------------------------------------------------------
    def issue(self, seat: int) -> str:
        """A fresh token (and join code) for ``seat``; an earlier one of this seat is revoked."""
        self.revoke(seat)
        token = secrets.token_urlsafe(TOKEN_BYTES)
        code = self._new_code()
        self._tokens[seat] = token
        self._codes[seat] = code
        self._by_digest[_digest(token)] = seat
        self._by_code[code] = seat
        return token

    def revoke(self, seat: int) -> bool:
        """Withdraw ``seat``'s link (the seat goes back to the curtain); True if it had one."""
        self._holders.pop(seat, None)
        token = self._tokens.pop(seat, None)
        code = self._codes.pop(seat, None)
        if code is not None:
            self._by_code.pop(code, None)
        if token is None:
            return False
        digest = _digest(token)
        self._by_digest.pop(digest, None)
        self._revoked.add(digest)
        return True

    def retire_all(self) -> None:
        """The game is over or replaced: every link of it becomes an old-game link."""
        self._old |= set(self._by_digest) | self._revoked
        self._tokens.clear()
        self._codes.clear()
        self._by_digest.clear()
        self._by_code.clear()
        self._revoked.clear()
        self._holders.clear()

    def adopt_history(self, earlier: Roster) -> None:
        """Remember an earlier game's links (retired) so they fail with "earlier game"."""
        earlier.retire_all()
        self._old |= earlier._old

    def links(self) -> dict[int, tuple[str, str]]:
        """Every seat's link now: seat → (token, join code). For "Play again" (see
        :meth:`carry`); the laptop keeps it in memory only, never in a file."""
        return {seat: (token, self._codes[seat]) for seat, token in self._tokens.items()}

    def holders(self) -> dict[int, bytes]:
        """Which device holds each joined seat (digests), for "Play again" (see :meth:`carry`)."""
        return dict(self._holders)

    def carry(self, seat: int, token: str, code: str, holder: bytes | None = None) -> None:
        """Give ``seat`` a link of an earlier game of this app run again: "Play again" keeps
        each player's phone, and the player may sit at another seat now (the seats rotate).

        The token opens ``seat`` from now on, and only it; it is no longer an "earlier game"
        link. A token or code that this roster already gives to a seat is refused
        (``ValueError``): one link opens exactly one seat."""
        digest = _digest(token)
        if digest in self._by_digest or code in self._by_code:
            raise ValueError("this link already opens a seat of this game")
        self.revoke(seat)
        self._old.discard(digest)
        self._revoked.discard(digest)
        self._tokens[seat] = token
        self._codes[seat] = code
        self._by_digest[digest] = seat
        self._by_code[code] = seat
        if holder is not None:
            self._holders[seat] = holder  # the same phone goes on holding its player's seat

    def token(self, seat: int) -> str | None:
        return self._tokens.get(seat)

    def code(self, seat: int) -> str | None:
        return self._codes.get(seat)

    def joined(self, seat: int) -> bool:
        """A phone holds ``seat`` (it has joined; its code is no longer needed)."""
        return seat in self._holders

    def may_hold(self, seat: int, device: str, *, join: bool = False) -> bool:
        """``device`` may use ``seat``: nobody holds it yet and ``device`` holds no other seat,
        or ``device`` holds it. With ``join`` (the phone opens its socket) a free seat becomes
        ``device``'s."""
        digest = _digest(device)
        holder = self._holders.get(seat)
        if holder is None:
            if self.seat_of_device(device) not in (None, seat):
                return False  # one phone, one seat: it would show two players' secrets
            if join:
                self._holders[seat] = digest
            return True
        return secrets.compare_digest(holder, digest)

    def seat_of_device(self, device: str) -> int | None:
        """The seat the phone ``device`` holds, if any (a phone without an id holds none we can name)."""
        if not device:
            return None
        digest = _digest(device)
        return next((s for s, held in self._holders.items() if secrets.compare_digest(held, digest)), None)

    def seat_of_code(self, code: object) -> int | None:
        """The seat whose join code is ``code`` (as :meth:`redeem_code` reads it)."""
        if not isinstance(code, str) or len(code) > 32:
            return None
        return self._by_code.get("".join(code.split()).upper())

    def phone_seats(self) -> frozenset[int]:
        """The seats that have a phone link (the others use the curtain)."""
        return frozenset(self._tokens)

    # -- the phone's side -----------------------------------------------------------------
    def lookup(self, token: object) -> Lookup:
        if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN_CHARS:
            return Lookup(TokenState.UNKNOWN)
        digest = _digest(token)
        seat = self._by_digest.get(digest)
        if seat is not None:
            return Lookup(TokenState.VALID, seat)
        if digest in self._revoked:
            return Lookup(TokenState.REVOKED)
        if digest in self._old:
            return Lookup(TokenState.OLD_GAME)
        return Lookup(TokenState.UNKNOWN)

    def redeem_code(self, code: object) -> str | None:
        """The token of the seat whose join code is ``code`` (case and spaces ignored)."""
        if not isinstance(code, str) or len(code) > 32:
            return None
        normal = "".join(code.split()).upper()
        seat = self._by_code.get(normal)
        return None if seat is None else self._tokens.get(seat)

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self._by_code:
                return code


class FailureLimiter:
    """Sliding-window limits on failed attempts: per address for links and codes, and for
    everyone together for join codes only (issue 20 §6).

    Why not one limit for everything: a global limit on wrong *links* let a guest on the
    Wi-Fi (7 addresses × 10 wrong tokens) lock every phone out, reconnects included. A link
    is 192 random bits: there is nothing to guess, so a valid link always gets through,
    whatever anybody else did (the server looks it up before it looks at any limit). What
    the limits protect is the work and the typed 6-character join code (~30 bits):

    * per address (an IPv6 address by its /64, :func:`gui.phones.limits.address_key`):
      ``per_address`` failures a ``window``, then that address's wrong links and codes are
      refused unlooked ("too many");
    * codes, for everyone together: ``total`` wrong codes a ``window``; past it, typed codes
      wait (links and reconnects never do). Without it, many addresses could guess codes
      in parallel. Per seat there is nothing to count: a wrong code names no seat, and a
      seat's own link is never limited.
    """

    def __init__(
        self,
        per_address: int = 10,
        total: int = 60,
        window: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
        max_addresses: int = 4096,
    ) -> None:
        self.per_address = per_address
        self.total = total
        self.window = window
        self._clock = clock
        self._max_addresses = max_addresses
        self._by_address: dict[str, deque[float]] = {}
        self._codes: deque[float] = deque()

    def _trim(self, queue: deque[float], now: float) -> None:
        while queue and queue[0] <= now - self.window:
            queue.popleft()

    def blocked(self, address: str, *, code: bool = False) -> bool:
        """``address`` is over its limit (or, for a ``code``, all codes together are)."""
        now = self._clock()
        key = address_key(address)
        queue = self._by_address.get(key)
        if queue is not None:
            self._trim(queue, now)
            if not queue:
                del self._by_address[key]
                queue = None
        if queue is not None and len(queue) >= self.per_address:
            return True
        if code:
            self._trim(self._codes, now)
            return len(self._codes) >= self.total
        return False

    def failed(self, address: str, *, code: bool = False) -> None:
        now = self._clock()
        key = address_key(address)
        queue = self._by_address.pop(key, None) or deque()
        queue.append(now)
        self._by_address[key] = queue  # most recent last: the dict's order is the eviction order
        if code:
            self._codes.append(now)
        while len(self._by_address) > self._max_addresses:  # bounded memory against address floods
            del self._by_address[next(iter(self._by_address))]
