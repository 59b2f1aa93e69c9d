"""``kartentisch --gallery OUT.png``: every card of a deck in one picture, for looking at art.

Rows: ♠ ♥ ♦ ♣ (A … K), then the jokers and the back(s) — both backs for our own deck,
whose ``back_role`` is real art; a foreign deck's tinted stand-in is shown too, labelled by
its position only. Renders synchronously in the calling thread, works offscreen, and
creates a QGuiApplication if there is none.
"""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from gui.cards.decks import DEFAULT_DECK_ID, discover_decks, find_deck
from gui.cards.elements import BLACK_JOKER, PLAY_BACK, RANK_NAMES, RED_JOKER, ROLE_BACK

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer

CARD_WIDTH = 120
GAP = 10
MARGIN = 24
FELT = QColor("#2e6b3a")
ROW_SUITS = ("spade", "heart", "diamond", "club")


def _deck_list() -> str:
    return "\n".join(f"  {d.id:32} {d.name} ({d.kind})" for d in discover_decks())


def gallery_elements(deck_id: str) -> list[list[str]]:
    rows = [[f"{rank}_{suit}" for rank in RANK_NAMES] for suit in ROW_SUITS]
    rows.append([RED_JOKER, BLACK_JOKER, PLAY_BACK, ROLE_BACK])
    return rows


def render_gallery(renderer: DeckRenderer, deck_id: str) -> QImage:
    """Lay out the gallery of the renderer's current deck into a QImage."""
    aspect = renderer.aspect()
    w = CARD_WIDTH
    h = round(w / aspect)
    rows = gallery_elements(deck_id)
    cols = max(len(r) for r in rows)
    width = 2 * MARGIN + cols * w + (cols - 1) * GAP
    height = 2 * MARGIN + len(rows) * h + (len(rows) - 1) * GAP
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for r, row in enumerate(rows):
        for c, element in enumerate(row):
            card = renderer.image_sync(element, w, h)
            painter.drawImage(QRectF(MARGIN + c * (w + GAP), MARGIN + r * (h + GAP), w, h), card)
    painter.end()
    return image


def run_gallery(out_path: str, deck_id: str | None = None, index_set: str | None = None) -> int:
    """Render a deck's gallery PNG to ``out_path``; 0 on success, 2 for an unknown/bad deck."""
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    from gui.cards.renderer import DeckRenderer

    deck_id = deck_id or DEFAULT_DECK_ID
    if deck_id != DEFAULT_DECK_ID and find_deck(deck_id) is None:
        print(f"kartentisch: unknown deck {deck_id!r}. Installed decks:\n{_deck_list()}", file=sys.stderr)
        return 2
    renderer = DeckRenderer(index_set=index_set or "de")
    try:
        message = renderer.set_deck(deck_id, index_set or "de")
        if message and deck_id != DEFAULT_DECK_ID:
            print(f"kartentisch: {message}", file=sys.stderr)
            return 2
        image = render_gallery(renderer, deck_id)
    finally:
        renderer.close()
    if not image.save(out_path, "PNG"):  # type: ignore[call-overload]  # the stubs say bytes; PySide6 wants str
        print(f"kartentisch: cannot write {out_path}", file=sys.stderr)
        return 1
    del app
    return 0
