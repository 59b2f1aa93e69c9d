"""The treasure as real cards on a private screen: a fan of diamonds and the role cards.

Diamonds are the red number cards they are in the engine's view, fanned as one pile with
their count; role cards are the black cards of the table, each on its own with its index
("A♠") and role name underneath, and may be made pickable (take one, set one aside).
An empty treasure is a dashed outline of the same size, so the screen keeps its shape.
"""
from __future__ import annotations

from typing import TYPE_CHECKING
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPaintEvent, QPainter, QPen
from PySide6.QtWidgets import QBoxLayout, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from engine.cards import Card
from engine.diamantenraub import is_diamond, role_of
from gui.cards import element_id
from gui.diamantenraub.widgets import PickableCard, set_px
from gui.diamantenraub.words import card_label, role_name
from gui.table_kit import style
from gui.table_kit.text_fit import fitting_px
from gui.table_kit.widgets import FanWidget, clear_accessible

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer


class Outline(QWidget):
    """A dashed card outline: where cards would lie (an empty treasure, no role cards)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: ANN001, N802 - Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 80), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 30))
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.drawRoundedRect(r, r.width() * 0.06, r.width() * 0.06)
        painter.end()


class TreasureWidget(QWidget):
    """``cards``: the treasure (diamonds and role cards mixed, any order).

    ``pickable``: role cards can be clicked (``rolePicked(card)``). ``outlines``: draw an
    empty group as an outline (the treasure keeps its shape) or leave it out. ``titles``:
    the counts above the groups ("Diamonds: 3"); a peek leaves them out — its own line says
    the count, and a bare "Diamonds: 3" could just as well be on anybody's screen. ``muted(card)`` greys a
    card that was set aside. The widget never shows anything but ``cards``.
    """

    rolePicked = Signal(object)

    def __init__(self, renderer: DeckRenderer, cards: Sequence[Card], lang: str, *, pickable: bool = False,  # noqa: ANN001
                 outlines: bool = True, titles: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._lang = lang
        self.diamonds = tuple(c for c in cards if is_diamond(c))
        self.roles = tuple(sorted((c for c in cards if not is_diamond(c)), key=lambda c: c.sort_key))
        self._card_w = 90
        self._titles = titles

        self.diamond_title = QLabel(self)
        self.diamond_title.setObjectName("drDim")
        self.fan = FanWidget(renderer, [element_id(c) for c in self.diamonds], self._card_w, 0.28, self)
        self.diamond_outline = Outline(self)
        self.role_title = QLabel(self)
        self.role_title.setObjectName("drDim")
        self.role_outline = Outline(self)
        self.role_cards: list[PickableCard] = []
        self.role_labels: list[QLabel] = []

        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(28)
        self._lay = lay
        self._column_w = 0  # stacked: the role columns share the whole width (see fit)
        # the groups' own spacing (a box in a box takes its parent's 28 px: a gap as tall as
        # a line between each count and its cards)
        left = QVBoxLayout()
        left.setSpacing(8)
        left.addWidget(self.diamond_title)
        left.addWidget(self.fan, 0, Qt.AlignmentFlag.AlignLeft)
        left.addWidget(self.diamond_outline, 0, Qt.AlignmentFlag.AlignLeft)
        left.addStretch(1)
        lay.addLayout(left)
        right = QVBoxLayout()
        right.setSpacing(8)
        right.addWidget(self.role_title)
        self.role_grid = QGridLayout()
        self.role_grid.setHorizontalSpacing(6)
        self.role_grid.setVerticalSpacing(2)
        for card in self.roles:
            pick = PickableCard(renderer, element_id(card), self._card_w, pickable, self)
            pick.clicked.connect(lambda c=card: self.rolePicked.emit(c))
            label = QLabel(self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            self.role_cards.append(pick)
            self.role_labels.append(label)
        self._columns = max(1, len(self.roles))
        self._place_roles()
        if not self.roles:
            self.role_grid.addWidget(self.role_outline, 0, 0, Qt.AlignmentFlag.AlignTop)
        right.addLayout(self.role_grid)
        right.addStretch(1)
        lay.addLayout(right)
        # ``outlines=False`` (a peek at one's take): an empty group is left out altogether
        self.fan.setVisible(bool(self.diamonds))
        self.diamond_outline.setVisible(not self.diamonds and outlines)
        self.diamond_title.setVisible(titles and (bool(self.diamonds) or outlines))
        self.role_outline.setVisible(not self.roles and outlines)
        self.role_title.setVisible(titles and (bool(self.roles) or outlines))
        for widget in (self, *self.findChildren(QWidget)):
            clear_accessible(widget)
        self._retranslate()
        self.set_card_width(self._card_w)

    # -- API --------------------------------------------------------------------------
    def card_of(self, pick: PickableCard) -> Card:
        return self.roles[self.role_cards.index(pick)]

    def pick_widget(self, card: Card) -> PickableCard:
        return self.role_cards[self.roles.index(card)]

    def set_picked(self, card: Card | None) -> None:
        for c, pick in zip(self.roles, self.role_cards):
            pick.set_picked(c == card)

    def set_muted(self, card: Card | None) -> None:
        for c, pick in zip(self.roles, self.role_cards):
            pick.set_muted(c == card)

    def shown_elements(self) -> list[str]:
        return [element_id(c) for c in (*self.diamonds, *self.roles)]

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self._retranslate()

    def fit(self, available: int, max_card_width: int) -> None:
        """The largest card width (up to ``max_card_width``) at which the whole treasure fits
        into ``available`` pixels across. Role cards stay in one row while their cards are at
        least ``MIN_ONE_ROW`` wide there; else they wrap into two rows (twelve players in a
        small window). Where beside the diamonds they would still run more than two rows deep
        (each column needs the width of "Undercover" at the least readable size; twelve
        players' take at 800×600 ran five rows deep beside an empty half, issue 31), they
        stand in two rows beside a tighter fan of diamonds, or, where even that leaves the fan
        too little room, under the diamonds in as many columns as the whole width holds."""
        d, r = len(self.diamonds), len(self.roles)
        fan_units = 1 + max(0, d - 1) * 0.28

        def width(columns: int) -> float:
            units = fan_units + max(1, columns)
            return (available - 28 - max(1, columns) * 28) / units

        columns = max(1, r)
        if r > 1 and width(columns) < self.MIN_ONE_ROW:
            columns = (r + 1) // 2
        # a role's longest word at the smallest readable size sets a column's least width
        # ("Verdeckter" under a narrow card, issue 31 item 10): fewer columns where they
        # would not fit across
        need = self._label_need()
        while columns > 1 and columns * (need + 6) + fan_units * width(columns) + 28 > available:
            columns -= 1
        stacked = r > 0 and -(-r // columns) > self.MAX_ROWS_BESIDE
        card_w, fan_room, self._column_w = width(columns), 0, 0
        if stacked:
            # first choice: two rows beside a tighter fan of diamonds (their count stands
            # above it) — the least height
            two = -(-r // self.MAX_ROWS_BESIDE)
            w = min(max_card_width, self.MAX_SQUEEZED_CARD)
            room = int(available - 28 - two * (need + 6))
            if room >= w * (1 + max(0, d - 1) * self.MIN_FAN_STEP):
                stacked, columns, card_w, fan_room = False, two, w, room
        if stacked:  # else under the diamonds, in as many columns as the whole width holds
            columns = max(1, min(r, (available + 6) // (need + 6)))
        columns = -(-r // -(-r // columns)) if r else columns  # the rows evenly filled
        if stacked:
            self._column_w = (available + 6) // columns - 6
            card_w = min(available / fan_units, self._column_w - 22)
        self._set_stacked(stacked)
        self.fan.setMaximumWidth(fan_room or 16_777_215)
        if columns != self._columns:
            self._columns = columns
            self._place_roles()
        self.set_card_width(int(min(max_card_width, card_w)))

    MAX_ROWS_BESIDE = 2
    """Role cards run no deeper than this beside the diamonds (see :meth:`fit`)."""
    MIN_FAN_STEP = 0.12
    """The least step between the diamonds of a fan squeezed to make room for the role cards."""
    MAX_SQUEEZED_CARD = 60
    """The card width beside a squeezed fan (a small window's: the panel shrinks it further)."""

    def _set_stacked(self, stacked: bool) -> None:
        """The role cards beside the diamonds (left to right) or under them (top to bottom)."""
        direction = QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight
        if self._lay.direction() != direction:
            self._lay.setDirection(direction)
            self._lay.setSpacing(6 if stacked else 28)

    MIN_ONE_ROW = 64

    def _label_need(self) -> int:
        """The width a role label needs for its longest word at the smallest readable size."""
        font = QFont()
        font.setPixelSize(style.MIN_TEXT_PX)
        metrics = QFontMetrics(font)
        words = [w for label in self.role_labels for w in label.text().split()] or [""]
        return max(metrics.horizontalAdvance(w) for w in words) + 8

    def _place_roles(self) -> None:
        for pick, label in zip(self.role_cards, self.role_labels):
            self.role_grid.removeWidget(pick)
            self.role_grid.removeWidget(label)
        for k, (pick, label) in enumerate(zip(self.role_cards, self.role_labels)):
            row, col = divmod(k, self._columns)
            self.role_grid.addWidget(pick, 2 * row, col, Qt.AlignmentFlag.AlignHCenter)
            self.role_grid.addWidget(label, 2 * row + 1, col, Qt.AlignmentFlag.AlignTop)

    def set_card_width(self, width: int) -> None:
        self._card_w = width = max(40, int(width))
        height = round(width / self._renderer.aspect())
        self.fan.set_card_width(width)
        for outline in (self.diamond_outline, self.role_outline):
            outline.setFixedSize(width, height)
        for pick, label in zip(self.role_cards, self.role_labels):
            pick.set_card_width(width)
            label.setFixedWidth(max(width + 22, self._label_need(), self._column_w))
        self._label_px = max(13, min(22, width // 6))
        self._fit_role_labels()
        set_px(self.diamond_title, self._label_px + 3, True)
        set_px(self.role_title, self._label_px + 3, True)

    # -- texts ------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        # a hidden label's text is still there for a scan: leave it empty, not just hidden
        self.diamond_title.setText(self.tr("Diamonds: %n", "", len(self.diamonds)) if self._titles else "")
        self.role_title.setText(self.tr("Role cards: %n", "", len(self.roles)) if self._titles else "")
        for card, label, pick in zip(self.roles, self.role_labels, self.role_cards):
            label.setText(f"{card_label(card, self._lang)}\n{role_name(role_of(card), self._lang)}")
            # a pick is a button named by its card (only on the seat's own private screen:
            # only there can a card be picked, and the screen is destroyed when hidden)
            pick.setAccessibleName(label.text().replace("\n", ", ") if pick.is_pickable() else "")
        self._fit_role_labels()

    def _fit_role_labels(self) -> None:
        """Each card's name wraps between its words and draws a little smaller where its
        longest word ("Undercover") is wider than the label: never cut mid-word."""
        px = getattr(self, "_label_px", 13)
        for label in self.role_labels:
            words = label.text().split() or [""]
            room = label.width() - 4 if label.maximumWidth() == label.minimumWidth() else 10_000
            set_px(label, min(fitting_px(w, px, room, bold=False) for w in words))
