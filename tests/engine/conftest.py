"""Helpers shared by the engine tests, offered as fixtures."""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from enum import Enum
from typing import Any

import pytest

from engine.cards import Card


def walk(obj: Any) -> Iterator[Any]:
    """Every value reachable from a view: dataclass fields, tuples, lists, sets, dicts, mappings."""
    stack = [obj]
    while stack:
        item = stack.pop()
        yield item
        if dataclasses.is_dataclass(item) and not isinstance(item, type):
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item))
        elif isinstance(item, (tuple, list, set, frozenset)):
            stack.extend(item)
        elif hasattr(item, "items") and not isinstance(item, (str, bytes, Enum)):
            for key, value in item.items():
                stack.extend((key, value))


def cards_in(obj: Any) -> set[Card]:
    """Every card a view holds, whether as a ``Card`` or as a card code string."""
    found: set[Card] = set()
    for value in walk(obj):
        if isinstance(value, Card):
            found.add(value)
        elif isinstance(value, str):
            try:
                found.add(Card.parse(value))
            except ValueError:
                pass
    return found


@pytest.fixture(scope="session")
def view_cards() -> Callable[[Any], set[Card]]:
    """``view_cards(view)``: every card reachable from a view object (see :func:`walk`)."""
    return cards_in


@pytest.fixture(scope="session")
def view_values() -> Callable[[Any], list[Any]]:
    """``view_values(view)``: every value reachable from a view object (see :func:`walk`)."""
    return lambda obj: list(walk(obj))
