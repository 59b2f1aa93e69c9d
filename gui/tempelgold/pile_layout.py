"""Where the three centre piles of the Tempelgold table lie: pure geometry, no items.

Three columns side by side in the centre rectangle that :mod:`gui.tempelgold.layout` keeps
free: gold, empty, traps. The empty pile grows largest and the trap pile stays small, so
their columns are weighted 1.0 : 1.3 : 0.9. Each column has a label above ("Gold 3/7") in
one type size shared by all three, the largest at which every label fits; when the columns
are too narrow for that, the label breaks into the name above and the count below. The
cards of a pile fan to the right and wrap into further rows when the column is full.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from engine.tempelgold import ChamberKind
from gui.tempelgold.models import PILE_ORDER

WEIGHTS: Mapping[ChamberKind, float] = {ChamberKind.GOLD: 1.0, ChamberKind.EMPTY: 1.3, ChamberKind.TRAP: 0.9}
GAP = 18.0

#: ``measure(text, pixel_size) -> width`` of bold text at that size (the caller's fonts).
Measure = Callable[[str, float], float]


@dataclass(frozen=True)
class PileLabel:
    rect: QRectF
    text: str          # the whole label, or the name when it is drawn on two lines
    sub: str           # the count on the second line, or ""
    pixel: float


@dataclass(frozen=True)
class PileGeometry:
    """One column: its label, its card size, the slot outline and where each card lies."""

    label: PileLabel
    card_width: float
    outline: QRectF    # where the first card lies (drawn dashed while the pile is empty)
    positions: tuple[QPointF, ...]


def plan_piles(centre: QRectF, card_width: float, card_height: float, counts: Mapping[ChamberKind, int],
               names: Mapping[ChamberKind, str], numbers: Mapping[ChamberKind, str],
               measure: Measure) -> dict[ChamberKind, PileGeometry]:
    """Lay out the piles in ``centre`` for rows of cards ``card_width`` × ``card_height``."""
    c = centre
    label_h = min(66.0, max(50.0, c.height() * 0.2))
    unit = (c.width() - 2 * GAP) / sum(WEIGHTS.values())
    col_w = unit * WEIGHTS[ChamberKind.TRAP]
    avail_h = c.height() - label_h - 10
    pch = min(card_height * 0.9, avail_h)
    pcw = pch * card_width / card_height
    if pcw > col_w * 0.9:
        pcw = col_w * 0.9
        pch = pcw * card_height / card_width
    labels = {kind: f"{names[kind]} {numbers[kind]}" for kind in PILE_ORDER}

    def fit(texts: Mapping[ChamberKind, str], px: float) -> float:
        for kind in PILE_ORDER:
            avail = unit * WEIGHTS[kind] - 20
            while px > 7 and measure(texts[kind], px) > avail:  # small rather than cut ("Tra…")
                px *= 0.94
        return px

    target = min(label_h * 0.6, 40.0)
    label_px = fit(labels, target)
    two_lines = label_px < target * 0.8
    if two_lines:  # narrow columns: the name above, the count below, both in large type
        label_px = fit(names, target)
        label_h *= 1.7
        avail_h = c.height() - label_h - 10
        pch = min(pch, avail_h)
        pcw = min(pcw, pch * card_width / card_height)
        pch = pcw * card_height / card_width
    out: dict[ChamberKind, PileGeometry] = {}
    x0 = c.left()
    for kind in PILE_ORDER:
        col_w = unit * WEIGHTS[kind]
        rect = QRectF(x0, c.top(), col_w, label_h)
        if two_lines:
            label = PileLabel(rect, names[kind], numbers[kind], label_px)
        else:
            label = PileLabel(rect, labels[kind], "", label_px)
        top = c.top() + label_h + 10
        outline = QRectF(x0 + (col_w - pcw) / 2, top, pcw, pch)
        positions = _fan(x0, col_w, top, pcw, pch, avail_h, counts.get(kind, 0))
        out[kind] = PileGeometry(label, pcw, outline, positions)
        x0 += col_w + GAP
    return out


def _fan(x0: float, col_w: float, top: float, pcw: float, pch: float, avail_h: float,
         count: int) -> tuple[QPointF, ...]:
    """``count`` cards fanned to the right inside a column, wrapping into further rows."""
    if count <= 0:
        return ()
    dy = pch * 0.2
    max_rows = max(1, int((avail_h - pch) // dy) + 1)
    min_step = pcw * 0.24
    cap = max(1, int((col_w - pcw) // min_step) + 1)
    cap = max(cap, math.ceil(count / max_rows))
    per_row = min(cap, count)
    step = min(pcw * 0.55, (col_w - pcw) / (per_row - 1)) if per_row > 1 else 0.0
    fan_w = pcw + (per_row - 1) * step
    left = x0 + (col_w - fan_w) / 2
    points: Sequence[QPointF] = [
        QPointF(left + (j % per_row) * step, top + (j // per_row) * dy) for j in range(count)
    ]
    return tuple(points)
