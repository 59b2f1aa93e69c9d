"""Random legal play through Diamantenraub's real widgets (``kartentisch --selfplay``).

Every choice is a click on the screen in front of it (``QTest``), never a call into the
Session or the engine: the pickers' "+" button, a role card, an option button, a seat on
the table, "Taschen leeren!", a "Peng!" button. What is legal is read from the widgets
themselves (enabled buttons, pickable cards, clickable seats).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from engine.diamantenraub import PublicView
from gui.cards import element_id
from gui.games.clicks import click, click_item

if TYPE_CHECKING:
    from gui.diamantenraub.widgets import NumberPicker


class DiamantenraubAutoPlayer:
    """The :class:`~gui.games.base.AutoPlayer` of Diamantenraub."""

    PENG_CHANCE = 0.35
    ASIDE_CHANCE = 0.4

    def __init__(self) -> None:
        self._asked: set[int] = set()  # the players a person Boss has asked on the board

    def choose_private(self, panel: QWidget, rng: random.Random) -> None:
        from gui.diamantenraub.boss_panels import HidePanel
        from gui.diamantenraub.take_panel import TakePanel

        if isinstance(panel, HidePanel):
            self._pick(panel.picker, rng)
            return
        if not isinstance(panel, TakePanel):
            return
        aside = [b for card, b in panel.aside_buttons.items() if card is not None]
        if aside and rng.random() < self.ASIDE_CHANCE:
            click(rng.choice(aside))
        options: list[QWidget] = []
        if panel.picker.isEnabled():  # the button opens once the number is set
            options.append(panel.diamonds_button)
        picks = [p for p in panel.treasure.role_cards if p.is_pickable() and p.card.isEnabled()]
        options.extend(picks)
        if panel.nothing_button.isEnabled():
            options.append(panel.nothing_button)
        choice = rng.choice(options)
        if choice is panel.diamonds_button:
            self._pick(panel.picker, rng)
        click(choice)
        if not panel.is_ready():  # e.g. the clicked card was the one set aside
            if panel.picker.isEnabled():
                self._pick(panel.picker, rng)
            click(panel.diamonds_button if panel.diamonds_button.isEnabled() else panel.nothing_button)

    @staticmethod
    def _pick(picker: NumberPicker, rng: random.Random) -> None:
        """Tap "+" until the picker shows a number drawn from ``rng``, at least once (the
        number counts only once the player has set it): the result depends on the seed only,
        not on the picker's own random start (a run stays repeatable)."""
        target = rng.randint(picker.minimum(), picker.maximum())
        for _ in range(picker.maximum() - picker.minimum() + 2):
            if picker.value() == target and picker.is_set():
                return
            click(picker.plus)

    def act_on_table(self, table: QWidget, rng: random.Random) -> bool:
        from gui.diamantenraub.table import DiamantenraubTable

        if not isinstance(table, DiamantenraubTable) or table.is_animating():
            return False
        if self._tell(table):
            return True
        if not table.is_interactive():
            return False
        box = table.action_box
        pengs = [b for b in box.peng_buttons.values() if b.isEnabled() and b.isVisible()]
        if box.reveal_button.isVisible() and box.reveal_button.isEnabled():
            if pengs and rng.random() < self.PENG_CHANCE:
                click(rng.choice(pengs))
            else:
                click(box.reveal_button)
            return True
        seats = [item for item in table.seat_items if item.is_clickable()]
        if not seats:
            return False
        if not click_item(table.view, rng.choice(seats).plate) or not box.accuse_button.isEnabled():
            return False
        click(box.accuse_button)
        return True

    def _tell(self, table: Any) -> bool:
        """A person's story on the claims board while one is still to come (a computer Boss
        waits for it): its words entered, or now and then only "Answer given". A person Boss
        now and then asks the next player who has not answered ("Boss asks"), each one once."""
        board = table.claims_board()
        if board is None or not board.isVisible():
            return False
        rng = random.Random(len(board.rows()))  # its own numbers: the selfplay's other choices stay as they were
        ask = board.openers.get("ask")
        if ask is not None and ask.isVisible() and rng.random() < 0.5:
            click(ask)
            whom = board.value_boxes["seat"]
            seat = whom.itemData(0)  # the first player who has not answered
            if seat not in self._asked:
                self._asked.add(seat)
                click(board.ok_button)
                return True
            board.close_form()
        if not board.enter_button.isVisible():
            return False
        click(board.enter_button)
        if board.answered_button.isVisible() and rng.random() < 0.25:
            click(board.answered_button)
            return True
        for box in board.value_boxes.values():
            box.setCurrentIndex(rng.randrange(box.count()))
        click(board.ok_button)
        return True

    def public_elements(self, public_view: PublicView) -> set[str]:
        v = public_view
        cards = [*v.boss_excuses]
        for seat in v.seats:
            cards.extend(seat.excuses)
            if seat.shown is not None:
                cards.extend(seat.shown.cards)
        if v.final is not None:  # the end turns everything over
            cards.extend(v.final.face_up_cards())
        return {element_id(c) for c in cards}
