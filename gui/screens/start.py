"""The start screen: choose the game, the players (in seat order) and the options.

Decisions:

* Names are remembered between runs (settings); PINs never are (only in the autosave).
* The Start button is disabled whenever the table cannot start, and a label says why
  (too few/too many players, a blank name, two equal names — compared like the engine
  does, ignoring case and outer spaces).
* Seats are the list order, clockwise; drag and drop or the ↑/↓ buttons reorder them.
* "Who starts" defaults to random (the engine's seed chooses, CLARIFICATIONS 1).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QRegularExpression, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.rules_text import description
from gui.screens.table_preview import TablePreview

PIN_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    minimum: int
    maximum: int
    available: bool


GAMES: tuple[GameInfo, ...] = (
    GameInfo("tempelgold", "Tempelgold", 3, 10, True),
    GameInfo("diamantenraub", "Diamantenraub", 5, 12, False),
)
ONE_TRAP_RANGE = range(3, 9)


@dataclass
class StartRequest:
    """What the start screen hands the controller."""

    game: str
    players: list[str]
    one_trap: bool = False
    starting_seat: int | None = None
    pins: dict[int, str] = field(default_factory=dict)


def _lock_icon() -> QIcon:
    pix = QPixmap(22, 22)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QColor("#d9b45a"))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(6, 2, 10, 12, 5, 5)
    p.setBrush(QColor("#d9b45a"))
    p.drawRoundedRect(3, 9, 16, 11, 2, 2)
    p.end()
    return QIcon(pix)


class PinDialog(QDialog):
    """Asks for a four-digit PIN twice (blank removes it)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("PIN"))
        self._name = name
        validator = QRegularExpressionValidator(QRegularExpression(r"\d{0,4}"), self)
        self.first = QLineEdit(echoMode=QLineEdit.EchoMode.Password, maxLength=4)
        self.second = QLineEdit(echoMode=QLineEdit.EchoMode.Password, maxLength=4)
        for edit in (self.first, self.second):
            edit.setValidator(validator)
        self.info = QLabel(
            self.tr("{name} can protect their cards with a four-digit PIN. Leave it empty for no PIN.").format(
                name=name
            )
        )
        self.info.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setObjectName("Problem")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.info)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("PIN")), 0, 0)
        grid.addWidget(self.first, 0, 1)
        grid.addWidget(QLabel(self.tr("Again")), 1, 0)
        grid.addWidget(self.second, 1, 1)
        layout.addLayout(grid)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

    def pin(self) -> str:
        return self.first.text()

    def _accept(self) -> None:
        a, b = self.first.text(), self.second.text()
        if a != b:
            self.problem.setText(self.tr("The two PINs differ."))
            return
        if a and len(a) != 4:
            self.problem.setText(self.tr("A PIN has exactly four digits."))
            return
        self.accept()


