"""Diamantenraub's claims board (:class:`gui.games.claims.ClaimsAbility`): the stories and the Boss's questions.

Once the treasure is back, every player tells a story: how many diamonds were in the
treasure when they got it, and what they took (a role card, or nothing; nobody admits
diamonds). The Boss asks ("Ben, was hast du genommen?"). The board keeps both, in the lab's
words (:mod:`lab.diamantenraub.seat_bot`: topic ``"story"`` with ``received`` and ``took``,
topic ``"ask"`` with ``seat``), so a computer reads what people entered exactly as the lab's
bots read each other. People enter stories for the players a person plays who have not
answered yet, during the interrogation; "Answer given" marks an answer said aloud and not
entered (it tells the bots nothing). A story is public and only a story. A Boss a person
plays puts his questions on the board too ("Boss asks": whom), as a computer Boss does; a
computer player asked answers at once.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine import glossary
from engine.diamantenraub import Phase, PublicView, Role
from gui.games.claims import ClaimField, ClaimForm, TableClaim
from lab.diamantenraub.seat_bot import ASK, ASKED, RECEIVED, STORY, TOOK
from lab.diamantenraub.talk import ERMITTLER, FAHRER, GETREUER, NOTHING, REVOLVERHELD

ROLE_OF_KIND = {GETREUER: Role.GETREUER, ERMITTLER: Role.ERMITTLER, FAHRER: Role.FAHRER,
                REVOLVERHELD: Role.REVOLVERHELD}
"""The role card a story's ``took`` names (the lab's kinds)."""


def _took_text(kind: int, lang: str) -> str:
    role = ROLE_OF_KIND.get(kind)
    if role is None:
        return QCoreApplication.translate("DiamantenraubClaims", "nothing")
    return glossary.role(role.value, lang)


class DiamantenraubClaims:
    """Stateless: the board's entries are in the Session's log."""

    def forms(self, public_view: PublicView, people: Sequence[int], claims: Sequence[TableClaim],
              lang: str) -> tuple[ClaimForm, ...]:
        if public_view.phase is not Phase.INTERROGATION or public_view.outcome is not None:
            return ()
        answered = {c.seat for c in claims if c.topic == STORY}
        forms: list[ClaimForm] = []
        seats = tuple(s for s in people if s != public_view.boss and s not in answered)
        if seats:
            forms.append(self._story_form(public_view, seats, lang))
        if public_view.boss in people:
            forms.append(self._question_form(public_view, answered))
        return tuple(forms)

    @staticmethod
    def _story_form(public_view: PublicView, seats: tuple[int, ...], lang: str) -> ClaimForm:
        setup = public_view.setup
        kinds = [NOTHING] + [kind for kind, count in ((GETREUER, setup.getreue), (ERMITTLER, setup.ermittler),
                                                      (FAHRER, setup.fahrer), (REVOLVERHELD, setup.revolverheld))
                             if count]
        return ClaimForm(
            topic=STORY,
            seats=seats,
            fields=(
                ClaimField(RECEIVED, QCoreApplication.translate("DiamantenraubClaims", "Diamonds received"),
                           tuple((n, str(n)) for n in range(setup.diamonds + 1))),
                ClaimField(TOOK, QCoreApplication.translate("DiamantenraubClaims", "Took"),
                           tuple((kind, _took_text(kind, lang)) for kind in kinds)),
            ),
            answered=QCoreApplication.translate("DiamantenraubClaims", "Answer given"),
        )

    @staticmethod
    def _question_form(public_view: PublicView, answered: set[int]) -> ClaimForm:
        """A person Boss's question, "Ben, what did you take?": whom he asks, the players who
        have not answered yet first in seat order (the next one is chosen at once), then the others."""
        players = [s for s in range(len(public_view.players)) if s != public_view.boss]
        order = [s for s in players if s not in answered] + [s for s in players if s in answered]
        return ClaimForm(
            topic=ASK,
            seats=(public_view.boss,),
            fields=(ClaimField(ASKED, QCoreApplication.translate("DiamantenraubClaims", "Whom the Boss asks"),
                               tuple((s, public_view.players[s]) for s in order)),),
            opener=QCoreApplication.translate("DiamantenraubClaims", "Ask"),
            opener_name=QCoreApplication.translate("DiamantenraubClaims", "The Boss asks a player what he took"),
        )

    def topic_title(self, topic: str) -> str:
        if topic == ASK:
            return QCoreApplication.translate("DiamantenraubClaims", "The Boss asks")
        if topic == STORY:
            return QCoreApplication.translate("DiamantenraubClaims", "Stories")
        return topic

    def words(self, claim: TableClaim, names: Sequence[str], lang: str) -> str:
        if claim.topic == ASK:
            asked = claim.values.get(ASKED, -1)
            name = names[asked] if 0 <= asked < len(names) else "?"
            return QCoreApplication.translate("DiamantenraubClaims", "{name}, what did you take?").format(name=name)
        if not claim.values:
            return QCoreApplication.translate("DiamantenraubClaims", "answered aloud")
        return QCoreApplication.translate("DiamantenraubClaims", "got {n} diamonds, took: {what}").format(
            n=claim.values.get(RECEIVED, 0), what=_took_text(claim.values.get(TOOK, NOTHING), lang))

    def check(self, claim: TableClaim, public_view: PublicView) -> str | None:
        if public_view.phase is not Phase.INTERROGATION:
            return QCoreApplication.translate("DiamantenraubClaims", "Stories are told during the interrogation.")
        if claim.topic == ASK:
            asked = claim.values.get(ASKED, -1)
            if claim.seat != public_view.boss or set(claim.values) != {ASKED} \
                    or not 0 <= asked < len(public_view.players) or asked == public_view.boss:
                return QCoreApplication.translate("DiamantenraubClaims", "The Boss asks one of the players.")
            return None
        if claim.topic != STORY or not 0 < claim.seat < len(public_view.players) or claim.seat == public_view.boss:
            return QCoreApplication.translate("DiamantenraubClaims", "A story is told by a player, not by the Boss.")
        if claim.values and (set(claim.values) != {RECEIVED, TOOK}
                             or not 0 <= claim.values[RECEIVED] <= public_view.setup.diamonds
                             or claim.values[TOOK] not in (NOTHING, *ROLE_OF_KIND)):
            return QCoreApplication.translate("DiamantenraubClaims", "A story says how many diamonds and what was taken.")
        return None
