"""How Diamantenraub's cards and roles are named on screen.

Cards are written as a person reads them: the deck's index letter in the current language
and a suit symbol ("B♦" in German, "J♦" in English), never as engine codes ("JD").
Role names are the game's own German names in both languages (the English rules use them
too), so they are not ``tr()`` strings.
"""
from __future__ import annotations

from engine.cards import Card
from engine.diamantenraub import Role

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_INDEX = {
    "de": {"A": "A", "K": "K", "Q": "D", "J": "B"},
    "en": {"A": "A", "K": "K", "Q": "Q", "J": "J"},
}

ROLE_NAMES: dict[Role, str] = {
    Role.BOSS: "Boss",
    Role.DIEB: "Dieb",
    Role.GETREUER: "Getreuer",
    Role.ERMITTLER: "Verdeckter Ermittler",
    Role.FAHRER: "Fahrer",
    Role.REVOLVERHELD: "Revolverheld",
    Role.STRASSENKIND: "Straßenkind",
}
"""The roles by their German names, in every language."""

ROLE_DESC_KEYS: dict[Role, str] = {role: f"role.{role.value}" for role in Role}
"""The description keys of the in-app rules (``translations/rules/<lang>/diamantenraub.md``)."""


def card_label(card: Card, lang: str) -> str:
    """``Card.parse("JD")`` → ``"B♦"`` (German) / ``"J♦"`` (English)."""
    if card.suit is None:
        return "Joker"
    index = _INDEX.get(lang, _INDEX["de"])
    return index.get(card.rank, card.rank) + SUIT_SYMBOLS[card.suit]


def role_name(role: Role | None) -> str:
    return ROLE_NAMES[role] if role is not None else ""
