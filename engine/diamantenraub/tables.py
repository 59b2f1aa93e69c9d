"""Diamantenraub's setup table (docs/rules-tables.md) and its card kinds, as data, in this one place.

Code and tests read the numbers and the card kinds from here; nothing else repeats them.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, cards_where

MAX_HIDDEN = 5
"""The Boss secretly takes 0–5 diamonds out of the treasure before it goes round."""

# -- which cards are which kind (docs/rules-tables.md, "Die Karten") --------------------------------
DIAMOND_CARDS: tuple[Card, ...] = cards_where(lambda c: c.is_red and c.is_number)
"""Diamanten: the 18 red number cards 2–10; the seed chooses which 15 play."""
GETREUE_CARDS: tuple[Card, ...] = cards_where(lambda c: c.is_black and c.is_number)
"""Getreue: the black number cards 2–10."""
ERMITTLER_CARDS: tuple[Card, ...] = cards_where(lambda c: c.is_black and c.is_ace)
"""Verdeckte Ermittler: A♠, A♣."""
FAHRER_CARDS: tuple[Card, ...] = cards_where(lambda c: c.is_black and c.rank == "J")
"""Fahrer: B♠, B♣ (jacks)."""
EXCUSE_CARDS: tuple[Card, ...] = cards_where(lambda c: c.is_red and c.rank == "K")
"""Entschuldigungen: K♥, K♦, face up before the Boss, never in the treasure."""
REVOLVERHELD_CARD: Card = Card.parse("QS")
"""Variant Revolverheld: D♠ (queen of spades) replaces one Getreuer."""


@dataclass(frozen=True, slots=True)
class Setup:
    """The cards for one player count (the Boss counts): the treasure and the Boss's excuses.

    ``getreue`` counts black number cards actually in the treasure; with the Revolverheld
    variant one of them is replaced by D♠ (``revolverheld`` = 1).
    """

    diamonds: int
    getreue: int
    ermittler: int
    fahrer: int
    excuses: int
    revolverheld: int = 0

    @property
    def role_cards(self) -> int:
        return self.getreue + self.ermittler + self.fahrer + self.revolverheld

    @property
    def treasure(self) -> int:
        return self.diamonds + self.role_cards


STANDARD: dict[int, Setup] = {
    5: Setup(diamonds=15, getreue=1, ermittler=1, fahrer=0, excuses=0),  # variant "Zu fünft"
    6: Setup(diamonds=15, getreue=1, ermittler=1, fahrer=1, excuses=0),
    7: Setup(diamonds=15, getreue=2, ermittler=1, fahrer=1, excuses=0),
    8: Setup(diamonds=15, getreue=3, ermittler=1, fahrer=1, excuses=1),
    9: Setup(diamonds=15, getreue=4, ermittler=1, fahrer=1, excuses=1),
    10: Setup(diamonds=15, getreue=4, ermittler=2, fahrer=1, excuses=1),
    11: Setup(diamonds=15, getreue=4, ermittler=2, fahrer=2, excuses=2),
    12: Setup(diamonds=15, getreue=5, ermittler=2, fahrer=2, excuses=2),
}
"""The treasure by player count (docs/rules-tables.md). 5 players is the text's variant "Zu fünft"."""

MIN_PLAYERS = min(STANDARD)
MAX_PLAYERS = max(STANDARD)
EXCUSE_DELTAS: tuple[int, ...] = (-1, 0, 1)
"""Variant "leichter" (+1) / "schwerer" (−1), limited by the supply of red kings."""


def excuse_delta_available(players: int, delta: int) -> bool:
    """Whether ``delta`` is possible at ``players``: the excuses must stay within 0…2 red kings."""
    return delta in EXCUSE_DELTAS and 0 <= STANDARD[players].excuses + delta <= len(EXCUSE_CARDS)


def setup_for(players: int, revolverheld: bool = False, excuses_delta: int = 0) -> Setup:
    """The table's column for ``players`` with the variants applied (assumes a valid config)."""
    base = STANDARD[players]
    return Setup(
        diamonds=base.diamonds,
        getreue=base.getreue - int(revolverheld),
        ermittler=base.ermittler,
        fahrer=base.fahrer,
        excuses=base.excuses + excuses_delta,
        revolverheld=int(revolverheld),
    )
