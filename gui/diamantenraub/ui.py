"""Diamantenraub's :class:`~gui.games.base.GameUI`: the seam between the Session and this package.

Registered in :mod:`gui.games.registry` by the module path; the screens are imported lazily
inside ``build_*`` (start-up time). See :mod:`gui.diamantenraub.flow` for the order of steps.

Decisions:

* The Session asks before "Taschen leeren!" (naming both players) and before a "Peng!"
  claim (a false claim eliminates the claimant, so a mis-click must not decide it).
* "Nochmal" (Play again): the end screen's choice is the next Boss's seat; the seats rotate so
  that player becomes seat 0 (clockwise order kept), with their names and PINs.
* Number pickers start at "?" and follow one rule the screen states (issue 31, item 3), so
  the screens need no randomness.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from engine.actions import Action
from engine.validation import is_seat
from engine.diamantenraub import Accuse, Peng, Phase, PublicView, Role, SeatView
from gui.diamantenraub import flow as dr_flow
from gui.diamantenraub.flow import DiamantenraubFlow
from gui.games.base import EndRecord, PrivateStep, ScreenContext, Step

if TYPE_CHECKING:
    from gui.games.claims import ClaimsAbility
    from gui.games.base import GameUI
    from gui.games.learning import Learning
    from gui.games.guide_script import GuidedGame
    from gui.games.widgets import GameEnd, GamePanel, GameTable

    from gui.diamantenraub.autoplay import DiamantenraubAutoPlayer




SIDE_OF_REASON: dict[str, str] = {
    "BOSS_RECOVERED_ALL": "boss",
    "BOSS_ELIMINATED": "diebe",
    "ERMITTLER_ACCUSED": "ermittler",
    "REVOLVERHELD_SHOT_ERMITTLER": "revolverheld",
}
"""The winning side of each ending, by the balance lab's side ids (``lab/data/balance.json``)."""

SIDE_OF_ROLE: dict[str, str] = {
    "boss": "boss", "getreuer": "boss", "revolverheld": "boss",
    "dieb": "diebe", "strassenkind": "diebe", "ermittler": "ermittler", "fahrer": "fahrer",
}
"""The side each role plays for (the Revolverheld plays as a Getreuer until he shoots)."""


