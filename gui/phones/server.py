"""The phone server: one small page, the card pictures, and one WebSocket per phone.

Why aiohttp: one well-kept library gives HTTP routes (the page, card PNGs, join by code)
*and* WebSockets on the same port, with frame-size limits, heartbeats and a clean
shutdown built in. ``websockets`` would need a hand-written static file handler next to
it (HTTP parsing is exactly what we must not hand-write), and Qt's own
``QWebSocketServer`` is not part of PySide6-Essentials.

Why a thread of its own: the server runs its own asyncio loop on a daemon thread, so a
slow phone can never stall the Qt event loop, and nothing in the app has to change its
loop (qasync would). Every call into the game goes through the :data:`Invoker` it is
given, which in the app runs the call on the GUI thread where the Session lives.

Security, in the order a request meets it (see ``tokens`` for the token itself):

1. The server listens on one address only, chosen by the caller (the app's dialog offers
   the laptop's LAN addresses; never ``0.0.0.0`` unless explicitly asked for).
2. The page, its script and style are the same for everybody and hold nothing of the
   game; they are served from memory to anyone who can reach the port.
3. Every route that touches the game (``/api/hello``, ``/api/join``, ``/card/…``,
   ``/ws``) first refuses requests made by another site's page (``Origin``,
   ``Sec-Fetch-Site``), then checks the token (``Authorization: Bearer`` or the WebSocket
   sub-protocol ``t.<token>``), *before* its handler runs. A valid token always gets
   through; a missing or wrong one counts as a failure of its address, and past the
   address's limit its wrong attempts are refused unlooked. Join codes have in addition a
   limit for everyone together (see :class:`~gui.phones.tokens.FailureLimiter`).
4. A socket is registered for its token's seat only; every state push goes to that seat's
   socket only. A second device with the same token takes the seat over; the first is
   told ("replaced") and closed.
5. No access log (aiohttp's would be the only place a URL is written); tokens are never
   logged, and this module logs nothing but counts.
6. Every response, errors included, carries :data:`SECURITY_HEADERS` and no ``Server``
   header (:func:`harden`).
7. Sockets are capped and timed out before any of this (:mod:`gui.phones.connections`): a
   flood of unfinished requests can neither exhaust the app's descriptors nor keep a real
   phone out.
"""
from __future__ import annotations

import asyncio
import json
import logging
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web
from multidict import CIMultiDict

from engine.errors import IllegalActionError
from engine.serialize import serialize_view
from gui.cards.elements import ALL_ELEMENTS
from gui.phones import protocol
from gui.phones.adapter import GameClosed, Invoker, PhoneAdapter, PhoneSnapshot, run_inline
from gui.phones.connections import LISTEN_BACKLOG, ConnectionGuard, GuardedHandler
from gui.phones.game_script import game_script
from gui.phones.limits import ConnectionLimits, RateLimit
from gui.phones.tokens import FailureLimiter, Roster, TokenState

log = logging.getLogger(__name__)

STATIC_DIR = Path(__file__).with_name("static")
STATIC_FILES = {"app.js": "text/javascript", "style.css": "text/css"}
GAME_SCRIPT = "game.js"
"""``/static/game.js``: the running game's script for the page, from the game's own package."""
CARD_WIDTHS = (120, 180, 240, 360, 480)
"""Card PNG widths the page may ask for (bounded, so the cache stays small)."""
PROTOCOL = "kartentisch"
TOKEN_PREFIX = "t."
SEAT: web.RequestKey[int] = web.RequestKey("seat", int)
"""The seat whose valid token the guard found (set before any handler runs)."""
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
}
REFUSALS = {
    TokenState.UNKNOWN: ("unknown", "This link does not open a seat of the game on this laptop."),
    TokenState.REVOKED: ("revoked", "This link was withdrawn on the laptop; ask for a new one."),
    TokenState.OLD_GAME: ("old_game", "This link belongs to an earlier game; scan the new code."),
}


class _NoServerHeader(CIMultiDict[str]):
    """Response headers that never get aiohttp's ``Server: Python/… aiohttp/…`` (issue 20 §9).

    aiohttp adds that header with ``setdefault`` while it writes the head, after every hook
    has run, and offers no switch; a header set to another value would still name
    something. So the one place that adds it is made a no-op for it. A test
    (``tests/phones/test_floods.py``) fails if an aiohttp upgrade finds another way."""

    def setdefault(self, key: str, default: str | None = None) -> str:
        if key.lower() == "server":
            return default or ""
        return super().setdefault(key, default)  # type: ignore[arg-type]  # default is given for every other header


