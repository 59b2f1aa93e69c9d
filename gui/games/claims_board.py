"""The claims board as a table shows it: the table talk so far, and a form to enter a claim.

A game's table embeds one (``GameTable.claims_board()``) where it has room (Tempelgold: in
its side column, above the log); the Session's :class:`gui.games.claims_keeper.ClaimsKeeper`
feeds it lines and the entry form and takes the claims people enter. It shows only public
things: names and what was said aloud. Everything is reachable by keyboard (Tab to the
list, the "Enter a claim" button, the form's boxes and buttons; Escape closes the form),
and every control has an accessible name, so a screen reader reads the lines and the form.

The form asks who spoke and each thing the game's claim says (a choice from a list), so an
entry takes a few clicks: "Enter a claim", the speaker, the values, "Enter".
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.games.claims import BoardRow, ClaimForm, TableClaim

BUBBLE_MS = 4000
"""How long a computer's speech bubble stays at its seat (the board and the log keep it)."""
from gui.look import palette
from gui.table_kit import style

_BUTTON = (
    f"QPushButton {{ background: {palette.FELT_LIGHT}; color: {palette.TEXT}; border: 1px solid {palette.LINE};"
    " border-radius: 8px; padding: 4px 10px; }"
    f"QPushButton:hover {{ background: {palette.BUTTON_HOVER}; }}"
    f"QPushButton:focus {{ border: 3px solid {palette.GOLD}; }}"
)


