"""The Session's parts wired as the Session wires them, without the Session (for their own tests)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gui.curtain import Curtain
from gui.games.base import ScreenContext
from gui.games.device_router import DeviceRouter
from gui.games.game_state import GameState
from gui.games.log_model import LogModel
from gui.games.peek import Peek, PeekOffer
from gui.games.private_steps import PrivateStepRunner
from gui.games.steps import PrivateStep
from gui.games.turn_loop import TurnLoop

from .conftest import FakeHost


@dataclass
class Counter:
    calls: int = 0
    args: list[Any] = field(default_factory=list)

    def __call__(self, *args: Any) -> None:
        self.calls += 1
        self.args.append(args)


class Parts:
    """A curtain, a router, a private-step runner and (``loop=True``) a turn loop on one state."""

    def __init__(self, host: FakeHost, state: GameState, *, loop: bool = False) -> None:
        self.host, self.state = host, state
        self.log = LogModel("en")
        if state.game is not None:
            self.log.restore(state.public_view().log, ())
        self.curtain = Curtain(host.stack, host.window_widget(), reveal_mode=lambda: "hold",
                               inactivity_ms=lambda: 600_000)
        self.router = DeviceRouter()
        self.autosaved, self.shown, self.over, self.again = Counter(), Counter(), Counter(), Counter()
        show = self.show_step if loop else self.shown
        self.runner = PrivateStepRunner(state, self.curtain, self.router, host, self.log, context=self.context,
                                        autosave=self.autosaved, show_step=show)
        self.peek = Peek(self, host)
        self.loop: TurnLoop | None = None
        if loop:
            self.loop = TurnLoop(state, host, self.curtain, self.peek, self.runner, self.router, self.log,
                                 context=self.context, autosave=self.autosaved, game_over=self.over,
                                 again=self.again)

    def context(self) -> ScreenContext:
        return ScreenContext(renderer=None, lang="en", log=self.log)

    def show_step(self) -> None:
        self.shown()
        assert self.loop is not None
        self.loop.show_step()

    # the PeekHost members
    def peek_offer(self) -> PeekOffer | None:
        game = self.state.game
        if game is None or self.loop is None or not self.loop.peek_open():
            return None
        return PeekOffer(list(game.players), set(), self.runner.peek_steps())

    def peek_step(self, seat: int) -> PrivateStep | None:
        return self.runner.peek_step(seat)

    def run_private(self, step: PrivateStep) -> None:
        self.runner.run(step)
