"""Where things lie on the Tempelgold table: pure geometry, no items, easy to test.

Coordinates are scene units. The scene is always ``SCENE_HEIGHT`` high and as wide as the
view's aspect ratio asks, so the table fills the window at 1280×720 and in fullscreen alike.

**Seats.** Seat 0 sits at the bottom centre; the others follow **clockwise as seen on the
screen** (bottom → left → top → right). Sitting at the bottom and facing the table, the next
seat is on your left — the engine's seat order is the clockwise passing order, so "left" on
the screen is "left" at the table. The seats lie on a rounded ellipse (a superellipse,
exponent 3) at equal arc length; a plain ellipse with equal angles crowds the side seats at
ten players, the rounder-cornered curve spreads them along the long edges instead.

**Rows.** Every seat's face-down row is upright (names stay readable) and its cards overlap
like a fanned hand when space is short. :func:`table_layout` tries the largest card first
and shrinks card size and fan step until no two seat blocks overlap and none reaches into
the centre, where the opened piles lie.
"""
from __future__ import annotations

import functools
import itertools
import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

SCENE_HEIGHT = 1000.0
MARGIN = 14.0
_EXPONENT = 3.0
#: Fan steps tried, as fractions of a card's width. Never below 0.54: every card keeps more
#: than half of itself visible, so the centre of each card is on that card — a click (or a
#: test driver) aiming at a card's centre always hits the card it means.
STEPS: tuple[float, ...] = (1.08, 0.8, 0.66, 0.54)


@dataclass(frozen=True)
class SeatGeometry:
    """One seat's block: the row of cards and the name plate under or above it."""

    seat: int
    anchor: QPointF          # centre of the block
    row_rect: QRectF         # where the cards lie
    plate_rect: QRectF       # the name plate
    card_width: float
    card_height: float
    step: float              # x distance between neighbouring cards
    outward_up: bool         # plate above the row (seats in the top half)

    @property
    def block(self) -> QRectF:
        return self.row_rect.united(self.plate_rect)

    def slot_pos(self, slot: int, count: int) -> QPointF:
        """Top-left corner of card ``slot`` of a row of ``count`` cards."""
        width = self.card_width + max(0, count - 1) * self.step
        left = self.anchor.x() - width / 2
        return QPointF(left + slot * self.step, self.row_rect.top())


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    seats: tuple[SeatGeometry, ...]
    centre: QRectF
    card_width: float
    card_height: float


