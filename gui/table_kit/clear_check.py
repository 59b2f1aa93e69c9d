"""A check box whose tick can be seen: a dark tick on a paper box with a visible edge.

Fusion draws the tick in the widget's text colour, and the app's style sheet makes every
widget's text cream (``QWidget { color: … }``) for the felt; on the paper box that left a
cream tick on cream paper (1.4:1), so nobody could tell whether "Revolverheld" or "Keep
finished games" was on. A style sheet cannot give the tick a colour of its own without an
image, so, as :class:`gui.table_kit.widgets.ArrowCombo` does for its arrow, this draws the
box and the tick over Fusion's, in the palette's ink and paper.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPaintEvent, QPainter, QPen
from PySide6.QtWidgets import QCheckBox, QStyle, QStyleOptionButton

from gui.look import palette


class ClearCheckBox(QCheckBox):
    """A ``QCheckBox`` with an ink tick on a paper box (see the module text)."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        super().paintEvent(event)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        box = QRectF(self.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, self))
        box = box.adjusted(0.5, 0.5, -0.5, -0.5)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        enabled = self.isEnabled()
        painter.setPen(QPen(QColor(palette.LEFTOVER_EDGE if enabled else palette.DISABLED), 1.5))
        painter.setBrush(QColor(palette.PAPER_WARM if enabled else palette.TAB))
        painter.drawRoundedRect(box, 3.0, 3.0)
        state = self.checkState()
        if state != Qt.CheckState.Unchecked:
            painter.setPen(QPen(QColor(palette.INK), max(2.0, box.width() / 7), Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            w, h, x, y = box.width(), box.height(), box.left(), box.top()
            if state == Qt.CheckState.PartiallyChecked:
                painter.drawLine(QPointF(x + 0.25 * w, y + 0.5 * h), QPointF(x + 0.75 * w, y + 0.5 * h))
            else:
                painter.drawPolyline([QPointF(x + 0.22 * w, y + 0.52 * h), QPointF(x + 0.42 * w, y + 0.72 * h),
                                      QPointF(x + 0.78 * w, y + 0.28 * h)])
        painter.end()
