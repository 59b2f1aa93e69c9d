"""Phone-test helpers: a server around an :class:`EngineTable`, a loopback phone client,
and the leak oracle (what every other seat knows that this seat must never receive)."""
from __future__ import annotations

import asyncio
import json
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import aiohttp

from engine import diamantenraub, tempelgold
from engine.game import Game
from engine.log import LogEntry
from engine.serialize import serialize_view
from gui.phones.adapter import PhoneSnapshot
from gui.phones.limits import ConnectionLimits
from gui.phones.server import PhoneServer
from gui.phones.tokens import FailureLimiter, Roster
from tests.phones.table import EngineTable

LOOPBACK = "127.0.0.1"
RECV_TIMEOUT = 10.0
NAMES = ["Anna", "Ben", "Carla", "Dana", "Emil", "Fritz", "Greta", "Hans", "Ida", "Jonas", "Karl", "Lena"]


def strings_in(data: Any) -> set[str]:
    """Every string value inside JSON data (keys excluded: they are field names)."""
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


@dataclass(frozen=True)
class _SeatStrings:
    """What one seat's view holds: its strings, and its log entries that not all may read."""

    strings: set[str]
    private_log: tuple[LogEntry, ...]


_SEEN: weakref.WeakKeyDictionary[Game, tuple[int, object, list[_SeatStrings]]] = weakref.WeakKeyDictionary()


def _strings_by_seat(game: Game) -> list[_SeatStrings]:
    """Every seat's view as its strings, made once per state of the game (its history): a
    test asks for the secrets of every seat after every action, and making every view again
    for each seat was most of the phone tests' CPU (issue 18)."""
    history = game.history
    last = history[-1] if history else None
    cached = _SEEN.get(game)
    if cached is not None and cached[0] == len(history) and cached[1] is last:
        return cached[2]
    seats = []
    for seat in range(game.player_count):
        view = game.view(seat)
        seats.append(_SeatStrings(strings_in(serialize_view(view)),
                                  tuple(e for e in view.log if e.visible_to is not None)))
    _SEEN[game] = (len(history), last, seats)
    return seats


def hidden_from(game: Game, seat: int) -> set[str]:
    """The privacy oracle: strings that some other seat's view holds and this seat's does not
    (card codes of other hands, other roles, other takes), plus the other seats' private
    log sentences in both languages."""
    seats = _strings_by_seat(game)
    own = seats[seat].strings
    secret: set[str] = set()
    for other, seen in enumerate(seats):
        if other == seat:
            continue
        secret |= seen.strings - own
        for entry in seen.private_log:
            if entry.visible_to is not None and seat not in entry.visible_to:
                secret |= {entry.text("de"), entry.text("en")}
    return secret


class RecordingTable(EngineTable):
    """Remembers, for each view it hands out, what that seat must not know at that moment."""

    def __init__(self, game: Game, language: str = "de") -> None:
        super().__init__(game, language)
        self.secrets: dict[tuple[int, str], set[str]] = {}

    def snapshot(self, seat: int) -> PhoneSnapshot:
        with self.lock:
            snap = super().snapshot(seat)
            key = (seat, json.dumps(serialize_view(snap.view)))
            if key not in self.secrets:
                self.secrets[key] = hidden_from(self.game, seat)
            return snap


def tempelgold_game(players: int, seed: int = 1) -> Game:
    return tempelgold.new_game(tempelgold.Config(players=NAMES[:players]), seed=seed)


def diamantenraub_game(players: int, seed: int = 1, revolverheld: bool = False) -> Game:
    return diamantenraub.new_game(diamantenraub.Config(players=NAMES[:players], revolverheld=revolverheld), seed=seed)


@contextmanager
def serving(game: Game, *, language: str = "de", phones: range | list[int] | None = None,
            limiter: FailureLimiter | None = None,
            table_class: type[RecordingTable] = RecordingTable,
            limits: ConnectionLimits | None = None) -> Iterator[tuple[PhoneServer, RecordingTable]]:
    """A running server on loopback for ``game``; ``phones``: the seats that get a link."""
    table = table_class(game, language)
    roster = Roster("test")
    server = PhoneServer(table, roster, host=LOOPBACK, port=0, limiter=limiter, limits=limits)
    server.dwell_ms = 0
    server.language = language  # what the app's route sets: the laptop's language
    for seat in phones if phones is not None else range(game.player_count):
        server.issue(seat)
    table.changed = server.state_changed
    server.start()
    try:
        yield server, table
    finally:
        server.stop()
        assert not server.running


def token_of(server: PhoneServer, seat: int) -> str:
    token = server.roster.token(seat)
    assert token is not None
    return token


class Phone:
    """One phone on loopback: a WebSocket with the seat's token, and every message it got."""

    def __init__(self, session: aiohttp.ClientSession, server: PhoneServer, token: str,
                 device: str | None = None) -> None:
        self.session = session
        self.server = server
        self.token = token
        self.device = device  # the page's device id (``d.<id>``); ``None``: a client that names none
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.received: list[dict[str, Any]] = []
        self.state: dict[str, Any] | None = None

    async def connect(self) -> Phone:
        self.ws = await self.session.ws_connect(
            f"{self.server.base_url}/ws", heartbeat=None,
            protocols=("kartentisch", f"t.{self.token}") + ((f"d.{self.device}",) if self.device else ()),
        )
        welcome = await self.recv("welcome")
        self.name = welcome["name"]
        await self.recv("state")
        return self

    async def recv(self, kind: str | None = None, timeout: float = RECV_TIMEOUT) -> dict[str, Any]:
        """The next message (of type ``kind`` if given; others are kept but skipped)."""
        assert self.ws is not None
        async with asyncio.timeout(timeout):
            while True:
                msg = await self.ws.receive()
                if msg.type != aiohttp.WSMsgType.TEXT:
                    raise ConnectionError(f"socket ended: {msg.type} {msg.data!r} {msg.extra!r}")
                data = json.loads(msg.data)
                self.received.append(data)
                if data["type"] == "state":
                    self.state = data
                if kind is None or data["type"] == kind:
                    return data

    async def send(self, data: object) -> None:
        assert self.ws is not None
        await self.ws.send_str(json.dumps(data))

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


async def hello(session: aiohttp.ClientSession, server: PhoneServer, token: str | None,
                device: str | None = None) -> tuple[int, dict[str, Any]]:
    headers = {} if token is None else {"Authorization": f"Bearer {token}"}
    if device is not None:
        headers["X-Kartentisch-Device"] = device
    async with session.get(f"{server.base_url}/api/hello", headers=headers) as reply:
        return reply.status, await reply.json()


def assert_no_leak(phone_seat: int, table: RecordingTable, messages: list[dict[str, Any]]) -> int:
    """Every message to ``phone_seat`` against what the other seats knew when it was made."""
    checked = 0
    secrets: set[str] = set()
    for message in messages:
        if message["type"] == "state":
            view = message["view"]
            assert view["seat"] == phone_seat
            secrets = table.secrets[(phone_seat, json.dumps(view))]
            for entry in view["log"]:
                assert entry["visible_to"] is None or phone_seat in entry["visible_to"], entry
        leaked = strings_in(message) & secrets
        assert not leaked, f"seat {phone_seat} received another seat's secret: {sorted(leaked)[:5]}"
        checked += 1
    return checked
