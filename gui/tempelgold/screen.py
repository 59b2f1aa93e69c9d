"""The public Tempelgold table: seats around the felt, the key, the centre piles, the log.

Everything on this screen may be seen by the whole table. It is built only from a
:class:`~engine.tempelgold.PublicView`: the face-down rows are drawn from the seats'
``face_down`` counts as card backs, so the screen cannot show (or leak through a tooltip or
an accessible name) what it was never given.

Decisions (see also :mod:`gui.tempelgold.layout` for the geometry):

* Seat 0 sits at the bottom centre, the others clockwise as seen on screen.
* The scene reads :class:`SeatListModel` and :class:`PileListModel`; the log list shows
  :class:`LogListModel` (newest at the bottom, scrolled there after every new entry).
* The key lies across the key holder's own row (as a real key is put down in front of one's
  cards) and the holder's name plate turns gold. That row is the one that is never clickable,
  so the key covers nothing anyone needs.
* Counters, hint and buttons are ``tr()`` strings with English source text; the log is the
  engine's own text in ``lang``. Role names ("Abenteurer", "Wächter") are the game's proper
  names in both languages, as in the engine's English log.
* Rows are planned for ``chambers_per_player`` cards, so a row does not jump when one of its
  cards is opened; the remaining cards stay centred under the name.
* The key holder's own row is dimmed and never clickable; other rows are clickable only
  while :meth:`set_interactive` is on, the game runs, and no animation plays.
* An opening is animated when a new view has exactly one more opened chamber than the last
  one: the card flips face up where it lay (the slot the key holder clicked, remembered from
  ``openRequested``; the middle of the row if the click came from elsewhere), then flies to
  its pile while the key moves to the new holder; then ``animationFinished`` is emitted.
  Any other change (a new game, a loaded save) is shown at once without a signal.
"""
from __future__ import annotations

import weakref

import math

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.tempelgold import ChamberKind, PublicView
from gui.cards import PLAY_BACK, CardItem, element_id
from gui.tempelgold import style
from gui.tempelgold.items import KeyItem, PlateItem, SlotOutline
from gui.tempelgold.layout import SCENE_HEIGHT, TableLayout, table_layout
from gui.tempelgold.models import PILE_ORDER, LogListModel, PileListModel, SeatListModel


#: Static items (rows, piles, plates, the key) are cached as device pixmaps: a repaint then
#: blits ~70 pixmaps instead of re-running every paint(). Measured in bench/bench_table.py:
#: ~10 ms → ~3 ms per full repaint at ten players. The flying card is not cached (it changes
#: every frame).
_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache


class _FeltView(QGraphicsView):
    """The graphics view: felt background, no scroll bars, re-layout on resize."""

    def __init__(self, owner: TempelgoldTableScreen) -> None:
        super().__init__()
        # A weak reference: a strong one makes a cycle of two Qt wrappers that Python's gc
        # does not collect, and every dropped table kept its dead card items (issue 9 §4).
        self._owner = weakref.ref(owner)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(style.FELT_DARK)
        self.setMinimumSize(320, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, style.FELT_DARK)
        scene_rect = self.sceneRect()
        table = scene_rect.adjusted(4, 4, -4, -4)
        grad = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.6)
        grad.setColorAt(0.0, style.FELT_LIGHT)
        grad.setColorAt(0.7, style.FELT)
        grad.setColorAt(1.0, style.FELT_DARK)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 60), 6))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(table, table.height() * 0.22, table.height() * 0.22)

    def resizeEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        super().resizeEvent(event)
        owner = self._owner()
        if owner is not None:
            owner._on_view_resized()


