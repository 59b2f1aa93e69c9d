"""Tempelgold's vocabulary: roles, kinds of chamber, and why a game ended."""
from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from engine.cards import Card


class Role(str, Enum):
    ABENTEURER = "abenteurer"
    WAECHTER = "waechter"


class ChamberKind(str, Enum):
    GOLD = "gold"
    EMPTY = "empty"
    TRAP = "trap"


class Reason(str, Enum):
    ALL_GOLD_FOUND = "ALL_GOLD_FOUND"
    ALL_TRAPS_OPENED = "ALL_TRAPS_OPENED"
    OUT_OF_ROUNDS = "OUT_OF_ROUNDS"
    HOPELESS = "HOPELESS"


WINNING_ROLE: dict[Reason, Role] = {
    Reason.ALL_GOLD_FOUND: Role.ABENTEURER,
    Reason.ALL_TRAPS_OPENED: Role.WAECHTER,
    Reason.OUT_OF_ROUNDS: Role.WAECHTER,
    Reason.HOPELESS: Role.WAECHTER,
}


def chamber_kind(card: Card) -> ChamberKind:
    """Face cards are gold, aces are fire traps, number cards and the joker are empty."""
    if card.is_face:
        return ChamberKind.GOLD
    if card.is_ace:
        return ChamberKind.TRAP
    return ChamberKind.EMPTY


def kinds_by_card(cards: Iterable[Card]) -> dict[Card, ChamberKind]:
    """A lookup table card → kind, for the hot path."""
    return {card: chamber_kind(card) for card in cards}


def role_of(role_card: Card) -> Role:
    """A red role card means Abenteurer, a black one Wächter."""
    return Role.ABENTEURER if role_card.is_red else Role.WAECHTER
