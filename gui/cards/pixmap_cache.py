"""The renderer's picture cache: exact pixmaps by (deck, index set, element, pixel size), least
recently used first out within a byte budget, and the stand-in shown while an exact size renders.

A stand-in is the nearest cached size *of the same element*, scaled, else a plain neutral
card: never another card's face (the picture of a card that is not there would be a lie,
and on a private screen a leak).
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap

from gui.cards.drawing import draw_neutral
from gui.cards.worker import CacheKey

MAX_NEUTRALS = 64
"""Neutral stand-ins kept (one per size asked for)."""


class PixmapCache:
    """Exact pictures of one renderer, within the budget it gives at each store."""

    def __init__(self) -> None:
        self._entries: OrderedDict[CacheKey, QPixmap] = OrderedDict()
        self._neutral: dict[tuple[int, int], QPixmap] = {}
        self.bytes = 0
        """The pixel bytes of the pictures held now (4 per pixel)."""

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __iter__(self) -> Iterator[CacheKey]:
        return iter(self._entries)

    def get(self, key: CacheKey) -> QPixmap | None:
        """The exact picture, marked as just used; ``None`` if it is not here."""
        hit = self._entries.get(key)
        if hit is not None:
            self._entries.move_to_end(key)
        return hit

    def store(self, key: CacheKey, image: QImage, budget: int) -> QPixmap:
        """Keep ``image`` as the picture of ``key``; the least recently used go over ``budget``."""
        pixmap = QPixmap.fromImage(image)
        self._entries[key] = pixmap
        self.bytes += key[3] * key[4] * 4
        while self.bytes > budget and len(self._entries) > 1:
            old, _ = self._entries.popitem(last=False)
            self.bytes -= old[3] * old[4] * 4
        return pixmap

    def clear(self) -> None:
        """Another deck: no picture of the old one stays."""
        self._entries.clear()
        self.bytes = 0

    def stand_in(self, deck_id: str, index_set: str, element: str, pw: int, ph: int) -> QPixmap:
        """What to show while ``element`` renders at ``pw`` × ``ph`` (see the module text)."""
        best: QPixmap | None = None
        best_d = None
        for (d, i, e, w, h), pm in self._entries.items():
            if d == deck_id and i == index_set and e == element:
                dist = abs(w - pw) + abs(h - ph)
                if best_d is None or dist < best_d:
                    best, best_d = pm, dist
        if best is not None:
            return best.scaled(pw, ph, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
        neutral = self._neutral.get((pw, ph))
        if neutral is None:
            if len(self._neutral) > MAX_NEUTRALS:
                self._neutral.clear()
            neutral = QPixmap.fromImage(draw_neutral(pw, ph))
            self._neutral[(pw, ph)] = neutral
        return neutral
