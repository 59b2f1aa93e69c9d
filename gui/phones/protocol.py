"""The phone page's messages: size limits, parsing, and the error codes the page words.

Phone → app (WebSocket text frames, JSON objects):

* ``{"type": "done", "actions": [...]}`` — the private step is finished, with the actions
  the player chose during it (in the engine's save encoding, ``{"type": "TakeDiamonds",
  "count": 2}``; none for a view-only step). Like the curtain's "Done — hide": the app
  applies them all or none;
* ``{"type": "peek"}`` — the seat revealed its cards outside a step (only then: during
  its own step, or beyond the peek limit, it gets ``not_now`` / ``slow_down`` and nothing is
  logged; the page hides the cards again);
* ``{"type": "claim", "topic": "r2", "values": {"gold": 2, "traps": 1}}`` — the seat's own
  claim for the public claims board (issue 32), as the person chooses to say it: one of the
  forms its state offers (``claims.forms``), for this seat only (the seat is the token's,
  never the message's). Limited per seat like a peek; ``not_now`` when no such form is
  offered, ``bad_claim`` when its words are not the form's;
* ``{"type": "ping"}``.

App → phone: ``welcome`` (seat, name, game, the hold and the dwell), ``state`` (the serialised view,
the step, the language, and the claims board's public lines with this seat's forms, or
``null`` for a game without a board), ``error`` (``code`` + an English ``message``; the page words the
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
MESSAGE_TYPES = frozenset({"done", "peek", "ping", "claim"})
MAX_ACTIONS = 4
MAX_CLAIM_VALUES = 8
"""The most words a claim carries (the board's own limit, :data:`gui.games.claims.MAX_CLAIM_VALUES`)."""
MAX_WORD_CHARS = 16
"""The longest topic or word of a claim ("r12", "received")."""
MAX_CLAIM_NUMBER = 1000
"""A claim's numbers are small counts and seats; anything bigger is no claim."""


class ProtocolError(ValueError):
    """A message the app cannot use; ``code`` is what the page shows in its language."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Message:
    type: str
    actions: tuple[Any, ...] = ()
    topic: str = ""
    values: tuple[tuple[str, int], ...] = ()


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
    if kind == "claim":
        return _claim(data)
    extra = set(data) - {"type", "actions"}
    if extra:
        raise ProtocolError("malformed", f"unexpected fields for {kind!r}: {sorted(extra)}")
    actions = data.get("actions", [])
    if kind != "done" and "actions" in data:
        raise ProtocolError("malformed", f"{kind!r} carries no actions")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise ProtocolError("malformed", f"actions must be a list of at most {MAX_ACTIONS}")
    return Message(kind, tuple(actions))


def _claim(data: dict[str, Any]) -> Message:
    """A ``claim`` message: a short topic and at most a few short words with small whole numbers."""
    extra = set(data) - {"type", "topic", "values"}
    if extra:
        raise ProtocolError("malformed", f"unexpected fields for 'claim': {sorted(extra)}")
    topic, values = data.get("topic"), data.get("values", {})
    if not isinstance(topic, str) or not 0 < len(topic) <= MAX_WORD_CHARS:
        raise ProtocolError("malformed", f"a claim's topic is a text of 1 to {MAX_WORD_CHARS} characters")
    if not isinstance(values, dict) or len(values) > MAX_CLAIM_VALUES:
        raise ProtocolError("malformed", f"a claim's values are an object of at most {MAX_CLAIM_VALUES} words")
    for key, value in values.items():
        if not 0 < len(key) <= MAX_WORD_CHARS or type(value) is not int or not 0 <= value <= MAX_CLAIM_NUMBER:
            raise ProtocolError("malformed", f"a claim's words are short names with whole numbers 0 to {MAX_CLAIM_NUMBER}")
    return Message("claim", topic=topic, values=tuple(sorted(values.items())))


def error(code: str, message: str) -> dict[str, str]:
    return {"type": "error", "code": code, "message": message}
