"""Tempelgold, played by its rules (tempelgold.de.txt, TABLES.md, CLARIFICATIONS.md).

The state is plain mutable lists for speed; nothing outside this module sees it except
through :meth:`TempelgoldGame.view` and :meth:`TempelgoldGame.public_view`.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import chain

from engine.actions import Action
from engine.cards import JOKER, Card, cards_where
from engine.draws import below, shuffle
from engine.errors import InvalidActionError, NotYourTurnError
from engine.game import Game
from engine.log import visible_log
from engine.outcome import Outcome
from engine.tempelgold import messages as _messages  # noqa: F401  (registers the log templates)
from engine.tempelgold.actions import ACTION_TYPES, EndHopeless, Open
from engine.tempelgold.config import Config
from engine.tempelgold.model import WINNING_ROLE, ChamberKind, Reason, Role, chamber_kind, kinds_by_card, role_of
from engine.tempelgold.tables import FIRST_ROUND_CHAMBERS, MAX_PLAYERS, ROUNDS, Setup, setup_for
from engine.tempelgold.views import OpenedChamber, PublicView, RevealedRoles, SeatSummary, SeatView

GOLD_CARDS = cards_where(lambda c: c.is_face)
EMPTY_CARDS = cards_where(lambda c: c.is_number)
TRAP_CARDS = cards_where(lambda c: c.is_ace)
RED_CARDS = cards_where(lambda c: c.is_red)
BLACK_CARDS = cards_where(lambda c: c.is_black)


class _CardPool:
    """The cards of one kind in a fixed, well-mixed circular order.

    The seed picks where a run of ``count`` consecutive cards starts: one random number
    per kind instead of one per card keeps the deal cheap for simulations, and the fixed
    mixing makes every run a varied set of ranks and suits.
    """

    def __init__(self, cards: tuple[Card, ...]) -> None:
        mixed = list(cards)
        random.Random(len(cards)).shuffle(mixed)  # a constant order, identical on every machine
        self._size = len(mixed)
        self._bits = self._size.bit_length()
        self._twice = mixed + mixed

    def pick(self, getrandbits: Callable[[int], int], count: int) -> list[Card]:
        """``count`` cards from where the game's generator says: ``rng.randrange(size)``,
        drawn as :mod:`engine.draws` does (inline: this runs five times per deal)."""
        size, k = self._size, self._bits
        start = getrandbits(k)
        while start >= size:
            start = getrandbits(k)
        return self._twice[start : start + count]


_GOLD, _EMPTY, _TRAPS = _CardPool(GOLD_CARDS), _CardPool(EMPTY_CARDS), _CardPool(TRAP_CARDS)
_RED, _BLACK = _CardPool(RED_CARDS), _CardPool(BLACK_CARDS)
KIND_OF = kinds_by_card((*GOLD_CARDS, *EMPTY_CARDS, *TRAP_CARDS, JOKER))
_KIND_BY_ID = {id(card): kind for card, kind in KIND_OF.items()}
"""The hot path looks kinds up by the identity of the canonical card objects (the deal and
``Card.parse`` only hand out those): hashing a Card runs Python code, ``id`` does not. A
card object that is not canonical falls back to :func:`chamber_kind`."""
_ROLE_BY_ID = {id(card): role_of(card) for card in (*RED_CARDS, *BLACK_CARDS)}
# Actions are immutable values, so the legal-action lists can share one instance per chamber.
_OPEN_ACTIONS = [[Open(owner, slot) for slot in range(FIRST_ROUND_CHAMBERS)] for owner in range(MAX_PLAYERS)]
_GOLD_KIND, _TRAP_KIND = ChamberKind.GOLD, ChamberKind.TRAP
_ABENTEURER, _WAECHTER = Role.ABENTEURER, Role.WAECHTER
_END_KEYS = {reason: f"tg.end.{reason.value}" for reason in Reason}
if any(WINNING_ROLE[r] is not (_ABENTEURER if r is Reason.ALL_GOLD_FOUND else _WAECHTER) for r in Reason):
    raise AssertionError("_finish's shortcut no longer matches WINNING_ROLE")
_ALL_GOLD_FOUND, _ALL_TRAPS_OPENED, _OUT_OF_ROUNDS = Reason.ALL_GOLD_FOUND, Reason.ALL_TRAPS_OPENED, Reason.OUT_OF_ROUNDS
"""Enum members as module constants: ``Reason.X`` is a slow lookup on the enum class in the hot path."""
_KIND_ORDER = {ChamberKind.GOLD: 0, ChamberKind.EMPTY: 1, ChamberKind.TRAP: 2}


class TempelgoldGame(Game):
    """A game of Tempelgold. Seats are 0…n-1 clockwise."""

    GAME_ID = "tempelgold"
    ACTION_TYPES = ACTION_TYPES
    config: Config

    def __init__(self, config: Config, seed: int, *, logging: bool = True) -> None:
        super().__init__(config, seed, logging=logging)
        self._setup: Setup = setup_for(len(config.players), config.one_trap)
        rng = self._rng
        setup = self._setup
        # Which specific cards play is chosen by the seed; only the kinds are fixed by the table.
        # The draws of ``rng.randrange`` and ``rng.shuffle``, made cheaper (engine.draws).
        bits = rng.getrandbits
        empty = _EMPTY.pick(bits, min(setup.empty, len(EMPTY_CARDS)))
        empty += [JOKER] * (setup.empty - len(empty))  # at ten players the joker is the 37th empty chamber
        chambers = _GOLD.pick(bits, setup.gold) + empty + _TRAPS.pick(bits, setup.traps)
        role_cards = _RED.pick(bits, setup.red_roles) + _BLACK.pick(bits, setup.black_roles)
        shuffle(role_cards, bits)
        shuffle(chambers, bits)
        n = len(config.players)
        rows = [chambers[FIRST_ROUND_CHAMBERS * s : FIRST_ROUND_CHAMBERS * (s + 1)] for s in range(n)]
        start = config.starting_seat if config.starting_seat is not None else below(bits, n)
        self._start(role_cards[:n], tuple(role_cards[n:]), rows, start)

    def _start(self, role_cards: Sequence[Card], leftover: tuple[Card, ...], rows: list[list[Card]], key: int) -> None:
        self._n = len(rows)
        self._role_cards = list(role_cards)
        self._roles = [_ROLE_BY_ID.get(id(card)) or role_of(card) for card in role_cards]
        self._leftover = leftover
        self._rows = rows
        self._face_down = sum(map(len, rows))  # chambers face down on the table, all rows
        self._key = key
        self._round = 1
        self._opened_in_round = 0
        self._opened: list[tuple[Card, ChamberKind, int, int, int]] = []
        """Opened chambers as plain tuples (cheap on the hot path); views make them OpenedChambers."""
        self._gold_found = self._traps_found = 0  # empty chambers found: the other openings
        self._gold_total = self._setup.gold
        self._traps_total = self._setup.traps
        if self._logging:
            self._log_event("tg.start", per_player=FIRST_ROUND_CHAMBERS, holder=self.name(key))
            self._log_looks()

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
        game._setup = Setup(
            red_roles=sum(c.is_red for c in (*role_cards, *leftover)),
            black_roles=sum(c.is_black for c in (*role_cards, *leftover)),
            gold=sum(chamber_kind(c) is ChamberKind.GOLD for row in rows for c in row),
            empty=sum(chamber_kind(c) is ChamberKind.EMPTY for row in rows for c in row),
            traps=sum(chamber_kind(c) is ChamberKind.TRAP for row in rows for c in row),
        )
        game._start(role_cards, tuple(leftover), [list(row) for row in rows], key_holder)
        return game

    # -- queries ----------------------------------------------------------------------
    @property
    def player_count(self) -> int:
        return self._n

    def _openings_left(self) -> int:
        return (ROUNDS - self._round + 1) * self._n - self._opened_in_round

    def is_hopeless(self) -> bool:
        """Fewer openings remain than gold is hidden: the Abenteurer can no longer win."""
        return self._outcome is None and self._openings_left() < self._gold_total - self._gold_found

    def pending_seats(self) -> frozenset[int]:
        if self._outcome is not None:
            return frozenset()
        if self.is_hopeless():
            return frozenset(range(self._n))
        return frozenset((self._key,))

    def legal_actions(self, seat: int) -> list[Action]:
        if self._outcome is None:
            actions: list[Action] = []
            if seat == self._key:
                for owner, row in enumerate(self._rows):
                    if owner != seat:
                        actions.extend(_OPEN_ACTIONS[owner][: len(row)])
            if self.is_hopeless() and 0 <= seat < self._n:
                actions.append(EndHopeless())
            return actions
        return []

    # -- the checked path -------------------------------------------------------------
    def _check(self, seat: int, action: Action) -> None:
        name = self.name(seat)
        if isinstance(action, EndHopeless):
            if not self.is_hopeless():
                raise InvalidActionError(
                    f"{name} may not end the game early: the Abenteurer can still find all the gold"
                )
            return
        assert isinstance(action, Open)
        if seat != self._key:
            # In a hopeless position everybody may act (end the game), just not open.
            error = InvalidActionError if self.is_hopeless() else NotYourTurnError
            raise error(f"{name} does not hold the key; {self.name(self._key)} does")
        owner, slot = action.owner, action.slot
        if not 0 <= owner < self._n:
            raise InvalidActionError(f"there is no seat {owner} to open a chamber at")
        if owner == seat:
            raise InvalidActionError(f"{name} may not open their own chamber")
        if not 0 <= slot < len(self._rows[owner]):
            raise InvalidActionError(
                f"{self.name(owner)} has {len(self._rows[owner])} face-down chambers; there is no chamber {slot}"
            )

    def _perform(self, seat: int, action: Action) -> None:
        if isinstance(action, EndHopeless):
            self._log_event("tg.end.HOPELESS", player=self.name(seat))
            self._finish(Reason.HOPELESS, log=False)
        else:
            self._open(action.owner, action.slot)  # type: ignore[attr-defined]

    def _open(self, owner: int, slot: int) -> None:
        """Open a chamber (already checked), run the end checks in their order, pass the key.

        This is the hot path of every simulation, hence the local variables.
        """
        opener = self._key
        card = self._rows[owner].pop(slot)
        self._face_down -= 1
        kind = _KIND_BY_ID.get(id(card)) or chamber_kind(card)
        self._opened.append((card, kind, owner, opener, self._round))
        if self._logging:
            self._log_event(f"tg.open.{kind.value}", opener=self.name(opener), owner=self.name(owner), card=str(card))
        self._key = owner
        opened = self._opened_in_round = self._opened_in_round + 1
        # Clarification 3: last gold, then last trap, then the end of round 4.
        if kind is _GOLD_KIND:
            found = self._gold_found = self._gold_found + 1
            if found == self._gold_total:
                self._finish(_ALL_GOLD_FOUND)
                return
        elif kind is _TRAP_KIND:
            found = self._traps_found = self._traps_found + 1
            if found == self._traps_total:
                self._finish(_ALL_TRAPS_OPENED)
                return
        if opened == self._n:
            if self._round == ROUNDS:
                self._finish(_OUT_OF_ROUNDS)
            else:
                self._redeal()

    def _redeal(self) -> None:
        """Collect the unopened chambers, shuffle, deal one fewer each (clarification 5)."""
        unopened = list(chain.from_iterable(self._rows))
        shuffle(unopened, self._rng.getrandbits)  # as ``self._rng.shuffle`` (engine.draws)
        self._round += 1
        self._opened_in_round = 0
        per = FIRST_ROUND_CHAMBERS + 1 - self._round
        self._rows = [unopened[per * s : per * (s + 1)] for s in range(self._n)]
        self._face_down = sum(map(len, self._rows))
        if self._logging:
            self._log_event("tg.round", round=self._round, per_player=per, holder=self.name(self._key))
            self._log_looks()

    def _log_looks(self) -> None:
        for seat, row in enumerate(self._rows):
            kinds = [chamber_kind(c) for c in row]
            self._log_event(
                "tg.look",
                visible_to=(seat,),
                player=self.name(seat),
                gold=kinds.count(ChamberKind.GOLD),
                empty=kinds.count(ChamberKind.EMPTY),
                traps=kinds.count(ChamberKind.TRAP),
            )

    def _finish(self, reason: Reason, log: bool = True) -> None:
        winning = _ABENTEURER if reason is _ALL_GOLD_FOUND else _WAECHTER  # WINNING_ROLE, without hashing
        roles = self._roles
        seats = []
        s = -1
        for _ in range(roles.count(winning)):  # list methods compare by identity first: cheap
            s = roles.index(winning, s + 1)
            seats.append(s)
        winners = frozenset(seats)
        self._outcome = Outcome.build(
            winners,
            reason,
            {
                "winning_role": winning,
                "roles": tuple(self._roles),
                "role_cards": tuple(self._role_cards),
                "leftover": self._leftover,
                "gold_found": self._gold_found,
                "traps_found": self._traps_found,
                "round": self._round,
            },
        )
        if log and self._logging:
            self._log_event(_END_KEYS[reason])

    # -- views ------------------------------------------------------------------------
    def public_view(self) -> PublicView:
        return self._public_view(None)

    def _public_view(self, seat: int | None) -> PublicView:
        n = self._n
        ended = self._outcome is not None
        setup = self._setup
        return PublicView(
            players=self.players,
            seats=tuple(SeatSummary(s, self.name(s), len(self._rows[s]), s == self._key) for s in range(n)),
            one_trap=self.config.one_trap,
            key_holder=self._key,
            round=self._round,
            rounds=ROUNDS,
            chambers_per_player=FIRST_ROUND_CHAMBERS + 1 - self._round,
            opened_this_round=self._opened_in_round,
            openings_per_round=n,
            openings_left=self._openings_left(),
            gold_found=self._gold_found,
            gold_total=self._gold_total,
            empty_found=len(self._opened) - self._gold_found - self._traps_found,
            traps_found=self._traps_found,
            traps_total=self._traps_total,
            abenteurer_cards=setup.red_roles,
            waechter_cards=setup.black_roles,
            leftover_cards=setup.role_cards - n,
            opened=tuple(map(OpenedChamber._make, self._opened)),
            hopeless=self.is_hopeless(),
            pending=self.pending_seats(),
            outcome=self._outcome,
            revealed=RevealedRoles(tuple(self._role_cards), tuple(self._roles), self._leftover) if ended else None,
            log=visible_log(self._log, None),
        )

    def view(self, seat: int) -> SeatView:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self._n:
            raise ValueError(f"there is no seat {seat!r} at this table")
        chambers = tuple(sorted(self._rows[seat], key=lambda c: (_KIND_ORDER[chamber_kind(c)], c.sort_key)))
        kinds = [chamber_kind(c) for c in chambers]
        return SeatView(
            seat=seat,
            name=self.name(seat),
            role=self._roles[seat],
            role_card=self._role_cards[seat],
            chambers=chambers,
            gold=kinds.count(ChamberKind.GOLD),
            empty=kinds.count(ChamberKind.EMPTY),
            traps=kinds.count(ChamberKind.TRAP),
            legal_actions=tuple(self.legal_actions(seat)),
            public=self._public_view(seat),
            log=visible_log(self._log, seat),
        )