@functools.lru_cache(maxsize=4)
def _unit_curve(samples: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The superellipse with half-axes 1, as x and y coordinates (see :func:`_curve_points`).

    Scaling it is all a layout needs, and the layout search asks for hundreds of sizes: the
    trigonometry and the powers are worked out once, not per size (issue 18: the layout was
    the largest cost of a Tempelgold game in Python).
    """
    xs, ys = [], []
    for i in range(samples + 1):
        t = math.pi / 2 + 2 * math.pi * i / samples
        c, s = math.cos(t), math.sin(t)
        xs.append(math.copysign(abs(c) ** (2 / _EXPONENT), c))
        ys.append(math.copysign(abs(s) ** (2 / _EXPONENT), s))
    return tuple(xs), tuple(ys)


def _curve_points(a: float, b: float, samples: int = 360) -> list[tuple[float, float]]:
    """Points of the superellipse from the bottom centre, clockwise on screen (y grows down)."""
    xs, ys = _unit_curve(samples)
    return [(a * x, b * y) for x, y in zip(xs, ys)]


#: Arc-length positions for small tables. Three seats at equal thirds put two rows in the top
#: corners and squeeze the piles between them; bottom, left and right (a little above the
#: middle) leave the piles the whole centre. Still clockwise: bottom → left → right.
_FRACTIONS: dict[int, tuple[float, ...]] = {3: (0.0, 0.28, 0.72)}


@functools.lru_cache(maxsize=512)
def seat_anchors(n: int, a: float, b: float) -> list[tuple[float, float]]:
    """``n`` points at equal arc length on the curve, seat 0 at the bottom centre, clockwise."""
    pts = _curve_points(a, b)
    hypot = math.hypot
    lengths = list(itertools.accumulate(
        (hypot(x1 - x0, y1 - y0) for (x0, y0), (x1, y1) in zip(pts, pts[1:])), initial=0.0))
    total = lengths[-1]
    out = []
    j = 0
    fractions = _FRACTIONS.get(n) or [seat / n for seat in range(n)]
    for fraction in fractions:
        target = total * fraction
        while j < len(lengths) - 2 and lengths[j + 1] < target:
            j += 1
        seg = lengths[j + 1] - lengths[j] or 1.0
        f = (target - lengths[j]) / seg
        (x0, y0), (x1, y1) = pts[j], pts[j + 1]
        out.append((x0 + f * (x1 - x0), y0 + f * (y1 - y0)))
    return out


def _try(width: float, height: float, counts: list[int], cw: float, step_f: float, aspect: float,
         centre: QRectF) -> tuple[SeatGeometry, ...] | None:
    n = len(counts)
    ch = cw / aspect
    step = cw * step_f
    plate_h = max(50.0, min(62.0, ch * 0.4))  # names stay large even when cards get small
    gap = 8.0
    max_cards = max(counts + [1])
    row_w = cw + (max_cards - 1) * step
    block_w = max(row_w, 250.0)  # room for a long name plus the key
    block_h = ch + gap + plate_h
    a = width / 2 - block_w / 2 - MARGIN
    b = height / 2 - block_h / 2 - MARGIN
    if a <= 0 or b <= 0:
        return None
    cx, cy = width / 2, height / 2
    seats = []
    for seat, (x, y) in enumerate(seat_anchors(n, a, b)):
        ax, ay = cx + x, cy + y
        up = y < -1e-6  # top half: plate above the row, towards the edge of the table
        top = ay - block_h / 2
        if up:
            plate = QRectF(ax - block_w / 2, top, block_w, plate_h)
            row = QRectF(ax - row_w / 2, top + plate_h + gap, row_w, ch)
        else:
            row = QRectF(ax - row_w / 2, top, row_w, ch)
            plate = QRectF(ax - block_w / 2, top + ch + gap, block_w, plate_h)
        seats.append(SeatGeometry(seat, QPointF(ax, ay), row, plate, cw, ch, step, up))
    pad = 10.0
    for i, s in enumerate(seats):
        bi = s.block.adjusted(-pad, -pad, pad, pad)
        if bi.intersects(centre):
            return None
        for t in seats[i + 1:]:
            if bi.intersects(t.block):
                return None
    return tuple(seats)


def centre_rect(width: float, height: float, cw: float, ch: float, scale: float = 1.0) -> QRectF:
    """The area kept free for the opened piles, sized for cards of the rows' size.

    Three piles side by side, each a short fan (~1.6 card widths), with a label above:
    tying the centre to the card size lets the search trade row cards against pile cards
    instead of starving the piles at few seats.
    """
    w = min(width * 0.62, 5.0 * cw * scale)
    h = min(height * 0.42, (70.0 + 1.25 * ch) * scale)
    return QRectF(width / 2 - w / 2, height / 2 - h / 2, w, h)


def table_layout(width: float, counts: list[int], aspect: float, height: float = SCENE_HEIGHT) -> TableLayout:
    """Lay out ``len(counts)`` seats (see :func:`_table_layout`); results are cached and
    shared, so treat the returned geometry (QRectF/QPointF inside) as read-only."""
    return _table_layout(float(width), tuple(counts), round(float(aspect), 5), float(height))


@functools.lru_cache(maxsize=64)
def _table_layout(width: float, counts: tuple[int, ...], aspect: float, height: float) -> TableLayout:
    """Lay out ``len(counts)`` seats with rows of ``counts[i]`` cards in a ``width`` × ``height`` scene.

    ``aspect`` is the card's width/height from the deck's back (portrait or landscape).
    Row length is planned for the longest row so that all rows share one card size.

    Search: card widths from large to small; for each, a few fan steps (gaps → heavy
    overlap) and centre sizes. Every fit gets a score that prefers big cards, then loose
    fans, then a roomy centre; the search stops once cards are clearly smaller than the
    best fit found.
    """
    n = len(counts)
    cw = min(200.0, height * 0.24 * aspect, width * 0.13)
    best: tuple[float, tuple[SeatGeometry, ...], QRectF, float] | None = None
    while cw > 20:
        if best is not None and cw < best[3] * 0.8:
            break
        for step_f in STEPS:
            for scale in (1.0, 0.85, 0.72):
                centre = centre_rect(width, height, cw, cw / aspect, scale)
                seats = _try(width, height, list(counts), cw, step_f, aspect, centre)
                if seats is None:
                    continue
                score = cw * (0.55 + 0.45 * min(step_f, 1.0)) * (0.7 + 0.3 * scale)
                if best is None or score > best[0]:
                    best = (score, seats, centre, cw)
                break  # a smaller centre with the same cards and step scores lower
        cw *= 0.95
    if best is None:  # never reached for 3–10 seats at sane aspect ratios
        seats = _try(width, height, list(counts), 20.0, STEPS[-1], aspect, QRectF()) or ()
        return TableLayout(width, height, seats, centre_rect(width, height, 20.0, 20.0 / aspect), 20.0, 20.0 / aspect)
    _, seats, centre, cw = best
    return TableLayout(width, height, seats, _grow_centre(centre, seats, width, height), cw, cw / aspect)


def _grow_centre(centre: QRectF, seats: tuple[SeatGeometry, ...], width: float, height: float) -> QRectF:
    """Give the piles the room the seats leave.

    From a seed rectangle at a few heights around the table's centre, widen and heighten
    (separately, about its own centre) while it stays clear of every seat block; keep the
    largest. At three or four seats the piles then move into the open side of the table
    instead of squeezing between the rows.
    """
    pad = 24.0
    blocks = [s.block.adjusted(-pad, -pad, pad, pad) for s in seats]
    bounds = QRectF(MARGIN * 4, MARGIN * 4, width - 8 * MARGIN, height - 8 * MARGIN)

    def ok(r: QRectF) -> bool:
        return bounds.contains(r) and not any(b.intersects(r) for b in blocks)

    def grow(c: QRectF) -> QRectF:
        for _ in range(60):
            grown = False
            wider = c.adjusted(-10, 0, 10, 0)
            if wider.width() <= width * 0.62 and ok(wider):
                c, grown = wider, True
            taller = c.adjusted(0, -6, 0, 6)
            if taller.height() <= height * 0.42 and ok(taller):
                c, grown = taller, True
            if not grown:
                break
        return c

    best = grow(QRectF(centre))
    for dy in (-0.2, -0.15, -0.1, -0.05, 0.05, 0.1):
        seed = QRectF(centre)
        seed.moveCenter(QPointF(width / 2, height / 2 + dy * height))
        if not ok(seed):
            continue
        candidate = grow(seed)
        # prefer the middle of the table unless elsewhere is clearly roomier
        if candidate.width() * candidate.height() > 1.25 * best.width() * best.height():
            best = candidate
    return best
