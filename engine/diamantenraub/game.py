"""Diamantenraub, played by its rules (diamantenraub.de.txt, TABLES.md, CLARIFICATIONS.md).

The state is plain mutable lists for speed; nothing outside this module sees it except
through :meth:`DiamantenraubGame.view` and :meth:`DiamantenraubGame.public_view`.

The transitions (``_hide``, ``_set_card_aside``, ``_take_diamonds``, ``_take_role``,
``_take_nothing``, ``_accuse``, ``_peng``, ``_reveal``) assume a legal action; ``_check``
says in words why an action is refused. The fast path calls the same transitions.

Decisions where the rules leave room (each also in the method that implements it):

- Which diamond cards the Boss hides or a thief takes is not a choice (diamonds are
  interchangeable): they always leave from the end of the pile. Which cards of each kind
  are dealt is chosen by the seed, uniformly over all combinations.
- "Empty treasure" (clarification 8) means no cards at all. A treasure holding only role
  cards is not empty: the holder must take one (unless he is the last player).
- A seat whose take was already shown but who is still in the game (an innocent holding an
  excuse) may still shout "Peng!": nothing forbids it. Everybody who may shout is pending
  during an accusation, so ``pending_seats`` never tells who holds D♠.
- A real shot also shows the Revolverheld's take (he is out, and the out show their card).
  The shooter is out and so cannot shoot twice; a false shouter is out too.
- The Fahrer chain applies to every ending, including the "alone" endings of an Ermittler
  or a Revolverheld: the text says "In jedem Fall".
- Refusals: ``NotYourTurnError`` when the seat is not in :meth:`pending_seats` (including
  a player who already took and tries again, e.g. "diamonds and a role card"),
  ``InvalidActionError`` when it may act but not like this.
- Clarification 4 (nothing missing) cannot happen with the table's treasures (every seat
  but the last would have to take a role card, and there are fewer role cards than that);
  the rule is implemented and tested with a built treasure.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations, repeat
from math import comb, factorial
from operator import is_
from typing import Any

from engine.actions import Action
from engine.cards import Card
from engine.diamantenraub import messages as _messages  # noqa: F401  (registers the log templates)
from engine.diamantenraub.actions import (
    ACTION_TYPES,
    Accuse,
    HideDiamonds,
    Peng,
    Reveal,
    SetAside,
    TakeDiamonds,
    TakeNothing,
    TakeRole,
)
from engine.diamantenraub.config import Config
from engine.diamantenraub.model import ROLE_OF_CARD, Phase, Reason, Role, is_diamond
from engine.diamantenraub.tables import (
    DIAMOND_CARDS,
    ERMITTLER_CARDS,
    EXCUSE_CARDS,
    FAHRER_CARDS,
    GETREUE_CARDS,
    MAX_HIDDEN,
    MAX_PLAYERS,
    REVOLVERHELD_CARD,
    Setup,
    setup_for,
)
from engine.diamantenraub.views import FinalReveal, PublicView, SeatSummary, SeatView, Take
from engine.errors import InvalidActionError, NotYourTurnError
from engine.game import Game
from engine.log import LogEntry, make_entry, visible_log
from engine.outcome import Outcome

BOSS = 0
_HIDING, _PASSING, _INTERROGATION, _ACCUSATION, _OVER = (
    Phase.HIDING, Phase.PASSING, Phase.INTERROGATION, Phase.ACCUSATION, Phase.OVER)
_BOSS_RECOVERED_ALL, _BOSS_ELIMINATED = Reason.BOSS_RECOVERED_ALL, Reason.BOSS_ELIMINATED
_DIEB = Role.DIEB
_ERMITTLER = Role.ERMITTLER
_FAHRER = Role.FAHRER
_STRASSENKIND = Role.STRASSENKIND
_REVOLVERHELD = Role.REVOLVERHELD
_ROLE_BY_RANK = {"A": Role.ERMITTLER, "J": Role.FAHRER, "Q": Role.REVOLVERHELD}
"""Role cards by rank; every other role card is a black number card, a Getreuer (TABLES.md)."""
_GETREUER = Role.GETREUER
_ROLE_NAMES = {
    Role.BOSS: "Boss", Role.DIEB: "Dieb", Role.GETREUER: "Getreuer", Role.ERMITTLER: "Verdeckter Ermittler",
    Role.FAHRER: "Fahrer", Role.REVOLVERHELD: "Revolverheld", Role.STRASSENKIND: "Straßenkind",
}


_PLAYOUT_PROTOTYPES: dict[tuple[int, bool, int], tuple[dict[str, Any], tuple[str, ...]]] = {}

# Actions are immutable values, so legal_actions hands out shared instances: building a
# dozen new dataclasses per call would dominate the checked path of a simulation.
_HIDE_ACTIONS = tuple(HideDiamonds(k) for k in range(MAX_HIDDEN + 1))
_TAKE_DIAMONDS_ACTIONS = tuple(TakeDiamonds(k) for k in range(1, len(DIAMOND_CARDS) + 1))
_ACCUSE_ACTIONS = tuple(Accuse(s) for s in range(MAX_PLAYERS))
_TAKE_ROLE_ACTIONS = {id(c): TakeRole(c) for c in ROLE_OF_CARD}
_SET_ASIDE_ACTIONS = {id(c): SetAside(c) for c in ROLE_OF_CARD}
"""Keyed by ``id`` of the canonical card objects (the deal only uses those); a card that is
not canonical simply gets a new action."""
_REVEAL, _PENG, _TAKE_NOTHING = Reveal(), Peng(), TakeNothing()


def _role_actions(table: dict[int, Action], kind: type[Action], cards: list[Card]) -> list[Action]:
    try:
        return list(map(table.__getitem__, map(id, cards)))
    except KeyError:  # a card object that is not the canonical one (only in hand-built games)
        return [kind(c) for c in cards]  # type: ignore[call-arg]


@cache
def _deal_table(players: int, revolverheld: bool, excuses_delta: int) -> tuple[Setup, int, tuple[tuple[tuple[Card, ...], ...], ...]]:
    """For one config: its setup, and every way to choose the cards of each kind (a few
    thousand at most per kind), with the number of combined choices. Cached per config,
    keyed by plain values so that no card is hashed on the way to a deal."""
    setup = setup_for(players, revolverheld, excuses_delta)
    parts = (
        (DIAMOND_CARDS, setup.diamonds),
        (GETREUE_CARDS, setup.getreue),
        (ERMITTLER_CARDS, setup.ermittler),
        (FAHRER_CARDS, setup.fahrer),
        (EXCUSE_CARDS, setup.excuses),
    )
    options = tuple(tuple(combinations(pool, k)) for pool, k in parts)
    total = 1
    for pool, k in parts:
        total *= comb(len(pool), k)
    return setup, total, options


@cache
def _playout_deal(players: int, revolverheld: bool, excuses_delta: int) -> tuple[Setup, tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """The fast path's fixed deal for one config: the first cards of each kind."""
    setup, _, options = _deal_table(players, revolverheld, excuses_delta)
    diamonds, getreue, ermittler, fahrer, excuses = (choices[0] for choices in options)
    roles = (*getreue, *ermittler, *fahrer, *((REVOLVERHELD_CARD,) if setup.revolverheld else ()))
    return setup, diamonds, roles, excuses


