"""The moves of a Diamantenraub game: how each action changes the state.

These transitions assume a legal action (``checks`` refuses the others first); the fast
path (``fast``) calls the very same methods, so a rule can never differ between the two.

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
from engine.diamantenraub.endings import Endings
from engine.diamantenraub.model import Reason, Role
from engine.diamantenraub.state import _ACCUSATION, _BOSS_ONLY, _INTERROGATION, _PASSING, _SEAT_ONE, BOSS, index_of
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
"""Role cards by rank; every other role card is a black number card, a Getreuer (TABLES.md)."""


class Transitions(Endings):
    """Mixin: ``_perform`` for :meth:`Game.apply`, and one transition per kind of action.

    Role cards are taken by their index in the treasure (``_take_role_at``,
    ``_set_aside_at``); the checked path finds the index of the card its action names."""

    def _perform(self, seat: int, action: Action) -> None:
        kind = type(action)
        if kind is TakeDiamonds:
            self._take_diamonds(action.count)  # type: ignore[attr-defined]
        elif kind is TakeRole:
            self._take_role_at(index_of(self._roles, action.card))  # type: ignore[attr-defined]
        elif kind is TakeNothing:
            self._take_nothing()
        elif kind is SetAside:
            self._set_aside_at(index_of(self._roles, action.card))  # type: ignore[attr-defined]
        elif kind is HideDiamonds:
            self._hide(action.count)  # type: ignore[attr-defined]
        elif kind is Accuse:
            self._accuse(action.seat)  # type: ignore[attr-defined]
        elif kind is Reveal:
            self._reveal()
        else:
            self._peng(seat)

    def _hide(self, count: int) -> None:
        self._hidden = count
        self._left -= count
        self._phase = _PASSING
        self._holder = 1
        if self._logging:
            log = self._pending_log.append
            log(("dr.hide.private", _BOSS_ONLY, (BOSS, count)))
            log(("dr.hide", None, (BOSS, 1)))

    def _back_to_boss(self) -> None:
        """The treasure is back: the Boss looks and knows how many are missing; the table does not.

        What each seat saw is not copied on the way round: the treasure only ever loses
        cards, so the views rebuild it from the takes."""
        self._holder = BOSS
        missing = self._missing = self._outstanding = len(self._dealt_diamonds) - self._hidden - self._left
        self._phase = _INTERROGATION
        if self._logging:
            log = self._pending_log.append
            log(("dr.returned", None, (BOSS,)))
            log(("dr.returned.private", _BOSS_ONLY, (BOSS, self._left, len(self._roles), missing)))
        if missing == 0:  # clarification 4
            self._finish(_BOSS_RECOVERED_ALL)

    def _set_aside_at(self, index: int) -> None:
        card = self._set_aside = self._roles.pop(index)
        if self._logging:
            self._pending_log.append(("dr.set_aside", _SEAT_ONE, (1, card)))

    def _take_diamonds(self, count: int) -> None:
        seat = self._holder
        self._left -= count
        self._stolen[seat] = count
        self._role[seat] = _DIEB
        if self._logging:
            log = self._pending_log.append
            log(("dr.take.diamonds", (seat,), (seat, count, self._left + count, len(self._roles))))
            log(("dr.take", None, (seat,)))
        self._holder = seat = seat + 1
        if seat == self._n:
            self._back_to_boss()

    def _take_role_at(self, index: int) -> None:
        seat = self._holder
        card = self._card[seat] = self._roles.pop(index)
        self._role[seat] = _ROLE_BY_RANK.get(card.rank, _GETREUER)
        if self._logging:
            log = self._pending_log.append
            log(("dr.take.role", (seat,), (seat, card, self._left, len(self._roles) + 1)))
            log(("dr.take", None, (seat,)))
        self._holder = seat = seat + 1
        if seat == self._n:
            self._back_to_boss()

    def _take_nothing(self) -> None:
        seat = self._holder
        self._role[seat] = _STRASSENKIND
        if self._logging:
            log = self._pending_log.append
            log(("dr.take.nothing", (seat,), (seat, self._left, len(self._roles))))
            log(("dr.take", None, (seat,)))
        self._holder = seat = seat + 1
        if seat == self._n:
            self._back_to_boss()

    def _accuse(self, seat: int) -> None:
        self._accused = seat
        self._phase = _ACCUSATION
        if self._logging:
            self._pending_log.append(("dr.accuse", None, (BOSS, seat)))

    def _reveal(self) -> None:
        """The accused shows their take (text, "Das Verhör")."""
        seat = self._accused
        assert seat is not None
        self._accused = None
        self._phase = _INTERROGATION
        self._shown |= 1 << seat
        role = self._role[seat]
        if role is _DIEB:
            if self._logging:
                self._pending_log.append(("dr.reveal.dieb", None, (seat, self._stolen[seat])))
            self._recover(seat)
        elif role is _ERMITTLER:
            if self._logging:
                self._pending_log.append(("dr.reveal.ermittler", None, (seat, self._card[seat])))
            self._finish(_ERMITTLER_ACCUSED, alone=seat)
        elif self._excuses_left:
            # Getreuer, Fahrer, Straßenkind or Revolverheld: wrongly accused, keeps the excuse, stays in.
            self._excuses_left -= 1
            self._excused += (seat,)
            if self._logging:
                self._pending_log.append(("dr.reveal.innocent", None, (seat, seat, BOSS)))
        else:
            self._in_game &= ~1
            if self._logging:
                self._pending_log.append(("dr.reveal.no_excuse", None, (seat, seat, BOSS)))
            self._finish(_BOSS_ELIMINATED)

    def _peng(self, seat: int) -> None:
        """Clarification 9. Only D♠ shoots; anyone else who shouts has broken the rules."""
        accused = self._accused
        assert accused is not None
        self._shouted |= 1 << seat
        self._shown |= 1 << seat
        if self._role[seat] is not _REVOLVERHELD:
            self._in_game &= ~(1 << seat)
            # Out like a caught player; the accusation goes on (still waiting for the reveal).
            if self._role[seat] is _DIEB:
                if self._logging:
                    self._pending_log.append(("dr.peng.false.dieb", None, (seat, self._stolen[seat])))
                self._recover(seat)
            elif self._logging:
                self._pending_log.append(("dr.peng.false", None, (seat, seat)))
            return
        self._accused = None
        self._phase = _INTERROGATION
        self._shown |= 1 << accused
        if self._role[accused] is _ERMITTLER:
            if self._logging:
                self._pending_log.append(("dr.peng.ermittler", None, (seat, REVOLVERHELD_CARD, accused, self._card[accused])))
            self._finish(_REVOLVERHELD_SHOT_ERMITTLER, alone=seat)
            return
        self._in_game &= ~(1 << seat | 1 << accused)  # both out; nobody receives an excuse
        if self._role[accused] is _DIEB:
            if self._logging:
                self._pending_log.append(("dr.peng.shot.dieb", None, (seat, REVOLVERHELD_CARD, accused, self._stolen[accused])))
            self._recover(accused)
        elif self._logging:
            self._pending_log.append(("dr.peng.shot", None, (seat, REVOLVERHELD_CARD, accused, accused)))

    def _recover(self, thief: int) -> None:
        """A thief's diamonds go back to the Boss and the thief is out; maybe all are back.

        All back ends the game for the Boss, except during an accusation of an Ermittler
        (clarification 9, as corrected): a false "Peng!" that returns the last diamonds
        does not take the win from the accused Ermittler, who wins "sofort" when accused.
        The accusation goes on; only a real shot takes that win away. (The Boss then knows
        before the reveal that he has accused an Ermittler; the reveal comes next anyway.)
        """
        self._in_game &= ~(1 << thief)
        count = self._stolen[thief]
        self._recovered += count
        self._outstanding -= count
        if self._outstanding == 0:
            accused = self._accused
            if accused is not None and self._role[accused] is _ERMITTLER:
                return
            self._finish(_BOSS_RECOVERED_ALL)
