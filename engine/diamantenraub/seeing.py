"""The views of a Diamantenraub game: what a seat, or the whole table, may know.

Plain functions over the state: :func:`public_view` and :func:`view`, which the game binds
as its methods, and the card questions they rest on. Views are built by whitelisting
(``views`` holds their classes): each field is handed over here explicitly. The state only counts diamonds and excuses; which cards those are
follows from the deal (both leave from the end of their pile), and what each seat saw on
the way round follows from the takes before it (the treasure only ever loses cards), so
the cards are rebuilt here, where a person will look at them.
"""
from __future__ import annotations

from engine.cards import Card
from engine.diamantenraub.legal import legal_actions
from engine.diamantenraub.state import _HIDING, _PASSING, BOSS, DiamantenraubState, card_order
from engine.diamantenraub.views import FinalReveal, PublicView, SeatSummary, SeatView, Take
from engine.log import visible_log


# -- which cards the counts stand for ----------------------------------------------


def hidden_cards(state: DiamantenraubState) -> tuple[Card, ...]:
    """The diamonds the Boss hid: the end of the pile as he built it."""
    total = len(state._dealt_diamonds)
    return state._dealt_diamonds[total - state._hidden:]


def taken_cards(state: DiamantenraubState) -> list[tuple[Card, ...]]:
    """The cards each seat took (``()`` for the Boss, a Straßenkind or a seat still to take)."""
    dealt = state._dealt_diamonds
    top = len(dealt) - state._hidden  # the end of the pile when the treasure left the Boss
    taken: list[tuple[Card, ...]] = [()] * state._n
    for s in range(1, state._n):
        count, card = state._stolen[s], state._card[s]
        if count:
            taken[s] = dealt[top - count:top]
            top -= count
        elif card is not None:
            taken[s] = (card,)
    return taken


def excuses_given(state: DiamantenraubState) -> list[tuple[Card, ...]]:
    """The excuses each seat received: the Boss hands them over from the end of his row."""
    given: list[tuple[Card, ...]] = [()] * state._n
    dealt = state._dealt_excuses
    for number, s in enumerate(state._excused, start=1):
        given[s] += (dealt[-number],)
    return given


def cards_everywhere(state: DiamantenraubState) -> list[Card]:
    """Every card of the deal, wherever it is now (for the tests: nothing is lost or doubled)."""
    cards = [*state._dealt_diamonds[: state._left], *state._roles, *hidden_cards(state)]
    for take in taken_cards(state):
        cards.extend(take)
    for given in excuses_given(state):
        cards.extend(given)
    cards.extend(state._dealt_excuses[: state._excuses_left])
    if state._set_aside is not None:
        cards.append(state._set_aside)
    return cards


# -- views ------------------------------------------------------------------------


def _take_of(state: DiamantenraubState, seat: int, taken: list[tuple[Card, ...]]) -> Take | None:
    role = state._role[seat]
    if seat == BOSS or role is None:
        return None
    return Take(seat, role, card_order(taken[seat]))


def _returned_yet(state: DiamantenraubState) -> bool:
    return state._phase is not _HIDING and state._phase is not _PASSING


def treasure_for(state: DiamantenraubState, seat: int) -> tuple[Card, ...]:
    """The treasure's cards when ``seat`` received it (``seat == n``: as it came back).

    Rebuilt from the takes before that seat: diamonds always leave from the end of the
    pile, role cards by name, and the set-aside card before seat 2 gets the treasure."""
    count = len(state._dealt_diamonds) - state._hidden - sum(state._stolen[1:seat])
    gone = [c for c in state._card[1:seat] if c is not None]
    if seat > 1 and state._set_aside is not None:
        gone.append(state._set_aside)
    return card_order((*state._dealt_diamonds[:count], *(c for c in state._dealt_roles if c not in gone)))


def public_view(state: DiamantenraubState) -> PublicView:
    """What the whole table may know (the game's ``public_view``). Who may be accused comes
    from the state's own questions (``accusable``, ``accusable_now``), the one place of that rule."""
    n = state._n
    over = state._outcome is not None
    taken = taken_cards(state)
    given = excuses_given(state)
    in_game, shown, shouted = state._in_game, state._shown, state._shouted
    seats = tuple(
        SeatSummary(
            seat=s,
            name=state._names[s],
            is_boss=s == BOSS,
            holds_treasure=s == state._holder and not over,
            has_taken=s != BOSS and state._role[s] is not None,
            eliminated=not in_game >> s & 1,
            shown=_take_of(state, s, taken) if shown >> s & 1 else None,
            excuses=given[s],
            shouted_peng=bool(shouted >> s & 1),
        )
        for s in range(n)
    )
    final = None
    if over:
        takes = tuple(t for t in (_take_of(state, s, taken) for s in range(1, n)) if t is not None)
        final = FinalReveal(
            takes=takes,
            set_aside=state._set_aside,
            boss_hidden=card_order(hidden_cards(state)),
            returned=treasure_for(state, n),
        )
    return PublicView(
        players=state.players,
        boss=BOSS,
        phase=state._phase,
        treasure_holder=state._holder,
        pending=state.pending_seats(),
        seats=seats,
        setup=state._setup,
        revolverheld=state.config.revolverheld,
        boss_excuses=state._dealt_excuses[: state._excuses_left],
        accused=state._accused,
        may_peng=state.may_peng(),
        open_seats=tuple(state.accusable()),
        accusable=state.accusable_now(),
        diamonds_recovered=state._recovered,
        outcome=state._outcome,
        final=final,
        log=visible_log(state._entries(), None),
    )


def view(state: DiamantenraubState, seat: int) -> SeatView:
    """What ``seat`` may know (the game's ``view``); ``ValueError`` for a seat not at the table."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state._n:
        raise ValueError(f"there is no seat {seat!r} at this table")
    n = state._n
    has_received = seat >= 1 and (seat <= state._holder or _returned_yet(state))
    received = treasure_for(state, seat) if has_received else None
    passed_on = None
    if seat >= 1 and state._role[seat] is not None:
        passed_on = treasure_for(state, seat + 1)
    is_boss = seat == BOSS
    returned = treasure_for(state, n) if is_boss and _returned_yet(state) else None
    return SeatView(
        seat=seat,
        name=state._names[seat],
        role=state._role[seat],
        take=_take_of(state, seat, taken_cards(state)),
        received=received,
        passed_on=passed_on,
        set_aside=state._set_aside if seat == 1 else None,
        built=card_order((*state._dealt_diamonds, *state._dealt_roles)) if is_boss else None,
        hidden=card_order(hidden_cards(state)) if is_boss and state._phase is not _HIDING else None,
        returned=returned,
        missing=state._missing if returned is not None else None,
        legal_actions=tuple(legal_actions(state, seat)),
        public=public_view(state),
        log=visible_log(state._entries(), seat),
    )
