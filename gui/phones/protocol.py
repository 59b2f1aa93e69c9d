"""The phone page's messages: size limits, parsing, and the error codes the page words.

Phone → app (WebSocket text frames, JSON objects):

* ``{"type": "done", "actions": [...]}`` — the private step is finished, with the actions
  the player chose during it (in the engine's save encoding, ``{"type": "TakeDiamonds",
  "count": 2}``; none for a view-only step). Like the curtain's "Done — hide": the app
  applies them all or none;
* ``{"type": "peek"}`` — the seat revealed its cards outside a step (only then: during
  its own step, or beyond the peek limit, it gets ``not_now`` / ``slow_down`` and nothing is
  logged; the page hides the cards again);
* ``{"type": "ping"}``.

App → phone: ``welcome`` (seat, name, game, the hold and the dwell), ``state`` (the serialised view,
the step, the language), ``error`` (``code`` + an English ``message``; the page words the
code in its language), ``replaced`` (another device took the seat over), ``revoked`` and
``closed`` (the game ended or the app stopped).

Anything malformed or oversized gets an ``error``, changes nothing and the connection stays
open; a frame beyond :data:`HARD_FRAME_LIMIT` is dropped by aiohttp itself (close 1009).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

MAX_MESSAGE_CHARS = 2048
"""Longest message a phone ever needs is ~100 characters; anything longer is refused."""
HARD_FRAME_LIMIT = 64 * 1024
"""aiohttp refuses (and closes on) frames beyond this before we see them."""
MESSAGE_TYPES = frozenset({"done", "peek", "ping"})
MAX_ACTIONS = 4


class ProtocolError(ValueError):
    """A message the app cannot use; ``code`` is what the page shows in its language."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Message:
    type: str
    actions: tuple[Any, ...] = ()


def parse(text: str) -> Message:
    """Check and decode one frame from a phone (not yet the action inside it)."""
    if len(text) > MAX_MESSAGE_CHARS:
        raise ProtocolError("too_big", f"message too long ({len(text)} characters, at most {MAX_MESSAGE_CHARS})")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("malformed", "message is not valid JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("malformed", "message must be a JSON object")
    kind = data.get("type")
    if kind not in MESSAGE_TYPES:
        raise ProtocolError("malformed", f"unknown message type {kind!r}")
    extra = set(data) - {"type", "actions"}
    if extra:
        raise ProtocolError("malformed", f"unexpected fields for {kind!r}: {sorted(extra)}")
    actions = data.get("actions", [])
    if kind != "done" and "actions" in data:
        raise ProtocolError("malformed", f"{kind!r} carries no actions")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise ProtocolError("malformed", f"actions must be a list of at most {MAX_ACTIONS}")
    return Message(kind, tuple(actions))


def error(code: str, message: str) -> dict[str, str]:
    return {"type": "error", "code": code, "message": message}
