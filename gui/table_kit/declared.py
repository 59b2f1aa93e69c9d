"""Abilities a screen's widgets and scene items may declare, for the self-checks to ask.

The privacy scan (``gui/checks/privacy.py``) and the layout check (``gui/checks/layout_check.py``)
look at every widget and item on screen, a game's included. What they need to know beyond
Qt's own API, a widget declares by having these members; the checks ask with ``isinstance``
against these protocols, so the abilities are written down here instead of being found only
by reading the checks.
"""
from __future__ import annotations

from typing import Protocol, runtime_checkable


@runtime_checkable
class DrawsOwnText(Protocol):
    """A widget or scene item that paints text itself (not a ``QLabel``): the seating preview,
    a table's name plates. The layout check reports what it had to cut."""

    def elided(self) -> str:
        """The text it shortened or could not draw whole ("" when everything fits)."""
        ...


@runtime_checkable
class HasCardKind(Protocol):
    """A card item or widget whose face means something other than the play card it shows
    (Tempelgold's role cards use play faces): the privacy scan keeps faces of different kinds
    apart. ``None``: an ordinary card."""

    card_kind: str | None

