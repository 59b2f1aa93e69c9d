"""The Tempelgold table's graphics scene: it shows what the seat and pile models hold.

The scene listens to :class:`~gui.tempelgold.models.SeatListModel` and
:class:`~gui.tempelgold.models.PileListModel` and updates only the items that changed: a
seat whose row shrank loses one card item (the one that was opened, if the screen said
which), a pile that grew gains one, the key moves when ``HasKeyRole`` moves. Items are
created once and reused; a new geometry (window resize, a new round's shorter rows, another
deck's aspect) moves and resizes the existing items instead of rebuilding them.

It never sees a card identity of a face-down chamber: rows are drawn as ``PLAY_BACK`` from
the seats' counts, and piles from the opened cards the pile model holds.

Decisions (see also :mod:`gui.tempelgold.layout` and :mod:`gui.tempelgold.pile_layout`):

* The key lies across the key holder's own row (as a real key is put down in front of one's
  cards) and the holder's name plate turns gold. That row is dimmed and never clickable, so
  the key covers nothing anyone needs.
* Rows are planned for ``SlotsRole`` cards (the round's row length), so a row does not jump
  when one of its cards is opened; the remaining cards stay centred under the name.
* Keyboard: with the view focused, Left/Right step through the chambers that may be opened
  now (clockwise, seat by seat, each row left to right), Up/Down jump to the next/previous
  seat, Enter (or Space) opens the focused chamber exactly as a click would. A focus ring
  shows where the focus is once the keyboard is used (or the view got focus by Tab).
"""
from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QFontMetricsF, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from engine.tempelgold import ChamberKind
from gui.cards import PLAY_BACK, CardItem, DeckRenderer, element_id
from gui.table_kit import style
from gui.table_kit.focus import keep_focus, step_focus
from gui.table_kit.items import FocusRing, PlateItem
from gui.tempelgold.items import KeyItem, SlotOutline
from gui.tempelgold.layout import SCENE_HEIGHT, TableLayout, table_layout
from gui.tempelgold.models import PILE_ORDER, PileListModel, SeatListModel
from gui.tempelgold.pile_layout import PileGeometry, plan_piles

#: Static items (rows, piles, plates, the key) are cached as device pixmaps: a repaint then
#: blits ~70 pixmaps instead of re-running every paint(). Measured in bench/bench_table.py:
#: ~10 ms → ~3 ms per full repaint at ten players. The flying card is not cached.
CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache
OWN_ROW_OPACITY = 0.45


def _measure(text: str, px: float) -> float:
    return QFontMetricsF(style.font(px, bold=True)).horizontalAdvance(text)


