"""The moves of a Diamantenraub game: how each action changes the state.

One plain function per kind of action, over the state, and :func:`perform`, which
dispatches an action to its function (the game binds it as ``_perform`` for
:meth:`Game.apply`). These transitions assume a legal action (``checks`` refuses the others
first); the fast path (``fast``, ``playout``) calls the very same functions, so a rule can
never differ between the two. Role cards are taken by their index in the treasure
(:func:`take_role_at`, :func:`set_aside_at`); the checked path finds the index of the card
its action names.

Decisions where the rules leave room:

- Which diamond cards the Boss hides or a thief takes is not a choice (diamonds are
  interchangeable): they always leave from the end of the pile, which lies in a secret,
  shuffled order (``deal``). So a move only counts them; the views name the cards.
- A real shot also shows the Revolverheld's take (he is out, and the out show their card).
  The shooter is out and so cannot shoot twice; a false shouter is out too.
"""
from __future__ import annotations

from engine.actions import Action
from engine.diamantenraub.actions import Accuse, HideDiamonds, Reveal, SetAside, TakeDiamonds, TakeNothing, TakeRole
from engine.diamantenraub.endings import finish
from engine.diamantenraub.model import Reason, Role
from engine.diamantenraub.state import (
    _ACCUSATION,
    _BOSS_ONLY,
    _INTERROGATION,
    _PASSING,
    _SEAT_ONE,
    BOSS,
    DiamantenraubState,
    index_of,
)
from engine.diamantenraub.tables import REVOLVERHELD_CARD

_DIEB = Role.DIEB
_ERMITTLER = Role.ERMITTLER
_GETREUER = Role.GETREUER
_STRASSENKIND = Role.STRASSENKIND
_REVOLVERHELD = Role.REVOLVERHELD
# Enum members as module constants: ``Reason.X`` is a slow lookup on the enum class in the hot path.
_BOSS_RECOVERED_ALL, _ERMITTLER_ACCUSED = Reason.BOSS_RECOVERED_ALL, Reason.ERMITTLER_ACCUSED
_BOSS_ELIMINATED, _REVOLVERHELD_SHOT_ERMITTLER = Reason.BOSS_ELIMINATED, Reason.REVOLVERHELD_SHOT_ERMITTLER
_ROLE_BY_RANK = {"A": Role.ERMITTLER, "J": Role.FAHRER, "Q": Role.REVOLVERHELD}
"""Role cards by rank; every other role card is a black number card, a Getreuer (docs/rules-tables.md)."""


def perform(state: DiamantenraubState, seat: int, action: Action) -> None:
    """Carry out ``action`` of ``seat``, which ``checks.check`` accepted (``Game._perform``)."""
    kind = type(action)
    if kind is TakeDiamonds:
        take_diamonds(state, action.count)  # type: ignore[attr-defined]
    elif kind is TakeRole:
        take_role_at(state, index_of(state._roles, action.card))  # type: ignore[attr-defined]
    elif kind is TakeNothing:
        take_nothing(state)
    elif kind is SetAside:
        set_aside_at(state, index_of(state._roles, action.card))  # type: ignore[attr-defined]
    elif kind is HideDiamonds:
        hide(state, action.count)  # type: ignore[attr-defined]
    elif kind is Accuse:
        accuse(state, action.seat)  # type: ignore[attr-defined]
    elif kind is Reveal:
        reveal(state)
    else:
        peng(state, seat)


def hide(state: DiamantenraubState, count: int) -> None:
    state._hidden = count
    state._left -= count
    state._phase = _PASSING
    state._holder = 1
    if state._logging:
        log = state._pending_log.append
        log(("dr.hide.private", _BOSS_ONLY, (BOSS, count)))
        log(("dr.hide", None, (BOSS, 1)))


def _back_to_boss(state: DiamantenraubState) -> None:
    """The treasure is back: the Boss looks and knows how many are missing; the table does not.

    What each seat saw is not copied on the way round: the treasure only ever loses
    cards, so the views rebuild it from the takes."""
    state._holder = BOSS
    missing = state._missing = state._outstanding = len(state._dealt_diamonds) - state._hidden - state._left
    state._phase = _INTERROGATION
    if state._logging:
        log = state._pending_log.append
        log(("dr.returned", None, (BOSS,)))
        log(("dr.returned.private", _BOSS_ONLY, (BOSS, state._left, len(state._roles), missing)))
    if missing == 0:  # clarification 4
        finish(state, _BOSS_RECOVERED_ALL)


def set_aside_at(state: DiamantenraubState, index: int) -> None:
    card = state._set_aside = state._roles.pop(index)
    if state._logging:
        state._pending_log.append(("dr.set_aside", _SEAT_ONE, (1, card)))


def take_diamonds(state: DiamantenraubState, count: int) -> None:
    seat = state._holder
    state._left -= count
    state._stolen[seat] = count
    state._role[seat] = _DIEB
    if state._logging:
        log = state._pending_log.append
        log(("dr.take.diamonds", (seat,), (seat, count, state._left + count, len(state._roles))))
        log(("dr.take", None, (seat,)))
    state._holder = seat = seat + 1
    if seat == state._n:
        _back_to_boss(state)


