"""The moves of a Diamantenraub game: how each action changes the state.

These transitions assume a legal action (``checks`` refuses the others first); the fast
path (``fast``) calls the very same methods, so a rule can never differ between the two.

Decisions where the rules leave room:

- Which diamond cards the Boss hides or a thief takes is not a choice (diamonds are
  interchangeable): they always leave from the end of the pile, which lies in a secret,
  shuffled order (``deal``).
- A real shot also shows the Revolverheld's take (he is out, and the out show their card).
  The shooter is out and so cannot shoot twice; a false shouter is out too.
"""
from __future__ import annotations

from engine.actions import Action
from engine.cards import Card
from engine.diamantenraub.actions import Accuse, HideDiamonds, Reveal, SetAside, TakeDiamonds, TakeNothing, TakeRole
from engine.diamantenraub.endings import Endings
from engine.diamantenraub.model import Reason, Role
from engine.diamantenraub.state import _ACCUSATION, _INTERROGATION, _PASSING, BOSS, remove_card
from engine.diamantenraub.tables import REVOLVERHELD_CARD

_DIEB = Role.DIEB
_ERMITTLER = Role.ERMITTLER
_GETREUER = Role.GETREUER
_STRASSENKIND = Role.STRASSENKIND
_REVOLVERHELD = Role.REVOLVERHELD
_ROLE_BY_RANK = {"A": Role.ERMITTLER, "J": Role.FAHRER, "Q": Role.REVOLVERHELD}
"""Role cards by rank; every other role card is a black number card, a Getreuer (TABLES.md)."""


