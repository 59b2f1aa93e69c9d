"""QR codes for the join links, made with segno (pure Python) and drawn as a QImage.

The matrix comes from segno; we paint the modules ourselves (one ``fillRect`` each, into
an image with a quiet zone of four modules), so no image plug-in or temporary file is
needed and the code stays sharp at any size.
"""
from __future__ import annotations

import functools

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

QUIET_ZONE = 4


@functools.lru_cache(maxsize=64)
def qr_matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The QR code's modules (True = dark), without the quiet zone.

    Kept for the last links asked for: the phones dialog redraws every seat's code whenever
    a phone comes or goes, and segno's mask search takes about 5 ms a code (60 ms a refresh
    at twelve seats). A link changes only with a new phone, and lives in the route anyway.
    """
    code = segno.make(text, error="m", micro=False)
    return tuple(tuple(bool(module) for module in row) for row in code.matrix)


def qr_image(text: str, module_px: int = 6) -> QImage:
    """The QR code for ``text`` as a black-on-white image, ``module_px`` pixels per module."""
    matrix = qr_matrix(text)
    size = (len(matrix) + 2 * QUIET_ZONE) * module_px
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(QColor(Qt.GlobalColor.white))
    painter = QPainter(image)
    black = QColor(Qt.GlobalColor.black)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                painter.fillRect((x + QUIET_ZONE) * module_px, (y + QUIET_ZONE) * module_px, module_px, module_px, black)
    painter.end()
    return image
