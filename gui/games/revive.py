"""A view back from its JSON data: the inverse of :func:`engine.serialize.to_data` for views.

What it is for: the game history (:mod:`gui.history`) keeps a finished game's final public
view as JSON (``engine.serialize``) and shows its end screen again later; the end screen
wants the view's own frozen objects. :func:`revive` walks the view class's type hints (the
same declared fields the serialiser walked) and rebuilds every value from them: dataclasses
and named tuples field by field, :class:`~engine.cards.Card` from its code, an enum from its
value, tuples, frozensets, optionals and mappings. A field typed only as ``Enum`` (the
``Outcome.reason`` of both games) is tried against the ``enums`` the game names. A value
typed ``Any`` stays plain data (the outcome's ``detail``: the end screens read only numbers
and seats from it). The log is not revived (:data:`SKIPPED` fields become empty): the end
screen does not show it, and the history does not keep it.

Anything that does not fit raises ``ValueError`` (a damaged row shows as a damaged row, never
as a wrong end screen).
"""
from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any

from engine.cards import Card

SKIPPED = frozenset({"log"})
"""Fields that are not kept (and come back empty)."""

_MAX_DEPTH = 16


def revive(cls: type, data: Any, enums: Sequence[type[Enum]] = ()) -> Any:
    """``data`` (from ``engine.serialize.to_data``) as an object of ``cls``."""
    return _make(cls, data, tuple(enums), 0)


@functools.lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    """A view class's field types, looked up once per class (a history import revives 100,000 views)."""
    return typing.get_type_hints(cls)


def _fail(what: object, data: Any) -> ValueError:
    return ValueError(f"cannot make {what} from {type(data).__name__}")


def _make(hint: Any, data: Any, enums: tuple[type[Enum], ...], depth: int) -> Any:  # noqa: C901, PLR0911, PLR0912 - one case per kind of type
    if depth > _MAX_DEPTH:
        raise ValueError("view data nested too deeply")
    if hint is Any or hint is object:
        return data
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _make(arg, data, enums, depth + 1)
            except (ValueError, TypeError) as exc:
                errors.append(exc)
        raise _fail(hint, data)
    if origin is tuple:
        if not isinstance(data, list):
            raise _fail(hint, data)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_make(args[0], item, enums, depth + 1) for item in data)
        if len(args) != len(data):
            raise _fail(hint, data)
        return tuple(_make(a, item, enums, depth + 1) for a, item in zip(args, data, strict=True))
    if origin in (frozenset, set):
        if not isinstance(data, list):
            raise _fail(hint, data)
        return frozenset(_make(args[0] if args else Any, item, enums, depth + 1) for item in data)
    if origin is not None and isinstance(origin, type) and issubclass(origin, Mapping):
        if not isinstance(data, dict):
            raise _fail(hint, data)
        key_t, value_t = args if args else (Any, Any)
        return {_make(key_t, k, enums, depth + 1): _make(value_t, v, enums, depth + 1) for k, v in data.items()}
    if not isinstance(hint, type):
        raise _fail(hint, data)
    if hint is bool:
        if not isinstance(data, bool):
            raise _fail(hint, data)
        return data
    if hint is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise _fail(hint, data)
        return data
    if hint is float:
        if isinstance(data, bool) or not isinstance(data, int | float):
            raise _fail(hint, data)
        return float(data)
    if hint is str:
        if not isinstance(data, str):
            raise _fail(hint, data)
        return data
    if hint is Card:
        if not isinstance(data, str):
            raise _fail(hint, data)
        return Card.parse(data)
    if hint is Enum:
        for enum in enums:
            try:
                return enum(data)
            except ValueError:
                continue
        raise _fail(hint, data)
    if issubclass(hint, Enum):
        return hint(data)
    if dataclasses.is_dataclass(hint):
        if not isinstance(data, dict):
            raise _fail(hint, data)
        hints = _hints(hint)
        values = {}
        for f in dataclasses.fields(hint):
            if not f.init:
                continue
            if f.name in SKIPPED:
                values[f.name] = ()
                continue
            if f.name not in data:
                if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING:
                    continue
                raise ValueError(f"{hint.__name__}.{f.name} is missing")
            values[f.name] = _make(hints[f.name], data[f.name], enums, depth + 1)
        return hint(**values)
    if issubclass(hint, tuple) and isinstance(vars(hint).get("_fields"), tuple):  # a NamedTuple
        if not isinstance(data, dict):
            raise _fail(hint, data)
        hints = _hints(hint)
        return hint(**{name: _make(hints[name], data[name], enums, depth + 1) for name in vars(hint)["_fields"]})
    raise _fail(hint, data)


def to_end_data(view: Any) -> dict[str, Any]:
    """A final public view as JSON-safe data, without its log (see the module docstring)."""
    from engine.serialize import serialize_view

    data = serialize_view(view)
    for name in SKIPPED:
        if name in data:
            data[name] = []
    return data
