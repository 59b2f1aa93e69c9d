"""The Tempelgold bots as :class:`lab.policy.Policy` objects on the public API.

A :class:`TempelgoldPolicy` is given exactly ``view(seat)`` and the :class:`TableTalk`
(every claim said aloud so far) and returns an action; :meth:`TempelgoldPolicy.claim`
gives its announcement after a look. It rebuilds the public :class:`Record` from the
view's opened chambers and the talk, then calls the same decision code as the fast
driver — so :func:`play_checked` gives the very same games as
:func:`lab.tempelgold.fast.play` (a test checks it), through ``apply``, which refuses
any illegal move.
"""
from __future__ import annotations

import random

from engine.actions import Action
from engine.outcome import Outcome
from engine.tempelgold import Config, EndHopeless, Open, Role, SeatView, new_game
from engine.tempelgold.model import ChamberKind
from engine.tempelgold.tables import FIRST_ROUND_CHAMBERS
from lab.seeds import BOT_STREAM
from lab.tempelgold.bots import TgBot, orders
from lab.tempelgold.params import TgParams
from lab.tempelgold.posterior import Model, TableModel
from lab.tempelgold.talk import EMPTY, GOLD, TRAP, Claim, Record, TableTalk

_KIND = {ChamberKind.GOLD: GOLD, ChamberKind.EMPTY: EMPTY, ChamberKind.TRAP: TRAP}


def record_from(view: SeatView, talk: TableTalk, trust: tuple[float, float, float, float],
                model: Model | None = None) -> Record:
    """The public record as it stands in ``view``: the claims of each round, then its openings
    (with the Bayesian table model when ``model`` is given)."""
    public = view.public
    n = len(public.players)
    post = None if model is None else TableModel(n, model, (public.abenteurer_cards, public.waechter_cards))
    rec = Record(n, public.gold_total, public.traps_total, trust, post)
    opened = public.opened
    i = 0
    for number, claims in enumerate(talk.rounds, start=1):
        by_seat: list[tuple[int, int] | None] = [None] * n
        for claim in claims:
            by_seat[claim.seat] = (claim.gold, claim.traps)
        rec.new_round(FIRST_ROUND_CHAMBERS + 1 - number, by_seat)
        while i < len(opened) and opened[i].round == number:
            chamber = opened[i]
            rec.opened(chamber.opener, chamber.owner, _KIND[chamber.kind])
            i += 1
    return rec


class TempelgoldPolicy:
    """A Tempelgold bot on the public API (see :mod:`lab.tempelgold.bots` for what it does)."""

    def __init__(self, params: TgParams) -> None:
        self.params = params
        self._bot = TgBot(params)

    def claim(self, view: SeatView, talk: TableTalk, rng: random.Random) -> Claim:
        """What this seat announces after looking at its chambers."""
        gold, traps = self._bot.claim(view.role is Role.WAECHTER, view.gold, view.traps, len(view.chambers), rng)
        return Claim(view.seat, Role.ABENTEURER.value, gold, traps)

    def act(self, view: SeatView, talk: TableTalk, rng: random.Random) -> Action:
        public = view.public
        if public.hopeless:
            return EndHopeless()
        waechter = view.role is Role.WAECHTER
        rec = record_from(view, talk, self.params.trust_key(), None if waechter else self.params.model_key())
        seat = view.seat
        owner, slot = self._bot.choose(seat, waechter, rec, view.gold, view.traps,
                                       len(view.chambers), orders(len(public.players))[seat], rng)
        return Open(owner, slot)


def play_checked(config: Config, seed: int, policies: tuple[TempelgoldPolicy, TempelgoldPolicy]) -> tuple[Outcome, int]:
    """One game through ``new_game``/``view``/``apply`` (``policies`` = (Abenteurer, Wächter)).

    The table (this function) asks every seat for its claim after each look, in seat order,
    then asks the key holder for an action. Returns the outcome and the number of openings.
    """
    game = new_game(config, seed)
    rng = random.Random(seed ^ BOT_STREAM)
    talk = TableTalk()
    n = len(config.players)
    seat_policy = [policies[game.view(s).role is Role.WAECHTER] for s in range(n)]
    openings = 0
    while (outcome := game.outcome()) is None:
        public = game.public_view()
        if public.round > len(talk.rounds):
            talk.rounds.append([seat_policy[s].claim(game.view(s), talk, rng) for s in range(n)])
        key = public.key_holder
        view = game.view(key)
        action = seat_policy[key].act(view, talk, rng)
        if action not in view.legal_actions:
            raise AssertionError(f"the bot at seat {key} chose {action!r}, which is not legal now")
        game.apply(key, action)
        openings += isinstance(action, Open)
    return outcome, openings
