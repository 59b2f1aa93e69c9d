"""The laptop's phones dialog: one QR code per seat, the short URL and join codes, and the
buttons for a lost phone (move the seat to the curtain, or give it a new phone).

The dialog shows links, never game data. Its window title and every label hold names and
join codes only. It is opened when a phone game starts and from the table's "Phones"
button; closing it changes nothing.

Decision (small windows): the seats reflow into as many columns as the width holds (up to
:data:`COLUMNS`), so the dialog never scrolls sideways, and below :data:`SMALL_HEIGHT` the QR
codes are drawn with :data:`SMALL_QR_MODULE_PX` pixels a module (still easy for a phone's
camera at arm's length), so that at 800×600 a whole row of seats is in view.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gui.phones.widgets import named
from gui.phones.network import lan_addresses
from gui.phones.qr import qr_image
from gui.phones.route import PhoneRoute

COLUMNS = 4  # at the most (see the module docstring)
QR_MODULE_PX = 4
SMALL_QR_MODULE_PX = 3
SMALL_HEIGHT = 700  # a dialog lower than this draws the smaller QR codes


class SeatCard(QFrame):
    """One seat: name, QR code (or "curtain"), join code, connection state, two buttons."""

    def __init__(self, route: PhoneRoute, seat: int, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Card")
        self.route = route
        self.seat = seat
        self.name = named(QLabel(name), "SectionTitle")
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.qr = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.module_px = QR_MODULE_PX
        self.qr.setMinimumSize(150, 150)
        self.code = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.state = named(QLabel(alignment=Qt.AlignmentFlag.AlignCenter), "Hint")
        self.curtain_button = QPushButton()
        self.phone_button = QPushButton()
        self.curtain_button.clicked.connect(self._to_curtain)
        self.phone_button.clicked.connect(self._new_phone)
        box = QVBoxLayout(self)
        box.addWidget(self.name, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.qr)
        box.addWidget(self.code)
        box.addWidget(self.state)
        box.addWidget(self.curtain_button)
        box.addWidget(self.phone_button)
        self.refresh()

    def refresh(self) -> None:
        route, seat = self.route, self.seat
        link = route.link(seat) if route.handles(seat) else None
        if link is None:
            self.qr.setPixmap(QPixmap())
            self.qr.setText(self.tr("uses the curtain"))
            self.code.setText("")
        else:
            self.qr.setText("")
            self.qr.setPixmap(QPixmap.fromImage(qr_image(link, self.module_px)))
            self.code.setText(self.tr("Code: {code}").format(code=route.code(seat) or ""))
        if route.handles(seat):
            connected = seat in route.connected
            self.state.setText(self.tr("phone connected") if connected else self.tr("waiting for the phone"))
        else:
            self.state.setText("")
        self.curtain_button.setText(self.tr("Use the curtain"))
        self.phone_button.setText(self.tr("New phone") if route.handles(seat) else self.tr("Use a phone"))
        self.curtain_button.setEnabled(route.handles(seat))

    def set_compact(self, on: bool) -> None:
        """Smaller QR codes (a small window); see the module docstring."""
        px = SMALL_QR_MODULE_PX if on else QR_MODULE_PX
        if px == self.module_px:
            return
        self.module_px = px
        side = 110 if on else 150
        self.qr.setMinimumSize(side, side)
        self.refresh()

    def _to_curtain(self) -> None:
        self.route.to_curtain(self.seat)
        self.refresh()

    def _new_phone(self) -> None:
        self.route.new_phone(self.seat)
        self.refresh()


class PhonesDialog(QDialog):
    """All seats' join links, the address to listen on, and the lost-phone buttons."""

    def __init__(self, route: PhoneRoute, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.route = route
        self.setWindowTitle(self.tr("Phones as private screens"))
        self.intro = named(QLabel(), "Hint")
        self.intro.setWordWrap(True)
        self.address = QComboBox()
        for address, interface in lan_addresses():
            self.address.addItem(f"{address} ({interface})", address)
        index = self.address.findData(route.host)
        if index < 0:
            self.address.addItem(route.host, route.host)
            index = self.address.count() - 1
        self.address.setCurrentIndex(index)
        self.address.currentIndexChanged.connect(self._address_chosen)
        self.address_label = QLabel()
        self.url = named(QLabel(), "SectionTitle")
        self.url.setTextFormat(Qt.TextFormat.PlainText)
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem = named(QLabel(), "Problem")
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)  # shown with a problem only (its empty line took room)
        self.cards = [SeatCard(route, seat, name) for seat, name in enumerate(names)]
        grid_host = QWidget()
        self._grid = QGridLayout(grid_host)
        self._columns = 0
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll = scroll
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        top = QHBoxLayout()
        top.addWidget(self.address_label)
        top.addWidget(self.address, 1)
        box = QVBoxLayout(self)
        box.addWidget(self.intro)
        box.addLayout(top)
        box.addWidget(self.url)
        box.addWidget(self.problem)
        box.addWidget(scroll, 1)
        box.addWidget(buttons)
        route.presenceChanged.connect(lambda *_: self.refresh())
        self.resize(980, 720)
        self.refresh()
        self._reflow()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._reflow()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self._reflow()

    def _reflow(self) -> None:
        """As many columns as the width holds (never a sideways scroll); smaller QR codes in a
        low dialog (see the module docstring)."""
        if not self.cards:
            return
        for card in self.cards:
            card.set_compact(self.height() < SMALL_HEIGHT)
        grid = self._grid
        margins = grid.contentsMargins()
        card_width = max(card.sizeHint().width() for card in self.cards) + max(0, grid.horizontalSpacing())
        room = self._scroll.viewport().width() - margins.left() - margins.right()
        columns = max(1, min(COLUMNS, len(self.cards), room // max(1, card_width)))
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards:
            grid.removeWidget(card)
        for i, card in enumerate(self.cards):
            grid.addWidget(card, i // columns, i % columns)

    def refresh(self) -> None:
        self.intro.setText(
            self.tr(
                "Each player scans their own code with the phone's camera (the phone must be on "
                "the same Wi-Fi as this laptop), or opens the address below and types their code. "
                "The phone then shows that player's cards; nobody else's."
            )
        )
        self.address_label.setText(self.tr("Listen on:"))
        self.url.setText(self.tr("Address: {url}").format(url=self.route.short_url()))
        for card in self.cards:
            card.refresh()

    def _address_chosen(self) -> None:
        host = self.address.currentData()
        try:
            self.route.move_to(str(host))
            self.problem.setText("")
            self.problem.setVisible(False)
        except OSError as exc:
            from gui.text import notice_text

            notice_text.log_detail("phones: cannot listen", exc)  # the system's (English) text: log only
            self.problem.setText(
                self.tr("Cannot listen on {address}: {error}").format(address=host, error=notice_text.reason(exc))
            )
            self.problem.setVisible(True)
        self.refresh()
