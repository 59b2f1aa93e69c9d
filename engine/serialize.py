"""Views as JSON-safe data: what a phone receives is exactly what a seat's screen is given.

The phone page (``gui/phones``) cannot receive Python objects, so a view is turned into
plain data (dicts, lists, strings, numbers, ``None``) by *walking the view's own frozen
dataclasses*: every field of every view class is carried, and nothing else. Whatever the
engine whitelisted into a view reaches the phone; whatever it left out cannot, because the
walk never looks anywhere but at a view's declared fields.

Encoding, chosen so that a small plain-JavaScript page can use it without a schema:

* a dataclass (a view, a seat summary, a take, the outcome, the setup) → an object with
  one key per field (``dataclasses.fields``; properties and methods are not fields);
* a named tuple (Tempelgold's ``OpenedChamber``) → an object with one key per field;
* a :class:`~engine.cards.Card` → its code (``"QS"``, ``"10H"``, ``"JOKER"``);
* an :class:`~enum.Enum` (roles, phases, reasons, chamber kinds) → its value;
* an :class:`~engine.actions.Action` → its stable save encoding (``{"type": "Open", ...}``),
  the same one the phone sends back;
* a :class:`~engine.log.LogEntry` → ``{"key", "args": {name: value}, "visible_to", "text":
  {"de": …, "en": …}}``: its fields, plus the entry's own sentence in both languages
  (:meth:`LogEntry.text`), because the log grammar (plural forms, card labels, named
  formats) lives in the engine and the page must not restate it;
* tuples and lists → lists; sets and frozensets → sorted lists; mappings → objects with
  string keys.

Anything else raises ``TypeError``: a new kind of value in a view must be thought about
(is it JSON-safe? is it secret?) rather than slip through as ``repr``.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from enum import Enum
from typing import Any

from engine.actions import Action
from engine.cards import Card
from engine.log import LANGUAGES, LogEntry

JSONValue = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]

_MAX_DEPTH = 16
"""Views are shallow (view → public view → seat summary → take → card); deeper is a bug."""


def to_data(value: object) -> JSONValue:
    """``value`` (a view or anything inside one) as JSON-safe data; see the module docstring."""
    return _walk(value, 0)


def serialize_view(view: object) -> dict[str, JSONValue]:
    """A seat view or public view of either game as a JSON object (one key per field)."""
    if not dataclasses.is_dataclass(view) or isinstance(view, type):
        raise TypeError(f"not a view: {type(view).__name__}")
    data = _walk(view, 0)
    assert isinstance(data, dict)
    return data


def _walk(value: object, depth: int) -> JSONValue:
    if depth > _MAX_DEPTH:
        raise TypeError("view nested too deeply")
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, Enum):  # before str/int: the games' enums are str enums
        return _walk(value.value, depth + 1)
    if isinstance(value, (int, float, str)):
        return value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Action):
        data = value.to_json()
        return {key: _walk(item, depth + 1) for key, item in data.items()}
    if isinstance(value, LogEntry):
        return {
            "key": value.key,
            "args": {name: _walk(arg, depth + 1) for name, arg in value.args},
            "visible_to": None if value.visible_to is None else [seat for seat in sorted(value.visible_to)],
            "text": {lang: value.text(lang) for lang in LANGUAGES},
        }
    names = field_names(type(value))
    if names is not None:
        return {name: _walk(getattr(value, name), depth + 1) for name in names}
    if isinstance(value, tuple) and hasattr(value, "_fields"):  # a NamedTuple
        return {name: _walk(getattr(value, name), depth + 1) for name in value._fields}
    if isinstance(value, (tuple, list)):
        return [_walk(item, depth + 1) for item in value]
    if isinstance(value, (set, frozenset)):
        items = [_walk(item, depth + 1) for item in value]
        return sorted(items, key=_sort_key)
    if isinstance(value, Mapping):
        return {str(_walk(key, depth + 1)): _walk(item, depth + 1) for key, item in value.items()}
    raise TypeError(f"cannot serialise a {type(value).__name__} in a view")


_FIELD_NAMES: dict[type, tuple[str, ...] | None] = {}


def field_names(kind: type) -> tuple[str, ...] | None:
    """The fields of a dataclass type (``None``: not a dataclass), asked of ``dataclasses``
    once per type: a phone's every message walks its seat's whole view, log included, and
    the engine's property tests walk thousands of views the same way."""
    if kind not in _FIELD_NAMES:
        is_data = dataclasses.is_dataclass(kind) and not issubclass(kind, type)
        _FIELD_NAMES[kind] = tuple(f.name for f in dataclasses.fields(kind)) if is_data else None
    return _FIELD_NAMES[kind]


def _sort_key(item: JSONValue) -> tuple[int, str]:
    """Sets hold seats (ints) or codes (strings); sort numbers numerically, the rest by text."""
    if isinstance(item, int) and not isinstance(item, bool):
        return (0, f"{item:012d}")
    return (1, str(item))
