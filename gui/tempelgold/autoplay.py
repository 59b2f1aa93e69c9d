"""Tempelgold's ``--selfplay`` hook: one random legal choice on the screen in front of it,
made by clicking that screen's widgets (see :class:`gui.games.base.AutoPlayer`).

The private panel only shows cards, so there is nothing to choose there. On the table the
legal choices are exactly what the table makes clickable: a face-down chamber of another
player (the table never makes the key holder's own row clickable), the round-over banner's
button, and — when it is offered — "end the game" for the hopeless Abenteurer (taken now
and then, so that both ways to finish are played). Once a round, before its opening, it
enters a random claim for a person on the claims board, as someone at the table would
(clicking "Enter a claim", choosing in the form's boxes, clicking "Enter"); while a computer
key holder waits for everybody's entry, it enters one for each person still missing (now and
then "Says nothing").
"""
from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QWidget

from gui.games.clicks import click, click_item
from lab.tempelgold.seat_bot import GOLD_KEY, TRAPS_KEY

HOPELESS_CHANCE = 0.4


class TempelgoldAutoPlayer:
    def __init__(self) -> None:
        self._claimed_rounds: set[int] = set()

    def _enter_claim(self, table: Any) -> None:
        """A random claim for a random person seat on the board, once per round, with its own
        random numbers: the selfplay's other choices stay what they were without a board."""
        board, view = table.claims_board(), table.shown_view()
        if board is None or view is None or view.round in self._claimed_rounds:
            return
        if not (board.isVisible() and board.enter_button.isVisible()):
            return
        self._claimed_rounds.add(view.round)
        rng = random.Random(view.round)
        click(board.enter_button)
        for box in (board.seat_box, *board.value_boxes.values()):
            if box.count():
                box.setCurrentIndex(rng.randrange(box.count()))
        click(board.ok_button)

    @staticmethod
    def _answer_the_waiting(table: Any) -> bool:
        """An entry for the first person the waiting computer still waits for (the board says
        who waits; this round's lines follow its last heading)."""
        board = table.claims_board()
        if board is None or not board.waiting.isVisible() or not board.enter_button.isVisible():
            return False
        rows = board.rows()
        heading = max((i for i, row in enumerate(rows) if row.seat is None), default=-1)
        said = {row.seat for row in rows[heading + 1:]}
        click(board.enter_button)
        seats = [board.seat_box.itemData(i) for i in range(board.seat_box.count())]
        missing = [seat for seat in seats if seat not in said]
        if not missing:
            click(board.cancel_button)
            return False
        board.seat_box.setCurrentIndex(seats.index(missing[0]))
        rng = random.Random(len(rows))  # its own numbers: the selfplay's other choices stay as they were
        if board.answered_button.isVisible() and rng.random() < 0.3:
            click(board.answered_button)
            return True
        gold, traps = board.value_boxes[GOLD_KEY], board.value_boxes[TRAPS_KEY]
        gold.setCurrentIndex(rng.randrange(gold.count()))
        room = gold.count() - 1 - int(gold.currentData())  # gold and traps together fit the chambers
        traps.setCurrentIndex(rng.randrange(min(traps.count(), room + 1)))
        click(board.ok_button)
        return True

    def choose_private(self, panel: QWidget, rng: random.Random) -> None:
        return None  # a view-only panel

    def act_on_table(self, table: Any, rng: random.Random) -> bool:
        if table.banner.isVisible() and table.banner.button.isVisible():
            click(table.banner.button)
            return True
        if table.hopeless_button.isVisible() and rng.random() < HOPELESS_CHANCE:
            click(table.hopeless_button)
            return True
        view = table.shown_view()
        if view is None:
            return False
        self._enter_claim(table)
        if self._answer_the_waiting(table):
            return True
        items = [item for seat in range(len(view.players)) for item in table.row_items(seat) if item.isClickable()]
        rng.shuffle(items)
        return any(click_item(table.view, item) for item in items)

    def public_elements(self, public_view: Any) -> set[str]:
        from gui.cards import element_id
        from gui.table_kit.declared import ROLE_KIND, face_id

        public = {element_id(o.card) for o in public_view.opened}
        revealed = public_view.revealed
        if revealed is not None:  # the end turns every card over (role cards, chambers)
            public |= {face_id(element_id(c), ROLE_KIND) for c in (*revealed.role_cards, *revealed.leftover)}
            public |= {element_id(c) for row in revealed.unopened for c in row}
        return public
