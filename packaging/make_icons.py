"""Make the raster icons from ``assets/icons/kartentisch.svg`` (the one drawn source).

Writes, next to the SVG (all committed; rerun after changing the SVG)::

    kartentisch-256.png   the 256 px PNG for the Linux icon theme (hicolor/256x256)
    kartentisch.ico       Windows: 16–256 px, set on the .exe by packaging/kartentisch.spec
    kartentisch.icns      macOS: 16–1024 px, set on the .app by the spec

Qt (QtSvg) renders the SVG, the same renderer the app uses; Pillow writes the ICO and ICNS
containers (``pip install -e '.[build]'``). Usage: ``python packaging/make_icons.py``.
"""
from __future__ import annotations

import io
import os
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
ICONS = ROOT / "assets" / "icons"
SVG = ICONS / "kartentisch.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render_png(size: int) -> bytes:
    """The SVG rendered to a square ``size`` px PNG with a transparent background."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # PySide6 takes a str format; its stubs say bytes
    return bytes(data.data())


def main() -> int:
    from PIL import Image

    (ICONS / "kartentisch-256.png").write_bytes(render_png(256))
    images = {size: Image.open(io.BytesIO(render_png(size))) for size in sorted({*ICO_SIZES, *ICNS_SIZES})}
    largest = images[max(ICO_SIZES)]
    largest.save(
        ICONS / "kartentisch.ico",
        format="ICO",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)],
    )
    biggest = images[max(ICNS_SIZES)]
    biggest.save(
        ICONS / "kartentisch.icns",
        format="ICNS",
        append_images=[images[s] for s in ICNS_SIZES if s != max(ICNS_SIZES)],
    )
    for name in ("kartentisch-256.png", "kartentisch.ico", "kartentisch.icns"):
        print(f"wrote {ICONS / name} ({(ICONS / name).stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