class TableScene(QGraphicsScene):
    """Seats around the felt, the key, the three centre piles: a view of two models."""

    chamberClicked = Signal(int, int)   # owner, slot
    focusChanged = Signal()             # the keyboard focus moved to another chamber (or none)

    def __init__(self, renderer: DeckRenderer, seats: SeatListModel, piles: PileListModel,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._seat_model = seats
        self._pile_model = piles
        self._size = (SCENE_HEIGHT * 16 / 9, SCENE_HEIGHT)
        self._layout: TableLayout | None = None
        self._rows: dict[int, list[CardItem]] = {}
        self._plates: dict[int, PlateItem] = {}
        self.computers: frozenset[int] = frozenset()  # the computer players' seats (marked)
        self._pile_items: dict[ChamberKind, list[CardItem]] = {kind: [] for kind in PILE_ORDER}
        self._pile_labels: dict[ChamberKind, PlateItem] = {}
        self._outlines: dict[ChamberKind, SlotOutline] = {}
        self._pile_names = {ChamberKind.GOLD: "Gold", ChamberKind.EMPTY: "Empty", ChamberKind.TRAP: "Traps"}
        self._remove_hint: dict[int, int] = {}
        self._clickable = False
        for kind in PILE_ORDER:
            label, outline = PlateItem(), SlotOutline(QRectF())
            self.addItem(label)
            self.addItem(outline)
            self._pile_labels[kind], self._outlines[kind] = label, outline
        self.key_item = KeyItem()
        self.key_item.setVisible(False)
        self.addItem(self.key_item)
        self.focus_ring = FocusRing()
        self.addItem(self.focus_ring)
        self._focus: tuple[int, int] | None = None
        self._show_focus = False
        seats.modelReset.connect(self._reset_seats)
        seats.rowsInserted.connect(self._reset_seats)
        seats.rowsRemoved.connect(self._reset_seats)
        seats.dataChanged.connect(self._on_seats_changed)
        piles.dataChanged.connect(self._sync_piles)
        piles.modelReset.connect(self._sync_piles)
        renderer.changed.connect(self.relayout)

    # -- what the screen tells the scene ---------------------------------------------------
    def set_size(self, width: float, height: float) -> None:
        """The scene's size in scene units (the screen picks it from the viewport's aspect)."""
        if (width, height) != self._size:
            self._size = (width, height)
            self.relayout()

    def set_pile_names(self, names: dict[ChamberKind, str]) -> None:
        """The piles' names in the UI language ("Gold", "Leer", "Fallen")."""
        self._pile_names = dict(names)
        self._sync_piles()

    def set_clickable(self, on: bool) -> None:
        """Whether chambers may be clicked now (interactive and no animation playing)."""
        self._clickable = bool(on)
        self._update_clickable()

    def remove_next(self, seat: int, slot: int) -> None:
        """The next time ``seat``'s row shrinks by one, the card at ``slot`` is the one that goes."""
        self._remove_hint[seat] = slot

    # -- accessors (screen, animation, tests) ----------------------------------------------
    def table_layout(self) -> TableLayout | None:
        return self._layout

    def row_items(self, seat: int) -> list[CardItem]:
        return list(self._rows.get(seat, []))

    def pile_items(self, kind: ChamberKind) -> list[CardItem]:
        return list(self._pile_items.get(kind, []))

    def plate_item(self, seat: int) -> PlateItem:
        return self._plates[seat]

    def pile_label(self, kind: ChamberKind) -> PlateItem:
        return self._pile_labels[kind]

    def is_clickable(self, seat: int) -> bool:
        holder = self._seat_model.key_holder()
        return self._clickable and holder is not None and seat != holder

    # -- layout ------------------------------------------------------------------------------
    def relayout(self) -> None:
        """Place every item for the current size, deck aspect and row lengths."""
        model = self._seat_model
        counts = [model.data(model.index(r), SeatListModel.SlotsRole) for r in range(model.rowCount())]
        width, height = self._size
        self.setSceneRect(QRectF(0, 0, width, height))
        if not counts:
            self._layout = None
            return
        self._layout = table_layout(width, counts, float(self._renderer.aspect()), height)
        for row in range(model.rowCount()):
            self._sync_seat(row)
        self._sync_key()
        self._sync_piles()
        self._update_clickable()

    def _counts_changed(self) -> bool:
        lay = self._layout
        model = self._seat_model
        if lay is None or len(lay.seats) != model.rowCount():
            return True
        counts = [model.data(model.index(r), SeatListModel.SlotsRole) for r in range(model.rowCount())]
        return self._layout is not table_layout(self._size[0], counts, float(self._renderer.aspect()), self._size[1])

    def _reset_seats(self, *_args: object) -> None:
        for seat in list(self._rows):
            self._drop_items(self._rows.pop(seat))
        for plate in self._plates.values():
            self.removeItem(plate)
        self._plates = {}
        self.relayout()

    def _on_seats_changed(self, top: QModelIndex, bottom: QModelIndex, _roles: object = None) -> None:
        if self._counts_changed():
            self.relayout()
            return
        for row in range(top.row(), bottom.row() + 1):
            self._sync_seat(row)
        self._sync_key()
        self._update_clickable()

    # -- seats -------------------------------------------------------------------------------
    def _sync_seat(self, row: int) -> None:
        lay = self._layout
        if lay is None:
            return
        model = self._seat_model
        index = model.index(row)
        seat = model.data(index, SeatListModel.SeatRole)
        name = model.data(index, SeatListModel.NameRole)
        face_down = model.data(index, SeatListModel.FaceDownRole)
        has_key = model.data(index, SeatListModel.HasKeyRole)
        g = lay.seats[seat]
        items = self._rows.setdefault(seat, [])
        hint = self._remove_hint.pop(seat, None)
        while len(items) > face_down:
            slot = hint if hint is not None and 0 <= hint < len(items) else len(items) - 1
            hint = None
            self._drop_items([items.pop(slot)])
        while len(items) < face_down:
            item = CardItem(self._renderer, PLAY_BACK, g.card_width)
            item.setCacheMode(CACHE)
            item.clicked.connect(self._on_item_clicked)
            self.addItem(item)
            items.append(item)
        for slot, item in enumerate(items):
            item.set_width(g.card_width)
            item.setPos(g.slot_pos(slot, face_down))
            item.setZValue(10 + slot)
            item.setOpacity(OWN_ROW_OPACITY if has_key else 1.0)
        plate = self._plates.get(seat)
        if plate is None:
            plate = self._plates[seat] = PlateItem()
            self.addItem(plate)
        plate.configure(self._plate_rect(g.plate_rect, name), name, highlight=has_key, computer=seat in self.computers)

    def _drop_items(self, items: list[CardItem]) -> None:
        for item in items:
            self.removeItem(item)
            item.deleteLater()

    @staticmethod
    def _plate_rect(block: QRectF, name: str) -> QRectF:
        """A plate as wide as the name needs (within the block)."""
        px = min(block.height() * 0.62, 40.0)
        w = min(block.width(), max(_measure(name, px) + 40, block.height() * 3))
        return QRectF(block.center().x() - w / 2, block.top(), w, block.height())

    def _sync_key(self) -> None:
        """Lay the key across the holder's own (dimmed, unclickable) row."""
        holder = self._seat_model.key_holder()
        lay = self._layout
        if holder is None or lay is None or not 0 <= holder < len(lay.seats):
            self.key_item.setVisible(False)
            return
        face_down = len(self._rows.get(holder, []))
        self.key_item.setPos(self.key_pos(holder, face_down))
        self.key_item.setVisible(True)

    def key_pos(self, seat: int, face_down: int) -> QPointF:
        """Where the key lies on ``seat``'s row of ``face_down`` cards (sets its length too)."""
        assert self._layout is not None
        g = self._layout.seats[seat]
        count = max(1, face_down)
        row_w = g.card_width + (count - 1) * g.step
        length = min(g.card_height * 0.95, max(row_w, g.card_width * 1.4) * 0.8)
        self.key_item.set_length(length)
        left = g.slot_pos(0, count).x()
        centre = QPointF(left + row_w / 2, g.row_rect.top() + g.card_height * 0.62)
        # the key's path spans x ∈ [-0.2, 1.0]·length around its bow: centre that span
        return QPointF(centre.x() - 0.4 * length, centre.y())

    # -- piles -------------------------------------------------------------------------------
    def _pile_plan(self) -> dict[ChamberKind, PileGeometry] | None:
        lay = self._layout
        if lay is None:
            return None
        model = self._pile_model
        counts, numbers = {}, {}
        for row, kind in enumerate(PILE_ORDER):
            index = model.index(row)
            count = model.data(index, PileListModel.CountRole)
            total = model.data(index, PileListModel.TotalRole)
            counts[kind] = count
            numbers[kind] = f"{count}/{total}" if total is not None else str(count)
        return plan_piles(lay.centre, lay.card_width, lay.card_height, counts, self._pile_names, numbers, _measure)

    def _sync_piles(self, *_args: object) -> None:
        plan = self._pile_plan()
        if plan is None:
            return
        for row, kind in enumerate(PILE_ORDER):
            geo = plan[kind]
            label = geo.label
            self._pile_labels[kind].configure(label.rect, label.text, label.sub, pixel=label.pixel)
            cards = self._pile_model.data(self._pile_model.index(row), PileListModel.CardsRole)
            items = self._pile_items[kind]
            while len(items) > len(cards):
                self._drop_items([items.pop()])
            for j, card in enumerate(cards):
                if j == len(items):
                    item = CardItem(self._renderer, element_id(card), geo.card_width)
                    item.setCacheMode(CACHE)
                    self.addItem(item)
                    items.append(item)
                item = items[j]
                item.set_element(element_id(card))
                item.set_width(geo.card_width)
                item.setPos(geo.positions[j])
                item.setZValue(20 + j)
            outline = self._outlines[kind]
            outline.set_rect(geo.outline)
            outline.setVisible(not cards)

    # -- clicking ----------------------------------------------------------------------------
    def _update_clickable(self) -> None:
        for seat, items in self._rows.items():
            on = self.is_clickable(seat)
            for item in items:
                item.setClickable(on)
        self._sync_focus()

    # -- keyboard ----------------------------------------------------------------------------
    def focused_chamber(self) -> tuple[int, int] | None:
        """(owner, slot) of the chamber the keyboard focus is on, if it may be opened now and
        its ring shows: the one Enter opens (the table's accessible name promises so)."""
        return self._focus if self._show_focus and self._focus in self._targets() else None

    def _targets(self) -> list[tuple[int, int]]:
        return [(seat, slot) for seat in sorted(self._rows) if self.is_clickable(seat)
                for slot in range(len(self._rows[seat]))]

    def _sync_focus(self) -> None:
        """Keep the focus on a chamber that may be opened (same seat if possible); place the ring."""
        targets = self._targets()
        if not targets:  # nothing may be opened now (animation, not interactive): keep the place
            if self.focus_ring.isVisible():
                self.focus_ring.setVisible(False)
                self.focusChanged.emit()
            return
        old, shown = self._focus, self.focus_ring.isVisible()
        new = keep_focus(targets, old)
        if new is None and self._show_focus:  # focused by keys before anything could be opened
            new = targets[0]
        self._focus = new
        ring = self.focus_ring
        if new is not None and self._show_focus:
            ring.set_rect(self._rows[new[0]][new[1]].sceneBoundingRect())
            ring.setVisible(True)
        else:
            ring.setVisible(False)
        if new != old or ring.isVisible() != shown:
            self.focusChanged.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt name
        targets = self._targets()
        key = event.key()
        arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
        if not targets or key not in (*arrows, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            super().keyPressEvent(event)
            return
        event.accept()
        current = self._focus if self._focus in targets else None
        if key in arrows:
            self._show_focus = True
            self._focus = step_focus(targets, current, key)
            self._sync_focus()
            self.focusChanged.emit()
        elif current is not None and self._show_focus:
            self.chamberClicked.emit(*current)

    def show_keyboard_focus(self) -> None:
        """The table took the keyboard focus for the player (back from the curtain; the view
        may have had it already, so no focus-in comes): the ring shows as after a Tab."""
        self._show_focus = True
        self._sync_focus()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt name
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                              Qt.FocusReason.OtherFocusReason, Qt.FocusReason.ShortcutFocusReason):
            self._show_focus = True
            if self._focus is None and self._targets():
                self._focus = self._targets()[0]
        self._sync_focus()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt name
        super().focusOutEvent(event)
        # a popup or another window (a question, the take-back's "Undo?") takes the focus for a
        # moment: the ring comes back with it, as it was
        if event.reason() not in (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason):
            self._show_focus = False
        self._sync_focus()

    def _on_item_clicked(self) -> None:
        item = self.sender()
        for seat, items in self._rows.items():
            if item in items and self.is_clickable(seat):
                self.chamberClicked.emit(seat, items.index(item))
                return
