"""Diamantenraub's bots at the table (:mod:`lab.table_bots`): their stories, the Boss's
questions and accusations, a "Peng!", a reveal.

Behind the curtain a computer Boss hides diamonds and a computer player takes (seat 1 may
set a card aside first: both go in one commit, as from a person's panel). On the table a
computer Boss accuses, a computer Revolverheld may shout "Peng!", and a computer that is
accused reveals its take, but only once no person may still shout (the table's people press
"Reveal" for it otherwise, as they would wait for a person). Every decision is
:class:`lab.diamantenraub.checked.DiamantenraubPolicy`'s from the seat's own view and the
claims board, read as the lab's :class:`~lab.diamantenraub.talk.TableTalk`:

* **Stories** (topic ``"story"``, words ``received`` and ``took``, a role kind or
  ``NOTHING`` of :mod:`lab.diamantenraub.talk`): the table talks in seat order, as the
  lab's driver does. A computer player tells its story (:meth:`DiamantenraubPolicy.tell`,
  given the stories told before his) when the Boss asks him; with a Boss who asks nothing on
  the board (a person), once every player before him has answered. An answer with no words (``values`` empty: "answered aloud", not entered)
  counts as answered and tells nothing; a player after such a gap tells his story without
  lining up the stories before his (the lab's ``scheme`` needs all of them).
* **The Boss's questions** (topic ``"ask"``, word ``seat``): a computer Boss asks the
  players in seat order, one question at a time, and waits for each answer
  (:meth:`DiamantenraubSeatBot.waits`) for as long as the table needs. Then it accuses: by
  its posterior over the stories (the ``reasoning`` Boss) when every player's story is on
  the board, otherwise by what it saw alone, as the belief Boss weighs it (``reason=0``):
  a story missing from the board is no evidence of a gap.
"""
from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence

from engine.actions import Action
from engine.diamantenraub import Peng, Phase, Reveal, SeatView, SetAside
from lab.diamantenraub.checked import DiamantenraubPolicy
from lab.diamantenraub.params import FAMILIES
from lab.diamantenraub.talk import Story, TableTalk
from lab.table_bots import Said, latest

STORY = "story"
ASK = "ask"
"""The board's topics: a player's story, the Boss's question."""
RECEIVED, TOOK, ASKED = "received", "took", "seat"
"""The words of a story (diamonds in the treasure when he got it, the kind he says he
took) and of a question (whom the Boss asks)."""


def answered(board: Sequence[Said]) -> set[int]:
    """The seats that have answered (a story, or an answer given aloud and not entered)."""
    return set(latest(board, STORY))


def stories(board: Sequence[Said]) -> list[Story]:
    """The stories on the board, each seat's last, in seat order (answers without words left out)."""
    return [Story(s.seat, s.get(RECEIVED), s.get(TOOK)) for _, s in sorted(latest(board, STORY).items())
            if s.values]


def asked(board: Sequence[Said]) -> list[int]:
    """The seats the Boss has asked, in the order asked."""
    return [s.get(ASKED, -1) for s in board if s.topic == ASK]


def _players(view: SeatView) -> range:
    return range(1, len(view.public.players))  # the Boss is seat 0; the players in seat order from his left


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
        public = view.public
        if public.phase is not Phase.INTERROGATION or public.outcome is not None:
            return None
        done = answered(board)
        questions = asked(board)
        if view.seat == public.boss:  # one question at a time, in seat order
            if any(s not in done for s in questions):
                return None
            ask = next((s for s in _players(view) if s not in done and s not in questions), None)
            return None if ask is None else Said(view.seat, ASK, ((ASKED, ask),))
        if view.seat in done or view.take is None:
            return None
        if view.seat not in questions and (questions or any(s not in done for s in _players(view) if s < view.seat)):
            return None  # a Boss who asks is answered when he asks; else the table talks in seat order
        before = [story for story in stories(board) if story.seat < view.seat]
        if [story.seat for story in before] == list(range(1, view.seat)):
            story = self._policy().tell(view, TableTalk(stories=before), rng)
        else:  # an answer before his is not on the board: he lines up no stories (scheme=0)
            plain = DiamantenraubPolicy(dataclasses.replace(self._params, scheme=0))
            story = plain.tell(view, TableTalk(), rng)
        return Said(view.seat, STORY, ((RECEIVED, story.received), (TOOK, story.took)))

    def waits(self, view: SeatView, board: Sequence[Said]) -> bool:
        """The computer Boss waits for the players' answers before he accuses, once he has
        begun to ask (a table without a board, where he asks nothing, is not kept waiting)."""
        public = view.public
        return (public.phase is Phase.INTERROGATION and view.seat == public.boss and bool(asked(board))
                and any(s not in answered(board) for s in _players(view)))

    def table_move(self, views: Mapping[int, SeatView], people: frozenset[int],
                   rng_for: Callable[[int], random.Random],
                   board: Sequence[Said] = ()) -> tuple[int, Action] | None:
        for seat, view in sorted(views.items()):
            public = view.public
            if public.phase is Phase.INTERROGATION and seat == public.boss and view.legal_actions:
                if self.waits(view, board):
                    return None
                told = stories(board)
                if len(told) == len(_players(view)):  # every story on the board: his posterior reads them
                    boss, talk = self._policy(), TableTalk(stories=told)
                else:  # some missing: by what he saw, as without a board
                    boss, talk = DiamantenraubPolicy(dataclasses.replace(self._params, reason=0)), TableTalk()
                return seat, boss.act(view, talk, rng_for(seat))
        talk = TableTalk(stories=stories(board))
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
