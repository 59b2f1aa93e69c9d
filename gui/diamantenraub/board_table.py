"""The Diamantenraub table with its claims board: the stories and the Boss's questions.

A subclass, so that the table itself (``gui.diamantenraub.table``) stays a view of the
public game: this adds the board (:class:`gui.games.claims_board.ClaimsBoard`) in the side
column between the Boss's actions and the log, and a computer's speech bubble at its seat
(outward from the middle of the table, where the takes lie).

While the treasure goes round nothing can be claimed yet (stories are told during the
interrogation), and an empty "Claims" heading there only raised the question what it was
for (issue 31). The board therefore lies in a holder that is hidden until the
interrogation; from then on it stays (the talk so far is the public record), so the column
changes once, when the whole table changes anyway. The Boss's actions lie above it and do
not move; the log below takes the room.
"""
from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QVBoxLayout, QWidget

from engine.diamantenraub import Phase, PublicView
from gui.cards import DeckRenderer
from gui.diamantenraub.items import CENTRE
from gui.diamantenraub.table import DiamantenraubTable
from gui.games.claims_board import ClaimsBoard
from gui.games.speech_bubbles import SpeechBubbles


class DiamantenraubTableWithBoard(DiamantenraubTable):
    """The table plus its claims board (see the module text)."""

    def __init__(self, renderer: DeckRenderer, lang: str, log_model: QAbstractItemModel,
                 parent: QWidget | None = None) -> None:
        super().__init__(renderer, lang, log_model, parent)
        # shown by the Session's claims keeper, inside a holder shown from the interrogation on
        self.board_holder = QWidget(self.side)
        holder = QVBoxLayout(self.board_holder)
        holder.setContentsMargins(0, 0, 0, 0)
        self.claims = ClaimsBoard(self.board_holder)
        self.claims.setVisible(False)
        holder.addWidget(self.claims)
        self.board_holder.setVisible(False)
        side = self.side.layout()
        assert isinstance(side, QBoxLayout)
        side.insertWidget(1, self.board_holder)
        self._bubbles = SpeechBubbles(self.view.viewport())
        self.claims.formShown.connect(self._make_room)
        self._board_type()

    def _make_room(self, form: bool) -> None:
        """The column is crowded at 800×600 (the Boss's box above): the log steps aside while
        the claims form is open, and comes back when it closes."""
        self.log_title.setVisible(not form)
        self.log_view.setVisible(not form)

    def show_view(self, view: PublicView) -> None:
        super().show_view(view)
        self.board_holder.setVisible(view.phase not in (Phase.HIDING, Phase.PASSING) or bool(self.claims.rows()))

    def claims_board(self) -> ClaimsBoard:
        return self.claims

    def show_claim_bubble(self, seat: int, text: str) -> None:
        view = self.public_view()
        if view is None or not 0 <= seat < len(self.seat_items):
            return
        plate = self.seat_item(seat).sceneBoundingRect()
        anchor = self.view.mapFromScene(plate).boundingRect()
        self._bubbles.show(seat, text, view.players[seat], anchor, plate.center().y() > CENTRE.y(), self._lang,
                           self.log_view.font())

    def set_language(self, lang: str) -> None:
        super().set_language(lang)
        self.claims.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._board_type()

    def _board_type(self) -> None:
        # about the log's size (15 px at least); in a low window three lines of the board, so
        # that the log below keeps room for its newest entry (a person Boss's questions and the
        # stories fill the board while an accused's long reveal line is the log's newest)
        self.claims.set_type_size(max(15, min(20, max(self.height(), 480) // 42)), 3 if self.height() < 700 else 4)
