"""Diamantenraub, played by its rules (gui/diamantenraub/texts/rules/de.md, docs/rules-tables.md, docs/rules-clarifications.md).

:class:`DiamantenraubGame` is the API (the engine's contract) as a thin facade: it
builds a game (from a seed, a playout prototype or a given deal) and binds the rule
functions as its methods. Each part is one module of plain functions over the state:

- ``state``: the state (plain mutable lists, for speed) and who may act now: the game's
  one base class;
- ``deal``: which cards are dealt, from the seed;
- ``legal``: the legal actions; ``checks``: why an action is refused, in words;
- ``transitions``: how each action changes the state (shared with the fast path,
  ``fast`` and ``playout``); ``endings``: who wins;
- ``seeing``: the views, built by whitelisting (their classes are in ``views``).

Tempelgold is built the same way, from modules of the same names.

Decisions where the rules leave room (each also in the module that implements it):

- Which diamond cards the Boss hides or a thief takes is not a choice (diamonds are
  interchangeable): they always leave from the end of the pile. Which cards of each kind
  are dealt is chosen by the seed, uniformly over all combinations.
- "Empty treasure" (clarification 8) means no cards at all. A treasure holding only role
  cards is not empty: the holder must take one (unless he is the last player).
- A seat whose take was already shown but who is still in the game (an innocent holding an
  excuse) may still shout "Peng!": nothing forbids it. Everybody who may shout is pending
  during an accusation, so ``pending_seats`` never tells who holds D♠. Once the holder of
  D♠ is known to all (his take was shown: accused while innocent, caught, or out after his
  shot), a question to anyone else can no longer matter: only he is asked, while he is in
  the game and not accused (issue 31 item 11).
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
from engine.diamantenraub import checks, legal, seeing, transitions
from engine.diamantenraub.actions import ACTION_TYPES
from engine.diamantenraub.config import Config
from engine.diamantenraub.deal import playout_deal, seeded_deal
from engine.diamantenraub.model import ROLE_OF_CARD, Role
from engine.diamantenraub.state import BOSS, DiamantenraubState
from engine.diamantenraub.tables import REVOLVERHELD_CARD, Setup
from engine.game import Game

__all__ = ["BOSS", "DiamantenraubGame"]

_PLAYOUT_PROTOTYPES: dict[tuple[int, bool, int], dict[str, Any]] = {}
_LAST_PLAYOUT: list[Any] = [None, None]
"""The config of the last playout and its state with that config's names: the common case
costs one identity check (a frozen Config is never changed, so its state stays right)."""
_PLAYOUT_LISTS = {"_roles", "_stolen", "_card", "_role", "_pending_log", "_history", "_log"}


class DiamantenraubGame(DiamantenraubState):
    """A game of Diamantenraub. Seats are 0…n-1 clockwise; seat 0 is the Boss.

    Every rule is a function of a rule module, bound here as a method: a plain function in
    a class body is a method, so the API costs no extra call on the hot path."""

    GAME_ID = "diamantenraub"
    ACTION_TYPES = ACTION_TYPES
    config: Config

    # -- the API: the checked path (``Game.apply``), the legal actions, the views --------
    _check = checks.check
    _perform = transitions.perform
    legal_actions = legal.legal_actions
    public_view = seeing.public_view
    view = seeing.view

    # -- the moves, for the fast path (``fast.play`` uses the game as its mover) ---------
    _hide = transitions.hide
    _set_aside_at = transitions.set_aside_at
    _take_diamonds = transitions.take_diamonds
    _take_role_at = transitions.take_role_at
    _take_nothing = transitions.take_nothing
    _accuse = transitions.accuse
    _peng = transitions.peng
    _reveal = transitions.reveal

    # -- which cards the state's counts stand for (for the tests' card bookkeeping) -----
    _hidden_cards = seeing.hidden_cards
    _taken_cards = seeing.taken_cards
    _treasure_for = seeing.treasure_for
    _cards_everywhere = seeing.cards_everywhere

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
        copied fresh (the prototype checks that these are all its lists), so the two can
        never differ and no two games share a mutable list.
        """
        if config is _LAST_PLAYOUT[0]:  # simulations play thousands of games of one config
            state = _LAST_PLAYOUT[1]
        else:
            key = (len(config.players), config.revolverheld, config.excuses_delta)
            state = _PLAYOUT_PROTOTYPES.get(key)
            if state is None:
                state = _PLAYOUT_PROTOTYPES[key] = cls._playout_prototype(config)
            state = {**state, "config": config, "_names": tuple(config.players)}
            _LAST_PLAYOUT[:] = [config, state]
        game = cls.__new__(cls)
        attributes = game.__dict__
        attributes.update(state)
        attributes["_roles"] = state["_roles"][:]
        attributes["_stolen"] = state["_stolen"][:]
        attributes["_card"] = state["_card"][:]
        attributes["_role"] = state["_role"][:]
        attributes["_pending_log"] = []
        attributes["_history"] = []
        attributes["_log"] = []
        return game

    @classmethod
    def _playout_prototype(cls, config: Config) -> dict[str, Any]:
        game = cls.__new__(cls)
        game.config = config
        game._seed = 0
        game._rng = None  # type: ignore[assignment]  # no chance events after the deal
        game._history = []
        game._log = []
        game._logging = False
        game._outcome = None
        game._start(*playout_deal(len(config.players), config.revolverheld, config.excuses_delta))
        state = dict(game.__dict__)
        lists = {name for name, value in state.items() if isinstance(value, (list, dict, set))}
        if lists != _PLAYOUT_LISTS:  # a new mutable attribute must be copied in _for_playout
            raise AssertionError(f"the playout copies {sorted(_PLAYOUT_LISTS)}, the state has {sorted(lists)}")
        return state

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
        game._start(setup, diamonds, roles, excuses)
        return game
