"""Tempelgold's claims board (:class:`gui.games.claims.ClaimsAbility`): what each seat says it holds.

After everyone has looked at their chambers, each player says aloud how many gold and traps
they hold ("2 Gold, 1 Falle"); a Wächter may lie. The board keeps these claims per round
(topic ``"r<n>"``, words ``gold`` and ``traps``: the same the lab's bots read and say,
:mod:`lab.tempelgold.seat_bot`). A claim is public and only a claim: the board never
compares it with the cards. It may be entered while the table is in play, for a seat a
person plays (computers say theirs themselves), and it must fit this round's chambers.
"Says nothing" enters a seat that said nothing this round: a computer key holder waits for
an entry from every seat before the round's first opening (:mod:`lab.tempelgold.seat_bot`),
and a seat entered so is silent to the bots, as in the lab.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.tempelgold import PublicView
from gui.games.claims import ClaimField, ClaimForm, TableClaim
from lab.tempelgold.seat_bot import GOLD_KEY, TRAPS_KEY, round_topic


def _round_of(topic: str) -> int | None:
    digits = topic[1:]
    return int(digits) if topic.startswith("r") and digits.isdigit() else None


class TempelgoldClaims:
    """Stateless: the board's entries are in the Session's log."""

    def forms(self, public_view: PublicView, people: Sequence[int], claims: Sequence[TableClaim],
              lang: str) -> tuple[ClaimForm, ...]:
        if public_view.outcome is not None or not people:
            return ()
        chambers = public_view.chambers_per_player
        traps = min(chambers, public_view.traps_total)
        gold_label = QCoreApplication.translate("TempelgoldClaims", "How much gold")
        traps_label = QCoreApplication.translate("TempelgoldClaims", "How many traps")
        return (ClaimForm(
            topic=round_topic(public_view.round),
            seats=tuple(people),
            fields=(
                ClaimField(GOLD_KEY, gold_label, tuple((n, str(n)) for n in range(chambers + 1))),
                ClaimField(TRAPS_KEY, traps_label, tuple((n, str(n)) for n in range(traps + 1))),
            ),
            answered=QCoreApplication.translate("TempelgoldClaims", "Says nothing"),
            heading_first=True,  # a new round does not start under the last round's claims
        ),)

    def topic_title(self, topic: str) -> str:
        number = _round_of(topic)
        if number is None:
            return topic
        return QCoreApplication.translate("TempelgoldClaims", "Round {n}").format(n=number)

    def words(self, claim: TableClaim, names: Sequence[str], lang: str) -> str:
        if not claim.values:  # "Says nothing": not "nothing", which read as a claim of no gold and no traps
            return QCoreApplication.translate("TempelgoldClaims", "said nothing")
        gold = claim.values.get(GOLD_KEY, 0)
        traps = claim.values.get(TRAPS_KEY, 0)
        if traps == 1:
            trap_words = QCoreApplication.translate("TempelgoldClaims", "1 trap")
        else:
            trap_words = QCoreApplication.translate("TempelgoldClaims", "{n} traps").format(n=traps)
        return QCoreApplication.translate("TempelgoldClaims", "{n} gold").format(n=gold) + ", " + trap_words

    def check(self, claim: TableClaim, public_view: PublicView) -> str | None:
        if claim.topic != round_topic(public_view.round) or (claim.values and set(claim.values) != {GOLD_KEY, TRAPS_KEY}):
            return QCoreApplication.translate("TempelgoldClaims", "A claim is about this round's chambers: gold and traps.")
        if not 0 <= claim.seat < len(public_view.players):
            return QCoreApplication.translate("TempelgoldClaims", "There is no such player.")
        if not claim.values:
            return None  # "says nothing"
        gold, traps = claim.values[GOLD_KEY], claim.values[TRAPS_KEY]
        chambers = public_view.chambers_per_player
        if gold < 0 or traps < 0 or gold + traps > chambers:
            return QCoreApplication.translate(
                "TempelgoldClaims", "Each player has {n} chambers this round: gold and traps together cannot be more.",
            ).format(n=chambers)
        return None
