"""Helpers shared by the engine tests, offered as fixtures."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from enum import Enum
from typing import Any

import pytest

from engine.cards import Card
from engine.serialize import field_names


def walk(obj: Any) -> Iterator[Any]:
    """Every value reachable from a view: dataclass fields, tuples, lists, sets, dicts, mappings."""
    stack = [obj]
    while stack:
        item = stack.pop()
        yield item
        if isinstance(item, (str, int, bytes, Enum)) or item is None:
            continue
        if isinstance(item, type):
            continue  # a class, not a value: its fields hold no view data
        names = field_names(type(item))  # looked up once per type
        if names is not None:
            stack.extend(getattr(item, name) for name in names)
        elif isinstance(item, (tuple, list, set, frozenset)):
            stack.extend(item)
        elif hasattr(item, "items"):
            for key, value in item.items():
                stack.extend((key, value))


_CARD_OF: dict[str, Card | None] = {}


def _card_of(text: str) -> Card | None:
    """The card a string codes, or ``None``; each string parsed once (names and words repeat)."""
    if text not in _CARD_OF:
        try:
            _CARD_OF[text] = Card.parse(text)
        except ValueError:
            _CARD_OF[text] = None
    return _CARD_OF[text]


def cards_in(obj: Any) -> set[Card]:
    """Every card a view holds, whether as a ``Card`` or as a card code string."""
    found: set[Card] = set()
    for value in walk(obj):
        if isinstance(value, Card):
            found.add(value)
        elif isinstance(value, str):
            card = _card_of(value)
            if card is not None:
                found.add(card)
    return found


@pytest.fixture(scope="session")
def view_cards() -> Callable[[Any], set[Card]]:
    """``view_cards(view)``: every card reachable from a view object (see :func:`walk`)."""
    return cards_in


@pytest.fixture(scope="session")
def view_values() -> Callable[[Any], list[Any]]:
    """``view_values(view)``: every value reachable from a view object (see :func:`walk`)."""
    return lambda obj: list(walk(obj))
