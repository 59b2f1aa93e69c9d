"""How a Diamantenraub game ends: who wins (text "Spielende", clarifications 2, 3, 6, 10).

One function, :func:`finish`, which the transitions call when a game is decided. The
Fahrer chain applies to every ending, including the "alone" endings of an Ermittler
or a Revolverheld: the text says "In jedem Fall".
"""
from __future__ import annotations

from engine.diamantenraub.model import Reason, Role
from engine.diamantenraub.state import _OVER, BOSS, DiamantenraubState, seats_in
from engine.outcome import Outcome

_BOSS_RECOVERED_ALL, _BOSS_ELIMINATED = Reason.BOSS_RECOVERED_ALL, Reason.BOSS_ELIMINATED
_END_KEYS = {reason: f"dr.end.{reason.value}" for reason in Reason}
_DIEB = Role.DIEB
_FAHRER = Role.FAHRER
_GETREUER = Role.GETREUER
_STRASSENKIND = Role.STRASSENKIND
_REVOLVERHELD = Role.REVOLVERHELD


def _add_seats_of(role: list[Role | None], kind: Role, seats: set[int]) -> None:
    """Add every seat whose role is ``kind`` (list methods compare by identity first: cheap)."""
    s = -1
    for _ in range(role.count(kind)):
        s = role.index(kind, s + 1)
        seats.add(s)


def finish(state: DiamantenraubState, reason: Reason, alone: int | None = None) -> None:
    """Decide the winners (text "Spielende", clarifications 2, 3, 6, 10)."""
    role = state._role
    best = thieves_won = 0
    if reason is _BOSS_RECOVERED_ALL:
        # The Revolverheld plays as a Getreuer; eliminated Getreue still win (clarification 3).
        winners = {BOSS}
        _add_seats_of(role, _GETREUER, winners)
        if state._setup.revolverheld and _REVOLVERHELD in role:
            winners.add(role.index(_REVOLVERHELD))
    elif reason is _BOSS_ELIMINATED:
        # Thieves must still be in the game; ties all win; every Straßenkind wins with them.
        # (A thief took at least one diamond, so ``stolen`` is 0 for everybody else.)
        stolen = state._stolen
        winners = set()
        for s in seats_in(state._in_game & ~1):
            count = stolen[s]
            if count >= best and count:
                if count > best:
                    best = count
                    winners.clear()
                winners.add(s)
        thieves_won = len(winners)
        if _STRASSENKIND in role:
            _add_seats_of(role, _STRASSENKIND, winners)
    else:
        assert alone is not None
        winners = {alone}
    # Fahrer chain (clarification 2): seat s depends only on s-1, so one pass in seat
    # order reaches the fixed point. The Boss (seat 0) is never a Fahrer.
    if _FAHRER in role:
        s = 0
        for _ in range(role.count(_FAHRER)):
            s = role.index(_FAHRER, s + 1)
            if s - 1 in winners:
                winners.add(s)
    state._phase = _OVER
    state._accused = None
    state._outcome = Outcome.build(
        frozenset(winners), reason, {"roles": tuple(role), "best": best, "alone": alone}
    )
    if state._logging:
        log = state._pending_log.append
        if reason is _BOSS_ELIMINATED:
            log(("dr.end.BOSS_ELIMINATED", None, (best, thieves_won, role.count(_STRASSENKIND))))
        else:
            log((_END_KEYS[reason], None, () if alone is None else (alone,)))
        log(("dr.end.winners", None, (tuple(sorted(winners)), len(winners))))
