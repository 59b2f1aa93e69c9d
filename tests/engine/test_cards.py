"""Card codes round-trip, and anything else is refused with the bad code in the message."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import JOKER, Card, standard_deck


def test_deck_has_52_distinct_cards() -> None:
    deck = standard_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    assert sum(c.is_red for c in deck) == 26 and sum(c.is_black for c in deck) == 26
    assert sum(c.is_number for c in deck) == 36 and sum(c.is_face for c in deck) == 12
    assert sum(c.is_ace for c in deck) == 4


@pytest.mark.parametrize("card", [*standard_deck(), JOKER])
def test_code_round_trips(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert hash(Card.parse(str(card))) == hash(card)


@pytest.mark.parametrize(
    ("code", "rank", "suit", "red"),
    [("QS", "Q", "S", False), ("10H", "10", "H", True), ("AC", "A", "C", False), ("7D", "7", "D", True)],
)
def test_parse_examples(code: str, rank: str, suit: str, red: bool) -> None:
    card = Card.parse(code)
    assert (card.rank, card.suit, card.is_red) == (rank, suit, red)


def test_joker_is_neither_red_nor_black() -> None:
    assert str(JOKER) == "JOKER" and JOKER.suit is None
    assert not JOKER.is_red and not JOKER.is_black and JOKER.is_joker


@pytest.mark.parametrize("bad", ["", "1S", "11H", "QX", "qs", " QS", "JOKERS", "10", "S", "Q S"])
def test_bad_codes_are_refused_naming_the_code(bad: str) -> None:
    with pytest.raises(ValueError, match="not a card code"):
        Card.parse(bad)


@given(st.text(max_size=6))
def test_parse_accepts_exactly_the_53_codes(text: str) -> None:
    codes = {str(c) for c in (*standard_deck(), JOKER)}
    if text in codes:
        assert str(Card.parse(text)) == text
    else:
        with pytest.raises(ValueError):
            Card.parse(text)


def test_cards_are_frozen() -> None:
    card = Card.parse("QS")
    with pytest.raises(AttributeError):
        card.rank = "K"  # type: ignore[misc]
