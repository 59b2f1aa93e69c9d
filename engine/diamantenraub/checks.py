"""The refusals of a Diamantenraub game: why an action may not be played, in words.

:func:`check`, which the game binds as ``_check``, runs before any change (``Game.apply``),
so a refused action changes nothing.
``NotYourTurnError`` when the seat is not in ``pending_seats`` (including a player who
already took and tries again, e.g. "diamonds and a role card"), ``InvalidActionError``
when it may act, but not like this.
"""
from __future__ import annotations

from engine.actions import Action
from engine.diamantenraub.actions import Accuse, HideDiamonds, Peng, Reveal, SetAside, TakeDiamonds, TakeNothing, TakeRole
from engine.diamantenraub.model import is_diamond
from engine.diamantenraub.state import _ACCUSATION, _HIDING, _INTERROGATION, _PASSING, BOSS, DiamantenraubState, holds
from engine.diamantenraub.tables import MAX_HIDDEN
from engine.errors import InvalidActionError, NotYourTurnError


def check(state: DiamantenraubState, seat: int, action: Action) -> None:
    """Refuse with ``NotYourTurnError`` when ``seat`` may not act at all now (it is not in
    ``pending_seats``), else with ``InvalidActionError`` when it may act, but not so.

    The most common legal moves are accepted at once (a simulation through the checked
    API makes thousands of them); everything else goes through :func:`check_in_words`,
    which accepts the same moves and refuses the rest in words."""
    phase = state._phase
    kind = type(action)
    if phase is _PASSING:
        if seat == state._holder:
            if kind is TakeDiamonds:
                if 1 <= action.count <= state._left:  # type: ignore[attr-defined]
                    return
            elif kind is TakeRole and holds(state._roles, action.card):  # type: ignore[attr-defined]
                return
    elif phase is _ACCUSATION:
        if kind is Reveal and seat == state._accused:
            return
    elif phase is _INTERROGATION and kind is Accuse and seat == BOSS:
        target = action.seat  # type: ignore[attr-defined]
        if 0 < target < state._n and (state._in_game & ~state._shown) >> target & 1:
            return
    check_in_words(state, seat, action)


def check_in_words(state: DiamantenraubState, seat: int, action: Action) -> None:
    """The whole check of :func:`check`: accept a legal move, or say why it is refused."""
    name = state._names[seat]
    boss = state._names[BOSS]
    phase = state._phase
    if phase is _HIDING:
        if seat != BOSS:
            raise NotYourTurnError(f"{name} must wait: the Boss, {boss}, first hides diamonds")
        if not isinstance(action, HideDiamonds):
            raise InvalidActionError(f"{boss} must first hide 0 to {MAX_HIDDEN} diamonds")
        if not 0 <= action.count <= min(MAX_HIDDEN, state._left):
            raise InvalidActionError(
                f"{boss} may hide 0 to {MAX_HIDDEN} diamonds, not {action.count}"
            )
        return
    if phase is _PASSING:
        _check_passing(state, seat, name, action)
        return
    if phase is _INTERROGATION:
        if seat != BOSS:
            raise NotYourTurnError(f"{name} must wait: the Boss, {boss}, is interrogating")
        if isinstance(action, Peng):
            raise InvalidActionError(f"{boss} is the Boss and never shouts \"Peng!\"")
        if not isinstance(action, Accuse):
            raise InvalidActionError(f"{boss} may only accuse someone now")
        _check_accuse(state, action.seat)
        return
    # _ACCUSATION (the game-over case is refused by Game.apply)
    accused = state._accused
    assert accused is not None
    if seat not in state.pending_seats():
        if seat == BOSS:
            if isinstance(action, Peng):
                raise NotYourTurnError(f"{boss} is the Boss and never shouts \"Peng!\"")
            raise NotYourTurnError(f"{boss} has accused {state._names[accused]} and must wait for the reveal")
        if not state._is_in(seat):
            raise NotYourTurnError(f"{name} is out of the game and may not act any more")
        if isinstance(action, Peng) and state.config.revolverheld:
            raise NotYourTurnError(f"{name} may not shout \"Peng!\": everybody knows who holds the Revolverheld")
        raise NotYourTurnError(f"{name} may not act now: {state._names[accused]} must show their take")
    if isinstance(action, Reveal):
        if seat != accused:
            raise InvalidActionError(f"only {state._names[accused]}, who is accused, shows their take; {name} is not accused")
        return
    if isinstance(action, Peng):
        if not state.config.revolverheld:
            raise InvalidActionError(f"{name} may not shout \"Peng!\": this game is played without the Revolverheld")
        if seat == accused:
            raise InvalidActionError(f"{name} is accused and may not shout \"Peng!\"")
        return
    if seat == accused:
        raise InvalidActionError(f"{name} is accused and must show their take")
    raise InvalidActionError(f"{name} may only shout \"Peng!\" now, or keep quiet")


def _check_passing(state: DiamantenraubState, seat: int, name: str, action: Action) -> None:
    holder = state._holder
    taking = isinstance(action, (TakeDiamonds, TakeRole, TakeNothing, SetAside))
    if seat != holder:
        if taking and seat != BOSS and state._role[seat] is not None:
            raise NotYourTurnError(
                f"{name} has already taken from the treasure and passed it on; nobody takes twice "
                "(and nobody may take diamonds and a role card)"
            )
        raise NotYourTurnError(f"{name} is not holding the treasure; {state._names[holder]} is")
    if not taking:
        raise InvalidActionError(f"{name} is holding the treasure and must take from it")
    left, roles = state._left, state._roles
    if isinstance(action, SetAside):
        if seat != 1:
            raise InvalidActionError(f"only the first player may set a card aside, and {name} is not the first player")
        if state._set_aside is not None:
            raise InvalidActionError(f"{name} has already set a role card aside; only one is allowed")
        if is_diamond(action.card):
            raise InvalidActionError(f"{name} may set aside only a role card, not a diamond ({action.card})")
        if not holds(roles, action.card):
            raise InvalidActionError(f"the role card {action.card} is not in the treasure")
    elif isinstance(action, TakeDiamonds):
        if action.count < 1:
            raise InvalidActionError(
                f"{name} must take at least one diamond (taking nothing is only for an empty treasure or the last player)"
            )
        if action.count > left:
            raise InvalidActionError(
                f"{name} may not take {action.count} diamonds: there are only {left} in the treasure"
            )
    elif isinstance(action, TakeRole):
        if not holds(roles, action.card):
            raise InvalidActionError(f"the role card {action.card} is not in the treasure that {name} holds")
    elif not state._may_take_nothing(seat):
        raise InvalidActionError(
            f"{name} may not take nothing: the treasure is not empty and {name} is not the last player"
        )


def _check_accuse(state: DiamantenraubState, target: int) -> None:
    boss = state._names[BOSS]
    if not 0 <= target < state._n:
        raise InvalidActionError(f"there is no seat {target} to accuse")
    if target == BOSS:
        raise InvalidActionError(f"{boss} may not accuse himself")
    if not state._is_in(target):
        raise InvalidActionError(f"{state._names[target]} is out of the game and cannot be accused")
    if state._shown >> target & 1:
        raise InvalidActionError(f"{state._names[target]} has already shown their take and cannot be accused again")
