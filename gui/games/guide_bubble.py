"""The guided game's explanation on screen: a bubble beside the control it talks about, and a
gold ring around that control.

The bubble is a child of the screen it explains (the window for the public screens, the
private frame for a seat's own screen, so that it goes when the private screen is covered).
It is placed beside the control's box, never over it: below, above, right or left, the
first side where it fits whole, else where it covers least of it. It takes the focus when it
comes (its "Next" button; a screen reader hears the title as the name and the text as the
description), Enter or Space on it goes on, and the focus goes back to the control it points
at (or where it was). Nothing in it needs a mouse. Clicks on it stay on it: they never reach
the screen behind (a private screen covers itself on a click on its empty background).
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QPen, QColor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.look import palette

MARGIN = 8
"""Room between the bubble and the control's box, and the bubble and the screen's edge."""
WIDTH = 440
"""The bubble's width where the screen has room (narrower in a small window)."""


def _label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class GuideRing(QWidget):
    """A gold ring around the control an explanation talks about; clicks go through it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("GuideRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def ring(self, box: QRect) -> None:
        self.setGeometry(box.adjusted(-5, -5, 5, 5))
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(palette.GOLD), 4)
        painter.setPen(pen)
        painter.drawRoundedRect(self.rect().adjusted(2, 2, -2, -2), 8, 8)


class GuideBubble(QFrame):
    """One explanation (title, text, the rule it cites) with "Next" and "Leave the guide"."""

    nextRequested = Signal()  # noqa: N815 - Qt naming
    leaveRequested = Signal()  # noqa: N815

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("GuideBubble")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            f"#GuideBubble {{ background: {palette.PAPER}; border: 3px solid {palette.GOLD}; border-radius: 10px; }}"
            f"#GuideBubble QLabel {{ color: {palette.INK}; font-size: 17px; background: transparent; }}"
            f"#GuideBubble QLabel#GuideTitle {{ font-size: 19px; font-weight: bold; }}"
            f"#GuideBubble QLabel#GuideRule {{ font-size: 16px; font-style: italic; }}"
        )
        self.title_label = _label("GuideTitle")
        self.text_label = _label("GuideText")
        self.rule_label = _label("GuideRule")
        self.next_button = QPushButton()
        self.next_button.setObjectName("Primary")
        self.next_button.clicked.connect(self.nextRequested)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leaveRequested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 12, 16, 12)
        box.setSpacing(8)
        box.addWidget(self.title_label)
        box.addWidget(self.text_label)
        box.addWidget(self.rule_label)
        box.addLayout(buttons)
        self.ring = GuideRing(parent)
        self.ring.hide()
        self.target: QWidget | None = None
        self._locate: Callable[[], QRect | None] = lambda: None
        parent.installEventFilter(self)

    def show_text(self, title: str, text: str, rule: str, next_label: str, leave_label: str) -> None:
        """Fill the bubble (already translated words) and give it a name a screen reader reads."""
        self.title_label.setText(title)
        self.text_label.setText(text)
        self.rule_label.setText(rule)
        self.rule_label.setVisible(bool(rule))
        self.next_button.setText(next_label)
        self.leave_button.setText(leave_label)
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        # the focused button is what a screen reader speaks first: the whole explanation
        self.next_button.setAccessibleName(f"{next_label}: {title}")
        self.next_button.setAccessibleDescription(f"{text} {rule}".strip())

    def is_overlay(self) -> bool:
        """It lies over the screen on purpose (:class:`gui.table_kit.declared.Overlay`)."""
        return True

    def point_at(self, target: QWidget, locate: Callable[[], QRect | None]) -> None:
        """Place the bubble beside the box ``locate()`` gives (in the parent's coordinates;
        asked again whenever the screen changes size) and ring it."""
        self.target, self._locate = target, locate
        self._place()

    def _place(self) -> None:
        """Beside the box: the narrowest width (from :data:`WIDTH` up to the screen's) at which
        a side has room for the whole bubble; a wider bubble is shorter."""
        parent = self.parentWidget()
        box = self._locate()
        if parent is None or box is None:
            return
        area = parent.rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        avoid = box.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        self.ring.ring(box)
        best: tuple[int, QRect] | None = None
        for width in sorted({min(w, area.width()) for w in (WIDTH, WIDTH + 140, WIDTH + 280, area.width())}):
            size = QSize(width, min(self.heightForWidth(width), area.height()))
            spot = QRect(best_place(area, avoid, size), size)
            covered = spot.intersected(avoid)
            cost = 0 if covered.isEmpty() else covered.width() * covered.height()
            if best is None or cost < best[0]:
                best = (cost, spot)
            if cost == 0:
                break
        assert best is not None
        self.setGeometry(best[1])
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self._place)  # once the screen under it is laid out again
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        event.accept()  # never the screen's background behind it (a private screen covers on that)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        event.accept()

    def drop(self) -> None:
        """The explanation goes (its ring too)."""
        parent = self.parentWidget()
        if parent is not None:
            parent.removeEventFilter(self)
        for widget in (self.ring, self):
            widget.hide()
            widget.deleteLater()


def best_place(area: QRect, avoid: QRect, size: QSize) -> QPoint:
    """Where a box of ``size`` goes inside ``area`` without covering ``avoid``: below it,
    above it, right of it or left of it, the first that fits whole; else the spot (of those)
    that covers least of it."""
    def clamp(x: int, y: int) -> QPoint:
        x = max(area.left(), min(x, area.right() - size.width() + 1))
        y = max(area.top(), min(y, area.bottom() - size.height() + 1))
        return QPoint(x, y)

    centre = avoid.center()
    spots = [
        clamp(centre.x() - size.width() // 2, avoid.bottom() + 1),
        clamp(centre.x() - size.width() // 2, avoid.top() - size.height()),
        clamp(avoid.right() + 1, centre.y() - size.height() // 2),
        clamp(avoid.left() - size.width(), centre.y() - size.height() // 2),
    ]

    def covered(spot: QPoint) -> int:
        overlap = QRect(spot, size).intersected(avoid)
        return overlap.width() * overlap.height() if not overlap.isEmpty() else 0

    return min(spots, key=covered)
