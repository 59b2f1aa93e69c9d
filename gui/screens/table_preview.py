"""A small drawing of the table with the players' names around it, clockwise from the bottom.

Every name is drawn whole, in a pill inside the drawing: the table leaves room around it
for the widest name and for the pills above and below (at 5–12 players the top and bottom
names were cut off at 1280×720, issue 19). :meth:`TablePreview.elided` says which name
would still not fit (the layout check reads it).

The names are drawn at the smallest readable size (:data:`NAME_PX`, issue 31 item 10: they
shrank to 13 px and overlapped at 10–12 players in an 800×600 window); instead of shrinking,
the drawing asks for the height its names need at its width (:meth:`TablePreview.needed_height`),
so neighbours' pills never overlap.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetricsF, QPaintEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from gui.table_kit.declared import DrawnText


NAME_PX = 15
"""The names' type size: the smallest body text (``gui.checks.text_rules.MIN_TEXT_PX``)."""
MIN_HEIGHT = 90
MAX_ASPECT = 3.0
"""The widest the drawn table may be for its height."""
MIN_TABLE_H = 44
"""The least height of the drawn table: at 90 px the drawing's table was a line 18 px high,
with the "Boss" tag on its rim (issue 31, the start screen at 1920×1080)."""
PILL_H, TAG_UP = 24, 22  # a pill's height; how far above the starter's pill its tag sits


class TablePreview(QWidget):
    """Seat 0 sits at the bottom (as on the game table); the others follow clockwise."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._starter: int | None = None
        self._tag: str | None = None
        self.setMinimumSize(160, MIN_HEIGHT)  # it gives up room first: an 800×600 window needs it
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_names(self, names: list[str], starter: int | None = None, *, tag: str | None = None) -> None:
        """``starter`` is highlighted (who starts, or the Boss); ``tag`` is written above it ("Boss")."""
        self._names = list(names)
        self._starter = starter
        self._tag = tag
        self._claim_height()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._claim_height()

    def _claim_height(self) -> None:
        """Ask the layout for the height the names need at this width (never less than the
        smallest drawing)."""
        need = self.needed_height(self.width())
        if need != self.minimumHeight():
            self.setMinimumHeight(need)

    def needed_height(self, width: int) -> int:
        """The least height at ``width`` at which no two pills (or the tag) overlap and the
        table is at least :data:`MIN_TABLE_H` high."""
        height = MIN_HEIGHT
        while height < 1000 and (self._overlap(width, height) or self._table_rect((width, height)).height() < MIN_TABLE_H):
            height += 6
        return height

    def _overlap(self, width: int, height: int) -> bool:
        boxes = [piece.rect for piece in self._texts(width, height)]
        return any(a.intersected(b).width() > 1 and a.intersected(b).height() > 1
                   for i, a in enumerate(boxes) for b in boxes[i + 1:])

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(NAME_PX)
        return font

    def _pill_width(self, name: str) -> float:
        return QFontMetricsF(self._font()).horizontalAdvance(name) + 16

    def _pill(self, seat: int, n: int, size: tuple[int, int] | None = None) -> QRectF:
        pos = self.seat_position(seat, n, size)
        width = self._pill_width(self._names[seat])
        return QRectF(pos.x() - width / 2, pos.y() - PILL_H / 2, width, PILL_H)

    def elided(self) -> str:
        """The first name whose pill (or the tag above it) leaves the drawing, or ``""``."""
        n = len(self._names)
        bounds = QRectF(self.rect()).adjusted(-1, -1, 1, 1)
        for seat, name in enumerate(self._names):
            pill = self._pill(seat, n)
            if seat == self._starter and self._tag:
                pill = pill.united(pill.translated(0, -22))
            if not bounds.contains(pill):
                return name
        return ""

    def drawn_texts(self) -> list[DrawnText]:
        """Every name's pill and the tag above the starter, with the type's pixel size."""
        return self._texts(self.width(), self.height())

    def _texts(self, width: int, height: int) -> list[DrawnText]:
        n = len(self._names)
        pixel = float(QFontInfo(self._font()).pixelSize())
        found = []
        for seat, name in enumerate(self._names):
            pill = self._pill(seat, n, (width, height))
            found.append(DrawnText(name, pill, pixel))
            if seat == self._starter and self._tag:
                metrics = QFontMetricsF(self._font())
                size = QSizeF(metrics.horizontalAdvance(self._tag), metrics.height())
                tag = QRectF(QPointF(0, 0), size)
                tag.moveCenter(pill.center() - QPointF(0, TAG_UP))  # drawn centred above the pill
                found.append(DrawnText(self._tag, tag, pixel))
        return found

    def seat_position(self, seat: int, count: int | None = None, size: tuple[int, int] | None = None) -> QPointF:
        """Centre of a seat's name; clockwise from the bottom (in a drawing of ``size``,
        by default the widget's own)."""
        n = count or max(1, len(self._names))
        r = self._table_rect(size)
        angle = math.pi / 2 + 2 * math.pi * seat / n  # y grows downwards: increasing is clockwise
        return QPointF(
            r.center().x() + (r.width() / 2 + 34) * math.cos(angle),
            r.center().y() + (r.height() / 2 + 22) * math.sin(angle),
        )

    def _table_rect(self, size: tuple[int, int] | None = None) -> QRectF:
        w, h = size or (self.width(), self.height())
        widest = max((self._pill_width(name) for name in self._names), default=60.0)
        # the names sit 34 px beside and 22 px above/below the table; a pill is 24 px high and
        # the starter's tag takes 22 px more above the bottom seat (inside, towards the table)
        mx = max(w * 0.24, 34 + widest / 2 + 2)
        my = max(h * 0.22, 22 + 12 + 2)
        table = QRectF(mx, my, max(20.0, w - 2 * mx), max(12.0, h - 2 * my))
        # never flatter than a table (a wide, low drawing squashed it into a line with the
        # "Boss" tag on its rim, issue 31): narrower, centred; the names then ask for height
        if table.width() > MAX_ASPECT * table.height():
            centre = table.center()
            table.setWidth(max(20.0, MAX_ASPECT * table.height()))
            table.moveCenter(centre)
        return table

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._table_rect()
        p.setPen(QPen(QColor("#6b4a2b"), 8))
        p.setBrush(QColor("#2a6a49"))
        p.drawEllipse(rect)
        n = len(self._names)
        # the passing direction, as a faint arrow inside the table
        p.setPen(QPen(QColor(255, 255, 255, 60), 2))
        inner = rect.adjusted(rect.width() * 0.25, rect.height() * 0.25, -rect.width() * 0.25, -rect.height() * 0.25)
        p.drawArc(inner, 90 * 16, -300 * 16)
        p.setFont(self._font())
        for seat, name in enumerate(self._names):
            pill = self._pill(seat, n)
            box = pill.adjusted(-40, 0, 40, 0)  # drawn centred in the pill, never cut by the box
            starter = seat == self._starter
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#d9b45a") if starter else QColor(0, 0, 0, 110))
            p.drawRoundedRect(pill, 11, 11)
            p.setPen(QColor("#1d1a10") if starter else QColor("#f3ecd8"))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, name)
            if starter and self._tag:
                p.setPen(QColor("#d9b45a"))
                p.drawText(box.translated(0, -22), Qt.AlignmentFlag.AlignCenter, self._tag)
        p.end()
