"""Contact sheets for looking at many screenshots: PNGs side by side, each scaled to one width
with its folder and file name above it, a few to a sheet (issue 31: a whole game's pictures,
laptop and phones, looked at a few screens at a time).

usage: [COLS=2] python tools/contact_sheet.py OUT_PREFIX PER_SHEET WIDTH PNG...
writes OUT_PREFIX-01.png, OUT_PREFIX-02.png, ... and prints their names.
"""
from __future__ import annotations

import os
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter


def main(out: str, per: int, width: int, files: list[str], cols: int) -> None:
    for start in range(0, len(files), per):
        names = files[start:start + per]
        images = [QImage(f).scaledToWidth(width, Qt.TransformationMode.SmoothTransformation) for f in names]
        rows = [list(zip(images[i:i + cols], names[i:i + cols])) for i in range(0, len(images), cols)]
        height = sum(max(img.height() for img, _ in row) + 24 for row in rows)
        sheet = QImage(cols * (width + 8), height, QImage.Format.Format_RGB32)
        sheet.fill(QColor("white"))
        painter = QPainter(sheet)
        painter.setFont(QFont("DejaVu Sans", 14))
        painter.setPen(QColor("black"))
        y = 0
        for row in rows:
            for k, (img, name) in enumerate(row):
                painter.drawText(k * (width + 8) + 4, y + 18, "/".join(name.split("/")[-2:]))
                painter.drawImage(k * (width + 8), y + 24, img)
            y += max(img.height() for img, _ in row) + 24
        painter.end()
        path = f"{out}-{start // per + 1:02d}.png"
        sheet.save(path)
        print(path)


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication(sys.argv[:1])
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:], int(os.environ.get("COLS", "2")))
