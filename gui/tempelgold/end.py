"""The end of a Tempelgold game: why it ended, everything turned over, who won.

Everything here is public once the game is over (the engine only fills
``PublicView.revealed`` then). Shown, as at a real table where everybody turns their cards
over: the reason as a big headline; one tile per seat, in seat order, with its role card
face up in the role frame (the role's name in the frame, as on the private screen), the
player's name, and the chambers still face down in front of that seat, turned face up, with
a line saying what they are (so the gold and traps nobody found can be read without
knowing the deck); winners framed in gold and starred; the role card(s) left over in the
box; the final counters and the three centre piles; "Play again" and "New game".
When the window is small and the table large, the centre piles give their room to the
seats' cards (the counters line still gives the piles' numbers), and in a lower window still
the seats' chambers do too (each tile's caption still says what they were). The rows and
what is shown are chosen anew on every resize, for the room the screen has then.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QLayout, QPushButton, QVBoxLayout, QWidget

from engine import glossary
from engine.cards import Card
from engine.tempelgold import ChamberKind, PublicView, Reason, Role, chamber_kind
from gui.look import palette
from gui.cards import element_id
from gui.games.widgets import GameEnd
from gui.table_kit import style
from gui.table_kit.end_view import centred_line, style_end_screen, winner_names
from gui.tempelgold.models import PILE_ORDER
from gui.table_kit.widgets import FanWidget
from gui.tempelgold.end_tile import TILE_CSS, Tile
from gui.table_kit.text_fit import fitting_width

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer


class TempelgoldEndScreen(GameEnd):
    """The final screen. ``view`` must be a finished game's public view (``outcome`` set)."""

    LEGIBLE_PX = style.MIN_TEXT_PX  # names and role names never below it (issue 31 item 10)
    """Names on the tiles are never drawn smaller than this (pixels): a big table in a small
    window takes more rows instead."""
    CHAMBER_RATIO = 1.0
    """A seat's unopened chambers are drawn at this share of its role card's width (the same
    size: both are turned over alike)."""

    againRequested = Signal()
    newGameRequested = Signal()

    def __init__(self, view: PublicView, renderer: DeckRenderer, lang: str, parent: QWidget | None = None) -> None:  # noqa: ANN001
        super().__init__(parent)
        if view.outcome is None or view.revealed is None:
            raise ValueError("the end screen needs the view of a finished game (outcome and revealed roles)")
        self._view = view
        self._renderer = renderer
        self._lang = lang
        css = f"#tgEnd {{ background: {palette.PANEL}; }} QLabel {{ color: {palette.TEXT}; }}" + TILE_CSS
        style_end_screen(self, "tgEnd", css)

        self.headline = centred_line(self, f"color: {palette.GOLD};")
        self.winners_line = centred_line(self)

        winners = view.outcome.winners
        revealed = view.revealed
        self.tiles: list[Tile] = []
        unopened = revealed.unopened or tuple(() for _ in revealed.role_cards)
        for seat, (card, role, row) in enumerate(zip(revealed.role_cards, revealed.roles, unopened)):
            tile = Tile(renderer, element_id(card), view.players[seat], row, winner=seat in winners, parent=self)
            tile.role = role
            self.tiles.append(tile)
        self.leftover_tiles: list[Tile] = []
        for card in revealed.leftover:
            tile = Tile(renderer, element_id(card), "", leftover=True, parent=self)
            tile.role = Role.ABENTEURER if card.is_red else Role.WAECHTER
            self.leftover_tiles.append(tile)

        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(14)
        self._per_row = 0
        grid_row = QHBoxLayout()
        grid_row.addStretch(1)
        grid_row.addLayout(self.grid)
        grid_row.addStretch(1)

        self.counters = QLabel(self)
        self.counters.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.counters.setStyleSheet(f"color: {palette.MUTED};")
        piles = view.piles()
        self.pile_labels: dict[ChamberKind, QLabel] = {}
        self.pile_fans: dict[ChamberKind, FanWidget] = {}
        piles_row = QHBoxLayout()
        piles_row.setSpacing(28)
        piles_row.addStretch(1)
        for kind in PILE_ORDER:
            col = QVBoxLayout()
            col.setSpacing(4)
            label = QLabel(self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            fan = FanWidget(renderer, [element_id(c) for c in piles[kind]], 56, 0.28, self)
            col.addWidget(label)
            col.addWidget(fan, 0, Qt.AlignmentFlag.AlignHCenter)
            piles_row.addLayout(col)
            self.pile_labels[kind] = label
            self.pile_fans[kind] = fan
        piles_row.addStretch(1)

        self.again_button = QPushButton(self)
        self.new_button = QPushButton(self)
        for button, primary in ((self.again_button, True), (self.new_button, False)):
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            bg, fg, hover, ring = ((palette.GOLD, palette.INK, palette.GOLD_LIGHT, palette.TEXT) if primary
                                   else (palette.FELT_LIGHT, palette.TEXT, palette.BUTTON_HOVER, palette.GOLD))
            button.setStyleSheet(
                f"QPushButton {{ background: {bg}; color: {fg}; border: 3px solid {bg}; border-radius: 10px;"
                f" padding: 10px 30px; font-weight: bold; }} QPushButton:hover {{ background: {hover}; }}"
                f" QPushButton:focus {{ border: 3px solid {ring}; }}"
            )
        self.again_button.clicked.connect(self.againRequested)
        self.new_button.clicked.connect(self.newGameRequested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.again_button)
        buttons.addSpacing(20)
        buttons.addWidget(self.new_button)
        buttons.addStretch(1)

        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(self.headline)
        outer.addWidget(self.winners_line)
        outer.addLayout(grid_row)
        outer.addWidget(self.counters)
        outer.addLayout(piles_row)
        outer.addLayout(buttons)
        outer.addStretch(1)
        # The screen lays itself out anew for the room it has on every resize; the layout of
        # the last size must not hold the window at that size (a one-row layout of a
        # 1920×1080 window kept the window from shrinking to 800×600).
        outer.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self._outer = outer

        self._retranslate()
        self._apply_sizes()

    def _fill_grid(self) -> None:
        for tile in self.tiles + self.leftover_tiles:
            self.grid.removeWidget(tile)
        for i, tile in enumerate(self.tiles + self.leftover_tiles):
            self.grid.addWidget(tile, i // self._per_row, i % self._per_row, Qt.AlignmentFlag.AlignTop)

    # -- texts ----------------------------------------------------------------------------
    def role_name(self, role: Role) -> str:
        """The role's name in the shown language, from :mod:`engine.glossary`."""
        return glossary.role(role.value, self._lang)

    def chambers_text(self, chambers: Sequence[Card]) -> str:
        """What a seat's unopened chambers (drawn right above this line) were, in words."""
        if not chambers:
            return self.tr("all opened")
        kinds = [chamber_kind(c) for c in chambers]
        gold, traps = kinds.count(ChamberKind.GOLD), kinds.count(ChamberKind.TRAP)
        parts = []
        if gold:
            parts.append(self.tr("%n gold", "", gold))
        if traps:
            parts.append(self.tr("%n trap(s)", "", traps))
        empty = len(kinds) - gold - traps
        if empty:
            parts.append(self.tr("%n empty", "", empty))
        return ", ".join(parts)

    def reason_text(self, reason: Reason) -> str:
        if reason is Reason.ALL_GOLD_FOUND:
            return self.tr("The Adventurers win — all the gold has been found!")
        if reason is Reason.ALL_TRAPS_OPENED:
            return self.tr("The Guardians win — the last fire trap has been opened!")
        if reason is Reason.OUT_OF_ROUNDS:
            return self.tr("The Guardians win — four rounds are over and gold is still hidden!")
        return self.tr("The Guardians win — the gold can no longer be found!")

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self._retranslate()
        self._apply_sizes()  # the names in the other language must fit their tiles too

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt name
        super().showEvent(event)
        self.again_button.setFocus(Qt.FocusReason.OtherFocusReason)  # keyboard: Enter plays again

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt name
        """Enter presses the focused button (Tab moves between the two), as Space does."""
        focused = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and focused in (self.again_button, self.new_button):
            focused.click()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._apply_sizes()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        v = self._view
        outcome = v.outcome
        assert outcome is not None
        self.headline.setText(self.reason_text(Reason(outcome.reason)))
        names = winner_names(v.players, outcome.winners)
        self.winners_line.setText(style.qt_arg(self.tr("Winners: %1"), names) if names else self.tr("Nobody wins"))
        for seat, tile in enumerate(self.tiles):
            tile.frame.name.setText(self.role_name(tile.role))
            tile.name.setText(v.players[seat] + ("  ★" if tile.winner else ""))
            tile.caption.setText(self.chambers_text(tile.chambers))
        for tile in self.leftover_tiles:
            tile.frame.name.setText(self.role_name(tile.role))
            tile.name.setText(self.tr("Left over"))
            tile.caption.setText(self.tr("in the box, unseen"))
        self.counters.setText(style.qt_arg(
            self.tr("Round %1/%2 · Gold %3/%4 · Traps %5/%6 · %7 empty chambers opened"),
            v.round, v.rounds, v.gold_found, v.gold_total, v.traps_found, v.traps_total, v.empty_found))
        self.pile_labels[ChamberKind.GOLD].setText(style.qt_arg(self.tr("Gold %1/%2"), v.gold_found, v.gold_total))
        self.pile_labels[ChamberKind.EMPTY].setText(style.qt_arg(self.tr("Empty %1"), v.empty_found))
        self.pile_labels[ChamberKind.TRAP].setText(
            style.qt_arg(self.tr("Traps %1/%2"), v.traps_found, v.traps_total))
        self.again_button.setText(self.tr("Play again"))
        self.new_button.setText(self.tr("New game"))

    # -- sizes ----------------------------------------------------------------------------
    MIN_SIZE = QSize(640, 400)
    """The smallest room the screen lays itself out for (:meth:`_apply_sizes`); it fits a
    main window of 800×600 whatever the last layout was."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt name
        return self.MIN_SIZE

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self._apply_sizes()

    def _apply_sizes(self) -> None:
        """Fit everything into the window: the role cards get the height the rest leaves."""
        w, h = max(self.width(), self.MIN_SIZE.width()), max(self.height(), self.MIN_SIZE.height())
        # Small windows (800×600) get tight margins; the role cards take what is left.
        big_table = len(self.tiles) + len(self.leftover_tiles) > 7
        compact = h < 760 or w < 1000 or (big_table and h < 900)
        self._outer.setContentsMargins(*((14, 8, 14, 8) if compact else (28, 20, 28, 20)))
        self._outer.setSpacing(6 if compact else 16)
        self.grid.setHorizontalSpacing(8 if compact else 14)
        self.grid.setVerticalSpacing(8 if compact else 14)
        gap = self.grid.horizontalSpacing()
        margins = self._outer.contentsMargins().left() * 2 + 20
        # Type and cards grow with the window up to 4K (the caps are for 2160 px high).
        head_px = max(20, min(96, h // (28 if compact else 20)))
        self.headline.setFont(style.font(head_px, bold=True))
        self.winners_line.setFont(style.font(max(17, min(60, h // 34)), bold=True))
        small = max(15, min(48, h // 42))
        bpx = max(17, min(56, h // 36))
        px = max(15, min(52, h // 40))
        aspect = float(self._renderer.aspect())
        pile_w = int(max(36, min(160, h * 0.085 * aspect)))
        self.counters.setFont(style.font(small))
        for kind in PILE_ORDER:
            self.pile_labels[kind].setFont(style.font(small, bold=True))
            self.pile_fans[kind].set_card_width(pile_w)
        self.again_button.setFont(style.font(bpx, bold=True))
        self.new_button.setFont(style.font(bpx, bold=True))
        tiles = self.tiles + self.leftover_tiles
        n_tiles = len(tiles)
        # A big table in a small window: the centre piles give their room to the seats' cards.
        show_piles = not (big_table and h < 1000)
        for kind in PILE_ORDER:
            self.pile_fans[kind].setVisible(show_piles)
            self.pile_labels[kind].setVisible(show_piles)
        vgap = self.grid.verticalSpacing()

        def column_for(rows: int) -> float:
            """One tile's share of the width with the tiles in ``rows`` rows."""
            per_row = -(-n_tiles // rows)
            return (w - margins - gap * (per_row - 1)) / per_row

        # Measure, for every row count, what everything but the cards needs (with small
        # cards: the layout's minimum must never outgrow the window), then give the cards
        # the rest: per tile two card heights, the role card and the seat's chambers. Each
        # count is measured on its own, so the choice depends only on the room the screen
        # has now, never on an earlier layout (issue 31: a resize from 1920×1080 to 800×600
        # once kept eleven narrow tiles in one row and cut the names).
        probe = 30
        layout = self._outer
        # word-wrapped labels hint at a narrow width; use their height at the real width
        wrap_extra = sum(label.sizeHint().height() - label.heightForWidth(w - margins)
                         for label in (self.headline, self.winners_line))

        def show_fans(fans: bool) -> float:
            """The seats' chambers shown or not; the chambers' share of a tile's card height."""
            for tile in self.tiles:
                tile.fan.setVisible(fans)
            return self.CHAMBER_RATIO if fans else 0.0

        def measure(rows: int, fans: bool) -> tuple[float, float, int]:
            """``rows``: what a tile's texts need in height, what the rest of the screen
            needs, and the width the widest name needs, with the probe's small cards."""
            ratio = show_fans(fans)
            self._set_rows(rows)
            for tile in tiles:
                tile.set_scale(probe, int(probe * self.CHAMBER_RATIO), px, int(column_for(rows)), compact=compact)
            layout.invalidate()
            layout.activate()
            tile_h = max(t.sizeHint().height() for t in tiles)
            text_h = tile_h - probe / aspect * (1 + ratio)  # a tile's name, captions, margins
            others = layout.sizeHint().height() - wrap_extra - rows * tile_h - (rows - 1) * vgap
            return text_h, others, max(t.text_width() for t in tiles) + 24

        row_counts = range(1, min(3, n_tiles) + 1)

        # the narrowest tile whose names still fit on one line at a legible size
        m = 4 if compact else 8  # the tiles' and frames' margins (Tile.set_scale)
        legible = max(max(fitting_width(t.name.text(), self.LEGIBLE_PX) + 2 * m + 8,
                          fitting_width(t.frame.name.text(), self.LEGIBLE_PX, bold=False) + 4 * m + 24) for t in tiles)

        def fit(rows: int, fans: bool) -> tuple[bool, bool, int]:
            """Lay the tiles out in ``rows`` rows, the chambers shown or not, with the biggest
            cards that fit (starting from an estimate): whether it fits the height, whether
            the names are whole, and the cards' width."""
            text_h, others, text_w = measure(rows, fans)
            ratio = show_fans(fans)
            card_h = (h - others - rows * text_h - (rows - 1) * vgap - 8) / rows / (1 + ratio)
            column = column_for(rows)
            card_w = int(max(30, min(card_h * aspect, column - 40, max(210, h * 0.2))))  # 40: frame
            self._set_rows(rows)
            over = 0
            for _ in range(4):
                # the widest chamber row must fit the tile too (FanWidget overlaps more if it must)
                width = int(min(column, max(legible, text_w, card_w + 40, card_w * ratio * 2.4 + 24)))
                for tile in tiles:
                    tile.set_scale(card_w, int(card_w * self.CHAMBER_RATIO), px, width, compact=compact)
                layout.invalidate()
                layout.activate()
                # captions wrap at the tiles' width: what the layout needs now, against the window
                over = layout.sizeHint().height() - wrap_extra - h
                if over <= 0 or card_w <= 30:
                    break
                card_w = max(30, int(card_w - (over / rows / (1 + ratio) + 1) * aspect))
            return over <= 0, all(t.names_whole() for t in tiles), card_w

        # A big table in a low window (800×600 with the phones' bar): the seats' chambers may
        # give their room too (each tile's caption still says what they were), so that the
        # role cards and the names keep a legible size.
        tried: list[tuple[int, bool]] = []
        fitted: dict[tuple[int, bool], tuple[bool, bool, int]] = {}
        for fans in (True, False) if big_table else (True,):
            if any(fits and whole for fits, whole, _ in fitted.values()):
                break  # the chambers stay: a layout with them fits
            for rows in row_counts:
                fitted[rows, fans] = fit(rows, fans)
                tried.append((rows, fans))

        def rank(c: tuple[int, bool]) -> tuple[bool, bool, bool, bool, int, float]:
            """Layouts that fit the height with whole names first, those with the chambers
            before those without, then ones that fit the height, then (where none fits: a
            very low window) ones whose names are whole, then the biggest cards (a wide
            window takes a big table in one row), then the widest tiles."""
            (fits, whole, card_w), (rows, fans) = fitted[c], c
            return (fits and whole, fans, fits, whole, card_w, column_for(rows))

        best = max(tried, key=rank)
        if best != tried[-1]:
            fit(*best)  # the last one tried is laid out now

    def _set_rows(self, rows: int) -> None:
        per_row = -(-(len(self.tiles) + len(self.leftover_tiles)) // rows)
        if self._per_row != per_row:
            self._per_row = per_row
            self._fill_grid()
