"""A stable JSON encoding shared by both games' actions.

Actions are frozen dataclasses whose fields are ``int`` or :class:`~engine.cards.Card`.
``{"type": "Open", "owner": 1, "slot": 2}`` is what goes into a save file; decoding is
strict (unknown type, missing or extra field, wrong kind of value → ``ValueError``) so
that a hand-edited save cannot smuggle in something the engine never produces.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from engine.cards import Card
from engine.errors import InvalidActionError


_FIELD_KINDS: dict[type, tuple[tuple[str, type], ...]] = {}


def _field_kinds(action_type: type) -> tuple[tuple[str, type], ...]:
    """Each field of an action class with the exact type its values must have (Card or int)."""
    kinds = tuple((f.name, Card if f.type in ("Card", Card) else int) for f in fields(action_type))
    _FIELD_KINDS[action_type] = kinds
    return kinds


def _refuse(action_type: type, name: str, kind: type, value: object) -> None:
    what = "a card" if kind is Card else "a whole number"
    raise InvalidActionError(f"{action_type.__name__}: {name} must be {what}, not {value!r}")


def fast_init(*action_types: type[Action]) -> None:
    """Give each action class an ``__init__`` that checks and sets each field in one step.

    It takes the same arguments as the dataclass's own (one per field, by position or by
    name) and refuses the same values as :meth:`Action.__post_init__`, without the generic
    per-field loop and the extra call: every move of a simulation through the checked API
    makes an action. It is generated from the fields, the way ``dataclasses`` generates
    its own ``__init__``."""
    for action_type in action_types:
        kinds = _field_kinds(action_type)
        lines = [f"def __init__(self{''.join(f', {name}' for name, _ in kinds)}):"]
        for name, kind in kinds:
            lines.append(f"    if type({name}) is not {kind.__name__}: _refuse(cls, {name!r}, {kind.__name__}, {name})")
            lines.append(f"    _set(self, {name!r}, {name})")
        if not kinds:
            lines.append("    pass")
        namespace: dict[str, Any] = {"_set": object.__setattr__, "_refuse": _refuse, "cls": action_type,
                                     "Card": Card, "int": int}
        exec("\n".join(lines), namespace)  # noqa: S102  (source built above from the fields only)
        init = namespace["__init__"]
        init.__qualname__ = f"{action_type.__qualname__}.__init__"
        init.__doc__ = f"Build a {action_type.__name__}; a field of the wrong kind raises InvalidActionError."
        setattr(action_type, "__init__", init)


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action. Subclasses are frozen dataclasses with ``int``/``Card`` fields."""

    def __post_init__(self) -> None:
        """Refuse fields of the wrong kind at once (``True`` is no count, ``2.5`` no seat)."""
        # (a plain dict lookup: every action a client builds passes through here)
        kinds = _FIELD_KINDS.get(type(self))
        for name, kind in kinds if kinds is not None else _field_kinds(type(self)):
            value = getattr(self, name)
            if type(value) is not kind:
                what = "a card" if kind is Card else "a whole number"
                raise InvalidActionError(f"{type(self).__name__}: {name} must be {what}, not {value!r}")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": type(self).__name__}
        for f in fields(self):
            value = getattr(self, f.name)
            data[f.name] = str(value) if isinstance(value, Card) else value
        return data

    @classmethod
    def from_json(cls, data: Any, types: Mapping[str, type[Action]]) -> Action:
        """Decode one action of a game whose action classes are ``types`` (name → class)."""
        if not isinstance(data, Mapping):
            raise ValueError(f"an action must be an object, not {data!r}")
        name = data.get("type")
        action_type = types.get(name) if isinstance(name, str) else None
        if action_type is None:
            raise ValueError(f"unknown action type {name!r} (known: {', '.join(sorted(types))})")
        expected = {f.name: f.type for f in fields(action_type)}
        given = set(data) - {"type"}
        if given != set(expected):
            raise ValueError(
                f"action {name} needs the fields {sorted(expected) or 'none'}, got {sorted(given) or 'none'}"
            )
        values = {field_name: data[field_name] for field_name in expected}
        for field_name, field_type in expected.items():
            if field_type in ("Card", Card):
                values[field_name] = Card.parse(data[field_name])
        return action_type(**values)
