"""The public Tempelgold table: seats around the felt, the key, the centre piles, the log.

Everything on this screen may be seen by the whole table. It is built only from a
:class:`~engine.tempelgold.PublicView`: the face-down rows are drawn from the seats'
``face_down`` counts as card backs, so the screen cannot show (or leak through a tooltip or
an accessible name) what it was never given.

The screen puts the parts together and keeps the interface the session calls
(``show_view``, ``set_interactive``, ``set_banner``, ``set_language``, ``is_animating``, the
signals). Each part does one job:

* :mod:`.models` — the one source of what the table shows; ``show_view`` only feeds them.
* :mod:`.scene` — the graphics scene; it listens to the models and updates what changed.
* :mod:`.opening` — the flip-and-fly animation of one opening.
* :mod:`.felt`, :mod:`.banner`, :mod:`.side` — the view, the round-end banner, the column
  with the log (:mod:`gui.table_kit.log_view`) and the peek button.

Decisions:

* Seat 0 sits at the bottom centre, the others clockwise as seen on screen.
* Counters, hint and buttons are ``tr()`` strings with English source text; the log is the
  engine's own text in ``lang``. Role names come from :mod:`engine.glossary`
  ("Abenteurer" / "Adventurer", "Wächter" / "Guardian"), as in the engine's log.
* Other rows are clickable only while :meth:`set_interactive` is on, the game runs, and no
  animation plays; the key holder's own row never is.
* An opening is animated when a new view has exactly one more opened chamber than the last
  one (the slot the key holder clicked is remembered from ``openRequested``); any other
  change (a new game, a loaded save) is shown at once without ``animationFinished``.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QMetaObject, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from engine.tempelgold import ChamberKind, PublicView
from gui.look import palette
from gui.cards import CardItem, DeckRenderer, element_id
from gui.games.widgets import GameTable
from gui.table_kit import style
from gui.tempelgold.banner import Banner
from gui.tempelgold.felt import FeltView
from gui.table_kit.items import PlateItem
from gui.tempelgold.layout import SCENE_HEIGHT, TableLayout
from gui.tempelgold.models import LogListModel, PileListModel, SeatListModel
from gui.tempelgold.opening import OpeningAnimation
from gui.tempelgold.scene import TableScene
from gui.tempelgold.side import SidePanel
from gui.table_kit.items import apply_view_scale
from gui.table_kit.table_frame import frame_table


class TempelgoldTableScreen(GameTable):
    """The public table. See the module docstring for the decisions behind it."""

    openRequested = Signal(int, int)
    bannerButtonClicked = Signal()
    endHopelessRequested = Signal()

    #: Durations of the opening animation (flip where it lay, then fly to the pile), ~600 ms.
    FLIP_MS = 260
    MOVE_MS = 340

    def __init__(self, renderer: DeckRenderer, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._lang = lang
        self._view: PublicView | None = None
        self._interactive = False
        self._arrived = False  # shown since the last interactive step began (showEvent)
        self._peek_allowed = True  # see set_peek_allowed
        self._last_request: tuple[int, int] | None = None
        self._banner_text: str | None = None
        self._banner_button: str | None = None

        self.seat_model = SeatListModel(self)
        self.log_model = LogListModel(lang, self)
        self.pile_model = PileListModel(self)

        self.setObjectName("tgTable")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#tgTable {{ background: {palette.FELT_DEEP}; }}")

        self.scene = TableScene(renderer, self.seat_model, self.pile_model, self)
        self.scene.chamberClicked.connect(self._on_chamber_clicked)
        self.scene.focusChanged.connect(self._update_accessible)
        self.key_item = self.scene.key_item
        self.view = FeltView()
        self.view.setScene(self.scene)
        self.view.resized.connect(self._on_view_resized)
        self.scene.sceneRectChanged.connect(self._fit)
        self._opening = OpeningAnimation(self.scene, renderer, self)
        self._opening.finished.connect(self._on_opening_finished)

        self.counters = QLabel(self)
        self.counters.setObjectName("tgCounters")
        self.counters.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.counters.setStyleSheet(f"color: {palette.TEXT}; background: {palette.BAR}; padding: 6px 12px;")
        self.hint = QLabel(self)
        self.hint.setObjectName("tgHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(f"color: {palette.GOLD}; background: {palette.BAR}; padding: 6px 12px;")

        self.side = SidePanel(self)
        self.side.log_view.setModel(self.log_model)
        self.side.endHopelessRequested.connect(self.endHopelessRequested)
        self.side.peekRequested.connect(self.peekRequested)
        self.hopeless_box = self.side.hopeless_box
        self.hopeless_label = self.side.hopeless_label
        self.hopeless_button = self.side.hopeless_button
        self.log_title = self.side.log_title
        self.log_view = self.side.log_view
        self.peek_button = self.side.peek_button

        frame_table(self, self.counters, self.view, self.side, self.hint)

        self.banner = Banner(self)
        self.banner.button.clicked.connect(self.bannerButtonClicked)
        self.banner.setVisible(False)

        self._apply_fonts()
        self._retranslate()

    # -- public API ---------------------------------------------------------------------
    def show_view(self, view: PublicView) -> None:
        """Show ``view``; animate a single new opening (see the module docstring)."""
        if self._opening.running:
            self._opening.finish()
        prev = self._view
        opening = (
            prev is not None
            and prev.players == view.players
            and len(view.opened) == len(prev.opened) + 1
            and view.opened[:-1] == prev.opened
        )
        start: tuple[QPointF, float] | None = None
        old_row: dict[CardItem, QPointF] = {}
        key_from = self.key_item.pos()
        if opening:
            owner = view.opened[-1].owner
            row = self.scene.row_items(owner)
            if row:
                slot = len(row) // 2
                request = self._last_request
                if request is not None and request[0] == owner and 0 <= request[1] < len(row):
                    slot = request[1]
                start = (row[slot].scenePos(), row[slot].width())
                old_row = {item: item.pos() for k, item in enumerate(row) if k != slot}
                self.scene.remove_next(owner, slot)
        self._last_request = None
        self._view = view
        self.seat_model.set_view(view)
        self.pile_model.set_view(view)
        if self.log_view.model() is self.log_model:  # not when the session shows its shared log
            self.log_model.set_view(view)
        self._update_texts()
        if opening:
            chamber = view.opened[-1]
            targets = self.scene.pile_items(chamber.kind)
            if start is not None and targets:
                self._opening.start(element_id(chamber.card), targets[-1], start, key_from, old_row,
                                    self.FLIP_MS, self.MOVE_MS)
                self._update_clickable()
                return
            # Nothing to animate (should not happen): still tell the controller we are done, on
            # the next turn of the event loop, as a queued call of the signal itself (dropped
            # with the screen). Not QTimer.singleShot(0, self, ...): PySide keeps a callable
            # given to a timer whose context was deleted, and the wrapper with it (gui/table_kit/log_view.py).
            QMetaObject.invokeMethod(self, "animationFinished", Qt.ConnectionType.QueuedConnection)
        self._update_clickable()

    def set_interactive(self, on: bool) -> None:
        self._interactive = bool(on)
        self._update_clickable()
        if not on and self.isVisible():
            if self._arrived and not self.banner.isVisible() and self._focus_free():
                # back from the curtain, shown first for another seat's step (a computer's look,
                # a phone's): the table is where play goes on, so it takes the focus now, not the
                # control beside it that the window picked when the curtain went (a focus
                # outside the table, a guided game's explanation, stays where it is)
                self._take_focus()
            self._arrived = False  # shown, not taking clicks: no longer arriving
        if on and self.isVisible() and not self.banner.isVisible() and self._focus_free() \
                and (self._arrived or not self._holds_focus()):
            # Keyboard play goes on at once, on a chamber with its ring (Enter opens it), when
            # the table comes back from the curtain. Otherwise the focus never moves by
            # itself: a player on "Look at my cards" while an opening plays stays there.
            self._arrived = False
            self._take_focus()

    def _take_focus(self) -> None:
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.scene.show_keyboard_focus()

    def _focus_free(self) -> bool:
        """No control outside this table holds a visible focus: a guided game's explanation
        on the window keeps it (the table once took it from "Next", under a window manager)."""
        focus = QApplication.focusWidget()
        return focus is None or not focus.isVisible() or self.isAncestorOf(focus)

    def _holds_focus(self) -> bool:
        """A control of this table (the view, "Look at my cards", the log) has the focus."""
        focus = QApplication.focusWidget()
        return focus is not None and focus.isVisible() and self.isAncestorOf(focus)

    def set_peek_allowed(self, on: bool) -> None:
        """Show "Look at my cards" only while a peek works (not while a phone's step runs or
        a round-over banner waits): a button that does nothing must not look like one."""
        self._peek_allowed = bool(on)
        self._update_texts()

    def is_interactive(self) -> bool:
        return self._interactive

    def is_animating(self) -> bool:
        return self._opening.running

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """This screen's words in its own context, also when the seam's subclass asks: PySide6
        looks a counted text (``%n``) up only in the subclass's context, so the table's
        summary read "3 chamber(s) face down" in both languages (found with AT-SPI)."""
        return QCoreApplication.translate("TempelgoldTableScreen", source, disambiguation, n)

    def set_language(self, lang: str) -> None:
        """Switch the language of engine texts (the log) and re-render every UI text."""
        self._lang = lang
        self.log_model.set_language(lang)  # (a shared log is switched by its owner)
        self._retranslate()

    def set_banner(self, text: str | None, button_text: str | None = None) -> None:
        self._banner_text, self._banner_button = text, button_text
        if not text:
            self.banner.setVisible(False)
            return
        self.banner.label.setText(text)
        self.banner.button.setText(button_text or "")
        self.banner.fit_button()
        self.banner.button.setVisible(bool(button_text))
        self.banner.setGeometry(self.rect())
        self.banner.set_scale(self.height())
        self.banner.setVisible(True)
        self.banner.raise_()
        if button_text:
            self.banner.button.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- for tests and the benchmark ----------------------------------------------------
    def row_items(self, seat: int) -> list[CardItem]:
        """The face-down card items of ``seat`` (left to right)."""
        return self.scene.row_items(seat)

    def pile_items(self, kind: ChamberKind) -> list[CardItem]:
        return self.scene.pile_items(kind)

    def plate_item(self, seat: int) -> PlateItem:
        return self.scene.plate_item(seat)

    def table_layout(self) -> TableLayout | None:
        return self.scene.table_layout()

    def counters_text(self) -> str:
        return self.counters.text()

    def hint_text(self) -> str:
        return self.hint.text()

    def pile_label_text(self, kind: ChamberKind) -> str:
        """The pile's label as one line, whether it is drawn on one line or two."""
        label = self.scene.pile_label(kind)
        return f"{label.text()} {label.sub_text()}".strip()

    # -- Qt events ----------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt name
        super().resizeEvent(event)
        self.banner.setGeometry(self.rect())
        self.banner.set_scale(self.height())
        self._apply_fonts()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt name
        super().showEvent(event)
        self._arrived = True  # back from the curtain: the next interactive step takes the focus

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt name
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt name
        return QSize(1280, 720)

    # -- the scene ----------------------------------------------------------------------
    def _scene_size(self) -> tuple[float, float]:
        vp = self.view.viewport().size()
        ratio = min(2.4, max(1.2, vp.width() / max(1, vp.height())))
        # Quantised, so that a live window resize reuses layouts (one costs up to ~60 ms at
        # ten seats); the few scene units of difference vanish in fitInView's letterbox.
        return round(SCENE_HEIGHT * ratio / 16) * 16.0, SCENE_HEIGHT

    def _on_view_resized(self) -> None:
        if self._opening.running:
            self._opening.finish()
        self.scene.set_size(*self._scene_size())
        self.view.resetCachedContent()
        self._fit()

    def _fit(self, *_args: object) -> None:
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        apply_view_scale(self.view)  # the plates' type never below the readable size on screen

    def _scroll_log_soon(self, *_args: object) -> None:
        """Scroll the log to its newest entry once it is laid out (the log view does this by
        itself for the model it shows; kept for the seam's table, which calls it)."""
        QMetaObject.invokeMethod(self.log_view, "scrollToBottom", Qt.ConnectionType.QueuedConnection)

    def _update_clickable(self) -> None:
        self.scene.set_clickable(self._interactive and not self._opening.running)

    def _on_chamber_clicked(self, owner: int, slot: int) -> None:
        self._last_request = (owner, slot)
        self.openRequested.emit(owner, slot)

    def _on_opening_finished(self) -> None:
        self.scene.relayout()  # the key and the rows exactly where the model says
        self._update_clickable()
        self.animationFinished.emit()

    # -- texts --------------------------------------------------------------------------
    def _apply_fonts(self) -> None:
        h = max(self.height(), 480)
        big = max(20, min(36, h // 26))
        self.counters.setFont(style.font(big, bold=True))
        self.hint.setFont(style.font(max(18, big * 0.8), bold=True))
        self.side.apply_fonts(max(15, min(22, h // 40)), self.width(), h)

    def _retranslate(self) -> None:
        self.side.retranslate()
        self.scene.set_pile_names({ChamberKind.GOLD: self.tr("Gold"), ChamberKind.EMPTY: self.tr("Empty"),
                                   ChamberKind.TRAP: self.tr("Traps")})
        self._update_texts()

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
            if v.key_holder in self.scene.computers:  # the same words whatever it will open
                # no "chooses a chamber": at a round's start it may wait for the claims board first
                self.hint.setText(style.qt_arg(self.tr("%1 (computer) holds the key"), holder))
            else:
                self.hint.setText(style.qt_arg(self.tr("%1 holds the key: click a chamber of another player"), holder))
        else:
            self.hint.setText(self.tr("The game is over"))
        self.hopeless_box.setVisible(bool(v.hopeless) and v.outcome is None)
        self.peek_button.setVisible(v.outcome is None and self._peek_allowed)
        self._update_accessible()

    def _update_accessible(self) -> None:
        """What a sighted player sees on the table, for screen readers: seats, counts, key, piles.

        Only public facts of the view (names, face-down counts, the key holder, opened counts);
        the focused chamber is named by its owner and place in the row, never by its card.
        """
        v = self._view
        if v is None:
            self.view.setAccessibleName(self.tr("Table"))
            self.view.setAccessibleDescription("")
            return
        seats = []
        for seat in v.seats:
            line = style.qt_arg(self.tr("%1: %n chamber(s) face down", "", seat.face_down), seat.name)
            if seat.has_key and v.outcome is None:
                line = style.qt_arg(self.tr("%1, holds the key"), line)
            seats.append(line)
        opened = style.qt_arg(self.tr("Opened: gold %1 of %2, empty %3, fire traps %4 of %5"),
                              v.gold_found, v.gold_total, v.empty_found, v.traps_found, v.traps_total)
        self.view.setAccessibleDescription("; ".join(seats) + ". " + opened + ".")
        focus = self.scene.focused_chamber()
        if focus is None:
            self.view.setAccessibleName(self.tr("Table"))
        else:
            owner, slot = focus
            self.view.setAccessibleName(style.qt_arg(
                self.tr("Table: chamber %1 of %2 of %3, Enter opens it"),
                slot + 1, len(self.scene.row_items(owner)), v.players[owner]))
