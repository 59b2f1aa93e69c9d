"""The start screen's players card: the names in seat order, and who has a PIN.

The list order is the seat order, clockwise: a name is added, edited in place, dragged or
moved with ↑/↓, removed, or given a PIN (kept only on its list entry until the game starts,
never in the settings). This card is the one place that edits the players; the start
screen around it decides whether the table can start, so every change is reported to it
(``changed``) and the card itself judges nothing.

:class:`PlayerSeats` is an object, not a widget: it builds the card's widgets and layout,
which the start screen puts into its "Card" frame, exactly as if it had built them itself.
The texts keep the translation context "StartScreen" (they were the screen's own ``tr()``
strings).
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.screens import named
from gui.screens.icons import lock_icon
from gui.text.names import cap_name, install_name_limits

PIN_ROLE = Qt.ItemDataRole.UserRole + 1


class PlayerSeats:
    """The players card: a name field, the list in seat order, and ↑ ↓ Remove PIN…"""

    def __init__(self, screen: QWidget, changed: Callable[[], None]) -> None:
        """``screen``: the PIN dialog's parent; ``changed``: called after every change of the names."""
        self._screen = screen
        self._changed = changed
        self._lock = lock_icon()
        self.players_title = named.label("SectionTitle")
        self.players_title.setWordWrap(True)
        self.player_list = QListWidget()
        self.player_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.player_list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.player_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.player_list.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.player_list.model().rowsMoved.connect(lambda *a: self._changed())
        self.player_list.itemChanged.connect(lambda *a: self._changed())
        self.player_list.currentRowChanged.connect(lambda *a: self.update_buttons())
        self.name_edit = QLineEdit()
        self.players_title.setBuddy(self.name_edit)  # the heading labels the name field (issue 37)
        install_name_limits(self.name_edit, self.player_list)  # the add and the list's edit field
        self.name_edit.returnPressed.connect(self._add_from_edit)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self._add_from_edit)
        self.up_button = QPushButton("↑")
        self.down_button = QPushButton("↓")
        self.remove_button = QPushButton()
        self.pin_button = QPushButton()
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(+1))
        self.remove_button.clicked.connect(self._remove)
        self.pin_button.clicked.connect(self._set_pin)
        add_row = QHBoxLayout()
        add_row.addWidget(self.name_edit, 1)
        add_row.addWidget(self.add_button)
        # Two by two, so "Entfernen" and "PIN …" keep their whole words in a narrow window.
        edit_row = QGridLayout()
        for i, b in enumerate((self.up_button, self.down_button, self.remove_button, self.pin_button)):
            edit_row.addWidget(b, i // 2, i % 2)
        self.players_hint = named.label("Hint")
        self.players_hint.setWordWrap(True)
        players_box = QVBoxLayout()
        players_box.addWidget(self.players_title)
        players_box.addLayout(add_row)
        players_box.addWidget(self.player_list, 1)
        players_box.addLayout(edit_row)
        players_box.addWidget(self.players_hint)
        self.box = players_box

    # -- data ---------------------------------------------------------------------------
    def names(self) -> list[str]:
        return [self.player_list.item(i).text() for i in range(self.player_list.count())]

    def set_names(self, names: list[str]) -> None:
        self.player_list.clear()
        for name in names:
            self.append(name)
        self._changed()

    def pins(self) -> dict[int, str]:
        result = {}
        for i in range(self.player_list.count()):
            pin = self.player_list.item(i).data(PIN_ROLE)
            if pin:
                result[i] = pin
        return result

    def set_pin(self, row: int, pin: str) -> None:
        item = self.player_list.item(row)
        item.setData(PIN_ROLE, pin or None)
        item.setIcon(self._lock if pin else QIcon())

    # -- behaviour ----------------------------------------------------------------------
    def append(self, name: str) -> None:
        """Add ``name`` at the end of the list (without reporting a change)."""
        item = QListWidgetItem(cap_name(name))
        item.setFlags(
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsEditable
            | Qt.ItemFlag.ItemIsDragEnabled
        )
        self.player_list.addItem(item)

    def _add_from_edit(self) -> None:
        name = self.name_edit.text().strip()
        if not name:
            return
        self.append(name)
        self.name_edit.clear()
        self.player_list.setCurrentRow(self.player_list.count() - 1)
        self._changed()

    def _move(self, delta: int) -> None:
        row = self.player_list.currentRow()
        target = row + delta
        if row < 0 or not 0 <= target < self.player_list.count():
            return
        item = self.player_list.takeItem(row)
        self.player_list.insertItem(target, item)
        self.player_list.setCurrentRow(target)
        self._changed()

    def _remove(self) -> None:
        row = self.player_list.currentRow()
        if row >= 0:
            self.player_list.takeItem(row)
            self._changed()

    def _set_pin(self) -> None:
        row = self.player_list.currentRow()
        if row < 0:
            return
        from gui.screens.pin_dialog import PinDialog

        dialog = PinDialog(self.player_list.item(row).text(), self._screen)
        if dialog.exec() == PinDialog.DialogCode.Accepted:
            self.set_pin(row, dialog.pin())

    def update_buttons(self) -> None:
        """↑ ↓ Remove PIN… only where they can act on the selected name."""
        row = self.player_list.currentRow()
        has = row >= 0
        self.up_button.setEnabled(has and row > 0)
        self.down_button.setEnabled(has and row < self.player_list.count() - 1)
        self.remove_button.setEnabled(has)
        self.pin_button.setEnabled(has)

    # -- language -----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.players_title.setText(QCoreApplication.translate("StartScreen", "PLAYERS, CLOCKWISE"))
        self.name_edit.setPlaceholderText(QCoreApplication.translate("StartScreen", "Name"))
        self.name_edit.setAccessibleName(QCoreApplication.translate("StartScreen", "Players, clockwise: name of the next player"))
        self.player_list.setAccessibleName(QCoreApplication.translate("StartScreen", "Players, clockwise"))
        self.add_button.setText(QCoreApplication.translate("StartScreen", "Add"))
        self.up_button.setToolTip(QCoreApplication.translate("StartScreen", "Move up"))
        self.down_button.setToolTip(QCoreApplication.translate("StartScreen", "Move down"))
        self.up_button.setAccessibleName(QCoreApplication.translate("StartScreen", "Move up"))
        self.down_button.setAccessibleName(QCoreApplication.translate("StartScreen", "Move down"))
        self.remove_button.setText(QCoreApplication.translate("StartScreen", "Remove"))
        self.pin_button.setText(QCoreApplication.translate("StartScreen", "PIN…"))
        self.players_hint.setText(
            QCoreApplication.translate("StartScreen", "Drag names (or use ↑ ↓) to match where everyone sits. Double-click a name to edit it.")
        )
