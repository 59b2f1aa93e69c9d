"""Diamantenraub at the table for learners (issue 34): the rules' section at F1, and a seat's hint.

The rules sections are the markers ``<!-- section: KEY -->`` of ``texts/rules/<lang>.md``.
The hint is made from the seat's own :class:`~engine.diamantenraub.SeatView` alone: what it
may do now (its legal actions in words: hide 0–5, take 1–n diamonds or one of the role cards
it sees, put one aside, take nothing), what it saw and took itself (as its panel shows), and
what the public record says (who has taken, the Boss's excuses, the diamonds recovered);
the rules' "Tips for beginners" for its part ("remember the numbers").
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from engine import glossary
from engine.cards import Card
from engine.diamantenraub import (
    HideDiamonds, Role, SeatView, SetAside, TakeDiamonds, TakeNothing, TakeRole, is_diamond, role_of,
)
from gui.games.learning import END_KIND, Hint, Learning
from gui.games.steps import PrivateStep

if TYPE_CHECKING:
    from gui.games.claims import TableClaim

PRIVATE_SECTIONS = {"hide": "setup", "take": "take", "returned": "interrogation", "peek": "roles"}
"""A private step's kind → its rules section."""
TABLE_SECTIONS = {"interrogation": "interrogation", "reveal": "interrogation", "peng": "peng", END_KIND: "end"}
"""A table step's kind (or the end) → its rules section."""


class DiamantenraubLearning:
    """Diamantenraub's :class:`~gui.games.learning.Learning`."""

    def rules_section(self, kind: str, private: bool) -> str | None:
        return (PRIVATE_SECTIONS if private else TABLE_SECTIONS).get(kind)

    def hint(self, step: PrivateStep, seat_view: SeatView, lang: str, claims: Sequence[TableClaim]) -> Hint | None:
        return Hint(can_do=tuple(_can_do(step, seat_view, lang)), known=tuple(_known(seat_view, lang)))


def _roles(cards: Iterable[Card], lang: str) -> str:
    """The role cards among ``cards`` by their role names ("Henchman, Driver"), or "none"."""
    names = sorted({glossary.role(role_of(card).value, lang) for card in cards if not is_diamond(card)})
    return ", ".join(names) if names else QCoreApplication.translate("DiamantenraubHint", "none")


def _diamonds(cards: Iterable[Card], lang: str) -> str:
    """How many diamonds are among ``cards``, with the word in its number ("1 diamond", "3 diamonds")."""
    return _count(sum(1 for card in cards if is_diamond(card)), lang)


def _count(count: int, lang: str) -> str:
    return f"{count} {glossary.term('diamond', lang, count)}"


def _can_do(step: PrivateStep, view: SeatView, lang: str) -> list[str]:
    legal = view.legal_actions
    hides = sorted(a.count for a in legal if isinstance(a, HideDiamonds))
    takes = sorted(a.count for a in legal if isinstance(a, TakeDiamonds))
    roles = [a.card for a in legal if isinstance(a, TakeRole)]
    lines: list[str] = []
    if step.kind == "hide" and hides:
        lines.append(QCoreApplication.translate("DiamantenraubHint", "Hide {low} to {high} diamonds from the treasure: choose the number, then hold the gold button. Only you will know how many.").format(low=hides[0], high=hides[-1]))
    elif step.kind == "take":
        if any(isinstance(a, SetAside) for a in legal):
            lines.append(QCoreApplication.translate("DiamantenraubHint", "You are the first: before you take, you may put one role card aside. It belongs to nobody until the end."))
        if takes and takes[-1] == 1:
            lines.append(QCoreApplication.translate("DiamantenraubHint", "Take the one diamond: you become a Thief."))
        elif takes:
            lines.append(QCoreApplication.translate("DiamantenraubHint", "Take {low} to {high} diamonds: you become a Thief.").format(low=takes[0], high=takes[-1]))
        if roles:
            lines.append(QCoreApplication.translate("DiamantenraubHint", "Or take exactly one role card: {roles}. Its role is then yours.").format(roles=_roles(roles, lang)))
        if any(isinstance(a, TakeNothing) for a in legal):
            lines.append(QCoreApplication.translate("DiamantenraubHint", "You may also take nothing: you become a Street Kid. Pretend to take something all the same."))
        lines.append(QCoreApplication.translate("DiamantenraubHint", "Then hold the gold button: nobody at the table sees what you took."))
    else:
        lines.append(QCoreApplication.translate("DiamantenraubHint", "This screen only shows: there is nothing to choose. Look, then press “Done — cover”."))
    if view.seat == view.public.boss:
        lines.append(QCoreApplication.translate("DiamantenraubHint", "At the interrogation you ask questions and accuse one player after another: “Empty your pockets!”"))
    else:
        lines.append(QCoreApplication.translate("DiamantenraubHint", "At the interrogation the Boss asks questions: you may tell the truth, lie or stay silent."))
    return lines


