"""The start screen's players card: one row per seat, in seat order, each with its own controls.

The rows are the seat order, clockwise. Each row holds everything about its seat: the name
(edited in place), which screen the seat uses (the laptop's curtain or a phone; one more
kind, a computer, is one more entry of :data:`gui.games.device_router.SEAT_SCREENS`), ↑/↓
to move it, "PIN…" and "Remove". A control acts on the row it sits on and on no other: there
is no "selected row" for a button to guess (issue 31 §8: a list's "Remove" under a
scrolled list had removed another name than the one meant). The card has no scroll area of
its own: the start screen's one scroll area holds it (issue 31 §8).

A PIN is kept only on its row until the game starts, never in the settings. This card is the
one place that edits the players; the start screen around it decides whether the table can
start, so every change is reported to it (``changed``) and the card itself judges nothing.

:class:`PlayerSeats` is an object, not a widget: it builds the card's widgets and layout,
which the start screen puts into its "Card" frame. The texts keep the translation context
"StartScreen" (they were the screen's own ``tr()`` strings).
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.games.device_router import COMPUTER_EASY, COMPUTER_SCREENS, COMPUTER_STRONG, CURTAIN, PHONE, SEAT_SCREENS
from gui.screens import named
from gui.screens.icons import lock_icon
from gui.text.names import cap_name, install_name_limits
from gui.table_kit.calm_wheel import calm_wheel


def screen_label(kind: str) -> str:
    """What the seat's screen choice calls ``kind``."""
    if kind == PHONE:
        return QCoreApplication.translate("StartScreen", "Own phone")
    if kind == COMPUTER_EASY:
        return QCoreApplication.translate("StartScreen", "Computer (easy)")
    if kind == COMPUTER_STRONG:
        return QCoreApplication.translate("StartScreen", "Computer (strong)")
    return QCoreApplication.translate("StartScreen", "Laptop (curtain)")


class SeatRow(QWidget):
    """One seat: number, name, its screen, ↑ ↓, PIN…, Remove."""

    def __init__(self, seats: PlayerSeats, name: str, screen: str = CURTAIN) -> None:
        super().__init__()
        self.setObjectName("SeatRow")
        self._seats = seats
        self.pin_code: str | None = None
        self.number = named.label("SeatNumber")
        self.name = QLineEdit(cap_name(name))
        install_name_limits(self.name)
        self.screen_choice = QComboBox()
        for kind in SEAT_SCREENS:
            self.screen_choice.addItem("", kind)
        self.screen_choice.setCurrentIndex(max(0, self.screen_choice.findData(screen)))
        self.screen_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.screen_choice.setMinimumContentsLength(8)
        calm_wheel(self.screen_choice)  # scrolling the seats past it leaves the seat as it is
        # its label for screen readers: on Linux (AT-SPI) Qt names a combo box by its value and
        # its label by the "labelled by" relation, which a buddy label makes; the row shows the
        # player's name beside it, so the label itself stays out of sight
        self.screen_label = QLabel(self)
        self.screen_label.setBuddy(self.screen_choice)
        self.screen_label.setVisible(False)
        self.up = QPushButton("↑")
        self.down = QPushButton("↓")
        self.pin = QPushButton()
        self.remove = QPushButton()
        for button in (self.up, self.down):
            button.setMinimumWidth(48)
        self.name.textChanged.connect(lambda *_: seats.row_changed())
        self.screen_choice.currentIndexChanged.connect(lambda *_: seats.row_changed())
        self.up.clicked.connect(lambda: seats.move(self, -1))
        self.down.clicked.connect(lambda: seats.move(self, +1))
        self.remove.clicked.connect(lambda: seats.remove(self))
        self.pin.clicked.connect(lambda: seats.ask_pin(self))
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 2, 0, 6)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        top = QHBoxLayout()
        top.addWidget(self.name, 1)
        top.addWidget(self.up)
        top.addWidget(self.down)
        bottom = QHBoxLayout()
        bottom.addWidget(self.screen_choice, 1)
        bottom.addWidget(self.pin)
        bottom.addWidget(self.remove)
        grid.addWidget(self.number, 0, 0)
        grid.addLayout(top, 0, 1)
        grid.addLayout(bottom, 1, 1)
        grid.setColumnStretch(1, 1)

    def chosen_screen(self) -> str:
        data = self.screen_choice.currentData()
        return data if isinstance(data, str) else CURTAIN

    def is_computer(self) -> bool:
        return self.chosen_screen() in COMPUTER_SCREENS

    def offer_computers(self, on: bool) -> None:
        """The computer kinds can be chosen (the game has computer players) or not (greyed)."""
        model = self.screen_choice.model()
        for kind in COMPUTER_SCREENS:
            item = model.item(self.screen_choice.findData(kind))  # type: ignore[attr-defined]  # a QStandardItemModel
            item.setEnabled(on)

    def set_pin(self, pin: str | None) -> None:
        self.pin_code = pin or None
        self.pin.setIcon(self._seats.lock if pin else QIcon())

    def retranslate(self, seat: int, count: int) -> None:

        name = self.name.text().strip() or QCoreApplication.translate("StartScreen", "Seat {n}").format(n=seat + 1)
        labels = [screen_label(kind) for kind in SEAT_SCREENS]
        for i, text in enumerate(labels):
            self.screen_choice.setItemText(i, text)
        self.screen_choice.setMinimumContentsLength(max(len(text) for text in labels))  # never elided
        # names are public (they are on the table): the accessible names say whose control it is
        self.name.setPlaceholderText(QCoreApplication.translate("StartScreen", "Name"))
        self.name.setAccessibleName(QCoreApplication.translate("StartScreen", "Name of seat {n}").format(n=seat + 1))
        self.screen_choice.setAccessibleName(QCoreApplication.translate("StartScreen", "{name}: screen").format(name=name))
        self.screen_label.setText(self.screen_choice.accessibleName())
        self.screen_choice.setToolTip(QCoreApplication.translate("StartScreen", "Where {name} sees their own cards: behind the laptop's curtain or on their own phone; or a computer plays this seat").format(name=name))
        # a computer's seat has no PIN: nobody ever looks behind the curtain for it
        self.pin.setEnabled(not self.is_computer())
        self.number.setText(f"{seat + 1}.")
        self.up.setAccessibleName(QCoreApplication.translate("StartScreen", "Move {name} up").format(name=name))
        self.down.setAccessibleName(QCoreApplication.translate("StartScreen", "Move {name} down").format(name=name))
        self.up.setToolTip(QCoreApplication.translate("StartScreen", "Move up"))
        self.down.setToolTip(QCoreApplication.translate("StartScreen", "Move down"))
        self.remove.setText(QCoreApplication.translate("StartScreen", "Remove"))
        self.remove.setAccessibleName(QCoreApplication.translate("StartScreen", "Remove {name}").format(name=name))
        self.pin.setText(QCoreApplication.translate("StartScreen", "PIN…"))
        self.pin.setAccessibleName(QCoreApplication.translate("StartScreen", "PIN for {name}").format(name=name))
        self.up.setEnabled(seat > 0)
        self.down.setEnabled(seat < count - 1)


