"""The laptop's phones dialog: one line per seat, and one seat's code at a time.

The dialog shows links, never game data. Its window title and every label hold names and
join codes only. It is opened when a game with phone seats starts and from the table's
"Phones" button; closing it changes nothing.

Decisions (issue 31 §5):

* **One code at a time, by that seat's own choice.** A phone seat's line has "Ben: show my
  code"; only then are Ben's QR code and join code drawn, and only Ben's: pressing another
  seat's button shows that seat's instead, "Hide the code" hides it. So whoever looks at
  the laptop sees at most the code of the player who is scanning it right now.
* **Hidden once the phone has joined.** When the seat's phone has joined, its code goes
  away and the line says which seat that phone holds; the seat's code shows again only
  after "New phone" (a lost phone), which gives the seat a new code.
* **A second phone is refused, and the laptop says so**: the problem line (and the main
  window's notice, :mod:`gui.phones.laptop`) names the seat another phone tried to take.
* The seats' lines scroll (up to twelve); the code beside them never does. At 800×600 the
  QR code is drawn with :data:`SMALL_QR_MODULE_PX` pixels a module (still easy for a phone's
  camera at arm's length).
* **It fits the laptop's window and screen.** Its own size is :data:`PREFERRED` (room for
  the explanation, five seats' lines and the code side by side), shrunk to the window it
  opens over and the screen, less room for a window manager's frame: at 800×600 it once
  opened at 980×720, its "Close" and the lower seats beyond the screen's edge (issue 31).
"""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
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
from gui.table_kit.calm_wheel import calm_wheel

QR_MODULE_PX = 4
SMALL_QR_MODULE_PX = 3
SMALL_HEIGHT = 700  # a dialog lower than this draws the smaller QR code
PREFERRED = QSize(980, 720)
"""The dialog's size where the window and the screen have room for it."""
FRAME = QSize(24, 48)
"""Room kept for a window manager's frame and title bar around the dialog."""


class SeatCard(QFrame):
    """One seat's line: name, where it plays, "show my code", and the lost-phone buttons."""

    def __init__(self, dialog: PhonesDialog, seat: int, name: str) -> None:
        super().__init__()
        self.setObjectName("Card")
        self.dialog = dialog
        self.route = dialog.route
        self.seat = seat
        self.player = name
        self.name = named(QLabel(name), "SectionTitle")
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.state = named(QLabel(), "Hint")
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        self.state.setWordWrap(True)
        self.show_button = QPushButton()
        self.curtain_button = QPushButton()
        self.phone_button = QPushButton()
        self.show_button.clicked.connect(lambda: dialog.show_code(seat))
        self.curtain_button.clicked.connect(self._to_curtain)
        self.phone_button.clicked.connect(self._new_phone)
        # the words over the whole line, the buttons below them: nothing is squeezed at 800×600
        lost = QHBoxLayout()
        lost.addWidget(self.curtain_button)
        lost.addWidget(self.phone_button)
        box = QVBoxLayout(self)
        box.addWidget(self.name)
        box.addWidget(self.state)
        box.addWidget(self.show_button)
        box.addLayout(lost)
        self.refresh()

    def refresh(self) -> None:
        route, seat, name = self.route, self.seat, self.player
        phone = route.handles(seat)
        if not phone:
            state = self.tr("{name} uses the laptop's curtain").format(name=name)
        elif route.joined(seat):
            state = self.tr("{name}'s phone holds seat {n}").format(name=name, n=seat + 1)
            if seat not in route.connected:
                state += " " + self.tr("(connection lost; it comes back by itself)")
        else:
            state = self.tr("waiting for {name}'s phone").format(name=name)
        self.state.setText(state)
        self.show_button.setText(self.tr("{name}: show my code").format(name=name))
        self.show_button.setVisible(phone and not route.joined(seat))
        self.curtain_button.setText(self.tr("Use the curtain"))
        self.curtain_button.setAccessibleName(self.tr("{name}: use the curtain").format(name=name))
        self.curtain_button.setEnabled(phone)
        self.phone_button.setText(self.tr("New phone") if phone else self.tr("Use a phone"))
        self.phone_button.setAccessibleName(self.tr("{name}: new phone").format(name=name) if phone
                                            else self.tr("{name}: use a phone").format(name=name))

    def _to_curtain(self) -> None:
        self.route.to_curtain(self.seat)
        self.dialog.refresh()

    def _new_phone(self) -> None:
        self.route.new_phone(self.seat)
        self.dialog.show_code(self.seat)  # this seat asked for a phone: its new code, and only its


