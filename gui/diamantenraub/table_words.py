"""What the Diamantenraub table says of a seat: its plate's second line and its line for
screen readers. Only public facts of the view; a take is named only once it is shown.

Kept apart from the table (:mod:`gui.diamantenraub.table`), in the table's translation context.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine import glossary
from engine.diamantenraub import Phase, PublicView, Role, SeatSummary
from gui.diamantenraub.words import role_name


def plate_line(s: SeatSummary, accused: bool, lang: str) -> str:
    """The plate's second line: Boss, "Peng!", the shown role, accused, out (a winner's
    plate turns gold instead of saying so)."""
    parts: list[str] = []
    if s.is_boss:
        parts.append("Boss")
    if s.shouted_peng:
        parts.append(glossary.term("call.peng", lang))
    if s.shown is not None:
        take = s.shown
        parts.append(f"{role_name(take.role, lang)} ({take.diamonds})" if take.role is Role.DIEB else role_name(take.role, lang))
    if accused and not s.eliminated:  # out says it all; the plate stays short and readable
        parts.append(QCoreApplication.translate("DiamantenraubTable", "accused"))
    if s.eliminated:
        parts.append(QCoreApplication.translate("DiamantenraubTable", "out"))
    return " · ".join(parts)


def seat_line(s: SeatSummary, plate: str, view: PublicView, excuses: str) -> str:
    """A seat as a screen reader says it: name and plate, a take face down, its excuses
    (``excuses``: already in words, the table's plural "%n excuse(s)"), the treasure."""
    line = s.name + (f" ({plate})" if plate else "")
    if s.shown is None and s.has_taken and not s.is_boss:
        line += ", " + QCoreApplication.translate("DiamantenraubTable", "a take face down")
    if s.excuses:
        line += ", " + excuses
    if s.holds_treasure and view.outcome is None and view.phase in (Phase.HIDING, Phase.PASSING):
        line += ", " + QCoreApplication.translate("DiamantenraubTable", "has the treasure")
    return line