class PlayerSeats:
    """The players card: a name field with "Add", then one :class:`SeatRow` per seat."""

    def __init__(self, screen: QWidget, changed: Callable[[], None]) -> None:
        """``screen``: the PIN dialog's parent; ``changed``: called after every change of the seats."""
        self._screen = screen
        self._changed = changed
        self.lock = lock_icon()
        self.rows: list[SeatRow] = []
        self.computers_offered = True
        self.players_title = named.label("SectionTitle")
        self.players_title.setWordWrap(True)
        self.name_edit = QLineEdit()
        self.players_title.setBuddy(self.name_edit)  # the heading labels the name field (issue 37)
        install_name_limits(self.name_edit)
        self.name_edit.returnPressed.connect(self._add_from_edit)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self._add_from_edit)
        # offered while the table is too small for the game (Diamantenraub with four people)
        self.add_computer_button = QPushButton()
        self.add_computer_button.setVisible(False)
        self.add_computer_button.clicked.connect(self._add_computer_from_button)
        self.screens_hint = named.label("Hint")
        self.screens_hint.setWordWrap(True)
        add_row = QHBoxLayout()
        add_row.addWidget(self.name_edit, 1)
        add_row.addWidget(self.add_button)
        self._rows_box = QVBoxLayout()
        self._rows_box.setContentsMargins(0, 0, 0, 0)
        self._rows_box.setSpacing(2)
        self.players_hint = named.label("Hint")
        self.players_hint.setWordWrap(True)
        players_box = QVBoxLayout()
        players_box.addWidget(self.players_title)
        players_box.addLayout(add_row)
        players_box.addLayout(self._rows_box)
        players_box.addWidget(self.add_computer_button)
        players_box.addWidget(self.players_hint)
        players_box.addWidget(self.screens_hint)
        players_box.addStretch(1)
        self.box = players_box

    # -- data ---------------------------------------------------------------------------
    def names(self) -> list[str]:
        return [row.name.text() for row in self.rows]

    def set_names(self, names: list[str], screens: dict[str, str] | None = None) -> None:
        """The rows anew; ``screens``: a remembered screen by name (the others: the curtain)."""
        for row in list(self.rows):
            self._drop(row)
        for name in names:
            self.append(name, (screens or {}).get(cap_name(name), CURTAIN))
        self._changed()

    def pins(self) -> dict[int, str]:
        return {i: row.pin_code for i, row in enumerate(self.rows) if row.pin_code and not row.is_computer()}

    def set_pin(self, row: int, pin: str) -> None:
        self.rows[row].set_pin(pin)

    def computers(self) -> list[int]:
        """The rows a computer plays."""
        return [i for i, row in enumerate(self.rows) if row.is_computer()]

    def offer_computers(self, on: bool) -> None:
        """The game has computer players (``on``) or not: every row's choice says so."""
        self.computers_offered = on
        for row in self.rows:
            row.offer_computers(on)

    def add_computer(self, name: str) -> SeatRow:
        """A new row at the end played by a strong computer (the start screen's offer)."""
        row = self.append(name, COMPUTER_STRONG)
        row.screen_choice.setFocus()
        self._changed()
        return row

    def _add_computer_from_button(self) -> None:
        taken = {n.strip().casefold() for n in self.names()}
        base = QCoreApplication.translate("StartScreen", "Computer")
        number = next(n for n in range(1, len(taken) + 2) if f"{base} {n}".casefold() not in taken)
        self.add_computer(f"{base} {number}")

    def screens(self) -> dict[int, str]:
        """Each seat's chosen screen, by list position; curtain seats are left out."""
        return {i: row.chosen_screen() for i, row in enumerate(self.rows) if row.chosen_screen() != CURTAIN}

    def set_screen(self, row: int, kind: str) -> None:
        combo = self.rows[row].screen_choice
        combo.setCurrentIndex(combo.findData(kind))

    # -- behaviour ----------------------------------------------------------------------
    def append(self, name: str, screen: str = CURTAIN) -> SeatRow:
        """Add a row for ``name`` at the end (without reporting a change)."""
        row = SeatRow(self, name, screen)
        row.offer_computers(self.computers_offered)
        self.rows.append(row)
        self._rows_box.addWidget(row)
        self._renumber()
        return row

    def row_changed(self) -> None:
        self._renumber()
        self._changed()

    def _add_from_edit(self) -> None:
        name = self.name_edit.text().strip()
        if not name:
            return
        self.append(name)
        self.name_edit.clear()
        self._changed()

    def move(self, row: SeatRow, delta: int) -> None:
        index = self.rows.index(row)
        target = index + delta
        if not 0 <= target < len(self.rows):
            return
        self.rows.insert(target, self.rows.pop(index))
        self._rows_box.removeWidget(row)
        self._rows_box.insertWidget(target, row)
        (row.up if delta < 0 and target > 0 else row.down if target < len(self.rows) - 1 else row.name).setFocus()
        self._renumber()
        self._changed()

    def remove(self, row: SeatRow) -> None:
        """Remove exactly ``row`` (the row whose "Remove" was pressed)."""
        index = self.rows.index(row)
        self._drop(row)
        if self.rows:
            self.rows[min(index, len(self.rows) - 1)].remove.setFocus()
        else:
            self.name_edit.setFocus()
        self._renumber()
        self._changed()

    def _drop(self, row: SeatRow) -> None:
        self.rows.remove(row)
        self._rows_box.removeWidget(row)
        row.setParent(None)
        row.deleteLater()

    def ask_pin(self, row: SeatRow) -> None:
        from gui.screens.pin_dialog import PinDialog

        dialog = PinDialog(row.name.text(), self._screen)
        if dialog.exec() == PinDialog.DialogCode.Accepted:
            row.set_pin(dialog.pin())

    def update_buttons(self) -> None:
        self._renumber()

    def _renumber(self) -> None:
        count = len(self.rows)
        previous: QWidget | None = None
        for seat, row in enumerate(self.rows):
            row.retranslate(seat, count)
            # Tab goes through the seats in seat order, each row's controls left to right
            for widget in (row.name, row.up, row.down, row.screen_choice, row.pin, row.remove):
                if previous is not None:
                    QWidget.setTabOrder(previous, widget)
                previous = widget

    # -- language -----------------------------------------------------------------------
    def retranslate(self) -> None:

        self.players_title.setText(QCoreApplication.translate("StartScreen", "PLAYERS, CLOCKWISE"))
        self.name_edit.setPlaceholderText(QCoreApplication.translate("StartScreen", "Name"))
        self.name_edit.setAccessibleName(QCoreApplication.translate("StartScreen", "New player's name"))
        self.add_button.setText(QCoreApplication.translate("StartScreen", "Add"))
        self.add_computer_button.setText(QCoreApplication.translate("StartScreen", "Add a computer player"))
        self.players_hint.setText(
            QCoreApplication.translate("StartScreen", "List everyone in the order you sit (↑ ↓ move a player). Click a name to edit it.")
        )
        self.screens_hint.setText(
            QCoreApplication.translate("StartScreen", "Each player chooses where they see their own cards: behind the laptop's curtain, "
                              "or on their own phone (same Wi-Fi, no app needed). The laptop always shows the table. "
                              "A seat may also be played by the computer, easy or strong; one seat at least is a person.")
        )
        self._renumber()


__all__ = ["PlayerSeats", "SeatRow", "screen_label"]
