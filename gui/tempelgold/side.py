"""The right-hand column of the Tempelgold table: the hopeless notice, the claims board
(:mod:`gui.games.claims_board`), the log, the peek button."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.games.claims_board import ClaimsBoard
from gui.look import palette
from gui.table_kit.log_view import LogView
from gui.table_kit import style


class SidePanel(QWidget):
    """Everything beside the felt. Texts are set by the table screen (``retranslate``)."""

    endHopelessRequested = Signal()
    peekRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tgSide")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#tgSide {{ background: {palette.SIDE}; }}")
        side = QVBoxLayout(self)
        side.setContentsMargins(12, 12, 12, 12)
        side.setSpacing(10)

        self.hopeless_box = QFrame(self)
        self.hopeless_box.setObjectName("tgHopeless")
        self.hopeless_box.setStyleSheet(
            f"#tgHopeless {{ background: {palette.WARN_BG}; border: 2px solid {palette.WARN}; border-radius: 10px; }}"
            f"QLabel {{ color: {palette.WARN_TEXT}; }}"
        )
        hb = QVBoxLayout(self.hopeless_box)
        hb.setContentsMargins(12, 10, 12, 10)
        self.hopeless_label = QLabel(self.hopeless_box)
        self.hopeless_label.setWordWrap(True)
        self.hopeless_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hopeless_button = QPushButton(self.hopeless_box)
        self.hopeless_button.setStyleSheet(
            f"QPushButton {{ background: {palette.WARN}; color: {palette.INK}; border: none; border-radius: 8px;"
            " padding: 8px 18px; font-weight: bold; }"
            f"QPushButton:hover {{ background: {palette.WARN_LIGHT}; }}"
            f"QPushButton:focus {{ border: 3px solid {palette.TEXT}; }}"
        )
        self.hopeless_button.clicked.connect(self.endHopelessRequested)
        hb.addWidget(self.hopeless_label)
        hb.addWidget(self.hopeless_button)
        self.hopeless_box.setVisible(False)

        self.log_title = QLabel(self)
        self.log_title.setStyleSheet(f"color: {palette.MUTED};")
        self.log_view = LogView(self)
        self.peek_button = QPushButton(self)
        self.peek_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.peek_button.setStyleSheet(
            f"QPushButton {{ background: {palette.FELT_LIGHT}; color: {palette.TEXT}; border: 1px solid #5c8f72;"
            " border-radius: 10px; padding: 10px 14px; font-weight: bold; }"
            f"QPushButton:hover {{ background: {palette.BUTTON_HOVER}; }}"
            f"QPushButton:focus {{ border: 3px solid {palette.GOLD}; }}"
        )
        self.peek_button.clicked.connect(self.peekRequested)
        self.claims = ClaimsBoard(self)
        self.claims.setVisible(False)  # shown by the Session's claims keeper (a game with a board)
        side.addWidget(self.hopeless_box)
        side.addWidget(self.claims)
        side.addWidget(self.log_title)
        side.addWidget(self.log_view, 1)
        side.addWidget(self.peek_button)

    def retranslate(self) -> None:
        # The table screen's translation context: these strings were written there first.
        self.log_title.setText(QCoreApplication.translate("TempelgoldTableScreen", "Game log"))
        self.peek_button.setText(QCoreApplication.translate("TempelgoldTableScreen", "Look at my cards"))
        self.hopeless_label.setText(QCoreApplication.translate("TempelgoldTableScreen", "The Adventurers can no longer win"))
        self.hopeless_button.setText(QCoreApplication.translate("TempelgoldTableScreen", "End game"))
        self.claims.retranslate()

    def apply_fonts(self, small: int, width: int, height: int = 600) -> None:
        """Type sizes for the window; the column takes a quarter of ``width`` (260–420 px).
        The claims board shows 4 lines up to a window 720 px high, a line more for each 90 px
        beyond, up to 8 (a round of ten seats' claims at 1920×1080; the log takes the rest)."""
        self.log_view.setFont(style.font(small))
        self.log_title.setFont(style.font(small, bold=True))
        self.peek_button.setFont(style.font(small + 1, bold=True))
        self.hopeless_label.setFont(style.font(small + 1, bold=True))
        self.hopeless_button.setFont(style.font(small, bold=True))
        self.claims.set_type_size(small, max(4, min(8, 4 + (height - 720) // 90)))
        self.setFixedWidth(max(260, min(420, width // 4)))