class _Banner(QWidget):
    """A big, clear message over the table (round end, game end), with an optional button."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setObjectName("tgBanner")
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        self.card = QFrame(self)
        self.card.setObjectName("tgBannerCard")
        self.card.setStyleSheet(
            "#tgBannerCard { background: #10281d; border: 3px solid #e8b93a; border-radius: 18px; }"
        )
        inner = QVBoxLayout(self.card)
        inner.setContentsMargins(48, 32, 48, 32)
        inner.setSpacing(24)
        self.label = QLabel(self.card)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("color: #f3efe2;")
        self.button = QPushButton(self.card)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setStyleSheet(
            "QPushButton { background: #e8b93a; color: #1b1b1b; border: none; border-radius: 10px;"
            " padding: 12px 36px; font-weight: bold; }"
            "QPushButton:hover { background: #f5cf62; }"
        )
        inner.addWidget(self.label)
        inner.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.card, 3)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)

    def paintEvent(self, event) -> None:  # noqa: ANN001
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(5, 15, 10, 170))

    def set_scale(self, height: int) -> None:
        px = max(26, min(54, height // 16))
        f = style.font(px, bold=True)
        self.label.setFont(f)
        self.button.setFont(style.font(max(18, px * 0.6), bold=True))


class TempelgoldTableScreen(QWidget):
    """The public table. See the module docstring for the decisions behind it."""

    openRequested = Signal(int, int)
    bannerButtonClicked = Signal()
    endHopelessRequested = Signal()
    peekRequested = Signal()
    animationFinished = Signal()

    #: Durations of the opening animation (flip where it lay, then fly to the pile), ~600 ms.
    FLIP_MS = 260
    MOVE_MS = 340

    def __init__(self, renderer, lang: str, parent: QWidget | None = None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self._renderer = renderer
        self._lang = lang
        self._view: PublicView | None = None
        self._interactive = False
        self._animating = False
        self._anim: QSequentialAnimationGroup | None = None
        self._flyer: CardItem | None = None
        self._hidden_target: CardItem | None = None
        self._last_request: tuple[int, int] | None = None
        self._layout: TableLayout | None = None
        self._layout_key: tuple | None = None
        self._banner_text: str | None = None
        self._banner_button: str | None = None

        self.seat_model = SeatListModel(self)
        self.log_model = LogListModel(lang, self)
        self.pile_model = PileListModel(self)

        self.setObjectName("tgTable")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#tgTable { background: #10281d; }")

        self.scene = QGraphicsScene(self)
        self.view = _FeltView(self)
        self.view.setScene(self.scene)
        self._rows: dict[int, list[CardItem]] = {}
        self._plates: dict[int, PlateItem] = {}
        self._piles: dict[ChamberKind, list[CardItem]] = {kind: [] for kind in PILE_ORDER}
        self._pile_labels: dict[ChamberKind, PlateItem] = {}
        self._outlines: list[SlotOutline] = []
        self.key_item = KeyItem()
        self.key_item.setVisible(False)
        self.scene.addItem(self.key_item)

        # Top: the counters in a large bar.
        self.counters = QLabel(self)
        self.counters.setObjectName("tgCounters")
        self.counters.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.counters.setStyleSheet("color: #f3efe2; background: #0c2017; padding: 6px 12px;")
        # Bottom: whose turn and what to do.
        self.hint = QLabel(self)
        self.hint.setObjectName("tgHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #e8b93a; background: #0c2017; padding: 6px 12px;")

        # Right: the hopeless notice, the log, the peek button.
        self.side = QWidget(self)
        self.side.setObjectName("tgSide")
        self.side.setStyleSheet("#tgSide { background: #13301f; }")
        side = QVBoxLayout(self.side)
        side.setContentsMargins(12, 12, 12, 12)
        side.setSpacing(10)
        self.hopeless_box = QFrame(self.side)
        self.hopeless_box.setObjectName("tgHopeless")
        self.hopeless_box.setStyleSheet(
            "#tgHopeless { background: #4a2a12; border: 2px solid #e58a3a; border-radius: 10px; }"
            "QLabel { color: #fde7cf; }"
        )
        hb = QVBoxLayout(self.hopeless_box)
        hb.setContentsMargins(12, 10, 12, 10)
        self.hopeless_label = QLabel(self.hopeless_box)
        self.hopeless_label.setWordWrap(True)
        self.hopeless_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hopeless_button = QPushButton(self.hopeless_box)
        self.hopeless_button.setStyleSheet(
            "QPushButton { background: #e58a3a; color: #1b1b1b; border: none; border-radius: 8px; padding: 8px 18px;"
            " font-weight: bold; } QPushButton:hover { background: #f3a35c; }"
        )
        self.hopeless_button.clicked.connect(self.endHopelessRequested)
        hb.addWidget(self.hopeless_label)
        hb.addWidget(self.hopeless_button)
        self.hopeless_box.setVisible(False)
        self.log_title = QLabel(self.side)
        self.log_title.setStyleSheet("color: #c9c3b0;")
        self.log_view = QListView(self.side)
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.log_view.setSpacing(3)
        self.log_view.setStyleSheet(
            "QListView { background: #0f2619; color: #f3efe2; border: none; border-radius: 8px; padding: 6px; }"
            "QScrollBar:vertical { background: #0f2619; width: 10px; margin: 0; }"
            "QScrollBar::handle:vertical { background: #3d6b53; border-radius: 5px; min-height: 30px; }"
            "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
            "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
        )
        # Scroll after the list has laid out the new (word-wrapped) rows, not before.
        self.log_model.rowsInserted.connect(self._scroll_log_soon)
        self.log_model.modelReset.connect(self._scroll_log_soon)
        self.log_model.dataChanged.connect(self._scroll_log_soon)
        self.peek_button = QPushButton(self.side)
        self.peek_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.peek_button.setStyleSheet(
            "QPushButton { background: #2b6347; color: #f3efe2; border: 1px solid #5c8f72; border-radius: 10px;"
            " padding: 10px 14px; font-weight: bold; } QPushButton:hover { background: #357a57; }"
        )
        self.peek_button.clicked.connect(self.peekRequested)
        side.addWidget(self.hopeless_box)
        side.addWidget(self.log_title)
        side.addWidget(self.log_view, 1)
        side.addWidget(self.peek_button)

        middle = QHBoxLayout()
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(0)
        middle.addWidget(self.view, 1)
        middle.addWidget(self.side)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self.counters)
        outer.addLayout(middle, 1)
        outer.addWidget(self.hint)

        self.banner = _Banner(self)
        self.banner.button.clicked.connect(self.bannerButtonClicked)
        self.banner.setVisible(False)

        self._apply_fonts()
        self._retranslate()

    # -- public API ---------------------------------------------------------------------
    def show_view(self, view: PublicView) -> None:
        """Show ``view``; animate a single new opening (see the module docstring)."""
        if self._animating:
            self._finish_animation()
        prev = self._view
        opening = (
            prev is not None
            and prev.players == view.players
            and len(view.opened) == len(prev.opened) + 1
            and view.opened[:-1] == prev.opened
        )
        start: tuple[QPointF, float] | None = None
        old_row: list[QPointF] = []
        key_from = self.key_item.pos()
        if opening:
            chamber = view.opened[-1]
            row = self._rows.get(chamber.owner, [])
            if row:
                slot = len(row) // 2
                if self._last_request is not None and self._last_request[0] == chamber.owner \
                        and 0 <= self._last_request[1] < len(row):
                    slot = self._last_request[1]
                item = row[slot]
                start = (item.scenePos(), item.width())
                # Where the remaining cards lay: the row closes up during the flight.
                old_row = [it.pos() for k, it in enumerate(row) if k != slot]
        self._last_request = None
        self._view = view
        self.seat_model.set_view(view)
        self.pile_model.set_view(view)
        self.log_model.set_view(view)
        self._rebuild()
        self._update_texts()
        if opening:
            if start is not None and self._animate_opening(view, start, key_from, old_row):
                return
            # Nothing to animate (should not happen): still tell the controller we are done.
            QTimer.singleShot(0, self.animationFinished.emit)

    def set_interactive(self, on: bool) -> None:
        self._interactive = bool(on)
        self._update_clickable()

    def is_interactive(self) -> bool:
        return self._interactive

    def is_animating(self) -> bool:
        return self._animating

    def set_language(self, lang: str) -> None:
        """Switch the language of engine texts (the log) and re-render every UI text."""
        self._lang = lang
        self.log_model.set_language(lang)
        self._retranslate()

    def set_banner(self, text: str | None, button_text: str | None = None) -> None:
        self._banner_text, self._banner_button = text, button_text
        if not text:
            self.banner.setVisible(False)
            return
        self.banner.label.setText(text)
        self.banner.button.setText(button_text or "")
        self.banner.button.setVisible(bool(button_text))
        self.banner.setGeometry(self.rect())
        self.banner.set_scale(self.height())
        self.banner.setVisible(True)
        self.banner.raise_()

    # -- for tests and the benchmark ----------------------------------------------------
    def row_items(self, seat: int) -> list[CardItem]:
        """The face-down card items of ``seat`` (left to right)."""
        return list(self._rows.get(seat, []))

    def pile_items(self, kind: ChamberKind) -> list[CardItem]:
        return list(self._piles.get(kind, []))

    def plate_item(self, seat: int) -> PlateItem:
        return self._plates[seat]

    def table_layout(self) -> TableLayout | None:
        return self._layout

    def counters_text(self) -> str:
        return self.counters.text()

    def hint_text(self) -> str:
        return self.hint.text()

    # -- Qt events ----------------------------------------------------------------------
    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self.banner.setGeometry(self.rect())
        self.banner.set_scale(self.height())
        self._apply_fonts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _on_view_resized(self) -> None:
        if self._animating:
            self._finish_animation()
        self._rebuild()

    def _scroll_log_soon(self, *_args) -> None:
        QTimer.singleShot(0, self.log_view.scrollToBottom)
        QTimer.singleShot(50, self.log_view.scrollToBottom)

    # -- texts --------------------------------------------------------------------------
    def _apply_fonts(self) -> None:
        h = max(self.height(), 480)
        big = max(20, min(36, h // 26))
        self.counters.setFont(style.font(big, bold=True))
        self.hint.setFont(style.font(max(18, big * 0.8), bold=True))
        small = max(15, min(22, h // 40))
        self.log_view.setFont(style.font(small))
        self.log_title.setFont(style.font(small, bold=True))
        self.peek_button.setFont(style.font(small + 1, bold=True))
        self.hopeless_label.setFont(style.font(small + 1, bold=True))
        self.hopeless_button.setFont(style.font(small, bold=True))
        self.side.setFixedWidth(max(260, min(420, self.width() // 4)))

    def _retranslate(self) -> None:
        self.log_title.setText(self.tr("Game log"))
        self.peek_button.setText(self.tr("Look at my cards"))
        self.hopeless_label.setText(self.tr("The Abenteurer can no longer win"))
        self.hopeless_button.setText(self.tr("End game"))
        self.view.setAccessibleName(self.tr("Table"))
        self._update_texts()
        if self._view is not None:
            self._rebuild()

    def _update_texts(self) -> None:
        v = self._view
        if v is None:
            self.counters.setText("")
            self.hint.setText("")
            self.hopeless_box.setVisible(False)
            return
        self.counters.setText(style.qt_arg(
            self.tr("Round %1/%2 · %3/%4 opened · Gold %5/%6 · Traps %7/%8"),
            v.round, v.rounds, v.opened_this_round, v.openings_per_round,
            v.gold_found, v.gold_total, v.traps_found, v.traps_total,
        ))
        if v.outcome is None:
            holder = v.players[v.key_holder]
            self.hint.setText(style.qt_arg(self.tr("%1 holds the key: click a chamber of another player"), holder))
        else:
            self.hint.setText(self.tr("The game is over"))
        self.hopeless_box.setVisible(bool(v.hopeless) and v.outcome is None)
        self.peek_button.setVisible(v.outcome is None)

    # -- the scene ----------------------------------------------------------------------
    def _scene_size(self) -> tuple[float, float]:
        vp = self.view.viewport().size()
        ratio = vp.width() / max(1, vp.height())
        ratio = min(2.4, max(1.2, ratio))
        # Quantised, so that a live window resize reuses layouts (one costs up to ~60 ms at
        # ten seats); the few scene units of difference vanish in fitInView's letterbox.
        return round(SCENE_HEIGHT * ratio / 16) * 16.0, SCENE_HEIGHT

    def _clear_scene_items(self) -> None:
        for items in self._rows.values():
            for item in items:
                self.scene.removeItem(item)
        for plate in self._plates.values():
            self.scene.removeItem(plate)
        for items in self._piles.values():
            for item in items:
                self.scene.removeItem(item)
        for plate in self._pile_labels.values():
            self.scene.removeItem(plate)
        for outline in self._outlines:
            self.scene.removeItem(outline)
        self._rows, self._plates, self._pile_labels, self._outlines = {}, {}, {}, []
        self._piles = {kind: [] for kind in PILE_ORDER}

    def _rebuild(self) -> None:
        v = self._view
        if v is None:
            return
        width, height = self._scene_size()
        aspect = float(self._renderer.aspect())
        counts = [max(v.chambers_per_player, s.face_down) for s in v.seats]
        key = (round(width), tuple(counts), round(aspect, 4))
        if key != self._layout_key:
            self._layout = table_layout(width, counts, aspect, height)
            self._layout_key = key
        lay = self._layout
        assert lay is not None
        self._clear_scene_items()
        self.scene.setSceneRect(QRectF(0, 0, width, height))
        running = v.outcome is None

        # The scene reads the seat model (names, face-down counts, the key) — never card identities.
        sm = self.seat_model
        for row_index in range(sm.rowCount()):
            index = sm.index(row_index)
            seat_no = sm.data(index, SeatListModel.SeatRole)
            name = sm.data(index, SeatListModel.NameRole)
            face_down = sm.data(index, SeatListModel.FaceDownRole)
            has_key = sm.data(index, SeatListModel.HasKeyRole)
            g = lay.seats[seat_no]
            own = running and has_key
            row = []
            for slot in range(face_down):
                item = CardItem(self._renderer, PLAY_BACK, g.card_width)
                item.setPos(g.slot_pos(slot, face_down))
                item.setZValue(10 + slot)
                if own:
                    item.setOpacity(0.45)
                item.clicked.connect(lambda *_, o=seat_no, s=slot: self._on_card_clicked(o, s))
                item.setCacheMode(_CACHE)
                self.scene.addItem(item)
                row.append(item)
            self._rows[seat_no] = row
            plate = PlateItem()
            plate.configure(self._plate_rect(g.plate_rect, name), name, highlight=has_key and running)
            self.scene.addItem(plate)
            self._plates[seat_no] = plate

        self._layout_piles(v, lay)
        self._place_key(v, lay)
        self._update_clickable()
        self.view.resetCachedContent()
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def _plate_rect(self, block: QRectF, name: str) -> QRectF:
        """A plate as wide as the name needs (within the block)."""
        px = min(block.height() * 0.62, 40.0)
        f = style.font(px, bold=True)
        text_w = QFontMetricsF(f).horizontalAdvance(name) + 40
        w = min(block.width(), max(text_w, block.height() * 3))
        return QRectF(block.center().x() - w / 2, block.top(), w, block.height())

    def _place_key(self, v: PublicView, lay: TableLayout) -> None:
        """Lay the key across the holder's own (dimmed, unclickable) row, like a real key
        put down in front of one's cards; the holder's name plate turns gold as well."""
        if v.outcome is not None or not 0 <= v.key_holder < len(lay.seats):
            self.key_item.setVisible(False)
            return
        self.key_item.setPos(self._key_pos(lay, v.key_holder, v.seats[v.key_holder].face_down))
        self.key_item.setVisible(True)

    def _key_pos(self, lay: TableLayout, seat: int, face_down: int) -> QPointF:
        g = lay.seats[seat]
        count = max(1, face_down)
        row_w = g.card_width + (count - 1) * g.step
        length = min(g.card_height * 0.95, max(row_w, g.card_width * 1.4) * 0.8)
        self.key_item.set_length(length)
        left = g.slot_pos(0, count).x()
        centre = QPointF(left + row_w / 2, g.row_rect.top() + g.card_height * 0.62)
        # the key's path spans x ∈ [-0.2, 1.0]·length around its bow: centre that span
        return QPointF(centre.x() - 0.4 * length, centre.y())

    def _layout_piles(self, v: PublicView, lay: TableLayout) -> None:
        c = lay.centre
        label_h = min(66.0, max(50.0, c.height() * 0.2))
        gap = 18.0
        # The empty pile grows largest, the trap pile stays small: give them room to match.
        weights = {ChamberKind.GOLD: 1.0, ChamberKind.EMPTY: 1.3, ChamberKind.TRAP: 0.9}
        unit = (c.width() - 2 * gap) / sum(weights.values())
        col_w = unit * weights[ChamberKind.TRAP]
        avail_h = c.height() - label_h - 10
        pch = min(lay.card_height * 0.9, avail_h)
        pcw = pch * lay.card_width / lay.card_height
        if pcw > col_w * 0.9:
            pcw = col_w * 0.9
            pch = pcw * lay.card_height / lay.card_width
        piles = {kind: self.pile_model.cards(kind) for kind in PILE_ORDER}
        names, counts = self._pile_label_parts(v)
        labels = {kind: f"{names[kind]} {counts[kind]}" for kind in PILE_ORDER}

        def fit(texts: dict[ChamberKind, str], px: float) -> float:
            # One type size for all three labels: the largest at which every label fits.
            for kind in PILE_ORDER:
                avail = unit * weights[kind] - 20
                while px > 12 and QFontMetricsF(style.font(px, bold=True)).horizontalAdvance(texts[kind]) > avail:
                    px *= 0.94
            return px

        target = min(label_h * 0.6, 40.0)
        label_px = fit(labels, target)
        two_lines = label_px < target * 0.8
        if two_lines:  # narrow columns: the name above, the count below, both in large type
            label_px = fit(names, target)
            label_h *= 1.7
            avail_h = c.height() - label_h - 10
            pch = min(pch, avail_h)
            pcw = min(pcw, pch * lay.card_width / lay.card_height)
            pch = pcw * lay.card_height / lay.card_width
        lefts: dict[ChamberKind, float] = {}
        x = c.left()
        for kind in PILE_ORDER:
            lefts[kind] = x
            x += unit * weights[kind] + gap
        for kind in PILE_ORDER:
            x0, col_w = lefts[kind], unit * weights[kind]
            label = PlateItem()
            if two_lines:
                label.configure(QRectF(x0, c.top(), col_w, label_h), names[kind], counts[kind], pixel=label_px)
            else:
                label.configure(QRectF(x0, c.top(), col_w, label_h), labels[kind], pixel=label_px)
            self.scene.addItem(label)
            self._pile_labels[kind] = label
            cards = piles.get(kind, ())
            top = c.top() + label_h + 10
            if not cards:
                outline = SlotOutline(QRectF(x0 + (col_w - pcw) / 2, top, pcw, pch))
                self.scene.addItem(outline)
                self._outlines.append(outline)
                continue
            dy = pch * 0.2
            max_rows = max(1, int((avail_h - pch) // dy) + 1)
            min_step = pcw * 0.24
            cap = max(1, int((col_w - pcw) // min_step) + 1)
            cap = max(cap, math.ceil(len(cards) / max_rows))
            per_row = min(cap, len(cards))
            step = min(pcw * 0.55, (col_w - pcw) / (per_row - 1)) if per_row > 1 else 0.0
            rows = math.ceil(len(cards) / per_row)
            fan_w = pcw + (per_row - 1) * step
            left = x0 + (col_w - fan_w) / 2
            top = c.top() + label_h + 10 + max(0.0, (avail_h - pch - (rows - 1) * dy) / 2) * 0.0
            items = []
            for j, card in enumerate(cards):
                r, k = divmod(j, per_row)
                item = CardItem(self._renderer, element_id(card), pcw)
                item.setPos(left + k * step, top + r * dy)
                item.setZValue(20 + j)
                item.setCacheMode(_CACHE)
                self.scene.addItem(item)
                items.append(item)
            self._piles[kind] = items

    def _pile_label_parts(self, v: PublicView) -> tuple[dict[ChamberKind, str], dict[ChamberKind, str]]:
        """Each pile's name and its count ("Gold" + "3/7", "Empty" + "4", "Traps" + "1/2")."""
        names = {ChamberKind.GOLD: self.tr("Gold"), ChamberKind.EMPTY: self.tr("Empty"),
                 ChamberKind.TRAP: self.tr("Traps")}
        counts = {ChamberKind.GOLD: f"{v.gold_found}/{v.gold_total}", ChamberKind.EMPTY: str(v.empty_found),
                  ChamberKind.TRAP: f"{v.traps_found}/{v.traps_total}"}
        return names, counts

    def pile_label_text(self, kind: ChamberKind) -> str:
        """The pile's label as one line, whether it is drawn on one line or two."""
        label = self._pile_labels[kind]
        return f"{label.text()} {label.sub_text()}".strip()

    # -- clicking -----------------------------------------------------------------------
    def _clickable_owner(self, owner: int) -> bool:
        v = self._view
        return (
            v is not None
            and self._interactive
            and not self._animating
            and v.outcome is None
            and owner != v.key_holder
        )

    def _update_clickable(self) -> None:
        for owner, items in self._rows.items():
            on = self._clickable_owner(owner)
            for item in items:
                item.setClickable(on)

    def _on_card_clicked(self, owner: int, slot: int) -> None:
        if not self._clickable_owner(owner):
            return
        self._last_request = (owner, slot)
        self.openRequested.emit(owner, slot)

    # -- the opening animation ----------------------------------------------------------
    def _animate_opening(self, v: PublicView, start: tuple[QPointF, float], key_from: QPointF,
                         old_row: list[QPointF]) -> bool:
        """Start the opening animation; False if there is nothing to animate."""
        chamber = v.opened[-1]
        targets = self._piles.get(chamber.kind, [])
        if not targets:
            return False
        target = targets[-1]
        target.setVisible(False)
        self._hidden_target = target
        start_pos, start_w = start
        flyer = CardItem(self._renderer, PLAY_BACK, start_w)
        flyer.setPos(start_pos)
        flyer.setZValue(200)
        self.scene.addItem(flyer)
        self._flyer = flyer
        self._animating = True
        self._update_clickable()

        group = QSequentialAnimationGroup(self)
        group.addAnimation(QPauseAnimation(self.FLIP_MS, group))
        move = QParallelAnimationGroup(group)
        fly = QPropertyAnimation(flyer, b"pos", move)
        fly.setDuration(self.MOVE_MS)
        fly.setStartValue(start_pos)
        fly.setEndValue(target.pos())
        fly.setEasingCurve(QEasingCurve.Type.InOutCubic)
        move.addAnimation(fly)
        end_w = target.width() if hasattr(target, "width") else start_w
        if abs(end_w - start_w) > 0.5:
            size = QVariantAnimation(move)
            size.setDuration(self.MOVE_MS)
            size.setStartValue(float(start_w))
            size.setEndValue(float(end_w))
            size.valueChanged.connect(lambda w: flyer.set_width(float(w)))
            move.addAnimation(size)
        if self.key_item.isVisible() and key_from != self.key_item.pos():
            key_to = self.key_item.pos()
            self.key_item.setPos(key_from)
            kmove = QPropertyAnimation(self.key_item, b"pos", move)
            kmove.setDuration(self.MOVE_MS)
            kmove.setStartValue(key_from)
            kmove.setEndValue(key_to)
            kmove.setEasingCurve(QEasingCurve.Type.InOutCubic)
            move.addAnimation(kmove)
        new_row = self._rows.get(chamber.owner, [])
        if len(new_row) == len(old_row):  # same round: the gap closes while the card flies
            for item, old_pos in zip(new_row, old_row):
                new_pos = item.pos()
                if old_pos == new_pos:
                    continue
                item.setPos(old_pos)
                slide = QPropertyAnimation(item, b"pos", move)
                slide.setDuration(self.MOVE_MS)
                slide.setStartValue(old_pos)
                slide.setEndValue(new_pos)
                slide.setEasingCurve(QEasingCurve.Type.InOutCubic)
                move.addAnimation(slide)
        group.addAnimation(move)
        group.finished.connect(self._finish_animation)
        self._anim = group
        flyer.flip_to(element_id(chamber.card), self.FLIP_MS)
        group.start()
        return True

    def _finish_animation(self) -> None:
        if not self._animating:
            return
        anim, self._anim = self._anim, None
        if anim is not None:
            try:
                anim.finished.disconnect(self._finish_animation)
            except (RuntimeError, TypeError):
                pass
            if anim.state() != QSequentialAnimationGroup.State.Stopped:
                anim.setCurrentTime(anim.totalDuration())
                anim.stop()
            anim.deleteLater()
        if self._flyer is not None:
            self.scene.removeItem(self._flyer)
            self._flyer.deleteLater()
            self._flyer = None
        if self._hidden_target is not None:
            self._hidden_target.setVisible(True)
            self._hidden_target = None
        self._animating = False
        if self._view is not None and self._layout is not None and self._view.outcome is None:
            self._place_key(self._view, self._layout)
        self._update_clickable()
        self.animationFinished.emit()

    def sizeHint(self) -> QSize:
        return QSize(1280, 720)