def _known(view: SeatView, lang: str) -> list[str]:
    public = view.public
    lines: list[str] = []
    if view.role is not None:
        lines.append(QCoreApplication.translate("DiamantenraubHint", "Your role: {role}.").format(role=glossary.role(view.role.value, lang)))
    if view.built is not None:
        lines.append(QCoreApplication.translate("DiamantenraubHint", "You built the treasure: {diamonds}; role cards: {roles}.").format(diamonds=_diamonds(view.built, lang), roles=_roles(view.built, lang)))
    if view.hidden is not None:
        lines.append(QCoreApplication.translate("DiamantenraubHint", "Hidden by you: {diamonds}.").format(diamonds=_count(len(view.hidden), lang)))
    if view.received is not None:
        lines.append(QCoreApplication.translate("DiamantenraubHint", "When the treasure reached you: {diamonds}; role cards: {roles}.").format(diamonds=_diamonds(view.received, lang), roles=_roles(view.received, lang)))
    if view.take is not None:
        took = (_count(view.take.diamonds, lang) if view.take.role is Role.DIEB
                else _roles(view.take.cards, lang) if view.take.cards else QCoreApplication.translate("DiamantenraubHint", "nothing"))
        lines.append(QCoreApplication.translate("DiamantenraubHint", "You took: {what}.").format(what=took))
    if view.set_aside is not None:
        lines.append(QCoreApplication.translate("DiamantenraubHint", "You put aside: {roles}.").format(roles=_roles((view.set_aside,), lang)))
    if view.passed_on is not None:
        lines.append(QCoreApplication.translate("DiamantenraubHint", "When you passed it on: {diamonds}; role cards: {roles}.").format(diamonds=_diamonds(view.passed_on, lang), roles=_roles(view.passed_on, lang)))
    if view.returned is not None and view.missing is not None:
        lines.append(QCoreApplication.translate("DiamantenraubHint", "The treasure came back: {diamonds}; missing: {missing}. Role cards in it: {roles}.").format(diamonds=_diamonds(view.returned, lang), missing=_count(view.missing, lang), roles=_roles(view.returned, lang)))
    taken = sum(1 for seat in public.seats if seat.has_taken)
    lines.append(QCoreApplication.translate("DiamantenraubHint", "Public: {taken} of {count} players have taken from the treasure; the Boss's excuses left: {excuses}; back with the Boss: {recovered}.").format(taken=taken, count=len(public.seats) - 1, excuses=public.boss_excuses_left, recovered=_count(public.diamonds_recovered, lang)))
    lines.append(_tip(view))
    return lines


def _tip(view: SeatView) -> str:
    """The rules' beginners' tip for what this seat is now (its own role, or taking)."""
    if view.seat == view.public.boss:
        return QCoreApplication.translate("DiamantenraubHint", "Tip for the Boss: without an excuse one mistake ends the game. Ask neighbours the same question and compare the answers.")
    if view.role is Role.DIEB:
        return QCoreApplication.translate("DiamantenraubHint", "Tip for a Thief: a few diamonds are less suspicious than many — but the Thief with the most wins.")
    if view.role is Role.ERMITTLER:
        return QCoreApplication.translate("DiamantenraubHint", "Tip for an Undercover Agent: make yourself a little suspicious, so that the Boss accuses you.")
    return QCoreApplication.translate("DiamantenraubHint", "Tip: remember how many diamonds were in the treasure when you got it and when you passed it on — the Boss will ask.")


LEARNING: Learning[SeatView] = DiamantenraubLearning()
