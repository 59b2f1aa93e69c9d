"""The end of a Diamantenraub game: why it ended, every take, who won and why.

Everything here is public once the game is over (the engine fills ``PublicView.final``
then). Shown: the reason as a headline and the winners; one tile per seat with its take
(the thieves' diamonds as a fan with their count, a role card, or an empty outline for a
Straßenkind; for the Boss the diamonds he hid), winners framed in gold; the card the first
player set aside; the treasure as it came back to the Boss (everything is turned over, as
at a real table); one line per Fahrer explaining the chain, one line for the Straßenkinder. "Nochmal" (Play again) keeps the
names and PINs and lets the winners choose the next Boss (a choice of every seat, a winner
preselected); "Neues Spiel" goes back to the start screen.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (QFrame, QStyle, QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea,
                               QVBoxLayout, QWidget)

from engine.diamantenraub import PublicView, Reason, Role, Take, is_diamond
from gui.look import palette
from gui.cards import element_id
from gui.diamantenraub.end_tile import EndTile as _Tile
from gui.diamantenraub.widgets import set_px
from gui.diamantenraub.words import card_label, role_name
from gui.games.widgets import GameEnd
from gui.table_kit import style
from gui.table_kit.end_view import centred_line, style_end_screen, winner_names
from gui.table_kit.widgets import ArrowCombo
from gui.table_kit.calm_wheel import calm_wheel

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer

_CSS = (
    f"#drEnd {{ background: {palette.PANEL}; }} QLabel {{ color: {palette.CREAM}; }}"
    f"#drTile {{ background: {palette.TILE}; border: 2px solid #2f5a43; border-radius: 14px; }}"
    f"#drTile[winner=\"true\"] {{ background: #2c3a17; border: 3px solid {palette.GOLD}; }}"
    "#drTile[aside=\"true\"] { background: #0f2418; border: 2px dashed #5c7a6a; }"
)


SMALLEST_CARD_W = 44
"""The end screen's cards shrink to fit the window down to this width; below it, the tiles scroll."""