class PhonesDialog(QDialog):
    """The seats' lines, one seat's join link at a time, the address to listen on."""

    def __init__(self, route: PhoneRoute, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.route = route
        self.names = list(names)
        self.shown: int | None = None  # the seat whose code is on screen
        self.setWindowTitle(self.tr("Phones as private screens"))
        self.intro = named(QLabel(), "Hint")
        self.intro.setWordWrap(True)
        self.address = QComboBox()
        calm_wheel(self.address)
        for address, interface in lan_addresses():
            self.address.addItem(f"{address} ({interface})", address)
        index = self.address.findData(route.host)
        if index < 0:
            self.address.addItem(route.host, route.host)
            index = self.address.count() - 1
        self.address.setCurrentIndex(index)
        self.address.currentIndexChanged.connect(self._address_chosen)
        self.address_label = QLabel()
        self.address_label.setBuddy(self.address)
        self.url = named(QLabel(), "SectionTitle")
        self.url.setTextFormat(Qt.TextFormat.PlainText)
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem = named(QLabel(), "Problem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setVisible(False)  # shown with a problem only (its empty line took room)
        self.cards = [SeatCard(self, seat, name) for seat, name in enumerate(names)]
        lines = QWidget()
        lines_box = QVBoxLayout(lines)
        for card in self.cards:
            lines_box.addWidget(card)
        lines_box.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(lines)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop of its own; a focused button scrolls into view
        # the one code on screen: whose it is, the QR code, the typed code, "Hide the code"
        self.code_title = named(QLabel(), "SectionTitle")
        self.code_title.setTextFormat(Qt.TextFormat.PlainText)
        self.code_title.setWordWrap(True)
        self.qr = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.code = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.code.setTextFormat(Qt.TextFormat.PlainText)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide_button = QPushButton()
        self.hide_button.clicked.connect(lambda: self.show_code(None))
        self.code_panel = named(QFrame(), "Card")
        panel = QVBoxLayout(self.code_panel)
        panel.addWidget(self.code_title)
        panel.addWidget(self.qr, 1)
        panel.addWidget(self.code)
        panel.addWidget(self.hide_button)
        self.code_panel.setVisible(False)
        buttons = self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        top = QHBoxLayout()
        top.addWidget(self.address_label)
        top.addWidget(self.address, 1)
        middle = QHBoxLayout()
        middle.addWidget(scroll, 3)
        middle.addWidget(self.code_panel, 2)
        box = QVBoxLayout(self)
        box.addWidget(self.intro)
        box.addLayout(top)
        box.addWidget(self.url)
        box.addWidget(self.problem)
        box.addLayout(middle, 1)
        box.addWidget(buttons)
        route.presenceChanged.connect(lambda *_: self.refresh())
        route.seatRefused.connect(self.refused)
        self.resize(PREFERRED)
        self.refresh()

    # -- the one code -------------------------------------------------------------------------
    def show_code(self, seat: int | None) -> None:
        """Show ``seat``'s code (and no other); ``None``: no code."""
        self.shown = seat
        self._draw_code()

    def _draw_code(self) -> None:
        seat, route = self.shown, self.route
        link = None if seat is None or route.joined(seat) else route.link(seat)
        if seat is None or link is None:
            self.shown = None
            self.qr.setPixmap(QPixmap())
            self.code.setText("")
            self.code_title.setText("")
            self.code_panel.setVisible(False)
            return
        module = SMALL_QR_MODULE_PX if self.height() < SMALL_HEIGHT else QR_MODULE_PX
        self.qr.setPixmap(QPixmap.fromImage(qr_image(link, module)))
        self.code_title.setText(self.tr("{name}'s code: scan it with {name}'s phone").format(name=self.names[seat]))
        self.code.setText(self.tr("Code: {code}").format(code=route.code(seat) or ""))
        self.hide_button.setText(self.tr("Hide the code"))
        self.code_panel.setVisible(True)

    def refused(self, seat: int) -> None:
        """Another phone tried ``seat``, which a phone holds: say so."""
        if 0 <= seat < len(self.names):
            self.problem.setText(self.refusal_text(self.names[seat]))
            self.problem.setVisible(True)

    def refusal_text(self, name: str) -> str:
        return self.tr("Another phone tried to join {name}'s seat and was refused: {name}'s own phone "
                       "holds it. If {name}'s phone is lost, press \u201cNew phone\u201d on {name}'s line.").format(name=name)

    def room(self) -> QRect:
        """Where the dialog may lie: the window it opens over, within the screen's free area."""
        screen = (self.parentWidget() or self).screen()
        area = screen.availableGeometry() if screen is not None else QRect(0, 0, PREFERRED.width(), PREFERRED.height())
        parent = self.parentWidget()
        if parent is not None and parent.window().isVisible():
            window = parent.window().frameGeometry()
            if window.intersects(area):
                area = area.intersected(window)
        return area

    def fit_to_room(self) -> None:
        """Shrink (never grow) to :meth:`room` less a frame's room, centred in it."""
        room = self.room()
        size = QSize(min(self.width(), room.width() - FRAME.width()), min(self.height(), room.height() - FRAME.height()))
        size = size.expandedTo(self.minimumSizeHint()).boundedTo(room.size())
        if size != self.size():
            self.resize(size)
        frame = self.frameGeometry()
        frame.moveCenter(room.center())
        self.move(frame.topLeft())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        """Keyboard play (issue 37): the dialog opens on the first thing to do, the first
        waiting phone's "show my code" (else "Close"). It opens within the window and the
        screen (:meth:`fit_to_room`)."""
        self.fit_to_room()
        super().showEvent(event)
        waiting = [card.show_button for card in self.cards if card.show_button.isVisibleTo(self)]
        target = waiting[0] if waiting else self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._draw_code()

    def refresh(self) -> None:
        self.intro.setText(
            self.tr(
                "Each player with a phone presses their own \u201cshow my code\u201d button and scans the code "
                "with the phone's camera (the phone must be on the same Wi-Fi as this laptop), or opens the "
                "address below and types the code. Only one code is shown at a time, and it goes away once "
                "that phone has joined. Each phone then shows that player's cards; nobody else's."
            )
        )
        self.address_label.setText(self.tr("Listen on:"))
        self.url.setText(self.tr("Address: {url}").format(url=self.route.short_url()))
        for card in self.cards:
            card.refresh()
        self._draw_code()

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
