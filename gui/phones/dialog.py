"""The laptop's phones dialog: one QR code per seat, the short URL and join codes, and the
buttons for a lost phone (move the seat to the curtain, or give it a new phone).

The dialog shows links, never game data. Its window title and every label hold names and
join codes only. It is opened when a phone game starts and from the table's "Phones"
button; closing it changes nothing.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
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

COLUMNS = 4
QR_MODULE_PX = 4


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
            self.qr.setPixmap(QPixmap.fromImage(qr_image(link, QR_MODULE_PX)))
            self.code.setText(self.tr("Code: {code}").format(code=route.code(seat) or ""))
        if route.handles(seat):
            connected = seat in route.connected
            self.state.setText(self.tr("phone connected") if connected else self.tr("waiting for the phone"))
        else:
            self.state.setText("")
        self.curtain_button.setText(self.tr("Use the curtain"))
        self.phone_button.setText(self.tr("New phone") if route.handles(seat) else self.tr("Use a phone"))
        self.curtain_button.setEnabled(route.handles(seat))

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
        self.cards = [SeatCard(route, seat, name) for seat, name in enumerate(names)]
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        for i, card in enumerate(self.cards):
            grid.addWidget(card, i // COLUMNS, i % COLUMNS)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)
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
        except OSError as exc:
            from gui import notice_text

            notice_text.log_detail("phones: cannot listen", exc)  # the system's (English) text: log only
            self.problem.setText(
                self.tr("Cannot listen on {address}: {error}").format(address=host, error=notice_text.reason(exc))
            )
        self.refresh()
