"""The private panel: one player's role and chambers, shown only behind the curtain.

Addressed to that player ("Anna — Wächter"), built from that seat's
:class:`~engine.tempelgold.SeatView` and nothing else. Privacy decisions:

* No tooltip, accessible name or description, status tip or "What's this" anywhere in the
  panel (set explicitly to empty); the secret is only in label texts and card pictures, which
  are visible only while the curtain engineer's reveal is up.
* The same neutral colours and layout for both roles — a red or black panel seen from across
  the room would be a tell. Only the card picture and the words differ.
* The role card flips from the role deck's back (``ROLE_BACK``) to its face once, shortly
  after the panel is shown; the same animation for every role.
* The chambers are shown in the seat view's canonical order (gold, empty, traps), which says
  nothing about the order on the table; a note says so.
"""
from __future__ import annotations

import math

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFontMetricsF, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engine import glossary
from engine.cards import Card
from engine.log import plural
from engine.tempelgold import ChamberKind, Role, SeatView, chamber_kind
from gui.look import palette
from gui.text import rules_text
from gui.cards import ROLE_BACK, CardWidget, element_id
from gui.cards.tempo import scaled
from gui.games.widgets import GamePanel
from gui.table_kit.declared import ROLE_KIND, face_id
from gui.table_kit import style
from gui.table_kit.widgets import clear_accessible
from gui.tempelgold.widgets import RoleFrame

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer

_ROLE_KEYS = {Role.ABENTEURER: "role.abenteurer", Role.WAECHTER: "role.waechter"}
_KIND_TERMS = {ChamberKind.GOLD: "gold", ChamberKind.EMPTY: "empty", ChamberKind.TRAP: "fire_trap"}
_KIND_COLOURS = {ChamberKind.GOLD: palette.GOLD, ChamberKind.EMPTY: palette.MUTED, ChamberKind.TRAP: palette.WARN_LIGHT}


def chamber_word(card: Card, lang: str) -> str:
    """What a chamber card is, as its label under it says: "Gold", "Empty", "Fire trap"
    (issue 19, item 11: each card is named, not only the summary line)."""
    word = glossary.term(_KIND_TERMS[chamber_kind(card)], lang)
    return word[:1].upper() + word[1:]


