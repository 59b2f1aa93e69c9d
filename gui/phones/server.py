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

Security, in the order a request meets it, is written down with the rules that carry it
(:mod:`gui.phones.http_rules`); the sockets are :mod:`gui.phones.phone_sockets`.
"""
from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Awaitable, Callable

from aiohttp import web

from gui.cards.elements import ALL_ELEMENTS
from gui.phones.adapter import GameClosed, Invoker, PhoneAdapter, PhoneSnapshot, run_inline
from gui.phones.connections import LISTEN_BACKLOG, ConnectionGuard, GuardedHandler
from gui.phones.game_script import game_script
from gui.phones.http_rules import (CARD_WIDTHS, GAME_SCRIPT, PHONE_HAS_SEAT, REFUSALS, SEAT, SEAT_TAKEN, STATIC_FILES,
                                   device_of, harden, json_reply, load_static, same_origin, token_of, too_many)
from gui.phones.limits import ConnectionLimits, RateLimit
from gui.phones.phone_sockets import PhoneSockets
from gui.phones.tokens import FailureLimiter, Roster, TokenState

log = logging.getLogger(__name__)

class PhoneServer:
    """An HTTP + WebSocket server for one game's phones, on its own thread.

    ``on_presence(seat, connected)`` is called (on the server thread) when a seat's phone
    connects or goes away, ``on_refused(seat)`` when another phone tried a seat that a phone
    holds (:class:`~gui.phones.tokens.Roster`); the app turns them into Qt signals.
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
        on_refused: Callable[[int], None] | None = None,
    ) -> None:
        self.adapter = adapter
        self.roster = roster
        self.host = host
        self.port = port
        self.limiter = limiter or FailureLimiter()
        self.on_refused = on_refused
        self.phone_sockets = PhoneSockets(adapter, invoke, on_presence, peek_limit)
        self._static = load_static()
        self._lock = threading.RLock()  # guards the roster (read by the laptop's dialog too)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stopping: asyncio.Event | None = None
        self._error: BaseException | None = None
        self._cards: dict[tuple[str, int], bytes] = {}
        self.language = "de"  # the laptop's language, for pages without a seat (set by the route)
        self.failures = 0
        self.refused_unlooked = 0
        self.cross_origin = 0
        self.limits = limits or ConnectionLimits()
        """Caps and timeouts of the sockets (issue 20 §5; see :mod:`gui.phones.connections`)."""
        self.connections: ConnectionGuard | None = None  # the books, while serving
        self._final: dict[int, PhoneSnapshot] = {}
        self._stop_reason = "closed"

    # -- the sockets' rules, as the app and the tests set and read them ------------------------
    @property
    def dwell_ms(self) -> int:
        """The phone's "Done" waits this long after a reveal, like the curtain's minimum dwell."""
        return self.phone_sockets.dwell_ms

    @dwell_ms.setter
    def dwell_ms(self, value: int) -> None:
        self.phone_sockets.dwell_ms = value

    @property
    def peeks(self) -> RateLimit:
        """Peeks per seat and for the table (issue 20 §4)."""
        return self.phone_sockets.peeks

    @peeks.setter
    def peeks(self, limit: RateLimit) -> None:
        self.phone_sockets.peeks = limit

    @property
    def frames(self) -> RateLimit:
        """Every message of a phone, per seat and for all."""
        return self.phone_sockets.frames

    @frames.setter
    def frames(self, limit: RateLimit) -> None:
        self.phone_sockets.frames = limit

    @property
    def peeks_refused(self) -> int:
        return self.phone_sockets.peeks_refused

    @property
    def frames_refused(self) -> int:
        return self.phone_sockets.frames_refused

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
        return frozenset(self.phone_sockets.sockets)

    def issue(self, seat: int) -> str:
        """A new phone link for ``seat``; a phone on an old link of the seat is closed."""
        with self._lock:
            token = self.roster.issue(seat)
        self._call_soon(lambda: asyncio.ensure_future(self.phone_sockets.drop(seat, "revoked")))
        return token

    def revoke(self, seat: int) -> None:
        """Withdraw the seat's link (it goes back to the curtain); its phone is told."""
        with self._lock:
            self.roster.revoke(seat)
        self._call_soon(lambda: asyncio.ensure_future(self.phone_sockets.drop(seat, "revoked")))

    def state_changed(self) -> None:
        """Push the new state to every connected phone (safe from any thread)."""
        self._call_soon(lambda: asyncio.ensure_future(self.phone_sockets.push_all()))

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
        self.phone_sockets.push_lock = asyncio.Lock()
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
        for seat in list(self.phone_sockets.sockets):
            final = self._final.get(seat)
            if final is not None:
                try:
                    await self.phone_sockets.push(seat, final)
                except (ConnectionError, RuntimeError):
                    pass  # the phone went away meanwhile: nothing to tell it
            await self.phone_sockets.drop(seat, self._stop_reason)
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
            if not same_origin(request, self.host, self.base_url):
                self.cross_origin += 1  # not counted as a failure: it is the visitor's browser, not a guess
                return json_reply({"code": "bad_origin", "message": "Requests from other pages are refused."}, 403)
            if path == "/api/join":
                if self.limiter.blocked(address, code=True):
                    self.refused_unlooked += 1
                    return too_many()
            else:
                token = token_of(request)
                with self._lock:
                    found = self.roster.lookup(token)
                if found.state is not TokenState.VALID:  # a valid link always gets through (issue 20 §6)
                    if self.limiter.blocked(address):
                        self.refused_unlooked += 1
                        return too_many()
                    self.limiter.failed(address)
                    self.failures += 1
                    code, message = REFUSALS[found.state]
                    return json_reply({"code": code, "message": message}, 403)
                assert found.seat is not None  # a valid token always names its seat
                request[SEAT] = found.seat
                if path in ("/api/hello", "/ws"):  # one phone a seat: the socket joins it
                    with self._lock:
                        free = self.roster.may_hold(found.seat, device_of(request), join=path == "/ws")
                    if not free:
                        return self._taken(found.seat, device_of(request))
            try:
                response = await handler(request)
            except GameClosed:
                return json_reply({"code": "closed", "message": "The game on the laptop has ended."}, 410)
        return response

    async def _on_prepare(self, request: web.Request, response: web.StreamResponse) -> None:
        harden(response)  # every response, the router's 404 and 405 and every refusal included

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
        players = await self.phone_sockets.call(self.adapter.players)
        return json_reply({"seat": seat, "name": players[seat], "game": self.adapter.game_id})

    async def _join(self, request: web.Request) -> web.StreamResponse:
        address = request.remote or "?"
        try:
            data = await request.json()
        except (ValueError, UnicodeDecodeError):
            data = None
        code = data.get("code") if isinstance(data, dict) else None
        with self._lock:
            token, seat = self.roster.redeem_code(code), self.roster.seat_of_code(code)
            free = seat is None or self.roster.may_hold(seat, device_of(request, data))
        if token is None:
            self.limiter.failed(address, code=True)
            self.failures += 1
            return json_reply({"code": "bad_code", "message": "No seat has this code."}, 403)
        return json_reply({"token": token}) if free or seat is None else self._taken(seat, device_of(request, data))

    def _taken(self, seat: int, device: str) -> web.Response:
        """Another phone holds ``seat``, or this phone holds another seat: refused, and the
        laptop is told (not a failure: the link or code was right)."""
        if self.on_refused is not None:
            self.on_refused(seat)
        code, message = PHONE_HAS_SEAT if self.roster.seat_of_device(device) not in (None, seat) else SEAT_TAKEN
        return json_reply({"code": code, "message": message}, 409)

    async def _card(self, request: web.Request) -> web.StreamResponse:
        element = request.match_info["element"]
        try:
            width = int(request.query.get("w", "240"))
        except ValueError:
            width = 0
        if element not in ALL_ELEMENTS or width not in CARD_WIDTHS:
            return json_reply({"code": "bad_card", "message": "No such card picture."}, 404)
        key = (element, width)
        png = self._cards.get(key)
        if png is None:
            png = await self.phone_sockets.call(lambda: self.adapter.card_png(element, width))
            self._cards[key] = png
        return web.Response(body=png, content_type="image/png", headers={"Cache-Control": "private, max-age=600"})

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        return await self.phone_sockets.serve(request, self.connections)
