"""How Diamantenraub's cards and roles are named on screen.

Cards are written as a person reads them: the deck's index letter in the current language
and a suit symbol ("B♦" in German, "J♦" in English), never as engine codes ("JD").
Role names come from :mod:`engine.glossary` in the shown language ("Dieb" / "Thief"), so
they are not ``tr()`` strings: the glossary chooses them once for the UI, the log, the rules
and the phone page.
"""
from __future__ import annotations

from engine import glossary
from engine.cards import Card
from engine.diamantenraub import Role

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_INDEX = {
    "de": {"A": "A", "K": "K", "Q": "D", "J": "B"},
    "en": {"A": "A", "K": "K", "Q": "Q", "J": "J"},
}

ROLE_DESC_KEYS: dict[Role, str] = {role: f"role.{role.value}" for role in Role}
"""The description keys of the in-app rules (``gui/diamantenraub/texts/rules/<lang>.md``)."""


def card_label(card: Card, lang: str) -> str:
    """``Card.parse("JD")`` → ``"B♦"`` (German) / ``"J♦"`` (English)."""
    if card.suit is None:
        return "Joker"
    index = _INDEX.get(lang, _INDEX["de"])
    return index.get(card.rank, card.rank) + SUIT_SYMBOLS[card.suit]


def role_name(role: Role | None, lang: str) -> str:
    """The role's name in ``lang`` (``""`` for no role): ``Role.DIEB`` → "Dieb" / "Thief"."""
    return glossary.role(role.value, lang) if role is not None else ""
