"""The Boss's private screens: hiding diamonds, and the treasure as it came back.

Decisions:

* Hiding: the whole treasure as the Boss built it, and a 0–5 picker that starts at "?" (from
  "?", + gives 0 and − gives 5, as the line under it says); nothing is hidden until he set it.
* The return (and the Boss's peek at the table): the treasure as it came back, how many
  diamonds are missing, and how many the Boss hid himself (which he must not count).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from engine.actions import Action
from engine.diamantenraub import HideDiamonds, Role, SeatView
from gui.cards import element_id
from gui.diamantenraub.panel import PrivatePanelBase
from gui.diamantenraub.treasure import TreasureWidget
from gui.diamantenraub.widgets import NumberPicker
from gui.table_kit import style

if TYPE_CHECKING:
    from gui.cards.renderer import DeckRenderer


class HidePanel(PrivatePanelBase):
    """The Boss's first step: see the treasure, hide 0–5 diamonds."""

    KIND = "hide"

    def __init__(self, seat_view: SeatView, renderer: DeckRenderer, lang: str, parent: QWidget | None = None) -> None:  # noqa: ANN001
        super().__init__(seat_view, renderer, lang, parent)
        if seat_view.built is None:
            raise ValueError("the hiding screen is only for the Boss")
        self.treasure = TreasureWidget(renderer, seat_view.built, lang, parent=self)
        self.body.addWidget(self.treasure)
        counts = [a.count for a in seat_view.legal_actions if isinstance(a, HideDiamonds)]
        if not counts:
            raise ValueError("the Boss has nothing to hide now")
        self.picker = NumberPicker(min(counts), max(counts), self, rule_beside=True)
        self.picker.valueChanged.connect(self._on_set)
        self.choices.addStretch(1)
        self.choices.addWidget(self.picker)
        self.choices.addStretch(1)
        self._finish_setup()

    def chosen_actions(self) -> list[Action]:
        """The hidden count, once the Boss has set it (never the picker's random start)."""
        return [HideDiamonds(self.picker.value())] if self.picker.is_set() else []

    def is_ready(self) -> bool:
        return self.picker.is_set()

    def _on_set(self, _value: int) -> None:
        self.readyChanged.emit(True)
        self.choiceChanged.emit()

    def commit_text(self) -> str:
        """"Hide 2 diamonds — done" once the Boss has set the number."""
        return self._commit_for(self.picker.value()) if self.picker.is_set() else ""

    def commit_texts(self) -> list[str]:
        return [self._commit_for(n) for n in range(self.picker.minimum(), self.picker.maximum() + 1)]

    def _commit_for(self, count: int) -> str:
        return self.tr("Hide %n diamond(s) — done", "", count)

    def draft(self) -> object | None:
        return {"hide": self.picker.value()} if self.picker.is_set() else None

    def restore_draft(self, draft: object) -> None:
        if isinstance(draft, dict) and isinstance(draft.get("hide"), int):
            self.picker.set_value(draft["hide"])

    def shown_elements(self) -> list[str]:
        return self.treasure.shown_elements()

    def _retranslate(self) -> None:
        v = self._view
        self.headline.setText(self.tr("Your treasure, as you built it"))
        self.title.setText(style.qt_arg(self.tr("%1 — Boss"), v.name))
        self.treasure.set_language(self._lang)
        self.fact.setText(self.tr("How many diamonds do you hide in your pocket? (0 to 5)"))
        self.note.setText(self.tr("Nobody sees how many. Then the treasure goes to the player on your left.")
                          + "\n" + self._role_text(Role.BOSS))

    def _apply_sizes(self) -> None:
        super()._apply_sizes()
        if hasattr(self, "treasure"):
            self.treasure.fit(self.width() - 96, self._card_width())
            self.picker.set_scale(int(max(30, min(56, self.height() // 14)) * self._type_scale()))


class ReturnPanel(PrivatePanelBase):
    """The treasure back with the Boss: its cards, the missing count, his own hidden ones.

    ``reason`` "return" (the step after the last player) or "peek" (looked at again).
    """

    KIND = "return"

    def __init__(self, seat_view: SeatView, renderer: DeckRenderer, lang: str, reason: str = "return", parent: QWidget | None = None) -> None:  # noqa: ANN001
        super().__init__(seat_view, renderer, lang, parent)
        if seat_view.returned is None or seat_view.missing is None:
            raise ValueError("the treasure has not come back to the Boss yet")
        self._reason = reason
        self.treasure = TreasureWidget(renderer, seat_view.returned, lang, parent=self)
        self.body.addWidget(self.treasure)
        self._finish_setup()

    def shown_elements(self) -> list[str]:
        hidden = [element_id(c) for c in self._view.hidden or ()]
        return self.treasure.shown_elements() + hidden

    def _retranslate(self) -> None:
        v = self._view
        missing = v.missing or 0
        hidden = len(v.hidden or ())
        if self._reason == "peek":
            self.headline.setText(self.tr("Your treasure again, as it came back"))
        else:
            self.headline.setText(self.tr("The treasure is back with you"))
        self.title.setText(style.qt_arg(self.tr("%1 — Boss"), v.name))
        self.treasure.set_language(self._lang)
        self.fact.setText(self.tr("%n diamond(s) missing", "", missing))
        hid = self.tr("You hid %n diamond(s) yourself; they are not counted as missing.", "", hidden)
        self.note.setText(hid + "\n" + self.tr("Now interrogate the table, then say “Empty your pockets!”"))

    def _apply_sizes(self) -> None:
        super()._apply_sizes()
        if hasattr(self, "treasure"):
            self.treasure.fit(self.width() - 96, self._card_width())
