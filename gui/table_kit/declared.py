"""Abilities a screen's widgets and scene items may declare, for the self-checks to ask.

The privacy scan (``gui/checks/privacy.py``) and the layout check (``gui/checks/layout_check.py``)
look at every widget and item on screen, a game's included. What they need to know beyond
Qt's own API, a widget declares by having these members; the checks ask with ``isinstance``
against these protocols, so the abilities are written down here instead of being found only
by reading the checks. The identity of a face on screen (:func:`face_id`) lives here too:
a game's screens name their cards' kinds with it, the privacy scan compares them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, TypeGuard, cast, runtime_checkable

from PySide6.QtCore import QRectF


@dataclass(frozen=True)
class DrawnText:
    """One text a :class:`DrawsOwnText` paints: where (the box its glyphs take, in the
    drawer's own coordinates: the widget's, or the scene item's) and how big (the type's
    pixel size in those coordinates; the layout check scales it to the screen)."""

    text: str
    rect: QRectF
    pixel: float


@runtime_checkable
class DrawsOwnText(Protocol):
    """A widget or scene item that paints text itself (not a ``QLabel``): the seating preview,
    a table's name plates. The layout check reports what it had to cut, texts that overlap
    and type below the smallest readable size (issue 31 item 10)."""

    def elided(self) -> str:
        """The text it shortened or could not draw whole ("" when everything fits)."""
        ...

    def drawn_texts(self) -> list[DrawnText]:
        """Every text it paints now, as drawn (the size after any shrinking to fit)."""
        ...


@runtime_checkable
class HasCardKind(Protocol):
    """A card item or widget whose face means something other than the play card it shows
    (Tempelgold's role cards use play faces): the privacy scan keeps faces of different kinds
    apart. ``None``: an ordinary card."""

    card_kind: str | None


_DRAWS_OWN_TEXT: dict[type, bool] = {}
_HAS_CARD_KIND: dict[type, bool] = {}


def text_drawer(obj: object) -> DrawsOwnText | None:
    """``obj`` if it is a :class:`DrawsOwnText` (what ``isinstance`` answers), else ``None``;
    asked once per class.

    The checks ask it of every widget and scene item after every step of a game, and Python
    3.11 works a runtime protocol's members out again on every ``isinstance``: the protocol
    checks were an eighth of a 10-player self-play's CPU time (issue 36). The answer is the
    same for every object of a class, since the members are the class's own methods."""
    kind = type(obj)
    answer = _DRAWS_OWN_TEXT.get(kind)
    if answer is None:
        answer = _DRAWS_OWN_TEXT[kind] = isinstance(obj, DrawsOwnText)
    return cast(DrawsOwnText, obj) if answer else None


def has_card_kind(obj: object) -> TypeGuard[HasCardKind]:
    """``isinstance(obj, HasCardKind)``, asked once per class (see :func:`text_drawer`): a
    card class declares ``card_kind`` with its default, which an object may change but not
    remove."""
    kind = type(obj)
    answer = _HAS_CARD_KIND.get(kind)
    if answer is None:
        answer = _HAS_CARD_KIND[kind] = isinstance(obj, HasCardKind)
    return answer


ROLE_KIND = "role"
"""The kind of a role card that is drawn with a play card's face (see :class:`HasCardKind`)."""


def face_id(element: str, kind: str | None = None) -> str:
    """The identity of a face on screen: ``element`` for a playing card (``kind`` ``None``),
    ``"<kind>:<element>"`` for a card of another deck (``face_id("7_heart", ROLE_KIND)``:
    a role card, never the same as the chamber ``"7_heart"``)."""
    return element if not kind else f"{kind}:{element}"


def picture(identity: str) -> str:
    """The element a face identity is drawn with (``"role:7_heart"`` → ``"7_heart"``)."""
    return identity.rpartition(":")[2]



@runtime_checkable
class Overlay(Protocol):
    """A layer the reader puts away (the guided game's explanation, :mod:`gui.games.guide_bubble`):
    it lies over the screen on purpose, beside the control it talks about. The layout check
    does not count a text of the screen under it as overlapping one of its own texts (the
    two are read one after the other); texts inside it are checked as any others."""

    def is_overlay(self) -> bool: ...


@runtime_checkable
class FloatsOverTable(Protocol):
    """A widget laid over a table's view for a moment (a speech bubble,
    :mod:`gui.games.speech_bubbles`): the layout check wants it wholly inside the view and
    over nothing the table draws (at ten seats a bubble lay over the next seat's cards and
    ran out of the window, issue 31)."""

    def floats_over_table(self) -> bool: ...


_OVERLAY: dict[type, bool] = {}


def is_overlay(obj: object) -> bool:
    """``isinstance(obj, Overlay)``, asked once per class (see :func:`text_drawer`): the
    layout check asks it of every widget above every text on every screen."""
    kind = type(obj)
    answer = _OVERLAY.get(kind)
    if answer is None:
        answer = _OVERLAY[kind] = isinstance(obj, Overlay)
    return answer
