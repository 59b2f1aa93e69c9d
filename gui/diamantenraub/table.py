"""The public Diamantenraub table: the interrogation, seen by everybody.

Built only from :class:`~engine.diamantenraub.PublicView`s. The scene is fed by the models
of :mod:`gui.diamantenraub.models`: a new view updates the models, and the models' signals
(``dataChanged`` for one seat, ``rowsInserted``/``rowsRemoved`` for the Boss's piles)
update only the items that changed; the scene is built from scratch only when the number
of seats changes (``modelReset``).

Decisions:

* The Boss picks whom to accuse by clicking a seat (a red frame), then presses
  "Taschen leeren!" (the Session asks to confirm). Without the Revolverheld the reveal
  follows at once (the flow's step "reveal" makes the table request the accused's
  ``Reveal``); with it (step "peng"), the action box offers "Peng!" per seat that may shout
  and "Nobody shouted".
* Counters at the top: players still to be asked, excuses left, diamonds back with the
  Boss. The bottom line says whose move it is.
* A change between two views is animated (:mod:`gui.diamantenraub.animation`), then
  ``animationFinished`` is emitted; a first view, or any view while hidden, is shown at once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, QEvent, QMetaObject, QModelIndex, QPointF, QSize, Qt, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.diamantenraub import Accuse, Peng, Phase, PublicView, Reveal, SeatSummary
from gui.look import palette
from gui.cards import PLAY_BACK, CardItem
from gui.diamantenraub.actions_box import ActionBox
from gui.games.base import TableStep
from gui.games.widgets import GameTable
from gui.table_kit.log_view import LogView
from gui.diamantenraub.animation import TableAnimation
from gui.diamantenraub.items import CARD_W, CENTRE, PLATE_H, SCENE_H, SCENE_W, FeltView, PileItem, SeatItem, seat_anchor
from gui.diamantenraub.pile_captions import PileCaptions
from gui.diamantenraub.models import CardListModel, SeatTableModel, recovered_cards
from gui.diamantenraub.seat_focus import SeatFocus
from gui.diamantenraub.widgets import FOCUS_CSS, set_px
from gui.diamantenraub.table_words import plate_line, seat_line
from gui.table_kit import style
from gui.table_kit.table_frame import frame_table

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer


_PEEK_CSS = (
    f"QPushButton {{ background: {palette.FELT_LIGHT}; color: {palette.CREAM}; border: 1px solid #5c8f72; border-radius: 10px;"
    " padding: 10px 14px; } QPushButton:hover { background: #357a57; }" + FOCUS_CSS
)


class DiamantenraubTable(GameTable):
    """The public table (a :class:`gui.games.widgets.GameTable`; Diamantenraub's flow needs
    no ``eventRequested`` without an action)."""

    def __init__(self, renderer: DeckRenderer, lang: str, log_model: QAbstractItemModel,  # noqa: ANN001
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._lang = lang
        self._view: PublicView | None = None
        self._interactive = False
        self._step: TableStep | None = None
        self.seat_model = SeatTableModel(self)
        self.excuse_model = CardListModel(self)
        self.recovered_model = CardListModel(self)
        self.log_model = log_model
        self.seat_items: list[SeatItem] = []
        self._computers: frozenset[int] = frozenset()
        self.animation = TableAnimation(self, self)
        self.animation.finished.connect(self._on_animation_done)

        self.setObjectName("drTable")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#drTable {{ background: {palette.FELT_DEEP}; }} QLabel {{ color: {palette.CREAM}; }}")
        self.scene = QGraphicsScene(0, 0, SCENE_W, SCENE_H, self)
        self.view = FeltView(self)
        self.view.setScene(self.scene)
        # The excuses lie face up right in front of the Boss (above his plate); the diamonds
        # that came back to him between him and the middle of the table (clear of every
        # seat's take up to twelve players and fifteen diamonds).
        boss = seat_anchor(0, 2)
        card_h = CARD_W / renderer.aspect()
        self.excuse_pile = PileItem(renderer, QPointF(boss.x() - CARD_W * 0.7, boss.y() - PLATE_H / 2 - 10 - card_h),
                                    CARD_W, 30)
        self.recovered_pile = PileItem(renderer, QPointF(CENTRE.x() - CARD_W / 2, CENTRE.y() + 20), CARD_W, 16)
        self.scene.addItem(self.excuse_pile)
        self.scene.addItem(self.recovered_pile)
        self.treasure_items = [CardItem(renderer, PLAY_BACK, CARD_W) for _ in range(3)]
        for k, item in enumerate(self.treasure_items):
            item.setZValue(40 + k)
            item.setVisible(False)
            self.scene.addItem(item)
        self.captions = PileCaptions(self.scene, self.view, self.excuse_pile, self.recovered_pile,
                                     lambda: [item.take_rect() for item in self.seat_items[1:]])  # the Boss takes nothing
        self.pile_labels = self.captions.labels
        self.view.resized.connect(self.captions.fit)

        self.seat_model.modelReset.connect(self._rebuild_seats)
        self.seat_model.dataChanged.connect(self._on_seats_changed)
        for model, pile in ((self.excuse_model, self.excuse_pile), (self.recovered_model, self.recovered_pile)):
            model.rowsInserted.connect(lambda *_a, m=model, p=pile: p.set_cards(m.cards()))
            model.rowsRemoved.connect(lambda *_a, m=model, p=pile: p.set_cards(m.cards()))

        self.counters = QLabel(self)
        self.counters.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.counters.setWordWrap(True)  # two lines in a small window rather than a wider one
        self.hint = QLabel(self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.side = QWidget(self)
        self.side.setObjectName("drSide")
        self.side.setStyleSheet(f"#drSide {{ background: {palette.SIDE}; }}")
        self.action_box = ActionBox(self.side)
        self.action_box.accuse.connect(self._request_accuse)
        self.action_box.peng.connect(lambda seat: self.actionRequested.emit(seat, Peng()))
        self.action_box.reveal.connect(lambda seat: self.actionRequested.emit(seat, Reveal()))
        self.seat_focus = SeatFocus(
            self.view, self.scene, targets=self._keyboard_targets, select=self.select_seat,
            accuse=self.action_box.accuse_button.click,
            rect_of=lambda seat: self.seat_items[seat].sceneBoundingRect(), changed=self._update_accessible)
        self.log_title = QLabel(self.side)
        self.log_view = LogView(self.side)  # wraps every entry whole, keeps the newest in view
        self.log_view.setModel(log_model)
        self._log_css = self.log_view.styleSheet()
        self.peek_button = QPushButton(self.side)
        self.peek_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.peek_button.clicked.connect(self.peekRequested)
        side = QVBoxLayout(self.side)
        side.setContentsMargins(12, 12, 12, 12)
        side.setSpacing(10)
        side.addWidget(self.action_box)
        side.addWidget(self.log_title)
        side.addWidget(self.log_view, 1)
        side.addWidget(self.peek_button)
        frame_table(self, self.counters, self.view, self.side, self.hint)
        self._apply_sizes()
        self._retranslate()

    # -- the TableScreen API (gui/games/base.py, gui/games/widgets.py) ------------------------------------------------
    @property
    def renderer(self) -> DeckRenderer:
        """The card renderer this table draws with (read by :class:`TableAnimation`)."""
        return self._renderer

    def show_view(self, view: PublicView) -> None:
        """Show ``view``; animate what changed since the last one."""
        self.animation.finish()
        before = self._view
        self._view = view
        animate = before is not None and self.isVisible()  # a hidden table just shows the state
        self.seat_model.set_view(view)
        self.excuse_model.set_cards(view.boss_excuses)
        self.recovered_model.set_cards(recovered_cards(view))
        self.action_box.set_view(view)
        self._place_treasure(view)
        self._update_texts()
        self._update_clickable()
        # animationFinished follows only an animation that is_animating() announced (gui/games/widgets.py)
        if animate and before is not None and self.animation.start(before, view):
            self._update_clickable()

    def show_step(self, step: TableStep) -> None:
        """``"interrogation"``, ``"peng"`` (the Revolverheld may shout) or ``"reveal"``: the
        accused shows their take at once (no "Peng!" possible), as the text has it."""
        self._step = step
        over = self._view is not None and self._view.outcome is not None
        self.peek_button.setVisible(step.peek and not over)  # no peeking during an accusation
        if step.kind == "reveal" and step.interactive:
            # On the next turn of the event loop, as a queued call of the table's own slot: if
            # the table is dropped first the call goes with it. Not QTimer.singleShot(0, self,
            # self._auto_reveal): PySide kept the bound method, and with it the dead table's
            # wrapper, for good (the LogView fix, gui/table_kit/log_view.py).
            QMetaObject.invokeMethod(self, "_auto_reveal", Qt.ConnectionType.QueuedConnection)

    @Slot()
    def _auto_reveal(self) -> None:
        v = self._view
        step = self._step
        if v is None or v.accused is None or step is None or step.kind != "reveal":
            return
        self.actionRequested.emit(v.accused, Reveal())

    def set_computers(self, seats: frozenset[int]) -> None:
        """The seats computer players play: their plates are marked, and nobody shouts for them."""
        self._computers = seats
        self.action_box.computers = seats

    def set_interactive(self, on: bool) -> None:
        self._interactive = bool(on)
        self.action_box.set_interactive(self._interactive and not self.animation.running)
        self._update_clickable()
        if self._interactive and self.isVisible():
            self._focus_for_keyboard()

    def _focus_for_keyboard(self) -> None:
        """Keyboard play goes on at once: the seats while the Boss interrogates, else the
        first button of the action box ("Peng!" seats, "Nobody shouted"); the ring shows
        with the first arrow key."""
        v = self._view
        if v is None or v.outcome is not None:
            return
        if v.phase is Phase.INTERROGATION:
            self.view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
            return
        box = self.action_box
        for button in [*(box.peng_buttons[s] for s in sorted(box.peng_buttons)), box.reveal_button]:
            if button.isVisible() and button.isEnabled():
                button.setFocus(Qt.FocusReason.OtherFocusReason)
                return

    def is_interactive(self) -> bool:
        return self._interactive

    def is_animating(self) -> bool:
        return self.animation.running

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self._retranslate()

    # -- for tests, the autoplayer and the animation ---------------------------------
    def public_view(self) -> PublicView | None:
        return self._view

    def select_seat(self, seat: int | None) -> None:
        """The Boss points at ``seat`` (only an accusable seat; ``None`` clears)."""
        if seat is not None and seat not in self._accusable():
            return
        self.action_box.set_selected(seat)
        for item in self.seat_items:
            item.set_selected(item.seat == seat)

    def seat_item(self, seat: int) -> SeatItem:
        return self.seat_items[seat]

    def counters_text(self) -> str:
        return self.counters.text()

    def hint_text(self) -> str:
        return self.hint.text()

    # -- model → scene ------------------------------------------------------------------
    def _rebuild_seats(self) -> None:
        for item in self.seat_items:
            self.scene.removeItem(item)
            item.deleteLater()
        count = self.seat_model.rowCount()
        self.seat_items = []
        for row in range(count):
            item = SeatItem(self._renderer, row, count)
            item.computer = row in self._computers
            item.clicked.connect(self._on_seat_clicked)
            self.scene.addItem(item)
            self.seat_items.append(item)
        self._on_seats_changed(self.seat_model.index(0), self.seat_model.index(count - 1))

    def _on_seats_changed(self, first: QModelIndex, last: QModelIndex, *_roles: object) -> None:
        model = self.seat_model
        for row in range(first.row(), last.row() + 1):
            index = model.index(row)
            summary: SeatSummary = model.data(index, SeatTableModel.SummaryRole)
            winner = bool(model.data(index, SeatTableModel.WinnerRole))
            accused = bool(model.data(index, SeatTableModel.AccusedRole))
            self.seat_items[row].apply(summary, plate_line(summary, accused, self._lang), winner=winner, accused=accused)

    def _place_treasure(self, view: PublicView) -> None:
        show = view.phase in (Phase.HIDING, Phase.PASSING) and view.outcome is None
        if show and self.seat_items:
            holder = view.treasure_holder
            # with the Boss (before it goes round) it lies in the middle, clear of his excuses
            origin = self.seat_items[holder].take_origin() if holder else CENTRE - QPointF(CARD_W / 2, 60)
            for k, item in enumerate(self.treasure_items):
                item.setPos(origin + QPointF(k * 4, -k * 4))
        for item in self.treasure_items:
            item.setVisible(show)

    def _on_seat_clicked(self, seat: int) -> None:
        if self._interactive and not self.animation.running:
            self.select_seat(seat)
            self.seat_focus.follow_click(seat)

    def _update_clickable(self) -> None:
        accusable = set(self._accusable()) if self._interactive and not self.animation.running else set()
        for item in self.seat_items:
            item.set_clickable(item.seat in accusable)
            if item.seat not in accusable:
                item.set_selected(False)
        self.action_box.set_interactive(self._interactive and not self.animation.running)
        self.seat_focus.sync()

    def _keyboard_targets(self) -> list[int]:
        return self._accusable() if self._interactive and not self.animation.running else []

    def _accusable(self) -> list[int]:
        """The seats the Boss may accuse now, as the engine says (``PublicView.accusable``)."""
        return list(self._view.accusable) if self._view is not None else []

    def _request_accuse(self, seat: int) -> None:
        v = self._view
        if v is None:
            return
        self.select_seat(None)
        self.actionRequested.emit(v.boss, Accuse(seat))

    def _on_animation_done(self) -> None:
        self._update_clickable()
        self.animationFinished.emit()

    # -- texts and sizes ----------------------------------------------------------------
    def _update_texts(self) -> None:
        v = self._view
        if v is None:
            return
        still = len(self.seat_model.askable())
        self.counters.setText(style.qt_arg(
            self.tr("Still to be asked: %1 · Excuses the Boss has left: %2 · Diamonds back with the Boss: %3"),
            still, v.boss_excuses_left, v.diamonds_recovered))
        boss = v.players[v.boss]
        if v.outcome is not None:
            hint = self.tr("The game is over")
        elif v.phase is Phase.ACCUSATION and v.accused is not None:
            hint = style.qt_arg(self.tr("%1 must empty their pockets"), v.players[v.accused])
        elif v.phase is Phase.INTERROGATION:
            hint = style.qt_arg(self.tr("%1, the Boss, interrogates the table"), boss)
        else:
            hint = style.qt_arg(self.tr("%1 has the treasure"), v.players[v.treasure_holder])
        self.hint.setText(hint)
        self.captions.set_texts(self.tr("Excuses") if v.boss_excuses else "",
                                self.tr("Back with the Boss") if v.diamonds_recovered else "")
        step = self._step
        self.peek_button.setVisible(v.outcome is None and (step is None or step.peek))
        self._update_accessible()

    def _update_accessible(self) -> None:
        """What a sighted player sees on the table, for screen readers: each plate (name, Boss,
        "Peng!", a shown take, accused, out), whether a seat's take lies face down before it,
        its excuses, the Boss's piles, the counters and whose move it is.

        Only public facts of the view; a take is named only once it is shown. The focused
        seat is named by its plate."""
        v = self._view
        if v is None:
            self.view.setAccessibleName(self.tr("Table"))
            self.view.setAccessibleDescription("")
            return
        # the plural stays a tr() of the table: lupdate reads a count only there
        lines = [seat_line(summary, item.sub_text(), v, self.tr("%n excuse(s)", "", len(summary.excuses)))
                 for item in self.seat_items if (summary := item.summary()) is not None]
        self.view.setAccessibleDescription("; ".join(lines) + ". " + self.counters.text() + ". " + self.hint.text() + ".")
        seat = self.seat_focus.focused_seat()
        if seat is None or not self.seat_focus.ring_visible():
            self.view.setAccessibleName(self.tr("Table"))
        else:
            self.view.setAccessibleName(style.qt_arg(self.tr("Table: %1, Enter accuses"), v.players[seat]))

    def _retranslate(self) -> None:
        self.log_title.setText(self.tr("Game log"))
        self.peek_button.setText(self.tr("Look at my take"))
        self._update_accessible()
        if self._view is not None:
            self.action_box.set_view(self._view)
            self._on_seats_changed(self.seat_model.index(0), self.seat_model.index(self.seat_model.rowCount() - 1))
            self._update_texts()

    def _apply_sizes(self) -> None:
        h = max(self.height(), 480)
        big = max(18, min(30, h // 30))
        set_px(self.counters, big, True, f"background: {palette.BAR}; padding: 6px 12px;")
        set_px(self.hint, max(17, big * 0.85), True, f"color: {palette.GOLD}; background: {palette.BAR}; padding: 6px 12px;")
        small = max(14, min(20, h // 42))
        set_px(self.log_view, small, False, self._log_css)
        set_px(self.log_title, small, True)
        set_px(self.peek_button, small + 1, True, _PEEK_CSS)
        self.action_box.set_scale(small + 1)
        self.side.setFixedWidth(max(280, min(440, self.width() // 4)))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: ANN001, N802 - Qt API
        super().resizeEvent(event)
        self._apply_sizes()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(1280, 720)
