"""Tempelgold, played by its rules (gui/tempelgold/texts/rules/de.md, docs/rules-tables.md, docs/rules-clarifications.md).

:class:`TempelgoldGame` is the API (the engine's contract) as a thin facade: it builds a
game (from a seed or a given deal) and binds the rule functions as its methods. Each part
is one module of plain functions over the state:

- ``state``: the state (plain mutable lists, for speed) and who may act now: the game's
  one base class;
- ``deal``: which cards are dealt, from the seed;
- ``legal``: the legal actions; ``checks``: why an action is refused, in words;
- ``transitions``: how each action changes the state, and who wins (shared with the fast
  path, ``fast``);
- ``seeing``: the views, built by whitelisting (their classes are in ``views``).

Diamantenraub is built the same way, from modules of the same names. Nothing outside this
package sees the state except through :meth:`TempelgoldGame.view` and
:meth:`TempelgoldGame.public_view`.
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.game import Game
from engine.tempelgold import checks, legal, seeing, transitions
from engine.tempelgold.actions import ACTION_TYPES
from engine.tempelgold.config import Config
from engine.tempelgold.deal import KIND_OF, seeded_deal
from engine.tempelgold.model import ChamberKind, chamber_kind
from engine.tempelgold.state import TempelgoldState
from engine.tempelgold.tables import Setup, setup_for

__all__ = ["KIND_OF", "TempelgoldGame"]
"""``KIND_OF`` (card → kind of chamber) is read here by the lab's fast driver."""


class TempelgoldGame(TempelgoldState):
    """A game of Tempelgold. Seats are 0…n-1 clockwise.

    Every rule is a function of a rule module, bound here as a method: a plain function in
    a class body is a method, so the API costs no extra call on the hot path."""

    GAME_ID = "tempelgold"
    ACTION_TYPES = ACTION_TYPES
    config: Config

    # -- the API: the checked path (``Game.apply``), the legal actions, the views --------
    _check = checks.check
    _perform = transitions.perform
    legal_actions = legal.legal_actions
    public_view = seeing.public_view
    view = seeing.view

    # -- the one move, for the fast paths (``fast`` and the lab's driver) ----------------
    _open = transitions.open_chamber

    def __init__(self, config: Config, seed: int, *, logging: bool = True) -> None:
        super().__init__(config, seed, logging=logging)
        setup = setup_for(len(config.players), config.one_trap)
        role_cards, leftover, rows, key = seeded_deal(self._rng, config, setup)
        self._start(setup, role_cards, leftover, rows, key)

    @classmethod
    def _from_deal(
        cls,
        config: Config,
        role_cards: Sequence[Card],
        rows: Sequence[Sequence[Card]],
        key_holder: int,
        leftover: Sequence[Card] = (),
        seed: int = 0,
    ) -> TempelgoldGame:
        """Test-only: a game with a given deal (the worked examples). Not part of the API."""
        game = cls.__new__(cls)
        Game.__init__(game, config, seed)
        setup = Setup(
            red_roles=sum(c.is_red for c in (*role_cards, *leftover)),
            black_roles=sum(c.is_black for c in (*role_cards, *leftover)),
            gold=sum(chamber_kind(c) is ChamberKind.GOLD for row in rows for c in row),
            empty=sum(chamber_kind(c) is ChamberKind.EMPTY for row in rows for c in row),
            traps=sum(chamber_kind(c) is ChamberKind.TRAP for row in rows for c in row),
        )
        game._start(setup, role_cards, tuple(leftover), [list(row) for row in rows], key_holder)
        return game