class StartScreen(QWidget):
    startRequested = Signal(object)  # StartRequest

    def __init__(self, lang: str, names: list[str] | None = None, one_trap: bool = False, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("Screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._lang = lang
        self._lock = _lock_icon()

        # -- game choice --------------------------------------------------------------
        self.title = QLabel(objectName="Title")
        self.subtitle = QLabel(objectName="Subtitle")
        self.game_group = QButtonGroup(self)
        self.game_buttons: dict[str, QPushButton] = {}
        self.game_notes: dict[str, QLabel] = {}
        games_box = QVBoxLayout()
        self.games_title = QLabel(objectName="SectionTitle")
        games_box.addWidget(self.games_title)
        for info in GAMES:
            button = QPushButton(objectName="GameChoice")
            button.setCheckable(True)
            button.setEnabled(info.available)
            self.game_group.addButton(button)
            self.game_buttons[info.id] = button
            note = QLabel(objectName="Hint")
            note.setWordWrap(True)
            self.game_notes[info.id] = note
            games_box.addWidget(button)
            games_box.addWidget(note)
        self.game_buttons["tempelgold"].setChecked(True)
        games_box.addStretch()

        # -- players ------------------------------------------------------------------
        self.players_title = QLabel(objectName="SectionTitle")
        self.player_list = QListWidget()
        self.player_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.player_list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.player_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.player_list.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.player_list.model().rowsMoved.connect(lambda *a: self._changed())
        self.player_list.itemChanged.connect(lambda *a: self._changed())
        self.player_list.currentRowChanged.connect(lambda *a: self._update_buttons())
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(24)
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
        edit_row = QHBoxLayout()
        for b in (self.up_button, self.down_button, self.remove_button, self.pin_button):
            edit_row.addWidget(b)
        self.players_hint = QLabel(objectName="Hint")
        self.players_hint.setWordWrap(True)
        players_box = QVBoxLayout()
        players_box.addWidget(self.players_title)
        players_box.addLayout(add_row)
        players_box.addWidget(self.player_list, 1)
        players_box.addLayout(edit_row)
        players_box.addWidget(self.players_hint)

        # -- table preview and options ------------------------------------------------
        self.preview = TablePreview()
        self.options_title = QLabel(objectName="SectionTitle")
        self.one_trap = QCheckBox()
        self.one_trap.setChecked(one_trap)
        self.one_trap.toggled.connect(lambda *_: self._changed())
        self.one_trap_text = QLabel(objectName="Hint")
        self.one_trap_text.setWordWrap(True)
        self.starter_label = QLabel()
        self.starter_combo = QComboBox()
        self.starter_combo.currentIndexChanged.connect(lambda *_: self._update_preview())
        self.problem = QLabel(objectName="Problem")
        self.problem.setWordWrap(True)
        self.start_button = QPushButton(objectName="Primary")
        self.start_button.setMinimumHeight(56)
        self.start_button.clicked.connect(self._start)
        options_box = QVBoxLayout()
        options_box.addWidget(self.preview, 1)
        options_box.addWidget(self.options_title)
        options_box.addWidget(self.one_trap)
        options_box.addWidget(self.one_trap_text)
        starter_row = QHBoxLayout()
        starter_row.addWidget(self.starter_label)
        starter_row.addWidget(self.starter_combo, 1)
        options_box.addLayout(starter_row)
        options_box.addWidget(self.problem)
        options_box.addWidget(self.start_button)

        columns = QHBoxLayout()
        for box, stretch in ((games_box, 3), (players_box, 4), (options_box, 5)):
            frame = QFrame(objectName="Card")
            frame.setLayout(box)
            box.setContentsMargins(18, 16, 18, 16)
            columns.addWidget(frame, stretch)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 18, 28, 22)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        outer.addSpacing(8)
        outer.addLayout(columns, 1)

        for name in names or []:
            self._append(name)
        self.retranslateUi()
        self._changed()

    # -- data ---------------------------------------------------------------------------
    def names(self) -> list[str]:
        return [self.player_list.item(i).text() for i in range(self.player_list.count())]

    def set_names(self, names: list[str]) -> None:
        self.player_list.clear()
        for name in names:
            self._append(name)
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

    def problem_text(self) -> str:
        """Why the table cannot start, or "" if it can."""
        names = [n.strip() for n in self.names()]
        info = GAMES[0]
        if len(names) < info.minimum:
            return self.tr("Tempelgold needs at least %n players.", "", info.minimum) + " " + self.tr(
                "Add %n more.", "", info.minimum - len(names)
            )
        if len(names) > info.maximum:
            return self.tr("Tempelgold is played by at most %n players.", "", info.maximum)
        if any(not n for n in names):
            return self.tr("Every player needs a name.")
        seen: set[str] = set()
        for n in names:
            if n.casefold() in seen:
                return self.tr("Two players are called “{name}”. Every name must be different.").format(name=n)
            seen.add(n.casefold())
        return ""

    def request(self) -> StartRequest:
        count = self.player_list.count()
        starter = self.starter_combo.currentData()
        one_trap = self.one_trap.isChecked() and count in ONE_TRAP_RANGE
        return StartRequest(
            game="tempelgold",
            players=[n.strip() for n in self.names()],
            one_trap=one_trap,
            starting_seat=starter if isinstance(starter, int) and starter >= 0 else None,
            pins=self.pins(),
        )

    # -- behaviour ----------------------------------------------------------------------
    def _append(self, name: str) -> None:
        item = QListWidgetItem(name)
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
        self._append(name)
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
        dialog = PinDialog(self.player_list.item(row).text(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.set_pin(row, dialog.pin())

    def _changed(self) -> None:
        count = self.player_list.count()
        self.one_trap.setEnabled(count in ONE_TRAP_RANGE)
        # keep the starter choice by name across edits
        current = self.starter_combo.currentText() if self.starter_combo.currentIndex() > 0 else None
        self.starter_combo.blockSignals(True)
        self.starter_combo.clear()
        self.starter_combo.addItem(self.tr("Random"), -1)
        for i, name in enumerate(self.names()):
            self.starter_combo.addItem(name, i)
        if current is not None:
            index = self.starter_combo.findText(current)
            self.starter_combo.setCurrentIndex(max(0, index))
        self.starter_combo.blockSignals(False)
        problem = self.problem_text()
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.start_button.setEnabled(not problem)
        self._update_preview()
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self.player_list.currentRow()
        has = row >= 0
        self.up_button.setEnabled(has and row > 0)
        self.down_button.setEnabled(has and row < self.player_list.count() - 1)
        self.remove_button.setEnabled(has)
        self.pin_button.setEnabled(has)

    def _update_preview(self) -> None:
        starter = self.starter_combo.currentData()
        self.preview.set_names(self.names(), starter if isinstance(starter, int) and starter >= 0 else None)

    def _start(self) -> None:
        if self.problem_text():
            return
        self.startRequested.emit(self.request())

    # -- language -----------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802
        self.title.setText(self.tr("A new game"))
        self.subtitle.setText(self.tr("Choose a game, sit down around the laptop and enter your names in seat order."))
        self.games_title.setText(self.tr("GAME"))
        self.game_buttons["tempelgold"].setText(self.tr("Tempelgold\n3 to 10 players"))
        self.game_notes["tempelgold"].setText(
            self.tr("Adventurers search a temple for gold; secret Wächter lure them into traps.")
        )
        self.game_buttons["diamantenraub"].setText(self.tr("Diamantenraub\n5 to 12 players"))
        self.game_notes["diamantenraub"].setText(self.tr("Diamantenraub's table is coming in a later version."))
        self.players_title.setText(self.tr("PLAYERS, CLOCKWISE"))
        self.name_edit.setPlaceholderText(self.tr("Name"))
        self.add_button.setText(self.tr("Add"))
        self.up_button.setToolTip(self.tr("Move up"))
        self.down_button.setToolTip(self.tr("Move down"))
        self.up_button.setAccessibleName(self.tr("Move up"))
        self.down_button.setAccessibleName(self.tr("Move down"))
        self.remove_button.setText(self.tr("Remove"))
        self.pin_button.setText(self.tr("PIN…"))
        self.players_hint.setText(
            self.tr("Drag names (or use ↑ ↓) to match where everyone sits. Double-click a name to edit it.")
        )
        self.options_title.setText(self.tr("OPTIONS"))
        self.one_trap.setText(self.tr("Only one trap"))
        try:
            self.one_trap_text.setText(description("tempelgold", "variant.one_trap", self._lang))
        except (KeyError, ValueError, OSError):
            self.one_trap_text.setText("")
        self.starter_label.setText(self.tr("Who starts"))
        self.start_button.setText(self.tr("Start the game"))
        self._changed()
