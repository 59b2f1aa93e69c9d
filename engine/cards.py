"""Playing cards of a standard 52-card deck, plus the joker.

A card is a value: frozen, hashable and written as a short code (``"QS"``, ``"10H"``,
``"JOKER"``) that round-trips through :meth:`Card.parse`. Which cards a game uses is
decided by that game's tables; this module only knows what a card *is*.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
RED_SUITS: frozenset[str] = frozenset({"H", "D"})
NUMBER_RANKS: tuple[str, ...] = RANKS[1:10]
FACE_RANKS: tuple[str, ...] = ("J", "Q", "K")
JOKER_CODE = "JOKER"
SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
INDEX_LETTERS: dict[str, dict[str, str]] = {
    "de": {"A": "A", "J": "B", "Q": "D", "K": "K"},  # Ass, Bube, Dame, König
    "en": {"A": "A", "J": "J", "Q": "Q", "K": "K"},
}
"""The letters in the corners of a deck's face cards and aces, per language; number cards
show their number. The rule texts write German cards this way (``B♣``, ``D♠``)."""
JOKER_LABEL = "Joker"


@dataclass(frozen=True, slots=True)
class Card:
    """One card. ``suit`` is ``None`` only for the joker, whose ``rank`` is ``"JOKER"``."""

    rank: str
    suit: str | None

    def __post_init__(self) -> None:
        if self.rank == JOKER_CODE:
            if self.suit is not None:
                raise ValueError(f"the joker has no suit: {self.rank}{self.suit}")
        elif self.rank not in RANKS or self.suit not in SUITS:
            raise ValueError(f"not a card: rank {self.rank!r}, suit {self.suit!r}")

    @classmethod
    def parse(cls, code: str) -> Card:
        """Read a code like ``"QS"``, ``"10H"`` or ``"JOKER"``; raise ``ValueError`` otherwise."""
        card = _PARSED.get(code) if isinstance(code, str) else None
        if card is None:
            raise ValueError(f"not a card code: {code!r} (expected e.g. 'QS', '10H', 'AC' or 'JOKER')")
        return card

    def __str__(self) -> str:
        return JOKER_CODE if self.suit is None else f"{self.rank}{self.suit}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def label(self, lang: str = "de") -> str:
        """The card as a person reads it: index letter or number and suit symbol
        (``"B♦"`` in German, ``"J♦"`` in English, ``"10♠"``); ``"Joker"`` for the joker.
        Any language other than English reads German letters."""
        if self.suit is None:
            return JOKER_LABEL
        letters = INDEX_LETTERS["en" if lang == "en" else "de"]
        return f"{letters.get(self.rank, self.rank)}{SUIT_SYMBOLS[self.suit]}"

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def is_black(self) -> bool:
        return self.suit is not None and self.suit not in RED_SUITS

    @property
    def is_number(self) -> bool:
        """Ranks 2–10 ("Zahlenkarten")."""
        return self.rank in NUMBER_RANKS

    @property
    def is_face(self) -> bool:
        """Jack, queen, king ("Bildkarten")."""
        return self.rank in FACE_RANKS

    @property
    def is_ace(self) -> bool:
        return self.rank == "A"

    @property
    def sort_key(self) -> tuple[int, int]:
        """A stable display order: by suit (♠ ♥ ♦ ♣), then rank; the joker last."""
        if self.suit is None:
            return (len(SUITS), 0)
        return (SUITS.index(self.suit), RANKS.index(self.rank))


@cache
def standard_deck() -> tuple[Card, ...]:
    """The 52 cards of a French-suited deck, without jokers, in a fixed order."""
    return tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)


JOKER = Card(JOKER_CODE, None)
_PARSED: dict[str, Card] = {str(c): c for c in (*standard_deck(), JOKER)}


def cards_where(predicate: Callable[[Card], bool]) -> tuple[Card, ...]:
    """The cards of one standard deck that satisfy ``predicate``, in deck order."""
    return tuple(c for c in standard_deck() if predicate(c))
