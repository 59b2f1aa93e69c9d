"""A bar chart with 95 % intervals, drawn with QPainter on a QImage (no plotting library).

Qt is imported when a chart is drawn, never at import of :mod:`lab`: the bots and the
runner stay pure Python. Works offscreen (``QT_QPA_PLATFORM=offscreen``): a
``QGuiApplication`` is made if none exists, for the fonts.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

SIDE_COLOURS: dict[str, str] = {
    "abenteurer": "#c0392b", "waechter": "#2c3e50",
    "boss": "#7d3c98", "diebe": "#d4ac0d", "ermittler": "#1f618d", "revolverheld": "#117864",
}


@dataclass(frozen=True)
class Bar:
    """One bar: a series name (colour, legend) and a rate with its interval, all in [0, 1]."""

    series: str
    rate: float
    low: float
    high: float


@dataclass(frozen=True)
class Group:
    """Bars side by side under one label (e.g. a player count and variant)."""

    label: str
    bars: tuple[Bar, ...]


def _ensure_app() -> None:
    """Fonts need a QGuiApplication; a command-line run gets one on the offscreen platform."""
    import os

    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window is ever shown
        _ensure_app.app = QGuiApplication([])  # type: ignore[attr-defined]  # kept alive for the process


def draw(title: str, groups: Sequence[Group], labels: dict[str, str] | None = None, *,
         width: int | None = None, height: int = 420, scale: float = 1.0) -> QImage:
    """The chart as an image: grouped bars, whiskers for the intervals, a legend, gridlines."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter, QPen

    _ensure_app()
    labels = labels or {}
    series = list(dict.fromkeys(b.series for g in groups for b in g.bars))
    bar_w, gap = 14, 12
    group_w = max(1, len(series)) * bar_w + gap
    left, right, top, bottom = 52, 16, 56, 86
    font = QFont()
    font.setPixelSize(12)
    title_font = QFont(font)
    title_font.setPixelSize(15)
    title_font.setBold(True)
    title_w = QFontMetrics(title_font).horizontalAdvance(title)
    w = width or max(420, left + right + group_w * max(1, len(groups)), left + right + title_w + 8)
    image = QImage(int(w * scale), int(height * scale), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(scale)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setFont(font)
    plot = QRectF(left, top, w - left - right, height - top - bottom)
    # title and legend
    p.setFont(title_font)
    p.setPen(QColor("#222"))
    p.drawText(QRectF(left, 6, w - left - right, 22), Qt.AlignmentFlag.AlignLeft, title)
    p.setFont(font)
    x = float(left)
    for name in series:
        p.fillRect(QRectF(x, 34, 12, 12), QColor(SIDE_COLOURS.get(name, "#888")))
        text = labels.get(name, name)
        p.setPen(QColor("#222"))
        p.drawText(QPointF(x + 16, 45), text)
        x += 28 + p.fontMetrics().horizontalAdvance(text)
    # grid
    for tick in range(0, 101, 20):
        y = plot.bottom() - plot.height() * tick / 100
        p.setPen(QPen(QColor("#ddd"), 1))
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        p.setPen(QColor("#555"))
        p.drawText(QRectF(0, y - 8, left - 6, 16), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{tick} %")
    # bars
    step = plot.width() / max(1, len(groups))
    for i, group in enumerate(groups):
        gx = plot.left() + i * step + (step - len(series) * bar_w) / 2
        for bar in group.bars:
            j = series.index(bar.series)
            bx = gx + j * bar_w
            top_y = plot.bottom() - plot.height() * bar.rate
            p.fillRect(QRectF(bx + 1, top_y, bar_w - 2, plot.bottom() - top_y), QColor(SIDE_COLOURS.get(bar.series, "#888")))
            p.setPen(QPen(QColor("#000"), 1.2))
            cx = bx + bar_w / 2
            hy = plot.bottom() - plot.height() * bar.high
            ly = plot.bottom() - plot.height() * bar.low
            p.drawLine(QPointF(cx, hy), QPointF(cx, ly))
            p.drawLine(QPointF(cx - 3, hy), QPointF(cx + 3, hy))
            p.drawLine(QPointF(cx - 3, ly), QPointF(cx + 3, ly))
        p.save()
        p.setPen(QColor("#222"))
        p.translate(plot.left() + i * step + step / 2 + 4, plot.bottom() + 6)
        p.rotate(60)
        p.drawText(QPointF(0, 0), group.label)
        p.restore()
    p.setPen(QPen(QColor("#444"), 1))
    p.drawLine(plot.bottomLeft(), plot.bottomRight())
    p.drawLine(plot.bottomLeft(), plot.topLeft())
    p.end()
    return image


def save_png(image: QImage, path: str) -> None:
    if not image.save(path, "PNG"):  # type: ignore[call-overload]  # PySide6 takes str at run time; its stubs say bytes
        raise OSError(f"could not write the chart to {path}")
