"""The Diamantenraub bots as :class:`lab.policy.Policy` objects on the public API.

A :class:`DiamantenraubPolicy` is given exactly ``view(seat)`` and the
:class:`TableTalk` (the stories told) and returns an action; :meth:`~DiamantenraubPolicy.tell`
gives its story once the treasure is back, :meth:`~DiamantenraubPolicy.wants_peng` whether
it shouts "Peng!" at an accusation. It calls the same decision code as the fast driver,
so :func:`play_checked` gives the very same games as :func:`lab.diamantenraub.fast.play`
(a test checks it), through ``apply``, which refuses any illegal move.
"""
from __future__ import annotations

import random
from collections.abc import Iterable

from engine.actions import Action
from engine.cards import Card
from engine.diamantenraub import (
    Accuse,
    Config,
    HideDiamonds,
    Peng,
    Phase,
    Reveal,
    Role,
    SeatView,
    SetAside,
    TakeDiamonds,
    TakeNothing,
    TakeRole,
    is_diamond,
    new_game,
)
from engine.diamantenraub.model import ROLE_OF_CARD
from engine.outcome import Outcome
from lab.diamantenraub.bots import DrBot
from lab.diamantenraub.fast import KIND_OF_ROLE
from lab.diamantenraub.params import DrParams
from lab.diamantenraub.talk import DIEB, ERMITTLER, BossKnowledge, Story, TableTalk
from lab.seeds import BOT_STREAM


def _role_kinds(cards: Iterable[Card]) -> list[tuple[int, Card]]:
    return sorted(((KIND_OF_ROLE[ROLE_OF_CARD[c]], c) for c in cards if c in ROLE_OF_CARD),
                  key=lambda kc: (kc[0], kc[1].sort_key))


class DiamantenraubPolicy:
    """A Diamantenraub bot on the public API (see :mod:`lab.diamantenraub.bots`)."""

    def __init__(self, params: DrParams) -> None:
        self.params = params
        self._bot = DrBot(params)

    def act(self, view: SeatView, talk: TableTalk, rng: random.Random) -> Action:
        public = view.public
        phase = public.phase
        bot = self._bot
        if phase is Phase.HIDING:
            return HideDiamonds(bot.hide(rng))
        if phase is Phase.PASSING:
            return self._take(view, rng)
        if phase is Phase.INTERROGATION:
            return Accuse(bot.accuse(self.knowledge(view, talk), rng))
        return Reveal()  # the accused (shouting is asked for separately: wants_peng)

    def _take(self, view: SeatView, rng: random.Random) -> Action:
        assert view.received is not None
        cards = list(view.received)
        if view.set_aside is not None:
            cards.remove(view.set_aside)
        roles = _role_kinds(cards)
        kinds = [k for k, _ in roles]
        if view.seat == 1 and view.set_aside is None and kinds:
            index = self._bot.set_aside(kinds, rng)
            if index is not None:
                return SetAside(roles[index][1])
        diamonds = sum(1 for c in cards if is_diamond(c))
        last = view.seat == len(view.public.players) - 1
        kind, count = self._bot.take(last, diamonds, kinds, rng)
        if count < 0:
            return TakeRole(roles[kind][1])
        if kind == DIEB:
            return TakeDiamonds(count)
        return TakeNothing()

    def tell(self, view: SeatView, talk: TableTalk, rng: random.Random) -> Story:
        """This seat's story, told after the treasure is back (in seat order)."""
        assert view.take is not None and view.received is not None and view.role is not None
        kind = KIND_OF_ROLE[view.role]
        received = sum(1 for c in view.received if is_diamond(c))
        seen = [k for k, _ in _role_kinds(view.received)]
        last = view.seat == len(view.public.players) - 1
        return self._bot.tell(view.seat, last, kind, view.take.diamonds, received, seen, talk.stories, rng)

    def wants_peng(self, view: SeatView, talk: TableTalk, rng: random.Random) -> bool:
        """Whether this seat shouts "Peng!" now; only the Revolverheld ever does."""
        public = view.public
        if view.role is not Role.REVOLVERHELD or public.accused is None or view.seat not in public.may_peng:
            return False
        assert view.received is not None
        seen = sum(1 for k, _ in _role_kinds(view.received) if k == ERMITTLER)
        open_seats = list(public.open_seats)
        return self._bot.shoot(view.seat, public.accused, public.setup.ermittler, seen, open_seats,
                               public.boss_excuses_left, rng)

    @staticmethod
    def knowledge(view: SeatView, talk: TableTalk) -> BossKnowledge:
        """What the Boss knows, read from his view and the stories."""
        public = view.public
        assert view.built is not None and view.hidden is not None and view.returned is not None
        n = len(public.players)
        sent = sum(1 for c in view.built if is_diamond(c)) - len(view.hidden)
        missing = [0, 0, 0, 0]
        for kind, _ in _role_kinds(view.built):
            missing[kind] += 1
        built = missing[:]
        for kind, _ in _role_kinds(view.returned):
            missing[kind] -= 1
        stories: list[Story | None] = [None] * n
        for story in talk.stories:
            stories[story.seat] = story
        shown: list[int | None] = [None] * n
        shown_diamonds = [0] * n
        for seat in public.seats:
            if seat.shown is not None:
                shown[seat.seat] = KIND_OF_ROLE[seat.shown.role]
                shown_diamonds[seat.seat] = seat.shown.diamonds
        accusable = [a.seat for a in view.legal_actions if isinstance(a, Accuse)]
        recovered = public.diamonds_recovered
        return BossKnowledge(n, sent, sum(1 for c in view.returned if is_diamond(c)), missing,
                             (view.missing or 0) - recovered, public.boss_excuses_left, stories, shown,
                             shown_diamonds, accusable, built)


def play_checked(config: Config, seed: int, policies: tuple[DiamantenraubPolicy, DiamantenraubPolicy]
                 ) -> tuple[Outcome, int]:
    """One game through ``new_game``/``view``/``apply`` (``policies`` = (Boss, players)).

    The table (this function) asks whoever holds the treasure, then every player for a
    story in seat order, then the Boss; after an accusation every seat that may shout is
    asked, then the accused reveals. Returns the outcome and the number of accusations.
    """
    game = new_game(config, seed)
    rng = random.Random(seed ^ BOT_STREAM)
    n = len(config.players)
    boss, players = policies
    talk = TableTalk()
    told = False
    accusations = 0

    def apply(seat: int, action: Action) -> None:
        if action not in game.legal_actions(seat):
            raise AssertionError(f"the bot at seat {seat} chose {action!r}, which is not legal now")
        game.apply(seat, action)

    while (outcome := game.outcome()) is None:
        public = game.public_view()
        if public.phase is Phase.HIDING or public.phase is Phase.INTERROGATION:
            if public.phase is Phase.INTERROGATION and not told:
                for s in range(1, n):
                    talk.stories.append(players.tell(game.view(s), talk, rng))
                told = True
            apply(0, boss.act(game.view(0), talk, rng))
            accusations += public.phase is Phase.INTERROGATION
        elif public.phase is Phase.PASSING:
            seat = public.treasure_holder
            apply(seat, players.act(game.view(seat), talk, rng))
        else:
            accused = public.accused
            assert accused is not None
            shooter = next((s for s in sorted(public.may_peng) if players.wants_peng(game.view(s), talk, rng)), None)
            if shooter is not None:
                apply(shooter, Peng())
            else:
                apply(accused, players.act(game.view(accused), talk, rng))
    return outcome, accusations
