"""The end of a Tempelgold game: why it ended, every role card face up, who won.

Everything here is public once the game is over (the engine only fills
``PublicView.revealed`` then). Shown: the reason as a big headline; one tile per seat with
its role card, name and role, winners framed in gold; the role card(s) left over in the box;
the final counters and the three centre piles; "Play again" and "New game".
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.tempelgold import ChamberKind, PublicView, Reason, Role
from gui import palette
from gui.cards import CardWidget, element_id
from gui.tempelgold import style
from gui.tempelgold.models import PILE_ORDER
from gui.tempelgold.widgets import FanWidget, RoleFrame

_TILE_CSS = (
    f"#tgTile {{ background: {palette.TILE}; border: 2px solid {palette.TILE_EDGE}; border-radius: 14px; }}"
    f"#tgTile[winner=\"true\"] {{ background: {palette.WINNER_TILE}; border: 3px solid {palette.GOLD}; }}"
    f"#tgTile[leftover=\"true\"] {{ background: {palette.LEFTOVER_TILE}; border: 2px dashed {palette.LEFTOVER_EDGE}; }}"
)


class _Tile(QFrame):
    """One role card with a name and a caption under it."""

    def __init__(self, renderer, element: str, name: str, caption: str, *, winner: bool = False,  # noqa: ANN001
                 leftover: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tgTile")
        self.setProperty("winner", "true" if winner else "false")
        self.setProperty("leftover", "true" if leftover else "false")
        self.winner = winner
        self.leftover = leftover
        self.element = element
        self.role: Role = Role.ABENTEURER  # set by the end screen right after
        lay = self._lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        lay.setSpacing(4)
        self.card = CardWidget(renderer, element, 90, self)
        self.frame = RoleFrame(self.card, parent=self)
        self.name = QLabel(name, self)
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name.setStyleSheet(f"color: {palette.GOLD if winner else palette.TEXT};")
        self.caption = QLabel(caption, self)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)
        self.caption.setStyleSheet(f"color: {palette.MUTED};")
        lay.addWidget(self.frame, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.name)
        lay.addWidget(self.caption)

    def set_scale(self, card_w: int, px: int, min_width: int = 0, compact: bool = False) -> None:
        m = 4 if compact else 8
        self._lay.setContentsMargins(m, m, m, m)
        self.frame.set_margins(m)
        self.card.set_width(card_w)
        self.name.setFont(style.font(px, bold=True))
        self.caption.setFont(style.font(max(13, px * 0.8)))
        self.setFixedWidth(int(max(card_w + 16 + 4 * m, min_width)))

    def text_width(self) -> int:
        """The width the name and caption need on one line each."""
        return max(self.name.fontMetrics().horizontalAdvance(self.name.text()),
                   self.caption.fontMetrics().horizontalAdvance(self.caption.text()))


class TempelgoldEndScreen(QWidget):
    """The final screen. ``view`` must be a finished game's public view (``outcome`` set)."""

    againRequested = Signal()
    newGameRequested = Signal()

    def __init__(self, view: PublicView, renderer, lang: str, parent: QWidget | None = None) -> None:  # noqa: ANN001
        super().__init__(parent)
        if view.outcome is None or view.revealed is None:
            raise ValueError("the end screen needs the view of a finished game (outcome and revealed roles)")
        self._view = view
        self._renderer = renderer
        self._lang = lang
        self.setObjectName("tgEnd")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#tgEnd {{ background: {palette.PANEL}; }} QLabel {{ color: {palette.TEXT}; }}" + _TILE_CSS)

        self.headline = QLabel(self)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet(f"color: {palette.GOLD};")
        self.winners_line = QLabel(self)
        self.winners_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winners_line.setWordWrap(True)

        winners = view.outcome.winners
        revealed = view.revealed
        self.tiles: list[_Tile] = []
        for seat, (card, role) in enumerate(zip(revealed.role_cards, revealed.roles)):
            tile = _Tile(renderer, element_id(card), view.players[seat], "", winner=seat in winners, parent=self)
            tile.role = role
            self.tiles.append(tile)
        self.leftover_tiles: list[_Tile] = []
        for card in revealed.leftover:
            tile = _Tile(renderer, element_id(card), "", "", leftover=True, parent=self)
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
        return self.tr("Abenteurer") if role is Role.ABENTEURER else self.tr("Wächter")

    def reason_text(self, reason: Reason) -> str:
        if reason is Reason.ALL_GOLD_FOUND:
            return self.tr("The Abenteurer win — all the gold has been found!")
        if reason is Reason.ALL_TRAPS_OPENED:
            return self.tr("The Wächter win — the last fire trap has been opened!")
        if reason is Reason.OUT_OF_ROUNDS:
            return self.tr("The Wächter win — four rounds are over and gold is still hidden!")
        return self.tr("The Wächter win — the gold can no longer be found!")

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self._retranslate()

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
        super().changeEvent(event)

    def _retranslate(self) -> None:
        v = self._view
        outcome = v.outcome
        assert outcome is not None
        self.headline.setText(self.reason_text(Reason(outcome.reason)))
        names = [v.players[s] for s in sorted(outcome.winners)]
        self.winners_line.setText(style.qt_arg(self.tr("Winners: %1"), ", ".join(names)) if names
                                  else self.tr("Nobody wins"))
        for tile in self.tiles:
            tile.caption.setText(self.role_name(tile.role) + ("  ★" if tile.winner else ""))
        for tile in self.leftover_tiles:
            tile.name.setText(self.role_name(tile.role))
            tile.caption.setText(self.tr("left over, in the box"))
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
    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self._apply_sizes()

    def _apply_sizes(self) -> None:
        """Fit everything into the window: the role cards get the height the rest leaves."""
        w, h = max(self.width(), 640), max(self.height(), 400)
        # Small windows (800×600) get tight margins; the role cards take what is left.
        compact = h < 760 or w < 1000
        self._outer.setContentsMargins(*((14, 8, 14, 8) if compact else (28, 20, 28, 20)))
        self._outer.setSpacing(6 if compact else 16)
        self.grid.setHorizontalSpacing(8 if compact else 14)
        self.grid.setVerticalSpacing(8 if compact else 14)
        gap = self.grid.horizontalSpacing()
        margins = self._outer.contentsMargins().left() * 2 + 20
        # Type and cards grow with the window up to 4K (the caps are for 2160 px high).
        head_px = max(24, min(96, h // 20))
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
        n_tiles = len(self.tiles) + len(self.leftover_tiles)
        rows = 1 if n_tiles <= 7 else 2
        per_row = -(-n_tiles // rows)
        if self._per_row != per_row:
            self._per_row = per_row
            self._fill_grid()
        # Measure what everything but the role cards needs, then give the cards the rest.
        tiles = self.tiles + self.leftover_tiles
        for tile in tiles:
            tile.set_scale(60, px)
        card_h_now = 60 / aspect
        layout = self._outer
        layout.activate()
        fixed = layout.sizeHint().height() - rows * card_h_now
        # word-wrapped labels hint at a narrow width; use their height at the real width
        for label in (self.headline, self.winners_line):
            fixed -= label.sizeHint().height() - label.heightForWidth(w - margins)
        card_h = (h - fixed - 8) / rows
        text_w = max(t.text_width() for t in tiles) + 24
        column = (w - margins - gap * (per_row - 1)) / per_row  # one tile's share of the width
        card_w = int(max(40, min(card_h * aspect, column - 40, max(210, h * 0.2))))  # 40: tile and role frame
        for tile in tiles:
            tile.set_scale(card_w, px, min_width=int(min(text_w, column)), compact=compact)
