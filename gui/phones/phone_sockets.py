"""The phone server's sockets: one WebSocket per phone seat, what it says, and what it is sent.

A socket is registered for its token's seat only, and every state push goes to that seat's
socket only (a wrong adapter that returns another seat's view fails loudly). Only the phone
that holds the seat gets here (:mod:`gui.phones.http_rules`, 4.); when it comes back (a
reload) its new socket takes over, and the old one is told ("replaced") and closed.
Every message is counted against :attr:`PhoneSockets.frames` before it is parsed, every look
again against :attr:`PhoneSockets.peeks`, every claim for the board against
:attr:`PhoneSockets.claims`; the calls into the game run on the adapter's
thread (the GUI's, in the app) through :attr:`PhoneSockets.invoke`.
"""
from __future__ import annotations

import asyncio
import json
import struct
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from aiohttp import WSMsgType, web

from engine.errors import IllegalActionError
from engine.serialize import serialize_view
from gui.phones import protocol
from gui.cards.elements import PLAY_BACK
from gui.phones.adapter import GameClosed, Invoker, PhoneAdapter, PhoneSnapshot
from gui.phones.connections import ConnectionGuard
from gui.phones.http_rules import PROTOCOL, SEAT
from gui.phones.limits import RateLimit


class PhoneSockets:
    """The seats' sockets of one phone server (owned by :class:`gui.phones.server.PhoneServer`)."""

    def __init__(self, adapter: PhoneAdapter, invoke: Invoker, on_presence: Callable[[int, bool], None] | None,
                 peek_limit: RateLimit | None = None) -> None:
        self.adapter = adapter
        self.invoke = invoke
        self.on_presence = on_presence
        self.sockets: dict[int, web.WebSocketResponse] = {}
        self.last_sent: dict[int, str] = {}
        self.push_lock: asyncio.Lock | None = None  # made on the server's loop
        self.dwell_ms = 3000
        """The phone's "Done" waits this long after a reveal, like the curtain's minimum dwell."""
        self.commit_hold_ms = 600
        """The phone's "Done" is held this long to commit, like the curtain's commit button (0: a tap)."""
        self.card_aspect: float | None = None
        """The group's deck's width / height, told to each page with its welcome: a card
        picture keeps its place before it has loaded (nothing moves under a thumb)."""
        self.hold_ms = 800
        """The phone's reveal button is held this long, like the curtain's (``timings.HOLD_MS``)."""
        self.peeks = peek_limit or RateLimit()
        """Peeks per seat and for the table (issue 20 §4; see :mod:`gui.phones.limits`)."""
        self.peeks_refused = 0
        self.frames = RateLimit(burst=20, per_second=5, total_burst=120, total_per_second=30)
        """Every message of a phone, per seat and for all: a page sends a few a minute, so a
        flood of them (each one a call on the GUI thread) is cut off before it is read."""
        self.frames_refused = 0
        self.claims = RateLimit()
        """Claims per seat and for the table, as peeks: each is a log line, a save and a bubble;
        a person says a claim and perhaps corrects it, a script is cut to a trickle."""
        self.claims_refused = 0

    async def serve(self, request: web.Request, connections: ConnectionGuard | None) -> web.StreamResponse:
        """One phone's socket, for the seat its valid token named, until it closes."""
        seat = request[SEAT]
        ws = web.WebSocketResponse(protocols=(PROTOCOL,), max_msg_size=protocol.HARD_FRAME_LIMIT, heartbeat=20)
        await ws.prepare(request)
        if connections is not None:
            connections.mark_phone(request.protocol)  # a phone's socket: its heartbeat keeps it
        old = self.sockets.get(seat)
        self.sockets[seat] = ws
        self.last_sent.pop(seat, None)
        if old is not None and not old.closed:
            await self.send(old, {"type": "replaced"})
            await old.close(code=4000, message=b"replaced")
        elif self.on_presence is not None:
            self.on_presence(seat, True)
        try:
            players = await self.call(self.adapter.players)
            if self.card_aspect is None:
                try:
                    self.card_aspect = await self.call(lambda: png_aspect(self.adapter.card_png(PLAY_BACK, 240)))
                except GameClosed:
                    raise
                except Exception:  # noqa: BLE001 - no picture to measure: a card takes its place as it loads
                    self.card_aspect = 0.0
            await self.send(
                ws,
                {
                    "type": "welcome",
                    "seat": seat,
                    "name": players[seat],
                    "players": list(players),
                    "game": self.adapter.game_id,
                    "dwell_ms": self.dwell_ms,
                    "commit_hold_ms": self.commit_hold_ms,
                    "card_aspect": self.card_aspect or None,
                    "hold_ms": self.hold_ms,
                },
            )
            await self.push(seat)
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    await self._handle(seat, ws, msg.data)
                elif msg.type == WSMsgType.BINARY:
                    await self.send(ws, protocol.error("malformed", "binary messages are not understood"))
                elif msg.type == WSMsgType.ERROR:
                    break
        except GameClosed:  # the game ended while this phone was joining
            await self.send(ws, {"type": "closed"})
            await ws.close(code=4001, message=b"closed")
        finally:
            if self.sockets.get(seat) is ws:
                del self.sockets[seat]
                self.last_sent.pop(seat, None)
                if self.on_presence is not None:
                    self.on_presence(seat, False)
        return ws

    async def _handle(self, seat: int, ws: web.WebSocketResponse, text: str) -> None:
        if self.sockets.get(seat) is not ws:
            return  # a replaced socket: no longer this seat's
        if not self.frames.allow(seat):  # before any parsing or any call into the game
            self.frames_refused += 1
            await self.send(ws, protocol.error("slow_down", "too many messages in a short time"))
            return
        try:
            message = protocol.parse(text)
            if message.type == "ping":
                await self.send(ws, {"type": "pong"})
                return
            if message.type == "peek":
                if not self.peeks.allow(seat):
                    self.peeks_refused += 1
                    await self.send(ws, protocol.error("slow_down", "too many looks in a short time"))
                    return
                await self.call(lambda: self._peek(seat))
            elif message.type == "claim":
                if not self.claims.allow(seat):
                    self.claims_refused += 1
                    await self.send(ws, protocol.error("slow_down", "too many claims in a short time"))
                    return
                await self.call(lambda: self.adapter.claim(seat, message.topic, dict(message.values)))
            else:
                await self.call(lambda: self._done(seat, message.actions))
        except GameClosed:
            return  # the game is over or left: stop() tells this phone
        except protocol.ProtocolError as exc:
            await self.send(ws, protocol.error(exc.code, str(exc)))
            return
        except IllegalActionError as exc:
            await self.send(ws, protocol.error("illegal", str(exc)))
        except ValueError as exc:
            await self.send(ws, protocol.error("bad_action", str(exc)))
        await self.push_all()

    def _peek(self, seat: int) -> None:
        """On the adapter's thread: a look again only outside the seat's own step (during it,
        the phone shows the cards anyway; a peek then would be a log line for nothing)."""
        if self.adapter.snapshot(seat).step is not None:
            raise protocol.ProtocolError("not_now", "this phone's step shows the cards already")
        self.adapter.peek(seat)

    def _done(self, seat: int, data: tuple[Any, ...]) -> None:
        """On the adapter's thread: only during a step, only the step's action types."""
        step = self.adapter.snapshot(seat).step
        if step is None:
            raise protocol.ProtocolError("not_now", "there is no step to finish")
        for item in data:
            kind = item.get("type") if isinstance(item, dict) else None
            if kind not in step.actions:
                raise protocol.ProtocolError("not_now", f"{kind!r} is not something this phone can do now")
        self.adapter.done(seat, [self.adapter.decode_action(item) for item in data])

    async def push_all(self) -> None:
        assert self.push_lock is not None
        async with self.push_lock:
            seats = sorted(self.sockets)
            if not seats:
                return
            try:
                snapshots = await self.call(lambda: {seat: self.adapter.snapshot(seat) for seat in seats})
            except GameClosed:
                return  # stop() sends the last state itself
            for seat in seats:
                await self.push(seat, snapshots[seat])

    async def push(self, seat: int, snapshot: PhoneSnapshot | None = None) -> None:
        """Send ``seat`` its own state — to its own socket only — if it changed."""
        ws = self.sockets.get(seat)
        if ws is None or ws.closed:
            return
        if snapshot is None:
            try:
                snapshot = await self.call(lambda: self.adapter.snapshot(seat))
            except GameClosed:
                return
        view = serialize_view(snapshot.view)
        if view.get("seat") != seat:  # a wrong adapter must fail loudly, not leak
            raise RuntimeError("adapter returned another seat's view")
        step = None if snapshot.step is None else {"kind": snapshot.step.kind, "actions": list(snapshot.step.actions)}
        text = json.dumps({"type": "state", "view": view, "step": step, "lang": snapshot.language,
                           "names": snapshot.names, "claims": snapshot.claims})
        if self.last_sent.get(seat) == text:
            return
        self.last_sent[seat] = text
        await ws.send_str(text)

    async def drop(self, seat: int, reason: str) -> None:
        ws = self.sockets.pop(seat, None)
        self.last_sent.pop(seat, None)
        if ws is None:
            return
        if not ws.closed:
            await self.send(ws, {"type": reason})
            await ws.close(code=4001, message=reason.encode())
        if self.on_presence is not None:
            self.on_presence(seat, False)

    async def send(self, ws: web.WebSocketResponse, data: object) -> None:
        if not ws.closed:
            try:
                await ws.send_str(json.dumps(data))
            except (ConnectionError, RuntimeError):
                pass

    async def call(self, call: Callable[[], Any]) -> Any:
        """``call`` run where the game lives (the adapter's thread), awaited here."""
        future: Future[Any] = self.invoke(call)
        return await asyncio.wrap_future(future)


def png_aspect(png: bytes) -> float:
    """Width / height of a PNG, from its header (the IHDR chunk's first two fields); 1 for a
    picture too short to say."""
    if len(png) < 24:
        return 1.0
    width, height = struct.unpack(">II", png[16:24])
    return width / height if width and height else 1.0

