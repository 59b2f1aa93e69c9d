"""The moves of a Tempelgold game: how each action changes the state, and how a game ends.

One plain function per move, over the state, and :func:`perform`, which dispatches an
action to its function (the game binds it as ``_perform`` for :meth:`Game.apply`). These
transitions assume a legal action (``checks`` refuses the others first); the fast path
(``fast``, and the lab's driver through the game's ``_open``) calls the very same
:func:`open_chamber`, so a rule can never differ between the two.
"""
from __future__ import annotations

from itertools import chain

from engine.actions import Action
from engine.draws import shuffle
from engine.outcome import Outcome
from engine.tempelgold.actions import EndHopeless
from engine.tempelgold.deal import KIND_BY_ID
from engine.tempelgold.model import WINNING_ROLE, ChamberKind, Reason, Role, chamber_kind
from engine.tempelgold.state import TempelgoldState
from engine.tempelgold.tables import FIRST_ROUND_CHAMBERS, ROUNDS

_GOLD_KIND, _TRAP_KIND = ChamberKind.GOLD, ChamberKind.TRAP
_ABENTEURER, _WAECHTER = Role.ABENTEURER, Role.WAECHTER
_END_KEYS = {reason: f"tg.end.{reason.value}" for reason in Reason}
if any(WINNING_ROLE[r] is not (_ABENTEURER if r is Reason.ALL_GOLD_FOUND else _WAECHTER) for r in Reason):
    raise AssertionError("finish's shortcut no longer matches WINNING_ROLE")
_ALL_GOLD_FOUND, _ALL_TRAPS_OPENED, _OUT_OF_ROUNDS = Reason.ALL_GOLD_FOUND, Reason.ALL_TRAPS_OPENED, Reason.OUT_OF_ROUNDS
"""Enum members as module constants: ``Reason.X`` is a slow lookup on the enum class in the hot path."""
_kind_by_id = KIND_BY_ID.get
"""Bound once: CPython 3.11 compiles a method call on an imported name (``KIND_BY_ID.get(…)``)
as an attribute load that builds a bound method on every call, which costs the hot path
several percent."""


def perform(state: TempelgoldState, seat: int, action: Action) -> None:
    """Carry out ``action`` of ``seat``, which ``checks.check`` accepted (``Game._perform``)."""
    if isinstance(action, EndHopeless):
        state._log_event("tg.end.HOPELESS", player=state.name(seat))
        finish(state, Reason.HOPELESS, log=False)
    else:
        open_chamber(state, action.owner, action.slot)  # type: ignore[attr-defined]


def open_chamber(state: TempelgoldState, owner: int, slot: int) -> None:
    """Open a chamber (already checked), run the end checks in their order, pass the key.

    This is the hot path of every simulation, hence the local variables.
    """
    opener = state._key
    card = state._rows[owner].pop(slot)
    state._face_down -= 1
    kind = _kind_by_id(id(card)) or chamber_kind(card)
    state._opened.append((card, kind, owner, opener, state._round))
    if state._logging:
        state._log_event(f"tg.open.{kind.value}", opener=state.name(opener), owner=state.name(owner), card=str(card))
    state._key = owner
    opened = state._opened_in_round = state._opened_in_round + 1
    # Clarification 3: last gold, then last trap, then the end of round 4.
    if kind is _GOLD_KIND:
        found = state._gold_found = state._gold_found + 1
        if found == state._gold_total:
            finish(state, _ALL_GOLD_FOUND)
            return
    elif kind is _TRAP_KIND:
        found = state._traps_found = state._traps_found + 1
        if found == state._traps_total:
            finish(state, _ALL_TRAPS_OPENED)
            return
    if opened == state._n:
        if state._round == ROUNDS:
            finish(state, _OUT_OF_ROUNDS)
        else:
            _redeal(state)


def _redeal(state: TempelgoldState) -> None:
    """Collect the unopened chambers, shuffle, deal one fewer each (clarification 5)."""
    unopened = list(chain.from_iterable(state._rows))
    shuffle(unopened, state._rng.getrandbits)  # as ``state._rng.shuffle`` (engine.draws)
    state._round += 1
    state._opened_in_round = 0
    per = FIRST_ROUND_CHAMBERS + 1 - state._round
    state._rows = [unopened[per * s : per * (s + 1)] for s in range(state._n)]
    state._face_down = sum(map(len, state._rows))
    if state._logging:
        state._log_event("tg.round", round=state._round, per_player=per, holder=state.name(state._key))
        state._log_looks()


def finish(state: TempelgoldState, reason: Reason, log: bool = True) -> None:
    """End the game: every seat of the winning role wins (``WINNING_ROLE``)."""
    winning = _ABENTEURER if reason is _ALL_GOLD_FOUND else _WAECHTER  # WINNING_ROLE, without hashing
    roles = state._roles
    seats = []
    s = -1
    for _ in range(roles.count(winning)):  # list methods compare by identity first: cheap
        s = roles.index(winning, s + 1)
        seats.append(s)
    winners = frozenset(seats)
    state._outcome = Outcome.build(
        winners,
        reason,
        {
            "winning_role": winning,
            "roles": tuple(state._roles),
            "role_cards": tuple(state._role_cards),
            "leftover": state._leftover,
            "gold_found": state._gold_found,
            "traps_found": state._traps_found,
            "round": state._round,
        },
    )
    if log and state._logging:
        state._log_event(_END_KEYS[reason])