class DiamantenraubUI:
    """Stateless; one module-level instance (:data:`GAME_UI`)."""

    game_id = "diamantenraub"

    def flow_model(self) -> type[DiamantenraubFlow]:
        return DiamantenraubFlow

    def claims(self) -> ClaimsAbility | None:
        """The players' stories and the Boss's questions (:mod:`gui.diamantenraub.claims`)."""
        from gui.diamantenraub.claims import DiamantenraubClaims

        return DiamantenraubClaims()

    def learning(self) -> Learning[SeatView]:
        """The rules' section for each step (F1) and a seat's hint (:mod:`gui.diamantenraub.learning`)."""
        from gui.diamantenraub.learning import LEARNING

        return LEARNING

    def phone_card_names(self, lang: str) -> dict[str, dict[str, str]]:
        """Every role card's name as the laptop writes it in ``lang`` ("D♠", "Revolverheld" or
        "Gunslinger"), by the card's code, for the phone page (public: the rules' card table)."""
        from engine.diamantenraub.model import ROLE_OF_CARD
        from gui.diamantenraub.words import card_label, role_name

        return {str(card): {"card": card_label(card, lang), "role": role_name(role, lang)} for card, role in ROLE_OF_CARD.items()}

    def guided_game(self) -> GuidedGame | None:
        """The rule text's example (seven players, Anna the Boss), played: :mod:`gui.diamantenraub.guide`."""
        from gui.diamantenraub.guide import GUIDED_GAME

        return GUIDED_GAME

    def new_flow(self, public_view: PublicView) -> DiamantenraubFlow:
        return DiamantenraubFlow()

    def check_flow(self, flow: DiamantenraubFlow, public_view: PublicView) -> None:
        dr_flow.check_flow(flow, public_view)

    def resume_flow(self, flow: DiamantenraubFlow, public_view: PublicView) -> DiamantenraubFlow:
        return flow

    def next_step(self, flow: DiamantenraubFlow, public_view: PublicView) -> Step:
        return dr_flow.next_step(flow, public_view)

    def after_private(self, flow: DiamantenraubFlow, step: PrivateStep, public_view: PublicView) -> DiamantenraubFlow:
        return dr_flow.after_private(flow, step)

    def after_action(self, flow: DiamantenraubFlow, seat: int, action: Action, before: PublicView,
                     after: PublicView) -> DiamantenraubFlow:
        return flow

    def on_event(self, flow: DiamantenraubFlow, event: str, public_view: PublicView) -> DiamantenraubFlow:
        return flow

    def confirm(self, seat: int, action: Action, public_view: PublicView) -> tuple[str, str] | None:
        names = public_view.players
        if isinstance(action, Accuse) and 0 <= action.seat < len(names):
            return (QCoreApplication.translate("DiamantenraubUI", "Empty your pockets!"),
                    QCoreApplication.translate("DiamantenraubUI", "{boss} accuses {name}: “{name}, empty your pockets!” Is that right?").format(
                        boss=names[public_view.boss], name=names[action.seat]))
        if isinstance(action, Peng) and 0 <= seat < len(names):
            return (QCoreApplication.translate("DiamantenraubUI", "Bang!"), QCoreApplication.translate("DiamantenraubUI", "{name} shouted “Bang!” first?").format(name=names[seat]))
        return None

    def peek_step(self, public_view: PublicView, seat: int) -> PrivateStep | None:
        return dr_flow.peek_step(public_view, seat)

    def build_private(self, step: PrivateStep, seat_view: SeatView, ctx: ScreenContext) -> GamePanel:
        from gui.diamantenraub.peek_panel import build_private_panel

        return build_private_panel(step.kind, seat_view, ctx.renderer, ctx.lang)

    def build_table(self, ctx: ScreenContext) -> GameTable:
        from gui.diamantenraub.board_table import DiamantenraubTableWithBoard

        table = DiamantenraubTableWithBoard(ctx.renderer, ctx.lang, ctx.log)
        table.set_computers(ctx.computers)
        return table

    def build_end(self, public_view: PublicView, ctx: ScreenContext) -> GameEnd:
        from gui.diamantenraub.end import DiamantenraubEnd

        return DiamantenraubEnd(public_view, ctx.renderer, ctx.lang)

    def rematch_first_seat(self, public_view: PublicView, choice: object) -> int:
        return choice if is_seat(choice, len(public_view.players)) else public_view.boss

    def resume_summary(self, public_view: PublicView) -> str:
        phase = public_view.phase
        if public_view.outcome is not None or phase is Phase.OVER:
            return QCoreApplication.translate("DiamantenraubUI", "The game is over")
        if phase is Phase.HIDING:
            return QCoreApplication.translate("DiamantenraubUI", "The Boss is hiding diamonds")
        if phase is Phase.PASSING:
            return QCoreApplication.translate("DiamantenraubUI", "The treasure goes round: {name} has it").format(
                name=public_view.players[public_view.treasure_holder])
        return QCoreApplication.translate("DiamantenraubUI", "Interrogation: {count} still to be asked").format(
            count=len(public_view.open_seats))

    def autoplayer(self) -> DiamantenraubAutoPlayer:
        from gui.diamantenraub.autoplay import DiamantenraubAutoPlayer

        return DiamantenraubAutoPlayer()

    # -- the game history --------------------------------------------------------------------
    def end_record(self, public_view: PublicView) -> EndRecord:
        """Each seat's role is what it took (the final reveal shows it); its side is the team
        that role plays for (a Fahrer rides along with whoever he drives: his own side)."""
        from gui.games.end_record import end_record_of, finished_outcome

        outcome = finished_outcome(public_view)
        roles = tuple(Role(r).value for r in outcome.detail["roles"])
        return end_record_of(public_view, roles=roles, sides=tuple(SIDE_OF_ROLE[r] for r in roles),
                             winning_side=SIDE_OF_REASON[outcome.reason.name])

    def end_view_from_data(self, data: dict[str, Any]) -> PublicView:
        from engine.diamantenraub import Reason
        from gui.games.end_record import end_view_of

        return end_view_of(PublicView, data, enums=(Reason, Role))


GAME_UI: GameUI[PublicView, SeatView, DiamantenraubFlow] = DiamantenraubUI()  # checked against the seam by the type checker