class DiamantenraubEnd(GameEnd):
    """The final screen. ``againRequested(int)``: the next Boss's seat in this game."""

    def __init__(self, view: PublicView, renderer: DeckRenderer, lang: str, parent: QWidget | None = None) -> None:  # noqa: ANN001
        super().__init__(parent)
        if view.outcome is None or view.final is None:
            raise ValueError("the end screen needs the view of a finished game")
        self._view = view
        self._renderer = renderer
        self._lang = lang
        style_end_screen(self, "drEnd", _CSS)
        self.headline = centred_line(self)
        self.winners_label = centred_line(self)
        self.tiles: list[_Tile] = []
        self.grid = QGridLayout()
        self.grid.setSpacing(10)
        self.explain = centred_line(self)
        self.boss_label = QLabel(self)
        self.boss_label.setWordWrap(True)  # two lines rather than a wider window (800×600)
        self.boss_choice = ArrowCombo(self)
        calm_wheel(self.boss_choice)
        self.boss_label.setBuddy(self.boss_choice)  # a screen reader names the choice by its label
        self._choice_css = (
            f"QComboBox {{ background: #f7f3e8; color: {palette.INK}; border-radius: 8px; padding: 6px 14px;"
            f" border: 3px solid transparent; }}"
            # its focus shows (issue 37 §4): a gold frame; the frame is there, unseen, without it
            f"QComboBox:focus {{ border: 3px solid {palette.GOLD}; }}"
            f"QComboBox QAbstractItemView {{ background: #f7f3e8; color: {palette.INK}; }}"
            + ArrowCombo.ARROW_CSS)
        self.boss_choice.setStyleSheet(self._choice_css)
        for seat, name in enumerate(view.players):
            self.boss_choice.addItem(name, seat)
        winners = sorted(view.outcome.winners)
        self.boss_choice.setCurrentIndex(winners[0] if winners else 0)
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("Primary")
        self.again_button.clicked.connect(lambda: self.againRequested.emit(self.next_boss()))
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(self.newGameRequested)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 16, 28, 16)
        outer.setSpacing(10)
        outer.addWidget(self.headline)
        outer.addWidget(self.winners_label)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(self.grid)
        row.addStretch(1)
        # the tiles and the explanations: shrunk to fit first (_apply_sizes); what still does
        # not fit (twelve players' tiles at 800×600, at readable type) scrolls, the screen's one
        # scroll area, instead of being cut off (issue 31 item 10)
        self.middle = QWidget()
        self.middle.setObjectName("drEndMiddle")
        middle = QVBoxLayout(self.middle)
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(10)
        middle.addLayout(row)
        middle.addWidget(self.explain)
        middle.addStretch(1)
        self.scroller = QScrollArea(self)
        self.scroller.setWidget(self.middle)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop; a focused child scrolls into view
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget#drEndMiddle { background: transparent; }")
        self.scroller.viewport().setAutoFillBackground(False)
        outer.addWidget(self.scroller, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.boss_label)
        buttons.addWidget(self.boss_choice)
        buttons.addWidget(self.again_button)
        buttons.addSpacing(30)
        buttons.addWidget(self.new_button)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        self._build_tiles()
        self._retranslate()
        self._apply_sizes()

    # -- API ------------------------------------------------------------------------------
    def next_boss(self) -> int:
        return int(self.boss_choice.currentData())

    def set_next_boss(self, seat: int) -> None:
        self.boss_choice.setCurrentIndex(seat)

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self._build_tiles()
        self._retranslate()
        self._apply_sizes()

    def shown_elements(self) -> list[str]:
        return [e for tile in self.tiles for e in tile.elements]

    # -- building -------------------------------------------------------------------------
    def _takes(self) -> dict[int, Take]:
        assert self._view.final is not None
        return {t.seat: t for t in self._view.final.takes}

    def _build_tiles(self) -> None:
        for tile in self.tiles:
            self.grid.removeWidget(tile)
            tile.hide()
            tile.deleteLater()
        self.tiles = []
        v = self._view
        assert v.outcome is not None and v.final is not None
        takes = self._takes()
        seats = v.seats
        final = v.final
        for s in seats:
            take = takes.get(s.seat)
            elements = [element_id(c) for c in take.cards] if take is not None else []
            if s.is_boss:  # the Boss turns over what he hid, too
                elements = [element_id(c) for c in final.boss_hidden]
            self.tiles.append(_Tile(self._renderer, elements, s.name, self._caption(s.seat, take),
                                    winner=s.seat in v.outcome.winners, parent=self))
        # the treasure as it came back (before the set-aside card: that one stays last)
        kept = [c for c in final.returned if not is_diamond(c)]
        diamonds = len(final.returned) - len(kept)
        parts = ([self.tr("%n diamond(s)", "", diamonds)] if diamonds else []) + [card_label(c, self._lang) for c in kept]
        caption = (style.qt_arg(self.tr("came back with %1"), ", ".join(parts)) if parts
                   else self.tr("came back empty"))
        self.treasure_tile = _Tile(self._renderer, [element_id(c) for c in final.returned], self.tr("Treasure"),
                                   caption, aside=True, parent=self)
        self.tiles.append(self.treasure_tile)
        if v.final.set_aside is not None:
            card = v.final.set_aside
            caption = style.qt_arg(self.tr("%1, set aside by %2; nobody had it"),
                                   card_label(card, self._lang), v.players[1])
            self.tiles.append(_Tile(self._renderer, [element_id(card)], self.tr("Set aside"), caption,
                                    aside=True, parent=self))
        self._columns = 0
        self._place_tiles(max(4, math.ceil(len(self.tiles) / 2)))

    def _place_tiles(self, columns: int) -> None:
        """The tiles in rows of ``columns``."""
        if columns == self._columns:
            return
        self._columns = columns
        for tile in self.tiles:
            self.grid.removeWidget(tile)
        for k, tile in enumerate(self.tiles):
            self.grid.addWidget(tile, k // columns, k % columns)

    def _columns_for(self, width: int) -> int:
        """Two rows of tiles, or more where a row of tiles as wide as their words need at the
        smallest readable size would not fit across (12 players at 800×600, issue 31 item 10)."""
        columns = max(4, math.ceil(len(self.tiles) / 2))
        need = max(tile.least_width() for tile in self.tiles) + self.grid.horizontalSpacing()
        while columns > 3 and columns * need > width - 80:
            columns -= 1
        return columns

    def _caption(self, seat: int, take: Take | None) -> str:
        s = self._view.seats[seat]
        final = self._view.final
        assert final is not None  # the constructor refuses a running game
        if s.is_boss:
            parts = ["Boss", self.tr("hid %n diamond(s)", "", len(final.boss_hidden))]
        elif take is None:
            parts = []
        elif take.role is Role.DIEB:
            parts = [role_name(Role.DIEB, self._lang), self.tr("%n diamond(s)", "", take.diamonds)]
        elif take.role_card is not None:
            parts = [role_name(take.role, self._lang), card_label(take.role_card, self._lang)]
        else:
            parts = [role_name(take.role, self._lang)]
        if s.eliminated:
            parts.append(self.tr("out"))
        return " · ".join(parts)

    # -- texts ----------------------------------------------------------------------------
    def _reason_text(self) -> str:
        outcome = self._view.outcome
        assert outcome is not None
        alone = outcome.detail.get("alone")
        name = self._view.players[alone] if isinstance(alone, int) else ""
        if outcome.reason is Reason.BOSS_RECOVERED_ALL:
            return self.tr("All stolen diamonds are back: the Boss and the Henchmen win!")
        if outcome.reason is Reason.ERMITTLER_ACCUSED:
            return style.qt_arg(self.tr("The Boss accused %1, an Undercover Agent: %1 wins alone!"), name)
        if outcome.reason is Reason.REVOLVERHELD_SHOT_ERMITTLER:
            return style.qt_arg(self.tr("%1, the Gunslinger, shot an Undercover Agent and wins alone!"), name)
        # The Boss is out: name the winning thieves as many as there are, and leave the
        # Straßenkinder to the explanations below (they are named there when there are any).
        best = int(outcome.detail.get("best", 0))
        takes = self._takes()
        thieves = sum(1 for seat, take in takes.items() if take.role is Role.DIEB and seat in outcome.winners)
        if thieves == 0:
            return self.tr("The Boss is out, and no Thief is left in the game.")
        if thieves == 1:
            return style.qt_arg(self.tr("The Boss is out: the Thief with the most diamonds (%1) wins."), best)
        return style.qt_arg(self.tr("The Boss is out: the Thieves with the most diamonds (%1 each) win."), best)

    def _explanations(self) -> list[str]:
        v = self._view
        assert v.outcome is not None
        winners = v.outcome.winners
        takes = self._takes()
        lines = []
        for seat, take in sorted(takes.items()):
            if take.role is Role.FAHRER:
                right = v.players[seat - 1]
                if seat in winners:
                    text = self.tr("%1 (Driver) wins because %2, on their right, wins.")
                else:
                    text = self.tr("%1 (Driver) loses because %2, on their right, does not win.")
                lines.append(style.qt_arg(text, v.players[seat], right))
        kids = [v.players[s] for s, t in sorted(takes.items()) if t.role is Role.STRASSENKIND]
        if kids:
            names = ", ".join(kids)
            won = any(s in winners for s, t in takes.items() if t.role is Role.STRASSENKIND)
            if len(kids) == 1:  # one Street Kid reads in the singular
                text = (self.tr("Street Kid %1 wins with the Thief who won.") if won
                        else self.tr("Street Kid %1 wins only when a Thief wins; none did."))
            else:
                text = (self.tr("Street Kids (%1) win with the Thief who won.") if won
                        else self.tr("Street Kids (%1) win only when a Thief wins; none did."))
            lines.append(style.qt_arg(text, names))
        return lines

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt name
        super().showEvent(event)
        # the next step's first control (issue 37 §4): Enter plays again, Shift+Tab reaches
        # the next Boss's choice
        self.again_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _retranslate(self) -> None:
        v = self._view
        assert v.outcome is not None
        self.headline.setText(self._reason_text())
        self.winners_label.setText(style.qt_arg(self.tr("Winners: %1"), winner_names(v.players, v.outcome.winners)))
        self.explain.setText("\n".join(self._explanations()))
        self.boss_label.setText(self.tr("The winners choose the next Boss:"))
        self.boss_choice.setAccessibleName(self.boss_label.text().rstrip(":"))  # its label, not its value
        self.again_button.setText(self.tr("Play again"))  # one word per act (engine.glossary.ACTS)
        self.new_button.setText(self.tr("New game"))

    def _apply_sizes(self) -> None:
        h, w = max(self.height(), 480), max(self.width(), 800)
        # a small window gets a smaller headline (two lines, not three, at 800×600)
        set_px(self.headline, max(20, min(44, h // (25 if h < 760 else 18))), True, f"color: {palette.GOLD};")
        set_px(self.winners_label, max(18, min(30, h // 28)), True)
        set_px(self.explain, max(15, min(22, h // 38)))
        # the buttons and the next Boss's choice grow with the window too (no tiny buttons at 4K)
        bpx = max(15, min(40, h // 36))
        for widget in (self.again_button, self.new_button):
            widget.setFont(style.font(bpx, bold=True))
        self.boss_label.setFont(style.font(style.readable(bpx * 0.85)))
        set_px(self.boss_choice, bpx, False, self._choice_css)
        columns = self._columns_for(w)
        self._place_tiles(columns)
        rows = max(1, math.ceil(len(self.tiles) / columns))
        # two rows of tiles (card, name, two caption lines) must fit between the headline and
        # the buttons, or the layout squeezes the cards and cuts them off
        by_height = ((h - (255 if h < 760 else 330)) / rows - 85) * float(self._renderer.aspect())
        card_w = int(max(40, min(h * 0.14, (w - 80) / columns / 2.3, by_height)))
        # The estimate above can be short of a caption's third line or a long headline: then
        # the cards shrink step by step until the whole screen fits (issue 19, the layout
        # check: "the 5-player end screen's card pictures", captions cut off).
        for _ in range(10):
            px = max(14, min(22, card_w // 4))
            for tile in self.tiles:
                tile.set_scale(card_w, px)
            layout = self.layout()
            if layout is None or self.height() <= 0 or card_w <= SMALLEST_CARD_W:
                break
            layout.invalidate()
            layout.activate()
            # the room the layout leaves the tiles, everything else at its height for this
            # width (judged by the layout's minimum size, the headline's lines were counted
            # short: at 800×600 with five players the tiles were 7 px too tall and scrolled)
            if self._middle_height() <= self._room_for_middle():
                break
            card_w = int(card_w * 0.9)
        self.middle.setMinimumHeight(self._middle_height())  # the scroll area scrolls it, never squeezes it

    def _room_for_middle(self) -> int:
        """The height the layout leaves the scroll area: the screen's, less its margins, its
        spacing and the other rows at their heights for this width (the layout gives them
        those and the scroll area the rest). Worked out from this screen's own size, which a
        resize has already set, not from its children's places, which it may not have yet."""
        outer = self.layout()
        assert outer is not None
        margins = outer.contentsMargins()
        width = max(1, self.width() - margins.left() - margins.right())
        items = [item for item in (outer.itemAt(i) for i in range(outer.count())) if item is not None]
        used = sum(item.heightForWidth(width) if item.hasHeightForWidth() else item.sizeHint().height()
                   for item in items if item.widget() is not self.scroller)
        return self.height() - margins.top() - margins.bottom() - outer.spacing() * (len(items) - 1) - used

    def _middle_height(self) -> int:
        """The height the tiles and explanations need at the scroll area's width."""
        middle = self.middle.layout()
        assert middle is not None
        middle.activate()
        if middle.hasHeightForWidth():
            return int(middle.totalHeightForWidth(max(1, self._viewport_width())))
        return int(middle.totalMinimumSize().height())

    def _viewport_width(self) -> int:
        """The scroll area's width once this screen's layout has placed it (a resize is seen
        here before the layout has resized the scroll area: its old, narrow width made the
        tiles seem twice as tall, and at 1920×1080 the cards shrank to a third with an empty
        half screen below them, issue 31), less room for its scroll bar."""
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else None
        sides = margins.left() + margins.right() if margins is not None else 0
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return self.contentsRect().width() - sides - bar

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: ANN001, N802 - Qt API
        super().resizeEvent(event)
        self._apply_sizes()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
