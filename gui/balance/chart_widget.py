"""The balance chart as a widget that paints itself with QPainter at its own size (issue 31
item 9): vector drawing, crisp at any size and device pixel ratio, every text at least the
application's body size.

The old chart was the lab's raster (:mod:`lab.chart`, still used for ``make balance``'s
PNGs), scaled by the dialog: blurry, with 7 px labels. Here one chart shows one set of
options (a variant): a group of bars per player count, one bar per side, each with the
thin line of its 95 % interval. A game with 38 tables cannot show them all side by side
with readable labels at 800×600, so the chart dialog chooses the options above the chart.

:meth:`BalanceChart.chart_geometry` computes every text's rectangle and font for a size; the
painter draws exactly those, and the tests measure them (no overlap, body size). The
rules dialog gets the same drawing as an image at its text's width and the screen's pixel
ratio (:func:`render_image`), redrawn when its width changes. Names no game.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from lab.chart import SIDE_COLOURS, Bar, Group  # the lab chart's bars: one model for both drawings

PAPER = "#fbf8f0"
INK = "#222222"
GRID = "#d8d4ca"
PAD = 10.0


@dataclass
class ChartGeometry:
    """Where everything goes at one size: each text with its rectangle (for painting and for
    the tests' overlap check), the plot area, and the bars."""

    font: QFont
    title_font: QFont
    texts: list[tuple[str, QRectF, QFont, int]] = field(default_factory=list)
    """(text, rectangle, font, alignment flags)."""
    swatches: list[tuple[QRectF, str]] = field(default_factory=list)
    plot: QRectF = field(default_factory=QRectF)
    ticks: list[float] = field(default_factory=list)
    bars: list[tuple[QRectF, str, float, float]] = field(default_factory=list)
    """(bar rectangle, side, y of the interval's top, y of its bottom)."""
    band: QRectF | None = None


def body_font() -> QFont:
    """The application's body font (the size every chart text keeps at least)."""
    return QFont(QApplication.font())


class BalanceChart(QWidget):
    """Grouped bars with 95 % intervals, a legend and axis captions, painted at the widget's size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.title = ""
        self.groups: list[Group] = []
        self.names: dict[str, str] = {}
        self.highlight: str | None = None
        self.x_caption = ""
        self.y_caption = ""

    def set_data(self, title: str, groups: list[Group], names: dict[str, str], *,
                 x_caption: str, y_caption: str, highlight: str | None = None) -> None:
        """Show ``groups`` (sides named by ``names``, in that order); ``highlight`` marks the
        group of the table the start screen has chosen."""
        self.title, self.groups, self.names = title, list(groups), dict(names)
        self.x_caption, self.y_caption, self.highlight = x_caption, y_caption, highlight
        self.setAccessibleName(title)  # a screen reader hears what the picture shows, and its figures
        self.setAccessibleDescription("; ".join(
            f"{g.label}: " + ", ".join(f"{self.names.get(b.series, b.series)} {round(100 * b.rate)} %" for b in g.bars)
            for g in self.groups))
        self.updateGeometry()
        self.update()

    def sides(self) -> list[str]:
        """The sides drawn: those in ``names`` that have a bar in some group, in that order."""
        present = {b.series for g in self.groups for b in g.bars}
        return [s for s in self.names if s in present]

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt name
        metrics = QFontMetricsF(body_font())
        per_group = max(1, len(self.sides())) * 12 + 16
        width = 90 + max(1, len(self.groups)) * max(per_group, metrics.horizontalAdvance("00") + 12)
        return QSize(int(min(width, 520)), int(12 * metrics.height()))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt name
        return QSize(720, int(20 * QFontMetricsF(body_font()).height()))

    def chart_geometry(self, width: float, height: float) -> ChartGeometry:  # noqa: C901 - one layout pass
        """Every text, swatch and bar for a ``width`` × ``height`` chart."""
        font = body_font()
        title_font = QFont(font)
        title_font.setBold(True)
        fm, tfm = QFontMetricsF(font), QFontMetricsF(title_font)
        line = fm.height()
        g = ChartGeometry(font, title_font)
        wrap = int(Qt.TextFlag.TextWordWrap)
        left_align = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | wrap
        y = PAD
        inner = max(1.0, width - 2 * PAD)
        if self.title:
            box = tfm.boundingRect(QRectF(PAD, y, inner, 10 * line), left_align, self.title)
            g.texts.append((self.title, QRectF(PAD, y, inner, box.height()), title_font, left_align))
            y += box.height() + line * 0.4
        # the legend: swatch and name, flowing into as many lines as the width needs
        x, swatch = PAD, line * 0.8
        for side in self.sides():
            name = self.names[side]
            w = swatch + 6 + fm.horizontalAdvance(name)
            if x > PAD and x + w > width - PAD:
                x, y = PAD, y + line * 1.2
            g.swatches.append((QRectF(x, y + (line - swatch) / 2, swatch, swatch), side))
            g.texts.append((name, QRectF(x + swatch + 6, y, fm.horizontalAdvance(name) + 1, line), font,
                            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)))
            x += w + line * 1.2
        y += line * 1.6
        # the y axis: percentages left of the plot; its caption above them
        tick_w = fm.horizontalAdvance("100 %") + 8
        if self.y_caption:
            g.texts.append((self.y_caption, QRectF(PAD, y, fm.horizontalAdvance(self.y_caption) + 1, line), font,
                            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)))
            y += line * 1.1
        top = y + line / 2
        bottom = height - PAD - (2.3 * line if self.x_caption else 1.2 * line)
        plot = QRectF(PAD + tick_w, top, max(1.0, width - 2 * PAD - tick_w), max(1.0, bottom - top))
        g.plot = plot
        # fewer ticks where the plot is short, so that their labels never touch
        step = next((s for s in (20, 25, 50, 100) if plot.height() * s / 100 >= line * 1.15), 100)
        for tick in range(0, 101, step):
            ty = plot.bottom() - plot.height() * tick / 100
            g.ticks.append(ty)
            g.texts.append((f"{tick} %", QRectF(PAD, ty - line / 2, tick_w - 8, line), font,
                            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)))
        # the groups: one slot per table, bars side by side, the label centred below
        sides = self.sides()
        slot = plot.width() / max(1, len(self.groups))
        bar_w = min(46.0, max(3.0, slot * 0.8 / max(1, len(sides))))
        for i, group in enumerate(self.groups):
            x0 = plot.left() + i * slot
            if group.label == self.highlight:
                g.band = QRectF(x0, plot.top(), slot, plot.height())
            start = x0 + (slot - bar_w * len(sides)) / 2
            for bar in group.bars:
                if bar.series not in sides:
                    continue
                bx = start + sides.index(bar.series) * bar_w
                ty = plot.bottom() - plot.height() * bar.rate
                g.bars.append((QRectF(bx + 1, ty, bar_w - 2, plot.bottom() - ty), bar.series,
                               plot.bottom() - plot.height() * bar.high, plot.bottom() - plot.height() * bar.low))
            label_font = QFont(font)
            label_font.setBold(group.label == self.highlight)
            lw = QFontMetricsF(label_font).horizontalAdvance(group.label) + 1
            g.texts.append((group.label, QRectF(x0 + (slot - lw) / 2, plot.bottom() + line * 0.15, lw, line),
                            label_font, int(Qt.AlignmentFlag.AlignCenter)))
        if self.x_caption:
            cw = min(plot.width(), fm.horizontalAdvance(self.x_caption) + 1)
            g.texts.append((self.x_caption, QRectF(plot.center().x() - cw / 2, plot.bottom() + line * 1.25, cw, line),
                            font, int(Qt.AlignmentFlag.AlignCenter)))
        return g

    def label_rects(self) -> list[tuple[str, QRectF, QFont]]:
        """Every text at the widget's current size: (text, rectangle, font) — for the tests."""
        return [(t, r, f) for t, r, f, _ in self.chart_geometry(self.width(), self.height()).texts]

    def paint(self, p: QPainter, width: float, height: float) -> None:
        """Draw the chart on ``p`` in a ``width`` × ``height`` rectangle at the origin."""
        g = self.chart_geometry(width, height)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(QRectF(0, 0, width, height), QColor(PAPER))
        if g.band is not None:
            p.fillRect(g.band, QColor("#efe6cf"))
        for ty in g.ticks:
            p.setPen(QPen(QColor(GRID), 1))
            p.drawLine(QPointF(g.plot.left(), ty), QPointF(g.plot.right(), ty))
        for rect, side, hy, ly in g.bars:
            p.fillRect(rect, QColor(SIDE_COLOURS.get(side, "#888888")))
            p.setPen(QPen(QColor("#000000"), 1.5))
            cx, cap = rect.center().x(), min(4.0, rect.width() / 2)
            p.drawLine(QPointF(cx, hy), QPointF(cx, ly))
            p.drawLine(QPointF(cx - cap, hy), QPointF(cx + cap, hy))
            p.drawLine(QPointF(cx - cap, ly), QPointF(cx + cap, ly))
        p.setPen(QPen(QColor("#444444"), 1.2))
        p.drawLine(g.plot.bottomLeft(), g.plot.bottomRight())
        p.drawLine(g.plot.bottomLeft(), g.plot.topLeft())
        for rect, side in g.swatches:
            p.fillRect(rect, QColor(SIDE_COLOURS.get(side, "#888888")))
        p.setPen(QColor(INK))
        for text, rect, font, flags in g.texts:
            p.setFont(font)
            p.drawText(rect, flags, text)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802, ARG002 - Qt name
        p = QPainter(self)
        self.paint(p, self.width(), self.height())
        p.end()


def render_image(chart: BalanceChart, width: int, height: int, ratio: float) -> QImage:
    """``chart`` drawn into an image of ``width`` × ``height`` logical pixels at the device
    pixel ratio ``ratio`` (the rules dialog's text, which cannot hold a widget)."""
    ratio = max(1.0, ratio)
    image = QImage(int(width * ratio), int(height * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(PAPER))
    p = QPainter(image)
    chart.paint(p, width, height)
    p.end()
    return image