def take_role_at(state: DiamantenraubState, index: int) -> None:
    seat = state._holder
    card = state._card[seat] = state._roles.pop(index)
    state._role[seat] = _ROLE_BY_RANK.get(card.rank, _GETREUER)
    if state._logging:
        log = state._pending_log.append
        log(("dr.take.role", (seat,), (seat, card, state._left, len(state._roles) + 1)))
        log(("dr.take", None, (seat,)))
    state._holder = seat = seat + 1
    if seat == state._n:
        _back_to_boss(state)


def take_nothing(state: DiamantenraubState) -> None:
    seat = state._holder
    state._role[seat] = _STRASSENKIND
    if state._logging:
        log = state._pending_log.append
        log(("dr.take.nothing", (seat,), (seat, state._left, len(state._roles))))
        log(("dr.take", None, (seat,)))
    state._holder = seat = seat + 1
    if seat == state._n:
        _back_to_boss(state)


def accuse(state: DiamantenraubState, seat: int) -> None:
    state._accused = seat
    state._phase = _ACCUSATION
    if state._logging:
        state._pending_log.append(("dr.accuse", None, (BOSS, seat)))


def reveal(state: DiamantenraubState) -> None:
    """The accused shows their take (text, "Das Verhör")."""
    seat = state._accused
    assert seat is not None
    state._accused = None
    state._phase = _INTERROGATION
    state._shown |= 1 << seat
    role = state._role[seat]
    if role is _DIEB:
        if state._logging:
            state._pending_log.append(("dr.reveal.dieb", None, (seat, state._stolen[seat])))
        _recover(state, seat)
    elif role is _ERMITTLER:
        if state._logging:
            state._pending_log.append(("dr.reveal.ermittler", None, (seat, state._card[seat])))
        finish(state, _ERMITTLER_ACCUSED, alone=seat)
    elif state._excuses_left:
        # Getreuer, Fahrer, Straßenkind or Revolverheld: wrongly accused, keeps the excuse, stays in.
        state._excuses_left -= 1
        state._excused += (seat,)
        if state._logging:
            state._pending_log.append(("dr.reveal.innocent", None, (seat, seat, BOSS)))
    else:
        state._in_game &= ~1
        if state._logging:
            state._pending_log.append(("dr.reveal.no_excuse", None, (seat, seat, BOSS)))
        finish(state, _BOSS_ELIMINATED)


def peng(state: DiamantenraubState, seat: int) -> None:
    """Clarification 9. Only D♠ shoots; anyone else who shouts has broken the rules."""
    accused = state._accused
    assert accused is not None
    state._shouted |= 1 << seat
    state._shown |= 1 << seat
    if state._role[seat] is not _REVOLVERHELD:
        state._in_game &= ~(1 << seat)
        # Out like a caught player; the accusation goes on (still waiting for the reveal).
        if state._role[seat] is _DIEB:
            if state._logging:
                state._pending_log.append(("dr.peng.false.dieb", None, (seat, state._stolen[seat])))
            _recover(state, seat)
        elif state._logging:
            state._pending_log.append(("dr.peng.false", None, (seat, seat)))
        return
    state._accused = None
    state._phase = _INTERROGATION
    state._shown |= 1 << accused
    if state._role[accused] is _ERMITTLER:
        if state._logging:
            state._pending_log.append(("dr.peng.ermittler", None, (seat, REVOLVERHELD_CARD, accused, state._card[accused])))
        finish(state, _REVOLVERHELD_SHOT_ERMITTLER, alone=seat)
        return
    state._in_game &= ~(1 << seat | 1 << accused)  # both out; nobody receives an excuse
    if state._role[accused] is _DIEB:
        if state._logging:
            state._pending_log.append(("dr.peng.shot.dieb", None, (seat, REVOLVERHELD_CARD, accused, state._stolen[accused])))
        _recover(state, accused)
    elif state._logging:
        state._pending_log.append(("dr.peng.shot", None, (seat, REVOLVERHELD_CARD, accused, accused)))


def _recover(state: DiamantenraubState, thief: int) -> None:
    """A thief's diamonds go back to the Boss and the thief is out; maybe all are back.

    All back ends the game for the Boss, except during an accusation of an Ermittler
    (clarification 9, as corrected): a false "Peng!" that returns the last diamonds
    does not take the win from the accused Ermittler, who wins "sofort" when accused.
    The accusation goes on; only a real shot takes that win away. (The Boss then knows
    before the reveal that he has accused an Ermittler; the reveal comes next anyway.)
    """
    state._in_game &= ~(1 << thief)
    count = state._stolen[thief]
    state._recovered += count
    state._outstanding -= count
    if state._outstanding == 0:
        accused = state._accused
        if accused is not None and state._role[accused] is _ERMITTLER:
            return
        finish(state, _BOSS_RECOVERED_ALL)