def _holds(cards: list[Card], card: Card) -> bool:
    """``card in cards``, by identity first (cheap), by equality only if that fails."""
    return any(map(is_, cards, repeat(card))) or card in cards


def _remove_card(cards: list[Card], card: Card) -> None:
    """``cards.remove(card)``, by identity first (see :func:`_holds`)."""
    for i, c in enumerate(cards):
        if c is card:
            del cards[i]
            return
    cards.remove(card)


_SINGLE_SEAT = tuple(frozenset((s,)) for s in range(MAX_PLAYERS))


def _card_order(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: c.sort_key))


class DiamantenraubGame(Game):
    """A game of Diamantenraub. Seats are 0…n-1 clockwise; seat 0 is the Boss."""

    GAME_ID = "diamantenraub"
    ACTION_TYPES = ACTION_TYPES
    config: Config

    def __init__(self, config: Config, seed: int, *, logging: bool = True) -> None:
        super().__init__(config, seed, logging=logging)
        setup, total, options = _deal_table(len(config.players), config.revolverheld, config.excuses_delta)
        # Which cards of each kind play is chosen by the seed (TABLES.md: within one kind,
        # rank and suit do not matter): one draw over all combined choices, uniform, decoded
        # kind by kind. Cheap, which matters for simulations.
        # The treasure also lies in a secret, shuffled order: hidden and taken diamonds are
        # cut from its end, and cut from a sorted pile a shown take would tell the table how
        # many diamonds were hidden or taken before it. The same single draw picks that order
        # (its last digits, read as a Fisher–Yates shuffle: one random number, not fifteen).
        index = self._rng.randrange(total * factorial(setup.diamonds))
        chosen = []
        for choices in options:
            index, which = divmod(index, len(choices))
            chosen.append(choices[which])
        diamonds_chosen, getreue, ermittler, fahrer, excuses = chosen
        diamonds = list(diamonds_chosen)
        for last in range(len(diamonds) - 1, 0, -1):
            index, other = divmod(index, last + 1)
            diamonds[last], diamonds[other] = diamonds[other], diamonds[last]
        roles = [*getreue, *ermittler, *fahrer]
        if setup.revolverheld:
            roles.append(REVOLVERHELD_CARD)
        self._start(setup, diamonds, roles, list(excuses))

    @classmethod
    def _for_playout(cls, config: Config) -> DiamantenraubGame:
        """Fast path only: a game without log, history or PRNG, dealt the first cards of each kind.

        Which cards of a kind play never changes what happens (the rules see only kinds, and
        the role cards always lie in the same order of kinds), so a playout's outcome is the
        same as for the deal of any seed. Skipping the seeded deal matters: seeding a
        Mersenne Twister costs about a sixth of a whole random game. The state is copied
        from a prototype built once per table column by :meth:`_start` itself, every list
        copied fresh, so the two can never differ.
        """
        key = (len(config.players), config.revolverheld, config.excuses_delta)
        prototype = _PLAYOUT_PROTOTYPES.get(key)
        if prototype is None:
            prototype = _PLAYOUT_PROTOTYPES[key] = cls._playout_prototype(config)
        state, lists = prototype
        game = cls.__new__(cls)
        attributes = game.__dict__
        attributes.update(state)
        for name in lists:
            attributes[name] = attributes[name][:]  # never share a mutable list between games
        game.config = config
        game._names = tuple(config.players)
        return game

    @classmethod
    def _playout_prototype(cls, config: Config) -> tuple[dict[str, Any], tuple[str, ...]]:
        game = cls.__new__(cls)
        game.config = config
        game._seed = 0
        game._rng = None  # type: ignore[assignment]  # no chance events after the deal
        game._history = []
        game._log = []
        game._logging = False
        game._outcome = None
        setup, diamonds, roles, excuses = _playout_deal(len(config.players), config.revolverheld, config.excuses_delta)
        game._start(setup, list(diamonds), list(roles), list(excuses))
        state = dict(game.__dict__)
        return state, tuple(name for name, value in state.items() if isinstance(value, list))

    def _start(self, setup: Setup, diamonds: list[Card], roles: list[Card], excuses: list[Card]) -> None:
        n = self._n = len(self.config.players)
        self._pending_log: list[tuple[str, Any, dict[str, str | int]]] = []
        self._names = tuple(self.config.players)
        self._setup = setup
        self._dealt_diamonds = tuple(diamonds)  # the treasure as the Boss built it
        self._dealt_roles = tuple(roles)
        self._diamonds = diamonds  # the diamond cards in the treasure now (taken from the end)
        self._roles = roles  # the role cards in the treasure now
        self._excuses = excuses  # the Boss's excuses still face up
        self._phase = _HIDING
        self._holder = BOSS
        self._hidden: list[Card] = []
        self._set_aside: Card | None = None
        self._take: list[list[Card] | tuple[Card, ...] | None] = [None] * n
        self._role: list[Role | None] = [Role.BOSS] + [None] * (n - 1)
        self._in_game = [True] * n
        self._shown = [False] * n
        self._shouted = [False] * n
        self._given: list[tuple[Card, ...]] = [()] * n  # excuses received
        self._missing = 0  # diamonds missing when the treasure came back
        self._recovered = 0
        self._outstanding = 0  # stolen diamonds not yet back with the Boss
        self._accused: int | None = None
        if self._logging:
            self._log_event(
                "dr.start",
                boss=self._names[BOSS],
                diamonds=len(diamonds),
                roles=len(roles),
                excuses=len(excuses),
            )

    @classmethod
    def _from_deal(
        cls,
        config: Config,
        diamonds: Sequence[Card],
        roles: Sequence[Card],
        excuses: Sequence[Card] = (),
        seed: int = 0,
    ) -> DiamantenraubGame:
        """Test-only: a game with a given treasure (the worked example). Not part of the API.

        Diamonds are hidden and taken from the *end* of ``diamonds``.
        """
        game = cls.__new__(cls)
        Game.__init__(game, config, seed)
        setup = Setup(
            diamonds=len(diamonds),
            getreue=sum(ROLE_OF_CARD[c] is Role.GETREUER for c in roles),
            ermittler=sum(ROLE_OF_CARD[c] is Role.ERMITTLER for c in roles),
            fahrer=sum(ROLE_OF_CARD[c] is Role.FAHRER for c in roles),
            excuses=len(excuses),
            revolverheld=sum(c == REVOLVERHELD_CARD for c in roles),
        )
        game._start(setup, list(diamonds), list(roles), list(excuses))
        return game

    # -- queries ----------------------------------------------------------------------
    @property
    def player_count(self) -> int:
        return self._n

    def accusable(self) -> list[int]:
        """Clarification 5: anyone but the Boss, still in the game, whose take is not shown."""
        in_game, shown = self._in_game, self._shown
        return [s for s in range(1, self._n) if in_game[s] and not shown[s]]

    def may_peng(self) -> frozenset[int]:
        """Seats that may shout "Peng!" now: during an accusation with the Revolverheld variant,
        everybody still in the game except the Boss and the accused (clarification 9).
        Whether a seat holds D♠ is not visible here: anyone may shout, only D♠ shoots."""
        accused = self._accused
        if accused is None or not self.config.revolverheld or self._phase is not _ACCUSATION:
            return frozenset()
        in_game = self._in_game
        return frozenset(s for s in range(1, self._n) if s != accused and in_game[s])

    def pending_seats(self) -> frozenset[int]:
        phase = self._phase
        if phase is _PASSING:
            return _SINGLE_SEAT[self._holder]
        if phase is _ACCUSATION:
            return self.may_peng() | {self._accused}
        if phase is _OVER:
            return frozenset()
        return _SINGLE_SEAT[BOSS]

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self._phase
        if phase is _PASSING:
            if seat != self._holder:
                return []
            roles = self._roles
            actions: list[Action] = []
            if seat == 1 and self._set_aside is None:
                actions.extend(_role_actions(_SET_ASIDE_ACTIONS, SetAside, roles))
            actions.extend(_TAKE_DIAMONDS_ACTIONS[: len(self._diamonds)])
            actions.extend(_role_actions(_TAKE_ROLE_ACTIONS, TakeRole, roles))
            if self._may_take_nothing(seat):
                actions.append(_TAKE_NOTHING)
            return actions
        if phase is _ACCUSATION:
            if seat == self._accused:
                return [_REVEAL]
            return [_PENG] if seat in self.may_peng() else []
        if phase is _INTERROGATION:
            return [_ACCUSE_ACTIONS[s] for s in self.accusable()] if seat == BOSS else []
        if phase is _HIDING:
            return list(_HIDE_ACTIONS) if seat == BOSS else []
        return []

    def _may_take_nothing(self, seat: int) -> bool:
        """Clarification 8: only with an empty treasure (no cards at all), or the last player."""
        return seat == self._n - 1 or not (self._diamonds or self._roles)

    # -- the checked path -------------------------------------------------------------
    def _check(self, seat: int, action: Action) -> None:
        """Refuse with ``NotYourTurnError`` when ``seat`` may not act at all now (it is not in
        :meth:`pending_seats`), else with ``InvalidActionError`` when it may act, but not so."""
        name = self._names[seat]
        boss = self._names[BOSS]
        phase = self._phase
        if phase is _HIDING:
            if seat != BOSS:
                raise NotYourTurnError(f"{name} must wait: the Boss, {boss}, first hides diamonds")
            if not isinstance(action, HideDiamonds):
                raise InvalidActionError(f"{boss} must first hide 0 to {MAX_HIDDEN} diamonds")
            if not 0 <= action.count <= min(MAX_HIDDEN, len(self._diamonds)):
                raise InvalidActionError(
                    f"{boss} may hide 0 to {MAX_HIDDEN} diamonds, not {action.count}"
                )
            return
        if phase is _PASSING:
            self._check_passing(seat, name, action)
            return
        if phase is _INTERROGATION:
            if seat != BOSS:
                raise NotYourTurnError(f"{name} must wait: the Boss, {boss}, is interrogating")
            if isinstance(action, Peng):
                raise InvalidActionError(f"{boss} is the Boss and never shouts \"Peng!\"")
            if not isinstance(action, Accuse):
                raise InvalidActionError(f"{boss} may only accuse someone now")
            self._check_accuse(action.seat)
            return
        # _ACCUSATION (the game-over case is refused by Game.apply)
        accused = self._accused
        assert accused is not None
        if seat not in self.pending_seats():
            if seat == BOSS:
                if isinstance(action, Peng):
                    raise NotYourTurnError(f"{boss} is the Boss and never shouts \"Peng!\"")
                raise NotYourTurnError(f"{boss} has accused {self._names[accused]} and must wait for the reveal")
            if not self._in_game[seat]:
                raise NotYourTurnError(f"{name} is out of the game and may not act any more")
            raise NotYourTurnError(f"{name} may not act now: {self._names[accused]} must show their take")
        if isinstance(action, Reveal):
            if seat != accused:
                raise InvalidActionError(f"only {self._names[accused]}, who is accused, shows their take; {name} is not accused")
            return
        if isinstance(action, Peng):
            if not self.config.revolverheld:
                raise InvalidActionError(f"{name} may not shout \"Peng!\": this game is played without the Revolverheld")
            if seat == accused:
                raise InvalidActionError(f"{name} is accused and may not shout \"Peng!\"")
            return
        if seat == accused:
            raise InvalidActionError(f"{name} is accused and must show their take")
        raise InvalidActionError(f"{name} may only shout \"Peng!\" now, or keep quiet")

    def _check_passing(self, seat: int, name: str, action: Action) -> None:
        holder = self._holder
        taking = isinstance(action, (TakeDiamonds, TakeRole, TakeNothing, SetAside))
        if seat != holder:
            if taking and self._take[seat] is not None:
                raise NotYourTurnError(
                    f"{name} has already taken from the treasure and passed it on; nobody takes twice "
                    "(and nobody may take diamonds and a role card)"
                )
            raise NotYourTurnError(f"{name} is not holding the treasure; {self._names[holder]} is")
        if not taking:
            raise InvalidActionError(f"{name} is holding the treasure and must take from it")
        diamonds, roles = self._diamonds, self._roles
        if isinstance(action, SetAside):
            if seat != 1:
                raise InvalidActionError(f"only the first player may set a card aside, and {name} is not the first player")
            if self._set_aside is not None:
                raise InvalidActionError(f"{name} has already set a role card aside; only one is allowed")
            if is_diamond(action.card):
                raise InvalidActionError(f"{name} may set aside only a role card, not a diamond ({action.card})")
            if not _holds(roles, action.card):
                raise InvalidActionError(f"the role card {action.card} is not in the treasure")
        elif isinstance(action, TakeDiamonds):
            if action.count < 1:
                raise InvalidActionError(
                    f"{name} must take at least one diamond (taking nothing is only for an empty treasure or the last player)"
                )
            if action.count > len(diamonds):
                raise InvalidActionError(
                    f"{name} may not take {action.count} diamonds: there are only {len(diamonds)} in the treasure"
                )
        elif isinstance(action, TakeRole):
            if not _holds(roles, action.card):
                raise InvalidActionError(f"the role card {action.card} is not in the treasure that {name} holds")
        elif not self._may_take_nothing(seat):
            raise InvalidActionError(
                f"{name} may not take nothing: the treasure is not empty and {name} is not the last player"
            )

    def _check_accuse(self, target: int) -> None:
        boss = self._names[BOSS]
        if not 0 <= target < self._n:
            raise InvalidActionError(f"there is no seat {target} to accuse")
        if target == BOSS:
            raise InvalidActionError(f"{boss} may not accuse himself")
        if not self._in_game[target]:
            raise InvalidActionError(f"{self._names[target]} is out of the game and cannot be accused")
        if self._shown[target]:
            raise InvalidActionError(f"{self._names[target]} has already shown their take and cannot be accused again")

    def _perform(self, seat: int, action: Action) -> None:
        kind = type(action)
        if kind is TakeDiamonds:
            self._take_diamonds(action.count)  # type: ignore[attr-defined]
        elif kind is TakeRole:
            self._take_role(action.card)  # type: ignore[attr-defined]
        elif kind is TakeNothing:
            self._take_nothing()
        elif kind is SetAside:
            self._set_card_aside(action.card)  # type: ignore[attr-defined]
        elif kind is HideDiamonds:
            self._hide(action.count)  # type: ignore[attr-defined]
        elif kind is Accuse:
            self._accuse(action.seat)  # type: ignore[attr-defined]
        elif kind is Reveal:
            self._reveal()
        else:
            self._peng(seat)

    # -- transitions (shared with the fast path) --------------------------------------
    def _hide(self, count: int) -> None:
        diamonds = self._diamonds
        cut = len(diamonds) - count
        self._hidden = diamonds[cut:]
        del diamonds[cut:]
        self._phase = _PASSING
        self._holder = 1
        if self._logging:
            self._log_event("dr.hide.private", (BOSS,), boss=self._names[BOSS], count=count)
            self._log_event("dr.hide", boss=self._names[BOSS], next=self._names[1])

    def _back_to_boss(self) -> None:
        """The treasure is back: the Boss looks and knows how many are missing; the table does not.

        What each seat saw is not copied on the way round: the treasure only ever loses
        cards, so :meth:`_treasure_for` rebuilds it for the views from the takes."""
        self._holder = BOSS
        missing = self._missing = self._outstanding = len(self._dealt_diamonds) - len(self._hidden) - len(self._diamonds)
        self._phase = _INTERROGATION
        if self._logging:
            self._log_event("dr.returned", boss=self._names[BOSS])
            self._log_event(
                "dr.returned.private", (BOSS,), boss=self._names[BOSS], diamonds=len(self._diamonds),
                roles=len(self._roles), missing=missing,
            )
        if missing == 0:  # clarification 4
            self._finish(Reason.BOSS_RECOVERED_ALL)

    def _set_card_aside(self, card: Card) -> None:
        _remove_card(self._roles, card)
        self._set_aside = card
        if self._logging:
            self._log_event("dr.set_aside", (1,), player=self._names[1], card=str(card))

    def _take_diamonds(self, count: int) -> None:
        seat = self._holder
        diamonds = self._diamonds
        cut = len(diamonds) - count
        self._take[seat] = diamonds[cut:]
        del diamonds[cut:]
        self._role[seat] = _DIEB
        if self._logging:
            self._log_event("dr.take.diamonds", (seat,), player=self._names[seat], count=count,
                            diamonds=len(diamonds) + count, roles=len(self._roles))
            self._log_event("dr.take", player=self._names[seat])
        self._holder = seat = seat + 1
        if seat == self._n:
            self._back_to_boss()

    def _take_role(self, card: Card) -> None:
        seat = self._holder
        roles = self._roles
        # By identity first: the cards are the canonical objects, and comparing with Card's
        # generated __eq__ on the way would cost more than the rest of this move.
        for i, c in enumerate(roles):
            if c is card:
                del roles[i]
                break
        else:
            roles.remove(card)
        self._take[seat] = (card,)
        self._role[seat] = _ROLE_BY_RANK.get(card.rank, _GETREUER)
        if self._logging:
            self._log_event("dr.take.role", (seat,), player=self._names[seat], card=str(card),
                            diamonds=len(self._diamonds), roles=len(self._roles) + 1)
            self._log_event("dr.take", player=self._names[seat])
        self._holder = seat = seat + 1
        if seat == self._n:
            self._back_to_boss()

    def _take_nothing(self) -> None:
        seat = self._holder
        self._take[seat] = ()
        self._role[seat] = _STRASSENKIND
        if self._logging:
            self._log_event("dr.take.nothing", (seat,), player=self._names[seat],
                            diamonds=len(self._diamonds), roles=len(self._roles))
            self._log_event("dr.take", player=self._names[seat])
        self._holder = seat = seat + 1
        if seat == self._n:
            self._back_to_boss()

    def _accuse(self, seat: int) -> None:
        self._accused = seat
        self._phase = _ACCUSATION
        if self._logging:
            self._log_event("dr.accuse", boss=self._names[BOSS], accused=self._names[seat])

    def _reveal(self) -> None:
        """The accused shows their take (text, "Das Verhör")."""
        seat = self._accused
        assert seat is not None
        self._accused = None
        self._phase = _INTERROGATION
        self._shown[seat] = True
        role = self._role[seat]
        if role is _DIEB:
            if self._logging:
                self._log_event("dr.reveal.dieb", player=self._names[seat], count=len(self._take[seat]))  # type: ignore[arg-type]
            self._recover(seat)
        elif role is _ERMITTLER:
            if self._logging:
                self._log_event("dr.reveal.ermittler", player=self._names[seat], card=str(self._take[seat][0]))  # type: ignore[index]
            self._finish(Reason.ERMITTLER_ACCUSED, alone=seat)
        elif self._excuses:
            # Getreuer, Fahrer, Straßenkind or Revolverheld: wrongly accused, keeps the excuse, stays in.
            self._given[seat] += (self._excuses.pop(),)
            if self._logging:
                self._log_event("dr.reveal.innocent", player=self._names[seat], what=self._what(seat), boss=self._names[BOSS])
        else:
            self._in_game[BOSS] = False
            if self._logging:
                self._log_event("dr.reveal.no_excuse", player=self._names[seat], what=self._what(seat), boss=self._names[BOSS])
            self._finish(Reason.BOSS_ELIMINATED)

    def _peng(self, seat: int) -> None:
        """Clarification 9. Only D♠ shoots; anyone else who shouts has broken the rules."""
        accused = self._accused
        assert accused is not None
        self._shouted[seat] = True
        self._shown[seat] = True
        if self._role[seat] is not _REVOLVERHELD:
            self._in_game[seat] = False
            # Out like a caught player; the accusation goes on (still waiting for the reveal).
            if self._role[seat] is _DIEB:
                if self._logging:
                    self._log_event("dr.peng.false.dieb", player=self._names[seat], count=len(self._take[seat]))  # type: ignore[arg-type]
                self._recover(seat)
            elif self._logging:
                self._log_event("dr.peng.false", player=self._names[seat], what=self._what(seat))
            return
        card = str(REVOLVERHELD_CARD)
        self._accused = None
        self._phase = _INTERROGATION
        self._shown[accused] = True
        if self._role[accused] is _ERMITTLER:
            if self._logging:
                self._log_event("dr.peng.ermittler", player=self._names[seat], card=card,
                                accused=self._names[accused], what=self._what(accused))
            self._finish(Reason.REVOLVERHELD_SHOT_ERMITTLER, alone=seat)
            return
        self._in_game[seat] = self._in_game[accused] = False  # both out; nobody receives an excuse
        if self._role[accused] is _DIEB:
            if self._logging:
                self._log_event("dr.peng.shot.dieb", player=self._names[seat], card=card,
                                accused=self._names[accused], count=len(self._take[accused]))  # type: ignore[arg-type]
            self._recover(accused)
        elif self._logging:
            self._log_event("dr.peng.shot", player=self._names[seat], card=card,
                            accused=self._names[accused], what=self._what(accused))

    def _recover(self, thief: int) -> None:
        """A thief's diamonds go back to the Boss and the thief is out; maybe all are back."""
        self._in_game[thief] = False
        count = len(self._take[thief])  # type: ignore[arg-type]
        self._recovered += count
        self._outstanding -= count
        if self._outstanding == 0:
            self._finish(Reason.BOSS_RECOVERED_ALL)

    def _what(self, seat: int) -> str:
        role = self._role[seat]
        take = self._take[seat]
        name = _ROLE_NAMES[role]  # type: ignore[index]
        return f"{name} {take[0]}" if take and role is not _DIEB else name

    def _finish(self, reason: Reason, alone: int | None = None) -> None:
        """Decide the winners (text "Spielende", clarifications 2, 3, 6, 10)."""
        role = self._role
        n = self._n
        best = 0
        if reason is _BOSS_RECOVERED_ALL:
            # The Revolverheld plays as a Getreuer; eliminated Getreue still win (clarification 3).
            winners = {s for s in range(n) if role[s] is _GETREUER or role[s] is _REVOLVERHELD}
            winners.add(BOSS)
        elif reason is _BOSS_ELIMINATED:
            # Thieves must still be in the game; ties all win; every Straßenkind wins with them.
            thieves = [s for s in range(1, n) if role[s] is _DIEB and self._in_game[s]]
            best = max(len(self._take[s]) for s in thieves)  # type: ignore[arg-type]
            winners = {s for s in thieves if len(self._take[s]) == best}  # type: ignore[arg-type]
            winners.update(s for s in range(1, n) if role[s] is _STRASSENKIND)
        else:
            winners = {alone}  # type: ignore[arg-type]
        # Fahrer chain (clarification 2): seat s depends only on s-1, so one pass in seat
        # order reaches the fixed point. The Boss (seat 0) is never a Fahrer.
        if _FAHRER in role:
            for s in range(1, n):
                if role[s] is _FAHRER and s - 1 in winners:
                    winners.add(s)
        self._phase = _OVER
        self._accused = None
        self._outcome = Outcome(
            frozenset(winners),
            reason,
            {"roles": tuple(role), "best": best, "alone": alone},
        )
        if self._logging:
            self._log_event(f"dr.end.{reason.value}", player="" if alone is None else self._names[alone], best=best)
            self._log_event("dr.end.winners", winners=", ".join(self._names[s] for s in sorted(winners)))

    # -- the log ----------------------------------------------------------------------
    def _log_event(self, key: str, visible_to: Any = None, **args: str | int) -> None:
        """Record the event now, build its :class:`LogEntry` only when a view asks.

        Same entries as :meth:`Game._log_event` (through the same ``make_entry``), in the
        same order; a simulation that never looks at a view never pays for them."""
        if self._logging:
            self._pending_log.append((key, visible_to, args))

    def _entries(self) -> list[LogEntry]:
        pending = self._pending_log
        if pending:
            self._log.extend([make_entry(key, visible_to, **args) for key, visible_to, args in pending])
            pending.clear()
        return self._log

    # -- views ------------------------------------------------------------------------
    def _take_of(self, seat: int) -> Take | None:
        take, role = self._take[seat], self._role[seat]
        if take is None or role is None:
            return None
        return Take(seat, role, _card_order(take))

    def _returned_yet(self) -> bool:
        return self._phase is not _HIDING and self._phase is not _PASSING

    def _treasure_for(self, seat: int) -> tuple[Card, ...]:
        """The treasure's cards when ``seat`` received it (``seat == n``: as it came back).

        Rebuilt from the takes before that seat: diamonds always leave from the end of the
        pile, role cards by name, and the set-aside card before seat 2 gets the treasure."""
        take, role = self._take, self._role
        count = len(self._dealt_diamonds) - len(self._hidden)
        gone: list[Card] = []
        for s in range(1, seat):
            if role[s] is _DIEB:
                count -= len(take[s])  # type: ignore[arg-type]
            elif take[s]:
                gone.extend(take[s])  # type: ignore[arg-type]
        if seat > 1 and self._set_aside is not None:
            gone.append(self._set_aside)
        return _card_order((*self._dealt_diamonds[:count], *(c for c in self._dealt_roles if c not in gone)))

    def public_view(self) -> PublicView:
        return self._public_view()

    def _public_view(self) -> PublicView:
        n = self._n
        over = self._outcome is not None
        seats = tuple(
            SeatSummary(
                seat=s,
                name=self._names[s],
                is_boss=s == BOSS,
                holds_treasure=s == self._holder and not over,
                has_taken=self._take[s] is not None,
                eliminated=not self._in_game[s],
                shown=self._take_of(s) if self._shown[s] else None,
                excuses=self._given[s],
                shouted_peng=self._shouted[s],
            )
            for s in range(n)
        )
        final = None
        if over:
            takes = tuple(t for t in map(self._take_of, range(1, n)) if t is not None)
            final = FinalReveal(takes=takes, set_aside=self._set_aside)
        return PublicView(
            players=self.players,
            boss=BOSS,
            phase=self._phase,
            treasure_holder=self._holder,
            pending=self.pending_seats(),
            seats=seats,
            setup=self._setup,
            revolverheld=self.config.revolverheld,
            boss_excuses=tuple(self._excuses),
            accused=self._accused,
            may_peng=self.may_peng(),
            diamonds_recovered=self._recovered,
            outcome=self._outcome,
            final=final,
            log=visible_log(self._entries(), None),
        )

    def view(self, seat: int) -> SeatView:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self._n:
            raise ValueError(f"there is no seat {seat!r} at this table")
        n = self._n
        has_received = seat >= 1 and (seat <= self._holder or self._returned_yet())
        received = self._treasure_for(seat) if has_received else None
        passed_on = None
        if seat >= 1 and self._take[seat] is not None:
            passed_on = self._treasure_for(seat + 1)
        is_boss = seat == BOSS
        returned = self._treasure_for(n) if is_boss and self._returned_yet() else None
        return SeatView(
            seat=seat,
            name=self._names[seat],
            role=self._role[seat],
            take=self._take_of(seat),
            received=received,
            passed_on=passed_on,
            set_aside=self._set_aside if seat == 1 else None,
            built=_card_order((*self._dealt_diamonds, *self._dealt_roles)) if is_boss else None,
            hidden=_card_order(self._hidden) if is_boss and self._phase is not _HIDING else None,
            returned=returned,
            missing=self._missing if returned is not None else None,
            legal_actions=tuple(self.legal_actions(seat)),
            public=self._public_view(),
            log=visible_log(self._entries(), seat),
        )
