"""Höher oder Tiefer on the game seam (tests only): its GameUI, panels, table, end screen and
AutoPlayer. Deliberately plain widgets. Its words are its own: written in English under the
translation context ``HoeherOderTiefer``, translated in its own catalogue
(``texts/translations/de.qm``, installed beside the app's when the game is listed)."""
from __future__ import annotations

import random
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget
from pydantic import BaseModel, ConfigDict, Field

from gui.games.base import EndRecord, EndStep, GameUI, PrivateStep, ScreenContext, Step, TableStep, look_again_step
from gui.games.clicks import click
from gui.games.widgets import GameEnd, GamePanel, GameTable
from gui.table_kit.log_view import LogView
from tests.contract.stub_game.engine import Guess, Reveal

Phase = Literal["guess", "table", "end"]


class Flow(BaseModel):
    """``to_guess``: seats still to guess, the first is next. ``finished``: private steps
    finished so far (counts every call of ``after_private``: a peek must never get here)."""

    model_config = ConfigDict(extra="forbid")
    phase: Phase = "guess"
    to_guess: list[int] = Field(default_factory=list)
    finished: int = 0


class GuessPanel(GamePanel):
    """One seat's card and the guess. Also the peek's panel: it then offers a guess too,
    already chosen, which the Session must not apply."""

    def __init__(self, view: Any, peek: bool) -> None:
        super().__init__()
        self._seat = view.seat
        self._choice: int | None = view.guess if view.guess is not None else (1 if peek else None)
        layout = QVBoxLayout(self)
        self.card = QLabel(f"{view.name}: {view.beast} ({view.card})")
        layout.addWidget(self.card)
        self.higher_button = QPushButton()
        self.lower_button = QPushButton()
        self.higher_button.clicked.connect(lambda: self._choose(1))
        self.lower_button.clicked.connect(lambda: self._choose(0))
        layout.addWidget(self.higher_button)
        layout.addWidget(self.lower_button)
        self.set_language("")

    def _choose(self, higher: int) -> None:
        self._choice = higher
        self.readyChanged.emit(True)

    def seat(self) -> int:
        return self._seat

    def set_language(self, lang: str) -> None:
        self.higher_button.setText(QCoreApplication.translate("HoeherOderTiefer", "Higher"))
        self.lower_button.setText(QCoreApplication.translate("HoeherOderTiefer", "Lower"))

    def is_ready(self) -> bool:
        return self._choice is not None

    def chosen_actions(self) -> list[Guess]:
        return [] if self._choice is None else [Guess(self._choice)]

    def shown_elements(self) -> list[str]:
        return []


class HoeherTable(GameTable):
    def __init__(self, ctx: ScreenContext) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.status = QLabel("")
        layout.addWidget(self.status)
        self.reveal_button = QPushButton()
        self.reveal_button.clicked.connect(lambda: self.actionRequested.emit(0, Reveal()))
        layout.addWidget(self.reveal_button)
        self.peek_button = QPushButton()
        self.peek_button.clicked.connect(self.peekRequested.emit)
        layout.addWidget(self.peek_button)
        self.log_view = LogView()
        self.log_view.setModel(ctx.log)
        layout.addWidget(self.log_view)
        self._interactive = False
        self._view: Any = None
        self.set_language("")

    def show_view(self, view: Any) -> None:
        self._view = view
        self.status.setText(f"{sum(view.guessed)} of {len(view.players)} have guessed")

    def show_step(self, step: TableStep) -> None:
        self.peek_button.setVisible(step.peek)

    def set_interactive(self, on: bool) -> None:
        self._interactive = on
        self.reveal_button.setEnabled(on)

    def is_animating(self) -> bool:
        return False

    def set_language(self, lang: str) -> None:
        self.reveal_button.setText(QCoreApplication.translate("HoeherOderTiefer", "Turn the table card over"))
        self.peek_button.setText(QCoreApplication.translate("HoeherOderTiefer", "Look again"))


class HoeherEnd(GameEnd):
    def __init__(self, view: Any) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        winners = ", ".join(view.players[s] for s in sorted(view.outcome.winners)) or "nobody"
        layout.addWidget(QLabel(f"The table card was {view.table_card}. Right: {winners}"))
        self.again_button = QPushButton()
        self.again_button.clicked.connect(lambda: self.againRequested.emit(None))
        layout.addWidget(self.again_button)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.newGameRequested.emit)
        layout.addWidget(self.new_button)
        self.set_language("")

    def set_language(self, lang: str) -> None:
        self.again_button.setText(QCoreApplication.translate("HoeherOderTiefer", "Play again"))
        self.new_button.setText(QCoreApplication.translate("HoeherOderTiefer", "New game"))


