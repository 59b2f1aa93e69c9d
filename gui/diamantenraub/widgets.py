"""Small widgets of Diamantenraub's private screens: a number picker and pickable cards.

Privacy: none of them carries a tooltip, and only the controls carry an accessible name (a
pickable card its card's, the number picker its buttons' and its value, issue 37); what they
show is only visible while the curtain's reveal is up, and they are destroyed with it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAccessible, QKeyEvent, QMouseEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.look import palette
from gui.cards import CardWidget
from gui.table_kit import style
from gui.table_kit.accessible import set_checked, set_role
from gui.table_kit.widgets import clear_accessible

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer


PANEL_BG = palette.PANEL
"""The one background of every private screen, whatever the role (no colour tells)."""
PANEL_CSS = (
    f"#drPrivate {{ background: {PANEL_BG}; }} QLabel {{ color: #f3efe2; }}"
    f"QLabel#drDim {{ color: {palette.MUTED}; }} QLabel#drTitle {{ color: {palette.GOLD}; }}"
)
FOCUS_CSS = "QPushButton:focus { border: 3px solid #ffffff; }"
"""The keyboard focus on a button: a thick white border (lighter and wider than every other
border, so it shows on a gold, felt or red button and in greyscale alike)."""
PICK_CSS = (
    "#drPick { background: transparent; border: 3px solid transparent; border-radius: 10px; }"
    f"#drPick[picked=\"true\"] {{ border: 3px solid {palette.GOLD}; background: rgba(232, 185, 58, 40); }}"
    "#drPick[muted=\"true\"] { border: 3px dashed #7f8c84; }"
    "#drPick:focus { border: 4px dotted #ffffff; }"
)
BUTTON_CSS = (
    f"QPushButton {{ background: {palette.FELT_LIGHT}; color: {palette.CREAM}; border: 1px solid #5c8f72; border-radius: 10px;"
    " padding: 10px 18px; font-weight: bold; }"
    "QPushButton:hover { background: #357a57; }"
    # checked: a 1 px wider border and 1 px less padding, so a choice never changes a button's size
    f"QPushButton:checked {{ background: {palette.GOLD}; color: {palette.INK}; border: 2px solid {palette.GOLD_LIGHT};"
    " padding: 9px 17px; }"
    "QPushButton:disabled { background: #24382d; color: #6f7c74; border-color: #34493d; }"
) + FOCUS_CSS


class NumberPicker(QWidget):
    """[−] number [+] between ``minimum`` and ``maximum``, with its rule written under it.

    It starts at "?" on every first look and every return (issue 31, item 3): nothing counts
    until the player has set the number (a tap on − or +, or :meth:`set_value`), and
    :meth:`is_set` is false until then (issue 19, item 7: never taken by a hurried click).
    From "?", "+" gives the smallest number and "−" the largest; from a number, the buttons
    step by one and wrap around at the ends. The rule is the line under the buttons ("From ?: + gives 1,
    − gives 12"), so every tap does what the player expects.

    (It used to start at a hidden random number, so that onlookers counting taps learned
    nothing; but the number then jumped unpredictably, and nobody but the player sees the
    screen behind the curtain.)
    """

    valueChanged = Signal(int)

    def __init__(self, minimum: int, maximum: int, parent: QWidget | None = None, *, rule_beside: bool = False,
                 none_left: bool = False) -> None:
        """``rule_beside``: the rule's line right of the buttons instead of under them (a
        screen with room across and none to spare down: the Boss's hide). ``none_left``: no
        number may be chosen (a take from a treasure without diamonds); the rule's line says
        so instead of "From ?: + gives 0, − gives 0", which a player read as a choice."""
        super().__init__(parent)
        if maximum < minimum:
            raise ValueError(f"empty range {minimum}…{maximum}")
        self._min, self._max = minimum, maximum
        self._none_left = none_left
        self._value: int | None = None
        self.minus = QPushButton("−", self)
        self.plus = QPushButton("+", self)
        self.number = QLabel("?", self)
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.number.setObjectName("drTitle")
        self.rule = QLabel(self)
        self.rule.setObjectName("drDim")
        self.rule.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for button in (self.minus, self.plus):
            button.setStyleSheet(BUTTON_CSS)
            button.setAutoRepeat(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.minus.clicked.connect(lambda: self.step(-1))
        self.plus.clicked.connect(lambda: self.step(+1))
        column = QHBoxLayout(self) if rule_beside else QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(16 if rule_beside else 2)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.minus)
        row.addWidget(self.number)
        row.addWidget(self.plus)
        column.addLayout(row)
        column.addWidget(self.rule)
        for widget in (self, self.minus, self.plus, self.number, self.rule):
            clear_accessible(widget)
        self._retranslate()
        self.set_scale(40)

    def _name_buttons(self) -> None:
        """A screen reader hears the number on the button it pressed: each button's name
        carries it, and Qt announces a focused control's name when it changes (issue 37)."""
        value = str(self._value) if self._value is not None else self.tr("not set")
        self.minus.setAccessibleName(self.tr("Fewer diamonds, now {value}").format(value=value))
        self.plus.setAccessibleName(self.tr("More diamonds, now {value}").format(value=value))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        """Named when shown: the panel clears every accessible text once it is built."""
        self._name_buttons()
        super().showEvent(event)

    def value(self) -> int:
        """The number set (the smallest while it shows "?": see :meth:`is_set`)."""
        return self._min if self._value is None else self._value

    def minimum(self) -> int:
        return self._min

    def maximum(self) -> int:
        return self._max

    def is_set(self) -> bool:
        """Whether the player has set the number (until then it shows "?" and counts for nothing)."""
        return self._value is not None

    def set_value(self, value: int) -> None:
        """Set the number (as the player's own choice); ``valueChanged`` follows every set."""
        self._value = max(self._min, min(self._max, int(value)))
        self.number.setText(str(self._value))
        self._name_buttons()
        self.valueChanged.emit(self._value)

    def step(self, delta: int) -> None:
        """One tap: from "?", + gives the smallest and − the largest; else ±1, wrapping."""
        if self._value is None:
            self.set_value(self._min if delta > 0 else self._max)
            return
        span = self._max - self._min + 1
        self.set_value(self._min + (self._value - self._min + delta) % span)

    def rule_text(self) -> str:
        if self._none_left:
            return self.tr("No diamonds left")
        return style.qt_arg(self.tr("From ?: + gives %1, − gives %2"), self._min, self._max)

    def _retranslate(self) -> None:
        self.rule.setText(self.rule_text())
        self._name_buttons()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def set_scale(self, px: int) -> None:
        set_px(self.number, px * 1.3, True)
        self.number.setMinimumWidth(int(px * 2.2))
        set_px(self.rule, max(13, px * 0.42))
        for button in (self.minus, self.plus):
            set_px(button, px, True, BUTTON_CSS + "QPushButton { padding: 0; }")
            button.setFixedSize(QSize(int(px * 1.7), int(px * 1.5)))
        # the new type sizes change the picker's least size: tell the layout around it now
        # (it kept the old height and squeezed the number, found at 800×600, issue 31 item 10)
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            self.setMinimumSize(layout.totalMinimumSize())


class PickableCard(QFrame):
    """One card that may be picked (a frame turns gold), or shown only (``pickable=False``)."""

    clicked = Signal()

    def __init__(self, renderer: DeckRenderer, element: str, width: int, pickable: bool,  # noqa: ANN001
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drPick")
        self.setStyleSheet(PICK_CSS)
        self._pickable = pickable
        self._picked = False
        self.card = CardWidget(renderer, element, width, self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(5, 5, 5, 5)
        lay.addWidget(self.card)
        if pickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab reaches it, Space/Enter picks it
            # announced as a button, picked or not; its name is the card's (TreasureView)
            set_role(self, QAccessible.Role.Button)
            set_checked(self, False)
        clear_accessible(self)
        self._restyle()

    def element(self) -> str:
        return self.card.element()

    def is_picked(self) -> bool:
        return self._picked

    def is_pickable(self) -> bool:
        return self._pickable

    def set_picked(self, picked: bool) -> None:
        self._picked = bool(picked)
        if self._pickable:
            set_checked(self, self._picked)
        self._restyle()

    def set_muted(self, muted: bool) -> None:
        """Set aside: the card stays visible (the player knows it) but can no longer be taken."""
        self.setProperty("muted", "true" if muted else "false")
        self.card.setEnabled(not muted)
        self.setGraphicsEffectOpacity(0.45 if muted else 1.0)
        self._restyle()

    def setGraphicsEffectOpacity(self, opacity: float) -> None:  # noqa: N802 - reads like Qt
        from PySide6.QtWidgets import QGraphicsOpacityEffect

        if opacity >= 1.0:
            self.setGraphicsEffect(None)  # type: ignore[arg-type]  # None removes the effect
            return
        effect = QGraphicsOpacityEffect(self)
        effect.setOpacity(opacity)
        self.setGraphicsEffect(effect)

    def set_card_width(self, width: int) -> None:
        self.card.set_width(width)

    def _restyle(self) -> None:
        self.setProperty("picked", "true" if self._picked else "false")
        self.style().unpolish(self)
        self.style().polish(self)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if self._pickable and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
            event.accept()
            return
        super().mousePressEvent(event)


    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if self._pickable and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit()
            event.accept()
            return
        super().keyPressEvent(event)


def reflow(grid: QGridLayout, items: list[list[QWidget]], width: int, spacing: int = 14,
           hanging: bool = False) -> None:
    """Lay ``items`` (groups that stay together, e.g. a button and its picker) into ``grid``
    in as few rows as fit into ``width`` pixels: a row that would be too wide wraps, so
    buttons keep their whole text at every window size (issue 10: reflow, never clip).

    ``hanging``: the first group is a caption ("Set aside first:"); wrapped rows start under
    the second group, not under the caption (a button there took the caption's width)."""
    for group in items:
        for widget in group:
            grid.removeWidget(widget)
    row = col = used = 0
    indent, indent_used = 0, 0
    for group in items:
        need = sum(max(w.sizeHint().width(), w.minimumSizeHint().width(), w.minimumWidth()) for w in group) + spacing * len(group)
        if hanging and group is items[0]:
            indent, indent_used = len(group), need
        if col > indent and used + need > width:
            row, col, used = row + 1, indent, indent_used
        for widget in group:
            grid.addWidget(widget, row, col)
            col += 1
        used += need


def set_px(widget: QWidget, px: float, bold: bool = False, css: str = "") -> None:
    """Font size by stylesheet: the app's stylesheet sets ``font-size`` on every QWidget,
    which beats ``setFont``; a widget's own stylesheet beats the app's. ``css`` is the rest
    of the widget's own stylesheet (kept).

    A stylesheet that did not change is not set again: setting one makes Qt re-polish the
    widget and its children even when the text is the same, and the panels call this on
    every resize and every view (in a 12-player game tens of thousands of times)."""
    # never below the smallest readable size (issue 31 item 10): a small window makes the
    # text wrap or its panel scroll instead
    font = f"font-size: {style.readable(px)}px; font-weight: {700 if bold else 400};"
    sheet = f"{css} * {{ {font} }}" if "{" in css else f"{css} {font}"
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def choice_button(parent: QWidget) -> QPushButton:
    """A big, checkable option button ("Diamonds", "This role card", "Nothing")."""
    button = QPushButton(parent)
    button.setCheckable(True)
    button.setStyleSheet(BUTTON_CSS)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    clear_accessible(button)
    return button
