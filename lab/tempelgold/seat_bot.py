"""Tempelgold's bots at the table (:mod:`lab.table_bots`): the claims and the key holder's opening.

A look is only a look: a computer commits nothing at its private step. Once every seat has
looked, each computer claims on the board what it holds this round ("2 Gold, 1 Falle"),
with :meth:`lab.tempelgold.checked.TempelgoldPolicy.claim`: the same call the lab's checked
driver makes. On the table the computer that holds the key opens a chamber (or ends a
hopeless game) with :class:`~lab.tempelgold.checked.TempelgoldPolicy`, from its own view and
the board read as the lab's :class:`~lab.tempelgold.talk.TableTalk` (a seat that claimed
nothing in a round is silent there, as in the lab; so is one entered as "says nothing").

Before a round's first opening a computer key holder waits until every seat has an entry on
that round's board (:meth:`TempelgoldSeatBot.waits`): a computer hears the table only through
the board, and without the wait it would open before a person could say a word. A person who
wants to say nothing is entered as "says nothing".
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from engine.actions import Action
from engine.tempelgold import Role, SeatView
from lab.table_bots import Said, latest
from lab.tempelgold.checked import TempelgoldPolicy
from lab.tempelgold.params import FAMILIES
from lab.tempelgold.talk import Claim, TableTalk

GOLD_KEY = "gold"
TRAPS_KEY = "traps"
"""The words of a Tempelgold claim on the board (``Said.values``)."""


def round_topic(number: int) -> str:
    """The board's topic of round ``number``'s claims."""
    return f"r{number}"


def talk_of(view: SeatView, board: Sequence[Said]) -> TableTalk:
    """The lab's talk as the board holds it: for every round dealt so far, the claims of the
    seats that claimed (each seat's last entry), in seat order."""
    rounds = []
    for number in range(1, view.public.round + 1):
        said = latest(board, round_topic(number))
        rounds.append([Claim(s.seat, Role.ABENTEURER.value, s.get(GOLD_KEY), s.get(TRAPS_KEY))
                       for _, s in sorted(said.items()) if s.values])  # "says nothing": silent
    return TableTalk(rounds=rounds)


class TempelgoldSeatBot:
    """A :class:`lab.table_bots.SeatBot` for Tempelgold."""

    def __init__(self, family: str) -> None:
        self._params = FAMILIES[family].defaults

    def private_actions(self, view: SeatView, rng: random.Random) -> list[Action]:
        return []  # a look shows; nothing is chosen behind the curtain in Tempelgold

    def claim(self, view: SeatView, board: Sequence[Said], rng: random.Random) -> Said | None:
        public = view.public
        topic = round_topic(public.round)
        if public.outcome is not None or view.seat in latest(board, topic):
            return None
        said = TempelgoldPolicy(self._params).claim(view, talk_of(view, board), rng)
        return Said(view.seat, topic, ((GOLD_KEY, said.gold), (TRAPS_KEY, said.traps)))

    def waits(self, view: SeatView, board: Sequence[Said]) -> bool:
        public = view.public
        return (public.outcome is None and view.seat == public.key_holder and public.opened_this_round == 0
                and bool(view.legal_actions) and len(latest(board, round_topic(public.round))) < len(public.players))

    def table_move(self, views: Mapping[int, SeatView], people: frozenset[int],
                   rng_for: Callable[[int], random.Random],
                   board: Sequence[Said] = ()) -> tuple[int, Action] | None:
        for seat, view in sorted(views.items()):
            if seat == view.public.key_holder and view.legal_actions:
                policy = TempelgoldPolicy(self._params)  # a fresh bot: the choice depends on the view alone
                return seat, policy.act(view, talk_of(view, board), rng_for(seat))
        return None


def seat_bot(family: str) -> TempelgoldSeatBot:
    return TempelgoldSeatBot(family)
