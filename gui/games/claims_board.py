"""The claims board as a table shows it: the table talk so far, and a form to enter a claim.

A game's table embeds one (``GameTable.claims_board()``) where it has room (Tempelgold: in
its side column, above the log); the Session's :class:`gui.games.claims_keeper.ClaimsKeeper`
feeds it lines and the entry form and takes the claims people enter. It shows only public
things: names and what was said aloud. Everything is reachable by keyboard (Tab to the
list, the "Enter a claim" button, the form's boxes and buttons; Escape closes the form),
and every control has an accessible name, so a screen reader reads the lines and the form.

The form asks who spoke and each thing the game's claim says (a choice from a list), so an
entry takes a few clicks: "Enter a claim", the speaker, the values, "Enter". A game may offer
more than one form at a time; a form with its own ``opener`` has its own button beside
"Enter a claim" (Diamantenraub's "Boss asks": a person Boss's question, whom he asks).
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (QBoxLayout, QComboBox, QFormLayout, QFrame, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QPushButton, QVBoxLayout, QWidget)

from gui.games.claims import BoardRow, ClaimForm, TableClaim
from gui.look import palette
from gui.table_kit import style
from gui.table_kit.lay_out import lay_out_now
from gui.table_kit.calm_wheel import calm_wheel

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
    goOnRequested = Signal()  # noqa: N815 - Qt naming; "the others said nothing": a waiting computer goes on
    formShown = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("claimsBoard")
        self._forms: tuple[ClaimForm, ...] = ()
        self._form: ClaimForm | None = None  # the form open now (or last opened)
        self.openers: dict[str, QPushButton] = {}  # topic -> the button of a form with its own opener
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
        self.enter_button.clicked.connect(lambda: self.open_form())
        # the title and "enter a claim" share a line: the side column is crowded at 800×600
        # (a twelve-seat interrogation with phones once squeezed the Boss's words above it)
        # (on one line where both fit, else the button under the title: _fit_header)
        self._header = header = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        header.setContentsMargins(0, 0, 0, 0)
        header.addWidget(self.title)
        self._buttons = buttons_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)  # "Enter a claim", the openers
        buttons_row.setContentsMargins(0, 0, 0, 0)
        buttons_row.addWidget(self.enter_button)
        header.addLayout(buttons_row)
        box.addLayout(header)
        # who waits for the board before moving ("Ben (computer) waits ..."): why the table is held
        self.waiting = QLabel(self)
        self.waiting.setObjectName("claimsWaiting")
        self.waiting.setWordWrap(True)
        self.waiting.setTextFormat(Qt.TextFormat.PlainText)  # it holds a player's name
        self.waiting.setStyleSheet(f"color: {palette.GOLD};")
        self.waiting.setVisible(False)
        box.addWidget(self.waiting)
        # one press instead of one entry per person: everybody still missing said nothing
        self.go_on_button = QPushButton(self)
        self.go_on_button.setObjectName("claimsGoOn")
        self.go_on_button.setStyleSheet(_BUTTON)
        self.go_on_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.go_on_button.clicked.connect(self.goOnRequested)
        self.go_on_button.setVisible(False)
        box.addWidget(self.go_on_button)

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
        calm_wheel(self.seat_box)
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
        QWidget.setTabOrder(self.enter_button, self.go_on_button)
        self._px, self._lines = 15, 4
        self.set_type_size(15)
        self.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit_header()

    def _fit_header(self) -> None:
        """The title and "enter a claim" on one line if both fit the board's width, else two."""
        buttons = [b for b in (self.enter_button, *self.openers.values()) if not b.isHidden()]
        side_by_side = self._header.spacing() * (len(buttons) - 1) + sum(b.minimumSizeHint().width() for b in buttons)
        one_line = self.title.sizeHint().width() + self._header.spacing() + side_by_side <= self.width()
        across, down = QBoxLayout.Direction.LeftToRight, QBoxLayout.Direction.TopToBottom
        if self._header.direction() != (across if one_line else down):
            self._header.setDirection(across if one_line else down)
            self._relayout()
        # a board with more than one button whose header takes two lines shows a line less of
        # its talk: it is no taller than with "Enter a claim" alone (the column is full at 800×600)
        lines = self._lines - (1 if len(buttons) > 1 and not one_line else 0)
        self.lines.setFixedHeight(int(self._px * 1.5 * lines + 8))  # its own, not the list's 192 px hint
        # the buttons side by side where they fit, else one under the other
        if self._buttons.direction() != (across if side_by_side <= self.width() else down):
            self._buttons.setDirection(across if side_by_side <= self.width() else down)
            self._relayout()

    def _relayout(self) -> None:
        """A nested layout's new direction leaves the board's own layout with its old size hint
        (one line high): the board kept that height and squeezed the header into it."""
        if (box := self.layout()) is not None:
            box.invalidate()

    def set_type_size(self, px: int, lines: int = 4) -> None:
        """The board's type size (the table sizes its type to the window); about ``lines``
        lines of the board show at once, the rest scrolls."""
        # the app's sheet gives lists a type size, which beats setFont(): this sheet says it
        self.lines.setStyleSheet(
            f"QListWidget {{ background: {palette.LOG}; color: {palette.TEXT}; border: none; border-radius: 8px;"
            f" font-size: {px}px; padding: 2px 8px; }}"
            # no side padding on an item: Qt wraps an item's words for the item's whole width
            # but draws them inside its padding, so a line that just fit was cut with "…"
            # ("Anna: Ben, was hast du …" at 1280×720 with a notice above, issue 31)
            f"QListWidget::item {{ padding: 1px 0px; }}"
            f"QListWidget:focus {{ border: 2px solid {palette.GOLD}; }}"
        )
        self.title.setFont(style.font(px, bold=True))
        self.waiting.setFont(style.font(px))
        self.go_on_button.setFont(style.font(px))
        self._px = px
        self._lines = lines
        for button in (self.enter_button, *self.openers.values()):
            button.setFont(style.font(px))
        self._fit_header()
        self.ok_button.setFont(style.font(px))
        self.cancel_button.setFont(style.font(px))
        self.seat_label.setFont(style.font(px))

    # -- fed by the keeper --------------------------------------------------------------------------
    def show_board(self, rows: Sequence[BoardRow], forms: Sequence[ClaimForm], names: Sequence[str],
                   waiting: str = "") -> None:
        """The board's lines and what may be entered now (none: nothing; an open form closes
        when its topic is no longer offered, and follows a change of it otherwise);
        ``waiting``: who waits for the board before moving, in words ("": nobody)."""
        self._names = list(names)
        self.waiting.setText(waiting)
        self.waiting.setVisible(bool(waiting))
        self.go_on_button.setVisible(bool(waiting))
        if list(rows) != self._rows:
            self._rows = list(rows)
            self._refill_lines()
        forms = tuple(forms)
        if forms != self._forms:
            self._forms = forms
            self._make_openers()
            now = self._form_of(None if self._form is None else self._form.topic)
            if self.form.isVisible() and (now is None or now.topic != self._form_topic()):
                self.close_form()
            elif now != self._form and self.form.isVisible():
                self._form = now
                self._fill_form()
        self._show_buttons()

    def _form_topic(self) -> str | None:
        return None if self._form is None else self._form.topic

    def _form_of(self, topic: str | None) -> ClaimForm | None:
        """The offered form on ``topic``; ``None``: the board's main one (the first without an opener)."""
        for form in self._forms:
            if form.topic == topic if topic is not None else not form.opener:
                return form
        return None

    def _make_openers(self) -> None:
        """A button for each offered form with its own opener (kept while its form is offered)."""
        wanted = {f.topic: f for f in self._forms if f.opener}
        for topic in [t for t in self.openers if t not in wanted]:
            self.openers.pop(topic).deleteLater()
        for topic, form in wanted.items():
            button = self.openers.get(topic)
            if button is None:
                button = self.openers[topic] = QPushButton(self)
                button.setObjectName(f"claimsOpen_{topic}")
                button.setStyleSheet(_BUTTON)
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                button.setFont(style.font(self._px))
                button.clicked.connect(lambda _=False, t=topic: self.open_form(t))
                self._buttons.addWidget(button)
                QWidget.setTabOrder(self.enter_button, button)
            button.setText(form.opener)
            button.setAccessibleName(form.opener_name or form.opener)

    def _show_buttons(self) -> None:
        closed = not self.form.isVisible()
        self.enter_button.setVisible(closed and self._form_of(None) is not None)
        for button in self.openers.values():
            button.setVisible(closed)
        self._fit_header()
        lay_out_now(self)  # the header whole at once, not squeezed until Qt's next pass

    def rows(self) -> list[BoardRow]:
        return list(self._rows)

    def form_open(self) -> bool:
        """Someone is entering a claim now."""
        return self.form.isVisible()

    # -- the form -------------------------------------------------------------------------------------
    def open_form(self, topic: str | None = None) -> None:
        """Show the entry form on ``topic`` (``None``: the main one, "Enter a claim") instead
        of the lines, the speaker's box focused."""
        self._form = self._form_of(topic)
        if self._form is None:
            return
        self._fill_form()
        self.lines.setVisible(False)
        self._show_buttons_closed()
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
        self._show_buttons()
        opener = self.openers.get(self._form_topic() or "", self.enter_button)
        if had_focus and not opener.isHidden():
            opener.setFocus(Qt.FocusReason.OtherFocusReason)
        elif had_focus and not self.enter_button.isHidden():
            self.enter_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_buttons_closed(self) -> None:
        """While a form is open, its openers are hidden (the form stands in their place)."""
        for button in (self.enter_button, *self.openers.values()):
            button.setVisible(False)

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
            calm_wheel(box)
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
        self.go_on_button.setText(self.tr("Others say nothing"))  # short: the side column at 800×600
        self.go_on_button.setAccessibleName(self.tr("Everyone still missing said nothing: the computer goes on"))
        self._refill_lines()
        self._fit_header()  # 'Aussage eintragen' needs more room across than 'Enter a claim'

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
