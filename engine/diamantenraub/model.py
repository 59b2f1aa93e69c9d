"""Diamantenraub's vocabulary: roles, phases, and why a game ended."""
from __future__ import annotations

from enum import Enum

from engine.cards import Card
from engine.diamantenraub.tables import (
    DIAMOND_CARDS,
    ERMITTLER_CARDS,
    FAHRER_CARDS,
    GETREUE_CARDS,
    REVOLVERHELD_CARD,
)


class Role(str, Enum):
    """What a seat is, decided by what it took (the Boss is seat 0)."""

    BOSS = "boss"
    DIEB = "dieb"  # took diamonds
    GETREUER = "getreuer"  # black number card
    ERMITTLER = "ermittler"  # black ace
    FAHRER = "fahrer"  # black jack
    REVOLVERHELD = "revolverheld"  # D♠, plays as a Getreuer
    STRASSENKIND = "strassenkind"  # took nothing


class Phase(str, Enum):
    """Where the game stands; tells the GUI which screen to show."""

    HIDING = "hiding"  # the Boss hides 0–5 diamonds
    PASSING = "passing"  # the treasure goes round; ``treasure_holder`` takes
    INTERROGATION = "interrogation"  # the Boss may accuse
    ACCUSATION = "accusation"  # an accusation waits for the reveal (or a "Peng!")
    OVER = "over"


class Reason(str, Enum):
    BOSS_RECOVERED_ALL = "BOSS_RECOVERED_ALL"
    ERMITTLER_ACCUSED = "ERMITTLER_ACCUSED"
    BOSS_ELIMINATED = "BOSS_ELIMINATED"
    REVOLVERHELD_SHOT_ERMITTLER = "REVOLVERHELD_SHOT_ERMITTLER"


ROLE_OF_CARD: dict[Card, Role] = {
    **{c: Role.GETREUER for c in GETREUE_CARDS},
    **{c: Role.ERMITTLER for c in ERMITTLER_CARDS},
    **{c: Role.FAHRER for c in FAHRER_CARDS},
    REVOLVERHELD_CARD: Role.REVOLVERHELD,
}
"""The role a role card gives whoever takes it. Diamonds and excuses are not role cards."""

_DIAMONDS = frozenset(DIAMOND_CARDS)


def is_diamond(card: Card) -> bool:
    return card in _DIAMONDS


def is_role_card(card: Card) -> bool:
    return card in ROLE_OF_CARD


def role_of(card: Card) -> Role:
    """The role a role card gives; ``KeyError`` for anything else."""
    return ROLE_OF_CARD[card]
