"""Greyscale helpers for the "colour is never the only cue" tests (issue 10).

A cue passes if it is still visible once the picture has lost its hue:
``QImage.convertToFormat(Format_Grayscale8)`` of the widget, compared between two states.
"""
from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget


def grey(widget: QWidget) -> QImage:
    """The widget as it looks on a greyscale screen (or to someone who sees no hue)."""
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_Grayscale8)


def changed_pixels(a: QImage, b: QImage, rect: QRect, threshold: int = 40) -> int:
    """How many pixels in ``rect`` differ in brightness by more than ``threshold`` (of 255)."""
    assert a.size() == b.size() and a.format() == b.format() == QImage.Format.Format_Grayscale8
    rect = rect.intersected(a.rect())
    line_a, line_b = a.bytesPerLine(), b.bytesPerLine()
    bits_a, bits_b = bytes(a.constBits()), bytes(b.constBits())
    count = 0
    for y in range(rect.top(), rect.bottom() + 1):
        row_a, row_b = y * line_a, y * line_b
        for x in range(rect.left(), rect.right() + 1):
            if abs(bits_a[row_a + x] - bits_b[row_b + x]) > threshold:
                count += 1
    return count
