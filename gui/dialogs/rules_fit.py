"""Fit a rules text to its view's width: no sideways scrolling, no word broken in two.

The rules' tables have up to eight columns with long German headers ("Entschuldigungen",
"Kammerkarten"), and the balance chart is an image wider than a small window. Qt lays a
Markdown document out at the view's width, but by default it breaks a word that does not
fit a table column anywhere ("Abenteure/r"), and it lets a table or an image that cannot
shrink make the document wider than the view (a horizontal scroll bar). Here:

* lines wrap at word boundaries only (``QTextOption.WrapMode.WordWrap``);
* every table spans the view's width (its columns share it), with small cell padding;
* an image wider than the view is drawn at the view's width (the aspect kept);
* if a table still needs more width than the view has (its longest words side by side),
  its text is set a step smaller, down to :data:`SMALLEST_SCALE`; only that table shrinks, the
  running text keeps its size.

:func:`fit_to_width` runs after the text is set and whenever the view's width changes.
"""
from __future__ import annotations

from PySide6.QtGui import (
    QFont,
    QImage,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFrame,
    QTextImageFormat,
    QTextLength,
    QTextOption,
    QTextTable,
)
from PySide6.QtWidgets import QTextBrowser

SMALLEST_SCALE = 0.6
"""The smallest table text, as a share of the running text's size: below it a table may
scroll sideways rather than be unreadable (it does not come to that at 800×600)."""
STEP = 0.92


def tables(document: QTextDocument) -> list[QTextTable]:
    """Every table of ``document``, in order."""
    found: list[QTextTable] = []
    stack: list[QTextFrame] = [document.rootFrame()]
    while stack:
        frame = stack.pop(0)
        if isinstance(frame, QTextTable):
            found.append(frame)
        stack.extend(frame.childFrames())
    return found


def document_fits(browser: QTextBrowser) -> bool:
    """The laid-out text is no wider than the view (no horizontal scrolling is needed)."""
    return browser.document().size().width() <= browser.viewport().width() + 0.5


def _set_table_size(table: QTextTable, scale: float) -> None:
    """Set ``table``'s text at ``scale`` times the document's font (pixel or point sized)."""
    font = QFont(table.document().defaultFont())
    if font.pixelSize() > 0:
        font.setPixelSize(max(1, round(font.pixelSize() * scale)))
    else:
        font.setPointSizeF(max(1.0, font.pointSizeF() * scale))
    fmt = QTextCharFormat()
    fmt.setFont(font, QTextCharFormat.FontPropertiesInheritanceBehavior.FontPropertiesSpecifiedOnly)
    cursor = table.firstCursorPosition()
    cursor.setPosition(table.lastCursorPosition().position(), QTextCursor.MoveMode.KeepAnchor)
    cursor.mergeCharFormat(fmt)


def _fit_images(browser: QTextBrowser, room: float) -> None:
    document = browser.document()
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            if fmt.isImageFormat():
                image_fmt = fmt.toImageFormat()
                image = document.resource(QTextDocument.ResourceType.ImageResource, image_fmt.name())
                if isinstance(image, QImage) and not image.isNull():
                    width = min(float(image.width()), room)
                    if abs(image_fmt.width() - width) > 0.5:
                        sized = QTextImageFormat(image_fmt)
                        sized.setWidth(width)
                        sized.setHeight(width * image.height() / image.width())
                        cursor = QTextCursor(document)
                        cursor.setPosition(fragment.position())
                        cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
                        cursor.setCharFormat(sized)
            it += 1
        block = block.next()


def fit_to_width(browser: QTextBrowser) -> None:
    """Lay ``browser``'s document out so that it fits the view's width (see the module)."""
    browser.setWordWrapMode(QTextOption.WrapMode.WordWrap)
    document = browser.document()
    room = browser.viewport().width() - 2 * document.documentMargin() - 2
    if room <= 0:
        return
    _fit_images(browser, room)
    for table in tables(document):
        fmt = table.format()
        # the view's width, as a fixed length (a percentage leaves out the table's border)
        fmt.setWidth(QTextLength(QTextLength.Type.FixedLength, room - 2 * fmt.border() - 2))
        fmt.setCellPadding(3)
        fmt.setCellSpacing(0)
        table.setFormat(fmt)
        _set_table_size(table, 1.0)
    layout = document.documentLayout()
    # Laid out once here, and again only after a table's text was set smaller: a layout of
    # the whole document is what fitting costs (it was done twice per table, fitting or not).
    document.setTextWidth(browser.viewport().width())

    def table_width(table: QTextTable) -> float:
        document.size()  # the layout is lazy: this lays the document out now, if it changed
        return layout.frameBoundingRect(table).width()

    for table in tables(document):  # each table on its own: a narrow one keeps its size
        scale = 1.0
        while table_width(table) > room + 0.5 and scale * STEP >= SMALLEST_SCALE:
            scale *= STEP
            _set_table_size(table, scale)
