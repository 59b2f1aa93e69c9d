"""Whether a focused control shows it (issue 37 §4: every focusable thing shows a visible
focus indicator): the control is drawn with the keyboard focus and again without it, and the
two pictures must differ by at least a frame round it.

The focus is given and taken by the Tab key, as a keyboard user's would be: some styles
(Fusion's combo boxes) draw the focus only after the focus moved by the keyboard.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget


def changed_pixels(a: QImage, b: QImage) -> int:
    """How many pixels of two pictures of one size differ."""
    assert a.size() == b.size()
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    return sum(1 for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y))


def focus_contrast(widget: QWidget) -> tuple[int, int]:
    """(pixels that change when ``widget`` loses the focus, its perimeter in pixels).

    ``widget`` must have the focus (reached by Tab); a Tab takes it away. A visible indicator
    changes at least as many pixels as a one-pixel line round the widget has."""
    assert QApplication.focusWidget() is widget, f"{widget!r} has not the focus"
    QTest.qWait(20)  # the focus repaint
    focused = widget.grab().toImage()
    for _ in range(4):  # a label's links are Tab stops within it
        QTest.keyClick(widget, Qt.Key.Key_Tab)
        if QApplication.focusWidget() is not widget:
            break
    assert QApplication.focusWidget() is not widget
    QTest.qWait(20)
    plain = widget.grab().toImage()
    return changed_pixels(focused, plain), 2 * (widget.width() + widget.height())
