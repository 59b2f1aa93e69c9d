"""Tempelgold at the table for learners (issue 34): the rules' section at F1, and a seat's hint.

The rules sections are the markers ``<!-- section: KEY -->`` of ``texts/rules/<lang>.md``.
The hint is made from the seat's own :class:`~engine.tempelgold.SeatView` alone: what it may
do (its legal actions, and the key holder, which the table shows), its role and chambers as
its panel shows them, and what the public record says: the round, the openings left, what
was opened, and — as the rules' "Tips for beginners" suggest ("count the claims") — how
much gold and how many fire traps are still face down, how many of them are the seat's own,
and so how many all the others can truthfully claim.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from engine import glossary
from engine.tempelgold import ChamberKind, EndHopeless, Open, Role, SeatView
from gui.games.learning import END_KIND, Hint, Learning
from gui.games.steps import PrivateStep

if TYPE_CHECKING:
    from gui.games.claims import TableClaim

GOLD_WORD, TRAPS_WORD = "gold", "traps"
"""The words of a Tempelgold claim on the board (``gui.tempelgold.claims``; the lab's bots' too)."""

PRIVATE_SECTIONS = {"deal": "setup", "redeal": "round_end", "peek": "cards"}
"""A private step's kind → its rules section (a look after the deal, after a round, again)."""
TABLE_SECTIONS = {"table": "open", "round_over": "round_end", END_KIND: "end"}
"""A table step's kind (or the end) → its rules section."""


class TempelgoldLearning:
    """Tempelgold's :class:`~gui.games.learning.Learning`."""

    def rules_section(self, kind: str, private: bool) -> str | None:
        return (PRIVATE_SECTIONS if private else TABLE_SECTIONS).get(kind)

    def hint(self, step: PrivateStep, seat_view: SeatView, lang: str, claims: Sequence[TableClaim]) -> Hint | None:
        known = _known(seat_view, lang)
        known[-2:-2] = _claims_counted(seat_view, claims)  # before the tip and the rules' pointer
        return Hint(can_do=tuple(_can_do(seat_view)), known=tuple(known))


def _can_do(view: SeatView) -> list[str]:
    public = view.public
    lines = [QCoreApplication.translate("TempelgoldHint", "This screen only shows your cards: there is nothing to choose. Look, then press “Done — cover”.")]
    opens = sum(1 for action in view.legal_actions if isinstance(action, Open))
    if public.key_holder == view.seat:
        lines.append(QCoreApplication.translate("TempelgoldHint", "You hold the key: at the table you open one face-down chamber of another player, never your own."))
        if opens:
            lines.append(QCoreApplication.translate("TempelgoldHint", "You may choose from {count} face-down chambers of the others.").format(count=opens))
    else:
        lines.append(QCoreApplication.translate("TempelgoldHint", "{name} holds the key and opens the next chamber. You may talk, claim and advise — and lie.").format(
            name=public.players[public.key_holder]))
    if any(isinstance(action, EndHopeless) for action in view.legal_actions):
        lines.append(QCoreApplication.translate("TempelgoldHint", "The Adventurers can no longer find all the gold: the table offers to end the game."))
    return lines


def _known(view: SeatView, lang: str) -> list[str]:
    public = view.public
    role = glossary.role(view.role.value, lang)
    lines = [QCoreApplication.translate("TempelgoldHint", "Your role: {role}. Nobody else knows it.").format(role=role),
             QCoreApplication.translate("TempelgoldHint", "Your chambers this round: gold {gold}, empty {empty}, fire traps {traps}. Where each one lies, you do not know.").format(gold=view.gold, empty=view.empty, traps=view.traps)]
    lines.append(QCoreApplication.translate("TempelgoldHint", "Round {round} of {rounds}: {opened} of {per} chambers opened this round, {left} openings left in the game.").format(
        round=public.round, rounds=public.rounds, opened=public.opened_this_round,
        per=public.openings_per_round, left=public.openings_left))
    lines.append(QCoreApplication.translate("TempelgoldHint", "Opened so far: gold {gold} of {gold_total}, fire traps {traps} of {traps_total}, empty {empty}.").format(
        gold=public.gold_found, gold_total=public.gold_total, traps=public.traps_found,
        traps_total=public.traps_total, empty=public.empty_found))
    face_down = sum(seat.face_down for seat in public.seats)
    gold_left = public.gold_total - public.gold_found
    traps_left = public.traps_total - public.traps_found
    lines.append(QCoreApplication.translate("TempelgoldHint", "Still face down: {count} chambers, among them gold {gold} and fire traps {traps}.").format(
        count=face_down, gold=gold_left, traps=traps_left))
    lines.append(QCoreApplication.translate("TempelgoldHint", "Counting the claims: of that gold, {mine} is yours, so the others can truthfully claim {others} gold between them; of the fire traps, you hold {mine_traps} and the others {others_traps}. If more is claimed, someone lies.").format(
        mine=view.gold, others=max(0, gold_left - view.gold),
        mine_traps=view.traps, others_traps=max(0, traps_left - view.traps)))
    if view.role is Role.WAECHTER:
        lines.append(QCoreApplication.translate("TempelgoldHint", "Tip for a Guardian: claim gold when you hold empty chambers — but do not overdo it, or the count gives you away."))
    else:
        lines.append(QCoreApplication.translate("TempelgoldHint", "Tip for an Adventurer: the truth is your best tool. Say exactly what you hold and watch who contradicts."))
    lines.append(QCoreApplication.translate("TempelgoldHint", "More in the rules (F1): “Tips for beginners”."))
    return lines


def _claims_counted(view: SeatView, claims: Sequence[TableClaim]) -> list[str]:
    """The rules' tip "count the claims" against the claims board: what the others claimed this
    round, against the most they can hold (what lay face down when the round began, less the
    seat's own then). Public claims and the seat's own cards only."""
    public = view.public
    said = [c for c in claims if c.topic == f"r{public.round}" and c.seat != view.seat and c.values]  # not "says nothing"
    if not said:
        return [QCoreApplication.translate("TempelgoldHint", "Nobody else has claimed anything on the claims board this round yet.")]
    lines = []
    for word, kind, total, found, mine_now in (
            (GOLD_WORD, ChamberKind.GOLD, public.gold_total, public.gold_found, view.gold),
            (TRAPS_WORD, ChamberKind.TRAP, public.traps_total, public.traps_found, view.traps)):
        this_round = [c for c in public.opened if c.round == public.round and c.kind is kind]
        mine_then = mine_now + sum(1 for c in this_round if c.owner == view.seat)
        most = total - (found - len(this_round)) - mine_then
        claimed = sum(c.values.get(word, 0) for c in said)
        text = (QCoreApplication.translate("TempelgoldHint", "Claims this round: {count} others say they hold {claimed} gold between them; when the round began they could hold at most {most}.")
                if kind is ChamberKind.GOLD else
                QCoreApplication.translate("TempelgoldHint", "Claims this round: {count} others say they hold {claimed} fire traps between them; when the round began they could hold at most {most}."))
        lines.append(text.format(count=len(said), claimed=claimed, most=most))
        if claimed > most:
            lines.append(QCoreApplication.translate("TempelgoldHint", "That is more than there can be: at least one of them lies."))
    return lines


LEARNING: Learning[SeatView] = TempelgoldLearning()
