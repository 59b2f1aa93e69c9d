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


LOG_ROOM = 130
"""What the board and the log need below the Boss's actions to be of use (px): a title, and
two or three entries of the log."""


class DiamantenraubTableWithBoard(DiamantenraubTable):
    """The table plus its claims board (see the module text)."""

    def __init__(self, renderer: DeckRenderer, lang: str, log_model: QAbstractItemModel,
                 parent: QWidget | None = None) -> None:
        self._form = False  # the claims form is open
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
        # where the log has stepped aside, the room left over lies below the column's content
        # (the layout spread it between the title, the text and the board)
        side.insertStretch(side.indexOf(self.peek_button), 0)
        self._bubbles = SpeechBubbles(self.view.viewport())
        self.claims.formShown.connect(self._on_form_shown)
        self._board_type()

    def _on_form_shown(self, form: bool) -> None:
        self._form = form  # told before the form is shown or hidden: its visibility is not yet so
        self._make_room()

    def _make_room(self) -> None:
        """The column is crowded at 800×600: the log steps aside while the claims form is open,
        and comes back when it closes. The Bang chooser at ten or more seats ("who shouted
        first?", a button per seat) needs the whole column there: while it would not fit
        above the log, the log and the board step aside too (their buttons were squeezed
        onto each other, issue 31). The chooser is a moment's question; the log is back
        with the next view."""
        view = self.public_view()
        chooser = bool(self.action_box.peng_buttons)
        side = self.side.layout()
        margins = side.contentsMargins().top() + side.contentsMargins().bottom() if side is not None else 0
        room = self.side.height() - margins
        box = self.action_box
        need = box.heightForWidth(box.width()) if box.hasHeightForWidth() else box.sizeHint().height()
        board = view is not None and (view.phase not in (Phase.HIDING, Phase.PASSING) or bool(self.claims.rows()))
        board_need = self.claims.sizeHint().height() + 10 if board and self.claims.isVisibleTo(self.board_holder) else 0
        log = not self._form and not (chooser and need + board_need + LOG_ROOM > room)
        self.log_title.setVisible(log)
        self.log_view.setVisible(log)
        self.board_holder.setVisible(board and not (chooser and need + board_need > room))

    def show_view(self, view: PublicView) -> None:
        super().show_view(view)
        self._make_room()

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
        self._make_room()

    def _board_type(self) -> None:
        # about the log's size (15 px at least); in a low window three lines of the board, so
        # that the log below keeps room for its newest entry (a person Boss's questions and the
        # stories fill the board while an accused's long reveal line is the log's newest)
        self.claims.set_type_size(max(15, min(20, max(self.height(), 480) // 42)), 3 if self.height() < 700 else 4)