class ClaimsBoard(QFrame):
    """The board: a title, the lines, and the entry form (shown instead of the lines while open).

    Signal ``claimEntered(object)``: a :class:`~gui.games.claims.TableClaim` someone entered;
    ``formShown(bool)``: the form opened or closed (a crowded column may make room for it)."""

    claimEntered = Signal(object)
    formShown = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("claimsBoard")
        self._form: ClaimForm | None = None
        self._names: list[str] = []
        self._rows: list[BoardRow] = []
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        self.title = QLabel(self)
        self.title.setStyleSheet(f"color: {palette.MUTED};")
        self.enter_button = QPushButton(self)
        self.enter_button.setObjectName("claimsEnter")
        self.enter_button.setStyleSheet(_BUTTON)
        self.enter_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.enter_button.clicked.connect(self.open_form)
        # the title and "enter a claim" share a line: the side column is crowded at 800×600
        # (a twelve-seat interrogation with phones once squeezed the Boss's words above it)
        # (on one line where both fit, else the button under the title: _fit_header)
        self._header = header = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        header.setContentsMargins(0, 0, 0, 0)
        header.addWidget(self.title)
        header.addWidget(self.enter_button)
        box.addLayout(header)
        # who waits for the board before moving ("Ben (computer) waits ..."): why the table is held
        self.waiting = QLabel(self)
        self.waiting.setObjectName("claimsWaiting")
        self.waiting.setWordWrap(True)
        self.waiting.setTextFormat(Qt.TextFormat.PlainText)  # it holds a player's name
        self.waiting.setStyleSheet(f"color: {palette.GOLD};")
        self.waiting.setVisible(False)
        box.addWidget(self.waiting)

        self.lines = QListWidget(self)
        self.lines.setObjectName("claimsLines")
        self.lines.setWordWrap(True)
        self.lines.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # a long line wraps
        self.lines.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.lines.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        box.addWidget(self.lines)

        self.form = QFrame(self)
        self.form.setObjectName("claimsForm")
        self.form.setStyleSheet(f"#claimsForm {{ background: {palette.LOG}; border-radius: 8px; }}"
                                f"QLabel {{ color: {palette.TEXT}; }}")
        form_box = QVBoxLayout(self.form)
        form_box.setContentsMargins(8, 6, 8, 6)
        self._fields_layout = QFormLayout()
        self._fields_layout.setContentsMargins(0, 0, 0, 0)
        self._fields_layout.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # a narrow column: a label too long to stand beside its box goes above it
        self._fields_layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form_box.addLayout(self._fields_layout)
        self.seat_box = QComboBox(self.form)
        self.seat_label = QLabel(self.form)
        self.seat_label.setBuddy(self.seat_box)
        self._fields_layout.addRow(self.seat_label, self.seat_box)
        self.value_boxes: dict[str, QComboBox] = {}
        buttons = QHBoxLayout()
        self.ok_button = QPushButton(self.form)
        self.ok_button.setObjectName("claimsOk")
        self.ok_button.setStyleSheet(_BUTTON)
        self.ok_button.clicked.connect(lambda: self._submit())
        self.answered_button = QPushButton(self.form)
        self.answered_button.setObjectName("claimsAnswered")
        self.answered_button.setStyleSheet(_BUTTON)
        self.answered_button.clicked.connect(self._submit_answered)
        form_box.addWidget(self.answered_button)
        self.cancel_button = QPushButton(self.form)
        self.cancel_button.setStyleSheet(_BUTTON)
        self.cancel_button.clicked.connect(self.close_form)
        buttons.addWidget(self.ok_button)
        buttons.addWidget(self.cancel_button)
        form_box.addLayout(buttons)
        box.addWidget(self.form)
        self.form.setVisible(False)
        QWidget.setTabOrder(self.lines, self.enter_button)  # the focus goes down the board as it reads
        self.set_type_size(15)
        self.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit_header()

    def _fit_header(self) -> None:
        """The title and "enter a claim" on one line if both fit the board's width, else two."""
        needed = self.title.sizeHint().width() + self.enter_button.minimumSizeHint().width() + self._header.spacing()
        direction = QBoxLayout.Direction.LeftToRight if needed <= self.width() else QBoxLayout.Direction.TopToBottom
        if self._header.direction() != direction:
            self._header.setDirection(direction)

    def set_type_size(self, px: int) -> None:
        """The board's type size (the table sizes its type to the window); about four lines
        of the board show at once, the rest scrolls."""
        # the app's sheet gives lists a type size, which beats setFont(): this sheet says it
        self.lines.setStyleSheet(
            f"QListWidget {{ background: {palette.LOG}; color: {palette.TEXT}; border: none; border-radius: 8px;"
            f" font-size: {px}px; padding: 2px; }}"
            f"QListWidget::item {{ padding: 1px 6px; }}"
            f"QListWidget:focus {{ border: 2px solid {palette.GOLD}; }}"
        )
        self.title.setFont(style.font(px, bold=True))
        self.waiting.setFont(style.font(px))
        self.enter_button.setFont(style.font(px))
        self._fit_header()
        self.ok_button.setFont(style.font(px))
        self.cancel_button.setFont(style.font(px))
        self.seat_label.setFont(style.font(px))
        self.lines.setMaximumHeight(int(px * 1.5 * 4 + 8))

    # -- fed by the keeper --------------------------------------------------------------------------
    def show_board(self, rows: Sequence[BoardRow], form: ClaimForm | None, names: Sequence[str],
                   waiting: str = "") -> None:
        """The board's lines and what may be entered now (``None``: nothing; the form closes);
        ``waiting``: who waits for the board before moving, in words ("": nobody)."""
        self._names = list(names)
        self.waiting.setText(waiting)
        self.waiting.setVisible(bool(waiting))
        if list(rows) != self._rows:
            self._rows = list(rows)
            self._refill_lines()
        if form != self._form:
            self._form = form
            if form is None:
                self.close_form()
            elif self.form.isVisible():
                self._fill_form()
        self.enter_button.setVisible(form is not None and not self.form.isVisible())

    def rows(self) -> list[BoardRow]:
        return list(self._rows)

    def form_open(self) -> bool:
        """Someone is entering a claim now."""
        return self.form.isVisible()

    # -- the form -------------------------------------------------------------------------------------
    def open_form(self) -> None:
        """Show the entry form (instead of the lines), the speaker's box focused."""
        if self._form is None:
            return
        self._fill_form()
        self.lines.setVisible(False)
        self.enter_button.setVisible(False)
        self.formShown.emit(True)
        self.form.setVisible(True)
        self.seat_box.setFocus(Qt.FocusReason.OtherFocusReason)

    def close_form(self) -> None:
        had_focus = self.form.isAncestorOf(self.focusWidget()) if self.focusWidget() else False
        was_open = self.form.isVisible()
        self.form.setVisible(False)
        if was_open:
            self.formShown.emit(False)
        self.lines.setVisible(bool(self._rows))
        self.enter_button.setVisible(self._form is not None)
        if had_focus and self.enter_button.isVisible():
            self.enter_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_value(self, key: str, value: int) -> None:
        """Choose ``value`` for ``key`` in the open form (``"seat"``: the speaker), as a click would."""
        box = self.seat_box if key == "seat" else self.value_boxes[key]
        index = box.findData(value)
        if index < 0:
            raise ValueError(f"{value!r} is not offered for {key!r}")
        box.setCurrentIndex(index)

    def submit(self) -> None:
        """Press "Enter" (the form's button)."""
        self.ok_button.click()

    def _fill_form(self) -> None:
        form = self._form
        assert form is not None
        speaker = self.seat_box.currentData()
        self.seat_box.clear()
        for seat in form.seats:
            self.seat_box.addItem(self._names[seat] if seat < len(self._names) else str(seat), seat)
        if speaker in form.seats:
            self.seat_box.setCurrentIndex(form.seats.index(speaker))
        for box in self.value_boxes.values():
            self._fields_layout.removeRow(box)  # the box and its label go
        self.value_boxes = {}
        for spec in form.fields:
            box = QComboBox(self.form)
            box.setAccessibleName(spec.label)
            for value, text in spec.choices:
                box.addItem(text, value)
            label = QLabel(spec.label, self.form)
            label.setFont(self.seat_label.font())
            label.setBuddy(box)
            self._fields_layout.addRow(label, box)
            self.value_boxes[spec.key] = box
        # Tab goes down the form as it reads: who, each value (built just now, so last in the
        # window's chain unless placed), "answered", "Enter", "Cancel"
        chain = [self.seat_box, *self.value_boxes.values(), self.answered_button, self.ok_button, self.cancel_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)
        self.ok_button.setEnabled(bool(form.seats))
        self.answered_button.setText(form.answered)
        self.answered_button.setAccessibleName(form.answered)
        self.answered_button.setVisible(bool(form.answered))

    def _submit_answered(self) -> None:
        """The speaker answered aloud and nobody enters the words: on the board without them."""
        self._submit(answered=True)

    def _submit(self, answered: bool = False) -> None:
        form = self._form
        seat = self.seat_box.currentData()
        if form is None or seat is None:
            return
        values = {} if answered else {key: int(box.currentData()) for key, box in self.value_boxes.items()}
        self.close_form()
        self.claimEntered.emit(TableClaim(seat=int(seat), topic=form.topic, values=values))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Escape and self.form.isVisible():
            self.close_form()
            event.accept()
            return
        super().keyPressEvent(event)

    # -- words -------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.title.setText(self.tr("Claims"))
        self.lines.setAccessibleName(self.tr("Claims board"))
        self.enter_button.setText(self.tr("Enter a claim"))
        self.enter_button.setAccessibleName(self.tr("Enter a claim someone said aloud"))
        self.seat_label.setText(self.tr("Who"))
        self.seat_box.setAccessibleName(self.tr("Who said it"))
        self.ok_button.setText(self.tr("Enter"))
        self.ok_button.setAccessibleName(self.tr("Put the claim on the board"))
        self.cancel_button.setText(self.tr("Cancel"))
        self._refill_lines()

    def _refill_lines(self) -> None:
        self.lines.clear()
        for row in self._rows:
            item = QListWidgetItem(row.text)
            if row.seat is None:  # a topic's heading: read, not chosen
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.lines.addItem(item)
        self.lines.setVisible(bool(self._rows) and not self.form.isVisible())
        if self._rows:
            self.lines.scrollToBottom()


