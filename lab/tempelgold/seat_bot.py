"""Tempelgold's bots at the table (:mod:`lab.table_bots`): the key holder's opening.

A look is only a look: a computer commits nothing at its private step. On the table the
computer that holds the key opens a chamber (or ends a hopeless game) with
:class:`lab.tempelgold.checked.TempelgoldPolicy`, from its own view and a silent table
(no claims board yet: every round dealt so far, nobody claimed anything).
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from engine.actions import Action
from engine.tempelgold import SeatView
from lab.tempelgold.checked import TempelgoldPolicy
from lab.tempelgold.params import FAMILIES
from lab.tempelgold.talk import TableTalk


def silence(view: SeatView) -> TableTalk:
    """The talk of a table where nobody claimed anything: one silent round per deal so far
    (the openings of each round are read from the view into its round)."""
    return TableTalk(rounds=[[] for _ in range(view.public.round)])


class TempelgoldSeatBot:
    """A :class:`lab.table_bots.SeatBot` for Tempelgold."""

    def __init__(self, family: str) -> None:
        self._params = FAMILIES[family].defaults

    def private_actions(self, view: SeatView, rng: random.Random) -> list[Action]:
        return []  # a look shows; nothing is chosen behind the curtain in Tempelgold

    def table_move(self, views: Mapping[int, SeatView], people: frozenset[int],
                   rng_for: Callable[[int], random.Random]) -> tuple[int, Action] | None:
        for seat, view in sorted(views.items()):
            if seat == view.public.key_holder and view.legal_actions:
                policy = TempelgoldPolicy(self._params)  # a fresh bot: the choice depends on the view alone
                return seat, policy.act(view, silence(view), rng_for(seat))
        return None


def seat_bot(family: str) -> TempelgoldSeatBot:
    return TempelgoldSeatBot(family)
