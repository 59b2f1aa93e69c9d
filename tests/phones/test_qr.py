"""The QR images are segno's matrix, module for module, with a white quiet zone."""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from gui.phones.qr import QUIET_ZONE, qr_image, qr_matrix


def test_the_image_is_the_matrix(qapp: Any) -> None:  # noqa: ANN401
    link = "http://192.168.1.20:8765/p#" + "A1b2C3d4" * 4
    matrix = qr_matrix(link)
    image = qr_image(link, module_px=3)
    assert image.width() == image.height() == (len(matrix) + 2 * QUIET_ZONE) * 3
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            pixel = QColor(image.pixel((x + QUIET_ZONE) * 3 + 1, (y + QUIET_ZONE) * 3 + 1))
            assert (pixel.lightness() < 128) == dark, (x, y)
    assert QColor(image.pixel(1, 1)).lightness() > 200  # quiet zone
    assert matrix[0][:7] == (True,) * 7  # a finder pattern: it is a real QR code
