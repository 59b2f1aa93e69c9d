"""The Tempelgold table on the seam: the table screen plus the seam's signals, the step's
banner and the Session's shared log (see :class:`gui.games.base.TableScreen`).

A subclass, not a change to ``gui.tempelgold.screen``: that screen stays a plain view of a
``PublicView`` with Tempelgold's own signals; this adapter is the only place that knows
how those become engine actions (``Open`` / ``EndHopeless`` for the key holder) and flow
events (``"redeal"``).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.tempelgold import EndHopeless, Open
from gui.cards import element_id
from gui.games.base import ScreenContext, TableStep
from gui.table_kit import style
from gui.games.claims_board import ClaimsBoard
from gui.games.speech_bubbles import SpeechBubbles
from gui.tempelgold.screen import TempelgoldTableScreen

# This adapter's words are looked up in its own context by name: ``self.tr`` looks in the table
# screen's context (:meth:`TempelgoldTableScreen.tr`), where lupdate does not put the words
# written here, so they stayed English in a German game.
HELD_LIFT = 0.22
"""How far a chosen chamber stands out of its row while its opening waits (share of its height)."""


class TempelgoldTable(TempelgoldTableScreen):
    """The table screen; it emits the seam's ``actionRequested(int, object)`` and
    ``eventRequested(str)`` (declared by :class:`gui.games.widgets.GameTable`)."""

    def __init__(self, ctx: ScreenContext) -> None:
        super().__init__(ctx.renderer, ctx.lang)
        self._public: Any = None
        self._step: TableStep | None = None
        self._held_at: tuple[Any, Any] | None = None  # a chamber whose opening waits, and its place
        self._bubbles = SpeechBubbles(self.view.viewport())
        self.shared_log = ctx.log
        self.scene.computers = ctx.computers
        self.log_view.setModel(ctx.log)  # the one log: engine lines and peeks (it scrolls itself)
        self.openRequested.connect(self._on_open)
        self.endHopelessRequested.connect(self._on_hopeless)
        self.bannerButtonClicked.connect(lambda: self.eventRequested.emit("redeal"))

    def claims_board(self) -> ClaimsBoard:
        return self.side.claims

    def show_claim_bubble(self, seat: int, text: str) -> None:
        """A speech bubble at ``seat``'s name plate, on the side away from its chambers."""
        if self._public is None or not 0 <= seat < len(self._public.players):
            return
        plate = self.plate_item(seat).sceneBoundingRect()
        row = self.row_items(seat)
        below = bool(row) and row[0].sceneBoundingRect().center().y() < plate.center().y()
        anchor = self.view.mapFromScene(plate).boundingRect()
        # "said nothing" tells what happened; in quotation marks it read as if said aloud
        said = text != QCoreApplication.translate("TempelgoldClaims", "said nothing")
        self._bubbles.show(seat, text, self._public.players[seat], anchor, below, self._lang,
                           self.side.log_view.font(), quoted=said)

    def shown_view(self) -> Any:
        """The public view the table shows now (``None`` before the first)."""
        return self._public

    def show_view(self, view: Any) -> None:
        self._public = view
        super().show_view(view)

    def show_step(self, step: TableStep) -> None:
        self._step = step
        self._apply_banner()
        self.set_peek_allowed(step.peek)  # as on Diamantenraub's table: no button that does nothing

    def set_language(self, lang: str) -> None:
        super().set_language(lang)
        self._apply_banner()

    def _apply_banner(self) -> None:
        if self._step is not None and self._step.kind == "round_over" and self._public is not None:
            finished = self._public.round - 1
            self._show_last_result()
            self.set_banner(
                QCoreApplication.translate("TempelgoldTable", "Round {n} is over — the chambers are reshuffled").format(n=finished),
                QCoreApplication.translate("TempelgoldTable", "Everyone looks at their new chambers"),
            )
        else:
            self.set_banner(None)

    def _show_last_result(self) -> None:
        """The banner keeps the round's last opening in sight: its card and its log line."""
        view = self._public
        lines = [e for e in view.log if e.visible_to is None and e.key.startswith("tg.open.")]
        if not view.opened or not lines:
            self.banner.set_last(self._renderer, None, "")
            return
        self.banner.set_last(self._renderer, element_id(view.opened[-1].card), lines[-1].text(self._lang))

    def _on_open(self, owner: int, slot: int) -> None:
        if self._public is not None:
            self.actionRequested.emit(self._public.key_holder, Open(owner, slot))

    def describe_move(self, seat: int, action: Any) -> str | None:
        """An opening waits a moment before its card turns (the table may take it back); ending
        a hopeless game was asked about already."""
        view = self._public
        if not isinstance(action, Open) or view is None or not 0 <= action.owner < len(view.players):
            return None
        return style.qt_arg(QCoreApplication.translate("TempelgoldTable", "%1 opens a chamber of %2 …"), view.players[seat], view.players[action.owner])

    def show_move_held(self, seat: int, action: Any, held: bool) -> None:
        """The chosen chamber stands out of its row while the opening waits."""
        if not isinstance(action, Open):
            return
        items = self.scene.row_items(action.owner)
        if not 0 <= action.slot < len(items):
            return
        item = items[action.slot]
        if held:
            self._held_at = (item, item.pos())
            item.moveBy(0, -item.boundingRect().height() * HELD_LIFT)
        elif self._held_at is not None and self._held_at[0] is item:
            item.setPos(self._held_at[1])
            self._held_at = None

    def _on_hopeless(self) -> None:
        if self._public is not None:
            self.actionRequested.emit(self._public.key_holder, EndHopeless())
