"""Element names: the one vocabulary the GUI uses to ask for card pictures.

Every picture is named by its KDE id (``1_club`` … ``king_spade``, ``red_joker``,
``black_joker``, ``back``) plus our own ``back_role`` for Tempelgold's role cards. Decks
with other naming (Aisleriot) are translated inside the renderer, never by callers.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.cards import Card

PLAY_BACK = "back"
ROLE_BACK = "back_role"
RED_JOKER = "red_joker"
BLACK_JOKER = "black_joker"

SUIT_NAMES: tuple[str, ...] = ("club", "diamond", "heart", "spade")
RANK_NAMES: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")

_SUIT_OF = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
_RANK_OF = {"A": "1", "J": "jack", "Q": "queen", "K": "king", **{str(n): str(n) for n in range(2, 11)}}

FACES: tuple[str, ...] = tuple(f"{r}_{s}" for s in SUIT_NAMES for r in RANK_NAMES)
JOKERS: tuple[str, ...] = (RED_JOKER, BLACK_JOKER)
BACKS: tuple[str, ...] = (PLAY_BACK, ROLE_BACK)
ALL_ELEMENTS: tuple[str, ...] = FACES + JOKERS + BACKS


def element_id(card: Card) -> str:
    """The KDE element id of an engine card (:class:`engine.cards.Card`).

    ``rank`` is ``"A"``, ``"2"`` … ``"10"``, ``"J"``, ``"Q"``, ``"K"`` or ``"JOKER"``;
    ``suit`` is ``"S"``, ``"H"``, ``"D"``, ``"C"`` or ``None`` for the joker. The engine
    has one kind of joker, drawn as the red one. Raises ``ValueError`` for anything else.
    """
    rank, suit = card.rank, card.suit
    if rank == "JOKER" or (suit is None and str(rank).upper() == "JOKER"):
        return RED_JOKER
    try:
        return f"{_RANK_OF[str(rank)]}_{_SUIT_OF[str(suit)]}"
    except KeyError:
        raise ValueError(f"not a card: rank {rank!r}, suit {suit!r}") from None


def aisleriot_id(element: str) -> str:
    """Aisleriot's name for a KDE element: ``1_club`` → ``club_1``, ``red_joker`` → ``joker_red``."""
    if element in JOKERS:
        colour, _ = element.split("_")
        return f"joker_{colour}"
    if element in FACES:
        rank, suit = element.split("_")
        return f"{suit}_{rank}"
    return element


def short_label(element: str) -> str:
    """A short human label for placeholders: ``10_heart`` → ``10♥``, ``back`` → ``back``."""
    suits = {"club": "\u2663", "diamond": "\u2666", "heart": "\u2665", "spade": "\u2660"}
    ranks = {"1": "A", "jack": "J", "queen": "Q", "king": "K"}
    if element in FACES:
        rank, suit = element.split("_")
        return ranks.get(rank, rank) + suits[suit]
    return element.replace("_", " ")


def is_red(element: str) -> bool:
    return element.endswith(("_heart", "_diamond")) or element == RED_JOKER
