"""Diamantenraub's bots at the table (:mod:`lab.table_bots`).

Behind the curtain a computer Boss hides diamonds and a computer player takes (seat 1 may
set a card aside first: both go in one commit, as from a person's panel). On the table a
computer Boss accuses, a computer Revolverheld may shout "Peng!", and a computer that is
accused reveals its take, but only once no person may still shout (the table's people press
"Reveal" for it otherwise, as they would wait for a person). Every decision is
:class:`lab.diamantenraub.checked.DiamantenraubPolicy`'s from the seat's own view, with no
stories told (no claims board yet): so a strong Boss, whose posterior reasons over the
stories, accuses by the belief Boss's weighing of what it saw (``reason=0``).
"""
from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence

from engine.actions import Action
from engine.diamantenraub import Peng, Phase, Reveal, SeatView, SetAside
from lab.diamantenraub.checked import DiamantenraubPolicy
from lab.diamantenraub.params import FAMILIES
from lab.diamantenraub.talk import TableTalk
from lab.table_bots import Said


class DiamantenraubSeatBot:
    """A :class:`lab.table_bots.SeatBot` for Diamantenraub."""

    def __init__(self, family: str) -> None:
        self._params = FAMILIES[family].defaults

    def _policy(self) -> DiamantenraubPolicy:
        return DiamantenraubPolicy(self._params)  # a fresh bot: the choice depends on the view alone

    def private_actions(self, view: SeatView, rng: random.Random) -> list[Action]:
        if not view.legal_actions:
            return []
        policy, talk = self._policy(), TableTalk()
        action = policy.act(view, talk, rng)
        if isinstance(action, SetAside):  # then the take, from the treasure without that card
            return [action, policy.act(dataclasses.replace(view, set_aside=action.card), talk, rng)]
        return [action]

    def claim(self, view: SeatView, board: Sequence[Said], rng: random.Random) -> Said | None:
        return None  # the stories are not on the board yet (docs/architecture.md)

    def table_move(self, views: Mapping[int, SeatView], people: frozenset[int],
                   rng_for: Callable[[int], random.Random],
                   board: Sequence[Said] = ()) -> tuple[int, Action] | None:
        talk = TableTalk()
        for seat, view in sorted(views.items()):
            public = view.public
            if public.phase is Phase.INTERROGATION and seat == public.boss and view.legal_actions:
                # The reasoning Boss's posterior is over the stories told; with none told (no
                # claims board yet) it weighs what it saw as the belief Boss does.
                boss = DiamantenraubPolicy(dataclasses.replace(self._params, reason=0))
                return seat, boss.act(view, talk, rng_for(seat))
        for seat, view in sorted(views.items()):
            public = view.public
            if public.phase is Phase.ACCUSATION and seat in public.may_peng and \
                    self._policy().wants_peng(view, talk, rng_for(seat)):
                return seat, Peng()
        for seat, view in sorted(views.items()):
            public = view.public
            # with nobody who may shout the table reveals by itself; with people who may, they do
            if public.phase is Phase.ACCUSATION and seat == public.accused and public.may_peng \
                    and not (public.may_peng & people) and Reveal() in view.legal_actions:
                return seat, Reveal()
        return None


def seat_bot(family: str) -> DiamantenraubSeatBot:
    return DiamantenraubSeatBot(family)
