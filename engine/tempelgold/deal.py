"""Which cards a Tempelgold game is dealt, from the seed (the rules fix only the kinds).

The seed chooses which specific cards play, the role cards' and the chambers' order, and
(unless configured) who starts with the key: one run of cards per kind and two shuffles,
drawn as :mod:`engine.draws` does (the same numbers as ``random.Random``, cheaper), which
keeps a deal cheap for simulations. The draws are made in a fixed order, so a seed deals
the very game it always dealt and old save files replay unchanged.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from engine.cards import JOKER, Card, cards_where
from engine.draws import below, shuffle
from engine.tempelgold.config import Config
from engine.tempelgold.model import kinds_by_card, role_of
from engine.tempelgold.tables import FIRST_ROUND_CHAMBERS, Setup

GOLD_CARDS = cards_where(lambda c: c.is_face)
EMPTY_CARDS = cards_where(lambda c: c.is_number)
TRAP_CARDS = cards_where(lambda c: c.is_ace)
RED_CARDS = cards_where(lambda c: c.is_red and c.is_number)
BLACK_CARDS = cards_where(lambda c: c.is_black and c.is_number)
"""Role cards are number cards 2–10 of the second deck: the rules say their rank does not
matter, and an ace or a face card next to the chambers (where an ace is a trap and a face
card is gold) could be taken for one. See :class:`_RolePool` for why the seeds still deal
the games they always dealt."""
_ROLE_DRAW_BOUND = 26
"""How many cards of one colour the role pools once held (every red or black card).
:meth:`_RolePool.pick` still draws its start below this bound, so the PRNG stream, and with
it every chamber deal, key holder and save file replay, stays what it was for each seed."""

KIND_OF = kinds_by_card((*GOLD_CARDS, *EMPTY_CARDS, *TRAP_CARDS, JOKER))
KIND_BY_ID = {id(card): kind for card, kind in KIND_OF.items()}
"""The hot path looks kinds up by the identity of the canonical card objects (the deal and
``Card.parse`` only hand out those): hashing a Card runs Python code, ``id`` does not. A
card object that is not canonical falls back to :func:`chamber_kind`."""
ROLE_BY_ID = {id(card): role_of(card) for card in (*RED_CARDS, *BLACK_CARDS)}


class _CardPool:
    """The cards of one kind in a fixed, well-mixed circular order.

    The seed picks where a run of ``count`` consecutive cards starts: one random number
    per kind instead of one per card keeps the deal cheap for simulations, and the fixed
    mixing makes every run a varied set of ranks and suits.
    """

    def __init__(self, cards: tuple[Card, ...]) -> None:
        mixed = list(cards)
        random.Random(len(cards)).shuffle(mixed)  # a constant order, identical on every machine
        self._size = len(mixed)
        self._bits = self._size.bit_length()
        self._twice = mixed + mixed

    def pick(self, getrandbits: Callable[[int], int], count: int) -> list[Card]:
        """``count`` cards from where the game's generator says: ``rng.randrange(size)``,
        drawn as :mod:`engine.draws` does (inline: this runs five times per deal)."""
        size, k = self._size, self._bits
        start = getrandbits(k)
        while start >= size:
            start = getrandbits(k)
        return self._twice[start : start + count]


class _RolePool(_CardPool):
    """The role cards of one colour: the number cards 2–10 (18 of them), mixed as above.

    The start of a run is drawn below :data:`_ROLE_DRAW_BOUND` (26), as it was when role
    cards could be any card of their colour, and folded onto the 18 cards: one random
    number per colour, the same as before, so a seed's whole game (roles by colour, chambers,
    key) is unchanged and old save files replay to the same game; only the ranks printed on
    the role cards changed. The fold makes some ranks a little likelier than others, which
    is fine because a role card's rank means nothing (the rule text: "der Rang ist egal").
    A run is at most 7 cards long, so its cards are distinct.
    """

    def pick(self, getrandbits: Callable[[int], int], count: int) -> list[Card]:
        start = below(getrandbits, _ROLE_DRAW_BOUND) % self._size  # rng.randrange(26), as before
        return self._twice[start : start + count]


_GOLD, _EMPTY, _TRAPS = _CardPool(GOLD_CARDS), _CardPool(EMPTY_CARDS), _CardPool(TRAP_CARDS)
_RED, _BLACK = _RolePool(RED_CARDS), _RolePool(BLACK_CARDS)


def seeded_deal(rng: random.Random, config: Config, setup: Setup
                ) -> tuple[list[Card], tuple[Card, ...], list[list[Card]], int]:
    """The deal of a seeded game: the seats' role cards, the role cards left over, each
    seat's row of chambers, and who holds the key first."""
    # Which specific cards play is chosen by the seed; only the kinds are fixed by the table.
    # The draws of ``rng.randrange`` and ``rng.shuffle``, made cheaper (engine.draws).
    bits = rng.getrandbits
    empty = _EMPTY.pick(bits, min(setup.empty, len(EMPTY_CARDS)))
    empty += [JOKER] * (setup.empty - len(empty))  # at ten players the joker is the 37th empty chamber
    chambers = _GOLD.pick(bits, setup.gold) + empty + _TRAPS.pick(bits, setup.traps)
    role_cards = _RED.pick(bits, setup.red_roles) + _BLACK.pick(bits, setup.black_roles)
    shuffle(role_cards, bits)
    shuffle(chambers, bits)
    n = len(config.players)
    rows = [chambers[FIRST_ROUND_CHAMBERS * s : FIRST_ROUND_CHAMBERS * (s + 1)] for s in range(n)]
    start = config.starting_seat if config.starting_seat is not None else below(bits, n)
    return role_cards[:n], tuple(role_cards[n:]), rows, start