class HoeherAutoPlayer:
    def choose_private(self, panel: QWidget, rng: random.Random) -> None:
        if isinstance(panel, GuessPanel) and not panel.is_ready():
            click(rng.choice([panel.higher_button, panel.lower_button]))

    def act_on_table(self, table: Any, rng: random.Random) -> bool:
        if table.reveal_button.isEnabled() and table.reveal_button.isVisible():
            click(table.reveal_button)
            return True
        return False

    def public_elements(self, public_view: Any) -> set[str]:
        return set()


class HoeherUI:
    game_id = "hoeher"

    def flow_model(self) -> type[BaseModel]:
        return Flow

    def new_flow(self, public_view: Any) -> BaseModel:
        return Flow(phase="guess", to_guess=list(range(len(public_view.players))))

    def check_flow(self, flow: BaseModel, public_view: Any) -> None:
        assert isinstance(flow, Flow)
        if any(not 0 <= s < len(public_view.players) for s in flow.to_guess):
            raise ValueError("a seat out of range")
        if (flow.phase == "end") != (public_view.outcome is not None):
            raise ValueError("the screen does not match the game")

    def resume_flow(self, flow: BaseModel, public_view: Any) -> BaseModel:
        return flow

    def next_step(self, flow: BaseModel, public_view: Any) -> Step:
        assert isinstance(flow, Flow)
        if flow.phase == "guess" and flow.to_guess:
            return PrivateStep(seat=flow.to_guess[0], kind="guess")
        if flow.phase == "end":
            return EndStep()
        return TableStep("table", interactive=True, peek=True)

    def after_private(self, flow: BaseModel, step: PrivateStep, public_view: Any) -> BaseModel:
        # deliberately blind to step.peek: ignoring a peek is the Session's job
        assert isinstance(flow, Flow)
        to_guess = [s for s in flow.to_guess if s != step.seat]
        return Flow(phase="guess" if to_guess else "table", to_guess=to_guess, finished=flow.finished + 1)

    def after_action(self, flow: BaseModel, seat: int, action: Any, before: Any, after: Any) -> BaseModel:
        assert isinstance(flow, Flow)
        return Flow(phase="end", finished=flow.finished) if after.outcome is not None else flow

    def on_event(self, flow: BaseModel, event: str, public_view: Any) -> BaseModel:
        return flow

    def confirm(self, seat: int, action: Any, public_view: Any) -> tuple[str, str] | None:
        return None

    def peek_step(self, public_view: Any, seat: int) -> PrivateStep | None:
        return look_again_step(seat, len(public_view.players), view_only=False)  # the guess panel, uncommitted

    def build_private(self, step: PrivateStep, seat_view: Any, ctx: ScreenContext) -> GamePanel:
        return GuessPanel(seat_view, peek=step.peek)

    def build_table(self, ctx: ScreenContext) -> GameTable:
        return HoeherTable(ctx)

    def build_end(self, public_view: Any, ctx: ScreenContext) -> GameEnd:
        return HoeherEnd(public_view)

    def rematch_first_seat(self, public_view: Any, choice: Any) -> int:
        return 0

    def resume_summary(self, public_view: Any) -> str:
        return "the game is over" if public_view.outcome is not None else f"{sum(public_view.guessed)} have guessed"

    def autoplayer(self) -> HoeherAutoPlayer:
        return HoeherAutoPlayer()

    def end_record(self, public_view: Any) -> EndRecord:
        """Everybody plays alone: a winner guessed right, nobody has a role."""
        from gui.games.end_record import end_record_of, finished_outcome

        outcome = finished_outcome(public_view)
        count = len(public_view.players)
        sides = tuple("right" if seat in outcome.winners else "" for seat in range(count))
        return end_record_of(public_view, roles=("",) * count, sides=sides, winning_side="right")

    def end_view_from_data(self, data: dict[str, Any]) -> Any:
        from gui.games.end_record import end_view_of
        from tests.contract.stub_game.engine import PublicView, Reason

        return end_view_of(PublicView, data, enums=(Reason,))

    def learning(self) -> None:
        """The stub game offers neither rules at F1 nor hints (the ability is optional)."""
        return None

    def phone_card_names(self, lang: str) -> dict[str, dict[str, str]]:
        """No card of this game needs a name of its own on the phone page."""
        return {}

    def guided_game(self) -> None:
        """This game has no guided first game."""

    def claims(self) -> None:
        """No claims board: the seam works without one."""
        return None


GAME_UI: GameUI[Any, Any, BaseModel] = HoeherUI()
