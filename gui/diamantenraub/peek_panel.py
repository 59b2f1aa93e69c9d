"""Looking at one's own take again (the peek), and the factory for every private step.

A player's peek shows their take (diamonds, the role card, or nothing), what they are, and
the two numbers the Boss will ask about: what was in the treasure when it reached them and
when they passed it on. The first player also sees the card they set aside. The Boss's
peek is the :class:`~gui.diamantenraub.boss_panels.ReturnPanel` again (or, before the
treasure is back, his hidden diamonds).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QHBoxLayout, QWidget

from engine.diamantenraub import Role, SeatView, is_diamond
from gui.diamantenraub.boss_panels import HidePanel, ReturnPanel
from gui.diamantenraub.panel import PrivatePanelBase
from gui.diamantenraub.take_panel import TakePanel
from gui.diamantenraub.treasure import TreasureWidget
from gui.diamantenraub.words import card_label, role_name
from gui.table_kit import style

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer

PRIVATE_KINDS = ("hide", "take", "returned", "peek")


class PeekPanel(PrivatePanelBase):
    """A seat's own take, looked at again (view only)."""

    KIND = "peek"

    def __init__(self, seat_view: SeatView, renderer: DeckRenderer, lang: str, parent: QWidget | None = None) -> None:  # noqa: ANN001
        super().__init__(seat_view, renderer, lang, parent)
        cards = list(seat_view.take.cards) if seat_view.take is not None else []
        if seat_view.seat == 0 and seat_view.hidden is not None:
            cards = list(seat_view.hidden)
        self.treasure = TreasureWidget(renderer, cards, lang, outlines=not cards, titles=False, parent=self)
        row = QHBoxLayout()
        row.setSpacing(48)
        row.addStretch(1)
        row.addWidget(self.treasure)
        self.aside: TreasureWidget | None = None
        if seat_view.set_aside is not None:
            self.aside = TreasureWidget(renderer, [seat_view.set_aside], lang, outlines=False, titles=False,
                                        parent=self)
            row.addWidget(self.aside)
        row.addStretch(1)
        self.body.addLayout(row)
        self._finish_setup()

    def shown_elements(self) -> list[str]:
        return self.treasure.shown_elements() + (self.aside.shown_elements() if self.aside else [])

    def _retranslate(self) -> None:
        v = self._view
        role = v.role
        self.title.setText(style.qt_arg(self.tr("%1 — %2"), v.name, role_name(role, self._lang)) if role else v.name)
        self.treasure.set_language(self._lang)
        if self.aside is not None:
            self.aside.set_language(self._lang)
        if v.seat == 0:
            self.headline.setText(self.tr("The diamonds you hid"))
            self.fact.setText(self.tr("%n diamond(s) in your pocket", "", len(v.hidden or ())))
        elif v.take is None:
            self.headline.setText(self.tr("You have not taken anything yet"))
            self.fact.setText("")
        else:
            self.headline.setText(self.tr("Your take"))
            self.fact.setText(self._take_line(v))
        lines = [self._counts_line(v)]
        if v.set_aside is not None:
            lines.append(style.qt_arg(self.tr("You set %1 aside; nobody has it."), card_label(v.set_aside, self._lang)))
        lines.append(self._role_text(role))
        self.note.setText("\n".join(line for line in lines if line))

    def _take_line(self, v: SeatView) -> str:
        take = v.take
        assert take is not None
        if take.role is Role.DIEB:
            return self.tr("You took %n diamond(s): you are a Thief.", "", take.diamonds)
        if take.role_card is not None:
            return style.qt_arg(self.tr("You took %1 and play the %2."), card_label(take.role_card, self._lang),
                                role_name(take.role, self._lang))
        return self.tr("You took nothing: you are a Street Kid.")

    def _counts_line(self, v: SeatView) -> str:
        if v.received is None or v.passed_on is None:
            return ""
        got_d = sum(map(is_diamond, v.received))
        out_d = sum(map(is_diamond, v.passed_on))
        def diamonds(count: int) -> str:
            # German: the dative after "mit" ("mit 1 Diamanten")
            return self.tr("%n diamond(s) (after 'with')", "", count)

        def role_cards(count: int) -> str:
            return self.tr("%n role card(s) (after 'with')", "", count)

        return style.qt_arg(
            self.tr("It reached you with %1 and %2; you passed it on with %3 and %4."),
            diamonds(got_d), role_cards(len(v.received) - got_d), diamonds(out_d), role_cards(len(v.passed_on) - out_d))

    def _apply_sizes(self) -> None:
        super()._apply_sizes()
        if hasattr(self, "treasure"):
            aside_w = 0
            if self.aside is not None:
                self.aside.set_card_width(int(self._card_width() * 0.8))
                aside_w = int(self._card_width() * 1.2)
            self.treasure.fit(self.width() - 80 - aside_w, self._card_width())


def build_private_panel(kind: str, seat_view: SeatView, renderer: DeckRenderer, lang: str) -> PrivatePanelBase:  # noqa: ANN001
    """The private screen for one step; called only after the curtain's reveal."""
    if kind == "hide":
        return HidePanel(seat_view, renderer, lang)
    if kind == "take":
        return TakePanel(seat_view, renderer, lang)
    if kind == "returned":
        return ReturnPanel(seat_view, renderer, lang, "return")
    if kind == "peek":
        if seat_view.seat == 0 and seat_view.returned is not None:
            return ReturnPanel(seat_view, renderer, lang, "peek")
        return PeekPanel(seat_view, renderer, lang)
    raise ValueError(f"unknown private step {kind!r} (known: {', '.join(PRIVATE_KINDS)})")
