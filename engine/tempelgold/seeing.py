"""The views of a Tempelgold game: what a seat, or the whole table, may know.

Plain functions over the state: :func:`public_view` and :func:`view`, which the game binds
as its methods. Views are built by whitelisting (``views`` holds their classes): each
field is handed over here explicitly. A seat sees its own role and its own chambers; what
lies face down elsewhere, and the other roles, are shown only once the game is over.
"""
from __future__ import annotations

from engine.log import visible_log
from engine.tempelgold.legal import legal_actions
from engine.tempelgold.model import ChamberKind, chamber_kind
from engine.tempelgold.state import TempelgoldState
from engine.tempelgold.tables import FIRST_ROUND_CHAMBERS, ROUNDS
from engine.tempelgold.views import OpenedChamber, PublicView, RevealedRoles, SeatSummary, SeatView

_KIND_ORDER = {ChamberKind.GOLD: 0, ChamberKind.EMPTY: 1, ChamberKind.TRAP: 2}


def public_view(state: TempelgoldState) -> PublicView:
    """What the whole table may know (the game's ``public_view``)."""
    n = state._n
    ended = state._outcome is not None
    setup = state._setup
    return PublicView(
        players=state.players,
        seats=tuple(SeatSummary(s, state.name(s), len(state._rows[s]), s == state._key) for s in range(n)),
        one_trap=state.config.one_trap,
        key_holder=state._key,
        round=state._round,
        rounds=ROUNDS,
        chambers_per_player=FIRST_ROUND_CHAMBERS + 1 - state._round,
        opened_this_round=state._opened_in_round,
        openings_per_round=n,
        openings_left=state._openings_left(),
        gold_found=state._gold_found,
        gold_total=state._gold_total,
        empty_found=len(state._opened) - state._gold_found - state._traps_found,
        traps_found=state._traps_found,
        traps_total=state._traps_total,
        abenteurer_cards=setup.red_roles,
        waechter_cards=setup.black_roles,
        leftover_cards=setup.role_cards - n,
        opened=tuple(map(OpenedChamber._make, state._opened)),
        hopeless=state.is_hopeless(),
        pending=state.pending_seats(),
        outcome=state._outcome,
        revealed=_revealed(state) if ended else None,
        log=visible_log(state._log, None),
    )


def _revealed(state: TempelgoldState) -> RevealedRoles:
    """Everything turned over at the end (built fresh, for a finished game only): every
    role card, the leftover ones, and each seat's chambers still face down, slot by slot."""
    unopened = tuple(tuple(row) for row in state._rows)
    return RevealedRoles(tuple(state._role_cards), tuple(state._roles), state._leftover, unopened)


def view(state: TempelgoldState, seat: int) -> SeatView:
    """What ``seat`` may know (the game's ``view``); ``ValueError`` for a seat not at the table."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state._n:
        raise ValueError(f"there is no seat {seat!r} at this table")
    chambers = tuple(sorted(state._rows[seat], key=lambda c: (_KIND_ORDER[chamber_kind(c)], c.sort_key)))
    kinds = [chamber_kind(c) for c in chambers]
    return SeatView(
        seat=seat,
        name=state.name(seat),
        role=state._roles[seat],
        role_card=state._role_cards[seat],
        chambers=chambers,
        gold=kinds.count(ChamberKind.GOLD),
        empty=kinds.count(ChamberKind.EMPTY),
        traps=kinds.count(ChamberKind.TRAP),
        legal_actions=tuple(legal_actions(state, seat)),
        public=public_view(state),
        log=visible_log(state._log, seat),
    )
