"""The views of a Diamantenraub game: what a seat, or the whole table, may know.

Views are built by whitelisting (``views`` holds their classes): each field is handed
over here explicitly. The state only counts diamonds and excuses; which cards those are
follows from the deal (both leave from the end of their pile), and what each seat saw on
the way round follows from the takes before it (the treasure only ever loses cards), so
the cards are rebuilt here, where a person will look at them.
"""
from __future__ import annotations

from engine.cards import Card
from engine.diamantenraub.state import _HIDING, _PASSING, BOSS, DiamantenraubState, card_order
from engine.diamantenraub.views import FinalReveal, PublicView, SeatSummary, SeatView, Take
from engine.log import visible_log



class Seeing(DiamantenraubState):
    """Mixin: :meth:`public_view` and :meth:`view` (ENGINE-API.md)."""

    # -- which cards the counts stand for ----------------------------------------------
    def _hidden_cards(self) -> tuple[Card, ...]:
        total = len(self._dealt_diamonds)
        return self._dealt_diamonds[total - self._hidden:]

    def _taken_cards(self) -> list[tuple[Card, ...]]:
        """The cards each seat took (``()`` for the Boss, a Straßenkind or a seat still to take)."""
        dealt = self._dealt_diamonds
        top = len(dealt) - self._hidden  # the end of the pile when the treasure left the Boss
        taken: list[tuple[Card, ...]] = [()] * self._n
        for s in range(1, self._n):
            count, card = self._stolen[s], self._card[s]
            if count:
                taken[s] = dealt[top - count:top]
                top -= count
            elif card is not None:
                taken[s] = (card,)
        return taken

    def _excuses_given(self) -> list[tuple[Card, ...]]:
        """The excuses each seat received: the Boss hands them over from the end of his row."""
        given: list[tuple[Card, ...]] = [()] * self._n
        dealt = self._dealt_excuses
        for number, s in enumerate(self._excused, start=1):
            given[s] += (dealt[-number],)
        return given

    def _cards_everywhere(self) -> list[Card]:
        """Every card of the deal, wherever it is now (for the tests: nothing is lost or doubled)."""
        cards = [*self._dealt_diamonds[: self._left], *self._roles, *self._hidden_cards()]
        for take in self._taken_cards():
            cards.extend(take)
        for given in self._excuses_given():
            cards.extend(given)
        cards.extend(self._dealt_excuses[: self._excuses_left])
        if self._set_aside is not None:
            cards.append(self._set_aside)
        return cards

    # -- views ------------------------------------------------------------------------
    def _take_of(self, seat: int, taken: list[tuple[Card, ...]]) -> Take | None:
        role = self._role[seat]
        if seat == BOSS or role is None:
            return None
        return Take(seat, role, card_order(taken[seat]))

    def _returned_yet(self) -> bool:
        return self._phase is not _HIDING and self._phase is not _PASSING

    def _treasure_for(self, seat: int) -> tuple[Card, ...]:
        """The treasure's cards when ``seat`` received it (``seat == n``: as it came back).

        Rebuilt from the takes before that seat: diamonds always leave from the end of the
        pile, role cards by name, and the set-aside card before seat 2 gets the treasure."""
        count = len(self._dealt_diamonds) - self._hidden - sum(self._stolen[1:seat])
        gone = [c for c in self._card[1:seat] if c is not None]
        if seat > 1 and self._set_aside is not None:
            gone.append(self._set_aside)
        return card_order((*self._dealt_diamonds[:count], *(c for c in self._dealt_roles if c not in gone)))

    def public_view(self) -> PublicView:
        return self._public_view()

    def _public_view(self) -> PublicView:
        n = self._n
        over = self._outcome is not None
        taken = self._taken_cards()
        given = self._excuses_given()
        in_game, shown, shouted = self._in_game, self._shown, self._shouted
        seats = tuple(
            SeatSummary(
                seat=s,
                name=self._names[s],
                is_boss=s == BOSS,
                holds_treasure=s == self._holder and not over,
                has_taken=s != BOSS and self._role[s] is not None,
                eliminated=not in_game >> s & 1,
                shown=self._take_of(s, taken) if shown >> s & 1 else None,
                excuses=given[s],
                shouted_peng=bool(shouted >> s & 1),
            )
            for s in range(n)
        )
        final = None
        if over:
            takes = tuple(t for t in (self._take_of(s, taken) for s in range(1, n)) if t is not None)
            final = FinalReveal(
                takes=takes,
                set_aside=self._set_aside,
                boss_hidden=card_order(self._hidden_cards()),
                returned=self._treasure_for(n),
            )
        return PublicView(
            players=self.players,
            boss=BOSS,
            phase=self._phase,
            treasure_holder=self._holder,
            pending=self.pending_seats(),
            seats=seats,
            setup=self._setup,
            revolverheld=self.config.revolverheld,
            boss_excuses=self._dealt_excuses[: self._excuses_left],
            accused=self._accused,
            may_peng=self.may_peng(),
            open_seats=tuple(self.accusable()),
            accusable=self.accusable_now(),
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
        if seat >= 1 and self._role[seat] is not None:
            passed_on = self._treasure_for(seat + 1)
        is_boss = seat == BOSS
        returned = self._treasure_for(n) if is_boss and self._returned_yet() else None
        return SeatView(
            seat=seat,
            name=self._names[seat],
            role=self._role[seat],
            take=self._take_of(seat, self._taken_cards()),
            received=received,
            passed_on=passed_on,
            set_aside=self._set_aside if seat == 1 else None,
            built=card_order((*self._dealt_diamonds, *self._dealt_roles)) if is_boss else None,
            hidden=card_order(self._hidden_cards()) if is_boss and self._phase is not _HIDING else None,
            returned=returned,
            missing=self._missing if returned is not None else None,
            legal_actions=tuple(self.legal_actions(seat)),
            public=self._public_view(),
            log=visible_log(self._entries(), seat),
        )
