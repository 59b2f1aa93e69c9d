"""Diamantenraub, played by its rules (diamantenraub.de.txt, TABLES.md, CLARIFICATIONS.md).

:class:`DiamantenraubGame` puts the parts together, one concept per module:

- ``state``: the state (plain mutable lists, for speed) and who may act now;
- ``deal``: which cards are dealt, from the seed;
- ``legal``: the legal actions; ``checks``: why an action is refused, in words;
- ``transitions``: how each action changes the state (shared with the fast path,
  ``fast``); ``endings``: who wins;
- ``seeing``: the views, built by whitelisting (their classes are in ``views``).

Decisions where the rules leave room (each also in the module that implements it):

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
from typing import Any

from engine.cards import Card
from engine.diamantenraub.actions import ACTION_TYPES
from engine.diamantenraub.checks import Checks
from engine.diamantenraub.config import Config
from engine.diamantenraub.deal import playout_deal, seeded_deal
from engine.diamantenraub.legal import LegalActions
from engine.diamantenraub.model import ROLE_OF_CARD, Role
from engine.diamantenraub.seeing import Seeing
from engine.diamantenraub.state import BOSS
from engine.diamantenraub.tables import REVOLVERHELD_CARD, Setup
from engine.diamantenraub.transitions import Transitions
from engine.game import Game

__all__ = ["BOSS", "DiamantenraubGame"]

_PLAYOUT_PROTOTYPES: dict[tuple[int, bool, int], tuple[dict[str, Any], tuple[str, ...]]] = {}


class DiamantenraubGame(Transitions, Checks, LegalActions, Seeing):
    """A game of Diamantenraub. Seats are 0…n-1 clockwise; seat 0 is the Boss."""

    GAME_ID = "diamantenraub"
    ACTION_TYPES = ACTION_TYPES
    config: Config

    def __init__(self, config: Config, seed: int, *, logging: bool = True) -> None:
        super().__init__(config, seed, logging=logging)
        # Which cards of each kind play, and the diamonds' secret order, follow the seed.
        self._start(*seeded_deal(self._rng, len(config.players), config.revolverheld, config.excuses_delta))

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
        setup, diamonds, roles, excuses = playout_deal(len(config.players), config.revolverheld, config.excuses_delta)
        game._start(setup, list(diamonds), list(roles), list(excuses))
        state = dict(game.__dict__)
        return state, tuple(name for name, value in state.items() if isinstance(value, list))

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
