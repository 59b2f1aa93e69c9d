"""The phone server's HTTP rules: the headers every response carries, the token a request
brings, whether it comes from the page itself, and the refusals in words.

Plain functions and constants, so the server (:mod:`gui.phones.server`) and its sockets
(:mod:`gui.phones.phone_sockets`) share them.

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
   socket only. The first phone that opens a seat's socket holds the seat (its device id,
   :func:`device_of`); another device with the same link or code is refused
   (``seat_taken``, 409) and the laptop is told. The same phone coming back (a reload)
   takes over its own old socket; that one is told ("replaced") and closed.
5. No access log (aiohttp's would be the only place a URL is written); tokens are never
   logged, and this module logs nothing but counts.
6. Every response, errors included, carries :data:`SECURITY_HEADERS` and no ``Server``
   header (:func:`harden`).
7. Sockets are capped and timed out before any of this (:mod:`gui.phones.connections`): a
   flood of unfinished requests can neither exhaust the app's descriptors nor keep a real
   phone out.
"""
from __future__ import annotations

from pathlib import Path

from aiohttp import web
from multidict import CIMultiDict

from gui.phones.tokens import TokenState

STATIC_DIR = Path(__file__).with_name("static")
STATIC_FILES = {"app.js": "text/javascript", "style.css": "text/css"}
GAME_SCRIPT = "game.js"
"""``/static/game.js``: the running game's script for the page, from the game's own package."""
CARD_WIDTHS = (120, 180, 240, 360, 480)
"""Card PNG widths the page may ask for (bounded, so the cache stays small)."""
PROTOCOL = "kartentisch"
TOKEN_PREFIX = "t."
DEVICE_PREFIX = "d."
DEVICE_HEADER = "X-Kartentisch-Device"
"""The page's device id (random, kept in the browser): one phone holds a seat (tokens)."""
MAX_DEVICE_CHARS = 64
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
SEAT_TAKEN = ("seat_taken", "Another phone has already joined this seat.")
PHONE_HAS_SEAT = ("phone_has_seat", "This phone already holds another seat; one phone, one player.")


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


def load_static() -> dict[str, bytes]:
    files = {name: (STATIC_DIR / name).read_bytes() for name in STATIC_FILES}
    files["index.html"] = (STATIC_DIR / "index.html").read_bytes()
    return files


def token_of(request: web.Request) -> str | None:
    """The token a request brings: ``Authorization: Bearer`` or the WebSocket sub-protocol ``t.<token>``."""
    auth = request.headers.get("Authorization", "")
    if auth.startswith("Bearer "):
        return auth[len("Bearer "):].strip()
    for part in request.headers.get("Sec-WebSocket-Protocol", "").split(","):
        part = part.strip()
        if part.startswith(TOKEN_PREFIX):
            return part[len(TOKEN_PREFIX):]
    return None


def device_of(request: web.Request, data: object = None) -> str:
    """The device id a request names (header, WebSocket sub-protocol ``d.<id>``, or the
    join's JSON ``data``), cut to :data:`MAX_DEVICE_CHARS`; "" if none."""
    found = request.headers.get(DEVICE_HEADER, "")
    for part in request.headers.get("Sec-WebSocket-Protocol", "").split(","):
        part = part.strip()
        if part.startswith(DEVICE_PREFIX):
            found = part[len(DEVICE_PREFIX):]
    if isinstance(data, dict) and isinstance(data.get("device"), str):
        found = data["device"]
    return found.strip()[:MAX_DEVICE_CHARS]


def same_origin(request: web.Request, host: str, base_url: str) -> bool:
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
    if host in ("0.0.0.0", "::", ""):
        return origin == f"http://{request.host}"
    return origin == base_url


def json_reply(data: object, status: int = 200) -> web.Response:
    return web.json_response(data, status=status)


def too_many() -> web.Response:
    return json_reply({"code": "too_many", "message": "Too many wrong attempts; wait a minute."}, 429)
