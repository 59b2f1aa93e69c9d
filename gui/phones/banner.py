"""The laptop's sign while phones play: "Waiting for Anna's phone", and a "Phones" button.

A small opaque frame laid over the bottom of the public table (a child of the table widget,
placed again on every resize). It names the seats whose private step is pending on their
phones — public knowledge: everybody at the table sees whose turn it is — and opens the
phones dialog (QR codes, lost phone). It never shows anything from a view.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from gui.phones.widgets import named
from gui.table_kit.table_frame import reserve_status_room, status_slot

SLOT_GAP = 6  # the button's distance from the status line and the window's edges
MARGIN = 14  # the frame's inner room left of the button


class WaitingBanner(QFrame):
    """Overlay on ``table``; ``set_waiting(names)`` updates it, ``phonesRequested`` opens the dialog."""

    phonesRequested = Signal()

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("PhonesBanner")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # opaque: it covers the table's own status line ("… click a chamber") while phones look
        self.setStyleSheet(
            "#PhonesBanner { background: #14241c; border: 2px solid #d9b44a; border-radius: 10px; }"
        )
        self.label = named(QLabel(), "SectionTitle")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton()
        self.button.clicked.connect(self.phonesRequested)
        # the button first: it keeps its place whether the sign is up or not (issue 31: it
        # jumped from the left corner to the right end of the strip and back as phones
        # took their turns, and a hand reaching for it found the wait text instead)
        self._box = box = QHBoxLayout(self)
        box.setContentsMargins(MARGIN, 2, 10, 2)
        box.addWidget(self.button)
        box.addWidget(self.label, 1)
        self._names: list[str] = []
        self._slot: QWidget | None = None
        table.installEventFilter(self)
        self.retranslate()
        self.show()
        self.raise_()

    def set_waiting(self, names: list[str]) -> None:
        self._names = list(names)
        self.retranslate()

    def waiting_text(self) -> str:
        return self.label.text()

    def retranslate(self) -> None:
        names = self._names
        if not names:
            text = ""
        elif len(names) == 1:
            text = self.tr("Waiting for {name}'s phone").format(name=names[0])
        else:
            text = self.tr("Waiting for the phones of {names}").format(names=", ".join(names))
        self.label.setText(text)
        self.label.setVisible(bool(text))
        self.button.setText(self.tr("Phones…"))
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Move):
            self._place()
        return False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _place(self) -> None:
        """Waiting: across the whole bottom, over the table's status line. Otherwise just
        the "Phones" button in the slot the table keeps free left of its status line
        (:func:`gui.table_kit.table_frame.reserve_status_room`): beside the line, never
        over it (it covered the line's first words at 800×600, issue 31 item 10)."""
        parent = self.parentWidget()
        if parent is None:
            return
        slot = status_slot(parent)
        corner = slot.mapTo(parent, QPoint(0, 0)) if slot is not None else QPoint(8 - SLOT_GAP, 0)
        # waiting, the strip starts at the window's edge: its inner room puts the button where
        # it lies without the sign
        shift = corner.x() + SLOT_GAP if self._names else 0
        self._box.setContentsMargins(MARGIN + shift, 2, 10, 2)
        self.adjustSize()
        hint = self.sizeHint()
        # the room the button alone takes, as it lies without the sign (the slot keeps that
        # much free: a wider slot left the status line squeezed into three lines for a moment)
        alone = hint.width() - shift - (self.label.sizeHint().width() + self._box.spacing() if self._names else 0)
        if slot is not None:
            if slot is not self._slot:  # follow the slot when the status line's height moves it
                self._slot = slot
                slot.installEventFilter(self)
            reserve_status_room(parent, alone + 2 * SLOT_GAP, hint.height() + 2 * SLOT_GAP)
        if self._names:
            # the whole bottom strip: the table's status line ("Carla has the key …") must
            # not peek out at the sides, it would tell the table to go on
            bar = slot.parentWidget() if slot is not None else None
            height = max(hint.height(), bar.height() if bar is not None else 0)
            self.setGeometry(0, parent.height() - height, parent.width(), height)
        elif slot is not None:
            self.setGeometry(corner.x() + SLOT_GAP, corner.y() + (slot.height() - hint.height()) // 2,
                             hint.width(), hint.height())
        else:
            self.setGeometry(8, parent.height() - hint.height() - 6, hint.width(), hint.height())
        self.raise_()
