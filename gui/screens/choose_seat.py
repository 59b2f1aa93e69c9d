"""Who wants to look at their cards again? One big button per player (names are public).

A padlock marks the players who set a PIN (that they have one is public: it was set at
the start screen in front of everybody); a seat with nothing to look at is disabled.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from gui.screens.icons import lock_icon
from gui.screens import named


class SeatChooser(QWidget):
    chosen = Signal(int)
    cancelled = Signal()

    def __init__(
        self,
        names: list[str],
        parent: QWidget | None = None,
        *,
        pinned: set[int] | None = None,
        enabled: list[bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("Screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.title = named.label("Title", align=Qt.AlignmentFlag.AlignCenter)
        self.hint = named.label("Subtitle", align=Qt.AlignmentFlag.AlignCenter)
        self.seat_buttons: list[QPushButton] = []
        grid = QGridLayout()
        columns = 2 if len(names) <= 6 else 3
        for seat, name in enumerate(names):
            button = named.button("SeatChoice", name)
            button.clicked.connect(lambda _=False, s=seat: self.chosen.emit(s))
            if pinned and seat in pinned:
                button.setIcon(lock_icon())
                button.setProperty("hasPin", True)
            if enabled is not None and seat < len(enabled):
                button.setEnabled(enabled[seat])
            self.seat_buttons.append(button)
            grid.addWidget(button, seat // columns, seat % columns)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancelled)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch()
        row.addLayout(grid)
        row.addStretch()
        layout.addLayout(row)
        layout.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.cancel_button)
        row.addStretch()
        layout.addLayout(row)
        layout.addStretch(3)
        self.retranslateUi()

    def retranslateUi(self) -> None:  # noqa: N802
        self.title.setText(self.tr("Look at my cards again"))
        self.hint.setText(self.tr("Who wants to look? The others look away."))
        self.cancel_button.setText(self.tr("Back to the table"))
        for button in self.seat_buttons:
            if button.property("hasPin"):
                button.setToolTip(self.tr("Asks for a PIN"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
