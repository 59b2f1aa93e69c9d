"""A loaded card deck: its bytes, which SVG element draws each card, and its aspect.

:func:`build_source` reads and checks a deck once (our own deck in the app's GUI thread,
any other deck only in its render child, :mod:`.render_child`), and plans for every element how it is drawn: from the deck's own
SVG element, from our deck (jokers a deck lacks), as the deck's back tinted (``back_role``
for a foreign deck), or as a "missing" placeholder. The result is immutable and shared
read-only with the render worker (:mod:`.worker`). In the app a user's deck is a
``DeckSource`` without bytes, whose ``remote`` (:class:`gui.cards.remote.RenderChild`)
renders every picture.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QByteArray
from PySide6.QtSvg import QSvgRenderer

from gui.cards.deck_read import read_checked, read_svg_bytes
from gui.cards.decks import MAX_SVG_BYTES, DeckError, DeckInfo, builtin_svg_path, is_ours
from gui.cards.elements import ALL_ELEMENTS, BLACK_JOKER, FACES, PLAY_BACK, RED_JOKER, ROLE_BACK, aisleriot_id

if TYPE_CHECKING:
    from gui.cards.remote import RenderChild

DEFAULT_ASPECT = 250 / 350
#: Decks up to this size (uncompressed) render with QSvgRenderer; bigger ones through
#: QImageReader from cut-out elements, which releases the GIL (see :mod:`.renderer`).
DIRECT_LIMIT = 256 * 1024

# Plans: how one element of a deck is drawn.
SVG, BUILTIN, TINT, MISSING = "svg", "builtin", "tint", "missing"


@dataclass(eq=False)
class DeckSource:
    """A loaded deck: immutable once built, shared (read-only) with the worker thread."""

    deck_id: str
    index_set: str
    name: str
    data: bytes
    plans: dict[str, tuple[str, str]]  # element -> (plan, svg id)
    bounds: dict[str, tuple[float, float, float, float]]  # svg id -> bounds on the full document
    aspect: float
    builtin_data: bytes
    generation: int = 0
    direct: bool = True  # render with QSvgRenderer (small decks) rather than via extract
    missing: tuple[str, ...] = field(default=())
    #: The render child that draws this deck's pictures (a user's deck in the app); None: in-process.
    remote: RenderChild | None = None


def _qbytes(data: bytes) -> QByteArray:
    return QByteArray(data)


def load_svg_renderer(data: bytes, what: str) -> QSvgRenderer:
    renderer = QSvgRenderer(_qbytes(data))
    if not renderer.isValid():
        raise DeckError(QCoreApplication.translate("DeckSource", "The card deck {what} is not a valid SVG file.").format(what=what))
    return renderer


def _candidates(element: str) -> list[str]:
    if element == RED_JOKER:
        return ["red_joker", "joker_red", "joker"]
    if element == BLACK_JOKER:
        return ["black_joker", "joker_black", "joker"]
    if element in FACES:
        return [element, aisleriot_id(element)]
    return [element]


def build_source(info: DeckInfo, index_set: str, builtin_data: bytes,
                 direct_limit: int = DIRECT_LIMIT, *, mark: bool = True) -> tuple[DeckSource, QSvgRenderer]:
    """Read and check a deck; raise :class:`DeckError` with a user-facing message.

    For every deck but our own the "loading" mark of :func:`gui.cards.deck_memory.guarded`
    spans the whole load: reading, the checks, QtSvg's parse and the bounds of every card.
    So if QtSvg freezes on a deck the checks let through, and the app is killed, the
    next start does not load that deck again. The app itself never calls this for a
    user's deck: its render child does (:mod:`.render_child`, ``mark=False``), and the
    app, which sees the child die or hang, keeps the mark (:mod:`.remote`).
    """
    if info.kind == "builtin":
        path = builtin_svg_path(index_set)
    else:
        path = Path(info.path)
    if is_ours(path):
        return _build(info, index_set, builtin_data, direct_limit, path, read_svg_bytes(path))
    from gui.cards import deck_memory

    if not mark:
        return _build(info, index_set, builtin_data, direct_limit, path, read_checked(path, MAX_SVG_BYTES, info.name))
    with deck_memory.guarded(path, info.name):
        return _build(info, index_set, builtin_data, direct_limit, path, read_checked(path, MAX_SVG_BYTES, info.name))


def _build(info: DeckInfo, index_set: str, builtin_data: bytes, direct_limit: int,
           path: Path, data: bytes) -> tuple[DeckSource, QSvgRenderer]:
    """Parse checked deck bytes with QtSvg and plan how every element is drawn."""
    svg = load_svg_renderer(data, f"“{info.name}” ({path})")
    plans: dict[str, tuple[str, str]] = {}
    bounds: dict[str, tuple[float, float, float, float]] = {}
    for element in ALL_ELEMENTS:
        found = next((c for c in _candidates(element) if svg.elementExists(c)), None)
        if found is not None:
            plans[element] = (SVG, found)
            rect = svg.boundsOnElement(found)
            bounds[found] = (rect.x(), rect.y(), rect.width(), rect.height())
        elif element in (RED_JOKER, BLACK_JOKER):
            plans[element] = (BUILTIN, element)
        elif element == ROLE_BACK and svg.elementExists(PLAY_BACK):
            plans[element] = (TINT, PLAY_BACK)
        else:
            plans[element] = (MISSING, element)
    if not any(plans[f][0] == SVG for f in FACES) and plans[PLAY_BACK][0] != SVG:
        raise DeckError(QCoreApplication.translate("DeckSource", "The card deck “{name}” ({path}) contains no cards (no element named 1_club or club_1).").format(name=info.name, path=path))
    aspect = DEFAULT_ASPECT
    for element in (PLAY_BACK, *FACES):
        if plans[element][0] == SVG:
            x, y, w, h = bounds[plans[element][1]]
            if w > 0 and h > 0:
                aspect = w / h
                break
    missing = tuple(e for e in ALL_ELEMENTS if plans[e][0] == MISSING)
    source = DeckSource(
        deck_id=info.id,
        index_set=index_set,
        name=info.name,
        data=data,
        plans=plans,
        bounds=bounds,
        aspect=aspect,
        builtin_data=builtin_data,
        direct=info.kind == "builtin" or len(data) <= direct_limit,
        missing=missing,
    )
    return source, svg