class Transitions(Endings):
    """Mixin: ``_perform`` for :meth:`Game.apply`, and one transition per kind of action."""

    def _perform(self, seat: int, action: Action) -> None:
        kind = type(action)
        if kind is TakeDiamonds:
            self._take_diamonds(action.count)  # type: ignore[attr-defined]
        elif kind is TakeRole:
            self._take_role(action.card)  # type: ignore[attr-defined]
        elif kind is TakeNothing:
            self._take_nothing()
        elif kind is SetAside:
            self._set_card_aside(action.card)  # type: ignore[attr-defined]
        elif kind is HideDiamonds:
            self._hide(action.count)  # type: ignore[attr-defined]
        elif kind is Accuse:
            self._accuse(action.seat)  # type: ignore[attr-defined]
        elif kind is Reveal:
            self._reveal()
        else:
            self._peng(seat)

    def _hide(self, count: int) -> None:
        diamonds = self._diamonds
        cut = len(diamonds) - count
        self._hidden = diamonds[cut:]
        del diamonds[cut:]
        self._phase = _PASSING
        self._holder = 1
        if self._logging:
            self._log_event("dr.hide.private", (BOSS,), boss=self._names[BOSS], count=count)
            self._log_event("dr.hide", boss=self._names[BOSS], next=self._names[1])

    def _back_to_boss(self) -> None:
        """The treasure is back: the Boss looks and knows how many are missing; the table does not.

        What each seat saw is not copied on the way round: the treasure only ever loses
        cards, so :meth:`_treasure_for` rebuilds it for the views from the takes."""
        self._holder = BOSS
        missing = self._missing = self._outstanding = len(self._dealt_diamonds) - len(self._hidden) - len(self._diamonds)
        self._phase = _INTERROGATION
        if self._logging:
            self._log_event("dr.returned", boss=self._names[BOSS])
            self._log_event(
                "dr.returned.private", (BOSS,), boss=self._names[BOSS], diamonds=len(self._diamonds),
                roles=len(self._roles), missing=missing,
            )
        if missing == 0:  # clarification 4
            self._finish(Reason.BOSS_RECOVERED_ALL)

    def _set_card_aside(self, card: Card) -> None:
        remove_card(self._roles, card)
        self._set_aside = card
        if self._logging:
            self._log_event("dr.set_aside", (1,), player=self._names[1], card=str(card))

    def _take_diamonds(self, count: int) -> None:
        seat = self._holder
        diamonds = self._diamonds
        cut = len(diamonds) - count
        self._take[seat] = diamonds[cut:]
        del diamonds[cut:]
        self._role[seat] = _DIEB
        if self._logging:
            self._log_event("dr.take.diamonds", (seat,), player=self._names[seat], count=count,
                            diamonds=len(diamonds) + count, roles=len(self._roles))
            self._log_event("dr.take", player=self._names[seat])
        self._holder = seat = seat + 1
        if seat == self._n:
            self._back_to_boss()

    def _take_role(self, card: Card) -> None:
        seat = self._holder
        roles = self._roles
        # By identity first: the cards are the canonical objects, and comparing with Card's
        # generated __eq__ on the way would cost more than the rest of this move.
        for i, c in enumerate(roles):
            if c is card:
                del roles[i]
                break
        else:
            roles.remove(card)
        self._take[seat] = (card,)
        self._role[seat] = _ROLE_BY_RANK.get(card.rank, _GETREUER)
        if self._logging:
            self._log_event("dr.take.role", (seat,), player=self._names[seat], card=str(card),
                            diamonds=len(self._diamonds), roles=len(self._roles) + 1)
            self._log_event("dr.take", player=self._names[seat])
        self._holder = seat = seat + 1
        if seat == self._n:
            self._back_to_boss()

    def _take_nothing(self) -> None:
        seat = self._holder
        self._take[seat] = ()
        self._role[seat] = _STRASSENKIND
        if self._logging:
            self._log_event("dr.take.nothing", (seat,), player=self._names[seat],
                            diamonds=len(self._diamonds), roles=len(self._roles))
            self._log_event("dr.take", player=self._names[seat])
        self._holder = seat = seat + 1
        if seat == self._n:
            self._back_to_boss()

    def _accuse(self, seat: int) -> None:
        self._accused = seat
        self._phase = _ACCUSATION
        if self._logging:
            self._log_event("dr.accuse", boss=self._names[BOSS], accused=self._names[seat])

    def _reveal(self) -> None:
        """The accused shows their take (text, "Das Verhör")."""
        seat = self._accused
        assert seat is not None
        self._accused = None
        self._phase = _INTERROGATION
        self._shown[seat] = True
        role = self._role[seat]
        if role is _DIEB:
            if self._logging:
                self._log_event("dr.reveal.dieb", player=self._names[seat], count=len(self._take[seat]))  # type: ignore[arg-type]
            self._recover(seat)
        elif role is _ERMITTLER:
            if self._logging:
                self._log_event("dr.reveal.ermittler", player=self._names[seat], card=str(self._take[seat][0]))  # type: ignore[index]
            self._finish(Reason.ERMITTLER_ACCUSED, alone=seat)
        elif self._excuses:
            # Getreuer, Fahrer, Straßenkind or Revolverheld: wrongly accused, keeps the excuse, stays in.
            self._given[seat] += (self._excuses.pop(),)
            if self._logging:
                self._log_event("dr.reveal.innocent", player=self._names[seat], what=self._what(seat), boss=self._names[BOSS])
        else:
            self._in_game[BOSS] = False
            if self._logging:
                self._log_event("dr.reveal.no_excuse", player=self._names[seat], what=self._what(seat), boss=self._names[BOSS])
            self._finish(Reason.BOSS_ELIMINATED)

    def _peng(self, seat: int) -> None:
        """Clarification 9. Only D♠ shoots; anyone else who shouts has broken the rules."""
        accused = self._accused
        assert accused is not None
        self._shouted[seat] = True
        self._shown[seat] = True
        if self._role[seat] is not _REVOLVERHELD:
            self._in_game[seat] = False
            # Out like a caught player; the accusation goes on (still waiting for the reveal).
            if self._role[seat] is _DIEB:
                if self._logging:
                    self._log_event("dr.peng.false.dieb", player=self._names[seat], count=len(self._take[seat]))  # type: ignore[arg-type]
                self._recover(seat)
            elif self._logging:
                self._log_event("dr.peng.false", player=self._names[seat], what=self._what(seat))
            return
        card = str(REVOLVERHELD_CARD)
        self._accused = None
        self._phase = _INTERROGATION
        self._shown[accused] = True
        if self._role[accused] is _ERMITTLER:
            if self._logging:
                self._log_event("dr.peng.ermittler", player=self._names[seat], card=card,
                                accused=self._names[accused], accused_card=str(self._take[accused][0]))  # type: ignore[index]
            self._finish(Reason.REVOLVERHELD_SHOT_ERMITTLER, alone=seat)
            return
        self._in_game[seat] = self._in_game[accused] = False  # both out; nobody receives an excuse
        if self._role[accused] is _DIEB:
            if self._logging:
                self._log_event("dr.peng.shot.dieb", player=self._names[seat], card=card,
                                accused=self._names[accused], count=len(self._take[accused]))  # type: ignore[arg-type]
            self._recover(accused)
        elif self._logging:
            self._log_event("dr.peng.shot", player=self._names[seat], card=card,
                            accused=self._names[accused], what=self._what(accused))

    def _recover(self, thief: int) -> None:
        """A thief's diamonds go back to the Boss and the thief is out; maybe all are back.

        All back ends the game for the Boss, except during an accusation of an Ermittler
        (clarification 9, as corrected): a false "Peng!" that returns the last diamonds
        does not take the win from the accused Ermittler, who wins "sofort" when accused.
        The accusation goes on; only a real shot takes that win away. (The Boss then knows
        before the reveal that he has accused an Ermittler; the reveal comes next anyway.)
        """
        self._in_game[thief] = False
        count = len(self._take[thief])  # type: ignore[arg-type]
        self._recovered += count
        self._outstanding -= count
        if self._outstanding == 0:
            accused = self._accused
            if accused is not None and self._role[accused] is _ERMITTLER:
                return
            self._finish(Reason.BOSS_RECOVERED_ALL)

    def _what(self, seat: int) -> str:
        """A shown take for the log, as a code (``"getreuer 3S"``, ``"strassenkind"``) that
        the log's ``take`` format reads in each language."""
        role = self._role[seat]
        take = self._take[seat]
        assert role is not None
        return f"{role.value} {take[0]}" if take and role is not _DIEB else role.value
