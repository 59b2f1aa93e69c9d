"""Tempelgold on the game seam: its :class:`~gui.games.base.GameUI` and the table adapter.

The flow (:mod:`gui.tempelgold.flow`):

1. deal → for every seat, clockwise from the key holder: hand-off → reveal → private panel
   (role card and this round's chambers) → "Done — hide";
2. the public table; the key holder clicks a face-down chamber of another player →
   ``Open`` → the table animates;
3. after the last opening of a round: a banner ("Round 1 is over — the chambers are
   reshuffled") → the redeal loop as in 1 → table;
4. when the Abenteurer can no longer win the table offers to end (``EndHopeless``, asked
   first); playing on is allowed;
5. end screen: every role; "Play again" (same players, same order, new deal) or "New game".

The table screen itself (``gui.tempelgold.screen``) knows nothing of the seam; the small
subclass :class:`gui.tempelgold.seam_table.TempelgoldTable` turns its signals into the seam's
``actionRequested`` / ``eventRequested`` and shows the Session's shared log.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from gui.games.base import AutoPlayer, EndRecord, PrivateStep, ScreenContext, Step, look_again_step
from gui.tempelgold import flow as tg_flow

if TYPE_CHECKING:
    from gui.games.claims import ClaimsAbility
    from engine.tempelgold import PublicView, SeatView
    from gui.games.base import GameUI
    from gui.games.learning import Learning
    from gui.games.guide_script import GuidedGame
    from gui.games.widgets import GameEnd, GamePanel, GameTable

    from engine.actions import Action


class TempelgoldUI:
    """Stateless; the flow state is a :class:`gui.tempelgold.flow.FlowState`."""

    game_id = "tempelgold"

    # -- the flow ----------------------------------------------------------------------------
    def flow_model(self) -> type[tg_flow.FlowState]:
        return tg_flow.FlowState

    def new_flow(self, public_view: PublicView) -> tg_flow.FlowState:
        order = tg_flow.look_order(len(public_view.players), public_view.key_holder)
        return tg_flow.FlowState(phase="look", reason="deal", to_look=order)

    def check_flow(self, flow: tg_flow.FlowState, public_view: PublicView) -> None:
        tg_flow.check(flow, len(public_view.players), public_view.outcome is not None)

    def resume_flow(self, flow: tg_flow.FlowState, public_view: PublicView) -> tg_flow.FlowState:
        if flow.phase == "look" and not flow.to_look:
            return tg_flow.FlowState(phase="table")
        return flow

    def next_step(self, flow: tg_flow.FlowState, public_view: PublicView) -> Step:
        return tg_flow.next_step(flow)

    def after_private(self, flow: tg_flow.FlowState, step: PrivateStep, public_view: PublicView) -> tg_flow.FlowState:
        return tg_flow.after_look(flow, step.seat)

    def after_action(self, flow: tg_flow.FlowState, seat: int, action: Action, before: PublicView, after: PublicView) -> tg_flow.FlowState:
        if after.outcome is not None:
            return tg_flow.FlowState(phase="end")
        if after.round != before.round:
            return tg_flow.FlowState(phase="round_over", reason="redeal")
        return flow

    def on_event(self, flow: tg_flow.FlowState, event: str, public_view: PublicView) -> tg_flow.FlowState:
        if event == "redeal" and flow.phase == "round_over":
            order = tg_flow.look_order(len(public_view.players), public_view.key_holder)
            return tg_flow.FlowState(phase="look", reason="redeal", to_look=order)
        return flow

    def confirm(self, seat: int, action: Action, public_view: PublicView) -> tuple[str, str] | None:
        from engine.tempelgold import EndHopeless

        if isinstance(action, EndHopeless):
            return (
                QCoreApplication.translate("TempelgoldUI", "End the game?"),
                QCoreApplication.translate(
                    "TempelgoldUI",
                    "The Adventurers can no longer find all the gold. End the game now — the Guardians win?",
                ),
            )
        return None

    def peek_step(self, public_view: PublicView, seat: int) -> PrivateStep | None:
        return look_again_step(seat, len(public_view.players))

    def rematch_first_seat(self, public_view: PublicView, choice: object) -> int:
        return 0  # same seats; who starts is chosen as before (the seed, or the start screen)

    def resume_summary(self, public_view: PublicView) -> str:
        if public_view.outcome is not None:
            return QCoreApplication.translate("TempelgoldUI", "the game is over")
        return QCoreApplication.translate("TempelgoldUI", "round {round}").format(round=public_view.round)

    # -- screens -----------------------------------------------------------------------------
    def build_private(self, step: PrivateStep, seat_view: SeatView, ctx: ScreenContext) -> GamePanel:
        from gui.tempelgold.private import TempelgoldPrivatePanel

        return TempelgoldPrivatePanel(seat_view, ctx.renderer, ctx.lang, step.kind)

    def build_table(self, ctx: ScreenContext) -> GameTable:
        from gui.tempelgold.seam_table import TempelgoldTable

        return TempelgoldTable(ctx)

    def build_end(self, public_view: PublicView, ctx: ScreenContext) -> GameEnd:
        from gui.tempelgold.end import TempelgoldEndScreen

        return TempelgoldEndScreen(public_view, ctx.renderer, ctx.lang)

    def autoplayer(self) -> AutoPlayer:
        from gui.tempelgold.autoplay import TempelgoldAutoPlayer

        return TempelgoldAutoPlayer()

    # -- the game history --------------------------------------------------------------------
    def end_record(self, public_view: PublicView) -> EndRecord:
        """Tempelgold's sides are its two roles; the winning side is the winning role."""
        from engine.tempelgold import Reason
        from engine.tempelgold.model import WINNING_ROLE
        from gui.games.end_record import end_record_of, finished_outcome

        outcome, revealed = finished_outcome(public_view), public_view.revealed
        if revealed is None:
            raise ValueError("the game is not over")
        roles = tuple(role.value for role in revealed.roles)
        return end_record_of(public_view, roles=roles, sides=roles,
                             winning_side=WINNING_ROLE[Reason(outcome.reason)].value)

    def end_view_from_data(self, data: dict[str, Any]) -> PublicView:
        """A finished Tempelgold view also holds every seat's turned-over role (``revealed``)."""
        from engine.tempelgold import PublicView as View, Reason
        from gui.games.end_record import end_view_of

        return end_view_of(View, data, enums=(Reason,), complete=lambda view: view.revealed is not None)

    def claims(self) -> ClaimsAbility | None:
        """What each seat says it holds, per round (:mod:`gui.tempelgold.claims`)."""
        from gui.tempelgold.claims import TempelgoldClaims

        return TempelgoldClaims()

    def learning(self) -> Learning[SeatView]:
        """The rules' section for each step (F1) and a seat's hint (:mod:`gui.tempelgold.learning`)."""
        from gui.tempelgold.learning import LEARNING

        return LEARNING

    def phone_card_names(self, lang: str) -> dict[str, dict[str, str]]:
        """No card of this game needs a name of its own on the phone page."""
        return {}

    def guided_game(self) -> GuidedGame | None:
        """The rule text's example (four players, Dan claims three gold), played: :mod:`gui.tempelgold.guide`."""
        from gui.tempelgold.guide import GUIDED_GAME

        return GUIDED_GAME

GAME_UI: GameUI[PublicView, SeatView, tg_flow.FlowState] = TempelgoldUI()  # checked against the seam by the type checker