def harden(response: web.StreamResponse) -> None:
    """Give ``response`` the security headers and take aiohttp's ``Server`` header away:
    every response of the phone server, errors (400, 403, 404, 405, 413, 429) included."""
    headers = response.headers
    if not isinstance(headers, _NoServerHeader):
        headers = _NoServerHeader(headers)
        response._headers = headers  # the one attribute aiohttp reads them from  # noqa: SLF001
    headers.popall("Server", None)
    for name, value in SECURITY_HEADERS.items():
        headers[name] = value


def _load_static() -> dict[str, bytes]:
    files = {name: (STATIC_DIR / name).read_bytes() for name in STATIC_FILES}
    files["index.html"] = (STATIC_DIR / "index.html").read_bytes()
    return files


class PhoneServer:
    """An HTTP + WebSocket server for one game's phones, on its own thread.

    ``on_presence(seat, connected)`` is called (on the server thread) when a seat's phone
    connects or goes away; the app turns it into a Qt signal.
    """

    def __init__(
        self,
        adapter: PhoneAdapter,
        roster: Roster,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        invoke: Invoker = run_inline,
        limiter: FailureLimiter | None = None,
        on_presence: Callable[[int, bool], None] | None = None,
        peek_limit: RateLimit | None = None,
        limits: ConnectionLimits | None = None,
    ) -> None:
        self.adapter = adapter
        self.roster = roster
        self.host = host
        self.port = port
        self._invoke = invoke
        self.limiter = limiter or FailureLimiter()
        self._on_presence = on_presence
        self._static = _load_static()
        self._lock = threading.RLock()  # guards the roster (read by the laptop's dialog too)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stopping: asyncio.Event | None = None
        self._error: BaseException | None = None
        self._sockets: dict[int, web.WebSocketResponse] = {}
        self._last_sent: dict[int, str] = {}
        self._cards: dict[tuple[str, int], bytes] = {}
        self._push_lock: asyncio.Lock | None = None
        self.dwell_ms = 3000
        self.language = "de"  # the laptop's language, for pages without a seat (set by the route)
        """The phone's "Done" waits this long after a reveal, like the curtain's minimum dwell."""
        self.failures = 0
        self.refused_unlooked = 0
        self.peeks = peek_limit or RateLimit()
        """Peeks per seat and for the table (issue 20 §4; see :mod:`gui.phones.limits`)."""
        self.peeks_refused = 0
        self.frames = RateLimit(burst=20, per_second=5, total_burst=120, total_per_second=30)
        """Every message of a phone, per seat and for all: a page sends a few a minute, so a
        flood of them (each one a call on the GUI thread) is cut off before it is read."""
        self.frames_refused = 0
        self.cross_origin = 0
        self.limits = limits or ConnectionLimits()
        """Caps and timeouts of the sockets (issue 20 §5; see :mod:`gui.phones.connections`)."""
        self.connections: ConnectionGuard | None = None  # the books, while serving
        self._final: dict[int, PhoneSnapshot] = {}
        self._stop_reason = "closed"

    # -- lifecycle (called from the app's thread) -----------------------------------------
    def start(self, timeout: float = 10.0) -> None:
        """Bind and serve; raises ``OSError`` if the address cannot be used."""
        self._thread = threading.Thread(target=self._run, name="kartentisch-phones", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the phone server did not start in time")
        if self._error is not None:
            raise self._error

    def stop(
        self, timeout: float = 5.0, *, final: dict[int, PhoneSnapshot] | None = None, reason: str = "closed"
    ) -> None:
        """Close every phone's socket, free the port and end the server's thread.

        Each phone is sent ``final[seat]`` first (if given: the last view, made by the caller
        on its own thread, so stopping never waits for the GUI), then ``{"type": reason}``
        ("closed": the game was left; "over": the game has ended).
        """
        self._final = dict(final or {})
        self._stop_reason = reason
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(stopping.set)
            except RuntimeError:  # the loop has already finished
                pass
        if self._thread is not None:
            self._thread.join(timeout)
        self._thread = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def base_url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def link(self, seat: int) -> str | None:
        """The seat's join link (token in the fragment), or ``None`` if it uses the curtain."""
        with self._lock:
            token = self.roster.token(seat)
        return None if token is None else f"{self.base_url}/p#{token}"

    def code(self, seat: int) -> str | None:
        with self._lock:
            return self.roster.code(seat)

    def phone_seats(self) -> frozenset[int]:
        with self._lock:
            return self.roster.phone_seats()

    def connected_seats(self) -> frozenset[int]:
        return frozenset(self._sockets)

    def issue(self, seat: int) -> str:
        """A new phone link for ``seat``; a phone on an old link of the seat is closed."""
        with self._lock:
            token = self.roster.issue(seat)
        self._call_soon(lambda: asyncio.ensure_future(self._drop_socket(seat, "revoked")))
        return token

    def revoke(self, seat: int) -> None:
        """Withdraw the seat's link (it goes back to the curtain); its phone is told."""
        with self._lock:
            self.roster.revoke(seat)
        self._call_soon(lambda: asyncio.ensure_future(self._drop_socket(seat, "revoked")))

    def state_changed(self) -> None:
        """Push the new state to every connected phone (safe from any thread)."""
        self._call_soon(lambda: asyncio.ensure_future(self._push_all()))

    def _call_soon(self, call: Callable[[], object]) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(call)
            except RuntimeError:
                pass

    # -- the server thread ------------------------------------------------------------------
    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # noqa: BLE001 - reported to start(), never raised on the thread
            self._error = exc
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        self._push_lock = asyncio.Lock()
        app = web.Application(middlewares=[self._guard], client_max_size=4096)
        app.on_response_prepare.append(self._on_prepare)
        app.add_routes(
            [
                web.get("/", self._page),
                web.get("/p", self._page),
                web.get("/static/{name}", self._static_file),
                web.get("/api/hello", self._hello),
                web.post("/api/join", self._join),
                web.get("/card/{element}.png", self._card),
                web.get("/ws", self._socket),
            ]
        )
        # no access log (it would be the only place a URL is written); a short shutdown, so that
        # closing the app never waits on a phone
        runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=2.0)
        await runner.setup()
        web_server = runner.server
        assert web_server is not None  # set by setup()
        guard = self.connections = ConnectionGuard(self.limits)
        handler_args = {"loop": self._loop, "access_log": None, "keepalive_timeout": guard.limits.idle_timeout}

        def protocol() -> GuardedHandler:
            # instead of aiohttp's TCPSite: the same create_server, with a handler that keeps
            # the guard's books (caps, timeouts; see gui.phones.connections)
            return GuardedHandler(web_server, guard, harden, **handler_args)

        try:
            listener = await self._loop.create_server(
                protocol, self.host, self.port, reuse_address=True, backlog=LISTEN_BACKLOG
            )
            self.port = int(listener.sockets[0].getsockname()[1])  # the port, when 0 was asked for
        except BaseException as exc:
            self._error = exc
            self._ready.set()
            await runner.cleanup()
            return
        sweeps = asyncio.ensure_future(guard.run_sweeps())
        self._ready.set()
        await self._stopping.wait()
        listener.close()
        sweeps.cancel()
        for seat in list(self._sockets):
            final = self._final.get(seat)
            if final is not None:
                try:
                    await self._push(seat, final)
                except (ConnectionError, RuntimeError):
                    pass  # the phone went away meanwhile: nothing to tell it
            await self._drop_socket(seat, self._stop_reason)
        await runner.cleanup()

    # -- the guard: limit, then token, then the handler --------------------------------------
    @web.middleware
    async def _guard(self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
        """The connection's books (a request runs), then :meth:`_check` and the handler."""
        connections = self.connections
        if connections is not None:
            connections.request_started(request.protocol)
        try:
            return await self._check(request, handler)
        finally:
            if connections is not None:
                connections.request_ended(request.protocol)

    async def _check(self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
        path = request.path
        if path in ("/", "/p") or path.startswith("/static/"):
            response = await handler(request)
        else:
            address = request.remote or "?"
            if not self._same_origin(request):
                self.cross_origin += 1  # not counted as a failure: it is the visitor's browser, not a guess
                return self._json({"code": "bad_origin", "message": "Requests from other pages are refused."}, 403)
            if path == "/api/join":
                if self.limiter.blocked(address, code=True):
                    self.refused_unlooked += 1
                    return self._too_many()
            else:
                token = self._token_of(request)
                with self._lock:
                    found = self.roster.lookup(token)
                if found.state is not TokenState.VALID:  # a valid link always gets through (issue 20 §6)
                    if self.limiter.blocked(address):
                        self.refused_unlooked += 1
                        return self._too_many()
                    self.limiter.failed(address)
                    self.failures += 1
                    code, message = REFUSALS[found.state]
                    return self._json({"code": code, "message": message}, 403)
                assert found.seat is not None  # a valid token always names its seat
                request[SEAT] = found.seat
            try:
                response = await handler(request)
            except GameClosed:
                return self._json({"code": "closed", "message": "The game on the laptop has ended."}, 410)
        return response

    async def _on_prepare(self, request: web.Request, response: web.StreamResponse) -> None:
        harden(response)  # every response, the router's 404 and 405 and every refusal included

    def _too_many(self) -> web.Response:
        return self._json({"code": "too_many", "message": "Too many wrong attempts; wait a minute."}, 429)

    def _same_origin(self, request: web.Request) -> bool:
        """The request does not come from another site's page (issue 20 §6).

        A browser names the page that makes a request: ``Origin`` (always on a WebSocket and
        on a POST) and ``Sec-Fetch-Site``. Either one naming another site is refused, so a
        web page opened by anyone on the LAN can neither join nor open a socket nor spend a
        phone's failure budget. Without both headers (not a browser) the token decides. The
        own origin is the address the server listens on (the one in the QR code); only when
        asked to listen on every interface is it the ``Host`` the request was sent to.
        """
        site = request.headers.get("Sec-Fetch-Site")
        if site is not None and site not in ("same-origin", "none"):
            return False
        origin = request.headers.get("Origin")
        if origin is None:
            return True
        if self.host in ("0.0.0.0", "::", ""):
            return origin == f"http://{request.host}"
        return origin == self.base_url

    @staticmethod
    def _token_of(request: web.Request) -> str | None:
        auth = request.headers.get("Authorization", "")
        if auth.startswith("Bearer "):
            return auth[len("Bearer "):].strip()
        for part in request.headers.get("Sec-WebSocket-Protocol", "").split(","):
            part = part.strip()
            if part.startswith(TOKEN_PREFIX):
                return part[len(TOKEN_PREFIX):]
        return None

    @staticmethod
    def _json(data: object, status: int = 200) -> web.Response:
        return web.json_response(data, status=status)

    # -- routes ------------------------------------------------------------------------------
    async def _page(self, request: web.Request) -> web.StreamResponse:
        """The page, in the laptop's language (``<html lang>``): the join page and a wrong
        link's page speak it too, like a seat's page (the language is no secret). The GUI
        thread sets :attr:`language`; the page never waits for it (a browser driven from the
        GUI thread would wait for the page in turn)."""
        lang = self.language if self.language in ("de", "en") else "de"
        body = self._static["index.html"].replace(b'<html lang="de">', f'<html lang="{lang}">'.encode(), 1)
        return web.Response(body=body, content_type="text/html", charset="utf-8")

    async def _static_file(self, request: web.Request) -> web.StreamResponse:
        name = request.match_info["name"]
        if name == GAME_SCRIPT:  # the game's own part of the page (gui.phones.game_script)
            try:
                game_id = self.adapter.game_id
            except AttributeError:  # between two games: no game, no script
                game_id = ""
            return web.Response(body=game_script(game_id), content_type="text/javascript", charset="utf-8")
        if name not in STATIC_FILES:
            raise web.HTTPNotFound()
        return web.Response(body=self._static[name], content_type=STATIC_FILES[name], charset="utf-8")

    async def _hello(self, request: web.Request) -> web.StreamResponse:
        seat = request[SEAT]
        players = await self._call(self.adapter.players)
        return self._json({"seat": seat, "name": players[seat], "game": self.adapter.game_id})

    async def _join(self, request: web.Request) -> web.StreamResponse:
        address = request.remote or "?"
        try:
            data = await request.json()
        except (ValueError, UnicodeDecodeError):
            data = None
        code = data.get("code") if isinstance(data, dict) else None
        with self._lock:
            token = self.roster.redeem_code(code)
        if token is None:
            self.limiter.failed(address, code=True)
            self.failures += 1
            return self._json({"code": "bad_code", "message": "No seat has this code."}, 403)
        return self._json({"token": token})

    async def _card(self, request: web.Request) -> web.StreamResponse:
        element = request.match_info["element"]
        try:
            width = int(request.query.get("w", "240"))
        except ValueError:
            width = 0
        if element not in ALL_ELEMENTS or width not in CARD_WIDTHS:
            return self._json({"code": "bad_card", "message": "No such card picture."}, 404)
        key = (element, width)
        png = self._cards.get(key)
        if png is None:
            png = await self._call(lambda: self.adapter.card_png(element, width))
            self._cards[key] = png
        return web.Response(body=png, content_type="image/png", headers={"Cache-Control": "private, max-age=600"})

    # -- the socket --------------------------------------------------------------------------
    async def _socket(self, request: web.Request) -> web.StreamResponse:
        seat = request[SEAT]
        ws = web.WebSocketResponse(protocols=(PROTOCOL,), max_msg_size=protocol.HARD_FRAME_LIMIT, heartbeat=20)
        await ws.prepare(request)
        if self.connections is not None:
            self.connections.mark_phone(request.protocol)  # a phone's socket: its heartbeat keeps it
        old = self._sockets.get(seat)
        self._sockets[seat] = ws
        self._last_sent.pop(seat, None)
        if old is not None and not old.closed:
            await self._send(old, {"type": "replaced"})
            await old.close(code=4000, message=b"replaced")
        elif self._on_presence is not None:
            self._on_presence(seat, True)
        try:
            players = await self._call(self.adapter.players)
            await self._send(
                ws,
                {
                    "type": "welcome",
                    "seat": seat,
                    "name": players[seat],
                    "players": list(players),
                    "game": self.adapter.game_id,
                    "dwell_ms": self.dwell_ms,
                },
            )
            await self._push(seat)
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    await self._handle(seat, ws, msg.data)
                elif msg.type == WSMsgType.BINARY:
                    await self._send(ws, protocol.error("malformed", "binary messages are not understood"))
                elif msg.type == WSMsgType.ERROR:
                    break
        except GameClosed:  # the game ended while this phone was joining
            await self._send(ws, {"type": "closed"})
            await ws.close(code=4001, message=b"closed")
        finally:
            if self._sockets.get(seat) is ws:
                del self._sockets[seat]
                self._last_sent.pop(seat, None)
                if self._on_presence is not None:
                    self._on_presence(seat, False)
        return ws

    async def _handle(self, seat: int, ws: web.WebSocketResponse, text: str) -> None:
        if self._sockets.get(seat) is not ws:
            return  # a replaced socket: no longer this seat's
        if not self.frames.allow(seat):  # before any parsing or any call into the game
            self.frames_refused += 1
            await self._send(ws, protocol.error("slow_down", "too many messages in a short time"))
            return
        try:
            message = protocol.parse(text)
            if message.type == "ping":
                await self._send(ws, {"type": "pong"})
                return
            if message.type == "peek":
                if not self.peeks.allow(seat):
                    self.peeks_refused += 1
                    await self._send(ws, protocol.error("slow_down", "too many looks in a short time"))
                    return
                await self._call(lambda: self._peek(seat))
            else:
                await self._call(lambda: self._done(seat, message.actions))
        except GameClosed:
            return  # the game is over or left: stop() tells this phone
        except protocol.ProtocolError as exc:
            await self._send(ws, protocol.error(exc.code, str(exc)))
            return
        except IllegalActionError as exc:
            await self._send(ws, protocol.error("illegal", str(exc)))
        except ValueError as exc:
            await self._send(ws, protocol.error("bad_action", str(exc)))
        await self._push_all()

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

    async def _push_all(self) -> None:
        assert self._push_lock is not None
        async with self._push_lock:
            seats = sorted(self._sockets)
            if not seats:
                return
            try:
                snapshots = await self._call(lambda: {seat: self.adapter.snapshot(seat) for seat in seats})
            except GameClosed:
                return  # stop() sends the last state itself
            for seat in seats:
                await self._push(seat, snapshots[seat])

    async def _push(self, seat: int, snapshot: PhoneSnapshot | None = None) -> None:
        """Send ``seat`` its own state — to its own socket only — if it changed."""
        ws = self._sockets.get(seat)
        if ws is None or ws.closed:
            return
        if snapshot is None:
            try:
                snapshot = await self._call(lambda: self.adapter.snapshot(seat))
            except GameClosed:
                return
        view = serialize_view(snapshot.view)
        if view.get("seat") != seat:  # a wrong adapter must fail loudly, not leak
            raise RuntimeError("adapter returned another seat's view")
        step = None if snapshot.step is None else {"kind": snapshot.step.kind, "actions": list(snapshot.step.actions)}
        text = json.dumps({"type": "state", "view": view, "step": step, "lang": snapshot.language,
                           "names": snapshot.names})
        if self._last_sent.get(seat) == text:
            return
        self._last_sent[seat] = text
        await ws.send_str(text)

    async def _drop_socket(self, seat: int, reason: str) -> None:
        ws = self._sockets.pop(seat, None)
        self._last_sent.pop(seat, None)
        if ws is None:
            return
        if not ws.closed:
            await self._send(ws, {"type": reason})
            await ws.close(code=4001, message=reason.encode())
        if self._on_presence is not None:
            self._on_presence(seat, False)

    async def _send(self, ws: web.WebSocketResponse, data: object) -> None:
        if not ws.closed:
            try:
                await ws.send_str(json.dumps(data))
            except (ConnectionError, RuntimeError):
                pass

    async def _call(self, call: Callable[[], Any]) -> Any:
        future: Future[Any] = self._invoke(call)
        return await asyncio.wrap_future(future)
