"""The banner over the Tempelgold table: a big, clear message (round end) with one button.

Above the message it keeps the last result in sight: the card opened last and its log
line. The veil covers the table and its log, and the round's last opening (often the one
that ended the round) would otherwise vanish under it (issue 31 item 7).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.cards import CardWidget, DeckRenderer
from gui.look import palette
from gui.table_kit import style

#: The last opened card's width in the banner, as a share of the window's height.
LAST_CARD_SHARE = 0.13


class Banner(QWidget):
    """Covers the whole table with a dimming veil and a framed card: a message, maybe a button."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setObjectName("tgBanner")
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        self.card = QFrame(self)
        self.card.setObjectName("tgBannerCard")
        self.card.setStyleSheet(
            f"#tgBannerCard {{ background: {palette.FELT_DEEP}; border: 3px solid {palette.GOLD};"
            " border-radius: 18px; }"
        )
        inner = QVBoxLayout(self.card)
        inner.setContentsMargins(48, 32, 48, 32)
        inner.setSpacing(24)
        self.label = QLabel(self.card)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet(f"color: {palette.TEXT};")
        self.last_row = QWidget(self.card)
        last = QHBoxLayout(self.last_row)
        last.setContentsMargins(0, 0, 0, 0)
        last.setSpacing(16)
        self.last_card: CardWidget | None = None
        self.last_text = QLabel(self.last_row)
        self.last_text.setTextFormat(Qt.TextFormat.PlainText)  # a log line: names people typed
        self.last_text.setWordWrap(True)
        self.last_text.setStyleSheet(f"color: {palette.TEXT};")
        last.addStretch(1)
        last.addWidget(self.last_text, 4)
        last.addStretch(1)
        self.last_row.setVisible(False)
        self.button = QPushButton(self.card)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self._button_css = (
            f"QPushButton {{ background: {palette.GOLD}; color: {palette.INK}; border: none; border-radius: 10px;"
            " padding: 12px 36px; font-weight: bold; }"
            f"QPushButton:hover {{ background: {palette.GOLD_LIGHT}; }}"
            f"QPushButton:focus {{ border: 3px solid {palette.TEXT}; }}"
        )
        self.button.setStyleSheet(self._button_css)
        inner.addWidget(self.last_row)
        inner.addWidget(self.label)
        inner.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.card.installEventFilter(self)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.card, 3)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt name
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(5, 15, 10, 170))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt name
        """Enter presses the banner's button (keyboard play), as Space does on a focused button."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.button.isVisible():
            self.button.click()
            return
        super().keyPressEvent(event)

    def set_last(self, renderer: DeckRenderer, element: str | None, text: str) -> None:
        """Show the last opened card (``element``, face up: it is public) and its log line;
        ``None`` hides the row."""
        if element is None:
            self.last_row.setVisible(False)
            return
        if self.last_card is None:
            self.last_card = CardWidget(renderer, element, 60, self.last_row)
            row = self.last_row.layout()
            assert isinstance(row, QHBoxLayout)
            row.insertWidget(1, self.last_card, 0, Qt.AlignmentFlag.AlignVCenter)
        else:
            self.last_card.set_element(element)
        self.last_text.setText(text)
        self.last_row.setVisible(True)

    def set_scale(self, height: int) -> None:
        """Type sizes for a window ``height`` pixels high."""
        px = max(26, min(54, height // 16))
        self.label.setFont(style.font(px, bold=True))
        self.last_text.setFont(style.font(max(15, px // 2)))
        if self.last_card is not None:
            self.last_card.set_width(max(48, int(height * LAST_CARD_SHARE)))
        self._button_px = max(18, px * 0.6)
        self._fit_button()

    def _fit_button(self) -> None:
        """The button's text draws smaller rather than be cut off when the card is narrow
        ("Alle sehen sich ihre neuen Kammern an" in a small window, issue 19's layout check)."""
        px = getattr(self, "_button_px", 18.0)
        # the card's share of the banner (stretch 3 of 5), not its width now: a long text's
        # button would widen the card beyond what the banner has
        share = self.width() * 3 / 5 if self.width() > 0 else self.card.width()
        room = min(self.card.width(), share) - 96 - 72 - 12  # the card's margins, the button's padding and border
        text = self.button.text()
        if text and room > 40:
            while px > style.MIN_TEXT_PX and QFontMetricsF(style.font(px, bold=True)).horizontalAdvance(text) > room:
                px = max(style.MIN_TEXT_PX, px * 0.94)
        # Never below the smallest readable size (it shrank to 13 px at 800×600, issue 31
        # item 10): where the text does not fit the card's share even then, the card takes
        # the room it needs, up to the banner's width.
        need = QFontMetricsF(style.font(px, bold=True)).horizontalAdvance(text) + 96 + 72 + 12 + 8 if text else 0
        self.card.setMinimumWidth(int(min(max(0, self.width() - 24), need)) if need > share else 0)
        self.button.setFont(style.font(px, bold=True))
        # the app's style sheet sets a font size on every widget, which beats setFont: the
        # size goes into the button's own style sheet too
        self.button.setStyleSheet(self._button_css + f" QPushButton {{ font-size: {max(1, round(px))}px; }}")

    def fit_button(self) -> None:
        """Refit the button's text (after it changed)."""
        self._fit_button()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if watched is self.card and event.type() == QEvent.Type.Resize:
            self._fit_button()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt name
        super().resizeEvent(event)
        self._fit_button()
