"""The views of a Diamantenraub game: what a seat, or the whole table, may know.

Views are built by whitelisting (``views`` holds their classes): each field is handed
over here explicitly. What each seat saw on the way round is not stored: the treasure
only ever loses cards, so :meth:`Seeing._treasure_for` rebuilds it from the takes.
"""
from __future__ import annotations

from engine.cards import Card
from engine.diamantenraub.model import Role
from engine.diamantenraub.state import _HIDING, _PASSING, BOSS, DiamantenraubState, card_order
from engine.diamantenraub.views import FinalReveal, PublicView, SeatSummary, SeatView, Take
from engine.log import visible_log

_DIEB = Role.DIEB


class Seeing(DiamantenraubState):
    """Mixin: :meth:`public_view` and :meth:`view` (ENGINE-API.md)."""

    def _take_of(self, seat: int) -> Take | None:
        take, role = self._take[seat], self._role[seat]
        if take is None or role is None:
            return None
        return Take(seat, role, card_order(take))

    def _returned_yet(self) -> bool:
        return self._phase is not _HIDING and self._phase is not _PASSING

    def _treasure_for(self, seat: int) -> tuple[Card, ...]:
        """The treasure's cards when ``seat`` received it (``seat == n``: as it came back).

        Rebuilt from the takes before that seat: diamonds always leave from the end of the
        pile, role cards by name, and the set-aside card before seat 2 gets the treasure."""
        take, role = self._take, self._role
        count = len(self._dealt_diamonds) - len(self._hidden)
        gone: list[Card] = []
        for s in range(1, seat):
            if role[s] is _DIEB:
                count -= len(take[s])  # type: ignore[arg-type]
            elif take[s]:
                gone.extend(take[s])  # type: ignore[arg-type]
        if seat > 1 and self._set_aside is not None:
            gone.append(self._set_aside)
        return card_order((*self._dealt_diamonds[:count], *(c for c in self._dealt_roles if c not in gone)))

    def public_view(self) -> PublicView:
        return self._public_view()

    def _public_view(self) -> PublicView:
        n = self._n
        over = self._outcome is not None
        seats = tuple(
            SeatSummary(
                seat=s,
                name=self._names[s],
                is_boss=s == BOSS,
                holds_treasure=s == self._holder and not over,
                has_taken=self._take[s] is not None,
                eliminated=not self._in_game[s],
                shown=self._take_of(s) if self._shown[s] else None,
                excuses=self._given[s],
                shouted_peng=self._shouted[s],
            )
            for s in range(n)
        )
        final = None
        if over:
            takes = tuple(t for t in map(self._take_of, range(1, n)) if t is not None)
            final = FinalReveal(takes=takes, set_aside=self._set_aside)
        return PublicView(
            players=self.players,
            boss=BOSS,
            phase=self._phase,
            treasure_holder=self._holder,
            pending=self.pending_seats(),
            seats=seats,
            setup=self._setup,
            revolverheld=self.config.revolverheld,
            boss_excuses=tuple(self._excuses),
            accused=self._accused,
            may_peng=self.may_peng(),
            diamonds_recovered=self._recovered,
            outcome=self._outcome,
            final=final,
            log=visible_log(self._entries(), None),
        )

    def view(self, seat: int) -> SeatView:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self._n:
            raise ValueError(f"there is no seat {seat!r} at this table")
        n = self._n
        has_received = seat >= 1 and (seat <= self._holder or self._returned_yet())
        received = self._treasure_for(seat) if has_received else None
        passed_on = None
        if seat >= 1 and self._take[seat] is not None:
            passed_on = self._treasure_for(seat + 1)
        is_boss = seat == BOSS
        returned = self._treasure_for(n) if is_boss and self._returned_yet() else None
        return SeatView(
            seat=seat,
            name=self._names[seat],
            role=self._role[seat],
            take=self._take_of(seat),
            received=received,
            passed_on=passed_on,
            set_aside=self._set_aside if seat == 1 else None,
            built=card_order((*self._dealt_diamonds, *self._dealt_roles)) if is_boss else None,
            hidden=card_order(self._hidden) if is_boss and self._phase is not _HIDING else None,
            returned=returned,
            missing=self._missing if returned is not None else None,
            legal_actions=tuple(self.legal_actions(seat)),
            public=self._public_view(),
            log=visible_log(self._entries(), seat),
        )
