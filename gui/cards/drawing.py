"""Drawing primitives of the card renderer: thread-agnostic (QImage and QPainter work in any thread).

An SVG element rendered into an image, a cut-out element rasterised by ``QImageReader``
(the expensive part runs without the GIL), and the pictures we draw ourselves: the tinted
role back of a foreign deck, the "missing card" placeholder and the neutral stand-in.
"""
from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QImageReader, QPainter, QPen
from PySide6.QtSvg import QSvgRenderer

from gui.cards.decks import DeckError
from gui.cards.elements import short_label
from gui.cards.extract import ElementExtractor

ROLE_TINT = QColor(110, 18, 30, 165)


def new_image(width: int, height: int) -> QImage:
    img = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    return img


def render_svg(svg: QSvgRenderer, svg_id: str, width: int, height: int) -> QImage:
    img = new_image(width, height)
    painter = QPainter(img)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    svg.render(painter, svg_id, QRectF(0, 0, width, height))
    painter.end()
    return img


def render_via_reader(extractor: ElementExtractor, svg_id: str, bounds: tuple[float, float, float, float], width: int,
                      height: int) -> QImage:
    """Rasterise a cut-out element with QImageReader: the expensive part runs without the GIL."""
    doc = extractor.document(svg_id, bounds, width, height)
    buf = QBuffer()
    buf.setData(QByteArray(doc))
    buf.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buf, b"svg")
    reader.setScaledSize(QSize(width, height))
    img = reader.read()
    buf.close()
    if img.isNull():
        import logging

        from PySide6.QtCore import QCoreApplication

        # Qt's reason is English: the log gets it, the notice our own words (gui/text/notice_text.py).
        logging.getLogger("kartentisch.notice").warning("element %s not rendered: %s", svg_id, reader.errorString())
        raise DeckError(
            QCoreApplication.translate("Drawing", "The card “{element}” of this deck cannot be drawn.").format(element=svg_id)
        )
    return img.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def tint_role_back(img: QImage) -> QImage:
    """Our ``back_role`` for foreign decks: their back, tinted dark red with a gold frame."""
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.fillRect(img.rect(), ROLE_TINT)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    w, h = img.width(), img.height()
    inset = max(2.0, min(w, h) * 0.07)
    pen = QPen(QColor("#e0a526"), max(1.0, min(w, h) * 0.025))
    painter.setPen(pen)
    painter.drawRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), inset / 2, inset / 2)
    painter.end()
    return img


def draw_missing(element: str, width: int, height: int) -> QImage:
    """A clear 'this card is missing' picture: white card, red X, the card's name."""
    img = new_image(width, height)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = QRectF(0.5, 0.5, width - 1, height - 1)
    radius = min(width, height) * 0.06
    painter.setPen(QPen(QColor("#666666"), 1))
    painter.setBrush(QColor("white"))
    painter.drawRoundedRect(r, radius, radius)
    m = min(width, height) * 0.15
    painter.setPen(QPen(QColor("#d01010"), max(1.5, width * 0.03)))
    painter.drawLine(int(m), int(m), int(width - m), int(height - m))
    painter.drawLine(int(width - m), int(m), int(m), int(height - m))
    font = QFont()
    font.setPixelSize(max(6, int(height * 0.12)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#202020"))
    painter.drawText(QRectF(0, height * 0.78, width, height * 0.2), Qt.AlignmentFlag.AlignCenter, short_label(element))
    painter.end()
    return img


def draw_neutral(width: int, height: int) -> QImage:
    """The stand-in while nothing of an element is cached: identical for every card."""
    img = new_image(width, height)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = min(width, height) * 0.06
    painter.setPen(QPen(QColor("#9a9a90"), 1))
    painter.setBrush(QColor("#e8e6df"))
    painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), radius, radius)
    painter.end()
    return img