class TempelgoldPrivatePanel(GamePanel):
    """One seat's secret: role card, role name and description, this round's chambers."""

    REASONS = ("deal", "redeal", "peek")
    FLIP_DELAY_MS = 250
    FLIP_MS = 450

    def __init__(self, seat_view: SeatView, renderer: DeckRenderer, lang: str, reason: str,  # noqa: ANN001
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if reason not in self.REASONS:
            raise ValueError(f"reason must be one of {', '.join(self.REASONS)}, not {reason!r}")
        self._seat = seat_view
        self._renderer = renderer
        self._lang = lang
        self._reason = reason
        self._flipped = False
        self.setObjectName("tgPrivate")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#tgPrivate {{ background: {palette.PANEL}; }} QLabel {{ color: {palette.TEXT}; }}")

        self.headline = QLabel(self)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setStyleSheet(f"color: {palette.MUTED};")
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet(f"color: {palette.GOLD};")

        self.role_card = CardWidget(renderer, ROLE_BACK, 200, self)
        self.role_card.card_kind = ROLE_KIND  # its face is a role card, not the chamber of that face
        self.role_frame = RoleFrame(self.role_card, parent=self)
        self.role_text = QLabel(self)
        self.role_text.setWordWrap(True)
        self.role_text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

        self.chambers_title = QLabel(self)
        self.chamber_cards: list[CardWidget] = [
            CardWidget(renderer, element_id(card), 120, self) for card in seat_view.chambers
        ]
        self.chamber_labels: list[QLabel] = []
        for card in seat_view.chambers:
            label = QLabel(self)
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            label.setStyleSheet(f"color: {_KIND_COLOURS[chamber_kind(card)]};")
            self.chamber_labels.append(label)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)  # "kein Gold · keine leere · keine Feuerfalle" (a peek with every chamber open) at 800×600
        self.note = QLabel(self)
        self.note.setStyleSheet(f"color: {palette.MUTED}; font-style: italic;")
        self.note.setWordWrap(True)

        # Layout: role card on the left, words and chambers on the right.
        outer = QVBoxLayout(self)
        outer.setContentsMargins(32, 24, 32, 24)
        outer.setSpacing(12)
        outer.addStretch(1)
        outer.addWidget(self.headline)
        outer.addWidget(self.title)
        body = QHBoxLayout()
        body.setSpacing(36)
        body.addStretch(1)
        body.addWidget(self.role_frame, 0, Qt.AlignmentFlag.AlignTop)
        right = QVBoxLayout()
        right.setSpacing(14)
        right.addWidget(self.role_text)
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setStyleSheet(f"color: {palette.LINE};")
        right.addWidget(line)
        right.addWidget(self.chambers_title)
        cards = QHBoxLayout()
        cards.setSpacing(12)
        for widget, label in zip(self.chamber_cards, self.chamber_labels):
            column = QVBoxLayout()
            column.setSpacing(4)
            column.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
            column.addWidget(label)
            cards.addLayout(column)
        cards.addStretch(1)
        right.addLayout(cards)
        right.addWidget(self.summary)
        right.addWidget(self.note)
        body.addLayout(right, 3)
        body.addStretch(1)
        outer.addSpacing(12)
        outer.addLayout(body)
        outer.addStretch(2)

        for child in (self, *self.findChildren(QWidget)):
            clear_accessible(child)
        self._retranslate()
        # Sized once for now; fitted to the room when it has its size (resizeEvent, which a
        # widget also gets when it is first shown). Fitting here too did the whole search
        # for a size the panel never keeps, and for a panel built off screen (the privacy
        # oracle's, ten per action) for nothing.
        self._size_parts(1.0)

    # -- API for the app and tests ------------------------------------------------------
    def seat(self) -> int:
        return self._seat.seat

    def shown_elements(self) -> list[str]:
        """Every card picture on the panel: the role card's face first, then the chambers."""
        return [face_id(element_id(self._seat.role_card), ROLE_KIND)] + [w.element() for w in self.chamber_cards]

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self._retranslate()

    # -- Qt events ----------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:  # noqa: ANN001
        super().showEvent(event)
        if not self._flipped:
            self._flipped = True
            QTimer.singleShot(scaled(self.FLIP_DELAY_MS), self, self._flip_role)

    def _flip_role(self) -> None:
        try:
            self.role_card.flip_to(element_id(self._seat.role_card), self.FLIP_MS)
        except RuntimeError:  # the panel was destroyed before the timer fired (curtain came down)
            pass

    def flip_now(self) -> None:
        """Show the role card's face at once (screenshots, tests)."""
        self._flipped = True
        self.role_card.set_element(element_id(self._seat.role_card))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self._apply_sizes()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # -- texts and sizes ----------------------------------------------------------------
    def role_name(self) -> str:
        """This seat's role in the shown language, from :mod:`engine.glossary`."""
        return glossary.role(self._seat.role.value, self._lang)

    def _retranslate(self) -> None:
        s = self._seat
        rnd = s.public.round
        if self._reason == "deal":
            head = self.tr("Your secret role and your chambers")
        elif self._reason == "redeal":
            head = style.qt_arg(self.tr("Round %1: your new chambers"), rnd)
        else:
            head = style.qt_arg(self.tr("Your cards in round %1"), rnd)
        self.headline.setText(head)
        self.title.setText(style.qt_arg(self.tr("%1 — %2"), s.name, self.role_name()))
        self.role_frame.set_name(self.role_name(), max(16, min(40, self.height() // 30)))
        self.role_text.setText(rules_text.description("tempelgold", _ROLE_KEYS[s.role], self._lang))
        self.chambers_title.setText(style.qt_arg(self.tr("Your chambers this round (%1):"), len(s.chambers)))
        # counts in words (issue 31 §12: "2 fire traps", not "2 × fire trap"; "empty" as under the cards)
        self.summary.setText(" · ".join((
            plural(s.gold, self.tr("no gold|1 gold|# gold")),
            plural(s.empty, self.tr("none empty|1 empty|# empty")),
            plural(s.traps, self.tr("no fire traps|1 fire trap|# fire traps")))))
        for card, label in zip(s.chambers, self.chamber_labels):
            label.setText(chamber_word(card, self._lang))
        self.note.setText(self.tr("You don't know their order on the table."))

    def _apply_sizes(self) -> None:
        """Type and cards sized from the panel's size; where that is more than fits (a small
        window: the curtain's frame takes room too), the cards shrink step by step until the
        layout fits the panel, so no text is cut off (issue 19, the layout check)."""
        scale = 1.0
        for _ in range(12):
            self._size_parts(scale)
            layout = self.layout()
            if layout is None or self.height() <= 0:
                return
            layout.invalidate()
            layout.activate()
            need = layout.minimumSize().height()
            if layout.hasHeightForWidth():  # the wrapped role text: its height for this width
                need = max(need, layout.totalHeightForWidth(self.width()))
            if need <= self.height() or scale < 0.35:
                return
            scale *= 0.9

    def _size_parts(self, scale: float) -> None:
        w, h = max(self.width(), 640), max(self.height(), 400)
        fs = min(1.0, 0.5 + scale * 0.6)  # the type follows once the cards have shrunk a good deal
        self.headline.setFont(style.font(style.readable(max(18, min(30, h // 26)) * fs)))
        self.title.setFont(style.font(int(max(30, min(64, h // 12)) * fs), bold=True))
        body_px = style.readable(int(max(17, min(26, h // 34)) * fs))
        self.role_text.setFont(style.font(body_px))
        self.role_frame.set_name(self.role_name(), body_px)
        self.chambers_title.setFont(style.font(body_px, bold=True))
        self.summary.setFont(style.font(body_px + 4, bold=True))
        self.note.setFont(style.font(style.readable(body_px - 1)))
        aspect = float(self._renderer.aspect())
        role_h = h * 0.52 * scale
        role_w = int(min(role_h * aspect, w * 0.26))
        self.role_card.set_width(role_w)
        n = max(1, len(self.chamber_cards))
        # the words take what the role card leaves (margins 2 × 32, three gaps of 36 around
        # the stretches, the frame with its name): at the smallest readable size a small
        # window needs that room (issue 31 item 10)
        name_w = QFontMetricsF(style.font(body_px, bold=True)).horizontalAdvance(self.role_name())
        beside = self.width() - 64 - 3 * 36 - max(role_w, name_w) - 24
        right_w = max(min(w * 0.55, beside), min(w * 0.7, beside), 200)
        card_w = int(min((right_w - 12 * (n - 1)) / n, h * 0.27 * aspect * scale, role_w * 0.8))
        for widget, label in zip(self.chamber_cards, self.chamber_labels):
            width = max(40, card_w)
            widget.set_width(width)
            px = min(body_px, 22)
            while px > style.MIN_TEXT_PX and QFontMetricsF(style.font(int(px), bold=True)).horizontalAdvance(label.text()) > width - 2:
                px -= 1  # the label's own font (style.font), measured as drawn
            label.setFont(style.font(int(px), bold=True))
            # As wide as its card, or as its word at the smallest readable size ("Feuerfalle"
            # under a narrow card shrank to 8 px, issue 31 item 10): the column grows instead.
            need = QFontMetricsF(style.font(int(px), bold=True)).horizontalAdvance(label.text()) + 2
            label.setFixedWidth(max(width, math.ceil(need)))
        self.role_text.setMaximumWidth(int(right_w))
        self.role_text.setMinimumWidth(int(right_w))  # wraps at this width, not at its own small hint