class SpeechBubbles:
    """The speech bubbles of a table's seats, drawn over its view: one per seat at a time."""

    def __init__(self, viewport: QWidget) -> None:
        self._viewport = viewport
        self._shown: dict[int, QLabel] = {}

    def show(self, seat: int, text: str, name: str, anchor: QRect, below: bool, lang: str, font: QFont) -> QLabel:
        """``name`` said ``text``: a bubble beside ``anchor`` (the seat's plate, in viewport
        pixels), under it when ``below``, else above; kept inside the view; it replaces the
        seat's last bubble, and any other it would cover (the board and the log keep them all),
        and goes after :data:`BUBBLE_MS`. Its accessible name says who said it."""
        old = self._shown.pop(seat, None)
        if old is not None:
            old.deleteLater()
        viewport = self._viewport
        quoted = f"\u201e{text}\u201c" if lang == "de" else f"\u201c{text}\u201d"
        bubble = QLabel(quoted, viewport)
        bubble.setObjectName("claimBubble")
        bubble.setAccessibleName(f"{name}: {text}")
        bubble.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        bubble.setStyleSheet(f"QLabel {{ background: {palette.PAPER}; color: {palette.INK};"
                             f" border: 2px solid {palette.GOLD}; border-radius: 10px; padding: 4px 8px; }}")
        bubble.setFont(font)
        bubble.adjustSize()
        y = anchor.bottom() + 3 if below else anchor.top() - bubble.height() - 2
        spot = QPoint(anchor.center().x() - bubble.width() // 2, y)
        spot.setX(max(0, min(spot.x(), viewport.width() - bubble.width())))
        spot.setY(max(0, min(spot.y(), viewport.height() - bubble.height())))
        bubble.move(spot)
        for other_seat, other in list(self._shown.items()):  # no bubble hides another: the newer stays
            if other.geometry().intersects(bubble.geometry()):
                del self._shown[other_seat]
                other.deleteLater()
        bubble.show()
        self._shown[seat] = bubble
        bubble.destroyed.connect(lambda *_: self._forget(seat, bubble))
        timer = QTimer(bubble)  # dropped with the bubble (or the table)
        timer.setSingleShot(True)
        timer.timeout.connect(bubble.deleteLater)
        timer.start(BUBBLE_MS)
        return bubble

    def _forget(self, seat: int, bubble: QLabel) -> None:
        if self._shown.get(seat) is bubble:
            del self._shown[seat]
